// The playable catalog: maps and scenarios shipped in shared/data, validated at start (a broken file
// stops the server with a message naming the hex or field). Games are built once per ruleset and
// scenario and reused: a Game is immutable.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILTIN_UNIT_TYPES,
  compileMap,
  ConcealedTypesSchema,
  declaredOptions,
  createGame,
  type Game,
  type GameMap,
  ruleset,
  type Ruleset,
  type Scenario,
  type ScenarioSummary,
  ScenarioSchema,
  type UnitTypeSummary,
  VictoryConditionsSchema,
} from '@hexfog/shared';
import { PROJECT_ROOT } from '../config/config';

export interface Catalog {
  scenarios(): ScenarioSummary[];
  scenario(id: string): Scenario | undefined;
  mapDoc(id: string): unknown;
  /** The game of a scenario under a ruleset, with a match's parameter values (match options) if any. */
  game(rulesetId: string, scenarioId: string, params?: Readonly<Record<string, unknown>>): Game;
  /** The rules version the server plays a ruleset under. */
  rulesVersion(rulesetId: string): number;
}

/** `rulesets` replaces the built-in rulesets (tests: a server that plays a newer rules version). */
export function loadCatalog(
  dataDir = join(PROJECT_ROOT, 'shared/data'),
  rulesets: (id: string, params?: Readonly<Record<string, unknown>>) => Ruleset = ruleset,
): Catalog {
  const read = (dir: string) =>
    readdirSync(join(dataDir, dir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dataDir, dir, f), 'utf8')) as { id: string });
  const mapDocs = new Map(read('maps').map((d) => [d.id, d]));
  const maps = new Map<string, GameMap>([...mapDocs].map(([id, d]) => [id, compileMap(d)]));
  const scenarios = new Map<string, Scenario>(read('scenarios').map((d) => [d.id, ScenarioSchema.parse(d)]));
  const games = new Map<string, Game>();
  // Validate every scenario with every ruleset it names now, not at the first match.
  for (const s of scenarios.values()) {
    const map = maps.get(s.map);
    if (!map) throw new Error(`scenario ${s.id}: unknown map ${s.map}`);
    for (const r of s.rulesets) games.set(`${r}/${s.id}`, createGame(rulesets(r), s, map));
  }
  // Built once: the list is served on every lobby and match page load.
  const mapName = (id: string) => String((mapDocs.get(id) as { name?: unknown } | undefined)?.name ?? id);
  const summaries = [...scenarios.values()].map((s) => summarise(s, rulesets, mapName(s.map)));
  return {
    scenarios: () => [...summaries],
    scenario: (id) => scenarios.get(id),
    mapDoc: (id) => mapDocs.get(id),
    rulesVersion: (r) => rulesets(r).rulesVersion,
    game: (r, s, params) => {
      const g = games.get(`${r}/${s}`);
      if (!g) throw new Error(`scenario ${s} is not playable with ruleset ${r}`);
      if (!params || !Object.keys(params).length) return g;
      // A match option (a parameter value) gives another game, built at its first match and kept.
      const key = `${r}/${s}/${JSON.stringify(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
      let v = games.get(key);
      if (!v) games.set(key, (v = createGame(rulesets(r, params), scenarios.get(s)!, maps.get(scenarios.get(s)!.map)!)));
      return v;
    },
  };
}

function summarise(s: Scenario, rulesets: (id: string) => Ruleset, mapName: string): ScenarioSummary {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    map: s.map,
    mapName,
    rulesets: [...s.rulesets],
    turns: s.turns,
    sides: { A: s.sides.A.name, B: s.sides.B.name },
    briefing: s.briefing,
    specialRules: [...s.specialRules],
    victory: s.victory.text,
    victoryConditions: VictoryConditionsSchema.parse({
      kind: s.victory.kind,
      side: s.victory.side,
      hexes: s.victory.hexes,
      count: s.victory.count,
    }),
    concealedTypes: ConcealedTypesSchema.parse({ A: concealedTypes(s, 'A'), B: concealedTypes(s, 'B') }),
    modules: Object.fromEntries(s.rulesets.map((r) => [r, rulesets(r).modules.map((m) => m.id)])),
    options: Object.fromEntries(s.rulesets.map((r) => [r, declaredOptions(rulesets(r).modules)])),
    nationalities: { A: s.sides.A.nationality, B: s.sides.B.nationality },
    unitTypes: unitTypesOf(s),
  };
}

/** The unit types the side's OB sets up concealed (A12.12), each once. */
function concealedTypes(s: Scenario, side: 'A' | 'B'): string[] {
  return [...new Set(s.oob[side].filter((e) => e.concealed).map((e) => e.type))];
}

/**
 * The unit types a scenario may show, so the client can name counters without importing the engine's
 * unit catalog: the builtin types, then the scenario's own (which override a builtin of the same id,
 * as in the engine's context). Printed counter values only: all public.
 */
function unitTypesOf(s: Scenario): UnitTypeSummary[] {
  const byId = new Map<string, UnitTypeSummary>();
  for (const t of [...BUILTIN_UNIT_TYPES, ...s.unitTypes]) {
    byId.set(t.id, {
      id: t.id,
      name: t.name,
      kind: t.kind,
      firepower: t.firepower,
      range: t.range,
      morale: t.morale,
      nationality: t.nationality,
      ...(t.leadership !== undefined ? { leadership: t.leadership } : {}),
      ...(t.brokenMorale !== undefined ? { brokenMorale: t.brokenMorale } : {}),
      ...(t.mg !== undefined ? { mg: t.mg, rof: t.rof ?? 0 } : {}),
    });
  }
  return [...byId.values()];
}
