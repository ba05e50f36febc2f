// Property-based fuzzing of every socket event and HTTP body (fast-check, seeded: a failure prints the
// seed and path to replay it). Each message is malformed, of the wrong type, deeply nested, carries
// `__proto__` keys, is an unknown event, or a well-formed command out of turn or for the other seat.
// Every one must get a typed error; none may change the match.
import { connect, type HexfogClient } from '@hexfog/client/sdk';
import fc from 'fast-check';

const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: [nested(depth - 1)] });
const weird = fc.oneof(
  fc.anything({ maxDepth: 4, withObjectString: true, withNullPrototype: true }),
  fc.integer({ min: 1, max: 2000 }).map((d) => nested(d)),
  fc.string({ maxLength: 3000 }),
  fc.constant(
    JSON.parse('{"__proto__": {"ok": true, "isAdmin": true}, "commandId": "p1", "expectedVersion": 0, "command": {"type": "endPhase"}}'),
  ),
  fc.record(
    {
      commandId: fc.oneof(fc.string(), fc.integer()),
      expectedVersion: fc.oneof(fc.integer(), fc.double(), fc.string()),
      command: fc.anything({ maxDepth: 3 }),
    },
    { requiredKeys: [] },
  ),
);
// well-formed envelopes that the rules refuse during setup: wrong phase, other seat's units, bad fields
const refusedCommand = fc.record({
  commandId: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  expectedVersion: fc.constantFrom(0, 1, 7),
  command: fc.oneof(
    fc.constantFrom(
      { type: 'endPhase' },
      { type: 'move', units: ['A01'], to: '71B2' },
      { type: 'fire', firers: ['A01'], target: '71P2' },
      { type: 'sewerMove', stack: 'S1', to: '71B2' },
    ),
    fc.record({
      type: fc.constant('placeUnits'),
      placements: fc.array(fc.record({ unit: fc.constantFrom('B01', 'B02', 'Z9', '__proto__'), hex: fc.string() }), { maxLength: 3 }),
    }),
    fc.record({ type: fc.string({ maxLength: 30 }) }),
  ),
});
const message = fc.record({
  event: fc.oneof(
    fc.constantFrom('command', 'sync', 'command', 'sync'),
    fc.string({ maxLength: 20 }),
    fc.constantFrom('__proto__', 'constructor', 'update', 'hexfog:command'),
  ),
  payload: fc.oneof(weird, refusedCommand, fc.record({ sinceVersion: fc.oneof(fc.integer(), fc.string(), fc.double()) })),
  asSpectator: fc.boolean(),
});

export interface FuzzTarget {
  readonly url: string;
  readonly matchId: string;
  readonly tokenA: string;
}

export interface FuzzReport {
  readonly messages: number;
  readonly codes: Record<string, number>;
}

/** Sends `messages` fuzzed socket messages over a player and a spectator socket; throws on any failure. */
export async function fuzzSockets(t: FuzzTarget, opts: { seed: number; messages: number }): Promise<FuzzReport> {
  const player = connect({ url: t.url, matchId: t.matchId, token: t.tokenA, socketOptions: { reconnection: false } });
  const watcher = connect({ url: t.url, matchId: t.matchId, socketOptions: { reconnection: false } });
  const codes: Record<string, number> = {};
  const count = (c: string) => (codes[c] = (codes[c] ?? 0) + 1);
  try {
    await Promise.all([player.ready(), watcher.ready()]);
    const samples = fc.sample(message, { seed: opts.seed, numRuns: opts.messages });
    for (const m of samples) {
      const c: HexfogClient = m.asSpectator ? watcher : player;
      if (m.event === 'command' || m.event === 'sync') {
        const answer = (await c.socket.timeout(10000).emitWithAck(m.event, m.payload)) as {
          ok?: boolean;
          error?: { code?: unknown };
          matchId?: string;
          version?: number;
        };
        if (m.event === 'sync' && answer.matchId === t.matchId) {
          // a well-formed sync request is answered with the (unchanged) match
          if (answer.version !== 0) throw new Error(`fuzz seed ${opts.seed}: the match moved to ${answer.version}`);
          count('SYNC');
          continue;
        }
        if (answer.ok !== false && !answer.error)
          throw new Error(`fuzz seed ${opts.seed}: accepted ${m.event} ${JSON.stringify(m.payload)?.slice(0, 200)}`);
        if (typeof answer.error?.code !== 'string')
          throw new Error(`fuzz seed ${opts.seed}: untyped answer ${JSON.stringify(answer).slice(0, 200)}`);
        count(answer.error.code);
      } else {
        const before = c.lastError;
        const got = new Promise<void>((resolve) => c.socket.once('protocolError', () => resolve()));
        c.socket.emit(m.event, m.payload);
        await got;
        if (c.lastError === before || c.lastError?.code !== 'UNKNOWN_EVENT')
          throw new Error(`fuzz seed ${opts.seed}: event ${m.event} got ${JSON.stringify(c.lastError)}`);
        count('UNKNOWN_EVENT');
      }
      if (player.status !== 'connected' || watcher.status !== 'connected') throw new Error(`fuzz seed ${opts.seed}: a socket was closed`);
    }
    return { messages: samples.length, codes };
  } finally {
    player.close();
    watcher.close();
  }
}

/** Fuzzed HTTP bodies and ids: every answer is a 4xx with a typed error; returns how many were sent. */
export async function fuzzHttp(url: string, opts: { seed: number; requests: number }): Promise<number> {
  const bodies = fc.sample(
    fc.oneof(
      weird,
      fc.record({ ruleset: fc.string(), scenario: fc.string(), options: fc.anything({ maxDepth: 3 }) }, { requiredKeys: [] }),
    ),
    { seed: opts.seed, numRuns: opts.requests },
  );
  for (const b of bodies) {
    const body = JSON.stringify(b) ?? 'undefined';
    const res = await fetch(`${url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const json = (await res.json()) as { error?: { code?: unknown } };
    if (res.status < 400 || res.status >= 500 || typeof json.error?.code !== 'string')
      throw new Error(`fuzz seed ${opts.seed}: POST ${body.slice(0, 200)} -> ${res.status}`);
    const id = encodeURIComponent(String(typeof b === 'string' ? b : JSON.stringify(b)).slice(0, 60));
    const res2 = await fetch(`${url}/api/matches/${id || 'x'}`);
    if (res2.status !== 400 && res2.status !== 404) throw new Error(`fuzz seed ${opts.seed}: GET ${id} -> ${res2.status}`);
    await res2.arrayBuffer();
  }
  return bodies.length;
}
