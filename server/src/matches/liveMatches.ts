// The matches this process holds in memory, and how a match gets there: from the cache when this
// process owns it, else loaded (inside its queue) and replayed from the database. An idle (or least
// recently used) match leaves memory, and with a cluster its lock goes too. A match owned by another
// process is read fresh and not kept.
import type { Catalog } from '../catalog/catalog';
import type { Logger } from '../logging/logger';
import type { MatchStore } from '../persistence/matchStore';
import type { LiveMatch } from './liveMatch';
import { MatchCache, type MatchCacheOptions } from './matchCache';
import { loadRecord, rebuildMatch } from './matchLoader';
import { Ownership, type ClusterHooks } from './ownership';
import type { MatchChanged } from './publisher';
import { SerialQueues } from './serialQueues';

export class LiveMatches {
  private readonly cache: MatchCache<LiveMatch>;
  readonly queues = new SerialQueues();
  readonly ownership: Ownership;

  constructor(
    private readonly store: MatchStore,
    private readonly catalog: Catalog,
    private readonly log: Logger,
    private readonly changed: MatchChanged | undefined,
    cluster: ClusterHooks | undefined,
    cache: Partial<MatchCacheOptions>,
  ) {
    this.ownership = new Ownership(cluster, (id) => this.cache.hold(id));
    this.cache = new MatchCache<LiveMatch>(cache, (id, usedAt) => this.evict(id, usedAt));
  }

  /** Matches held in memory now. */
  get size(): number {
    return this.cache.size;
  }

  /** The match when this process owns it and holds it now. */
  held(matchId: string): LiveMatch | undefined {
    const cached = this.cache.get(matchId);
    return cached && this.ownership.owns(matchId) ? cached : undefined;
  }

  /** A match this process just created: kept when it owns it (always, with one process). */
  adopt(match: LiveMatch): void {
    if (this.ownership.owns(match.id)) this.cache.set(match.id, match);
    this.changed?.(match);
  }

  /** The live match, taking its lock when free and loading it when not in memory; null when unknown. */
  async get(matchId: string): Promise<LiveMatch | null> {
    const held = this.held(matchId);
    if (held) return held;
    if (!(await this.ownership.acquire(matchId))) return this.readFresh(matchId);
    return this.queues.run(matchId, () => this.load(matchId));
  }

  /** A match owned by another process, read from the database and not kept (it moves elsewhere). */
  async readFresh(matchId: string): Promise<LiveMatch | null> {
    const rec = await loadRecord(this.store, this.catalog, matchId);
    return rec ? rebuildMatch(this.catalog, rec) : null;
  }

  /** Inside the match's queue: the match from memory, or loaded and kept when this process owns it. */
  async load(matchId: string): Promise<LiveMatch | null> {
    const cached = this.cache.get(matchId);
    if (cached) return cached;
    const rec = await loadRecord(this.store, this.catalog, matchId);
    if (!rec) {
      await this.ownership.release(matchId);
      return null;
    }
    const match = rebuildMatch(this.catalog, rec);
    if (this.ownership.owns(matchId)) {
      this.cache.set(matchId, match);
      this.log.info({ matchId, version: match.state.version, replayed: rec.commands.length }, 'match loaded');
      this.changed?.(match);
    }
    return match;
  }

  /** Forgets the copy in memory (a failed commit, a conflict): the database decides, the next use reloads. */
  drop(matchId: string): void {
    this.cache.drop(matchId);
  }

  /** Ownership went away (lock connection lost): the cached copies may be stale now. */
  dropOwnership(matchIds: readonly string[]): void {
    for (const id of matchIds) this.cache.delete(id);
  }

  /** Drops every cached match (tests use it to prove a reload from the database). */
  clear(): void {
    this.cache.clear();
  }

  close(): void {
    this.cache.close();
  }

  /**
   * Takes an idle (or least recently used) match out of memory, inside its queue so no command or
   * read of it is half done; unless it was used again since `usedAt`. Its sockets stay in their rooms:
   * the next command or sync reloads it from its latest snapshot (the resume path). With a cluster its
   * lock is released too, so another process may take it.
   */
  private evict(matchId: string, usedAt: number): Promise<void> {
    return this.queues
      .run(matchId, async () => {
        if (!this.cache.deleteIf(matchId, usedAt)) return;
        await this.ownership.release(matchId);
        this.log.debug({ matchId }, 'idle match evicted');
      })
      .catch(() => undefined);
  }
}
