// Setting up hidden (A12.3): during the secret setup, after placing its units, a side granted HIP by
// its scenario names the units it sets up hidden with `setUpHidden {units}`, which sets its whole list
// (an empty list hides none). The server records it for the owner alone: one event to that seat, and
// the view shows the units hidden only to it (view/project.ts never shows a hidden unit to anyone
// else, nor what it carries). A unit placed again loses the mark (setup.ts): a grant by hex is read
// where the unit stands.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { CommandHandler, GameContext } from '../../engine/module';
import { ownUnit } from '../../engine/ownPieces';
import type { GameState, Side } from '../../engine/state';
import { isMMC, isSMC } from '../../units/catalog';
import { sameLocation } from '../../units/location';
import { squadEquivalent } from '../../units/stacking';
import { candidates, checkGrant, grantOf, squadEquivalentsUsed } from './grants';

const SetUpHiddenSchema = z.strictObject({ type: z.literal('setUpHidden'), units: z.array(z.string().max(12)).max(120) });
type SetUpHidden = z.infer<typeof SetUpHiddenSchema>;

function mayHide(ctx: GameContext, state: GameState, side: Side): boolean {
  return state.status === 'setup' && !state.setupDone[side] && !!grantOf(ctx, side);
}

export const setUpHidden: CommandHandler<SetUpHidden> = {
  type: 'setUpHidden',
  schema: SetUpHiddenSchema,
  legal(ctx, state, side) {
    if (!mayHide(ctx, state, side)) return [];
    const grant = grantOf(ctx, side)!;
    const units = candidates(state, side);
    if (!units.length) return [];
    const hidden = units.filter((u) => u.status.hidden);
    return [
      {
        type: 'setUpHidden',
        label: 'Set up hidden',
        rule: 'A12.3',
        choices: {
          units: units.map((u) => u.id),
          hidden: hidden.map((u) => u.id),
          squadEquivalents: grant.squadEquivalents,
          used: squadEquivalentsUsed(ctx, grant, hidden),
          smcWithThem: grant.smcWithThem,
          hexes: grant.hexes.map((h) => ctx.map.byName(h)?.name ?? h),
        },
      },
    ];
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (state.status !== 'setup' || state.setupDone[side]) fail('SETUP_FINISHED', 'units are set up hidden during your setup', 'A12.3');
    if (new Set(cmd.units).size !== cmd.units.length) fail('BAD_COMMAND', 'a unit is listed twice');
    const units = cmd.units.map((id) => ownUnit(ctx, id));
    checkGrant(ctx, side, units);
    const chosen = new Set(cmd.units);
    for (const u of candidates(state, side)) {
      u.status.hidden = chosen.has(u.id);
      // hidden is "the equal of concealment" (A12.3): the "?" it had set up with is subsumed, and comes back only by the rules
      if (u.status.hidden) u.status.concealed = false;
    }
    ctx.emit({ type: 'unitsHidden', audience: side, data: { units: [...cmd.units].sort(), rule: 'A12.3' } });
  },
  sample(entry, random, ctx, state, side) {
    // hide one random MMC stack within the count (its SMC with it), or units in granted hexes, or none
    const grant = grantOf(ctx, side)!;
    const own = candidates(state, side);
    const picked = own.filter((u) => grant.hexes.some((h) => ctx.map.byName(h)?.name === u.loc!.hex) && random() < 0.5);
    let left = grant.squadEquivalents;
    for (const m of own.filter((u) => isMMC(u.kind) && !picked.includes(u))) {
      if (random() < 0.5 || squadEquivalent(m.kind) > left) continue;
      left -= squadEquivalent(m.kind);
      picked.push(m, ...own.filter((s) => isSMC(s.kind) && grant.smcWithThem && !picked.includes(s) && sameLocation(s.loc!, m.loc!)));
    }
    const units = (entry.choices!.units as string[]).filter((id) => picked.some((u) => u.id === id));
    return { type: 'setUpHidden', units };
  },
};
