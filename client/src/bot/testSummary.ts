// Tests only: the public summary's fields the bot reads, built from a scenario document as the server's
// catalog builds them (server/src/catalog/catalog.ts summarise), for games played through the engine.
import type { UnitTypeSummary } from '@hexfog/shared/protocol/index';
import type { BotSummary } from './scenario';

/** The public summary's fields the bot reads, as the server's catalog builds them (server/src/catalog). */
export function summaryOf(doc: Record<string, unknown>, unitTypes: UnitTypeSummary[]): BotSummary {
  const v = doc.victory as { kind: 'controlHexes'; side: 'A' | 'B'; hexes: string[]; count: number };
  const oob = doc.oob as Record<'A' | 'B', { type: string; concealed?: boolean }[]>;
  const concealed = (side: 'A' | 'B') => [...new Set(oob[side].filter((e) => e.concealed).map((e) => e.type))];
  return {
    id: String(doc.id),
    unitTypes,
    victoryConditions: { kind: v.kind, side: v.side, hexes: v.hexes, count: v.count },
    concealedTypes: { A: concealed('A'), B: concealed('B') },
  };
}
