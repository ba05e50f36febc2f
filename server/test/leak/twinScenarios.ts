// Twin scenarios for the side-channel hunt: a shipped scenario and a copy of it that differs only in a
// fact the other side may not know. Each is loaded into a catalog of its own under the SAME scenario
// id, so that nothing but the hidden fact tells the two matches apart.
//   swap:  one of the hider's dummies is a squad in the twin (same unit id, set up concealed);
//   extra: the hider has one squad more in the twin (the next unit id), set up and moving with a
//          concealed unit of its own, so that its "?" or its sewer stack holds one unit more.
// And one scripted pair (tunnelStory): A records a tunnel in one game and none in the other (B8.6).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILTIN_UNIT_TYPES, type GameContext, type RulesetId, type Side } from '@hexfog/shared';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { type Catalog, loadCatalog } from '../../src/catalog/catalog';
import { ruleOptionsOf, type RuleOptions } from './harness';

export type TwinKind = 'swap' | 'extra';

export interface TwinPlan {
  readonly scenario: string;
  readonly ruleset: string;
  readonly kind: TwinKind;
  /** The side whose secret differs between the twins. */
  readonly hider: Side;
  /** swap: the unit that is a dummy in the first game, a squad in its twin; extra: the twin's added unit. */
  readonly unit: string;
  /** The hider's unit set up concealed that the twins hinge on: `unit` (swap), or the one the added unit goes with (extra). */
  readonly key: string;
  readonly delayedSpectators: boolean;
  /** The match options the twins are created with (sewer-cards: open or hidden Sewer cards). */
  readonly options: RuleOptions;
  /** A scripted twin (./twinStories.ts): its own scenario and commands for each game, and its dice seed. */
  readonly story?: {
    readonly map: unknown;
    readonly docs: readonly [unknown, unknown];
    readonly scripts: readonly [TwinStep[], TwinStep[]];
    readonly seed: string;
  };
}

/** One command of a twin game, by the seat that sends it. */
export interface TwinStep {
  readonly seat: Side;
  readonly command: Record<string, unknown>;
}

interface OobEntry {
  type: string;
  count: number;
  concealed?: boolean;
}
interface ScenarioDoc {
  id: string;
  map: string;
  rulesets: string[];
  oob: Record<Side, OobEntry[]>;
  unitTypes?: { id: string; kind: string }[];
}

/** Side B's setup in the scripted sewer-infiltration twins (B03 under a "?"), the same in both games. */
export const B_SETUP = [
  { unit: 'B01', hex: '71O3' },
  { unit: 'B02', hex: '71P4' },
  { unit: 'B03', hex: '71P2', concealed: true },
  { unit: 'B04', hex: '71O3' },
  { unit: 'B05', hex: '71R2' },
];

export const TWIN_SCENARIOS = [
  'sewer-infiltration',
  'factory-assault',
  'sewer-duel',
  'river-ford',
  'city-sewer-network',
  'sewer-infiltration-cards',
];

function readScenario(id: string): ScenarioDoc {
  return scenarioDoc(id) as unknown as ScenarioDoc;
}

function kindOf(doc: ScenarioDoc, type: string): string | undefined {
  return (doc.unitTypes ?? []).find((t) => t.id === type)?.kind ?? BUILTIN_UNIT_TYPES.find((t) => t.id === type)?.kind;
}

/** The ids the engine gives a side's units: in order of battle order, `A01`, `A02`, ... */
function idsOf(side: Side, entries: readonly OobEntry[]): string[][] {
  let n = 0;
  return entries.map((e) => Array.from({ length: e.count }, () => `${side}${String(++n).padStart(2, '0')}`));
}

/** The squad type a twin adds (set up concealed): the side's first squad, one that may conceal if any. */
function twinSquad(doc: ScenarioDoc, side: Side): string {
  const squads = doc.oob[side].filter((x) => kindOf(doc, x.type) === 'squad');
  const e = squads.find((x) => x.concealed) ?? squads[0];
  if (!e) throw new Error(`${doc.id}: side ${side} has no squad`);
  return e.type;
}

