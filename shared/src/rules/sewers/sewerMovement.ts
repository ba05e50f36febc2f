// Sewer Movement (B8.4, B8.41). At the start of its MPh a stack of Good Order Infantry (or dummies)
// in a usable Manhole Location enters the Sewer Location beneath for all its MF, as one combined stack
// beneath a "Sewer ?" counter (concealed even if it was not). It needs the scenario's Sewer Movement
// capability, or a leader with it who passed a 4TC there at the start of the MPh (parameter
// `sewerLeaderTaskCheckDrm`). Before moving, the owner makes a secret direction dr: at or above
// `sewerLostAt` the stack is lost ("Lost ?", public) and the DEFENDER chooses its destination among
// the allowable Sewer Locations (the prompt carries only the stack's counter and those Locations);
// otherwise the owner moves it. The dr is repeated at the start of every friendly MPh in the sewer
// (+1 while lost; a Final dr at or under 5 flips "Lost ?" back). Units in a sewer must move every
// MPh and are eliminated when no allowable Sewer Location remains.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { ownUnit } from '../../engine/ownPieces';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { sewer } from '../../units/location';
import { collectModifiers } from '../../engine/hooks';
import { actsIn, phasingSide } from '../../engine/turn';
import { activity, readActivity } from '../core/activity';
import { isEncircled } from '../core/encirclement';
import { taskCheck } from '../core/morale';
import { allowance } from '../core/moving';
import { ipcOf, portageLoad } from '../core/portage';
import { stackFromCommand } from '../core/stackCommand';
import { SewerParams, SewerScenarioRules } from './params';
import {
  hasSewerLocation,
  manholeUsable,
  ownStack,
  readSewers,
  type SewerStack,
  sewerDestinations,
  sewers,
  sewersUsable,
  stackAt,
  stacksOf,
  stackUnits,
} from './sewerState';
import { eliminateStack } from './stacks';

export const LOST_DESTINATION = 'sewerLostDestination';

/** The direction dr's name for the modifiers hook (its own +1 while lost is this module's, index.ts). */
export const DIRECTION_ROLL = 'sewers.direction';

/** B8.4: "Units in a Sewer may not ... push a Gun" (a Gun goes with the unit that pushes it: `carries`). */
function pushesGun(state: GameState, u: UnitState): boolean {
  return u.carries.some((id) => state.units[id]?.kind === 'gun');
}

/** Units of `side` that may start Sewer Movement now: unmoved, Good Order Infantry or dummies, in a usable Manhole Location, pushing no Gun. */
function mayEnter(ctx: GameContext, state: GameState, u: UnitState): boolean {
  const a = readActivity(state);
  if (u.eliminated || !u.loc || u.loc.place !== 'ground' || !manholeUsable(ctx, u.loc.hex)) return false;
  if (a.moved[u.id] || a.fired[u.id] || a.done[u.id] || (a.mf[u.id] ?? 0) > 0) return false;
  if (u.kind === 'dummy') return true;
  return isInfantry(u.kind) && !u.status.broken && !u.status.berserk && !u.status.pinned && !pushesGun(state, u);
}

function capable(ctx: GameContext, state: GameState, side: Side, group: readonly UnitState[]): boolean {
  if (SewerScenarioRules.of(ctx).sewerMovement.includes(side)) return true;
  // only leaders are ever listed as having passed (sewerLeaderCheck refuses any other unit)
  const passed = readSewers(state).leaderPassed;
  return group.some((u) => passed[u.id]);
}

function inMPh(state: GameState, side: Side): boolean {
  return actsIn(state, side, 'MPh', 'phasing', true);
}

/** Groups of units that could enter, by hex (B8.41: one combined stack per Location). */
function entryGroups(ctx: GameContext, state: GameState, side: Side): Map<string, UnitState[]> {
  const out = new Map<string, UnitState[]>();
  if (!sewersUsable(ctx)) return out;
  for (const u of Object.values(state.units)) {
    if (u.side !== side || !mayEnter(ctx, state, u)) continue;
    // B8.4: a unit portaging more than its IPC is not offered (apply refuses it by name; a dm MG, A9.8, costs its dm PP)
    if (portageLoad(ctx, state, u) > ipcOf(ctx, u)) continue;
    const hex = u.loc!.hex;
    if (stackAt(state, hex)) continue; // a stack is already beneath (friendly: never two; enemy: B8.44)
    if (readSewers(state).rubbled.includes(hex)) continue;
    out.set(hex, [...(out.get(hex) ?? []), u]);
  }
  return out;
}

