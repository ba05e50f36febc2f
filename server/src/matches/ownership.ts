// Which process applies a match's commands. With one process, this one, always. With several on one
// database (cluster/), the holder of the match's advisory lock: a process takes a free lock when it
// needs the match (a socket's handshake, a command, a timer), so the owner is the process that serves
// the match's sockets (the load balancer sends them all to one process) and forwarding to another
// owner is the exception.
import type { CommandAck, CommandEnvelope, Side } from '@hexfog/shared';
import type { MatchLocks } from '../cluster/matchLocks';

/**
 * Several processes on one database: who owns a match (its advisory lock) and how to reach the owner.
 * Without it the service is the single-process one: every match is owned here.
 */
export interface ClusterHooks {
  readonly locks: Pick<MatchLocks, 'owns' | 'tryAcquire' | 'release' | 'fence'>;
  /** Sends the command to the process that owns the match; null when none answered as the owner. */
  readonly forward: (matchId: string, side: Side, env: CommandEnvelope) => Promise<CommandAck | null>;
}

export class Ownership {
  constructor(
    readonly cluster: ClusterHooks | undefined,
    /** Called when this process takes a match's lock: a fresh owner forgets any older copy. */
    private readonly taken: (matchId: string) => void,
  ) {}

  get clustered(): boolean {
    return this.cluster !== undefined;
  }

  /** Whether this process applies the match's commands (always, with one process). */
  owns(matchId: string): boolean {
    return !this.cluster || this.cluster.locks.owns(matchId);
  }

  /** Takes the match's lock when free (always true with one process). */
  async acquire(matchId: string): Promise<boolean> {
    if (!this.cluster || this.cluster.locks.owns(matchId)) return true;
    if (!(await this.cluster.locks.tryAcquire(matchId))) return false;
    this.taken(matchId);
    return true;
  }

  async release(matchId: string): Promise<void> {
    await this.cluster?.locks.release(matchId);
  }

  /** The fencing token a commit carries (cluster); undefined with one process, or when the lock is gone. */
  fence(matchId: string): ReturnType<MatchLocks['fence']> {
    return this.cluster?.locks.fence(matchId);
  }
}
