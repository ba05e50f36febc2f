// The public scenario facts the bot plans with: its victory hexes and which unit types may set up
// concealed (the scenario document every player may read, shared/data/scenarios), with the unit types'
// printed values from the server's public scenario summary (GET /api/scenarios).
import { readFileSync } from 'node:fs';
import type { ScenarioSummary } from '@hexfog/shared/protocol/index';
import type { BotScenario } from './world';

interface ScenarioDoc {
  id: string;
  victory: { side: 'A' | 'B'; hexes: string[]; count: number };
  oob: Record<'A' | 'B', { type: string; concealed?: boolean }[]>;
}

/** A shipped scenario's public document (Node: the bot runs in a process of its own). */
export function readScenarioDoc(id: string): unknown {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`not a scenario id: ${id}`);
  return JSON.parse(readFileSync(new URL(`../../../shared/data/scenarios/${id}.json`, import.meta.url), 'utf8'));
}

export function botScenario(doc: unknown, summary: Pick<ScenarioSummary, 'unitTypes'>): BotScenario {
  const d = doc as ScenarioDoc;
  const concealable = new Set<string>();
  for (const side of ['A', 'B'] as const) for (const e of d.oob[side] ?? []) if (e.concealed) concealable.add(e.type);
  return {
    id: d.id,
    victory: { side: d.victory.side, hexes: d.victory.hexes, count: d.victory.count },
    concealable,
    types: new Map(summary.unitTypes.map((t) => [t.id, t])),
  };
}
