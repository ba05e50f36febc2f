// The bot process: the computer's seats, each played by the practice bot (client/src/bot: BotPlayer)
// through the SDK over loopback like a browser's. The server starts it (botHost.ts) and tells it which
// seats to play over IPC; it holds no database connection and no server state, only the seat tokens it
// is given. Every wait has a timeout and every loop a bound: a player who takes hours over a move makes
// the bot wait again (a new round), a bot that keeps failing gives the seat up.
import { BotPlayer } from '@hexfog/client/bot/botPlayer';
import { connect } from '@hexfog/client/sdk';
import { COMPUTER_KEY_HEADER } from '../limits/computerKey';
import { COMPUTER_KEY_ENV, type FromBotProcess, type PlayMessage, ToBotProcessSchema } from './messages';

/** How long the bot waits for its seat's turn before it looks again (the human may be slow, or away). */
const TURN_WAIT_MS = 6 * 3_600_000;
/** Rounds of waiting or failing before the seat is given up: at most 20 x 6 h, or 20 failures. */
const MAX_ROUNDS = 20;
const RETRY_PAUSE_MS = 5_000;

const playing = new Map<string, AbortController>();
const KEY = process.env[COMPUTER_KEY_ENV];

function reply(m: FromBotProcess): void {
  process.send?.(m);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One seat until its match ends, the server says stop, or the rounds run out. */
async function playMatch(m: PlayMessage, signal: AbortSignal): Promise<FromBotProcess> {
  let commands = 0;
  let refused = 0;
  for (let round = 0; round < MAX_ROUNDS && !signal.aborted; round++) {
    const client = connect({
      url: m.url,
      matchId: m.matchId,
      token: m.token,
      ...(KEY ? { socketOptions: { extraHeaders: { [COMPUTER_KEY_HEADER]: KEY } } } : {}),
    });
    const stop = () => client.close();
    signal.addEventListener('abort', stop);
    try {
      const bot = await BotPlayer.join(m.url, client, {
        paceMs: m.paceMs,
        turnTimeoutMs: TURN_WAIT_MS,
        maxCommands: 20_000,
        level: m.level,
      });
      signal.addEventListener('abort', () => bot.stop());
      const stats = await bot.play();
      commands += stats.commands;
      refused += stats.refused;
      if (stats.ended) return { type: 'done', matchId: m.matchId, result: 'ended', commands, refused };
    } catch {
      // a turn not offered in TURN_WAIT_MS, a lost server, a bound reached: wait and look again
      if (!signal.aborted) await sleep(RETRY_PAUSE_MS);
    } finally {
      signal.removeEventListener('abort', stop);
      client.close();
    }
  }
  return { type: 'done', matchId: m.matchId, result: signal.aborted ? 'stopped' : 'failed', commands, refused };
}

function play(m: PlayMessage): void {
  if (playing.has(m.matchId)) return;
  const stop = new AbortController();
  playing.set(m.matchId, stop);
  playMatch(m, stop.signal)
    .then(reply, () => reply({ type: 'done', matchId: m.matchId, result: 'failed', commands: 0, refused: 0 }))
    .finally(() => playing.delete(m.matchId));
}

process.on('message', (raw) => {
  const m = ToBotProcessSchema.safeParse(raw);
  if (!m.success) return;
  if (m.data.type === 'play') play(m.data);
  else playing.get(m.data.matchId)?.abort();
});
// the server gone, the bots go too
process.on('disconnect', () => process.exit(0));
// what the server sent before this listener was in place is lost: it waits for this word
reply({ type: 'ready' });