/** The first entry whose units may set up concealed: a squad that may, else a dummy. */
function concealable(doc: ScenarioDoc, side: Side): number {
  const entries = doc.oob[side];
  const squad = entries.findIndex((x) => x.concealed && kindOf(doc, x.type) === 'squad');
  return squad >= 0 ? squad : entries.findIndex((x) => kindOf(doc, x.type) === 'dummy');
}

/** The twin's order of battle for the hider, and the unit the twins differ in. */
export function twinOob(doc: ScenarioDoc, kind: TwinKind, hider: Side): { oob: OobEntry[]; unit: string; key: string } {
  const entries = doc.oob[hider];
  const squad = twinSquad(doc, hider);
  const ids = idsOf(hider, entries);
  if (kind === 'extra') {
    const count = entries.reduce((n, e) => n + e.count, 0);
    const unit = `${hider}${String(count + 1).padStart(2, '0')}`;
    return { oob: [...entries, { type: squad, count: 1, concealed: true }], unit, key: ids[concealable(doc, hider)]![0]! };
  }
  // swap: the last dummy of the first dummy entry becomes a squad, keeping every unit's id
  const at = entries.findIndex((e) => kindOf(doc, e.type) === 'dummy');
  if (at < 0) throw new Error(`${doc.id}: side ${hider} has no dummy`);
  const dummy = entries[at]!;
  const split = [...(dummy.count > 1 ? [{ ...dummy, count: dummy.count - 1 }] : []), { type: squad, count: 1, concealed: true }];
  const unit = ids[at]![dummy.count - 1]!;
  return { oob: [...entries.slice(0, at), ...split, ...entries.slice(at + 1)], unit, key: unit };
}

/**
 * Every twin pair: each scenario with each of its rulesets in each of its visibility modes (sewer-cards:
 * open and hidden Sewer cards), each kind, the hider alternating. In a sewer-cards match the hider's key
 * unit goes onto a Sewer card when it can (./twins.ts focus): the twins then differ in the squad on a
 * card (swap: a squad or none; extra: its stack's size before it went down), which the other side may
 * not know with hidden cards.
 */
export function twinPlans(): TwinPlan[] {
  const plans: TwinPlan[] = [];
  for (const scenario of TWIN_SCENARIOS) {
    const doc = readScenario(scenario);
    for (const ruleset of doc.rulesets) {
      for (const options of ruleOptionsOf(ruleset as RulesetId)) {
        for (const kind of ['swap', 'extra'] as const) {
          const hider: Side = plans.length % 4 < 2 ? 'A' : 'B';
          const { unit, key } = twinOob(doc, kind, hider);
          plans.push({ scenario, ruleset, kind, hider, unit, key, delayedSpectators: plans.length % 3 === 2, options });
        }
      }
    }
  }
  return [...plans, tunnelStory()];
}

/**
 * B8.6: a tunnel is recorded secretly before play. A records one from the building in C3 to the woods
 * in C6 in the first game and none in the twin (the same number of commands: an empty list records
 * none), B probes what it may not know, and the twins are compared until A goes into the tunnel.
 */
