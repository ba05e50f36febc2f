// Discovering and destroying a tunnel entrance (B8.63). An enemy unit that had LOS to a use of the
// entrance (sighting.ts) and is now in its Location may discover it by the Recovery procedure of
// A4.44: at the start of any RPh as its sole action, or in its MPh for one extra MF (one attempt per
// unit per entrance per MPh), with a Final dr below 6 (`entranceRecovery`), +1 if CX; only an unpinned
// Good Order unit not in the same Location as an armed Known enemy unit, and "Location" as Recovery
// reads it (beneath an entrenchment is apart, B27.13). The dr is public (a concealed unit's, its
// owner's: a public one would tell that the "?" is no dummy); a discovered entrance is public. Then, at the end of any CCPh, a Good Order Infantry unit of that side in the entrance's
// Location, one that had LOS to a use of it ("in the LOS of that unit"), with no Known enemy unit there,
// destroys it: done for the side as the CCPh ends (declining never helps it, and a declaration the
// non-phasing side had to send before the phasing side ends the CCPh would be a race).
// Searching (A12.152) never reveals an entrance: this engine has no Searching at all.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { ownUnit } from '../../engine/ownPieces';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { actsIn } from '../../engine/turn';
import { isInfantry } from '../../units/catalog';
import { activity, readActivity } from '../core/activity';
import { mfLeft } from '../core/moving';
import { TunnelParams } from './params';
import {
  type Entrance,
  inEntranceLocation,
  known,
  liveEntrance,
  MODULE,
  readTunnels,
  type Tunnel,
  tunnels,
  type TunnelsState,
  tunnelsOf,
} from './state';

const DiscoverSchema = z.strictObject({ type: z.literal('discoverTunnelEntrance'), unit: z.string().max(12) });

type Found = { t: Tunnel; i: 0 | 1; e: Entrance };

/** Entrances of the other side's tunnels where `u` is (as Recovery reads a Location), that it saw used, still hidden. */
function witnessedHere(state: GameState, u: UnitState): Found[] {
  const out: Found[] = [];
  for (const t of tunnelsOf(state, otherSide(u.side))) {
    ([0, 1] as const).forEach((i) => {
      const e = t.entrances[i];
      if (!e.discovered && !e.destroyed && e.seenBy.includes(u.id) && inEntranceLocation(u.loc, liveEntrance(state, t, i), true))
        out.push({ t, i, e });
    });
  }
  return out;
}

/** The side's units that saw a use of an entrance of the other side's tunnels still undiscovered and not destroyed. */
function witnessesOf(state: GameState, side: Side): Set<string> {
  const out = new Set<string>();
  for (const t of tunnelsOf(state, otherSide(side)))
    for (const e of t.entrances) if (!e.discovered && !e.destroyed) for (const id of e.seenBy) out.add(id);
  return out;
}

/** A4.44: armed, Known enemy units in the same Location (as Recovery reads it). */
function knownEnemyHere(ctx: GameContext, state: GameState, u: UnitState, at: Found): boolean {
  const where = liveEntrance(state, at.t, at.i);
  return Object.values(state.units).some(
    (e) => e.side !== u.side && e.kind !== 'dummy' && isInfantry(e.kind) && known(ctx, e) && inEntranceLocation(e.loc, where, true),
  );
}

/** The phase the side may attempt a Recovery dr in, if any: any RPh; its own MPh for one MF. */
function recoveryPhase(state: GameState, side: Side): 'RPh' | 'MPh' | null {
  if (state.status !== 'playing' || state.pending) return null;
  if (state.phase === 'RPh') return 'RPh';
  return actsIn(state, side, 'MPh', 'phasing', true) ? 'MPh' : null;
}

function ownGroupHere(state: GameState, u: UnitState): UnitState[] {
  return Object.values(state.units).filter(
    (g) =>
      g.side === u.side &&
      !g.eliminated &&
      g.loc &&
      u.loc &&
      g.loc.hex === u.loc.hex &&
      g.loc.level === u.loc.level &&
      g.loc.place === u.loc.place,
  );
}

/** What `u` may attempt now (empty when nothing). */
function attemptable(ctx: GameContext, state: GameState, u: UnitState): Found[] {
  const phase = recoveryPhase(state, u.side);
  if (
    !phase ||
    u.eliminated ||
    !u.loc ||
    u.kind === 'dummy' ||
    !isInfantry(u.kind) ||
    u.status.broken ||
    u.status.pinned ||
    u.status.berserk
  )
    return [];
  const s = readTunnels(state);
  if (phase === 'RPh' && s.triedInRPh.includes(u.id)) return [];
  if (phase === 'MPh') {
    const a = readActivity(state);
    if (a.done[u.id] || mfLeft(state, u, ownGroupHere(state, u)) < 1 || s.triedInMPh.includes(`${u.id}@${u.loc.hex}`)) return [];
  }
  return witnessedHere(state, u).filter((f) => !knownEnemyHere(ctx, state, u, f));
}

