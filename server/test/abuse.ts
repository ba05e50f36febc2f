// The abuse harness, shared by `npm run abuse` (scripts/abuse.ts: full size, prints the figures) and the
// jest suite (server/src/limits/abuse.test.ts: small, asserts counts only). One real server process
// (`npm start`'s entry point, server/test/process.ts) on loopback, with the production limits. While an
// honest match plays (a seat sending a command every 100 ms), a monitor polls /healthz and honest
// visitors create matches, each flood in turn runs against the same process: match creation, chat over
// many spectator sockets, a socket flood (and a seat's command flood on its own match), stalled and
// slow requests, "your matches" status polls. A quiet phase before and after measures the same honest
// work with no flood. Every loop stops at its phase's end or its count, whichever is first. Each flood
// runs in a process of its own (abuseAttacks.ts), so that its work does not delay this process's
// honest clients and their measurements: what is measured is the server.
import { api, connect, type HexfogClient, sessionCookieOf } from '@hexfog/client/sdk';
import { attackFrom, FLOOD_NAMES, type FloodName, type Tally, type Target } from './abuseAttacks';
import { freePort, startServerProcess } from './process';

export type { FloodName } from './abuseAttacks';

export interface AbuseOptions {
  /** 1: the full run; smaller scales every flood's counts down (the jest suite's short version). */
  readonly scale: number;
  /** How long each phase runs at least (the stalled-request phase: past the request timeout, with a margin). */
  readonly phaseMs: number;
  /** HTTP_REQUEST_TIMEOUT_MS of the server (HTTP_HEADERS_TIMEOUT_MS: its default, 10 s, or less). */
  readonly requestTimeoutMs: number;
  /** Only these floods (all by default). */
  readonly only?: readonly FloodName[];
  readonly log?: (line: string) => void;
}

export interface Honest {
  readonly commandMs: number[];
  readonly commandFailures: number;
  readonly healthMs: number[];
  readonly healthFailures: number;
  readonly creations: number;
  readonly creationFailures: number;
}

export interface PhaseReport {
  readonly name: 'quiet' | FloodName | 'quiet after';
  readonly honest: Honest;
  readonly attack: Tally;
}

const HONEST_COMMAND_EVERY_MS = 100;
const HEALTH_EVERY_MS = 200;
const HONEST_CREATIONS = 8;

export async function runAbuse(o: AbuseOptions): Promise<PhaseReport[]> {
  const say = o.log ?? (() => undefined);
  const port = await freePort();
  const env = {
    DATABASE_URL: process.env.DATABASE_URL!,
    CLUSTER: 'off',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback', // each simulated client is an X-Forwarded-For, as behind the proxy
    HTTP_REQUEST_TIMEOUT_MS: String(o.requestTimeoutMs),
    HTTP_HEADERS_TIMEOUT_MS: String(Math.min(10_000, o.requestTimeoutMs)),
  };
  const server = await startServerProcess(env, port);
  const url = server.url;
  const clients: HexfogClient[] = []; // the honest match's
  try {
    const honest = await honestMatch(url, clients);
    const target = await attackerTarget(url);
    const reports: PhaseReport[] = [];
    // the honest work runs while the flood does (its process's start included), and at least `ms`
    const phase = async (name: PhaseReport['name'], flood: (ms: number) => Promise<Tally>, ms = o.phaseMs) => {
      say(`phase ${name} (${ms} ms)`);
      const minimum = sleep(ms);
      const attack = flood(ms);
      let over = false;
      const ended = Promise.all([minimum, attack.catch(() => undefined)]).then(() => void (over = true));
      const h = await honestWork(url, honest, () => over, ms, reports.length);
      await ended;
      reports.push({ name, honest: h, attack: await attack });
    };
    const none = async (ms: number) => (await sleep(ms), {});
    // the stalled-request phase lasts until the requests must have timed out (their process starts,
    // they open, they time out, node's next check closes them: up to 10 s of margin on a loaded machine)
    const lasts = (name: FloodName) =>
      name === 'bodies' ? Math.max(o.phaseMs, o.requestTimeoutMs + Math.min(10_000, 3_000 + 2 * o.requestTimeoutMs)) : o.phaseMs;
    await phase('quiet', none);
    for (const name of o.only ?? FLOOD_NAMES)
      await phase(name, (ms) => attackFrom(name, { target, durationMs: ms, scale: o.scale }), lasts(name));
    await phase('quiet after', none);
    return reports;
  } finally {
    for (const c of clients) c.close();
    await server.kill('SIGTERM');
  }
}

