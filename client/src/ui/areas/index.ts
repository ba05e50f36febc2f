// The rule areas with client parts of their own, one registry line each (./registry.ts says how).
import { impulseEventLine } from '../impulses/events';
import { sewerCardsEventLine } from '../sewerCards/events';
import { registerArea } from './registry';

// sewer-cards (SC.2-SC.7): its events, and its shapes of names other modules use too: first
registerArea({ id: 'sewerCards', eventLine: sewerCardsEventLine });
// heroes-and-leaders: impulses, activations, the sewer network's moves
registerArea({ id: 'impulses', eventLine: impulseEventLine });

export { areaEntryText, areaEventLine } from './registry';
