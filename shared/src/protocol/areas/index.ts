// The rule areas' wire, registered: one line per area. Each area's folder declares the event types its
// modules emit, the legal entry types they offer with choices, and their parts of the view
// (areaWire.ts); events.ts, legal.ts and moduleViews.ts add the core's and compose the whole from
// this list, so a new area is a folder here plus one line below and no central file changes.
import type { UnionToIntersection } from './areaWire';
import { entrenchmentsWire } from './entrenchments/index';
import { heroesAndLeadersWire } from './heroesAndLeaders/index';
import { hipWire } from './hip/index';
import { sewerCardsWire } from './sewerCards/index';
import { sewersWire } from './sewers/index';
import { snipersWire } from './snipers/index';
import { supportWeaponsWire } from './supportWeapons/index';
import { tunnelsWire } from './tunnels/index';
import { waterWire } from './water/index';

export const AREA_WIRES = [
  sewersWire,
  tunnelsWire,
  entrenchmentsWire,
  waterWire,
  heroesAndLeadersWire,
  sewerCardsWire,
  snipersWire,
  supportWeaponsWire,
  hipWire,
] as const;

type Registered = (typeof AREA_WIRES)[number];
/** Every area's event schemas as one object type, each key with its exact schema. */
export type AreaEvents = UnionToIntersection<Registered['events']>;
/** Every area's choices schemas as one object type, each key with its exact schema. */
export type AreaChoices = UnionToIntersection<Registered['choices']>;
/** Every area's parts of `View.modules`; ModuleViews extends it. */
export type AreaViews = UnionToIntersection<NonNullable<Registered['views']>>;
