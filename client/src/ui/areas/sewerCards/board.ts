// The Sewer cards on the board: a squad on a card is off the map (drawn on its card, SC.2), each card's
// entrance marker lies over the stacks of its hex (public), and activation tokens are badges on units (SC.7).
import { centre } from '@hexfog/shared/hex/index';
import type { AreaBoard } from '../registry';
import { readActivations, tokenBadge } from './activations';
import { entranceMarkerArt } from './art';
import { entranceMarkers, readSewerCards, SEWER_CARD_PLACE } from './cards';

export const sewerCardsBoard: AreaBoard = {
  offMap: (u) => u.loc?.place === SEWER_CARD_PLACE,
  marks: (view) =>
    [...entranceMarkers(readSewerCards(view.modules))].map(([hex, cards]) => ({
      hex,
      layer: 'over',
      art: (cell) => entranceMarkerArt(hex, centre(cell), cards),
    })),
  badge: (view, unit) => tokenBadge(readActivations(view.modules)?.tokens?.[unit]),
};
