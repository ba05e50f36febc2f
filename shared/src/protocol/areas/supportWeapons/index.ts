// Support weapons (A9) on the wire: registered in areas/index.ts. The MG fire with the core's fire
// entries (their firers name the SW); its own entries (RPh repair, dismantle/assemble, Recovery) are concrete commands.
import { areaWire } from '../areaWire';
import { supportWeaponsEvents } from './events';
import type { SupportWeaponsViews } from './view';

export type { LyingSwView, SupportWeaponsView, SupportWeaponsViews } from './view';

export const supportWeaponsWire = areaWire<SupportWeaponsViews>()({
  area: 'supportWeapons',
  modules: ['supportWeapons'],
  events: supportWeaponsEvents,
  choices: {},
});
