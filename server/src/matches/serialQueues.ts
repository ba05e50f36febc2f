// One serial queue per match, so a match's commands, loads, evictions and consistent reads never
// interleave. A queue leaves the map once it runs empty.
export class SerialQueues {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `fn` after everything already queued for this match. */
  run<T>(matchId: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.tails.get(matchId) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => undefined);
    this.tails.set(matchId, tail);
    void tail.then(() => {
      if (this.tails.get(matchId) === tail) this.tails.delete(matchId);
    });
    return next;
  }
}
