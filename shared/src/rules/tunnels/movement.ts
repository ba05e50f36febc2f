// Tunnel movement (B8.61). At the start of its MPh, Good Order Infantry (or dummies) of the owning side
// in an entrance Location (inside the pillbox, or beneath the entrenchment, when the entrance is
// there) go into the tunnel for all their MF and are placed beneath a "Sewer ?" counter in the
// opposite entrance hex, concealed. The tunnel is never overstacked (the side's units already waiting
// at that exit count), nobody carries more than the IPC, and no Gun goes with them. In the following
// APh they must advance out of that entrance, concealed: the APh cannot end while one of the side's
// stacks could still come out. They may come out into a Location occupied by enemy units even if it is
// Fortified (unlike a sewer, B8.41), where Close Combat follows in the CCPh; into an enemy-occupied
// pillbox they are eliminated. If the Location they left was Encircled, they are pinned and CX. A stack
// that cannot come out (the exit would be overstacked, or is gone) is eliminated as the APh ends (our
// reading: "must advance out").
//
// What the enemy learns: the "Sewer ?" counter placed at the exit (public, as the rule places it) and,
// from its view, that units it could see left their Location; never which tunnel, nor what the counter
// holds, until they come out as "?".
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { actsIn, phasingSide } from '../../engine/turn';
import { isInfantry } from '../../units/catalog';
import { copyLocation, samePosition } from '../../units/location';
import { activity, readActivity } from '../core/activity';
import { isEncircled } from '../core/encirclement';
import { eliminate } from '../core/morale';
import { allowance as mfAllowance, fits } from '../core/moving';
import { portageExcess, withinIpc } from '../core/portage';
import { stackFromCommand } from '../core/stackCommand';
import { departureSeen, recordUse } from './sighting';
import {
  atEntrance,
  liveEntrance,
  ownStack,
  readTunnels,
  type Tunnel,
  type TunnelStack,
  tunnelLocation,
  tunnels,
  tunnelsOf,
  stacksOf,
  stackUnits,
  usable,
} from './state';

const EnterSchema = z.strictObject({
  type: z.literal('enterTunnel'),
  units: z.array(z.string().max(12)).min(1).max(12),
  to: z.string().max(12),
});
const EmergeSchema = z.strictObject({ type: z.literal('emergeFromTunnel'), stack: z.string().max(12) });

function inMPh(state: GameState, side: Side): boolean {
  return actsIn(state, side, 'MPh', 'phasing', true);
}

function inAPh(state: GameState, side: Side): boolean {
  return actsIn(state, side, 'APh', 'phasing', true);
}

/** B8.61: unmoved Good Order Infantry or a dummy, at ground level (an entrance is). */
function mayEnter(state: GameState, u: UnitState): boolean {
  const a = readActivity(state);
  if (u.eliminated || !u.loc || u.loc.place !== 'ground' || u.loc.level !== 0) return false;
  if (a.moved[u.id] || a.fired[u.id] || a.done[u.id] || (a.mf[u.id] ?? 0) > 0) return false;
  if (u.kind === 'dummy') return true;
  return isInfantry(u.kind) && !u.status.broken && !u.status.berserk && !u.status.pinned;
}

/** The side's usable tunnels with units' way in at entrance `from` and out at the other. */
export function ways(state: GameState, side: Side): { t: Tunnel; from: 0 | 1; to: 0 | 1 }[] {
  const out: { t: Tunnel; from: 0 | 1; to: 0 | 1 }[] = [];
  for (const t of tunnelsOf(state, side)) {
    if (!usable(state, t, t.entrances[0]) || !usable(state, t, t.entrances[1])) continue;
    out.push({ t, from: 0, to: 1 }, { t, from: 1, to: 0 });
  }
  return out;
}

const carriesGun = (state: GameState, u: UnitState) => u.carries.some((id) => state.units[id]?.kind === 'gun');

