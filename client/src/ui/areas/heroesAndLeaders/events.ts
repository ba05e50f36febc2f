// Event lines of the heroes-and-leaders modules (HL.3 activation, HL.4 sewer-network movement). Their
// data is read with schemas of their own, so the log reads them whether or not the shared protocol lists
// them yet; an event of these modules we do not know (a newer server) gets a plain line from its usual
// fields rather than raw JSON. Pure: text.
import type { ViewEvent } from '@hexfog/shared/protocol/index';
import * as z from 'zod';

const ids = z.array(z.string());
/** The other side's event names the leader only when it sees him, the hex only when it sees a unit of the activation; `concealed`: a "?" or an unseen unit was among them. */
const Activated = z.object({
  by: z.enum(['hex', 'leader']).optional(),
  hex: z.string().optional(),
  leader: z.string().optional(),
  units: ids.default([]),
  concealed: z.boolean().optional(),
  side: z.string().optional(),
  rule: z.string().optional(),
});
const NetworkMoved = z.object({
  units: ids.default([]),
  from: z.string(),
  to: z.string(),
  concealed: z.boolean().optional(),
  rule: z.string().optional(),
  melee: z.boolean().optional(),
});
/** `networkLeft` is a group move within the hex (from = to); `hex` in older shapes. */
const LeftNetwork = z.object({
  units: ids.default([]),
  hex: z.string().optional(),
  to: z.string().optional(),
  concealed: z.boolean().optional(),
  rule: z.string().optional(),
});
/** Loose: any of the usual fields, for an event of these modules we have no line for. */
const Loose = z.object({
  units: ids.optional(),
  unit: z.string().optional(),
  hex: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  side: z.string().optional(),
  rule: z.string().optional(),
});

/** The network move event, under the names the module may give it. */
const NETWORK_MOVED = new Set(['networkMoved', 'sewerNetworkMoved', 'networkMove']);
const LEFT_NETWORK = new Set(['leftNetwork', 'networkLeft', 'leaveNetwork']);

const who = (units: readonly string[], concealed?: boolean) =>
  units.length ? `${units.join(', ')}${concealed ? ' and a "?"' : ''}` : concealed ? 'a "?"' : 'a stack';
const ruleOf = (rule: string | undefined, fallback: string) => ` (${rule ?? fallback})`;

/** "sewerNetworkMoved" -> "sewer network moved". */
export function words(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The event belongs to the impulses or the sewer network modules. */
export function isImpulseEvent(type: string): boolean {
  return /impulse|network|activat|pass/i.test(type);
}

function looseLine(e: ViewEvent, side: (s: string) => string): string {
  const p = Loose.safeParse(e.data);
  if (!p.success) return words(e.type);
  const d = p.data;
  const units = d.units ?? (d.unit ? [d.unit] : []);
  const parts = [
    d.side ? side(d.side) : '',
    units.length ? units.join(', ') : '',
    words(e.type),
    d.from && d.to ? `${d.from} → ${d.to}` : (d.to ?? d.hex ?? ''),
  ].filter(Boolean);
  return `${parts.join(' ')}${d.rule ? ` (${d.rule})` : ''}`;
}

/** A line for an impulses or sewer-network event; null for any other event. */
export function impulseEventLine(e: ViewEvent, side: (s: string) => string): string | null {
  if (e.type === 'activated') {
    const p = Activated.safeParse(e.data);
    if (!p.success) return looseLine(e, side);
    const d = p.data;
    const by = d.side ? `${side(d.side)} activated` : 'Activated';
    const others = d.units.filter((u) => u !== d.leader);
    const at = d.hex ? ` in ${d.hex}` : '';
    const what = d.by === 'leader' && d.leader ? `leader ${d.leader}${at}` : d.hex ? `hex ${d.hex}` : '';
    const whom = others.length || d.concealed ? who(others, d.concealed) : '';
    const object = what && whom ? `${what} with ${whom}` : what || whom || 'units';
    return `${by} ${object}${ruleOf(d.rule, 'HL.3')}`;
  }
  if (NETWORK_MOVED.has(e.type)) {
    const p = NetworkMoved.safeParse(e.data);
    if (!p.success) return looseLine(e, side);
    const d = p.data;
    return `${who(d.units, d.concealed)} moved through the sewer network ${d.from} → ${d.to}${d.melee ? ' into Melee' : ''}${ruleOf(d.rule, 'HL.4')}`;
  }
  if (LEFT_NETWORK.has(e.type)) {
    const p = LeftNetwork.safeParse(e.data);
    const at = p.success ? (p.data.to ?? p.data.hex) : undefined;
    if (!p.success || !at) return looseLine(e, side);
    return `${who(p.data.units, p.data.concealed)} came up out of the sewer network at ${at}${ruleOf(p.data.rule, 'HL.4')}`;
  }
  return isImpulseEvent(e.type) ? looseLine(e, side) : null;
}
