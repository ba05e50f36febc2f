// Versions per audience. A match's version counts every accepted command; a receiver must not learn
// that count (the other side's secret setup, a concealed unit's Self-Rally, a hidden Entrenching
// Attempt are commands it sees nothing of). So each audience (seat A, seat B, the spectators) has its
// own dense counter, which steps only at a match version where something it sees changed: its view
// (its version field apart) or an event told to it. Every version that leaves the server is the
// receiver's audience version; inside, the server works in match versions and maps at the boundary.
// Which audiences saw a command is stored with it (commands.seen), so a restart keeps the counters.
import { diffJson, type GameEvent, type GameState, type Game, type Side, type View, visibleEvents } from '@hexfog/shared';

/** A receiver class: a seat, or the spectators ('public'). */
export type AudienceKey = Side | 'public';

export const AUDIENCE_KEYS: readonly AudienceKey[] = ['A', 'B', 'public'];

const BIT: Record<AudienceKey, number> = { A: 1, B: 2, public: 4 };

/** Seen by every audience (rows from before per-audience versions; the end of a match). */
export const SEEN_BY_ALL = 7;

export function audienceOf(seat: Side | null): AudienceKey {
  return seat ?? 'public';
}

export function sees(mask: number, key: AudienceKey): boolean {
  return (mask & BIT[key]) !== 0;
}

/** Per audience, the match versions at which it saw a change, in order: audience version k is the k-th. */
export class AudienceVersions {
  private readonly seen: Record<AudienceKey, number[]> = { A: [], B: [], public: [] };
  private readonly masks = new Map<number, number>();

  /**
   * `matchVersion`: the match's version; `unusual`: the commands up to it not seen by every audience
   * (match version -> mask); every other command was seen by all.
   */
  constructor(matchVersion = 0, unusual: Iterable<readonly [number, number]> = []) {
    const masks = new Map(unusual);
    for (let v = 1; v <= matchVersion; v++) this.record(v, masks.get(v) ?? SEEN_BY_ALL);
  }

  /** The command that made `matchVersion` (the next one) was seen by the audiences of `mask`. */
  record(matchVersion: number, mask: number): void {
    if (mask !== SEEN_BY_ALL) this.masks.set(matchVersion, mask);
    for (const key of AUDIENCE_KEYS) if (sees(mask, key)) this.seen[key].push(matchVersion);
  }

  /** The audiences that saw the command that made `matchVersion`. */
  maskAt(matchVersion: number): number {
    return this.masks.get(matchVersion) ?? SEEN_BY_ALL;
  }

  /** The audience's version at a match version: how many changes it had seen by then. */
  versionAt(key: AudienceKey, matchVersion: number): number {
    const list = this.seen[key];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid]! <= matchVersion) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The match version an audience version stands for (its k-th change; 0 for 0; past the end: its last). */
  matchVersionOf(key: AudienceKey, audienceVersion: number): number {
    const list = this.seen[key];
    if (audienceVersion <= 0 || list.length === 0) return 0;
    return list[Math.min(audienceVersion, list.length) - 1]!;
  }
}

/**
 * The views of a state per audience, computed once per game and state object (a state is never changed
 * once `apply` returned it): the command's audiences and its updates read the same views.
 */
const viewMemo = new WeakMap<Game, WeakMap<GameState, Map<AudienceKey, View>>>();

/** The live view of `state` for an audience (spectators: the public view of the present). */
export function liveView(game: Game, state: GameState, key: AudienceKey): View {
  let byState = viewMemo.get(game);
  if (!byState) viewMemo.set(game, (byState = new WeakMap()));
  let views = byState.get(state);
  if (!views) byState.set(state, (views = new Map()));
  let view = views.get(key);
  if (!view) {
    view = game.view(state, key === 'public' ? { kind: 'public' } : { kind: 'side', side: key });
    views.set(key, view);
  }
  return view;
}

const diffMemo = new WeakMap<View, WeakMap<View, ReturnType<typeof diffJson>>>();

/**
 * The patch from one view to another of the same receiver, its version left out (the update's own
 * version stands for it), computed once per pair of view objects: a command's audiences (seenBy) and
 * its updates (outbound/projection.ts) diff the same two views.
 */
export function viewPatch(before: View, after: View): ReturnType<typeof diffJson> {
  let byAfter = diffMemo.get(before);
  if (!byAfter) diffMemo.set(before, (byAfter = new WeakMap()));
  let patch = byAfter.get(after);
  if (!patch) {
    patch = diffJson(before, after).filter((op) => !(op.length === 2 && op[0].length === 1 && op[0][0] === 'version'));
    byAfter.set(after, patch);
  }
  return patch;
}

/** Whether two views of one audience differ in anything but their version. */
function viewChanged(before: View, after: View): boolean {
  return viewPatch(before, after).length > 0;
}

/**
 * The audiences a command changed something for: its view (of the live state) or an event told to it.
 * The issuer always counts: it knows it sent the command, and its ack carries its version after it.
 */
export function seenBy(game: Game, before: GameState, after: GameState, events: readonly GameEvent[], issuer: Side): number {
  if (after.status === 'ended') return SEEN_BY_ALL;
  let mask = BIT[issuer];
  for (const key of AUDIENCE_KEYS) {
    if (key === issuer) continue;
    const viewer = key === 'public' ? ({ kind: 'public' } as const) : ({ kind: 'side', side: key } as const);
    if (visibleEvents(events, viewer, false).length > 0 || viewChanged(liveView(game, before, key), liveView(game, after, key)))
      mask |= BIT[key];
  }
  return mask;
}
