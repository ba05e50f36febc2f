// The bot process: the computer's seats, each played through the SDK over loopback like a browser's
// (seatPlayer.ts). The server starts it (botHost.ts) and tells it which seats to play over IPC; it
// holds no database connection and no server state, only the seat tokens it is given.
import { policyFor } from './policy';
import { COMPUTER_KEY_ENV, type FromBotProcess, type PlayMessage, ToBotProcessSchema } from './messages';
import { playSeat } from './seatPlayer';

const playing = new Map<string, AbortController>();
const KEY = process.env[COMPUTER_KEY_ENV];

function reply(m: FromBotProcess): void {
  process.send?.(m);
}

function play(m: PlayMessage): void {
  if (playing.has(m.matchId)) return;
  const stop = new AbortController();
  playing.set(m.matchId, stop);
  const game = { url: m.url, matchId: m.matchId, token: m.token, decide: policyFor(m.level), paceMs: m.paceMs, key: KEY };
  playSeat(game, stop.signal)
    .then(
      (o) => reply({ type: 'done', matchId: m.matchId, ...o }),
      () => reply({ type: 'done', matchId: m.matchId, result: 'failed', commands: 0, refused: 0 }),
    )
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
