// What the match page needs before it can draw: the match summary, its scenario (side names, unit
// types) and the compiled map. Public data, over HTTP.
import type { GameMap } from '@hexfog/shared/map/index';
import { compileMap } from '@hexfog/shared/map/index';
import type { MatchSummary, ScenarioSummary } from '@hexfog/shared/protocol/index';
import { api } from '../../sdk/index';
import { makeNames, type Names } from '../format';

export interface LoadedMatch {
  readonly summary: MatchSummary;
  readonly map: GameMap;
  readonly names: Names;
  /** The scenario's public summary: the briefing, special rules and victory conditions the page shows. */
  readonly scenario: ScenarioSummary;
}

export async function loadMatch(matchId: string): Promise<LoadedMatch> {
  const http = api(location.origin);
  const summary = await http.match(matchId);
  const scenario = (await http.scenarios()).find((s) => s.id === summary.scenario);
  if (!scenario) throw new Error(`unknown scenario ${summary.scenario}`);
  // compileMap validates the document (zod) and throws on a malformed one
  const map = compileMap(await http.map(scenario.map));
  return { summary, map, names: makeNames(summary.sides, scenario.unitTypes, scenario.nationalities), scenario };
}
