// Fortifications set up hidden (A12.33; its text is not in our corpus, so this is our reading of A12.3
// and B27.1's "prior to play per scenario OB limits"): during its secret setup a side whose scenario
// grants it (params.ts `fortifications`) names the foxholes and trenches it placed in setup that stay
// hidden once play begins, with `hideFortifications {counters}`, which sets its whole list (an empty
// list hides none). Recorded for the owner alone: one event to that seat; the core's fortifications view
// shows a hidden counter to nobody else (not the counter, not its hex), and the rules that would tell the
// other side of it read it as absent for that side (entrenchments: positions, entry costs). Where it
// ends is the core's one seam, core/concealment.ts `revealFortification` (reveals.ts: an enemy unit in
// its Location, a unit beneath it seen; loseHip: a unit beneath it losing HIP; entrenching.ts).
// A counter taken back or replaced by a larger one in setup keeps its mark (entrenchments/placement.ts).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { CommandHandler, GameContext } from '../../engine/module';
import { ownPiece } from '../../engine/ownPieces';
import type { GameState, Side } from '../../engine/state';
import { type Fortification, readFortifications, setFortificationHidden } from '../core/fortifications';
import { HipScenarioRules } from './params';

/** The setup counters a grant may hide: foxholes (B27.1) and trenches (B27.51). */
export const HIDEABLE_KINDS: readonly string[] = ['foxhole', 'trench'];

const HideFortificationsSchema = z.strictObject({
  type: z.literal('hideFortifications'),
  // a setup counter's id is "F", its side and a hex name of up to 12 (core/fortifications.ts)
  counters: z.array(z.string().max(14)).max(40),
});
type HideFortifications = z.infer<typeof HideFortificationsSchema>;

/** A12.33: how many of its setup fortifications the side may set up hidden (0: none). */
export function fortificationGrant(ctx: GameContext, side: Side): number {
  return HipScenarioRules.of(ctx).hip?.[side]?.fortifications ?? 0;
}

/** The side's counters placed in setup, by id (the only ones it may name). */
function setupCounters(state: GameState, side: Side): Fortification[] {
  return readFortifications(state).counters.filter((f) => f.placedInSetup && f.side === side);
}

function mayHide(ctx: GameContext, state: GameState, side: Side): boolean {
  return state.status === 'setup' && !state.setupDone[side] && fortificationGrant(ctx, side) > 0;
}

export const hideFortifications: CommandHandler<HideFortifications> = {
  type: 'hideFortifications',
  schema: HideFortificationsSchema,
  legal(ctx, state, side) {
    if (!mayHide(ctx, state, side)) return [];
    const counters = setupCounters(state, side).filter((f) => HIDEABLE_KINDS.includes(f.kind));
    if (!counters.length) return [];
    return [
      {
        type: 'hideFortifications',
        label: 'Set up fortifications hidden',
        rule: 'A12.33',
        choices: {
          counters: counters.map((f) => f.id),
          hidden: counters.filter((f) => f.hidden).map((f) => f.id),
          max: fortificationGrant(ctx, side),
        },
      },
    ];
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (state.status !== 'setup' || state.setupDone[side])
      fail('SETUP_FINISHED', 'fortifications are set up hidden during your setup', 'A12.33');
    const grant = fortificationGrant(ctx, side);
    if (!grant) fail('HIP_NOT_GRANTED', 'the scenario lets your side set up no fortification hidden', 'A12.33');
    if (new Set(cmd.counters).size !== cmd.counters.length) fail('BAD_COMMAND', 'a counter is listed twice');
    // one refusal for any id that is not one of the sender's setup counters (an enemy's included)
    const mine = Object.fromEntries(setupCounters(state, side).map((f) => [f.id, f]));
    const named = cmd.counters.map((id) => ownPiece(side, mine, id, 'counter placed in setup'));
    for (const f of named)
      if (!HIDEABLE_KINDS.includes(f.kind)) fail('HIP_NOT_GRANTED', `${f.id} is not set up hidden: foxholes and trenches only`, 'A12.33');
    if (named.length > grant)
      fail('HIP_NOT_GRANTED', `your side may set up ${grant} fortification(s) hidden, not ${named.length}`, 'A12.33');
    const chosen = new Set(cmd.counters);
    for (const f of setupCounters(state, side)) setFortificationHidden(ctx, f.id, chosen.has(f.id));
    ctx.emit({ type: 'fortificationsHidden', audience: side, data: { counters: [...cmd.counters].sort(), rule: 'A12.33' } });
  },
  sample(entry, random) {
    const c = entry.choices as { counters: string[]; max: number };
    const picked = c.counters.filter(() => random() < 0.5).slice(0, c.max);
    return { type: 'hideFortifications', counters: picked };
  },
};
