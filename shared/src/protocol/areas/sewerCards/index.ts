// sewer-cards (its Sewer cards, SC.7 activation tokens, assault) on the wire: registered in areas/index.ts.
import { areaWire } from '../areaWire';
import { sewerCardsChoices } from './choices';
import { sewerCardsEvents } from './events';
import type { SewerCardsViews } from './view';

export type { ActivationsView, SewerCardsView, SewerCardsViews, SewerCardView } from './view';

export const sewerCardsWire = areaWire<SewerCardsViews>()({
  area: 'sewerCards',
  modules: ['activations', 'sewerCards'],
  events: sewerCardsEvents,
  choices: sewerCardsChoices,
});
