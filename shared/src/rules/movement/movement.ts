// Movement (A4) in the MPh: the ATTACKER moves a stack of its Good Order units from one Location into
// an adjacent hex, one hex per command, paying the MF that entering costs (rules/core/entryCost.ts:
// the terrain's, plus what the modules say). MMC have 4 MF, SMC 6; MMC moving with a Good Order
// leader have 6 (A4.12); Double Time adds 2 (A4.5). Entering a Location with concealed enemy units
// reveals them and ends the move (A12.15); a Known enemy Location cannot be entered. What follows an
// entry (Residual FP, loss of concealment, the Defensive First Fire question) is the modules' onEnter.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { runOnEnter } from '../../engine/hooks';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand, RuleModule } from '../../engine/module';
import { actsIn } from '../../engine/turn';
import type { GameState, Side, UnitState } from '../../engine/state';
import { neighbours } from '../../hex/grid';
import { ground, locationKey, sameLocation } from '../../units/location';
import { activity, readActivity } from '../core/activity';
import { revealIfSeen } from '../core/concealment';
import { entryCost, mfToPay } from '../core/entryCost';
import { emitGroupMove, fits, fitsAny, mfLeft } from '../core/moving';
import { stackFromCommand } from '../core/stackCommand';
import { changeLevel } from './changeLevel';
import { movable } from './movers';
import { movementModifiers } from './modifiers';
import { MovementParams } from './params';
import { movementView, resetActivity } from './status';

const MoveSchema = z.strictObject({
  type: z.literal('move'),
  units: z.array(z.string().max(12)).min(1).max(12),
  to: z.string().max(12),
  /** A4.61 Assault Movement: at most one Location per MPh, no FFNAM. */
  assault: z.boolean().default(false),
  /** A4.5 Double Time: +2 MF for the rest of this MPh; the units become CX. */
  doubleTime: z.boolean().default(false),
});
type Move = z.infer<typeof MoveSchema>;

/** Hexes whose ground Location holds a Known enemy unit (unconcealed, not hidden): the mover sees it. */
function knownEnemyHexes(state: GameState, side: Side): Set<string> {
  const out = new Set<string>();
  for (const e of Object.values(state.units)) if (e.side !== side && !e.eliminated && e.loc && e.loc.place === 'ground' && !e.status.concealed && !e.status.hidden) out.add(e.loc.hex);
  return out;
}

/** Every member of the group can pay what entering `to` costs. */
function affordable(ctx: GameContext, state: GameState, side: Side, group: readonly UnitState[], to: string): boolean {
  const cost = entryCost(ctx, state, { side, units: group, from: group[0]!.loc!, to: ground(to), purpose: 'move' });
  return cost.ok && group.every((u) => mfToPay(cost, mfLeft(state, u, group)) !== undefined);
}

function moveEntries(ctx: GameContext, state: GameState, side: Side): LegalCommand[] {
  const byLoc = new Map<string, UnitState[]>();
  for (const u of movable(state, side, (x) => x.loc!.place === 'ground')) byLoc.set(locationKey(u.loc!), [...(byLoc.get(locationKey(u.loc!)) ?? []), u]);
  const out: LegalCommand[] = [];
  const fitsIn = fitsAny(ctx, state, side);
  const known = knownEnemyHexes(state, side);
  for (const group of byLoc.values()) {
    const from = group[0]!.loc!.hex;
    const to = neighbours(ctx.map.byName(from)!.hex)
      .map((h) => ctx.map.at(h)?.name)
      .filter((n): n is string => !!n && !known.has(n) && affordable(ctx, state, side, group, n) && fitsIn(n, group));
    if (to.length) out.push({ type: 'move', label: `Move from ${from}`, rule: 'A4.1', choices: { units: group.map((u) => u.id), from, to } });
  }
  return out;
}

/** A4.5: Double Time, once, by units not already CX: +2 MF, and they become CX (A4.51). */
function declareDoubleTime(ctx: ApplyContext, group: readonly UnitState[]): void {
  const act = activity(ctx.state);
  for (const u of group) if (u.status.cx && !act.doubleTime?.[u.id]) fail('ILLEGAL_COMMAND', `${u.id} is already CX and cannot Double Time`, 'A4.5');
  act.doubleTime = act.doubleTime ?? {};
  for (const u of group) {
    act.doubleTime[u.id] = true;
    u.status.cx = true;
  }
}