export function tunnelStory(): TwinPlan {
  const doc = { ...scenarioDoc('sewer-infiltration'), id: 'tunnel-story' } as Record<string, unknown>;
  doc.rules = { ...(doc.rules as object), tunnels: { A: 1 } };
  const map = mapDoc('stalingrad-blocks') as { hexes: Record<string, Record<string, unknown>> };
  map.hexes['71C6'] = { terrain: 'woods' };
  const tunnel = { entrances: [{ hex: '71C3' }, { hex: '71C6' }] };
  const end = { type: 'endPhase' };
  const script = (recorded: boolean): TwinStep[] =>
    (
      [
        ['A', { type: 'recordTunnels', tunnels: recorded ? [tunnel] : [] }],
        ['B', { type: 'recordTunnels', tunnels: [tunnel] }],
        ['B', { type: 'enterTunnel', units: ['B01'], to: '71C6' }],
        [
          'A',
          {
            type: 'placeUnits',
            placements: [
              { unit: 'A01', hex: '71C3' },
              { unit: 'A02', hex: '71C3', concealed: true },
              { unit: 'A03', hex: '71B2' },
              { unit: 'A04', hex: '71D4' },
              { unit: 'A05', hex: '71G9' },
              { unit: 'A06', hex: '71C3' },
              { unit: 'A07', hex: '71E5' },
              { unit: 'A08', hex: '71F2' },
            ],
          },
        ],
        ['A', { type: 'finishSetup' }],
        [
          'B',
          {
            type: 'placeUnits',
            placements: B_SETUP,
          },
        ],
        ['B', { type: 'finishSetup' }],
        ['B', { type: 'discoverTunnelEntrance', unit: 'B01' }],
        ['A', end],
        ['B', end],
        ['A', end], // RPh (both sides), PFPh
        ['B', { type: 'enterTunnel', units: ['B01'], to: '71C6' }],
        ['A', { type: 'move', units: ['A04'], to: '71E4' }],
        ['B', { type: 'declineFire' }],
        ['A', { type: 'enterTunnel', units: ['A01', 'A06'], to: '71C6' }],
      ] as const
    ).map(([seat, command]) => ({ seat, command }));
  return {
    scenario: 'tunnel-story',
    ruleset: 'asl',
    kind: 'extra',
    hider: 'A',
    unit: 'AT1',
    key: 'A01',
    delayedSpectators: false,
    options: {},
    story: { map, docs: [doc, doc], scripts: [script(true), script(false)], seed: 'ab'.repeat(32) },
  };
}

/**
 * A catalog holding only the scenario, as shipped or as the twin of the plan, on its map with every
 * manhole of a setup zone made Concealment Terrain (brush): a unit may then set up concealed on a
 * manhole (A12.12) and go down with its secret intact (B8.3), where sewer secrets live.
 */
export function catalogFor(plan: TwinPlan, twin: boolean): Catalog {
  const dir = mkdtempSync(join(tmpdir(), 'hexfog-twin-'));
  try {
    mkdirSync(join(dir, 'maps'));
    mkdirSync(join(dir, 'scenarios'));
    if (plan.story) {
      const doc = plan.story.docs[twin ? 1 : 0] as ScenarioDoc;
      writeFileSync(join(dir, 'maps', `${doc.map}.json`), JSON.stringify(plan.story.map));
      writeFileSync(join(dir, 'scenarios', `${doc.id}.json`), JSON.stringify(doc));
      return loadCatalog(dir);
    }
    const doc = readScenario(plan.scenario);
    const out = twin ? { ...doc, oob: { ...doc.oob, [plan.hider]: twinOob(doc, plan.kind, plan.hider).oob } } : doc;
    writeFileSync(join(dir, 'maps', `${doc.map}.json`), JSON.stringify(concealedManholes(doc)));
    writeFileSync(join(dir, 'scenarios', `${doc.id}.json`), JSON.stringify(out));
    return loadCatalog(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function concealedManholes(doc: ScenarioDoc): unknown {
  const ctx = shipped().game(doc.rulesets[0]!, doc.id).ctx;
  return withConcealedManholes(doc.map, [...setupManholes(ctx, 'A'), ...setupManholes(ctx, 'B')]);
}

/** A shipped map's document with these manhole hexes made brush (Concealment Terrain, A12.12). */
export function withConcealedManholes(mapId: string, hexes: readonly string[]): { hexes: Record<string, Record<string, unknown>> } {
  const map = mapDoc(mapId) as { hexes: Record<string, Record<string, unknown>> };
  for (const hex of hexes) {
    // a building is Concealment Terrain already (A12.12) and keeps its upper levels
    const building = String(map.hexes[hex]?.['terrain'] ?? '').endsWith('Building');
    map.hexes[hex] = building ? { ...map.hexes[hex], manhole: true } : { ...map.hexes[hex], terrain: 'brush', manhole: true };
  }
  return map;
}

let catalog: Catalog | undefined;
function shipped(): Catalog {
  catalog ??= loadCatalog();
  return catalog;
}

/** The manhole hexes of a side's setup zone (B8.1), sorted. */
export function setupManholes(ctx: GameContext, side: Side): string[] {
  return [...ctx.zones[side]].filter((h) => ctx.map.isManholeLocation(ctx.map.byName(h)!.hex)).sort();
}
