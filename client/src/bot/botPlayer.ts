// The bot as a client: it holds one seat through the SDK like a browser, waits until the match offers
// its seat something to do (its own legal commands), decides from its own view, sends the command and
// waits for the version it made; it stops when the match ends. Every wait has a timeout and the loop a
// bound: a stuck match ends the bot's play with an error, never a hang.
import { compileMap, type GameMap } from '@hexfog/shared/map/index';
import type { ComputerLevel, View } from '@hexfog/shared/protocol/index';
import { api, type HexfogClient } from '../sdk/index';
import { decide, newMemory, playable, remember } from './decide';
import { type Level, level } from './level';
import { botScenario } from './scenario';
import { type BotScenario, World } from './world';

export interface BotOptions {
  /** Longest wait for the seat's turn (the opponent's move), in ms. */
  readonly turnTimeoutMs?: number;
  /** At most this many commands sent (accepted or refused) in one match. */
  readonly maxCommands?: number;
  /** Refused commands in a row after which the bot gives up (a bug, never a loop). */
  readonly maxRefusedInRow?: number;
  /** A pause before each command (ms): a human following the bot's moves sees each one. */
  readonly paceMs?: number;
  /** The level of play (level.ts): 'normal' unless said. */
  readonly level?: ComputerLevel;
}

export interface BotStats {
  commands: number;
  /** Commands the rules refused (a bot bug: the runner requires 0). */
  refused: number;
  /** Commands sent on a view the opponent's move had just made stale (CONFLICT): sent again on the new view. */
  conflicts: number;
  /** Each decision's duration in ms. */
  readonly decisionMs: number[];
  /** Accepted commands by type. */
  readonly kinds: Record<string, number>;
  /** The commands refused (their type and the server's error code), for the report. */
  readonly refusals: string[];
  ended: boolean;
}

export class BotPlayer {
  readonly stats: BotStats = { commands: 0, refused: 0, conflicts: 0, decisionMs: [], kinds: {}, refusals: [], ended: false };
  private readonly memory = newMemory();
  private readonly level: Level;
  private stopped = false;

  constructor(
    readonly client: HexfogClient,
    readonly map: GameMap,
    readonly scenario: BotScenario,
    readonly opts: BotOptions = {},
  ) {
    this.level = level(opts.level ?? 'normal');
  }

  /** A bot for a seat: the public map and scenario summary (victory conditions included) read over HTTP, as a browser reads them. */
  static async join(url: string, client: HexfogClient, opts: BotOptions = {}): Promise<BotPlayer> {
    await client.ready();
    const view = client.view!;
    const http = api(url);
    const summary = (await http.scenarios()).find((s) => s.id === view.scenario);
    if (!summary) throw new Error(`unknown scenario ${view.scenario}`);
    const map = compileMap(await http.map(summary.map));
    return new BotPlayer(client, map, botScenario(summary), opts);
  }

  stop(): void {
    this.stopped = true;
  }

  private myTurn(): boolean {
    const v = this.client.view;
    return !!v && (v.status === 'ended' || playable(v.legal).length > 0);
  }

  /** Plays until the match ends (or `stop()`); rejects when a wait times out or the bounds are hit. */
  async play(): Promise<BotStats> {
    const max = this.opts.maxCommands ?? 5000;
    let inRow = 0;
    while (!this.stopped) {
      await this.client.waitUntil(
        () => this.myTurn() || this.stopped,
        this.opts.turnTimeoutMs ?? 60_000,
        'the bot seat to be offered a command',
      );
      const view = this.client.view as View;
      if (view.status === 'ended') {
        this.stats.ended = true;
        break;
      }
      if (this.stopped) break;
      if (this.stats.commands + this.stats.refused + this.stats.conflicts >= max)
        throw new Error(`the bot sent ${max} commands without the match ending`);
      const world = new World(view, this.map, this.scenario);
      const started = performance.now();
      const decision = decide(world, this.memory, this.level);
      this.stats.decisionMs.push(performance.now() - started);
      if (!decision) throw new Error(`the bot found no command among ${playable(view.legal).length} legal entries`);
      if (this.opts.paceMs) await new Promise((r) => setTimeout(r, this.opts.paceMs));
      const ack = await this.client.send(decision.command, { expectedVersion: view.version });
      if (!ack.ok && ack.error.code === 'CONFLICT') {
        // the opponent moved first (both seats may act at once, e.g. setup or the Rally Phase): decide again on the new view
        this.stats.conflicts++;
        await this.client.waitForVersion(view.version + 1, this.opts.turnTimeoutMs ?? 60_000);
        continue;
      }
      remember(world, this.memory, decision, ack.ok);
      if (!ack.ok) {
        this.stats.refused++;
        this.stats.refusals.push(`${String(decision.command.type)}: ${ack.error.code} ${ack.error.message}`);
        if (++inRow >= (this.opts.maxRefusedInRow ?? 20)) throw new Error(`the bot's last ${inRow} commands were refused`);
        continue;
      }
      inRow = 0;
      this.stats.commands++;
      const type = String(decision.command.type);
      this.stats.kinds[type] = (this.stats.kinds[type] ?? 0) + 1;
      await this.client.waitForVersion(ack.version, this.opts.turnTimeoutMs ?? 60_000);
    }
    return this.stats;
  }
}
