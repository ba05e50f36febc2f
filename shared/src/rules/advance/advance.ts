// The Advance Phase (A4.7): each Good Order, unpinned unit of the ATTACKER may advance once into an
// adjacent hex it could enter in its MPh (not across a Water Obstacle or a cliff), even one holding
// enemy units, where Close Combat follows (A11); hidden enemy units there come on board beneath a "?" (A12.15). Portage and CX (A4.72, ./difficult.ts): no advance with
// no MF left after portage; into Difficult Terrain a unit becomes CX, and one already CX may not go; no
// advance into marsh (B16.4). Concealed enemy units there stay concealed until the
// CCPh resolves them. An advance may name a `position` inside the Location entered (RuleModule.positions:
// beneath a foxhole counter, B27.44), in an adjacent hex or the units' own; the owning module's
// entryCost says whether it is allowed. The modules hear of the advance (onEnter, purpose 'advance').
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { ownedPositions, positionsIn, runOnEnter } from '../../engine/hooks';
import type { CommandHandler, GameContext, LegalCommand, RuleModule } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { neighbourNames } from '../../map/neighbourNames';
import { isInfantry } from '../../units/catalog';
import { ground, levelLocation, type Location, sameLocation, samePosition } from '../../units/location';
import { loseHip } from '../core/concealment';
import { stacksByPosition } from '../../units/stacking';
import { actsFor, phaseActs } from '../../engine/turn';
import { entryCost } from '../core/entryCost';
import { levelsFrom, targetKey, targetLocation } from '../core/locations';
import { activity, readActivity } from '../core/activity';
import { emitGroupMove, fitsAny, sampleDestination } from '../core/moving';
import { stackFromCommand } from '../core/stackCommand';
import { advanceCost, becomeCx, canAdvanceAtAll } from './difficult';

const AdvanceSchema = z.strictObject({
  type: z.literal('advance'),
  units: z.array(z.string().max(12)).min(1).max(12),
  to: z.string().max(12),
  /** A position inside the Location entered ('beneath' a foxhole counter, B27.44); with `to` the own hex, a change of position inside it. */
  position: z.string().max(20).optional(),
});

function mayAdvance(state: GameState, side: Side, u: UnitState): boolean {
  return mayAdvanceAfter(readActivity(state).advanced, side, u);
}

/** `mayAdvance`, given the units that have advanced this APh (read once for every unit of a legal()). */
function mayAdvanceAfter(advanced: Readonly<Record<string, boolean>> | undefined, side: Side, u: UnitState): boolean {
  return (
    u.side === side &&
    !u.eliminated &&
    !!u.loc &&
    (u.loc.place === 'ground' || u.loc.place === 'upper') &&
    (isInfantry(u.kind) || u.kind === 'dummy') &&
    !u.status.broken &&
    !u.status.pinned &&
    !advanced?.[u.id]
  );
}

function enterable(ctx: GameContext, state: GameState, side: Side, group: readonly UnitState[], from: Location, to: Location): boolean {
  return advanceCost(ctx, state, group, entryCost(ctx, state, { side, units: group, from, to, purpose: 'advance' })).ok;
}

/** `fitsAny` (rules/core/moving.ts): whether a group fits a Location (a hex name: its ground level), one stacking count per legal(). */
type Fits = ReturnType<typeof fitsAny>;

/**
 * A4.7: ADJACENT hexes it could enter (from ground level), and one level up or down in its building
 * (B23.42), as the names commands use (rules/core/locations.ts `targetKey`). With `fits` (legal(): the
 * stacking check), only those that pass it too, asked first: the cheaper question spares the entry cost
 * of a hex the group could not stack in. Out of a position into the rest of its own Location needs no
 * stacking check (the group is already in that Location).
 */
