// The bot's games on a real server (issue 37): every shipped scenario under every ruleset (and each
// visibility mode, as the leak harness plays them), the bot against a random client (the leak harness's
// chooser, server/test/leak/bots.ts) as each side, and against itself. Each seat is a socket.io client of
// its own through the SDK; the figures are what the bot's own client saw.
import type { HexfogClient } from '@hexfog/client/sdk';
import { BotPlayer, type BotStats } from '@hexfog/client/bot/botPlayer';
import { playable } from '@hexfog/client/bot/decide';
import { mulberry } from '@hexfog/shared/testing/random';
import type { TestServer } from '../server/test/harness';
import { commandFor } from '../server/test/leak/bots';
import { GAMES, type LeakGame } from '../server/test/leak/harness';

export interface BotGame {
  readonly config: LeakGame;
  /** The bot's side against the random client; 'both' when the bot plays itself. */
  readonly bot: 'A' | 'B' | 'both';
  readonly winner: 'A' | 'B' | null;
  /** The match's last version: how many commands the game took. */
  readonly length: number;
  readonly stats: BotStats[];
  /** Events seen by the bot's seat(s), by type. */
  readonly events: Record<string, number>;
  readonly error?: string;
}

const TURN_TIMEOUT_MS = 30_000;

/** A seat played by random legal commands from its own view (the leak harness's chooser, without probes). */
async function playRandom(c: HexfogClient, seed: number): Promise<void> {
  const random = mulberry(seed);
  for (let i = 0; i < 20_000; i++) {
    await c.waitUntil(
      () => c.view?.status === 'ended' || playable(c.view?.legal ?? []).length > 0,
      TURN_TIMEOUT_MS,
      'the random seat to be offered a command',
    );
    if (c.view!.status === 'ended') return;
    const legal = playable(c.view!.legal);
    const cmd = commandFor(legal[Math.floor(random() * legal.length)]!, random, c.view!);
    const base = c.view!.version;
    const ack = await c.send(cmd, { expectedVersion: base });
    if (ack.ok) await c.waitForVersion(ack.version, TURN_TIMEOUT_MS);
    else if (ack.error.code === 'CONFLICT') await c.waitForVersion(base + 1, TURN_TIMEOUT_MS);
  }
}

function countEvents(clients: readonly HexfogClient[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of clients) for (const e of c.events) out[e.type] = (out[e.type] ?? 0) + 1;
  return out;
}

export async function playBotGame(t: TestServer, config: LeakGame, bot: 'A' | 'B' | 'both', seed: number): Promise<BotGame> {
  const m = await t.api.createSeatedMatch({ ruleset: config.ruleset, scenario: config.scenario, options: { rules: config.options } });
  const a = t.client(m.matchId, m.seats.A.token);
  const b = t.client(m.matchId, m.seats.B.token);
  await Promise.all([a.ready(), b.ready()]);
  const botClients = bot === 'both' ? [a, b] : [bot === 'A' ? a : b];
  const players = await Promise.all(botClients.map((c) => BotPlayer.join(t.url, c, { turnTimeoutMs: TURN_TIMEOUT_MS })));
  let error: string | undefined;
  try {
    const random = bot === 'both' ? [] : [playRandom(bot === 'A' ? b : a, seed)];
    await Promise.all([...players.map((p) => p.play()), ...random]);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
    for (const p of players) p.stop();
  }
  const view = a.view!;
  const game: BotGame = {
    config,
    bot,
    winner: view.status === 'ended' ? (view.result?.winner ?? null) : null,
    length: view.version,
    stats: players.map((p) => p.stats),
    events: countEvents(botClients),
    ...(error ? { error } : {}),
  };
  a.close();
  b.close();
  return game;
}

