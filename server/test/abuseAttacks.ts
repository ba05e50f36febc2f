// The hostile clients of the abuse harness (abuse.ts), each bounded in count and in time: it stops at
// `until` or after its count, whichever comes first, and returns a tally of the outcomes it got
// (HTTP status, ack or handshake code). All on loopback; each "client address" is an X-Forwarded-For
// the server trusts from loopback (TRUST_PROXY=loopback), as behind the deployment's proxy.
import { spawn } from 'node:child_process';
import { connect as rawConnect, type Socket as RawSocket } from 'node:net';
import { join } from 'node:path';
import { connect, type HexfogClient } from '@hexfog/client/sdk';

export type Tally = Record<string, number>;

export const add = (t: Tally, k: string, n = 1) => void (t[k] = (t[k] ?? 0) + n);

export interface Target {
  readonly url: string;
  /** A match of the attacker's own, for its spectator sockets. */
  readonly matchId: string;
  /** Seat tokens of the attacker's own matches (the status flood asks about them), with his session cookie. */
  readonly seats: readonly { matchId: string; token: string; cookie?: string | undefined }[];
}

const json = (from: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': from });

/** Runs `loops` loops of `step` until `until` or `count` steps in all. */
async function loops(loopsN: number, count: number, until: number, step: () => Promise<void>): Promise<void> {
  let left = count;
  await Promise.all(
    Array.from({ length: loopsN }, async () => {
      while (left-- > 0 && Date.now() < until) await step();
    }),
  );
}

async function status(p: Promise<Response>, t: Tally): Promise<void> {
  try {
    const r = await p;
    await r.arrayBuffer();
    add(t, `HTTP ${r.status}`);
  } catch {
    add(t, 'network error');
  }
}

/** POST /api/matches as fast as `loopsN` loops go, from one address. */
export async function creationFlood(target: Target, o: { loops: number; count: number; until: number; from: string }): Promise<Tally> {
  const t: Tally = {};
  const body = JSON.stringify({ ruleset: 'asl', scenario: 'sewer-infiltration', options: { lobby: 'public' } });
  await loops(o.loops, o.count, o.until, () =>
    status(fetch(`${target.url}/api/matches`, { method: 'POST', headers: json(o.from), body }), t),
  );
  return t;
}

/** POST /api/seats/status with 50 seats (the most a request takes), from one address. */
export async function statusFlood(target: Target, o: { loops: number; count: number; until: number; from: string }): Promise<Tally> {
  const t: Tally = {};
  const seats = Array.from({ length: 50 }, (_, i) => target.seats[i % target.seats.length]!);
  const body = JSON.stringify({ seats });
  await loops(o.loops, o.count, o.until, () =>
    status(fetch(`${target.url}/api/seats/status`, { method: 'POST', headers: json(o.from), body }), t),
  );
  return t;
}

/** Spectator sockets on the attacker's match, `perAddress` from each of `addresses`; the admitted ones stay open until closed. */
export async function openSpectators(target: Target, addresses: readonly string[], perAddress: number, t: Tally): Promise<HexfogClient[]> {
  const open: HexfogClient[] = [];
  await Promise.all(
    addresses.flatMap((from) =>
      Array.from({ length: perAddress }, async () => {
        const c = connect({
          url: target.url,
          matchId: target.matchId,
          socketOptions: { reconnection: false, extraHeaders: { 'x-forwarded-for': from } },
        });
        try {
          await c.ready();
          open.push(c);
          add(t, 'socket admitted');
        } catch (e) {
          add(t, `socket refused ${(e as { code?: string }).code ?? 'error'}`);
          c.close();
        }
      }),
    ),
  );
  return open;
}

/** Every socket sends a burst of `burst` chat messages every `everyMs` until `until`. */
export async function chatFlood(
  sockets: readonly HexfogClient[],
  o: { burst: number; everyMs: number; until: number; rounds: number },
): Promise<Tally> {
  const t: Tally = {};
  for (let round = 0; round < o.rounds && Date.now() < o.until; round++) {
    const started = Date.now();
    await Promise.all(
      sockets.flatMap((c) =>
        Array.from({ length: o.burst }, async (_, i) => {
          try {
            const ack = (await c.socket.timeout(10_000).emitWithAck('chat', { text: `flood ${round}.${i}` })) as {
              ok: boolean;
              error?: { code: string };
            };
            add(t, ack.ok ? 'chat stored' : `chat ${ack.error?.code}`);
          } catch {
            add(t, 'chat no answer');
          }
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, Math.max(0, o.everyMs - (Date.now() - started))));
  }
  return t;
}

/** A seat of the attacker's own match sends commands flat out over `sockets` sockets (it may: its own match). */
export async function commandFlood(
  url: string,
  seat: { matchId: string; token: string; cookie?: string | undefined },
  o: { sockets: number; count: number; until: number; from: string },
): Promise<Tally> {
  const t: Tally = {};
  const clients = Array.from({ length: o.sockets }, () =>
    connect({
      url,
      matchId: seat.matchId,
      token: seat.token,
      // the seat is the attacker's player's: his session goes with it (this process never obtained it)
      ...(seat.cookie ? { cookie: seat.cookie } : {}),
      socketOptions: { reconnection: false, extraHeaders: { 'x-forwarded-for': o.from } },
    }),
  );
  try {
    await Promise.all(clients.map((c) => c.ready().catch(() => add(t, 'socket refused'))));
    let left = o.count;
    await Promise.all(
      clients.map(async (c, k) => {
        for (let i = 0; left-- > 0 && Date.now() < o.until; i++) {
          try {
            const ack = await c.send(
              { type: 'placeUnits', placements: [{ unit: 'A01', hex: `71A${1 + ((i + k) % 8)}` }] },
              { timeoutMs: 10_000 },
            );
            add(t, ack.ok ? 'command applied' : `command ${ack.error.code}`);
          } catch {
            add(t, 'command no answer');
          }
        }
      }),
    );
  } finally {
    for (const c of clients) c.close();
  }
  return t;
}

/**
 * Raw connections that send `head(i)` and then nothing more (or a byte every `dripMs`), until the server
 * closes them or `until`. Each from an address of its own (a botnet), so that no rate limit but the
 * timeouts closes them.
 */
export async function stalledRequests(
  url: string,
  o: { count: number; head: (i: number) => string; until: number; dripMs?: number },
): Promise<Tally> {
  const t: Tally = {};
  const { port } = new URL(url);
  const sockets: RawSocket[] = [];
  const closed = Array.from({ length: o.count }, (_, i) => {
    const s = rawConnect(Number(port), '127.0.0.1');
    sockets.push(s);
    s.on('error', () => undefined);
    s.resume(); // read what the server answers (a 408), or its close is never seen here
    s.write(o.head(i));
    const drip = o.dripMs ? setInterval(() => s.writable && s.write('x'), o.dripMs) : undefined;
    return new Promise<void>((resolve) =>
      s.on('close', () => {
        clearInterval(drip);
        resolve();
      }),
    );
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((r) => (timer = setTimeout(r, Math.max(0, o.until - Date.now()))));
  let closedCount = 0;
  await Promise.race([Promise.all(closed.map((c) => c.then(() => void closedCount++))), deadline]);
  clearTimeout(timer);
  add(t, 'closed by the server', closedCount);
  add(t, 'still open', o.count - closedCount);
  for (const s of sockets) s.destroy();
  return t;
}

const botnet = (i: number) => `10.66.${(i >> 8) & 255}.${i & 255}`;
/** A request head with Content-Length 60000 (the body is never sent, or dripped). */
export const stalledBody = (i: number) =>
  `POST /api/matches HTTP/1.1\r\nHost: hexfog\r\nX-Forwarded-For: ${botnet(i)}\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"ruleset":`;
/** Headers that never end. */
export const stalledHeaders = (i: number) => `GET /healthz HTTP/1.1\r\nHost: hexfog\r\nX-Forwarded-For: ${botnet(i)}\r\nX-Slow: `;

export const FLOOD_NAMES = ['creation', 'chat', 'sockets', 'bodies', 'status'] as const;
export type FloodName = (typeof FLOOD_NAMES)[number];

export interface FloodArgs {
  readonly target: Target;
  /** How long the flood runs once its process has started. */
  readonly durationMs: number;
  /** 1: full size; less scales every count down. */
  readonly scale: number;
}

/** Each flood at full size (scale 1); the counts bound it when the time does not. */
export const FLOODS: Record<FloodName, (a: { target: Target; until: number; scale: number }) => Promise<Tally>> = {
  creation: ({ target, until, scale }) => creationFlood(target, { loops: 4, count: n(20_000, scale), until, from: '10.66.1.1' }),
  chat: async ({ target, until, scale }) => {
    const t: Tally = {};
    // 150 spectator sockets, 30 from each of 5 addresses (under the per-address cap: all admitted)
    const sockets = await openSpectators(target, ['10.66.2.1', '10.66.2.2', '10.66.2.3', '10.66.2.4', '10.66.2.5'], n(30, scale), t);
    const chat = await chatFlood(sockets, { burst: 5, everyMs: 500, until, rounds: n(1_000, scale) });
    for (const c of sockets) c.close();
    return { ...t, ...chat };
  },
  sockets: async ({ target, until, scale }) => {
    const t: Tally = {};
    // 400 sockets asked for from one address at once, and a seat stepping its own match flat out
    const [open, commands] = await Promise.all([
      openSpectators(target, ['10.66.3.1'], n(400, scale), t),
      commandFlood(target.url, target.seats[0]!, { sockets: 5, count: n(50_000, scale), until, from: '10.66.3.2' }),
    ]);
    await new Promise((r) => setTimeout(r, Math.max(0, until - Date.now())));
    for (const c of open) c.close();
    return { ...t, ...commands };
  },
  bodies: async ({ target, until, scale }) => {
    const [body, slow, headers] = await Promise.all([
      stalledRequests(target.url, { count: n(1_000, scale), head: stalledBody, until }),
      stalledRequests(target.url, { count: n(50, scale), head: (i) => stalledBody(5_000 + i), until, dripMs: 500 }),
      stalledRequests(target.url, { count: n(200, scale), head: (i) => stalledHeaders(6_000 + i), until }),
    ]);
    const t: Tally = {};
    for (const [what, tally] of [
      ['stalled body', body],
      ['slow body', slow],
      ['stalled headers', headers],
    ] as const)
      for (const [k, v] of Object.entries(tally)) add(t, `${what}: ${k}`, v);
    return t;
  },
  status: ({ target, until, scale }) => statusFlood(target, { loops: 4, count: n(20_000, scale), until, from: '10.66.4.1' }),
};

const n = (x: number, scale: number) => Math.max(1, Math.round(x * scale));

/** Runs a flood in a process of its own (./abuseWorker.ts) and returns its tally. */
export function attackFrom(name: FloodName, args: FloodArgs): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'abuseWorker.ts'), name, JSON.stringify(args)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (err += String(d)));
    // a flood that outlives its phase by a minute is stopped (every loop is bounded; this is the backstop)
    const backstop = setTimeout(() => child.kill('SIGKILL'), args.durationMs + 90_000);
    child.on('exit', (code) => {
      clearTimeout(backstop);
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as Tally);
      else reject(new Error(`flood ${name} failed (exit ${code}): ${err.slice(-2000)}`));
    });
  });
}
