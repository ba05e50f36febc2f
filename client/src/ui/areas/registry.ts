// The client parts of rule areas that bring their own: each area's folder exports a ClientArea, and
// one line in ./index.ts registers it. The log (format.ts eventLine) and the buttons (match/prompts.ts
// entryText) ask the registered areas first, in registration order, and fall back to the core's own
// words. A new area's client is its folder plus its registry line (./testArea is the worked example).
import type { LegalCommand, ViewEvent } from '@hexfog/shared/protocol/index';

/** Names a unit of the view by its id ("A01 (6-2-8)"). */
export type UnitWho = (id: string) => string;

export interface ClientArea {
  /** The rule area (its module ids' folder). */
  readonly id: string;
  /** The log line of one of the area's events; null (or absent) for an event that is not its own. */
  eventLine?(e: ViewEvent, sideName: (s: string) => string): string | null;
  /** A button's words for one of the area's legal entries; absent for entries that are not its own. */
  readonly entryTexts?: Readonly<Record<string, (l: LegalCommand, who: UnitWho) => string>>;
}

const areas: ClientArea[] = [];

/** Registers an area (./index.ts, one line per area); registering the same id again replaces it. */
export function registerArea(area: ClientArea): void {
  const at = areas.findIndex((a) => a.id === area.id);
  if (at >= 0) areas[at] = area;
  else areas.push(area);
}

/** The first registered area's line for this event, or null when none claims it. */
export function areaEventLine(e: ViewEvent, sideName: (s: string) => string): string | null {
  for (const a of areas) {
    const line = a.eventLine?.(e, sideName);
    if (line) return line;
  }
  return null;
}

/** The words an area gives this entry, if one claims its type. */
export function areaEntryText(l: LegalCommand, who: UnitWho): string | undefined {
  for (const a of areas) {
    const t = a.entryTexts?.[l.type];
    if (t) return t(l, who);
  }
  return undefined;
}