/** `gamesPerConfig` games against the random client per configuration (sides alternating) and half as many against itself. */
export async function runBotGames(t: TestServer, opts: { gamesPerConfig: number; seed: number; parallel: number }): Promise<BotGame[]> {
  const jobs: { config: LeakGame; bot: 'A' | 'B' | 'both'; seed: number }[] = [];
  GAMES.forEach((config, i) => {
    for (let g = 0; g < opts.gamesPerConfig; g++) jobs.push({ config, bot: g % 2 === 0 ? 'A' : 'B', seed: opts.seed * 1000 + i * 10 + g });
    for (let g = 0; g < Math.ceil(opts.gamesPerConfig / 2); g++)
      jobs.push({ config, bot: 'both', seed: opts.seed * 1000 + i * 10 + 5 + g });
  });
  const out: BotGame[] = [];
  for (let i = 0; i < jobs.length; i += opts.parallel)
    out.push(...(await Promise.all(jobs.slice(i, i + opts.parallel).map((j) => playBotGame(t, j.config, j.bot, j.seed)))));
  return out;
}

export function percentile(xs: readonly number[], p: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

const label = (c: LeakGame) =>
  `${c.scenario}/${c.ruleset}${Object.keys(c.options)
    .map((o) => `+${o}`)
    .join('')}`;

/** The report: a line per configuration, the counts, and `bot vs random: won W of G` last. */
export function report(games: readonly BotGame[]): string[] {
  const lines: string[] = [];
  const byConfig = new Map<string, BotGame[]>();
  for (const g of games) byConfig.set(label(g.config), [...(byConfig.get(label(g.config)) ?? []), g]);
  for (const [name, gs] of byConfig) {
    const vsRandom = gs.filter((g) => g.bot !== 'both');
    const won = vsRandom.filter((g) => g.winner === g.bot).length;
    const self = gs.filter((g) => g.bot === 'both');
    const stats = gs.flatMap((g) => g.stats);
    const ms = stats.flatMap((s) => s.decisionMs);
    const lengths = gs.map((g) => g.length);
    lines.push(
      `${name}: vs random won ${won} of ${vsRandom.length} (${vsRandom.map((g) => `${g.bot}:${g.winner === g.bot ? 'won' : g.winner ? 'lost' : 'unfinished'}`).join(' ')}); ` +
        `self-play winners ${self.map((g) => g.winner ?? '-').join(' ')}; length ${Math.min(...lengths)}-${Math.max(...lengths)} versions; ` +
        `refused ${stats.reduce((n, s) => n + s.refused, 0)}, conflicts ${stats.reduce((n, s) => n + s.conflicts, 0)}; ` +
        `decision p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms`,
    );
    for (const g of gs) if (g.error) lines.push(`  ${g.bot}: ${g.error}`);
    for (const s of stats) for (const r of s.refusals.slice(0, 3)) lines.push(`  refused ${r}`);
  }
  const sum = (pick: (g: BotGame) => Record<string, number>) => {
    const out: Record<string, number> = {};
    for (const g of games) for (const [k, v] of Object.entries(pick(g))) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  const commands: Record<string, number> = {};
  for (const g of games) for (const s of g.stats) for (const [k, v] of Object.entries(s.kinds)) commands[k] = (commands[k] ?? 0) + v;
  const all = games.flatMap((g) => g.stats.flatMap((s) => s.decisionMs));
  lines.push(`bot commands by type: ${JSON.stringify(commands)}`);
  lines.push(`events seen by the bot's seats: ${JSON.stringify(sum((g) => g.events))}`);
  lines.push(
    `all games: refused ${games.reduce((n, g) => n + g.stats.reduce((m, s) => m + s.refused, 0), 0)}, decisions ${all.length}, p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${percentile(all, 100).toFixed(1)} ms`,
  );
  const vsRandom = games.filter((g) => g.bot !== 'both');
  lines.push(`bot vs random: won ${vsRandom.filter((g) => g.winner === g.bot).length} of ${vsRandom.length}`);
  return lines;
}
