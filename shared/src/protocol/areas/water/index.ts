// Water obstacles (B21) on the wire: registered in areas/index.ts. Its units ford and cross with the
// core's move entries, so it offers no choices of its own.
import { areaWire } from '../areaWire';
import { waterEvents } from './events';
import type { WaterViews } from './view';

export type { WaterView, WaterViews } from './view';

export const waterWire = areaWire<WaterViews>()({ area: 'water', modules: ['water'], events: waterEvents, choices: {} });
