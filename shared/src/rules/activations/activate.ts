// SC.7 activation (Tide of Iron's Action Phase as the chapter A core plays it): once an action turn the
// active side activates one fresh Good Order unit on the map for one action: Advance (moves, no fire),
// Concentrated Fire (fires at full FP, no move), Fire and Movement (both, the core's Advancing Fire at
// half FP: our reading), Prepare Op Fire or Fatigue Unit (both over at once: the token goes on). A unit
// under a "?" may be activated: the other side is told the hex only, not the unit nor the action.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { ownUnit } from '../../engine/ownPieces';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { actsFor } from '../../engine/turn';
import { ACTIVATE, activateUnit, completeActivation, mayActivateNow, type ActionKind } from '../core/activation';
import { activationSeen } from './seen';
import { ACTIONS, actionsOf, goodOrderOnMap, mayBeActivated, type TurnAction } from './tokens';

const RULE = 'SC.7';

const ActivateSchema = z.strictObject({ type: z.literal('activate'), unit: z.string().max(12), action: z.enum(ACTIONS) });
type Activate = z.infer<typeof ActivateSchema>;

export type ActivateChoices = {
  units: { id: string; hex: string; actions: string[] }[];
};

export function activateChoices(ctx: GameContext, state: GameState, side: Side): ActivateChoices {
  const units = Object.values(state.units).filter((u) => mayBeActivated(ctx, state, u, side));
  return {
    units: units.map((u) => ({ id: u.id, hex: u.loc!.hex, actions: [...actionsOf(ctx, u)] })).sort((a, b) => a.id.localeCompare(b.id)),
  };
}

/** Tells both sides of an activation: the owner in full, the other side what it sees (seen.ts); spectators nothing. */
export function emitActivated(ctx: ApplyContext, u: UnitState, action: ActionKind): void {
  ctx.emit({ type: 'activated', audience: u.side, data: { hex: u.loc!.hex, units: [u.id], action, rule: RULE } });
  ctx.emit({ type: 'activated', audience: otherSide(u.side), data: { ...activationSeen(ctx, u, action), rule: RULE } });
}

/** The turn checks every activation makes before it looks at the unit (SC.7). */
export function checkActionTurn(ctx: ApplyContext): void {
  if (!actsFor(ctx, ctx.state, ctx.side, ACTIVATE))
    fail('NOT_YOUR_TURN', 'units are activated by the active side in its action turn', RULE);
}

const activate: CommandHandler<Activate> = {
  type: 'activate',
  schema: ActivateSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!mayActivateNow(ctx, state, side)) return [];
    const choices = activateChoices(ctx, state, side);
    if (!choices.units.length) return [];
    return [{ type: 'activate', label: 'Activate a unit', rule: RULE, choices }];
  },
  sample(entry, random) {
    const units = (entry.choices as ActivateChoices).units;
    const u = units[Math.floor(random() * units.length)]!;
    return { type: 'activate', unit: u.id, action: u.actions[Math.floor(random() * u.actions.length)] as TurnAction };
  },
  apply(ctx, cmd) {
    // the id first: an id that is not the sender's gets the one refusal, whatever the phase
    const unit = ownUnit(ctx, cmd.unit);
    checkActionTurn(ctx);
    if (!goodOrderOnMap(ctx, unit, ctx.side)) fail('ILLEGAL_COMMAND', `${unit.id} is not a Good Order unit on the map`, RULE);
    if (!actionsOf(ctx, unit).includes(cmd.action)) fail('ILLEGAL_COMMAND', `${unit.id} cannot be activated to ${cmd.action}`, RULE);
    activateUnit(ctx, unit, cmd.action, RULE); // once an action turn, a fresh unit only
    emitActivated(ctx, unit, cmd.action);
    // Prepare Op Fire and Fatigue Unit are over at once (ToI): the token goes on now
    if (cmd.action === 'opFire' || cmd.action === 'fatigue') completeActivation(ctx, cmd.action);
  },
};

export const activateCommand = activate;
