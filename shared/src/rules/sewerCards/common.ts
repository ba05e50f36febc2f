// What the Sewer card commands share: looking a card up as the sender's, the hexes an enemy holds as the
// sender knows them, and how much of a card the other side is told (hidden Sewer cards).
import { fail } from '../../engine/errors';
import type { ApplyContext, GameContext } from '../../engine/module';
import { ownPiece } from '../../engine/ownPieces';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { ground, sameLocation } from '../../units/location';
import { SewerCardParams } from './params';
import { cards, type SewerCard } from './state';

export const hidden = (ctx: GameContext) => SewerCardParams.of(ctx).hiddenSewerCards;

/** The sender's card `id` (colours are public: any other answer is the one refusal). */
export function ownCard(ctx: ApplyContext, id: string): SewerCard {
  return ownPiece(ctx.side, cards(ctx.state).cards, id, 'Sewer card');
}

/** Enemy units in the hex's ground Location. */
export function enemiesIn(state: GameState, side: Side, hex: string): UnitState[] {
  const at = ground(hex);
  return Object.values(state.units).filter((u) => u.side !== side && !u.eliminated && u.loc && sameLocation(u.loc, at));
}

/** Enemy units there that `side` knows of: on its map as units or "?" (a unit set up hidden is not). */
export const knownEnemiesIn = (state: GameState, side: Side, hex: string) => enemiesIn(state, side, hex).filter((u) => !u.status.hidden);

/** Whether the other side sees this unit on the map (not hidden, not under a "?", not out of sight). */
export function opponentSeesUnit(ctx: GameContext, u: UnitState): boolean {
  return !!u.loc && !u.status.hidden && !u.status.concealed && !ctx.locations.outOfSight(u.loc);
}

/** The squad on the card must be the unit activated now (SC.4-SC.6 start with its activation). */
export function cardUnit(ctx: ApplyContext, card: SewerCard, rule: string): UnitState {
  const u = card.unit ? ctx.state.units[card.unit] : undefined;
  if (!u || u.eliminated) fail('ILLEGAL_COMMAND', `no squad is on the ${card.id} Sewer card`, rule);
  return u;
}

/** The other side of the card's owner. */
export const opponentOf = (card: SewerCard) => otherSide(card.side);
