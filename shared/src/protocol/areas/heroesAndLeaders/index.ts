// heroes-and-leaders (impulses, its sewer network, activation by hex or leader) on the wire:
// registered in areas/index.ts.
import { areaWire } from '../areaWire';
import { heroesAndLeadersChoices } from './choices';
import { heroesAndLeadersEvents } from './events';
import type { HeroesAndLeadersViews } from './view';

export type { HeroesAndLeadersViews, ImpulsesView, SewerNetworkNode, SewerNetworkView } from './view';

export const heroesAndLeadersWire = areaWire<HeroesAndLeadersViews>()({
  area: 'heroesAndLeaders',
  modules: ['impulses', 'sewerNetwork'],
  events: heroesAndLeadersEvents,
  choices: heroesAndLeadersChoices,
});
