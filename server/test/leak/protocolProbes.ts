// Side channels outside the game's payloads, probed once per harness game: a command id another seat
// used, a `__proto__` key, and what HTTP tells about a match whose spectators are delayed.
import type { HexfogClient } from '@hexfog/client/sdk';
import type { TestServer } from '../harness';

/** Ack codes and messages with the probe's own key name taken out. */
function refusal(ack: unknown, key: string): string {
  return JSON.stringify(ack).replaceAll(key, 'KEY');
}

/**
 * `seat` sends a command carrying a top-level `__proto__` key and one carrying another unknown key:
 * both must be refused alike (a dropped key would let the command through as something else).
 * Then it sends a command under `otherId`, a command id the other seat used: its own command, never
 * answered as a duplicate of the other's.
 */
export async function probeProtocol(seat: HexfogClient, otherId: string | undefined): Promise<string[]> {
  const problems: string[] = [];
  const poisoned = JSON.parse('{"type":"finishSetup","__proto__":{"polluted":true}}') as Record<string, unknown>;
  const [a, b] = [await seat.send(poisoned), await seat.send({ type: 'finishSetup', extra: { polluted: true } })];
  if (refusal(a, '__proto__') !== refusal(b, 'extra'))
    problems.push(`${seat.seat}: a "__proto__" key is answered ${JSON.stringify(a)}, another unknown key ${JSON.stringify(b)}`);
  if (otherId) {
    const ack = await seat.send({ type: 'finishSetup' }, { commandId: otherId });
    if ('duplicate' in ack && ack.duplicate)
      problems.push(`${seat.seat}: reusing the other seat's command id ${otherId} is answered as a duplicate, confirming it was used`);
  }
  return problems;
}

/**
 * Delayed spectators: nothing anonymous over HTTP (the match's summary, its lobby entry) shows a
 * position the match's spectators have not been shown.
 */
export async function probeDelayedHttp(t: TestServer, matchId: string, spectator: HexfogClient): Promise<string[]> {
  const problems: string[] = [];
  const summary = (await (await fetch(`${t.url}/api/matches/${matchId}`)).json()) as { version?: number };
  const list = (await (await fetch(`${t.url}/api/matches`)).json()) as { matches?: { id: string; version?: number }[] };
  const entry = list.matches?.find((m) => m.id === matchId);
  for (const [what, v] of [
    ['summary', summary.version],
    ['lobby entry', entry?.version],
  ] as const) {
    if (v === undefined) continue;
    const shown = await spectator.waitForVersion(v, 2000).then(
      () => true,
      () => false,
    );
    if (!shown) problems.push(`the anonymous ${what} shows version ${v}; delayed spectators were shown ${spectator.version}`);
  }
  return problems;
}
