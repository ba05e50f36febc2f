// The public scenario facts the bot plans with, read from the server's public scenario summary (GET
// /api/scenarios) as a browser reads it: its victory conditions (A26, structured), which unit types its
// OB sets up concealed (A12.12) and the unit types' printed values. Never the scenario's file.
import { VictoryConditionsSchema, type ScenarioSummary } from '@hexfog/shared/protocol/index';
import type { BotScenario } from './world';

export type BotSummary = Pick<ScenarioSummary, 'id' | 'unitTypes' | 'victoryConditions' | 'concealedTypes'>;

export function botScenario(summary: BotSummary): BotScenario {
  // checked like any payload a client reads (an older server without the field fails here, loudly)
  const v = VictoryConditionsSchema.parse(summary.victoryConditions);
  return {
    id: summary.id,
    victory: { side: v.side, hexes: v.hexes, count: v.count },
    concealable: new Set([...summary.concealedTypes.A, ...summary.concealedTypes.B]),
    types: new Map(summary.unitTypes.map((t) => [t.id, t])),
  };
}
