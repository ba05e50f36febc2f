// An assault (sewer-cards, after Tide of Iron's Assault action): units attack an enemy-held Location in
// Close Combat at once, from outside it (an adjacent hex, or a Sewer card, SC.6). The fight is the
// core's CC (A11: odds, Kill Number, Ambush, simultaneous attacks, rules/core/closeCombat.ts) with the
// assaulting units in the Location; they stay there only if they win it (no enemy unit is left and one
// of them is); otherwise the survivors go back where they came from and the defenders hold. Shared by
// the turn's Assault action (rules/activations) and the assault from the sewer (rules/sewerCards).
import type { ApplyContext } from '../../engine/module';
import type { UnitState } from '../../engine/state';
import { copyLocation, sameLocation, type Location } from '../../units/location';
import { resolveCloseCombat } from './closeCombat';

export interface AssaultOptions {
  /** Where, as the players read it in a roll's purpose. */
  readonly where: string;
  /** Added to the assaulting side's CC attack strength (SC.6: -1 out of the sewer). */
  readonly attackFpDelta?: number;
}

export interface AssaultOutcome {
  /** No enemy unit is left in the Location and an assaulting unit is: they hold it. */
  readonly won: boolean;
  /** Assaulting units that survived (in the Location when won, back where they came from otherwise). */
  readonly survivors: readonly UnitState[];
}

/** Resolves an assault by `attackers` (one side, Good Order) on the enemy units in `target`. */
export function assaultLocation(
  ctx: ApplyContext,
  attackers: readonly UnitState[],
  target: Location,
  opts: AssaultOptions,
): AssaultOutcome {
  const side = attackers[0]!.side;
  const from = new Map(attackers.map((u) => [u.id, copyLocation(u.loc!)]));
  for (const u of attackers) u.loc = copyLocation(target);
  const there = () => Object.values(ctx.state.units).filter((u) => !u.eliminated && u.loc && sameLocation(u.loc, target));
  resolveCloseCombat(ctx, there(), {
    continuing: false,
    hidden: false,
    where: opts.where,
    ...(opts.attackFpDelta ? { attackFpDelta: { [side]: opts.attackFpDelta } } : {}),
  });
  const survivors = attackers.filter((u) => !u.eliminated);
  const won = survivors.length > 0 && !there().some((u) => u.side !== side);
  if (!won) for (const u of survivors) u.loc = from.get(u.id)!;
  return { won, survivors };
}