const EnterSchema = z.strictObject({ type: z.literal('enterSewer'), units: z.array(z.string().max(12)).min(1).max(12) });
const LeaderSchema = z.strictObject({ type: z.literal('sewerLeaderCheck'), leader: z.string().max(12) });
const MoveSchema = z.strictObject({ type: z.literal('sewerMove'), stack: z.string().max(12), to: z.string().max(12) });
const LostSchema = z.strictObject({ type: z.literal('sewerLostDestination'), stack: z.string().max(12), to: z.string().max(12) });

export const sewerLeaderCheck: CommandHandler<z.infer<typeof LeaderSchema>> = {
  type: 'sewerLeaderCheck',
  schema: LeaderSchema,
  legal(ctx, state, side) {
    if (!inMPh(state, side) || !sewersUsable(ctx) || SewerScenarioRules.of(ctx).sewerMovement.includes(side)) return [];
    const s = readSewers(state);
    return Object.values(state.units)
      .filter((u) => u.side === side && u.kind === 'leader' && mayEnter(ctx, state, u) && !s.leaderTried[u.id])
      .map((u) => ({
        type: 'sewerLeaderCheck',
        label: `4TC for ${u.id} to lead into the sewer`,
        rule: 'B8.4',
        command: { type: 'sewerLeaderCheck', leader: u.id },
      }));
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!inMPh(state, side)) fail('WRONG_PHASE', 'a leader takes the sewer 4TC at the start of his MPh', 'B8.4');
    if (!sewersUsable(ctx)) fail('ILLEGAL_COMMAND', 'sewers are not usable in this scenario', 'B8.1');
    if (SewerScenarioRules.of(ctx).sewerMovement.includes(side))
      fail('ILLEGAL_COMMAND', 'your side has Sewer Movement capability: no 4TC needed', 'B8.4');
    const u = ownUnit(ctx, cmd.leader);
    if (u.kind !== 'leader') fail('ILLEGAL_COMMAND', `${u.id} is not a leader`, 'B8.4');
    if (!mayEnter(ctx, state, u))
      fail('ILLEGAL_COMMAND', `${u.id} must be a Good Order leader that has not moved, in a Manhole Location`, 'B8.4');
    const s = sewers(state);
    if (s.leaderTried[u.id]) fail('ILLEGAL_COMMAND', `${u.id} already took the 4TC this MPh`, 'B8.4');
    s.leaderTried[u.id] = true;
    const drm = SewerParams.of(ctx).sewerLeaderTaskCheckDrm;
    // the owner's own business: a concealed leader's check tells the opponent nothing
    const passed = taskCheck(ctx, u, drm, 'entering the sewer', 'B8.4', side);
    if (passed) s.leaderPassed[u.id] = true;
    ctx.emit({ type: 'sewerLeaderCheck', audience: side, data: { leader: u.id, passed, rule: 'B8.4' } });
  },
};

export const enterSewer: CommandHandler<z.infer<typeof EnterSchema>> = {
  type: 'enterSewer',
  schema: EnterSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!inMPh(state, side)) return [];
    const out: LegalCommand[] = [];
    for (const [hex, group] of entryGroups(ctx, state, side)) {
      if (!capable(ctx, state, side, group)) continue;
      out.push({
        type: 'enterSewer',
        label: `Enter the sewer at ${hex}`,
        rule: 'B8.4',
        choices: { units: group.map((u) => u.id), from: hex },
      });
    }
    return out;
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!inMPh(state, side)) fail('WRONG_PHASE', 'units enter a sewer at the start of their MPh', 'B8.4');
    if (!sewersUsable(ctx)) fail('ILLEGAL_COMMAND', 'sewers are not usable in this scenario', 'B8.1');
    for (const id of cmd.units) {
      const u = state.units[id];
      if (u && u.side === side && (u.status.broken || u.status.berserk))
        fail('ILLEGAL_COMMAND', `${id} is broken or berserk and may never enter a Sewer Location`, 'B8.45');
      if (u && u.side === side && pushesGun(state, u))
        fail('ILLEGAL_COMMAND', `${id} pushes a Gun: units in a sewer may not push a Gun`, 'B8.4');
    }
    const group = stackFromCommand(
      ctx,
      cmd.units,
      (u) => mayEnter(ctx, state, u),
      'must be Good Order Infantry (or a dummy) in a usable Manhole Location at the start of its MPh',
      'B8.4',
    );
    const from = group[0]!.loc!;
    if (!hasSewerLocation(ctx, from.hex)) fail('ILLEGAL_LOCATION', `${from.hex} is not a Manhole Location`, 'B8.1');
    if (stackAt(state, from.hex)) fail('ILLEGAL_LOCATION', `the Sewer Location beneath ${from.hex} is occupied`, 'B8.44');
    if (readSewers(state).rubbled.includes(from.hex)) fail('ILLEGAL_LOCATION', `the Sewer Location beneath ${from.hex} is rubbled`, 'B8.5');
    if (!capable(ctx, state, side, group))
      fail('ILLEGAL_COMMAND', 'your units have no Sewer Movement capability and no leader with them passed the 4TC', 'B8.4');
    for (const u of group)
      if (portageLoad(ctx, state, u) > ipcOf(ctx, u)) fail('ILLEGAL_COMMAND', `${u.id} portages more than its IPC`, 'B8.4');
    const s = sewers(state);
    const a = activity(state);
    const stack: SewerStack = {
      id: `S${s.nextId++}`,
      side,
      hex: from.hex,
      units: group.map((u) => u.id),
      lost: false,
      enteredTurn: ctx.turn.index(state),
      leftEncircled: isEncircled(ctx, state, from.hex, side),
      moved: false,
      awaitingMove: false,
      emergence: null,
    };
    s.stacks[stack.id] = stack;
    for (const u of group) {
      u.loc = sewer(from.hex);
      u.status.concealed = true;
      a.mf[u.id] = allowance(u, group); // all their MF (B8.4)
      a.moved[u.id] = true;
    }
    ctx.emit({ type: 'sewerEntered', audience: side, data: { stack: stack.id, hex: from.hex, units: stack.units, rule: 'B8.41' } });
    // the opponent sees the counter placed; the units it saw there are gone from its view
    ctx.emit({ type: 'sewerEntered', audience: otherSide(side), data: { stack: stack.id, hex: from.hex, rule: 'B8.41' } });
    if (directionDr(ctx, stack, true)) askDefender(ctx, [stack.id], true);
  },
  sample(entry, random) {
    const units = entry.choices!.units as string[];
    return { type: 'enterSewer', units: units.filter((_, i) => i === 0 || random() < 0.7) };
  },
};

