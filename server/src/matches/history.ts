// A match's past, for replays and catch-up: stored events after a version, and the state at a past
// version rebuilt from the snapshot before it.
import type { GameEvent, GameState } from '@hexfog/shared';
import type { MatchStore } from '../persistence/matchStore';
import { type LiveMatch, rulesChanged, RulesChangedError, type StoredEvent } from './liveMatch';

/** Stored events after a version, in order. */
export async function eventsSince(store: MatchStore, matchId: string, afterVersion: number): Promise<StoredEvent[]> {
  const rows = await store.events(matchId, afterVersion);
  return rows.map((r) => ({ type: r.type, audience: r.audience as GameEvent['audience'], data: r.data, seq: r.seq, version: r.version }));
}

/** The state at a past version, rebuilt from the snapshot before it; null when there is none. */
export async function stateAt(store: MatchStore, match: LiveMatch, version: number): Promise<GameState | null> {
  if (version === match.state.version) return match.state;
  const h = await store.history(match.id, version);
  if (!h) return null;
  if (h.commands.length && rulesChanged(match)) throw new RulesChangedError(match);
  let state = h.snapshot;
  for (const c of h.commands) {
    const r = match.game.apply(state, c.side, c.payload, match.dice);
    if (!r.ok) throw new Error(`match ${match.id}: command at version ${c.version} does not replay`);
    state = r.state;
  }
  return state.version === version ? state : null;
}
