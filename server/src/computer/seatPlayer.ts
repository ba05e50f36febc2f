// One computer seat, played through the SDK exactly as a browser plays it: it connects with its seat
// token, receives only that seat's views and events, and acts only by sending commands. Runs in the bot
// process (botProcess.ts), never in the server's: a slow decision delays no match.
// Every wait has a timeout and every loop a bound: a match that never ends, a server that stops
// answering or a policy that keeps being refused ends the seat's play (the server's own timeouts and
// the time control then apply to the seat like to any idle player).
import { connect, type HexfogClient } from '@hexfog/client/sdk';
import type { View } from '@hexfog/shared';
import { COMPUTER_KEY_HEADER } from '../limits/computerKey';

/** The policy: the next command for this seat from its own view, or null when it has nothing to do now. */
export type Decide = (view: View) => Record<string, unknown> | null;

export interface SeatGame {
  readonly url: string;
  readonly matchId: string;
  readonly token: string;
  readonly decide: Decide;
  /** The least time between two of its commands, so that a human can follow them (0 in tests). */
  readonly paceMs: number;
  /** The most commands it sends in one match. */
  readonly maxCommands?: number;
  /** Refusals in a row after which it stops (a policy bug must not loop against the server). */
  readonly maxRefusedInARow?: number;
  /** How long it waits for a change before it looks at its view again. */
  readonly idleCheckMs?: number;
  /** The key its server gave the bot process: its sockets are then clients of their own (limits/socketGuard.ts). */
  readonly key?: string | undefined;
}

export interface SeatOutcome {
  readonly result: 'ended' | 'stopped' | 'refused' | 'tooLong';
  readonly commands: number;
  readonly refused: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves at the client's next change, or after `ms`. */
function nextChange(client: HexfogClient, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(() => (off(), resolve()), ms);
    const off = client.onChange(() => (clearTimeout(t), off(), resolve()));
  });
}

/** Plays the seat until its match ends, `signal` aborts, or a bound is reached. */
export async function playSeat(game: SeatGame, signal: AbortSignal): Promise<SeatOutcome> {
  const client = connect({
    url: game.url,
    matchId: game.matchId,
    token: game.token,
    ...(game.key ? { socketOptions: { extraHeaders: { [COMPUTER_KEY_HEADER]: game.key } } } : {}),
  });
  const maxCommands = game.maxCommands ?? 20_000;
  const maxRefused = game.maxRefusedInARow ?? 5;
  let commands = 0;
  let refused = 0;
  let inARow = 0;
  try {
    await Promise.race([client.ready(), sleep(60_000).then(() => Promise.reject(new Error('no sync in 60 s')))]);
    while (!signal.aborted) {
      const view = client.view;
      if (view?.status === 'ended') return { result: 'ended', commands, refused };
      const command = view ? game.decide(view) : null;
      if (!command) {
        await nextChange(client, game.idleCheckMs ?? 30_000);
        continue;
      }
      if (commands >= maxCommands) return { result: 'tooLong', commands, refused };
      if (game.paceMs > 0) await sleep(game.paceMs);
      if (signal.aborted) break;
      const ack = await client.send(command).catch(() => ({ ok: false as const }));
      commands++;
      if (ack.ok) {
        inARow = 0;
        await client.waitForVersion(ack.version, 15_000).catch(() => undefined);
        continue;
      }
      refused++;
      if (++inARow >= maxRefused) return { result: 'refused', commands, refused };
      await nextChange(client, 1_000);
    }
    return { result: 'stopped', commands, refused };
  } finally {
    client.close();
  }
}
