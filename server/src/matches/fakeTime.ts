// A controllable clock for tests: time moves only when the test says, and due timers fire then.
import type { TimeSource } from './clock';

export class FakeTime implements TimeSource {
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private nextId = 0;
  constructor(private t = Date.UTC(2026, 0, 1)) {}

  now(): number {
    return this.t;
  }

  schedule(at: number, fn: () => void): () => void {
    const id = this.nextId++;
    this.timers.push({ at, fn, id });
    return () => {
      this.timers = this.timers.filter((x) => x.id !== id);
    };
  }

  /** Moves time on and fires every timer now due, in order. */
  advance(ms: number): void {
    this.t += ms;
    const due = this.timers.filter((x) => x.at <= this.t).sort((a, b) => a.at - b.at);
    this.timers = this.timers.filter((x) => x.at > this.t);
    for (const x of due) x.fn();
  }

  /** When the armed timers fire (epoch ms). */
  armedAt(): number[] {
    return this.timers.map((x) => x.at);
  }

  /** How many timers are armed (a restarted server re-arms its stored ones). */
  get armed(): number {
    return this.timers.length;
  }
}