export const discoverTunnelEntrance: CommandHandler<z.infer<typeof DiscoverSchema>> = {
  type: 'discoverTunnelEntrance',
  schema: DiscoverSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!recoveryPhase(state, side)) return [];
    // only a unit that saw a still-hidden entrance used may find one (`witnessedHere`): the others are not asked
    const witnesses = witnessesOf(state, side);
    if (!witnesses.size) return [];
    return Object.values(state.units)
      .filter((u) => u.side === side && witnesses.has(u.id) && attemptable(ctx, state, u).length)
      .map((u) => ({
        type: 'discoverTunnelEntrance',
        label: `${u.id}: look for the tunnel entrance at ${u.loc!.hex}`,
        rule: 'B8.63',
        command: { type: 'discoverTunnelEntrance', unit: u.id },
      }));
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    const phase = recoveryPhase(state, side);
    if (!phase) fail('WRONG_PHASE', 'a Recovery dr is made at the start of a RPh, or in your MPh', 'A4.44');
    const u = ownUnit(ctx, cmd.unit);
    const found = attemptable(ctx, state, u);
    if (!found.length) fail('ILLEGAL_COMMAND', `${u.id} saw no tunnel entrance used where it is that it may look for now`, 'B8.63');
    const s = tunnels(state);
    if (phase === 'RPh') s.triedInRPh.push(u.id);
    else {
      s.triedInMPh.push(`${u.id}@${u.loc!.hex}`);
      const a = activity(state);
      a.mf[u.id] = (a.mf[u.id] ?? 0) + 1; // A4.44: one extra MF
      a.moved[u.id] = true;
    }
    const rec = TunnelParams.of(ctx).entranceRecovery;
    const modifiers = u.status.cx ? [{ name: 'CX', value: rec.cxDrm, rule: 'A4.51' }] : [];
    // a concealed unit's dr is its owner's (a public one would tell that the "?" is no dummy); a discovery is public
    const r = ctx.roll({
      kind: 'dr',
      purpose: `Recovery dr for a tunnel entrance at ${u.loc!.hex}`,
      rule: 'A4.44',
      modifiers,
      audience: u.status.concealed ? side : 'all',
    });
    if (r.final >= rec.below) return;
    for (const f of found) {
      s.tunnels[f.t.id]!.entrances[f.i].discovered = true;
      ctx.emit({
        type: 'tunnelEntranceDiscovered',
        audience: 'all',
        data: { hex: f.e.hex, side: f.t.side, ...(f.e.position ? { position: f.e.position } : {}), rule: 'B8.63' },
      });
    }
  },
};

/** A new RPh / MPh: new Recovery attempts. */
export function resetAttempts(ctx: ApplyContext): void {
  const phase = ctx.state.phase;
  // nothing to clear: the record is not copied (engine/moduleState.ts), only created when missing
  const stored = ctx.state.modules[MODULE] as TunnelsState | undefined;
  if (stored && !(phase === 'RPh' && stored.triedInRPh?.length !== 0) && !(phase === 'MPh' && stored.triedInMPh?.length !== 0)) return;
  const s = tunnels(ctx.state);
  if (phase === 'RPh') s.triedInRPh = [];
  if (phase === 'MPh') s.triedInMPh = [];
}

/** B8.63: a unit that may destroy the entrance as the CCPh ends. */
function destroyer(ctx: GameContext, state: GameState, t: Tunnel, i: 0 | 1): UnitState | undefined {
  const e = t.entrances[i];
  const where = liveEntrance(state, t, i);
  const enemy = otherSide(t.side);
  if (Object.values(state.units).some((o) => o.side === t.side && known(ctx, o) && inEntranceLocation(o.loc, where, false)))
    return undefined;
  return Object.values(state.units)
    .filter(
      (u) =>
        u.side === enemy &&
        !u.eliminated &&
        u.kind !== 'dummy' &&
        isInfantry(u.kind) &&
        !u.status.broken &&
        !u.status.berserk &&
        e.seenBy.includes(u.id) &&
        inEntranceLocation(u.loc, where, false),
    )
    .sort((a, b) => (a.id < b.id ? -1 : 1))[0];
}

/** B8.63: as the CCPh ends, discovered entrances with such a unit there are destroyed. */
export function destroyDiscovered(ctx: ApplyContext): void {
  for (const t of tunnelsOf(ctx.state)) {
    ([0, 1] as const).forEach((i) => {
      const e = t.entrances[i];
      if (!e.discovered || e.destroyed) return;
      if (!destroyer(ctx, ctx.state, t, i)) return;
      tunnels(ctx.state).tunnels[t.id]!.entrances[i].destroyed = true;
      ctx.emit({
        type: 'tunnelEntranceDestroyed',
        audience: 'all',
        data: { hex: e.hex, side: t.side, ...(e.position ? { position: e.position } : {}), rule: 'B8.63' },
      });
    });
  }
}
