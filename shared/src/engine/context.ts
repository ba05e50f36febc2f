// Builds the immutable context a match is played in: ruleset, scenario, map, unit types, zones.
import { columnIndex, firstRow, formatHex, parseHex } from '../hex/asl';
import type { GameMap } from '../map/gameMap';
import { type Scenario, ScenarioSchema, type Zone } from '../scenario/schema';
import { BUILTIN_UNIT_TYPES, type UnitType } from '../units/catalog';
import { CORE_LOCATION_KINDS, type LocationKind, LocationKinds } from '../units/locationKinds';
import type { ApplyContext, GameContext, RollSpec, Ruleset } from './module';
import type { GameEvent, RollEventData } from './events';
import { mergeSchemas } from './params';
import type { GameState, Side } from './state';
import { mergePhases } from './turn';

export class ScenarioValidationError extends Error {
  constructor(
    readonly scenarioId: string,
    readonly problems: readonly string[],
  ) {
    super(`scenario ${scenarioId}: ${problems.join('; ')}`);
    this.name = 'ScenarioValidationError';
  }
}

function zoneHexes(zone: Zone, map: GameMap, problems: string[], label: string): Set<string> {
  const out = new Set<string>();
  for (const name of zone.hexes ?? []) {
    const cell = map.byName(name);
    if (!cell) problems.push(`${label}: ${name} is not a hex of map ${map.doc.id}`);
    else out.add(cell.name);
  }
  for (const a of zone.areas ?? []) {
    const c0 = columnIndex(a.columns[0]);
    const c1 = columnIndex(a.columns[1]);
    if (c0 === undefined || c1 === undefined || !map.doc.boards.some((b) => b.id === a.board)) {
      problems.push(`${label}: area on board ${a.board} columns ${a.columns.join('-')} is not on the map`);
      continue;
    }
    for (let c = c0; c <= c1; c++) {
      for (let r = Math.max(a.rows[0], firstRow(c)); r <= a.rows[1]; r++) {
        const h = parseHex(
          `${a.board}${String.fromCharCode(65 + (c % 26)).repeat(Math.floor(c / 26) + 1)}${r}`,
          map.doc.boards,
          map.geometry,
        );
        if (h) out.add(formatHex(h, map.doc.boards, map.geometry)!);
      }
    }
  }
  return out;
}

/** Validates a scenario against its map and a ruleset, naming every problem. */
export function buildContext(ruleset: Ruleset, scenarioInput: unknown, map: GameMap): GameContext {
  const parsed = ScenarioSchema.safeParse(scenarioInput);
  const sid =
    typeof scenarioInput === 'object' && scenarioInput && 'id' in scenarioInput ? String((scenarioInput as { id: unknown }).id) : '?';
  if (!parsed.success)
    throw new ScenarioValidationError(
      sid,
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    );
  const scenario: Scenario = parsed.data;
  const problems: string[] = [];
  if (scenario.map !== map.doc.id) problems.push(`scenario plays on map ${scenario.map}, given ${map.doc.id}`);
  if (!scenario.rulesets.includes(ruleset.id as Scenario['rulesets'][number])) problems.push(`not playable with ruleset ${ruleset.id}`);
  const unitTypes = new Map<string, UnitType>(BUILTIN_UNIT_TYPES.map((t) => [t.id, t]));
  for (const t of scenario.unitTypes) unitTypes.set(t.id, t);
  for (const side of ['A', 'B'] as const) {
    for (const e of scenario.oob[side]) {
      const t = unitTypes.get(e.type);
      if (!t) problems.push(`oob.${side}: unknown unit type ${e.type}`);
      else if (e.skills.length && t.kind !== 'leader' && t.kind !== 'hero')
        problems.push(`oob.${side}: ${e.type} is no Hero or Leader and cannot hold skill cards`);
    }
  }
  const zones = {
    A: zoneHexes(scenario.setupZones.A, map, problems, 'setupZones.A'),
    B: zoneHexes(scenario.setupZones.B, map, problems, 'setupZones.B'),
  } satisfies Record<Side, Set<string>>;
  if (zones.A.size === 0) problems.push('setupZones.A is empty');
  if (zones.B.size === 0) problems.push('setupZones.B is empty');
  if (scenario.victory.kind === 'controlHexes') {
    for (const h of scenario.victory.hexes) if (!map.byName(h)) problems.push(`victory: ${h} is not a hex of map ${map.doc.id}`);
  }
  const rules = mergeSchemas(ruleset.modules, (m) => m.scenarioRules, 'scenario rule').safeParse(scenario.rules);
  if (!rules.success) for (const i of rules.error.issues) problems.push(`rules.${i.path.join('.')}: ${i.message}`);
  if (problems.length) throw new ScenarioValidationError(scenario.id, problems);
  const turn = ruleset.turn(
    mergePhases(
      ruleset.phases,
      ruleset.modules.flatMap((m) => m.phases ?? []),
    ),
  );
  return {
    rulesetId: ruleset.id,
    rulesVersion: ruleset.rulesVersion,
    params: rulesetParams(ruleset),
    scenario,
    scenarioRules: rules.data!,
    map,
    unitTypes,
    zones,
    modules: ruleset.modules,
    locations: locationKinds(ruleset),
    turn,
  };
}

const parsedParams = new WeakMap<Ruleset, Readonly<Record<string, unknown>>>();

/** The ruleset's parameter values parsed by its modules' schemas (strict: an undeclared value is an error). */
export function rulesetParams(ruleset: Ruleset): Readonly<Record<string, unknown>> {
  let p = parsedParams.get(ruleset);
  if (!p) {
    const r = mergeSchemas(ruleset.modules, (m) => m.params, 'parameter')
      .strict()
      .safeParse(ruleset.params);
    if (!r.success)
      throw new Error(
        `ruleset ${ruleset.id}: ${r.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ')}`,
      );
    p = Object.freeze(r.data);
    parsedParams.set(ruleset, p);
  }
  return p;
}

/** Core kinds, then the modules', then the ruleset's changes to them. */
function locationKinds(ruleset: Ruleset): LocationKinds {
  const kinds = new Map<string, LocationKind>();
  for (const k of [...CORE_LOCATION_KINDS, ...ruleset.modules.flatMap((m) => m.locationKinds ?? [])]) {
    if (kinds.has(k.id)) throw new Error(`Location kind ${k.id} is registered twice`);
    kinds.set(k.id, k);
  }
  for (const [id, change] of Object.entries(ruleset.locationKinds ?? {})) {
    const k = kinds.get(id);
    if (!k) throw new Error(`ruleset ${ruleset.id} changes Location kind ${id}, which no module registers`);
    kinds.set(id, { ...k, ...change });
  }
  return new LocationKinds([...kinds.values()]);
}

// The contexts made per state and per command, built field by field. On this Node (20), an object
// spread followed by more fields (`{ ...ctx, state, side }`) gives each result a hidden class of its
// own after a few calls: about 5-30 µs to build, and every `ctx.state`, `ctx.map` the rules then read
// on it is a megamorphic lookup. Built as one literal, every context has one of two shapes. The types
// list every field (all are required), so a field added to GameContext must be added here.
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
