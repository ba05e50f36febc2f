// Movement (A4) in the MPh: the ATTACKER moves a stack of its Good Order units from one Location into
// an adjacent hex, one hex per command, paying the MF that entering costs (rules/core/entryCost.ts:
// the terrain's, plus what the modules say). MMC have 4 MF, SMC 6; MMC moving with a Good Order
// leader have 6 (A4.12); Double Time adds 2 (A4.5); PP beyond the IPC take one MF each (A4.42, ./mf.ts).
// A unit short of MF may still enter by a Minimum Move (A4.134, ./mf.ts): its move is then over and, once
// First Fire there is over, it is pinned and CX. Along a road the mover may pay the other terrain's COT instead of the road rate (A4.132: `offRoad`;
// the legal entry lists those costs apart, where they differ). Entering a Location with concealed enemy units
// reveals them and ends the move (A12.15); a Known enemy Location cannot be entered. What follows an
// entry (Residual FP, loss of concealment, the Defensive First Fire question) is the modules' onEnter.
// A move may name a `position` inside the Location entered (RuleModule.positions: beneath a foxhole
// counter, B27.4); a move to the stack's own hex with another position is a change of position inside
// it, an MF expenditure like any other (its cost is the owning module's entryCost; the DEFENDER gets
// his Defensive First Fire question after it, B27.4).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { positionsIn, runOnEnter } from '../../engine/hooks';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand, RuleModule } from '../../engine/module';
import { actsFor, phaseActs } from '../../engine/turn';
import type { GameState, Side, UnitState } from '../../engine/state';
import { neighbourNames } from '../../map/neighbourNames';
import { ground, type Location, sameLocation, samePosition } from '../../units/location';
import { stacksByPosition } from '../../units/stacking';
import { activity, readActivity } from '../core/activity';
import { loseHip, revealIfSeen } from '../core/concealment';
import { DFF_KIND, pinMinimumMovers } from '../core/defensiveFire';
import { alongRoad, type EntryCost, entryCost } from '../core/entryCost';
import { emitGroupMove, fits, fitsAny, sampleDestination } from '../core/moving';
import { stackFromCommand } from '../core/stackCommand';
import { changeLevel } from './changeLevel';
import { mfSpent, moverMfLeft, type Payment, payment } from './mf';
import { mayMove, movable } from './movers';
import { movementModifiers } from './modifiers';
import { MovementParams } from './params';
import { movementView, resetActivity } from './status';

const MoveSchema = z.strictObject({
  type: z.literal('move'),
  units: z.array(z.string().max(12)).min(1).max(12),
  to: z.string().max(12),
  /** A position inside the Location entered ('beneath' a foxhole counter, B27.4); with `to` the own hex, a change of position inside it. */
  position: z.string().max(20).optional(),
  /** A4.61 Assault Movement: at most one Location per MPh, no FFNAM. */
  assault: z.boolean().default(false),
  /** A4.5 Double Time: +2 MF for the rest of this MPh; the units become CX. */
  doubleTime: z.boolean().default(false),
  /** A4.132: along a road, pay "the cost of other terrain in the hex" instead of the road rate. */
  offRoad: z.boolean().default(false),
});
type Move = z.infer<typeof MoveSchema>;

/** A Known enemy unit (unconcealed, not hidden) at ground level: the mover sees it, and may not enter its hex. */
function knownEnemy(e: UnitState, side: Side): boolean {
  return e.side !== side && !e.eliminated && !!e.loc && e.loc.place === 'ground' && !e.status.concealed && !e.status.hidden;
}

/** Hexes whose ground Location holds a Known enemy unit. */
function knownEnemyHexes(state: GameState, side: Side): Set<string> {
  const out = new Set<string>();
  for (const e of Object.values(state.units)) if (knownEnemy(e, side)) out.add(e.loc!.hex);
  return out;
}

/** The Location a move names: the ground level of `hex`, at `position` inside it if one is named. */
export function moveTarget(hex: string, position?: string): Location {
  return position ? { hex, place: 'ground', level: 0, position } : ground(hex);
}

/**
 * The side's movable units as stacks, in the order of each stack's first unit: a stack moves together
 * only from one Location and one position inside it (B27.13).
 */
function movingStacks(ctx: GameContext, state: GameState, side: Side): UnitState[][] {
  return stacksByPosition(movable(ctx, state, side, onGround));
}
const onGround = (u: UnitState): boolean => u.loc!.place === 'ground';

/** What each member of a group has left and has spent this MPh (the same for every destination). */
interface Purse {
  readonly left: readonly number[];
  readonly spent: readonly number[];
}

