// Sewers (B8.1-B8.5) on the wire: registered in areas/index.ts.
import { areaWire } from '../areaWire';
import { sewersChoices } from './choices';
import { sewersEvents } from './events';
import type { SewersViews } from './view';

export type { OwnSewerStackView, SewerMarkerView, SewersView, SewersViews } from './view';

export const sewersWire = areaWire<SewersViews>()({ area: 'sewers', modules: ['sewers'], events: sewersEvents, choices: sewersChoices });
