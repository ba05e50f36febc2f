// Rulesets: a module list, parameter values, the sequence of play and changes to Location kinds. The
// server composes a ruleset with the engine. Every ruleset plays the chapter A core first.
import type { RuleModule, Ruleset } from '../engine/module';
import { advanceModule } from '../rules/advance/advance';
import { closeCombatModule } from '../rules/closeCombat/closeCombat';
import { concealmentModule } from '../rules/concealment/concealment';
import { coreModule } from '../rules/core/module';
import { demolitionModule } from '../rules/demolition/demolition';
import { fireModule } from '../rules/fire/fire';
import { movementModule } from '../rules/movement/movement';
import { rallyModule } from '../rules/rally/rally';
import { routModule } from '../rules/rout/rout';
import { setupModule } from '../rules/setup/setup';
import { sewersModule } from '../rules/sewers/index';
import { ASL_PHASES, playerTurns } from '../rules/turn/sequence';
import { turnModule } from '../rules/turn/turn';
import { controlModule } from '../rules/victory/victory';
import { riverConditionsModule } from '../rules/water/riverConditions';

export { RULESET_IDS, type RulesetId } from '../protocol/rulesets';

// Order matters where hooks meet: Close Combat (closeCombat, then the sewers') resolves as the CCPh
// ends, before Control is updated and "?" may be regained (control, concealment).
const before: readonly RuleModule[] = [coreModule, setupModule, turnModule, movementModule, fireModule, rallyModule, routModule, advanceModule, closeCombatModule];
const after: readonly RuleModule[] = [controlModule, concealmentModule, riverConditionsModule];

const asl = { phases: ASL_PHASES, turn: playerTurns } as const;

export const RULESETS: Readonly<Record<string, Ruleset>> = {
  asl: { id: 'asl', name: 'ASL: sewers and tunnels, entrenchments, water obstacles', modules: [...before, sewersModule, demolitionModule, ...after], params: {}, ...asl },
  'heroes-and-leaders': { id: 'heroes-and-leaders', name: 'Heroes and Leaders sewer variant', modules: [...before, ...after], params: {}, ...asl },
  'sewer-cards': { id: 'sewer-cards', name: 'Sewer cards (Stalingrad) variant', modules: [...before, ...after], params: {}, ...asl },
};

export function ruleset(id: string): Ruleset {
  const r = RULESETS[id];
  if (!r) throw new Error(`unknown ruleset ${id}`);
  return r;
}