/** What entering `to` costs the group, when every member can pay it, and whether some member pays by a Minimum Move (A4.134). */
function affordable(
  ctx: GameContext,
  state: GameState,
  side: Side,
  group: readonly UnitState[],
  to: Location,
  purse: Purse,
  offRoad = false,
): { cost: EntryCost & { ok: true }; minimumMove: boolean } | undefined {
  const cost = entryCost(ctx, state, { side, units: group, from: group[0]!.loc!, to, purpose: 'move', ...(offRoad ? { offRoad } : {}) });
  if (!cost.ok) return undefined;
  let minimumMove = false;
  for (let i = 0; i < group.length; i++) {
    const paid = payment(cost, purse.left[i]!, purse.spent[i]!);
    if (!paid) return undefined;
    minimumMove ||= paid.minimumMove;
  }
  return { cost, minimumMove };
}

type CostView = { mf: number; allMf?: boolean; minimumMove?: boolean; parts: readonly { name: string; mf: number; rule: string }[] };

/**
 * A cost as a legal entry shows it: the MF and each part named with its rule. The parts are the cost's
 * own (each exactly a name, MF and rule: rules/core/entryCost.ts), shared with it: a legal entry is
 * read, never changed (the terrain's costs are shared objects, one per map and pair of hexes).
 */
function costView(cost: EntryCost & { ok: true }, minimumMove: boolean): CostView {
  const view: CostView = cost.allMf ? { mf: cost.mf, allMf: true, parts: cost.parts } : { mf: cost.mf, parts: cost.parts };
  return minimumMove ? { ...view, minimumMove: true } : view; // A4.134: all the MF left, and CX
}

/** One group's destinations as moveEntries collects them (plain functions: no closure per group). */
interface Reach {
  readonly ctx: GameContext;
  readonly state: GameState;
  readonly side: Side;
  readonly group: readonly UnitState[];
  readonly from: Location;
  readonly purse: Purse;
  readonly to: string[];
  readonly positions: { to: string; position: string }[];
  readonly costs: Record<string, CostView>;
  /** A4.132: the hexes entered along a road whose other terrain costs otherwise, with that cost. */
  readonly offRoad: Record<string, CostView>;
}

/** The hex itself, then each position in it the modules say may be entered. */
function offerHex(r: Reach, hex: string, positions: readonly string[]): void {
  offer(r, hex, undefined);
  for (const p of positions) offer(r, hex, p);
}

function offer(r: Reach, hex: string, position: string | undefined): void {
  const dest = moveTarget(hex, position);
  if (hex === r.from.hex && samePosition(r.from, dest)) return;
  const paid = affordable(r.ctx, r.state, r.side, r.group, dest, r.purse);
  if (!paid) return;
  if (position) r.positions.push({ to: hex, position });
  else r.to.push(hex);
  r.costs[position ? `${hex}:${position}` : hex] = costView(paid.cost, paid.minimumMove);
  if (!position && hex !== r.from.hex && alongRoad(r.ctx, r.from.hex, hex)) offerOffRoad(r, dest, paid.cost);
}

/** A4.132: the same hex for the cost of its other terrain, when that differs from the road rate. */
function offerOffRoad(r: Reach, dest: Location, road: EntryCost & { ok: true }): void {
  const paid = affordable(r.ctx, r.state, r.side, r.group, dest, r.purse, true);
  if (paid && (paid.cost.mf !== road.mf || paid.cost.allMf !== road.allMf)) r.offRoad[dest.hex] = costView(paid.cost, paid.minimumMove);
}

function moveEntries(ctx: GameContext, state: GameState, side: Side): LegalCommand[] {
  const stacks = movingStacks(ctx, state, side);
  if (!stacks.length) return [];
  const out: LegalCommand[] = [];
  const fitsIn = fitsAny(ctx, state, side);
  const known = knownEnemyHexes(state, side);
  const enterable = positionsIn(ctx, state); // the other positions are forbidden: not asked about
  for (const group of stacks) {
    const from = group[0]!.loc!;
    const to: string[] = [];
    const positions: { to: string; position: string }[] = [];
    const costs: Record<string, CostView> = {};
    const offRoad: Record<string, CostView> = {};
    const purse: Purse = { left: group.map((u) => moverMfLeft(ctx, state, u, group)), spent: group.map((u) => mfSpent(state, u)) };
    const reach: Reach = { ctx, state, side, group, from, purse, to, positions, costs, offRoad };
    // another hex: the group must fit there (A5.1) whatever the position
    for (const hex of neighbourNames(ctx.map, from.hex)) if (!known.has(hex) && fitsIn(hex, group)) offerHex(reach, hex, enterable(hex));
    offerHex(reach, from.hex, enterable(from.hex));
    if (!to.length && !positions.length) continue;
    const choices: Record<string, unknown> = { units: group.map((u) => u.id), from: from.hex };
    if (from.position) choices.fromPosition = from.position;
    choices.to = to;
    if (positions.length) choices.positions = positions;
    choices.costs = costs;
    if (Object.keys(offRoad).length) choices.offRoad = offRoad;
    out.push({
      type: 'move',
      label: from.position ? `Move from ${from.hex} (${from.position})` : `Move from ${from.hex}`,
      rule: 'A4.1',
      choices,
    });
  }
  return out;
}

