// A4.44 Recovery of a SW lying unpossessed (core/swPieces.ts: its possessor was eliminated), and A21.1
// capture: "Possession of an enemy SW can occur only by Recovery (4.44)".
// The procedure as this product reads A4.44 (the same reading as the tunnels' Recovery, B8.63,
// rules/tunnels/discovery.ts): at the start of any RPh as the unit's action (one attempt per unit per
// RPh), or in its own MPh for one extra MF (one attempt per unit per SW per MPh); a Good Order, unpinned
// Infantry unit (not berserk, not a dummy) in the SW's Location, in no Location with an armed Known
// enemy unit; a Final dr below `swRecovery.below` (6), +`swRecovery.cxDrm` (1) when CX (A4.51).
// Success: the unit possesses the SW (a SW of the other side is captured: its side becomes the
// recoverer's, state.ts `captured` keeps whose it was for A21.11/A21.12, and recovering it back undoes
// that). The dr is the recoverer's side's alone (what a unit carries is its owner's business); the
// other side sees the SW leave the Location in its view.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { ownUnit } from '../../engine/ownPieces';
import type { GameState, Side, UnitState } from '../../engine/state';
import { actsIn } from '../../engine/turn';
import { isInfantry } from '../../units/catalog';
import { type Location, samePosition } from '../../units/location';
import { activity, readActivity } from '../core/activity';
import { mfLeft } from '../core/moving';
import { readSwPieces, swPieces } from '../core/swPieces';
import { SupportWeaponParams } from './params';
import { readSw, sw } from './state';
import { lyingSeenBy } from './visibility';

const RecoverSchema = z.strictObject({ type: z.literal('recoverSw'), unit: z.string().max(12), sw: z.string().max(12) });
type Recover = z.infer<typeof RecoverSchema>;

/** The phase a side may attempt a Recovery dr in: any RPh; its own MPh for one MF. */
function recoveryPhase(state: GameState, side: Side): 'RPh' | 'MPh' | null {
  if (state.status !== 'playing' || state.pending) return null;
  if (state.phase === 'RPh') return 'RPh';
  return actsIn(state, side, 'MPh', 'phasing', true) ? 'MPh' : null;
}

/** The same Location as Recovery reads it: beneath an entrenchment is apart (B27.13). */
const here = (a: Location | null, b: Location) => !!a && samePosition(a, b);

/** A4.44: an armed, Known enemy unit in the Location (not concealed, not hidden). */
function knownEnemyAt(state: GameState, side: Side, loc: Location): boolean {
  return Object.values(state.units).some(
    (e) => e.side !== side && !e.eliminated && isInfantry(e.kind) && !e.status.concealed && !e.status.hidden && here(e.loc, loc),
  );
}

function groupHere(state: GameState, u: UnitState): UnitState[] {
  return Object.values(state.units).filter((g) => g.side === u.side && !g.eliminated && u.loc && here(g.loc, u.loc));
}

/** The SW `u` may attempt to recover now (sorted ids). */
function recoverable(ctx: GameContext, state: GameState, u: UnitState): string[] {
  const phase = recoveryPhase(state, u.side);
  if (!phase || u.eliminated || !u.loc || !isInfantry(u.kind) || u.status.broken || u.status.pinned || u.status.berserk) return [];
  const tried = readSw(state).recoveryTried ?? [];
  if (phase === 'RPh' && tried.includes(u.id)) return [];
  if (phase === 'MPh' && (readActivity(state).done[u.id] || mfLeft(state, u, groupHere(state, u)) < 1)) return [];
  if (knownEnemyAt(state, u.side, u.loc)) return [];
  return Object.entries(readSwPieces(state).lying)
    .filter(([id, l]) => here(u.loc, l.loc) && lyingSeenBy(ctx, state, id, u.side) && !(phase === 'MPh' && tried.includes(`${u.id}>${id}`)))
    .map(([id]) => id)
    .sort();
}

export const recoverSw: CommandHandler<Recover> = {
  type: 'recoverSw',
  schema: RecoverSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!recoveryPhase(state, side) || !Object.keys(readSwPieces(state).lying).length) return [];
    const out: LegalCommand[] = [];
    for (const u of Object.values(state.units)) {
      if (u.side !== side) continue;
      for (const id of recoverable(ctx, state, u)) {
        const w = state.units[id]!;
        out.push({
          type: 'recoverSw',
          label: `${u.id}: recover the ${ctx.unitTypes.get(w.type)?.name ?? w.type} (${id}) at ${u.loc!.hex}`,
          rule: 'A4.44',
          command: { type: 'recoverSw', unit: u.id, sw: id },
        });
      }
    }
    return out;
  },
  apply(ctx: ApplyContext, cmd) {
    const { state, side } = ctx;
    const phase = recoveryPhase(state, side);
    if (!phase) fail('WRONG_PHASE', 'a Recovery dr is made at the start of a RPh, or in your MPh', 'A4.44');
    const u = ownUnit(ctx, cmd.unit);
    if (!recoverable(ctx, state, u).includes(cmd.sw)) fail('ILLEGAL_COMMAND', `${u.id} cannot recover ${cmd.sw} now`, 'A4.44');
    const s = sw(state);
    s.recoveryTried = [...(s.recoveryTried ?? []), phase === 'RPh' ? u.id : `${u.id}>${cmd.sw}`];
    if (phase === 'MPh') {
      const a = activity(state);
      a.mf[u.id] = (a.mf[u.id] ?? 0) + 1; // A4.44: one extra MF
      a.moved[u.id] = true;
    }
    const rec = SupportWeaponParams.of(ctx).swRecovery;
    const modifiers = u.status.cx ? [{ name: 'CX', value: rec.cxDrm, rule: 'A4.51' }] : [];
    const r = ctx.roll({ kind: 'dr', purpose: `Recovery dr for ${cmd.sw}`, rule: 'A4.44', modifiers, audience: side });
    const w = state.units[cmd.sw]!;
    const recovered = r.final < rec.below;
    const captured = recovered && w.side !== side;
    if (recovered) take(ctx, u, w);
    ctx.emit({
      type: 'swRecovery',
      audience: side,
      data: { unit: u.id, sw: w.id, type: w.type, dr: r.original, final: r.final, below: rec.below, recovered, captured, rule: 'A4.44' },
    });
  },
};

/** The unit possesses the SW; an enemy one is captured (A21.1), one of its own side's taken back is not. */
function take(ctx: ApplyContext, u: UnitState, w: UnitState): void {
  const pieces = swPieces(ctx.state);
  const lying = { ...pieces.lying };
  delete lying[w.id];
  pieces.lying = lying;
  u.carries = [...u.carries, w.id];
  if (w.side === u.side) return;
  const s = sw(ctx.state);
  const captured = { ...(s.captured ?? {}) };
  const original = captured[w.id] ?? w.side;
  if (original === u.side) delete captured[w.id];
  else captured[w.id] = original;
  s.captured = captured;
  (w as { side: Side }).side = u.side;
}

/** A new RPh or MPh: new Recovery attempts. */
export function resetRecoveryAttempts(ctx: ApplyContext): void {
  if (!readSw(ctx.state).recoveryTried?.length) return;
  if (ctx.state.phase === 'RPh' || ctx.state.phase === 'MPh') delete sw(ctx.state).recoveryTried;
}
