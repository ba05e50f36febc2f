// Whether a match's room emits must cross processes. Through the adapter every emit is a NOTIFY (or a
// Redis publish) that every process receives and decodes, even when all of the match's sockets are on
// the emitting process, which is the rule once the load balancer routes by match id. So a process emits
// a match's rooms locally (io.local) while it knows that no other process has a socket in them, and
// through the adapter otherwise:
//  - every process that accepts a socket of a match announces it to the others (VIEWER_EVENT, a
//    server-side emit) and waits for their acknowledgement before the socket's first sync is read: an
//    update published locally before the announcement arrived was committed before that read, so the
//    sync holds it, and every later update goes through the adapter;
//  - a match this process has not checked yet (sockets that joined before it started, or before the
//    match reached it) goes through the adapter until a fetchSockets over the cluster shows its rooms
//    hold local sockets only, and no announcement came meanwhile;
//  - "shared" is sticky while remembered: when the remote sockets leave, emits stay on the adapter
//    (correct, only slower); at most MAX_MARKS matches are remembered, the oldest forgotten first.
import type { HexfogServer, RoomEmitter } from '../outbound/events';
import type { Logger } from '../logging/logger';

export const VIEWER_EVENT = 'hexfog:viewer';

type Reach = 'checking' | 'local' | 'shared';

export class RoomReach {
  private readonly reach = new Map<string, Reach>();

  /**
   * Marks kept at most (the oldest go first). Forgetting is always safe: a match without a mark is
   * emitted through the adapter and checked again, so the map is bounded without ever losing an update.
   */
  static readonly MAX_MARKS = 20_000;

  constructor(
    private readonly io: HexfogServer,
    /** The rooms of a match: the check asks for the sockets in them. */
    private readonly roomsOf: (matchId: string) => string[],
    private readonly log: Logger,
  ) {
    // a message from the database is input like any other: check its type
    io.on(VIEWER_EVENT, (matchId: unknown, answer: unknown) => {
      if (typeof matchId === 'string') this.mark(matchId, 'shared');
      if (typeof answer === 'function') answer();
    });
  }

  /** The emitter for the match's rooms now; the first call for a match starts its check. */
  emitterFor(matchId: string): RoomEmitter {
    const known = this.reach.get(matchId);
    if (known === 'local') return this.io.local;
    if (known === undefined) this.check(matchId);
    return this.io;
  }

  /** Tells every other process that this one holds a socket of the match; resolves once they have it. */
  announce(matchId: string): Promise<void> {
    // check now, at the handshake, rather than at the match's first update: unchecked updates go
    // through the adapter (the first, a full view, often over NOTIFY's 8000 bytes, through a table)
    if (!this.reach.has(matchId)) this.check(matchId);
    return new Promise((resolve) => {
      // the adapter waits for every process it knows (5 s at most, its fixed timeout); a timeout is logged
      this.io.serverSideEmit(VIEWER_EVENT, matchId, (err: Error | null) => {
        if (err) this.log.warn({ matchId, err: err.message }, 'not every process acknowledged a new viewer');
        resolve();
      });
    });
  }

  /** Whether the match's rooms are emitted locally (tests). */
  isLocal(matchId: string): boolean {
    return this.reach.get(matchId) === 'local';
  }

  private mark(matchId: string, reach: Reach): void {
    this.reach.set(matchId, reach);
    if (this.reach.size > RoomReach.MAX_MARKS) this.reach.delete(this.reach.keys().next().value!);
  }

  private check(matchId: string): void {
    this.mark(matchId, 'checking');
    const mine = this.io.of('/').sockets;
    this.io
      .in(this.roomsOf(matchId))
      .fetchSockets()
      .then((sockets) => {
        const remote = sockets.some((s) => !mine.has(s.id));
        // an announcement during the check has set 'shared' already: never overwrite it
        if (this.reach.get(matchId) === 'checking') this.reach.set(matchId, remote ? 'shared' : 'local');
      })
      .catch((e: unknown) => {
        // unknown: keep the adapter and check again at the next emit
        if (this.reach.get(matchId) === 'checking') this.reach.delete(matchId);
        this.log.warn({ matchId, err: e instanceof Error ? e.message : String(e) }, "could not check where a match's sockets are");
      });
  }
}