export const enterTunnel: CommandHandler<z.infer<typeof EnterSchema>> = {
  type: 'enterTunnel',
  schema: EnterSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!inMPh(state, side)) return [];
    const out: LegalCommand[] = [];
    for (const w of ways(state, side)) {
      const at = liveEntrance(state, w.t, w.from);
      // B8.61: "nor push a Gun": a unit pushing one is not offered (apply refuses it by name)
      const here = Object.values(state.units).filter(
        (u) => u.side === side && atEntrance(u.loc, at) && mayEnter(state, u) && !carriesGun(state, u),
      );
      // B8.61: nor a unit portaging more than its IPC even with a leader's help (A4.42; a dm MG costs its dm PP, A9.8)
      const excess = portageExcess(ctx, state, here);
      const group = here.filter((u) => !excess.get(u.id));
      if (group.length)
        out.push({
          type: 'enterTunnel',
          label: `Go into the tunnel at ${at.hex} to ${w.t.entrances[w.to].hex}`,
          rule: 'B8.61',
          choices: { units: group.map((u) => u.id).sort(), from: at.hex, to: w.t.entrances[w.to].hex },
        });
    }
    return out;
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!inMPh(state, side)) fail('WRONG_PHASE', 'units go into a tunnel at the start of their MPh', 'B8.61');
    const group = stackFromCommand(
      ctx,
      cmd.units,
      (u) => mayEnter(state, u),
      'must be Good Order Infantry (or a dummy) at ground level that has not moved this MPh',
      'B8.61',
    );
    const from = group[0]!.loc!;
    const to = ctx.map.byName(cmd.to)?.name;
    const way = ways(state, side).find((w) => atEntrance(from, liveEntrance(state, w.t, w.from)) && w.t.entrances[w.to].hex === to);
    if (!way || !to) fail('ILLEGAL_LOCATION', `no tunnel of yours leads from where ${group[0]!.id} is to ${cmd.to}`, 'B8.61');
    if (group.some((u) => carriesGun(state, u))) fail('ILLEGAL_COMMAND', 'no Gun may be taken into a tunnel', 'B8.61');
    if (!withinIpc(ctx, state, group)) fail('ILLEGAL_COMMAND', 'units in a tunnel may not portage more than their IPC', 'B8.61');
    const below = tunnelLocation(to);
    if (!fits(ctx, state, side, below, group)) fail('OVERSTACKED', `the tunnel to ${to} would be overstacked`, 'B8.61');
    // B8.63: the enemy may see them go; B30.32: a pillbox's contents are never Encircled
    recordUse(ctx, state, way.t, way.from, departureSeen(state, group));
    const s = tunnels(state);
    const stack: TunnelStack = {
      id: `TS${s.nextStack++}`,
      side,
      tunnel: way.t.id,
      exit: way.to,
      hex: to,
      units: group.map((u) => u.id),
      enteredTurn: ctx.turn.index(state),
      leftEncircled: from.position !== 'pillbox' && isEncircled(ctx, state, from.hex, side),
    };
    s.stacks[stack.id] = stack;
    const a = activity(state);
    for (const u of group) {
      a.mf[u.id] = mfAllowance(u, group); // all their MF
      a.moved[u.id] = true;
      u.loc = { ...below };
      u.status.concealed = true;
    }
    ctx.emit({
      type: 'tunnelEntered',
      audience: side,
      data: { stack: stack.id, hex: to, from: from.hex, tunnel: way.t.id, units: stack.units, rule: 'B8.61' },
    });
    ctx.emit({ type: 'tunnelEntered', audience: otherSide(side), data: { stack: stack.id, hex: to, rule: 'B8.61' } });
  },
  sample(entry, random, ctx, state) {
    const units = entry.choices!.units as string[];
    const some = units.filter((_, i) => i === 0 || random() < 0.7);
    // a unit the leader helps carry (A4.42) goes in with him: the whole group offered is within the IPC
    const within = withinIpc(
      ctx,
      state,
      some.map((id) => state.units[id]!),
    );
    return { type: 'enterTunnel', units: within ? some : units, to: entry.choices!.to as string };
  },
};

function tunnelOf(state: GameState, s: TunnelStack): Tunnel {
  return readTunnels(state).tunnels[s.tunnel]!;
}

