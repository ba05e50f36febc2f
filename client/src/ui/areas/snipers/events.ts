// The Sniper attack's log line (A14.2, A14.3): its dr, where the counter went, whom it selected and what it did.
import type { LineNames } from '../registry';

const EFFECTS: Readonly<Record<string, string>> = {
  eliminate: 'eliminated',
  casualtyReduce: 'Casualty Reduced',
  break: 'broken',
  pin: 'pinned',
  none: 'unharmed',
};

export interface SniperAttackData {
  readonly side: string;
  readonly dr: number;
  readonly from: string;
  readonly to: string;
  readonly hits: readonly { readonly unit: string; readonly dr: number; readonly effect: string }[];
  readonly rule: string;
}

export function sniperAttackLine(d: SniperAttackData, names: LineNames): string {
  const who = `${names.side(d.side)}' Sniper`;
  if (d.dr > 2) return `${who}: dr ${d.dr}, no effect (${d.rule})`;
  const moved = d.from === d.to ? `stays in ${d.to}` : `moves from ${d.from} to ${d.to}`;
  const hits = d.hits.length ? d.hits.map((h) => `${h.unit} ${EFFECTS[h.effect] ?? h.effect} (dr ${h.dr})`).join(', ') : 'no target';
  return `${who}: dr ${d.dr}, ${moved}: ${hits} (${d.rule})`;
}
