// The start every action of a Sewer card's squad shares (SC.4-SC.6): the card's owner, in its action
// turn with nothing activated, activates the squad on the card (it must be fresh: no activation token
// this round, rules/core/activation.ts).
import { fail } from '../../engine/errors';
import type { ApplyContext, GameContext } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { type ActionKind, activateUnit, isFresh, mayActivateNow } from '../core/activation';
import { cardUnit, ownCard } from './common';
import { readCards, type SewerCard } from './state';

/** Cards of `side` whose squad may be activated now (legal()). */
export function activatableCards(ctx: GameContext, state: GameState, side: Side): SewerCard[] {
  if (!mayActivateNow(ctx, state, side)) return [];
  return Object.values(readCards(state).cards).filter(
    (c) => c.side === side && c.unit && state.units[c.unit] && !state.units[c.unit]!.eliminated && isFresh(state, c.unit),
  );
}

/** Looks the card up as the sender's and activates its squad for `action`. */
export function activateCard(ctx: ApplyContext, cardId: string, action: ActionKind, rule: string): { card: SewerCard; unit: UnitState } {
  if (!mayActivateNow(ctx, ctx.state, ctx.side))
    fail('NOT_YOUR_TURN', 'a Sewer card’s squad is activated in its side’s action turn, before anything else is', rule);
  const card = ownCard(ctx, cardId);
  const unit = cardUnit(ctx, card, rule);
  activateUnit(ctx, unit, action, rule);
  return { card, unit };
}
