// The chapter A core as a module every ruleset plays first: it declares the parameters the shared
// helpers of this folder read (stacking, IPC, LOS, the IFT, the CC Table and the Close Combat procedure's
// Ambush and concealment values, closeCombat.ts). Its helpers are what
// the rule modules build on; a module imports from here, never from another module's folder.
import type { RuleModule } from '../../engine/module';
import { CloseCombatParams } from './closeCombat';
import { CoreParams } from './params';

export const coreModule: RuleModule = {
  id: 'core',
  rules: ['A4.42', 'A5.1', 'A6.7', 'A7.3', 'A11.11'],
  params: CoreParams.schema.extend(CloseCombatParams.schema.shape),
};
