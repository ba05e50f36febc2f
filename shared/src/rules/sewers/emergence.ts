// The Sewer Emergence dr (B8.42), made for each of the ATTACKER's stacks as its MPh ends in a Sewer
// Location beneath a usable manhole (none beneath rubble, B8.5). Results (parameter
// `sewerEmergence`, defaults to confirm): at or under `mayEmergeMax` the stack may emerge concealed in
// the APh; at or over `discoveredMin` it is discovered; between, it cannot emerge this Game Turn.
// Cumulative drm (parameter `sewerEmergenceDrm`): friendly units in the Manhole Location, a "safe"
// manhole, lost, per Good Order enemy MMC in the Manhole Location, enemy units in an adjacent Sewer
// Location. The dr and its result are the owner's: the opponent sees that a dr was made and, when
// the stack is discovered, that it is (his units above now see it). For the two starred drm (per Good
// Order MMC above, enemy units in an adjacent Sewer Location) enemy units count only when Known:
// concealed ones count only if the DEFENDER reveals them, at his option after the dr (the "*": "Any
// such concealed unit must be momentarily revealed ... for this drm to apply"). He is asked, without
// seeing the dr, whenever the ATTACKER sees a "?" above or an enemy sewer counter beside, whatever it
// hides, so that neither the dr nor the question tells anything; what he reveals is told to both
// sides as counts, never unit identities.
// The "safe" drm (-1: "Manhole is in a building Location unoccupied by enemy units or in a non-building
// Location not in LOS of enemy") carries no "*": concealed enemy units occupy the Location and see
// whether revealed or not, so they deny it. Our reading, for hidden information: the ATTACKER reads
// this drm in his own dr, so it may depend only on what he sees: every "?" he sees counts as enemy
// units, a Dummy stack too (A12.1: the "?" hides "their true nature"; A12.1 counts Dummies among the
// unbroken enemy ground units that deny "?" gain by LOS); Dummies the DEFENDER showed by revealing
// (the reveal says the manhole holds no unit) no longer count; hidden (HIP) units never count (that
// would betray them).
import * as z from 'zod';
import { collectModifiers, total } from '../../engine/hooks';
import type { RollModifier } from '../../engine/events';
import type { ApplyContext, CommandHandler, GameContext } from '../../engine/module';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { distance } from '../../hex/grid';
import { isInfantry, isMMC } from '../../units/catalog';
import { ground, sameLocation } from '../../units/location';
import { losBetween } from '../core/sight';
import { SewerParams } from './params';
import { type EmergenceResult, manholeUsable, readSewers, type SewerStack, sewers, stacksOf, stackUnits } from './sewerState';

export const EMERGENCE_REVEAL = 'sewerEmergenceReveal';

/** The Emergence dr's name for the modifiers hook; its subject is an EmergenceSubject. */
export const EMERGENCE_ROLL = 'sewers.emergence';

export interface EmergenceSubject {
  readonly stack: SewerStack;
  /** Enemy units the DEFENDER revealed for this dr (they count although concealed; Dummies above shown as such no longer count). */
  readonly revealed: ReadonlySet<string>;
}

function drmTable(ctx: GameContext) {
  return SewerParams.of(ctx).sewerEmergenceDrm;
}

function enemiesAbove(state: GameState, stack: SewerStack): UnitState[] {
  return Object.values(state.units).filter(
    (e) => e.side !== stack.side && !e.eliminated && e.loc && sameLocation(e.loc, ground(stack.hex)),
  );
}

const known = (u: UnitState) => !u.status.concealed && !u.status.hidden;
const goodOrderMmc = (u: UnitState) => isMMC(u.kind) && !u.status.broken;

/** Enemy non-dummy sewer units in a Sewer Location ADJACENT to the stack's. */
function adjacentSewerEnemies(ctx: GameContext, state: GameState, stack: SewerStack): UnitState[] {
  const here = ctx.map.byName(stack.hex)!.hex;
  return stacksOf(state, otherSide(stack.side))
    .filter((o) => distance(ctx.map.byName(o.hex)!.hex, here) === 1)
    .flatMap((o) => stackUnits(state, o))
    .filter((u) => u.kind !== 'dummy');
}

/**
 * B8.42 -1, the manhole is "safe": a building Location unoccupied by enemy units, or elsewhere out of
 * enemy LOS or with every such LOS Hindered by `hinderedLosAtLeast`. `present`: the enemy counters
 * that count (see the head of this file: Known or concealed, not hidden, not a Dummy shown as one).
 */
