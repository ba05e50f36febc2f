// Snipers (A14) on the wire: registered in areas/index.ts. The Sniper acts on its own (A14.01: "not
// subject to the complete control of either player"), so it offers no choices.
import { areaWire } from '../areaWire';
import { snipersChoices } from './choices';
import { snipersEvents } from './events';
import type { SnipersViews } from './view';

export type { SniperCounterView, SnipersView, SnipersViews } from './view';

export const snipersWire = areaWire<SnipersViews>()({
  area: 'snipers',
  modules: ['snipers'],
  events: snipersEvents,
  choices: snipersChoices,
});
