// Entrenchments (B27) and the counters B27.6 moves between (F8 sangars, B30 pillboxes, B30.8 bunkers):
// the module's hooks, each from the file that holds its rule.
import type { RuleModule } from '../../engine/module';
import { EntrenchmentCapacityParams } from './capacity';
import { recordControl } from './lowerLevel';
import { entrenchmentEntryCost } from './movementCosts';
import { ENTRENCHMENT_POSITIONS } from './positions';
import { trenchModifiers } from './trenches';

export const entrenchmentsModule: RuleModule = {
  id: 'entrenchments',
  rules: ['B27.4', 'B27.41', 'B27.42', 'B27.44', 'B27.5', 'B27.51', 'B27.54', 'B27.56', 'B27.6', 'B20.9', 'B20.91', 'B20.93', 'B30.4', 'B30.41', 'B30.42', 'B30.44', 'B30.6', 'B30.8', 'F8.1', 'F8.3'],
  positions: ENTRENCHMENT_POSITIONS,
  params: EntrenchmentCapacityParams.schema,
  entryCost: entrenchmentEntryCost,
  modifiers: trenchModifiers,
  onEnter: recordControl,
};
