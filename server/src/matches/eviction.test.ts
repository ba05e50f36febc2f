// Matches leave memory (idle, or past the cap) and come back on demand, with their sockets connected
// all along: players keep playing and every viewer keeps receiving updates, a reconnecting client
// still gets its one catch-up sync; in cluster mode an evicted match's lock is released, so another
// process takes the match over.
import { jest } from '@jest/globals';
import { type HexfogClient, seatCookie } from '@hexfog/client/sdk';
import { sendChat } from '@hexfog/client/sdk/online';
import pg from 'pg';
import { lockKey } from '../cluster/matchLocks';
import { applierRuns, commandLog } from '../../test/commandLog';
import { setUpAcrossProcesses } from '../../test/crossProcess';
import { A_UNITS, B_UNITS, caughtUp, endPhase, setUpBoth, setupCommand, startTestServer, type TestServer } from '../../test/harness';
import { freePort, type ServerProcess, startServerProcess } from '../../test/process';

jest.setTimeout(90000);

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

async function table(t: TestServer) {
  const m = await t.newMatch();
  const a = t.client(m.matchId, m.seats.A.token);
  const b = t.client(m.matchId, m.seats.B.token);
  const s = t.client(m.matchId);
  await Promise.all([a.ready(), b.ready(), s.ready()]);
  return { m, a, b, s, all: [a, b, s] as HexfogClient[] };
}

const loads = (t: TestServer) => t.logs.filter((l) => l.includes('"match loaded"')).length;

describe('matches leave memory and come back with their sockets connected', () => {
  let t: TestServer;
  afterEach(async () => t?.close());

  it('past the cap (one match in memory), two matches played in turn reload each time and every viewer keeps up', async () => {
    t = await startTestServer({ cache: { maxLive: 1 } });
    const x = await table(t);
    const y = await table(t);
    const before = loads(t);
    const steps = [
      ['A', setupCommand('A', A_UNITS), 1],
      ['B', setupCommand('B', B_UNITS), 1],
      ['A', { type: 'finishSetup' }, 2],
      ['B', { type: 'finishSetup' }, 3],
    ] as const;
    for (const [side, cmd, version] of steps) {
      for (const tb of [x, y]) {
        expect(await (side === 'A' ? tb.a : tb.b).send(cmd)).toEqual({ ok: true, version });
        await caughtUp(tb.all);
      }
    }
    // each command found its match evicted by the other's: it was reloaded from the database, each
    // receiver's own version with it (A and B: their placements and both setups done; spectators: the setups done)
    expect(loads(t) - before).toBeGreaterThanOrEqual(7);
    expect(t.server.service.liveCount()).toBeLessThanOrEqual(2);
    for (const tb of [x, y]) {
      expect(tb.all.map((c) => c.version)).toEqual([3, 3, 2]);
      expect(tb.s.view?.version).toBe(2);
      expect(tb.all.map((c) => c.deltaMisses)).toEqual([0, 0, 0]);
    }
  });

  it('delayed spectators get no update a reloaded match did not change for them (its timing would tell that the live game moved)', async () => {
    t = await startTestServer({ cache: { maxLive: 1 } });
    const tables = [];
    for (let i = 0; i < 2; i++) {
      const m = await t.newMatch(undefined, undefined, { spectators: { mode: 'delayed', playerTurns: 1 } });
      const a = t.client(m.matchId, m.seats.A.token);
      const b = t.client(m.matchId, m.seats.B.token);
      const s = t.client(m.matchId);
      await Promise.all([a.ready(), b.ready(), s.ready()]);
      await setUpBoth(a, b);
      const updates: unknown[] = [];
      s.socket.on('update', (p: unknown) => updates.push(p));
      tables.push({ a, b, s, updates });
    }
    const before = loads(t);
    // in the first Player Turn a 1-turn delay shows the setup's last frame: the RPh ending changes
    // nothing spectators see; each end finds its match evicted by the other table's command
    for (const tb of tables) await endPhase([tb.a, tb.b]);
    expect(loads(t) - before).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 200));
    for (const tb of tables) expect(tb.updates).toEqual([]);
  });

  it('an idle match leaves memory; the next command reloads it, and a reconnecting client gets one sync', async () => {
    t = await startTestServer({ cache: { idleMs: 100 } });
    const x = await table(t);
    expect(await x.a.send(setupCommand('A', A_UNITS))).toEqual({ ok: true, version: 1 });
    await caughtUp(x.all);
    await until(() => t.server.service.liveCount() === 0, 'the idle match left memory');
    expect(await x.b.send(setupCommand('B', B_UNITS))).toEqual({ ok: true, version: 1 }); // B's own version
    await caughtUp(x.all);
    await until(() => t.server.service.liveCount() === 0, 'left memory again');
    expect(await x.a.send({ type: 'finishSetup' })).toEqual({ ok: true, version: 2 });
    await caughtUp(x.all);
    expect([x.b.version, x.s.view?.version]).toEqual([2, 1]);
    await until(() => t.server.service.liveCount() === 0, 'left memory again');
    const late = t.client(x.m.matchId, undefined, { lastVersion: 0 });
    let syncs = 0;
    late.socket.on('sync', () => syncs++);
    await late.ready();
    expect(late.view?.version).toBe(1);
    expect(syncs).toBe(1);
  });

  it('an idle match stays out of memory while "your matches" polls it and a spectator chats (they read, they do not load)', async () => {
    t = await startTestServer({ cache: { idleMs: 100 } });
    const x = await table(t);
    expect(await x.a.send(setupCommand('A', A_UNITS))).toEqual({ ok: true, version: 1 });
    await until(() => t.server.service.liveCount() === 0, 'the idle match left memory');
    const before = loads(t);
    const res = await fetch(`${t.url}/api/seats/status`, {
      method: 'POST',
      // the seat's player asks (his session cookie): a player's seat is known to him only
      headers: { 'content-type': 'application/json', cookie: seatCookie(x.m.seats.B.token)! },
      body: JSON.stringify({ seats: [{ matchId: x.m.matchId, token: x.m.seats.B.token }] }),
    });
    expect(((await res.json()) as { seats: unknown[] }).seats[0]).toMatchObject({
      known: true,
      status: 'setup',
      waitingOn: ['A', 'B'],
      yourMove: true,
    });
    expect(await sendChat(x.s, 'still there?')).toMatchObject({ ok: true });
    expect(t.server.service.liveCount()).toBe(0);
    expect(loads(t)).toBe(before);
  });
});