function destinations(ctx: GameContext, state: GameState, side: Side, from: Location, group: readonly UnitState[], fits?: Fits): string[] {
  const out: string[] = [];
  if (from.level === 0) {
    // out of a position into the rest of its own Location (B27.4: leaving a foxhole; B30.6 out of a pillbox)
    if (from.position && enterable(ctx, state, side, group, from, ground(from.hex))) out.push(from.hex);
    for (const n of neighbourNames(ctx.map, from.hex))
      if ((!fits || fits(n, group)) && enterable(ctx, state, side, group, from, ground(n))) out.push(n);
  }
  for (const l of levelsFrom(ctx, from.hex, from.level)) {
    const loc = levelLocation(from.hex, l);
    if (!fits || fits(loc, group)) out.push(targetKey(loc));
  }
  return out;
}

/** Positions it may advance into (B27.44), in its own hex or an ADJACENT one, as `hex` and `position`. */
function positionOptions(
  ctx: GameContext,
  state: GameState,
  side: Side,
  from: Location,
  group: readonly UnitState[],
  fitsIn = fitsAny(ctx, state, side),
  enterable = positionsIn(ctx, state), // the other positions are forbidden: not asked about
): { to: string; position: string }[] {
  const owned = ownedPositions(ctx);
  if (!owned.length || from.level > 0) return [];
  const out: { to: string; position: string }[] = [];
  const at: PositionsAt = { ctx, state, side, from, group, fitsIn, out };
  positionsAt(at, from.hex, enterable(from.hex));
  for (const hex of neighbourNames(ctx.map, from.hex)) positionsAt(at, hex, enterable(hex));
  return out;
}

/** One stack's position options as positionOptions collects them (a plain function: no closure per stack). */
interface PositionsAt {
  readonly ctx: GameContext;
  readonly state: GameState;
  readonly side: Side;
  readonly from: Location;
  readonly group: readonly UnitState[];
  readonly fitsIn: Fits;
  readonly out: { to: string; position: string }[];
}

/** The positions of one hex the stack may advance into: the entry allowed, and (in another hex) the stacking limit kept. */
function positionsAt(at: PositionsAt, hex: string, positions: readonly string[]): void {
  const { ctx, state, side, from, group } = at;
  for (const position of positions) {
    const to: Location = { hex, place: 'ground', level: 0, position };
    if (samePosition(from, to) || !enterable(ctx, state, side, group, from, to)) continue;
    if (hex === from.hex || at.fitsIn(to, group)) at.out.push({ to: hex, position });
  }
}

/** `Fits` for a Location named by its key (a command's `to`); the group's own Location always fits it. */
function fitsIn(ctx: GameContext, fitsLoc: Fits, key: string, group: readonly UnitState[]): boolean {
  const loc = targetLocation(ctx, key);
  if (!loc) return false;
  return loc.hex === group[0]!.loc!.hex && loc.level === group[0]!.loc!.level ? true : fitsLoc(loc, group);
}

/**
 * The side's units that may advance, as stacks in the order of each stack's first unit: a stack
 * advances together only from one Location and one position inside it (B27.13).
 */
function advancingStacks(state: GameState, side: Side): UnitState[][] {
  const advanced = readActivity(state).advanced;
  return stacksByPosition(Object.values(state.units).filter((u) => mayAdvanceAfter(advanced, side, u)));
}

/** The stacks that may advance at all: none with a member left without MF by its portage (A4.72). */
function stacksWithMf(ctx: GameContext, state: GameState, side: Side): UnitState[][] {
  return advancingStacks(state, side).filter((g) => canAdvanceAtAll(ctx, state, g).ok);
}

