// HL.3 (our reading): in an impulse only the activated units of the active side act; a unit that acted
// this Game Turn (activated, or took Opportunity Fire) acts no more until the next. The other side's
// units that have not acted may take Opportunity Fire (the 'firstFire' activity of the Impulse phase).
import type { UnitCondition } from '../../engine/conditions';
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { phasingSide } from '../../engine/turn';
import { readImpulses } from './state';
import { IMPULSE_PHASE } from './sequence';

// asked for every unit in a legal(): "nothing" is one shared empty list
const NO_CONDITIONS: readonly UnitCondition[] = [];

export function impulseConditions(_ctx: GameContext, state: GameState, unit: UnitState): readonly UnitCondition[] {
  if (state.status !== 'playing' || state.phase !== IMPULSE_PHASE) return NO_CONDITIONS;
  const s = readImpulses(state);
  if (s.used.includes(unit.id)) return [{ kind: 'inactive', reason: `${unit.id} has already acted this Game Turn`, rule: 'HL.3' }];
  if (unit.side === phasingSide(state) && !s.activation?.units.includes(unit.id)) {
    return [{ kind: 'inactive', reason: `${unit.id} was not activated in this impulse`, rule: 'HL.3' }];
  }
  return NO_CONDITIONS;
}
