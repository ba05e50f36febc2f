// SC.7 Assault (Tide of Iron's Assault action as the chapter A core plays it): a fresh Good Order
// infantry unit, not pinned, activates and attacks at once the enemy units in the ground Location of an
// ADJACENT hex in Close Combat (A11, rules/core/assault.ts). Won (no enemy unit left there, it is): it
// holds the hex; lost: it stays where it was. Its activation is then complete (fatigue). Our reading:
// ToI's assault needs no LOS and no movement cost; neither does ours (A11 CC is the fight); a hex whose
// only enemies the side cannot know of (set up hidden) is no target, and is refused as an empty hex is.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { ownUnit } from '../../engine/ownPieces';
import type { GameState, Side, UnitState } from '../../engine/state';
import { distance } from '../../hex/grid';
import { isInfantry } from '../../units/catalog';
import { ground, sameLocation } from '../../units/location';
import { activateUnit, completeActivation, mayActivateNow } from '../core/activation';
import { assaultLocation } from '../core/assault';
import { checkActionTurn, emitActivated } from './activate';
import { goodOrderOnMap, mayBeActivated } from './tokens';

const RULE = 'SC.7';

const AssaultSchema = z.strictObject({ type: z.literal('assault'), unit: z.string().max(12), hex: z.string().max(12) });
type Assault = z.infer<typeof AssaultSchema>;

export type AssaultChoices = {
  units: { id: string; targets: string[] }[];
};

/** A unit that may assault: infantry with firepower (no dummy, no leader alone), not pinned. */
function mayAssault(ctx: GameContext, u: UnitState): boolean {
  return isInfantry(u.kind) && (ctx.unitTypes.get(u.type)?.firepower ?? 0) > 0 && !u.status.pinned;
}

/** Whether `side` knows of an enemy unit (seen or under "?") in the ground Location of `hex`. */
function enemyKnownIn(state: GameState, side: Side, hex: string): boolean {
  const loc = ground(hex);
  return Object.values(state.units).some(
    (e) => e.side !== side && !e.eliminated && !!e.loc && !e.status.hidden && sameLocation(e.loc, loc),
  );
}

/** The ADJACENT hexes `u` may assault. */
function targetsOf(ctx: GameContext, state: GameState, u: UnitState): string[] {
  const from = ctx.map.byName(u.loc!.hex)!.hex;
  const hexes = new Set<string>();
  for (const e of Object.values(state.units)) {
    // Stryker disable next-line ConditionalExpression: equivalent, a pre-filter only: a hex kept for an own unit is dropped by enemyKnownIn below, and a hex with a known enemy is kept for that enemy
    if (e.loc && e.side !== u.side && distance(from, ctx.map.byName(e.loc.hex)!.hex) === 1) hexes.add(e.loc.hex);
  }
  return [...hexes].filter((h) => enemyKnownIn(state, u.side, h)).sort();
}

export function assaultChoices(ctx: GameContext, state: GameState, side: Side): AssaultChoices {
  const units = Object.values(state.units).filter((u) => mayBeActivated(ctx, state, u, side) && mayAssault(ctx, u));
  return {
    units: units
      .map((u) => ({ id: u.id, targets: targetsOf(ctx, state, u) }))
      .filter((c) => c.targets.length)
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

const assault: CommandHandler<Assault> = {
  type: 'assault',
  schema: AssaultSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!mayActivateNow(ctx, state, side)) return [];
    const choices = assaultChoices(ctx, state, side);
    if (!choices.units.length) return [];
    return [{ type: 'assault', label: 'Assault an adjacent hex', rule: RULE, choices }];
  },
  sample(entry, random) {
    const units = (entry.choices as AssaultChoices).units;
    const u = units[Math.floor(random() * units.length)]!;
    return { type: 'assault', unit: u.id, hex: u.targets[Math.floor(random() * u.targets.length)]! };
  },
  apply(ctx: ApplyContext, cmd) {
    const unit = ownUnit(ctx, cmd.unit);
    checkActionTurn(ctx);
    if (!goodOrderOnMap(ctx, unit, ctx.side) || !mayAssault(ctx, unit))
      fail('ILLEGAL_COMMAND', `${unit.id} is not a Good Order, unpinned infantry unit with firepower on the map`, RULE);
    const hex = ctx.map.byName(cmd.hex)?.name ?? fail('BAD_COMMAND', `no hex ${cmd.hex}`, RULE);
    if (distance(ctx.map.byName(unit.loc!.hex)!.hex, ctx.map.byName(hex)!.hex) !== 1)
      fail('ILLEGAL_COMMAND', `${hex} is not ADJACENT to ${unit.id}`, RULE);
    if (!enemyKnownIn(ctx.state, ctx.side, hex))
      fail('ILLEGAL_COMMAND', `you know of no enemy unit in the ground Location of ${hex}`, RULE);
    activateUnit(ctx, unit, 'assault', RULE); // once an action turn, a fresh unit only
    emitActivated(ctx, unit, 'assault');
    const { won } = assaultLocation(ctx, [unit], ground(hex), { where: hex });
    completeActivation(ctx, 'fatigue');
    // the CC revealed the assaulting unit (A12.14) unless it ambushed and eliminated its targets (A11.19 EXC)
    const shown = !unit.status.concealed && !unit.status.hidden;
    ctx.emit({ type: 'assaulted', audience: 'all', data: { hex, ...(shown ? { unit: unit.id } : { concealed: true }), won, rule: RULE } });
  },
};

export const assaultCommand = assault;
