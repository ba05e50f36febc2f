// Rulesets: a module list plus a parameter table. The server composes a ruleset with the engine.
import type { Ruleset } from '../engine/module';
import { advanceModule } from '../rules/advance/advance';
import { closeCombatModule } from '../rules/closeCombat/closeCombat';
import { concealmentModule } from '../rules/concealment/concealment';
import { fireModule } from '../rules/fire/fire';
import { movementModule } from '../rules/movement/movement';
import { setupModule } from '../rules/setup/setup';
import { sewersModule } from '../rules/sewers/index';
import { demolitionModule } from '../rules/demolition/demolition';
import { riverConditionsModule } from '../rules/water/riverConditions';
import { routModule } from '../rules/rout/rout';
import { turnModule } from '../rules/turn/turn';
import { controlModule } from '../rules/victory/victory';
import { ASL_PARAMS, HEROES_AND_LEADERS_PARAMS, SEWER_CARDS_PARAMS } from './params';

// closeCombat before control and concealment: Close Combat resolves as the CCPh ends, then Control is
// updated and "?" may be regained
const core = [setupModule, turnModule, movementModule, fireModule, routModule, advanceModule, closeCombatModule, controlModule, concealmentModule, riverConditionsModule];

export const RULESETS: Readonly<Record<string, Ruleset>> = {
  // the sewers module resolves its Close Combat with the others as the CCPh ends, before Control
  asl: { id: 'asl', name: 'ASL: sewers and tunnels, entrenchments, water obstacles', modules: [...core.slice(0, 7), sewersModule, demolitionModule, ...core.slice(7)], params: ASL_PARAMS },
  'heroes-and-leaders': { id: 'heroes-and-leaders', name: 'Heroes and Leaders sewer variant', modules: [...core], params: HEROES_AND_LEADERS_PARAMS },
  'sewer-cards': { id: 'sewer-cards', name: 'Sewer cards (Stalingrad) variant', modules: [...core], params: SEWER_CARDS_PARAMS },
};

export { RULESET_IDS, type RulesetId } from '../protocol/rulesets';

export function ruleset(id: string): Ruleset {
  const r = RULESETS[id];
  if (!r) throw new Error(`unknown ruleset ${id}`);
  return r;
}
