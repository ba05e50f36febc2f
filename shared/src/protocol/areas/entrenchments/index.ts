// Entrenchments (B27) on the wire: registered in areas/index.ts.
import { areaWire } from '../areaWire';
import { entrenchmentsChoices } from './choices';
import { entrenchmentsEvents } from './events';
import type { EntrenchmentsViews } from './view';

export type { EntrenchmentAllowanceCount, EntrenchmentAllowanceView, EntrenchmentsView, EntrenchmentsViews } from './view';

export const entrenchmentsWire = areaWire<EntrenchmentsViews>()({
  area: 'entrenchments',
  modules: ['entrenchments'],
  events: entrenchmentsEvents,
  choices: entrenchmentsChoices,
});
