// Match ownership across server processes: a PostgreSQL session-level advisory lock per match, held on
// one dedicated connection per process. Postgres releases a session's locks when its connection ends,
// so a process that dies (even by SIGKILL: the kernel closes its socket) gives up its matches at once,
// and another process takes them over on first use. No home-made protocol: the database decides.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../logging/logger';
import type { AdvisoryFence } from '../persistence/matchStore';

/** A 64-bit lock key from the match id (bigint form: pg_locks shows it as classid/objid, objsubid 1). */
export function lockKey(matchId: string): { key: string; classid: number; objid: number } {
  const h = createHash('sha256').update(`hexfog-match:${matchId}`).digest();
  const hi = h.readUInt32BE(0);
  const lo = h.readUInt32BE(4);
  const key = BigInt.asIntN(64, (BigInt(hi) << 32n) | BigInt(lo)).toString();
  return { key, classid: hi, objid: lo };
}

export class MatchLocks {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private pid = 0;
  /** Match ids whose lock this process holds. */
  private readonly held = new Set<string>();
  private readonly acquiring = new Map<string, Promise<boolean>>();
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
    /** Called with every match whose lock was lost with the connection (e.g. the database restarted). */
    private readonly onLost: (matchIds: readonly string[]) => void,
  ) {}

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    if (this.closed) return Promise.reject(new Error('match locks are closed'));
    this.connecting ??= (async () => {
      const c = new pg.Client({ connectionString: this.databaseUrl, application_name: 'hexfog-locks' });
      c.on('error', (e) => this.lost(c, e));
      c.on('end', () => this.lost(c));
      try {
        await c.connect();
        const r = await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        this.pid = r.rows[0]!.pid;
        this.client = c;
        return c;
      } catch (e) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
        throw e;
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  /** The lock connection ended: every lock went with it. */
  private lost(c: pg.Client, e?: Error): void {
    if (this.client !== c) return;
    this.client = null;
    const ids = [...this.held];
    this.held.clear();
    if (!this.closed) this.log.warn({ err: e?.message, matches: ids.length }, 'match lock connection lost; ownership dropped');
    this.onLost(ids);
  }

  owns(matchId: string): boolean {
    return this.held.has(matchId);
  }

  /** Takes the match's lock when no process holds it; true when this process owns the match now. */
  tryAcquire(matchId: string): Promise<boolean> {
    if (this.held.has(matchId)) return Promise.resolve(true);
    // one attempt at a time per match: a session's advisory locks stack, so two concurrent attempts
    // would take it twice, and the one unlock at release would leave it held
    let p = this.acquiring.get(matchId);
    if (!p) {
      p = this.attempt(matchId).finally(() => this.acquiring.delete(matchId));
      this.acquiring.set(matchId, p);
    }
    return p;
  }

  private async attempt(matchId: string): Promise<boolean> {
    const c = await this.connection();
    const r = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [lockKey(matchId).key]);
    if (!r.rows[0]?.ok) return false;
    if (this.client !== c) return false; // the connection died meanwhile: the lock went with it
    this.held.add(matchId);
    return true;
  }

  async release(matchId: string): Promise<void> {
    if (!this.held.delete(matchId)) return;
    await this.client?.query('SELECT pg_advisory_unlock($1::bigint)', [lockKey(matchId).key]).catch(() => undefined);
  }

  /** What a commit checks in the same statement: this session still holds the lock. */
  fence(matchId: string): AdvisoryFence | undefined {
    if (!this.client || !this.held.has(matchId)) return undefined;
    const k = lockKey(matchId);
    return { pid: this.pid, classid: k.classid, objid: k.objid };
  }

  ownedCount(): number {
    return this.held.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    const c = this.client;
    this.client = null;
    this.held.clear();
    if (c) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
    }
  }
}
