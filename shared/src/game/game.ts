// A Game: the engine's reducer (apply, legal) composed with the views (view/). The server and the tests
// play through this; the engine itself knows nothing of views.
import type { GameMap } from '../map/gameMap';
import { createEngine, type Engine } from '../engine/game';
import type { Ruleset, Viewer } from '../engine/module';
import type { GameState } from '../engine/state';
import { buildView, type View } from '../view/project';

export interface Game extends Engine {
  view(state: GameState, viewer: Viewer): View;
}

export function createGame(ruleset: Ruleset, scenario: unknown, map: GameMap): Game {
  const engine = createEngine(ruleset, scenario, map);
  return {
    ...engine,
    view: (state, viewer) =>
      buildView(engine.contextAt(state), state, viewer, viewer.kind === 'side' ? engine.legal(state, viewer.side) : []),
  };
}