/**
 * B8.41: the direction dr. Returns true when the stack is lost and the DEFENDER must be asked where it
 * goes; otherwise the owner moves it (or it had nowhere to go and is eliminated).
 */
export function directionDr(ctx: ApplyContext, stack: SewerStack, entering: boolean): boolean {
  const lostAt = SewerParams.of(ctx).sewerLostAt;
  const r = ctx.roll({
    kind: 'dr',
    purpose: `sewer direction dr for ${stack.id}`,
    rule: 'B8.41',
    modifiers: collectModifiers(ctx, ctx.state, { kind: 'module', roll: DIRECTION_ROLL, subject: stack }),
    audience: stack.side,
    noticeAudience: otherSide(stack.side),
  });
  const wasLost = stack.lost;
  stack.lost = r.final >= lostAt;
  if (stack.lost && !wasLost) ctx.emit({ type: 'sewerLost', audience: 'all', data: { stack: stack.id, hex: stack.hex, rule: 'B8.41' } });
  if (!stack.lost && wasLost) ctx.emit({ type: 'sewerFound', audience: 'all', data: { stack: stack.id, hex: stack.hex, rule: 'B8.41' } });
  if (!sewerDestinations(ctx, ctx.state, stack, entering).length) {
    eliminateStack(ctx, stack, 'B8.41');
    return false;
  }
  stack.awaitingMove = !stack.lost;
  return stack.lost;
}

function askDefender(ctx: ApplyContext, queue: readonly string[], entering: boolean): void {
  const rest = [...queue];
  while (rest.length) {
    const stack = readSewers(ctx.state).stacks[rest.shift()!];
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, the queue holds only stacks the direction dr just made lost (startSewerMovement, enterSewer) and nothing finds them before the DEFENDER places them
    if (!stack || !stack.lost) continue;
    const to = sewerDestinations(ctx, ctx.state, stack, entering, true);
    if (!to.length) {
      eliminateStack(ctx, stack, 'B8.41');
      continue;
    }
    ctx.state.pending = {
      side: otherSide(stack.side),
      kind: LOST_DESTINATION,
      rule: 'B8.41',
      options: [{ stack: stack.id, from: stack.hex, to }],
      context: { stack: stack.id, queue: rest, entering },
    };
    return;
  }
}

/**
 * Moves the stack (by its owner or, lost, by the DEFENDER) and records in the core activity record
 * that its units moved this Player Turn (they may then use only Advancing Fire, A7.24).
 */
function moveStack(ctx: ApplyContext, stack: SewerStack, to: string): void {
  const from = stack.hex;
  stack.hex = to;
  stack.moved = true;
  stack.awaitingMove = false;
  const a = activity(ctx.state);
  for (const u of stackUnits(ctx.state, stack)) {
    u.loc = sewer(to);
    a.moved[u.id] = true;
  }
  ctx.emit({ type: 'sewerMoved', audience: 'all', data: { stack: stack.id, from, to, lost: stack.lost, rule: 'B8.41' } });
}

function entering(ctx: GameContext, state: GameState, stack: SewerStack): boolean {
  return stack.enteredTurn === ctx.turn.index(state);
}