describe('cluster mode: an idle match releases its lock and another process takes it over', () => {
  let p1: ServerProcess;
  let p2: ServerProcess;
  const clients: HexfogClient[] = [];
  beforeAll(async () => {
    // idle for 2 s before the owner lets go: long enough that the match stays with B's process between
    // its command and A's on a loaded machine (at 300 ms it sometimes let go in between)
    const env = { DATABASE_URL: process.env.DATABASE_URL!, CLUSTER: 'on', MATCH_IDLE_MS: '2000' };
    [p1, p2] = await Promise.all([startServerProcess(env, await freePort()), startServerProcess(env, await freePort())]);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all([p1?.kill('SIGTERM'), p2?.kill('SIGTERM')]);
  });

  it('after the owner lets the idle match go, the process a command reaches takes it; the other forwards to it', async () => {
    const { m, a, b, watcher } = await setUpAcrossProcesses(p1.url, p2.url, clients);
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    const k = lockKey(m.matchId);
    const held = async () =>
      (
        await db.query('SELECT 1 FROM pg_locks WHERE locktype = $1 AND granted AND classid = $2::bigint::oid AND objid = $3::bigint::oid', [
          'advisory',
          k.classid,
          k.objid,
        ])
      ).rowCount! > 0;
    try {
      await until(async () => !(await held()), "the owner released the idle match's lock");
    } finally {
      await db.end();
    }
    expect(await b.send({ type: 'finishSetup' })).toEqual({ ok: true, version: 3 });
    await Promise.all([a.waitForVersion(3), b.waitForVersion(3), watcher.waitForVersion(2)]);
    // play has begun: A's Rally Phase's end (A3.1)
    expect(await a.send({ type: 'endPhase' })).toEqual({ ok: true, version: 4 });
    // whoever owned it before, the idle owner let go: B's process took the match and applied B's
    // command, and A's command went to it (forwarded), never applied by A's process meanwhile
    const log = (await commandLog([m.matchId])).get(m.matchId)!;
    const pidOf = (v: number) => log.find((c) => c.version === v)?.appliedBy?.split(':')[1];
    expect(pidOf(4)).toBe(String(p2.child.pid));
    expect(pidOf(5)).toBe(String(p2.child.pid));
    expect(applierRuns(log).length).toBeLessThanOrEqual(2);
  });
});