interface HonestMatch {
  readonly a: HexfogClient;
}

/** The honest match: both seats connected, each from its own address; seat A re-places a unit in setup (always legal). */
async function honestMatch(url: string, clients: HexfogClient[]): Promise<HonestMatch> {
  const m = await api(url).createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' });
  const seat = (token: string, from: string) =>
    connect({ url, matchId: m.matchId, token, socketOptions: { reconnection: false, extraHeaders: { 'x-forwarded-for': from } } });
  const a = seat(m.seats.A.token, '10.9.0.2');
  const b = seat(m.seats.B.token, '10.9.0.3');
  clients.push(a, b);
  await Promise.all([a.ready(), b.ready()]);
  return { a };
}

/** The attacker's own matches (a spectator target and seats for the status flood), made from an address of their own. */
async function attackerTarget(url: string): Promise<Target> {
  const seats: { matchId: string; token: string; cookie?: string | undefined }[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.0.1' },
      // a practice match: the attacker holds both of its seats (a status flood needs seats it may ask about)
      body: JSON.stringify({ ruleset: 'asl', scenario: 'sewer-infiltration', practice: true }),
    });
    const m = (await res.json()) as { matchId: string; seats: { A: { token: string }; B: { token: string } } };
    // the attacker's player holds both seats: his session goes with their sockets (floods run in
    // processes of their own, so the cookie travels with the seat)
    const cookie = sessionCookieOf(res);
    seats.push({ matchId: m.matchId, token: m.seats.A.token, cookie }, { matchId: m.matchId, token: m.seats.B.token, cookie });
  }
  return { url, matchId: seats[0]!.matchId, seats };
}

/** The honest work of one phase, until `over()`: seat A's commands, the health monitor's polls, visitors' creations (spread over `ms`). */
async function honestWork(url: string, h: HonestMatch, over: () => boolean, ms: number, phaseNo: number): Promise<Honest> {
  const commandMs: number[] = [];
  const healthMs: number[] = [];
  let commandFailures = 0;
  let healthFailures = 0;
  let creations = 0;
  let creationFailures = 0;
  const player = async () => {
    for (let i = 0; !over(); i++) {
      const started = performance.now();
      try {
        const ack = await h.a.send({ type: 'placeUnits', placements: [{ unit: 'A02', hex: `71A${1 + (i % 8)}` }] }, { timeoutMs: 30_000 });
        if (ack.ok) commandMs.push(performance.now() - started);
        else commandFailures++;
      } catch {
        commandFailures++;
      }
      await sleep(HONEST_COMMAND_EVERY_MS);
    }
  };
  const monitor = async () => {
    while (!over()) {
      const started = performance.now();
      try {
        const res = await fetch(`${url}/healthz`, { headers: { 'x-forwarded-for': '10.9.0.4' }, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.status === 200) healthMs.push(performance.now() - started);
        else healthFailures++;
      } catch {
        healthFailures++;
      }
      await sleep(HEALTH_EVERY_MS);
    }
  };
  const visitors = async () => {
    const gap = ms / (HONEST_CREATIONS + 1);
    for (let i = 0; i < HONEST_CREATIONS; i++) {
      await sleep(gap);
      try {
        // each visitor its own address (a person creating a match or two)
        const res = await fetch(`${url}/api/matches`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${1 + phaseNo}.${10 + i}` },
          body: JSON.stringify({ ruleset: 'asl', scenario: 'factory-assault' }),
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        if (res.status === 201) creations++;
        else creationFailures++;
      } catch {
        creationFailures++;
      }
    }
  };
  await Promise.all([player(), monitor(), visitors()]);
  return { commandMs, commandFailures, healthMs, healthFailures, creations, creationFailures };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The q-quantile (0..1) of `xs`, NaN when empty. */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}
