// Hidden Initial Placement (A12.3) on the wire: registered in areas/index.ts. Its module shows nothing
// of its own in the view: a hidden unit is the owner's unit marked `hidden` (view/project.ts).
import { areaWire } from '../areaWire';
import { hipChoices } from './choices';
import { hipEvents } from './events';

export const hipWire = areaWire<Record<never, never>>()({ area: 'hip', modules: ['hip'], events: hipEvents, choices: hipChoices });