/** A4.5: Double Time, once, by units not already CX: +2 MF, and they become CX (A4.51). */
function declareDoubleTime(ctx: ApplyContext, group: readonly UnitState[]): void {
  const act = activity(ctx.state);
  for (const u of group)
    if (u.status.cx && !act.doubleTime?.[u.id]) fail('ILLEGAL_COMMAND', `${u.id} is already CX and cannot Double Time`, 'A4.5');
  act.doubleTime = act.doubleTime ?? {};
  for (const u of group) {
    act.doubleTime[u.id] = true;
    u.status.cx = true;
  }
}

/** The checks of a move before anything changes: a Location the whole group can pay for, Assault Movement's limit, no Known enemy. */
function checkMove(
  ctx: ApplyContext,
  cmd: Move,
  group: readonly UnitState[],
): { dest: Location; cost: EntryCost & { ok: true }; paid: Map<string, Payment> } {
  const from = group[0]!.loc!;
  const cell = ctx.map.byName(cmd.to);
  const dest = cell ? moveTarget(cell.name, cmd.position) : undefined;
  if (dest && samePosition(from, dest)) fail('ILLEGAL_LOCATION', `the units are already there`, 'A4.1');
  if (dest && cmd.offRoad && (dest.hex === from.hex || !alongRoad(ctx, from.hex, dest.hex)))
    fail('ILLEGAL_COMMAND', `${dest.hex} is not entered along a road from ${from.hex}: there is no road rate to decline`, 'A4.132');
  const cost = dest
    ? entryCost(ctx, ctx.state, {
        side: ctx.side,
        units: group,
        from,
        to: dest,
        purpose: 'move',
        ...(cmd.offRoad ? { offRoad: true } : {}),
      })
    : undefined;
  if (!dest || !cost?.ok)
    fail(
      'ILLEGAL_LOCATION',
      `${cmd.to}${cmd.position ? ` (${cmd.position})` : ''} cannot be entered from ${from.hex}${cost && !cost.ok ? `: ${cost.reason}` : ''}`,
      cost && !cost.ok ? cost.rule : 'A4.1',
    );
  const paid = new Map<string, Payment>();
  for (const u of group) {
    const left = moverMfLeft(ctx, ctx.state, u, group);
    const pay = payment(cost, left, mfSpent(ctx.state, u));
    if (!pay)
      fail(
        'ILLEGAL_COMMAND',
        `${u.id} has ${left} MF left, ${dest.hex}${dest.position ? ` (${dest.position})` : ''} costs ${cost.allMf ? 'all its MF' : cost.mf}`,
        'A4.1',
      );
    paid.set(u.id, pay);
  }
  if (cmd.assault && group.some((u) => readActivity(ctx.state).moved[u.id]))
    fail('ILLEGAL_COMMAND', 'Assault Movement enters only one Location per MPh', 'A4.61');
  if (dest.hex !== from.hex && Object.values(ctx.state.units).some((e) => knownEnemy(e, ctx.side) && e.loc!.hex === dest.hex))
    fail('ILLEGAL_LOCATION', `a Known enemy unit is in ${dest.hex}`, 'A4.1');
  return { dest, cost, paid };
}

/**
 * The MF are spent whether the group enters or is stopped (A12.15); what the entry lifted is kept for the
 * modifiers (B27.54: no FFNAM); a unit making a Minimum Move becomes CX at once (A4.51: it may not Double
 * Time after it) and its move of "one hex" is over (A4.134; pinned after First Fire: `minimumMoved`).
 */
function spend(
  ctx: ApplyContext,
  cmd: Move,
  group: readonly UnitState[],
  paid: ReadonlyMap<string, Payment>,
  exempt: readonly string[] | undefined,
): void {
  const act = activity(ctx.state);
  for (const u of group) {
    if (exempt?.length) (act.entryExempt ??= {})[u.id] = [...exempt];
    else if (act.entryExempt) delete act.entryExempt[u.id];
    const pay = paid.get(u.id)!;
    act.mf[u.id] = (act.mf[u.id] ?? 0) + pay.mf;
    if (pay.minimumMove) {
      u.status.cx = true;
      act.done[u.id] = true;
    }
    act.moved[u.id] = true;
    if (!cmd.assault) act.nonAssault[u.id] = true;
    if (cmd.assault) act.done[u.id] = true;
  }
}