/** The checks of a move before anything changes: a hex the whole group can pay for, Assault Movement's limit, no Known enemy. */
function checkMove(ctx: ApplyContext, cmd: Move, group: readonly UnitState[]): { to: string; paid: Map<string, number> } {
  const from = group[0]!.loc!;
  const dest = ctx.map.byName(cmd.to);
  const cost = dest ? entryCost(ctx, ctx.state, { side: ctx.side, units: group, from, to: ground(dest.name), purpose: 'move' }) : undefined;
  if (!dest || !cost?.ok) fail('ILLEGAL_LOCATION', `${cmd.to} cannot be entered from ${from.hex}${cost && !cost.ok ? `: ${cost.reason}` : ''}`, cost && !cost.ok ? cost.rule : 'A4.1');
  const paid = new Map<string, number>();
  for (const u of group) {
    const left = mfLeft(ctx.state, u, group);
    const mf = mfToPay(cost, left);
    if (mf === undefined) fail('ILLEGAL_COMMAND', `${u.id} has ${left} MF left, ${dest.name} costs ${cost.allMf ? 'all its MF' : cost.mf}`, 'A4.1');
    paid.set(u.id, mf);
  }
  if (cmd.assault && group.some((u) => readActivity(ctx.state).moved[u.id])) fail('ILLEGAL_COMMAND', 'Assault Movement enters only one Location per MPh', 'A4.61');
  if (knownEnemyHexes(ctx.state, ctx.side).has(dest.name)) fail('ILLEGAL_LOCATION', `a Known enemy unit is in ${dest.name}`, 'A4.1');
  return { to: dest.name, paid };
}

/** The MF are spent whether the group enters or is stopped (A12.15). */
function spend(ctx: ApplyContext, cmd: Move, group: readonly UnitState[], paid: ReadonlyMap<string, number>): void {
  const act = activity(ctx.state);
  for (const u of group) {
    act.mf[u.id] = (act.mf[u.id] ?? 0) + paid.get(u.id)!;
    act.moved[u.id] = true;
    if (!cmd.assault) act.nonAssault[u.id] = true;
    if (cmd.assault) act.done[u.id] = true;
  }
}

const move: CommandHandler<Move> = {
  type: 'move',
  schema: MoveSchema,
  legal(ctx, state, side): LegalCommand[] {
    return actsIn(state, side, 'MPh') ? moveEntries(ctx, state, side) : [];
  },
  apply(ctx: ApplyContext, cmd) {
    const { state, side } = ctx;
    if (state.status !== 'playing' || state.phase !== 'MPh') fail('WRONG_PHASE', 'units move in the MPh', 'A4.1');
    if (!actsIn(state, side, 'MPh')) fail('NOT_YOUR_TURN', 'only the ATTACKER moves in its MPh', 'A4.1');
    const mov = new Set(movable(state, side, (u) => u.loc!.place === 'ground').map((u) => u.id));
    const group = stackFromCommand(ctx, cmd.units, (u) => mov.has(u.id), 'cannot move now (broken, pinned, fired, or its move has ended)', 'A4.1');
    const from = group[0]!.loc!;
    if (cmd.doubleTime) declareDoubleTime(ctx, group);
    const { to, paid } = checkMove(ctx, cmd, group);
    spend(ctx, cmd, group, paid);
    const dest = ground(to);
    const enemies = Object.values(state.units).filter((e) => e.side !== side && !e.eliminated && e.loc && sameLocation(e.loc, dest));
    // A12.15: concealed enemy units there are revealed (dummies removed); if real ones remain, the movers stay where they were, their move over
    for (const e of enemies) for (const ev of revealIfSeen(state, e, () => true)) ctx.emit(ev);
    const entered = !enemies.some((e) => e.kind !== 'dummy');
    const mf = Math.max(...paid.values());
    if (entered) {
      if (!fits(ctx, state, side, to, group)) fail('OVERSTACKED', `${to} would be overstacked`, 'A5.1');
      for (const u of group) u.loc = { ...dest };
      emitGroupMove(ctx, 'moved', group, from.hex, to, { mf, rule: 'A4.1' });
    } else {
      const act = activity(state);
      for (const u of group) act.done[u.id] = true;
      ctx.emit({ type: 'moveStopped', audience: 'all', data: { from: from.hex, into: to, rule: 'A12.15' } });
    }
    runOnEnter(ctx, { side, group, from, to: dest, purpose: 'move', mf, entered });
  },
  sample(entry, random) {
    const units = entry.choices!.units as string[];
    const to = entry.choices!.to as string[];
    return { type: 'move', units, to: to[Math.floor(random() * to.length)]!, assault: false, doubleTime: false };
  },
};

export const movementModule: RuleModule = {
  id: 'movement',
  rules: ['A4.1', 'A4.12', 'A4.132', 'A4.5', 'A4.51', 'A4.6', 'A4.61', 'A12.15', 'B9.4', 'B10.4', 'B23.42'],
  commands: [move, changeLevel],
  params: MovementParams.schema,
  view: (_ctx, state, viewer) => movementView(state, viewer),
  modifiers: movementModifiers,
  onPhaseStart: resetActivity,
};