function safeManhole(ctx: GameContext, state: GameState, stack: SewerStack, present: (u: UnitState) => boolean): boolean {
  const cell = ctx.map.byName(stack.hex)!;
  const building = cell.spec.terrain === 'stoneBuilding' || cell.spec.terrain === 'woodenBuilding';
  if (building) return !enemiesAbove(state, stack).some(present);
  const min = drmTable(ctx).hinderedLosAtLeast;
  return !Object.values(state.units).some((e) => {
    if (
      e.side === stack.side ||
      e.eliminated ||
      !e.loc ||
      // Stryker disable next-line ConditionalExpression: equivalent under asl (the one ruleset with this module): a Sewer Location has no normal LOS (its Location kind's los 'none', B8.2), so losBetween from it is never clear
      ctx.locations.underground(e.loc) ||
      !(isInfantry(e.kind) || e.kind === 'dummy') ||
      !present(e)
    )
      return false;
    const los = losBetween(ctx, e.loc, ground(stack.hex));
    return los.clear && los.hindranceDrm < min;
  });
}

export function emergenceModifiers(
  ctx: GameContext,
  state: GameState,
  stack: SewerStack,
  revealed: ReadonlySet<string> = new Set(),
): RollModifier[] {
  const d = drmTable(ctx);
  const counts = (u: UnitState) => known(u) || revealed.has(u.id);
  const present = (u: UnitState) => !u.status.hidden && !(u.kind === 'dummy' && revealed.has(u.id));
  const mods: RollModifier[] = [];
  const friendsAbove = Object.values(state.units).some(
    (u) => u.side === stack.side && !u.eliminated && u.kind !== 'dummy' && u.loc && sameLocation(u.loc, ground(stack.hex)),
  );
  if (friendsAbove) mods.push({ name: 'friendly units in the Manhole Location', value: d.friendlyInManhole, rule: 'B8.42' });
  if (safeManhole(ctx, state, stack, present)) mods.push({ name: 'manhole safe from the enemy', value: d.safeManhole, rule: 'B8.42' });
  if (stack.lost) mods.push({ name: 'lost', value: d.lost, rule: 'B8.42' });
  const mmc = enemiesAbove(state, stack).filter((u) => goodOrderMmc(u) && counts(u)).length;
  if (mmc) mods.push({ name: `${mmc} Good Order enemy MMC in the Manhole Location`, value: mmc * d.perEnemyGoodOrderMmc, rule: 'B8.42' });
  if (adjacentSewerEnemies(ctx, state, stack).some((u) => revealed.has(u.id)))
    mods.push({ name: 'enemy units in an adjacent Sewer Location', value: d.enemyInAdjacentSewer, rule: 'B8.42' });
  return mods;
}

export function emergenceResult(ctx: GameContext, final: number): EmergenceResult {
  const t = SewerParams.of(ctx).sewerEmergence;
  return final <= t.mayEmergeMax ? 'mayEmerge' : final >= t.discoveredMin ? 'discovered' : 'cannotEmerge';
}

/** Concealed enemy units whose reveal could change the drm: above in the manhole, or in an adjacent sewer. */
function revealable(ctx: GameContext, state: GameState, stack: SewerStack): UnitState[] {
  return [...concealedAbove(state, stack), ...adjacentSewerEnemies(ctx, state, stack)];
}

/** The DEFENDER's concealed (not hidden: HIP is never asked about) non-dummy units in the Manhole Location. */
function concealedAbove(state: GameState, stack: SewerStack): UnitState[] {
  return enemiesAbove(state, stack).filter((u) => u.status.concealed && !u.status.hidden && u.kind !== 'dummy');
}

/** The DEFENDER's Dummies in the Manhole Location: a reveal shows them for what they are. */
function dummiesAbove(state: GameState, stack: SewerStack): UnitState[] {
  return enemiesAbove(state, stack).filter((u) => u.kind === 'dummy');
}

/**
 * Whether the DEFENDER is asked: whenever the ATTACKER can see a "?" above or an enemy sewer counter
 * ADJACENT, whatever is beneath (dummies too), so that the question itself says nothing of what
 * the counters hide. Hidden (HIP) units are never asked about: the question would betray them.
 */
function askReveal(ctx: GameContext, state: GameState, stack: SewerStack): boolean {
  const here = ctx.map.byName(stack.hex)!.hex;
  const markerAbove = enemiesAbove(state, stack).some((u) => u.status.concealed && !u.status.hidden);
  const counterBeside = stacksOf(state, otherSide(stack.side)).some((o) => distance(ctx.map.byName(o.hex)!.hex, here) === 1);
  return markerAbove || counterBeside;
}

