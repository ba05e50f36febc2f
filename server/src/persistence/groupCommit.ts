// Group commit: accepted commands of different matches that arrive together are written by one
// statement (one transaction, one fsync) instead of one each. A command waits only while an earlier
// batch is being written; with nothing in flight it is written at once (on the next turn of the event
// loop, so commands read from sockets in the same turn share the write). Each caller's promise settles
// only after the commit that holds its command, so nothing is acknowledged or broadcast before that.
import { performance } from 'node:perf_hooks';
import { type CommitInput, VersionConflictError } from './matchStore';

export interface BatchWriter {
  /** Writes one command per match in one statement; returns the matches whose command was stored. */
  commitMany(batch: readonly CommitInput[]): Promise<Set<string>>;
  /** Writes one command alone (the fallback when the batch statement fails as a whole). */
  commit(c: CommitInput): Promise<void>;
}

export interface GroupCommitOptions {
  /** Most commands in one statement. */
  readonly maxBatch: number;
  /** Batches being written at once (each on its own pooled connection). */
  readonly maxInFlight: number;
}

interface Waiting {
  readonly input: CommitInput;
  resolve(): void;
  reject(e: unknown): void;
}

/** Batch sizes written so far (the bench and the shutdown log print them). */
export interface BatchStats {
  batches: number;
  commands: number;
  largest: number;
  /** time spent writing batches, summed (milliseconds) */
  writeMs: number;
  /** batches by size bucket: "1", "2-3", "4-7", "8-15", ... */
  readonly sizes: Record<string, number>;
}

function bucket(n: number): string {
  if (n === 1) return '1';
  const lo = 2 ** Math.floor(Math.log2(n));
  return `${lo}-${lo * 2 - 1}`;
}

export class GroupCommit {
  private queue: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;
  readonly stats: BatchStats = { batches: 0, commands: 0, largest: 0, writeMs: 0, sizes: {} };

  constructor(
    private readonly writer: BatchWriter,
    private readonly opts: GroupCommitOptions,
  ) {}

  /** Resolves once the command is durable; VersionConflictError when its match moved on. */
  commit(input: CommitInput): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.opts.maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.opts.maxInFlight && this.queue.length > 0) {
      const batch = this.take();
      this.inFlight++;
      void this.write(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  /** The next batch: oldest first, at most one command per match (a match's commands stay in order). */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const matches = new Set<string>();
    for (const w of this.queue) {
      if (batch.length < this.opts.maxBatch && !matches.has(w.input.matchId)) {
        matches.add(w.input.matchId);
        batch.push(w);
      } else rest.push(w);
    }
    this.queue = rest;
    return batch;
  }

  private async write(batch: Waiting[]): Promise<void> {
    this.count(batch.length);
    let stored: Set<string>;
    const t0 = performance.now();
    try {
      stored = batch.length === 1 ? await this.one(batch[0]!.input) : await this.writer.commitMany(batch.map((w) => w.input));
      this.stats.writeMs += performance.now() - t0;
    } catch (e) {
      if (batch.length === 1 || !isUniqueViolation(e)) {
        for (const w of batch) w.reject(e);
        return;
      }
      // one command of the batch collides with a stored one: write them alone, so only it fails
      await Promise.all(batch.map((w) => this.writer.commit(w.input).then(w.resolve, w.reject)));
      return;
    }
    for (const w of batch) {
      if (stored.has(w.input.matchId)) w.resolve();
      else w.reject(new VersionConflictError(w.input.matchId));
    }
  }

  /** A lone command keeps the single-command statement (its errors as they always were). */
  private async one(input: CommitInput): Promise<Set<string>> {
    await this.writer.commit(input);
    return new Set([input.matchId]);
  }

  private count(n: number): void {
    this.stats.batches++;
    this.stats.commands += n;
    this.stats.largest = Math.max(this.stats.largest, n);
    const b = bucket(n);
    this.stats.sizes[b] = (this.stats.sizes[b] ?? 0) + 1;
  }
}

/** A duplicate key (another process stored this commandId or version first). */
export function isUniqueViolation(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const code = (e as { code?: unknown }).code;
  return code === 'P2002' || /23505|unique constraint/i.test(String((e as { message?: unknown }).message ?? ''));
}
