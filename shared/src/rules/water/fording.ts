// B21.4 entry of a Water Obstacle, B21.41 fording, B21.42 fire while fording, B21.43 broken units in
// water, B21.3 Open Ground. (To be built.)
import type { UnitCondition } from '../../engine/conditions';
import type { EntryEffect, EntryQuery } from '../../engine/entry';
import type { GameContext } from '../../engine/module';
import type { Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState, UnitState } from '../../engine/state';

export function fordingEntryCost(_ctx: GameContext, _state: GameState, _q: EntryQuery): readonly EntryEffect[] {
  return [];
}

export function fordingConditions(_ctx: GameContext, _state: GameState, _u: UnitState): readonly UnitCondition[] {
  return [];
}

export function fordingModifiers(_ctx: GameContext, _state: GameState, _q: RollQuery): readonly Modifier[] {
  return [];
}
