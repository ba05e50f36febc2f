// What a side may set up hidden (A12.3), read from the scenario's grant (params.ts): MMC up to the
// granted squad equivalents (A5.5), the SMC stacked with a hidden MMC when the grant says so, and any
// Infantry unit set up in a granted hex. A SW is never marked on its own: it goes hidden with the unit
// that carries it (A12.3 "units and their possessed SW"); a Dummy is a "?" counter, not a unit to hide
// (our reading: nothing hides a "?"). Every check reads the side's own placements and the scenario
// only, so no answer depends on the other side.
import { fail } from '../../engine/errors';
import type { GameContext } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { isInfantry, isMMC, isSMC } from '../../units/catalog';
import { sameLocation } from '../../units/location';
import { squadEquivalent } from '../../units/stacking';
import { type HipGrant, HipScenarioRules } from './params';

/** The side's grant, or undefined when its scenario gives it none (A12.3). */
export function grantOf(ctx: GameContext, side: Side): HipGrant | undefined {
  const g = HipScenarioRules.of(ctx).hip?.[side];
  return g && (g.squadEquivalents > 0 || g.hexes.length > 0) ? g : undefined;
}

/** A granted hex, by the map's own name for it. */
function inGrantedHex(ctx: GameContext, grant: HipGrant, u: UnitState): boolean {
  if (!u.loc) return false;
  return grant.hexes.some((h) => ctx.map.byName(h)?.name === u.loc!.hex);
}

/** The side's units that could be marked hidden now: placed, above ground, Infantry (not SW, not a Dummy). */
export function candidates(state: GameState, side: Side): UnitState[] {
  return Object.values(state.units)
    .filter((u) => u.side === side && !u.eliminated && !!u.loc && isInfantry(u.kind))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The squad equivalents `units` take from the count (units in a granted hex take none). */
export function squadEquivalentsUsed(ctx: GameContext, grant: HipGrant, units: readonly UnitState[]): number {
  return units.filter((u) => isMMC(u.kind) && !inGrantedHex(ctx, grant, u)).reduce((s, u) => s + squadEquivalent(u.kind), 0);
}

/**
 * A12.3: refuses a hidden set beyond the grant, with the rule. `units` are the side's own, checked
 * already. Each unit: Infantry (a SW goes with its carrier; a Dummy is no unit to hide); an SMC only
 * with a hidden MMC in its Location (or in a granted hex); the MMC outside granted hexes at most the
 * granted squad equivalents.
 */
export function checkGrant(ctx: GameContext, side: Side, units: readonly UnitState[]): void {
  const grant = grantOf(ctx, side);
  if (!grant) fail('HIP_NOT_GRANTED', 'the scenario gives your side no Hidden Initial Placement', 'A12.3');
  for (const u of units) {
    if (u.kind === 'sw') fail('HIP_NOT_GRANTED', `${u.id} is a support weapon: it is hidden with the unit carrying it`, 'A12.3');
    if (!u.loc) fail('ILLEGAL_COMMAND', `${u.id} is not placed yet: place it, then set it up hidden`, 'A12.3');
    if (!isInfantry(u.kind)) fail('HIP_NOT_GRANTED', `${u.id} may not set up hidden (Infantry units only)`, 'A12.3');
    if (inGrantedHex(ctx, grant, u) || !isSMC(u.kind)) continue;
    const withMmc = units.some((m) => isMMC(m.kind) && m.loc && sameLocation(m.loc, u.loc!));
    if (!grant.smcWithThem || !withMmc)
      fail('HIP_NOT_GRANTED', `${u.id} may set up hidden only stacked with a hidden squad, half-squad or crew`, 'A12.3');
  }
  const used = squadEquivalentsUsed(ctx, grant, units);
  if (used > grant.squadEquivalents)
    fail('HIP_NOT_GRANTED', `your side may set up ${grant.squadEquivalents} squad equivalent(s) hidden, not ${used}`, 'A12.3');
}
