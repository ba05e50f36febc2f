// Issue 35: a concealed leader of the seat never silently skips directing its fire. The server gives an
// attack the leadership DRM (A7.53) only of a leader the opponent may know: the roll is public, and a
// concealed or hidden leader's DRM would reveal him (shared/src/rules/fire/modifiers.ts bestLeader,
// `knownOnly`); no legal entry offers to reveal him so that he directs it. So when a fire entry's firers
// share a Location with such a leader of the seat, the Actions panel says why his DRM is missing.
import { type LegalCommand, readChoices, type View, type WireLocation } from '@hexfog/shared/protocol/index';
import type { UnitNamer } from './prompts';

const sameLocation = (a: WireLocation, b: WireLocation) => a.hex === b.hex && a.place === b.place && a.level === b.level;

/** The unit ids a fire entry lets fire: the firers of each target, or the DEFENDER's firers. */
function firersOf(l: LegalCommand): readonly string[] {
  const c = readChoices(l);
  if (c?.type === 'fire') return [...new Set(Object.values(c.choices.byTarget).flat())];
  if (c?.type === 'defensiveFire') return c.choices.firers;
  return [];
}

/** "A06 (8-1) is concealed: ..." for each concealed leader of the seat beside its possible firers; null when none. */
export function concealedLeaderLine(v: View, seat: 'A' | 'B' | null, who: UnitNamer): string | null {
  if (!seat) return null;
  const firerIds = new Set(v.legal.flatMap(firersOf));
  const firers = v.units.filter((u) => firerIds.has(u.id) && u.loc);
  const leaders = v.units.filter(
    (u) =>
      u.side === seat &&
      u.kind === 'leader' &&
      (u.concealed || u.hidden) &&
      !u.broken &&
      !u.pinned &&
      !u.eliminated &&
      !firerIds.has(u.id) &&
      u.loc &&
      firers.some((f) => sameLocation(f.loc!, u.loc!)),
  );
  if (!leaders.length) return null;
  const names = leaders.map((l) => who(l.id)).join(', ');
  const one = leaders.length === 1;
  return `${names} ${one ? 'is' : 'are'} concealed: ${one ? 'his' : 'their'} leadership DRM is not applied to this fire, since on a public roll it would reveal ${one ? 'him' : 'them'}; directing by revealing ${one ? 'him' : 'them'} is not offered (A7.53)`;
}