interface PendingDr {
  readonly stack: string;
  readonly original: number;
  readonly queue: readonly string[];
}

function conclude(ctx: ApplyContext, stack: SewerStack, original: number, revealed: ReadonlySet<string>): void {
  const subject: EmergenceSubject = { stack, revealed };
  const mods = collectModifiers(ctx, ctx.state, { kind: 'module', roll: EMERGENCE_ROLL, subject });
  const final = original + total(mods);
  const result = emergenceResult(ctx, final);
  stack.emergence = result;
  ctx.emit({
    type: 'sewerEmergence',
    audience: stack.side,
    data: { stack: stack.id, hex: stack.hex, original, modifiers: mods, final, result, rule: 'B8.42' },
  });
  if (result === 'discovered')
    ctx.emit({ type: 'sewerDiscovered', audience: 'all', data: { stack: stack.id, hex: stack.hex, rule: 'B8.42' } });
}

/** Rolls for the queued stacks in order, stopping when the DEFENDER must decide about revealing. */
export function continueEmergence(ctx: ApplyContext, queue: readonly string[]): void {
  const rest = [...queue];
  while (rest.length) {
    const stack = readSewers(ctx.state).stacks[rest.shift()!];
    if (!stack || !stackUnits(ctx.state, stack).length || !manholeUsable(ctx, stack.hex)) continue;
    const r = ctx.roll({
      kind: 'dr',
      purpose: `Sewer Emergence dr for ${stack.id}`,
      rule: 'B8.42',
      audience: stack.side,
      noticeAudience: otherSide(stack.side),
    });
    const units = revealable(ctx, ctx.state, stack);
    if (!askReveal(ctx, ctx.state, stack)) {
      conclude(ctx, sewers(ctx.state).stacks[stack.id]!, r.original, new Set());
      continue;
    }
    const context: PendingDr = { stack: stack.id, original: r.original, queue: rest };
    const defender: Side = otherSide(stack.side);
    ctx.state.pending = {
      side: defender,
      kind: EMERGENCE_REVEAL,
      rule: 'B8.42',
      options: [{ stack: stack.id, hex: stack.hex, units: units.map((u) => u.id).sort() }],
      context,
    };
    return;
  }
}

const RevealSchema = z.strictObject({ type: z.literal('sewerEmergenceReveal'), reveal: z.boolean() });

export const sewerEmergenceReveal: CommandHandler<z.infer<typeof RevealSchema>> = {
  type: 'sewerEmergenceReveal',
  schema: RevealSchema,
  answers: EMERGENCE_REVEAL,
  legal(_ctx, state, side) {
    const p = state.pending!; // the engine asks only the seat this decision is pending for
    const o = p.options[0] as { stack: string; hex: string };
    return [
      {
        type: 'sewerEmergenceReveal',
        label: `Reveal your units for ${o.stack}'s Sewer Emergence dr at ${o.hex}`,
        rule: 'B8.42',
        command: { type: 'sewerEmergenceReveal', reveal: true },
      },
      { type: 'sewerEmergenceReveal', label: 'Stay concealed', rule: 'B8.42', command: { type: 'sewerEmergenceReveal', reveal: false } },
    ];
  },
  apply(ctx, cmd) {
    const c = ctx.state.pending!.context as PendingDr;
    ctx.state.pending = null;
    const stack = sewers(ctx.state).stacks[c.stack]!;
    if (cmd.reveal) {
      // momentarily revealed: both sides learn what the drm needs (counts), not which units
      const above = concealedAbove(ctx.state, stack);
      ctx.emit({
        type: 'sewerEmergenceRevealed',
        audience: 'all',
        data: {
          stack: stack.id,
          hex: stack.hex,
          manholeGoodOrderMmc: above.filter(goodOrderMmc).length,
          manholeOccupied: above.length > 0,
          adjacentSewer: adjacentSewerEnemies(ctx, ctx.state, stack).length > 0,
          rule: 'B8.42',
        },
      });
    }
    const shown = cmd.reveal ? [...revealable(ctx, ctx.state, stack), ...dummiesAbove(ctx.state, stack)] : [];
    conclude(ctx, stack, c.original, new Set(shown.map((u) => u.id)));
    continueEmergence(ctx, c.queue);
  },
};