/** A4.134: the units that entered by a Minimum Move, to be pinned once First Fire there is over. */
function minimumMoved(ctx: ApplyContext, group: readonly UnitState[], paid: ReadonlyMap<string, Payment>): void {
  const movers = group.filter((u) => paid.get(u.id)!.minimumMove);
  if (!movers.length) return;
  const act = activity(ctx.state);
  act.minimumMove ??= {};
  for (const u of movers) act.minimumMove[u.id] = true;
}

const move: CommandHandler<Move> = {
  type: 'move',
  schema: MoveSchema,
  legal(ctx, state, side): LegalCommand[] {
    return actsFor(ctx, state, side, 'move') ? moveEntries(ctx, state, side) : [];
  },
  apply(ctx: ApplyContext, cmd) {
    const { state, side } = ctx;
    if (!phaseActs(ctx, state, 'move')) fail('WRONG_PHASE', 'units move in the MPh', 'A4.1');
    if (!actsFor(ctx, state, side, 'move')) fail('NOT_YOUR_TURN', 'only the ATTACKER moves in its MPh', 'A4.1');
    const group = stackFromCommand(
      ctx,
      cmd.units,
      mayMove(ctx, state, side, onGround),
      'cannot move now (broken, pinned, fired, or its move has ended)',
      'A4.1',
    );
    const from = group[0]!.loc!;
    if (!group.every((u) => samePosition(u.loc!, from)))
      fail('ILLEGAL_COMMAND', 'a moving stack starts in one position inside its Location', 'B27.13');
    if (cmd.doubleTime) declareDoubleTime(ctx, group);
    const { dest, cost, paid } = checkMove(ctx, cmd, group);
    spend(ctx, cmd, group, paid, cost.exempt);
    const to = dest.hex;
    const inHex = to === from.hex;
    // A12.15: concealed enemy units in a hex entered are revealed (dummies removed); if real ones remain, the movers stay where they were, their move over
    const enemies = inHex
      ? []
      : Object.values(state.units).filter((e) => e.side !== side && !e.eliminated && e.loc && sameLocation(e.loc, dest));
    // A12.31: a hidden unit there is found by the entry, totally discovered (never beneath a "?"), and stops the movers as a revealed one does
    loseHip(ctx, enemies, 'discovered', 'A12.31');
    for (const e of enemies) for (const ev of revealIfSeen(state, e, () => true)) ctx.emit(ev);
    const entered = !enemies.some((e) => e.kind !== 'dummy');
    const mf = Math.max(...[...paid.values()].map((p) => p.mf));
    if (entered) {
      if (!inHex && !fits(ctx, state, side, to, group)) fail('OVERSTACKED', `${to} would be overstacked`, 'A5.1');
      for (const u of group) u.loc = { ...dest };
      const rule = inHex ? (cost.parts[cost.parts.length - 1]?.rule ?? 'A4.1') : 'A4.1';
      emitGroupMove(ctx, 'moved', group, from.hex, to, { mf, rule }, side, { fromPosition: from.position, position: dest.position });
    } else {
      const act = activity(state);
      for (const u of group) act.done[u.id] = true;
      ctx.emit({ type: 'moveStopped', audience: 'all', data: { from: from.hex, into: to, rule: 'A12.15' } });
    }
    if (entered) minimumMoved(ctx, group, paid);
    runOnEnter(ctx, { side, group, from, to: dest, purpose: 'move', mf, entered, exempt: cost.exempt });
    // A4.134: pinned "after ... all First Fire": now when the DEFENDER is not asked, else as he is done
    if (state.pending?.kind !== DFF_KIND) pinMinimumMovers(ctx);
  },
  sample(entry, random) {
    const units = entry.choices!.units as string[];
    return { type: 'move', units, ...sampleDestination(entry.choices!, random), assault: false, doubleTime: false, offRoad: false };
  },
};

export const movementModule: RuleModule = {
  id: 'movement',
  rules: ['A4.1', 'A4.12', 'A4.132', 'A4.134', 'A4.42', 'A4.5', 'A4.51', 'A4.6', 'A4.61', 'A12.15', 'B9.4', 'B10.4', 'B23.42'],
  commands: [move, changeLevel],
  params: MovementParams.schema,
  view: (ctx, state, viewer) => movementView(ctx, state, viewer),
  modifiers: movementModifiers,
  onPhaseStart: resetActivity,
};
