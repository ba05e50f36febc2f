// The server's side of its bot process: started on the first seat it is given, told over IPC which
// seats to play, restarted (after a growing pause, a bounded number of times in a row) when it dies,
// with the seats it was playing handed to the new one. It runs from the bundle next to the server's
// (server/dist/botProcess.js) under `npm start`, from source through tsx under the tests.
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Logger } from '../logging/logger';
import { COMPUTER_KEY_ENV, FromBotProcessSchema, type PlayMessage, type ToBotProcess } from './messages';

/** Where the bot process's code is, and how node must run it. */
export function botEntry(): { path: string; execArgv: string[] } {
  const main = process.argv[1] ?? '';
  const bundled = join(dirname(main), 'botProcess.js');
  if (main.endsWith('.js') && existsSync(bundled)) return { path: bundled, execArgv: [] };
  return { path: join(import.meta.dirname, 'botProcess.ts'), execArgv: ['--import', 'tsx'] };
}

export interface BotHostOptions {
  readonly log: Logger;
  /** The key its sockets present to this server's limits (limits/socketGuard.ts), given in its environment. */
  readonly key: string;
  /** A seat's play ended (the match ended, or the bot stopped: see the result). */
  readonly onDone?: (matchId: string, result: string) => void;
  /** Restarts in a row before it gives up (each pause twice the last, from 500 ms, at most 30 s). */
  readonly maxRestarts?: number;
}

export class BotHost {
  private child: ChildProcess | null = null;
  /** The child's listener is in place (it said `ready`): until then the seats wait here. */
  private ready = false;
  private readonly seats = new Map<string, PlayMessage>();
  private restarts = 0;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: BotHostOptions) {}

  /** The seats it plays now. */
  get playing(): number {
    return this.seats.size;
  }

  play(m: PlayMessage): void {
    if (this.closed) return;
    this.seats.set(m.matchId, m);
    this.send(m);
  }

  stop(matchId: string): void {
    if (this.seats.delete(matchId)) this.send({ type: 'stop', matchId });
  }

  private send(m: ToBotProcess): void {
    const child = this.child ?? this.start();
    if (child?.connected && this.ready) child.send(m);
  }

  private start(): ChildProcess | null {
    if (this.closed || this.timer) return null;
    const entry = botEntry();
    const child = fork(entry.path, [], {
      execArgv: entry.execArgv,
      env: { ...process.env, [COMPUTER_KEY_ENV]: this.opts.key },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    this.ready = false;
    child.on('message', (raw) => {
      const m = FromBotProcessSchema.safeParse(raw);
      if (!m.success) return;
      if (m.data.type === 'ready') {
        this.ready = true;
        for (const seat of this.seats.values()) child.send(seat);
        return;
      }
      this.restarts = 0;
      this.seats.delete(m.data.matchId);
      this.opts.log.info(m.data, 'computer seat done');
      this.opts.onDone?.(m.data.matchId, m.data.result);
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.closed) return;
      this.opts.log.warn({ code, signal, seats: this.seats.size }, 'bot process exited');
      this.restartLater();
    });
    return child;
  }

  /** A new process for the seats still in play, after a pause (none once the restarts run out). */
  private restartLater(): void {
    if (!this.seats.size || this.timer) return;
    if (this.restarts >= (this.opts.maxRestarts ?? 8)) {
      this.opts.log.error({ seats: [...this.seats.keys()] }, 'bot process keeps failing: its seats are left to their clocks');
      this.seats.clear();
      return;
    }
    const pause = Math.min(30_000, 500 * 2 ** this.restarts++);
    this.timer = setTimeout(() => {
      this.timer = null;
      for (const m of this.seats.values()) this.send(m);
    }, pause);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}