const advance: CommandHandler<z.infer<typeof AdvanceSchema>> = {
  type: 'advance',
  schema: AdvanceSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!actsFor(ctx, state, side, 'advance')) return [];
    const stacks = stacksWithMf(ctx, state, side);
    if (!stacks.length) return [];
    const out: LegalCommand[] = [];
    const fitsLoc = fitsAny(ctx, state, side);
    const enterable = positionsIn(ctx, state); // once for every stack of this state
    for (const g of stacks) {
      const from = g[0]!.loc!;
      const to = destinations(ctx, state, side, from, g, fitsLoc);
      const positions = positionOptions(ctx, state, side, from, g, fitsLoc, enterable);
      if (!to.length && !positions.length) continue;
      const choices: Record<string, unknown> = { units: g.map((u) => u.id), from: from.hex };
      if (from.position) choices.fromPosition = from.position;
      choices.to = to;
      if (positions.length) choices.positions = positions;
      out.push({
        type: 'advance',
        label: from.position ? `Advance from ${from.hex} (${from.position})` : `Advance from ${from.hex}`,
        rule: 'A4.7',
        choices,
      });
    }
    return out;
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!phaseActs(ctx, state, 'advance')) fail('WRONG_PHASE', 'units advance in the APh', 'A4.7');
    if (!actsFor(ctx, state, side, 'advance')) fail('NOT_YOUR_TURN', 'only the ATTACKER advances', 'A4.7');
    const group = stackFromCommand(
      ctx,
      cmd.units,
      (u) => mayAdvance(state, side, u),
      'cannot advance (broken, pinned or already advanced)',
      'A4.7',
    );
    const from = group[0]!.loc!;
    if (!group.every((u) => samePosition(u.loc!, from)))
      fail('ILLEGAL_COMMAND', 'an advancing stack starts in one position inside its Location', 'B27.13');
    const able = canAdvanceAtAll(ctx, state, group);
    if (!able.ok) fail('ILLEGAL_COMMAND', able.reason, able.rule);
    const target = targetLocation(ctx, cmd.to);
    const dest = target && cmd.position ? { ...target, position: cmd.position } : target;
    const key = dest && targetKey(dest);
    const offered = cmd.position
      ? !!dest && positionOptions(ctx, state, side, from, group).some((o) => o.to === dest.hex && o.position === cmd.position)
      : !!key && destinations(ctx, state, side, from, group).includes(key);
    if (!dest || !key || !offered) {
      const entry = dest ? entryCost(ctx, state, { side, units: group, from, to: dest, purpose: 'advance' }) : undefined;
      const cost = entry && advanceCost(ctx, state, group, entry);
      fail(
        'ILLEGAL_LOCATION',
        `${cmd.to}${cmd.position ? ` (${cmd.position})` : ''} is not an ADJACENT Location that can be entered${cost && !cost.ok ? `: ${cost.reason}` : ''}`,
        cost && !cost.ok ? cost.rule : 'A4.7',
      );
    }
    if (!cmd.position && !fitsIn(ctx, fitsAny(ctx, state, side), key, group)) fail('OVERSTACKED', `${key} would be overstacked`, 'A5.1');
    const cost = advanceCost(ctx, state, group, entryCost(ctx, state, { side, units: group, from, to: dest, purpose: 'advance' }));
    const a = activity(state);
    a.advanced = a.advanced ?? {};
    for (const u of group) {
      u.loc = { ...dest };
      a.advanced[u.id] = true;
    }
    if (cost.ok) becomeCx(group, cost.cx); // A4.72 (a level change is priced by no entry cost: no CX)
    emitGroupMove(ctx, 'advanced', group, targetKey(from), key, { rule: 'A4.7' }, side, {
      fromPosition: from.position,
      position: dest.position,
    });
    // A12.15: hidden enemy units in the Location entered "must be placed on board beneath a '?'" (the CCPh resolves them as concealed units)
    const hiddenThere = Object.values(state.units).filter((e) => e.side !== side && !e.eliminated && e.loc && sameLocation(e.loc, dest));
    loseHip(ctx, hiddenThere, 'concealed', 'A12.15');
    runOnEnter(ctx, { side, group, from, to: dest, purpose: 'advance', mf: 0, entered: true });
  },
  sample(entry, random) {
    return { type: 'advance', units: entry.choices!.units as string[], ...sampleDestination(entry.choices!, random) };
  },
};

export const advanceModule: RuleModule = {
  id: 'advance',
  rules: ['A4.7', 'A4.72'],
  commands: [advance],
};
