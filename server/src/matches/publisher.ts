// What the match side needs from the outbound side, as an interface: matches/ never imports outbound/
// (outbound/sockets.ts implements it; app.ts passes it to the MatchService at construction). Only the
// command pipeline calls it, for every command it commits, whatever path the command came by.
import type { GameState, Side } from '@hexfog/shared';
import type { LiveMatch, StoredEvent } from './liveMatch';

export interface MatchPublisher {
  /**
   * Told of a command's resulting state while its commit is in flight, before anything is sent: the
   * updates are built then, overlapping the fsync. It must send nothing: the state is not committed
   * yet, and may never be.
   */
  prepare(match: LiveMatch, state: GameState, events: readonly StoredEvent[]): void;
  /**
   * Sends a committed command's updates to every viewer class of the match (`match.state` is the new
   * state; `before` the one the command was applied to).
   */
  publish(match: LiveMatch, events: readonly StoredEvent[], before: GameState): void;
}

/** Told when a match is created, loaded or moved (by a seat's command): the time control (clock.ts). */
export type MatchChanged = (match: LiveMatch, by?: Side) => void;

/** Publishes nothing: a service without sockets (tests of the persistence, the resume bench). */
export const SILENT_PUBLISHER: MatchPublisher = { prepare: () => undefined, publish: () => undefined };
