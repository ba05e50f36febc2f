// The matches held in memory, least recently used first. A match leaves memory when it has been idle
// for `idleMs`, or when more than `maxLive` are held (the least recently used goes first); the
// service does the leaving inside the match's queue (`evict`), and a later use reloads it from the
// database (latest snapshot plus the commands after it). Generic over what it holds (the service's
// LiveMatch), so it depends on nothing of the service.

export interface MatchCacheOptions {
  /** A match unused this long leaves memory (milliseconds). */
  readonly idleMs: number;
  /** At most this many matches stay in memory. */
  readonly maxLive: number;
}

export const DEFAULT_CACHE: MatchCacheOptions = { idleMs: 60_000, maxLive: 2_000 };

interface Entry<M> {
  /** null: the copy was dropped (its outcome unknown), the match is still owned until evicted. */
  match: M | null;
  /** Changes at every use: an eviction decided before a use must not remove the match after it. */
  stamp: number;
  usedAt: number;
}

/** Asked to take a match out of memory unless it was used after `stamp`. */
export type Evict = (matchId: string, stamp: number) => Promise<void>;

export class MatchCache<M> {
  private readonly entries = new Map<string, Entry<M>>();
  private readonly evicting = new Set<string>();
  private readonly opts: MatchCacheOptions;
  private readonly timer: NodeJS.Timeout;
  private stamps = 0;

  constructor(
    opts: Partial<MatchCacheOptions>,
    private readonly evict: Evict,
  ) {
    this.opts = { ...DEFAULT_CACHE, ...opts };
    this.timer = setInterval(() => this.sweep(), Math.max(50, this.opts.idleMs / 2));
    this.timer.unref();
  }

  /** Matches whose copy is in memory. */
  get size(): number {
    let n = 0;
    for (const e of this.entries.values()) if (e.match) n++;
    return n;
  }

  /** The match when held, marked as used now (it moves to the back of the eviction order). */
  get(matchId: string): M | undefined {
    const e = this.entries.get(matchId);
    if (!e?.match) return undefined;
    this.touch(matchId, e);
    return e.match;
  }

  set(matchId: string, match: M): void {
    this.entries.delete(matchId);
    this.entries.set(matchId, { match, stamp: ++this.stamps, usedAt: Date.now() });
    this.trim();
  }

  delete(matchId: string): void {
    this.entries.delete(matchId);
  }

  /** A match just taken (cluster: its lock) before its copy is loaded: it leaves as idle like any other. */
  hold(matchId: string): void {
    this.entries.delete(matchId);
    this.entries.set(matchId, { match: null, stamp: ++this.stamps, usedAt: Date.now() });
  }

  /**
   * Forgets the copy (a failed or conflicting commit: the database decides) but keeps the entry, so
   * the match still leaves as idle, and in cluster mode its lock is still released then.
   */
  drop(matchId: string): void {
    const e = this.entries.get(matchId);
    if (e) e.match = null;
  }

  /** Removes the match only if it was not used since `stamp`; true when removed. */
  deleteIf(matchId: string, stamp: number): boolean {
    const e = this.entries.get(matchId);
    if (!e || e.stamp !== stamp) return false;
    this.entries.delete(matchId);
    return true;
  }

  clear(): void {
    this.entries.clear();
  }

  close(): void {
    clearInterval(this.timer);
  }

  private touch(matchId: string, e: Entry<M>): void {
    e.stamp = ++this.stamps;
    e.usedAt = Date.now();
    this.entries.delete(matchId);
    this.entries.set(matchId, e);
  }

  /** Over the cap: ask for the least recently used to leave (Map order is use order). */
  private trim(): void {
    let over = this.entries.size - this.evicting.size - this.opts.maxLive;
    for (const [id, e] of this.entries) {
      if (over <= 0) break;
      if (this.evicting.has(id)) continue;
      this.request(id, e.stamp);
      over--;
    }
  }

  private sweep(): void {
    const cutoff = Date.now() - this.opts.idleMs;
    for (const [id, e] of this.entries) {
      if (e.usedAt > cutoff) break; // use order: everything after is more recent
      if (!this.evicting.has(id)) this.request(id, e.stamp);
    }
  }

  private request(matchId: string, stamp: number): void {
    this.evicting.add(matchId);
    void this.evict(matchId, stamp).finally(() => {
      this.evicting.delete(matchId);
      // a refused eviction (the match was used meanwhile) leaves the cache over its cap until the next
      // load: ask again now, for whichever match is least recently used after that use
      this.trim();
    });
  }
}
