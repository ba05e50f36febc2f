// Issue #19 with REDIS_URL: two real server processes on one PostgreSQL whose socket.io fan-out and
// forwarded commands go through a real Redis server. A spectator on B sees a move made by a player on A;
// a command sent to the non-owner is forwarded and applied once; the processes outlive a Redis restart
// and forward again afterwards; the Redis password is in no log.
import type { HexfogClient } from '@hexfog/client/sdk';
import type { CommandAck } from '@hexfog/shared';
import { jest } from '@jest/globals';
import { createClient } from 'redis';
import { applierRuns, commandLog } from '../../test/commandLog';
import { setUpAcrossProcesses } from '../../test/crossProcess';
import { freePort, type ServerProcess, startServerProcess } from '../../test/process';
import { type RedisServer, redisServer } from '../../test/redisServer';

jest.setTimeout(90000);

let redis: RedisServer;
let p1: ServerProcess;
let p2: ServerProcess;
const clients: HexfogClient[] = [];

/** Asked of Redis itself: processes subscribed to the adapter's request channel, adapter publishers connected. */
async function adapterConnections(): Promise<{ subscribers: number; publishers: number }> {
  const c = createClient({ url: redis.url, RESP: 2 });
  await c.connect();
  try {
    const [, n] = (await c.sendCommand(['PUBSUB', 'NUMSUB', 'socket.io-request#/#'])) as [string, number];
    const list = (await c.sendCommand(['CLIENT', 'LIST'])) as string;
    return { subscribers: Number(n), publishers: list.split('\n').filter((l) => l.includes(' name=hexfog-adapter-publish ')).length };
  } finally {
    c.destroy();
  }
}

/** As a client does while the server answers UNAVAILABLE: the same commandId again (bounded). */
async function sendUntilAvailable(
  c: HexfogClient,
  command: Record<string, unknown>,
  commandId: string,
  expectedVersion: number,
): Promise<CommandAck> {
  for (let i = 0; ; i++) {
    const ack = await c.send(command, { commandId, expectedVersion });
    if (ack.ok || ack.error.code !== 'UNAVAILABLE' || i === 100) return ack;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  redis = redisServer(await freePort(), 'redis-pw-must-not-be-logged');
  await redis.start();
  const env = { DATABASE_URL: process.env.DATABASE_URL!, CLUSTER: 'on', REDIS_URL: redis.url };
  [p1, p2] = await Promise.all([startServerProcess(env, await freePort()), startServerProcess(env, await freePort())]);
});

afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all([p1?.kill('SIGTERM'), p2?.kill('SIGTERM')]);
  await redis?.stop();
});

describe('two server processes fanning out through Redis (REDIS_URL)', () => {
  it('a spectator on B sees a move on A; forwarded commands are applied once, also after Redis restarts', async () => {
    // both adapters are on Redis, not on the database
    expect(await adapterConnections()).toEqual({ subscribers: 2, publishers: 2 });
    const { m, a, b, watcher, first, seenBySpectator, forwarded } = await setUpAcrossProcesses(p1.url, p2.url, clients);
    expect(first).toEqual({ ok: true, version: 2 });
    expect(seenBySpectator).toBe(1);
    expect(forwarded).toEqual({ ok: true, version: 1 });
    // a forwarded command keeps a "__proto__" key, and is refused like any unknown key
    const poisoned = await b.send(JSON.parse('{"type":"finishSetup","__proto__":{"x":1}}') as Record<string, unknown>);
    const extra = await b.send({ type: 'finishSetup', extra: { x: 1 } });
    expect(JSON.stringify(poisoned).replace('__proto__', 'KEY')).toBe(JSON.stringify(extra).replace('extra', 'KEY'));
    expect(extra).toMatchObject({ ok: false, error: { code: 'BAD_COMMAND' } });

    // Redis goes away and comes back on the same port: both processes live on and reconnect
    await redis.stop();
    await redis.start();
    for (let i = 0; JSON.stringify(await adapterConnections()) !== JSON.stringify({ subscribers: 2, publishers: 2 }); i++) {
      if (i === 100) throw new Error('the adapters did not reconnect to Redis');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect([p1.child.exitCode, p2.child.exitCode]).toEqual([null, null]);
    // forwarded to the owner through Redis, and its updates back to B's process through Redis
    expect(await sendUntilAvailable(b, { type: 'finishSetup' }, 'b-finish-after-restart', 2)).toEqual({ ok: true, version: 3 });
    await Promise.all([a.waitForVersion(3), b.waitForVersion(3), watcher.waitForVersion(2)]);
    expect(watcher.view?.status).toBe('playing');

    const log = (await commandLog([m.matchId])).get(m.matchId)!;
    expect(log.map((c) => c.version)).toEqual([1, 2, 3, 4]);
    expect(log[3]!.commandId).toBe('b-finish-after-restart');
    const runs = applierRuns(log);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toContain(`:${p1.child.pid}:`);
    for (const p of [p1, p2]) {
      expect(p.output()).toContain('"fanOut":"redis"');
      expect(p.output()).not.toContain(redis.password);
    }
  });
});
