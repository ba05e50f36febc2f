// Backpressure for chat: at most `writers` messages are being stored at once (the database connections
// chat may hold, so commands keep the rest of the pool), at most `waiting` more wait their turn, and
// one more is refused at once rather than queued without bound.
export class ChatQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly writers: number,
    private readonly capacity: number,
  ) {}

  /** Runs `work` in its turn, or returns null at once when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T> | null {
    if (this.running >= this.writers && this.waiting.length >= this.capacity) return null;
    return this.turn().then(async () => {
      try {
        return await work();
      } finally {
        this.running--;
        this.waiting.shift()?.();
      }
    });
  }

  /** Messages being stored and waiting (for tests and the abuse harness). */
  get size(): number {
    return this.running + this.waiting.length;
  }

  private turn(): Promise<void> {
    if (this.running < this.writers) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.running++;
        resolve();
      }),
    );
  }
}
