// Legal entries completed by a hex: which hexes an entry offers (the board highlights them) and the
// command it makes with the hex picked. Choices are read through the protocol's schemas (readChoices).
import { isLeaving, type LegalCommand, readChoices, type View } from '@hexfog/shared/protocol/index';
import { areaHexPick } from '../areas/index';

/** The core's commands chosen with a button and completed by clicking one of the highlighted hexes. */
const CORE_PICKED: ReadonlySet<string> = new Set(['move', 'fire', 'advance']);

/** Chosen with a button and completed by clicking one of the highlighted hexes (a rule area says so of its own entries). */
export function isPicked(type: string): boolean {
  return CORE_PICKED.has(type) || areaHexPick(type)?.picked === true;
}

/** The Locations an entry offers, as names: hexes, or "hex/level" for an upper building level. */
function offered(l: LegalCommand | undefined | null): readonly string[] {
  if (!l) return [];
  // a rule area's entries (areas/): the hexes its pick offers
  const area = areaHexPick(l.type);
  if (area) return area.hexes(l);
  const c = readChoices(l);
  switch (c?.type) {
    case 'placeUnits':
      return c.choices.hexes;
    case 'move':
    case 'advance':
    case 'rout':
      return c.choices.to;
    case 'fire':
    case 'defensiveFire':
    case 'placeDC':
      return c.choices.targets;
    default:
      return [];
  }
}

/** The hexes an entry offers: an upper building Location is named "hex/level", its hex is what the board highlights. */
export function hexChoices(l: LegalCommand | undefined | null): Set<string> {
  return new Set(offered(l).map((x) => x.split('/')[0]!));
}

/** A decision the server is waiting for from this seat that is answered by picking a hex. */
export function pendingAnswer(v: View | null, seat: 'A' | 'B' | null): LegalCommand | undefined {
  return v?.pending && v.pending.side === seat ? v.legal.find((l) => !isLeaving(l) && hexChoices(l).size) : undefined;
}

/** The command an entry makes with the hex picked; `leftOut`: units of the stack the player unticked (A4.2, A7.5). */
export function commandFor(l: LegalCommand, hex: string, leftOut: ReadonlySet<string> = new Set()): Record<string, unknown> {
  const keep = (ids: readonly string[]) => ids.filter((id) => !leftOut.has(id));
  const area = areaHexPick(l.type)?.command(l, hex, keep);
  if (area) return area;
  // the Location in that hex the entry offers: its ground level if offered, else the first upper level
  const pick = (keys: readonly string[]) => (keys.includes(hex) ? hex : (keys.find((k) => k.startsWith(`${hex}/`)) ?? hex));
  const c = readChoices(l);
  switch (c?.type) {
    case 'move':
    case 'advance':
      return { type: c.type, units: keep(c.choices.units), to: pick(c.choices.to) };
    case 'fire': {
      const target = pick(Object.keys(c.choices.byTarget));
      return { type: 'fire', firers: keep(c.choices.byTarget[target] ?? []), target };
    }
    case 'rout':
      return { type: 'rout', unit: c.choices.unit, to: hex, ...(c.choices.lowCrawl ? { lowCrawl: true } : {}) };
    case 'defensiveFire':
      return { type: 'defensiveFire', firers: keep(c.choices.firers) };
    default:
      return { type: l.type, hex };
  }
}
