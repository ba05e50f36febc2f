// Which events a viewer receives: the same rule as the view. `none` events (and every other side's
// events) reach everyone only once the match has ended.
//
// Spectators (the public viewer) see "what both sides know, i.e. each side's units as its opponent sees
// them" (project.ts), so their log carries every event both seats saw: the events for `all`, and of an
// event told to each seat in its own form, the form its opponent got. Rules emit those as a pair, the
// owner's form first and then the opponent's (core/moving.ts emitGroupMove and the like); only the types
// listed in PAIRED are read that way, so a private event of one seat followed by another seat's private
// event of the same type (two MCs under "?", say) is never taken for a pair. Two forms with equal data
// are a pair whatever their type: both seats got the same thing.
import type { Audience } from '../engine/events';
import type { Viewer } from '../engine/module';

export function audienceIncludes(audience: Audience, viewer: Viewer, ended: boolean): boolean {
  if (ended || viewer.kind === 'replay') return true;
  if (audience === 'all') return true;
  return viewer.kind === 'side' && audience === viewer.side;
}

/** Event types emitted as an owner's form then the opponent's, the second being what both sides know. */
export const PAIRED: ReadonlySet<string> = new Set([
  'moved', // A4 (emitGroupMove: the opponent's form names the units it sees and whether a "?" moved)
  'advanced', // A4.7
  'routed', // A10.5
  'levelChanged', // B23.42
  'concealmentGained', // A12.12 (the opponent: the Location only)
  'sewerEntered', // B8.41 (the opponent: the "Sewer ?" and its hex)
  'sewerEmerged', // B8.41
  'tunnelEntered', // B8.61
  'tunnelEmerged', // B8.61
  'dcPlaced', // A23.7
  'entrenchingAttempt', // B27.11 (the opponent: the hex and the outcome, no units)
  'fire', // B8.3 (sewer fire), A12.14 (firers that keep their "?"); other fire is for `all`
  'activated', // HL.3, SC.7
  'networkMoved', // HL.4
  'networkLeft', // HL.2
  'emerged', // SC.5
  'sewerAssault', // SC.6
  'sewerCardEntered', // SC.2
]);

interface Emitted {
  readonly type: string;
  readonly audience: Audience;
  readonly data: unknown;
  readonly version?: number;
}

const sides = (a: Audience, b: Audience) => (a === 'A' && b === 'B') || (a === 'B' && b === 'A');
const sameData = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `first` then `second`: one event told to each seat in its own form. */
function isPair(first: Emitted, second: Emitted): boolean {
  if (first.type !== second.type || first.version !== second.version || !sides(first.audience, second.audience)) return false;
  return PAIRED.has(first.type) || sameData(first.data, second.data);
}

/** A notice that `roll` was made, right after it (engine: ctx.roll's noticeAudience). */
const noticeOf = (roll: Emitted | undefined, e: Emitted) =>
  e.type === 'rollMade' &&
  roll?.type === 'roll' &&
  roll.version === e.version &&
  (roll.data as { purpose?: unknown }).purpose === (e.data as { purpose?: unknown }).purpose;

/**
 * The events of a run (whole versions, in the order emitted) the viewer receives. Pairs are read left
 * to right and each event belongs to one pair at most, so an owner's form is never the second of one.
 * Once the match has ended everyone sees every event, each once: of a pair the owner's form (it says
 * all the other does), of a roll and its notice the roll. The replay (viewer 'replay') is the raw record.
 */
export function visibleEvents<E extends Emitted>(events: readonly E[], viewer: Viewer, ended: boolean): E[] {
  if (viewer.kind === 'replay') return [...events];
  if (viewer.kind === 'side' && !ended) return events.filter((e) => audienceIncludes(e.audience, viewer, ended));
  const out: E[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const next = events[i + 1];
    if (next && isPair(e, next)) {
      out.push(ended ? e : next);
      i++;
    } else if (ended ? !noticeOf(events[i - 1], e) : e.audience === 'all') out.push(e);
  }
  return out;
}
