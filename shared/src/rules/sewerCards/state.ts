// The Sewer cards' state (SC.1-SC.6): each card (id = its colour), the squad on it, where its entrance
// marker lies and the activation tokens covering its squares from the first.
import type { GameContext } from '../../engine/module';
import { moduleState, readModuleState } from '../../engine/moduleState';
import type { GameState, Side, UnitState } from '../../engine/state';
import { hexDistance } from '../core/sight';
import type { TokenSide } from '../core/activation';
import { DEFAULT_CARD_COLOURS, SewerCardParams, SewerCardRules } from './params';

export const MODULE = 'sewerCards';

/** The Location kind of a squad on a Sewer card: beneath its marker's hex, out of sight, alone (SC.2). */
export const CARD_PLACE = 'sewerCard';

export interface SewerCard {
  readonly id: string;
  readonly side: Side;
  /** The squad on the card (one per card, SC.2), or null. */
  unit: string | null;
  /** The hex of its entrance marker, or null while the card is empty. */
  marker: string | null;
  /** Activation tokens on the squares, from the first (SC.2-SC.4). */
  tokens: TokenSide[];
}

export interface SewerCardsState {
  cards: Record<string, SewerCard>;
}

export function initialCards(ctx: GameContext): SewerCardsState {
  const rule = SewerCardRules.of(ctx).sewerCards;
  if (!rule) return { cards: {} };
  const colours = (rule.colours ?? DEFAULT_CARD_COLOURS).slice(0, rule.count);
  return { cards: Object.fromEntries(colours.map((id) => [id, { id, side: rule.side, unit: null, marker: null, tokens: [] }])) };
}

export function readCards(state: GameState): SewerCardsState {
  return readModuleState(state, MODULE, () => ({ cards: {} }));
}

export function cards(state: GameState): SewerCardsState {
  return moduleState(state, MODULE, () => ({ cards: {} }));
}

export const track = (ctx: GameContext): readonly number[] => SewerCardParams.of(ctx).sewerCardTrack;

/**
 * SC.4: the exit range is the lowest number not covered by a token. Our reading where the text is
 * silent: with every square covered the unit has gone the card's whole way, its last number.
 */
export function exitRange(ctx: GameContext, card: SewerCard): number {
  const t = track(ctx);
  return t[card.tokens.length] ?? t.at(-1)!;
}

/** Whether the card has an open square left for another token (SC.4). */
export const hasOpenSquare = (ctx: GameContext, card: SewerCard) => card.tokens.length < track(ctx).length;

/** The hexes with a sewer token (SC.1): the scenario's list, or the map's Manhole Locations. */
export function sewerHexes(ctx: GameContext): readonly string[] {
  const listed = SewerCardRules.of(ctx).sewerCards?.hexes;
  if (listed) return listed.map((h) => ctx.map.byName(h)!.name); // each a hex of the map: index.ts validate() refuses others
  return ctx.map
    .hexes()
    .filter((h) => ctx.map.isManholeLocation(h.hex))
    .map((h) => h.name);
}

export const isOnCard = (u: UnitState) => u.loc?.place === CARD_PLACE;

/**
 * Sewer-token hexes within the card's exit range of its marker (SC.5, SC.6). Asked only of a card with a
 * squad, whose marker lies on its hex (SC.2; the module's invariants check it).
 */
export function withinExitRange(ctx: GameContext, card: SewerCard): string[] {
  const range = exitRange(ctx, card);
  return sewerHexes(ctx).filter((h) => hexDistance(ctx, card.marker!, h) <= range);
}
