// Hidden Initial Placement's client (A12.3): its log lines, the setup toggles, and the owner's mark on
// his hidden units, which the core's counters already draw ("HIP", counters/markers.ts, from the
// unit's `hidden` flag: only the owner's view has the unit at all).
import type { ClientArea } from '../registry';
import { hipEventLine } from './events';
import { hipPanel } from './panel';

export const hipArea: ClientArea = {
  id: 'hip',
  eventLine: hipEventLine,
  entryTexts: { setUpHidden: () => 'Set up units hidden (A12.3)', hideFortifications: () => 'Set up fortifications hidden (A12.33)' },
  panel: hipPanel,
};