/** B8.61: the stack may come out now: its exit still stands and would not be overstacked. */
function mayEmerge(ctx: GameContext, state: GameState, s: TunnelStack): boolean {
  const t = tunnelOf(state, s);
  return usable(state, t, t.entrances[s.exit]) && fits(ctx, state, s.side, liveEntrance(state, t, s.exit).hex, stackUnits(state, s));
}

/** B8.61 (errata), B30.44: enemy units inside the pillbox the stack comes out into. */
function enemyInPillbox(state: GameState, s: TunnelStack, exit: ReturnType<typeof liveEntrance>): boolean {
  if (exit.position !== 'pillbox') return false;
  const loc = { hex: exit.hex, place: 'ground', level: 0, position: 'pillbox' };
  return Object.values(state.units).some(
    (e) => e.side !== s.side && !e.eliminated && e.kind !== 'dummy' && e.loc && samePosition(e.loc, loc),
  );
}

/** Every unit of the stack is eliminated; the enemy sees the counter go. */
export function eliminateStack(ctx: ApplyContext, s: TunnelStack, rule: string): void {
  for (const u of stackUnits(ctx.state, s)) eliminate(ctx, u, rule);
  delete tunnels(ctx.state).stacks[s.id];
  ctx.emit({ type: 'tunnelStackRemoved', audience: 'all', data: { stack: s.id, hex: s.hex, rule } });
}

export const emergeFromTunnel: CommandHandler<z.infer<typeof EmergeSchema>> = {
  type: 'emergeFromTunnel',
  schema: EmergeSchema,
  legal(ctx, state, side) {
    if (!inAPh(state, side)) return [];
    return stacksOf(state, side)
      .filter((s) => mayEmerge(ctx, state, s))
      .map((s) => ({
        type: 'emergeFromTunnel',
        label: `Advance ${s.id} out of the tunnel at ${s.hex}`,
        rule: 'B8.61',
        command: { type: 'emergeFromTunnel', stack: s.id },
      }));
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!inAPh(state, side)) fail('WRONG_PHASE', 'units come out of a tunnel in their APh', 'B8.61');
    const s = ownStack(ctx, cmd.stack);
    const t = tunnelOf(state, s);
    if (!usable(state, t, t.entrances[s.exit])) fail('ILLEGAL_LOCATION', `the entrance at ${s.hex} is gone`, 'B8.61');
    const units = stackUnits(state, s);
    const exit = liveEntrance(state, t, s.exit);
    if (!fits(ctx, state, side, exit.hex, units)) fail('OVERSTACKED', `${exit.hex} would be overstacked`, 'A5.1');
    recordUse(ctx, state, t, s.exit, true); // the "Sewer ?" counter going is public
    if (enemyInPillbox(state, s, exit)) {
      eliminateStack(ctx, s, 'B8.61');
      return;
    }
    const encircled = s.leftEncircled && s.enteredTurn === ctx.turn.index(state);
    const a = activity(state);
    a.advanced = a.advanced ?? {};
    for (const u of units) {
      u.loc = copyLocation({ place: 'ground', level: 0, ...exit });
      a.advanced[u.id] = true; // concealed, as they were beneath the "Sewer ?"
      if (encircled) {
        u.status.pinned = true;
        u.status.cx = true;
      }
    }
    delete tunnels(state).stacks[s.id];
    ctx.emit({
      type: 'tunnelEmerged',
      audience: side,
      data: { stack: s.id, hex: s.hex, units: units.map((u) => u.id), encircled, rule: 'B8.61' },
    });
    ctx.emit({ type: 'tunnelEmerged', audience: otherSide(side), data: { stack: s.id, hex: s.hex, rule: 'B8.61' } });
  },
};

/** The phasing side's stack that could come out and has not (B8.61: the APh may not end). */
export function emergeOutstanding(ctx: GameContext, state: GameState): TunnelStack | undefined {
  if (state.phase !== 'APh' || state.status !== 'playing') return undefined;
  return stacksOf(state, phasingSide(state)).find((s) => mayEmerge(ctx, state, s));
}

/** As the APh ends, a stack still in a tunnel (it could not come out) is eliminated. */
export function eliminateStranded(ctx: ApplyContext): void {
  for (const s of stacksOf(ctx.state, phasingSide(ctx.state))) eliminateStack(ctx, s, 'B8.61');
}