export const sewerMove: CommandHandler<z.infer<typeof MoveSchema>> = {
  type: 'sewerMove',
  schema: MoveSchema,
  legal(ctx, state, side) {
    if (!inMPh(state, side)) return [];
    return stacksOf(state, side)
      .filter((s) => s.awaitingMove)
      .map((s) => ({
        type: 'sewerMove',
        label: `Move ${s.id} through the sewer from ${s.hex}`,
        rule: 'B8.41',
        choices: { stack: s.id, from: s.hex, to: sewerDestinations(ctx, state, s, entering(ctx, state, s)) },
      }))
      .filter((e) => e.choices.to.length);
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!inMPh(state, side)) fail('WRONG_PHASE', 'sewer stacks move in their MPh', 'B8.41');
    const stack = ownStack(ctx, cmd.stack);
    if (stack.lost) fail('ILLEGAL_COMMAND', `${stack.id} is lost: the DEFENDER moves it`, 'B8.41');
    if (!stack.awaitingMove) fail('ILLEGAL_COMMAND', `${stack.id} has already moved this MPh`, 'B8.41');
    const to = ctx.map.byName(cmd.to)?.name;
    const allowed = sewerDestinations(ctx, state, stack, entering(ctx, state, stack));
    if (!to || !allowed.includes(to))
      fail('ILLEGAL_LOCATION', `${cmd.to} is not an allowable Sewer Location for ${stack.id} (${allowed.join(', ')})`, 'B8.41');
    moveStack(ctx, sewers(state).stacks[stack.id]!, to);
  },
  sample(entry, random) {
    const to = entry.choices!.to as string[];
    return { type: 'sewerMove', stack: entry.choices!.stack as string, to: to[Math.floor(random() * to.length)]! };
  },
};

export const sewerLostDestination: CommandHandler<z.infer<typeof LostSchema>> = {
  type: 'sewerLostDestination',
  schema: LostSchema,
  answers: LOST_DESTINATION,
  legal(_ctx, state, side) {
    const p = state.pending!; // the engine asks only the seat this decision is pending for
    const o = p.options[0] as { stack: string; from: string; to: string[] };
    return [
      {
        type: 'sewerLostDestination',
        label: `Move the lost stack ${o.stack} from ${o.from}`,
        rule: 'B8.41',
        choices: { stack: o.stack, from: o.from, to: o.to },
      },
    ];
  },
  apply(ctx, cmd) {
    const p = ctx.state.pending!;
    const c = p.context as { stack: string; queue: string[]; entering: boolean };
    const o = p.options[0] as { to: string[] };
    if (cmd.stack !== c.stack) fail('ILLEGAL_COMMAND', `the lost stack to move is ${c.stack}`, 'B8.41');
    const to = ctx.map.byName(cmd.to)?.name;
    if (!to || !o.to.includes(to)) fail('ILLEGAL_LOCATION', `${cmd.to} is not an allowable Sewer Location (${o.to.join(', ')})`, 'B8.41');
    ctx.state.pending = null;
    moveStack(ctx, sewers(ctx.state).stacks[c.stack]!, to);
    askDefender(ctx, c.queue, c.entering);
  },
  sample(entry, random) {
    const to = entry.choices!.to as string[];
    return { type: 'sewerLostDestination', stack: entry.choices!.stack as string, to: to[Math.floor(random() * to.length)]! };
  },
};

/** The start of the ATTACKER's MPh: every stack already in the sewer rolls its direction dr (B8.41); the DEFENDER then places the lost ones, one by one. */
export function startSewerMovement(ctx: ApplyContext): void {
  const s = sewers(ctx.state);
  s.leaderPassed = {};
  s.leaderTried = {};
  const mine = stacksOf(ctx.state, phasingSide(ctx.state));
  for (const stack of mine) {
    stack.moved = false;
    stack.awaitingMove = false;
  }
  const lost = mine.filter((stack) => directionDr(ctx, stack, false)).map((stack) => stack.id);
  askDefender(ctx, lost, false);
}

/** B8.41: the ATTACKER may not end its MPh while a sewer stack of its can still move and has not. */
export function sewerMoveOutstanding(ctx: GameContext, state: GameState): SewerStack | undefined {
  if (state.phase !== 'MPh') return undefined;
  return stacksOf(state, phasingSide(state)).find(
    (s) => s.awaitingMove && sewerDestinations(ctx, state, s, entering(ctx, state, s)).length > 0,
  );
}

/** B8.41: as the MPh ends, a stack that had to move and had nowhere left to go (another stack took the last Location) is eliminated. */
export function eliminateStranded(ctx: ApplyContext): void {
  for (const s of stacksOf(ctx.state, phasingSide(ctx.state))) if (s.awaitingMove) eliminateStack(ctx, s, 'B8.41');
}
