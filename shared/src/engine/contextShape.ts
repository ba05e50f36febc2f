// The contexts made per state and per command, built field by field. On this Node (20), an object
// spread followed by more fields (`{ ...ctx, state, side }`) gives each result a hidden class of its
// own after a few calls: about 5-30 µs to build, and every `ctx.state`, `ctx.map` the rules then read
// on it is a megamorphic lookup. Built as one literal, every context has one of two shapes. The types
// list every field (all are required), so a field added to GameContext must be added here.
import type { GameMap } from '../map/gameMap';
import type { RollEventData } from './events';
import type { ApplyContext, GameContext, RollSpec } from './module';
import type { GameEvent } from './events';
import type { GameState, Side } from './state';

/** The same context on another map (engine/mapChanges.ts). */
export function withMap(c: GameContext, map: GameMap): GameContext {
  return {
    rulesetId: c.rulesetId,
    rulesVersion: c.rulesVersion,
    params: c.params,
    scenario: c.scenario,
    scenarioRules: c.scenarioRules,
    map,
    unitTypes: c.unitTypes,
    zones: c.zones,
    modules: c.modules,
    locations: c.locations,
    turn: c.turn,
  };
}

/** The context a command's handler works in: the rules' context at the input state, with the draft. */
export function applyContext(
  c: GameContext,
  state: GameState,
  side: Side,
  emit: (e: GameEvent) => void,
  roll: (spec: RollSpec) => RollEventData,
): ApplyContext {
  return {
    rulesetId: c.rulesetId,
    rulesVersion: c.rulesVersion,
    params: c.params,
    scenario: c.scenario,
    scenarioRules: c.scenarioRules,
    map: c.map,
    unitTypes: c.unitTypes,
    zones: c.zones,
    modules: c.modules,
    locations: c.locations,
    turn: c.turn,
    state,
    side,
    emit,
    roll,
  };
}
