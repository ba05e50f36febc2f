// The setUpHidden entry's choices in players' words (A12.3), pure: what a toggle of one unit sends, and
// the grant line.
import type { Choices } from '@hexfog/shared/protocol/index';

type HipChoices = Choices<'setUpHidden'>;
type FortificationChoices = Choices<'hideFortifications'>;

/** The command that hides `unit` (or brings it back out) and keeps the rest of the side's hidden list. */
export function toggleHidden(c: HipChoices, unit: string): { type: 'setUpHidden'; units: string[] } {
  const now = new Set(c.hidden);
  if (now.has(unit)) now.delete(unit);
  else now.add(unit);
  return { type: 'setUpHidden', units: c.units.filter((u) => now.has(u)) };
}

/** The grant as a line: the squad equivalents used of those granted, SMC with them, the granted hexes. */
export function grantLine(c: HipChoices): string {
  const parts = [`${c.used} of ${c.squadEquivalents} squad equivalent(s) hidden`];
  if (c.smcWithThem) parts.push('leaders with them');
  if (c.hexes.length) parts.push(`every unit set up in ${c.hexes.join(', ')}`);
  return `Hidden Initial Placement (A12.3): ${parts.join('; ')}`;
}

/** A12.33: the command that hides the setup counter `id` (or brings it back out) and keeps the rest hidden. */
export function toggleFortification(c: FortificationChoices, id: string): { type: 'hideFortifications'; counters: string[] } {
  const now = new Set(c.hidden);
  if (now.has(id)) now.delete(id);
  else now.add(id);
  return { type: 'hideFortifications', counters: c.counters.filter((f) => now.has(f)) };
}

/** A12.33's grant as a line: the setup fortifications hidden of those the scenario allows. */
export function fortificationGrantLine(c: FortificationChoices): string {
  return `Fortifications set up hidden (A12.33, our reading): ${c.hidden.length} of ${c.max}`;
}
