// The closed-loop load: each match has its two players and one spectator on their own websockets, and
// a command is sent only after every viewer it reaches has the previous update.
import { performance } from 'node:perf_hooks';
import { api, connect, type HexfogClient } from '../client/src/sdk/index';

export interface Table {
  matchId: string;
  a: HexfogClient;
  b: HexfogClient;
  s: HexfogClient;
}

/** A server URL, or the one a load balancer would pick for the match (cluster.ts: by its id). */
export type Route = string | ((matchId: string) => string);

/** Where a match is created and where each of its three clients connects. */
export interface Placement {
  create: string;
  a: Route;
  b: Route;
  s: Route;
}

export const onOneServer = (url: string): Placement => ({ create: url, a: url, b: url, s: url });

export async function openMatch(p: Placement): Promise<Table> {
  const m = await api(p.create).createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' });
  const opts = { socketOptions: { reconnection: false } };
  const at = (r: Route) => (typeof r === 'string' ? r : r(m.matchId));
  const t = {
    matchId: m.matchId,
    a: connect({ url: at(p.a), matchId: m.matchId, token: m.seats.A.token, ...opts }),
    b: connect({ url: at(p.b), matchId: m.matchId, token: m.seats.B.token, ...opts }),
    s: connect({ url: at(p.s), matchId: m.matchId, ...opts }),
  };
  await Promise.all([t.a.ready(), t.b.ready(), t.s.ready()]);
  return t;
}

/**
 * The moment (performance.now()) a client first holds version `v`, taken in its change callback, as
 * the peer's load takes it in its update handler (not after the promise hops of waitForVersion).
 */
function reached(c: HexfogClient, v: number, timeoutMs: number): Promise<number> {
  if (c.version >= v) return Promise.resolve(performance.now());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for version ${v} (at ${c.version}, ${c.status})`));
    }, timeoutMs);
    const off = c.onChange(() => {
      if (c.version < v) return;
      const at = performance.now();
      clearTimeout(timer);
      off();
      resolve(at);
    });
  });
}

/**
 * Time from emitting a command to the moment its viewer has its update (the watcher is set up before
 * the clock starts, as the peer's load sets up its own). The command is A's secret setup placement:
 * since each audience counts only what it sees (docs/security.md), B and the spectator are sent
 * nothing for it, so only A's update is waited for. The next command waits for the ack too, which is
 * not part of the figure.
 */
export async function playCommands(t: Table, count: number, samples: number[]): Promise<void> {
  for (let i = 0; i < count; i++) {
    const v = t.a.version + 1;
    const arrived = Promise.all([t.a].map((c) => reached(c, v, 30000)));
    const t0 = performance.now();
    const ack = await t.a.send({ type: 'placeUnits', placements: [{ unit: 'A01', hex: `71${'ABCDEFG'[i % 7]}${1 + (i % 9)}` }] });
    if (!ack.ok) throw new Error(`command refused: ${JSON.stringify(ack)}`);
    samples.push(Math.max(...(await arrived)) - t0);
  }
}

export function closeAll(t: Table) {
  t.a.close();
  t.b.close();
  t.s.close();
}

export async function oneMatch(p: Placement): Promise<number[]> {
  const t = await openMatch(p);
  await playCommands(t, 20, []); // warm-up
  const samples: number[] = [];
  await playCommands(t, 300, samples);
  closeAll(t);
  return samples;
}

/**
 * A fresh server process and fresh clients run the first thousands of commands slowly (V8 optimizes
 * the server's and the clients' paths over about 2,000 commands: the median falls from about 1.6 to
 * about 1.0 ms, the server's CPU per command from 1.5 to 0.6 ms), while a running server has long
 * settled. So `runs` one-match runs, unmeasured except the first, which is returned: a fresh process's
 * first commands, printed beside the settled figures.
 */
export async function warmUp(p: Placement, runs = 8): Promise<number[]> {
  const first = await oneMatch(p);
  for (let i = 1; i < runs; i++) await oneMatch(p);
  return first;
}

export interface ManyResult {
  samples: number[];
  /** accepted commands per second of wall time, all matches together */
  rate: number;
  matchIds: string[];
}

/** `matches` matches at once, each a closed loop of `perMatch` commands; placement per match index. */
export async function manyMatches(matches: number, perMatch: number, place: (i: number) => Placement): Promise<ManyResult> {
  const tables: Table[] = [];
  for (let i = 0; i < matches; i += 20)
    tables.push(...(await Promise.all(Array.from({ length: Math.min(20, matches - i) }, (_, j) => openMatch(place(i + j))))));
  const samples: number[] = [];
  const t0 = performance.now();
  await Promise.all(tables.map((t) => playCommands(t, perMatch, samples)));
  const secs = (performance.now() - t0) / 1000;
  tables.forEach(closeAll);
  return { samples, rate: samples.length / secs, matchIds: tables.map((t) => t.matchId) };
}
