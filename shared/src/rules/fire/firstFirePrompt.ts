// When the DEFENDER wants to be asked about Defensive First Fire (A8.1: it may fire after every MF
// expenditure of a moving unit/stack). A per-seat preference, so a match does not wait on a question
// with nothing to do:
//   always        asked after every expenditure (the default; the question reveals nothing);
//   whenCanFire   asked only when one of its units could fire at the moving stack AS THE ATTACKER SEES
//                 IT: a unit in the open that is not broken or TI, within twice its normal range with LOS,
//                 and any "?" of its with LOS (whatever lies beneath, dummies included, at any range);
//                 units set up hidden or below ground never count. Whether the match waits is thus a
//                 function of the mode and of the attacker's own view, so it tells the attacker nothing
//                 about what is concealed (a defender counting on hidden firers keeps `always`);
//   neverThisMph  not asked again in the current Player Turn's MPh; set while a question is pending, it
//                 also answers it "No fire".
// The preference is the seat's own: its view shows it to that seat only; the command emits no event.
import * as z from 'zod';
import type { ApplyContext, CommandHandler, GameContext } from '../../engine/module';
import { moduleState, readModuleState } from '../../engine/moduleState';
import type { GameState, Side, UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { DFF_KIND, endDefensiveFirstFire } from '../core/defensiveFire';
import { targetLocation } from '../core/locations';
import { losBetween, range } from '../core/sight';
import { onMapFor } from '../core/seen';

export const FIRST_FIRE_PROMPT_MODES = ['always', 'whenCanFire', 'neverThisMph'] as const;
export type FirstFirePromptMode = (typeof FIRST_FIRE_PROMPT_MODES)[number];

const SetFirstFirePromptSchema = z.strictObject({ type: z.literal('setFirstFirePrompt'), mode: z.enum(FIRST_FIRE_PROMPT_MODES) });

interface SeatPrompt {
  /** The standing choice. */
  mode: 'always' | 'whenCanFire';
  /** The Player Turn (turn index) whose MPh the seat said "never" for. */
  neverIn?: number;
}
type Prompts = Partial<Record<Side, SeatPrompt>>;
const ID = 'firstFirePrompt';
const read = (state: GameState): Prompts => readModuleState<Prompts>(state, ID, () => ({}));

/** The mode in force for `side` now. */
export function firstFirePromptMode(ctx: GameContext, state: GameState, side: Side): FirstFirePromptMode {
  const p = read(state)[side];
  if (!p) return 'always';
  return p.neverIn === ctx.turn.index(state) ? 'neverThisMph' : p.mode;
}

/**
 * A8.1 "could fire at the moving stack", judged from what the ATTACKER (the other side) sees of `u`:
 * a "?" by LOS alone (its contents, range and status are hidden; its position inside the Location too),
 * a unit in the open by its public status, type (normal range doubled, A7.22) and LOS.
 */
function mayFireAsSeenByAttacker(ctx: GameContext, u: UnitState, target: string): boolean {
  const to = targetLocation(ctx, target);
  // what the ATTACKER has on its map (core/seen.ts: not hidden, not out of sight), never below ground
  const at = u.loc;
  if (!to || !at || !onMapFor(ctx, u) || ctx.locations.underground(at)) return false;
  if (u.status.concealed) {
    const { position: _position, ...where } = at;
    return losBetween(ctx, where, to).clear;
  }
  const type = ctx.unitTypes.get(u.type);
  if (u.status.broken || u.status.ti || !isInfantry(u.kind) || !type || type.firepower <= 0) return false;
  return range(ctx, at, to) <= Math.max(1, type.range * 2) && losBetween(ctx, at, to).clear;
}

/** Whether the DEFENDER `side` is to be asked about Defensive First Fire at `target` now. */
export function asksFirstFire(ctx: GameContext, state: GameState, side: Side, target: string): boolean {
  const mode = firstFirePromptMode(ctx, state, side);
  if (mode === 'always') return true;
  if (mode === 'neverThisMph') return false;
  return Object.values(state.units).some((u) => u.side === side && mayFireAsSeenByAttacker(ctx, u, target));
}

/**
 * Whether the DEFENDER `side` is asked again after a Defensive First Fire attack at `target` (A8.1, A8.14:
 * another attack by different attackers at the same expenditure): not in `neverThisMph`; otherwise when,
 * AS THE ATTACKER SEES IT, another unit could fire: a unit in the open that has not attacked at this
 * expenditure (`firedAt`), or any "?" with LOS (how many are beneath, and whether they fired, is
 * hidden). So whether the match waits again tells the ATTACKER nothing he does not see.
 */
export function asksFollowUpFire(ctx: GameContext, state: GameState, side: Side, target: string, firedAt: ReadonlySet<string>): boolean {
  if (firstFirePromptMode(ctx, state, side) === 'neverThisMph') return false;
  return Object.values(state.units).some(
    (u) => u.side === side && (u.status.concealed || !firedAt.has(u.id)) && mayFireAsSeenByAttacker(ctx, u, target),
  );
}

export const setFirstFirePrompt: CommandHandler<z.infer<typeof SetFirstFirePromptSchema>> = {
  type: 'setFirstFirePrompt',
  schema: SetFirstFirePromptSchema,
  // a preference, not a move: any time, even while a decision is pending (the seat's own or the other's)
  anytime: true,
  // never offered in legal(): an entry there would read as "the match waits on you" (title, bots); the
  // seat's view carries its setting (fire.firstFirePrompt) and the client offers the three modes
  legal: () => [],
  apply(ctx: ApplyContext, cmd) {
    const { state, side } = ctx;
    const prompts = moduleState<Prompts>(state, ID, () => ({}));
    const seat = (prompts[side] ??= { mode: 'always' });
    if (cmd.mode === 'neverThisMph') {
      seat.neverIn = ctx.turn.index(state);
      // "No fire" to the question pending now, as declineFire would answer it
      if (state.pending?.kind === DFF_KIND && state.pending.side === side) endDefensiveFirstFire(ctx);
    } else {
      seat.mode = cmd.mode;
      delete seat.neverIn;
    }
  },
};
