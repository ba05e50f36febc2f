// Acceptance of issue #19: two real server processes on one PostgreSQL. A spectator on B sees a move
// made by a player on A; commands reaching the non-owner are forwarded, never applied twice; the command
// log shows one applier per match.
import { api, type HexfogClient } from '@hexfog/client/sdk';
import { jest } from '@jest/globals';
import { applierRuns, commandLog } from '../../test/commandLog';
import { A_UNITS, B_UNITS, setupCommand } from '../../test/harness';
import { clientOpener, setUpAcrossProcesses } from '../../test/crossProcess';
import { freePort, type ServerProcess, startServerProcess } from '../../test/process';

jest.setTimeout(90000);

const env = { DATABASE_URL: process.env.DATABASE_URL!, CLUSTER: 'on' };
let p1: ServerProcess;
let p2: ServerProcess;
const clients: HexfogClient[] = [];
const open = clientOpener(clients);

beforeAll(async () => {
  [p1, p2] = await Promise.all([startServerProcess(env, await freePort()), startServerProcess(env, await freePort())]);
});

afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all([p1?.kill('SIGTERM'), p2?.kill('SIGTERM')]);
});

describe('two server processes on one database', () => {
  it('a spectator on B sees a move made by a player on A; a player on B is forwarded to the owner; one applier per match', async () => {
    const { m, a, b, watcher, first, seenBySpectator, forwarded } = await setUpAcrossProcesses(p1.url, p2.url, clients);
    // each its own version: A its placement and its setup done; B its placement, forwarded
    expect(first).toEqual({ ok: true, version: 2 });
    expect(seenBySpectator).toBe(1);
    expect(forwarded).toEqual({ ok: true, version: 1 });
    expect(await b.send({ type: 'finishSetup' })).toEqual({ ok: true, version: 3 });
    await Promise.all([a.waitForVersion(3), b.waitForVersion(3), watcher.waitForVersion(2)]);
    expect(watcher.view?.status).toBe('playing');
    // the spectator never receives what a seat may know alone
    expect(watcher.view?.legal).toEqual([]);
    // updates after a viewer class's first are patches, and they apply across processes (the adapter)
    expect([a, b, watcher].map((c) => c.deltaMisses)).toEqual([0, 0, 0]);
    expect(b.patchesApplied).toBeGreaterThan(0);
    expect(watcher.patchesApplied).toBeGreaterThan(0);
    const fresh = open(p1.url, m.matchId, m.seats.B.token);
    await fresh.ready();
    expect(b.view).toEqual(fresh.view);

    const log = (await commandLog([m.matchId])).get(m.matchId)!;
    expect(log.map((c) => c.version)).toEqual([1, 2, 3, 4]);
    const runs = applierRuns(log);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toContain(`:${p1.child.pid}:`);
    // both processes answer reads of the match
    expect((await api(p2.url).match(m.matchId)).version).toBe(2); // the spectators' version
  });

  it('a client that retries a commandId after disconnecting, on either process, gets the first outcome; the owner is where the sockets are, not where the match was created', async () => {
    const m = await api(p2.url).createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' });
    const a = open(p1.url, m.matchId, m.seats.A.token);
    await a.ready();
    const first = await a.send(setupCommand('A', A_UNITS), { commandId: 'retry-me-1', expectedVersion: 0 });
    expect(first).toEqual({ ok: true, version: 1 });
    a.socket.disconnect();
    a.socket.connect();
    await a.waitUntil(() => a.status === 'connected', 10000, 'reconnection');
    expect(await a.send(setupCommand('A', A_UNITS), { commandId: 'retry-me-1', expectedVersion: 0 })).toEqual({
      ok: true,
      version: 1,
      duplicate: true,
    });
    const again = open(p2.url, m.matchId, m.seats.A.token); // the creating process, which did not take the match
    await again.ready();
    expect(await again.send(setupCommand('A', A_UNITS), { commandId: 'retry-me-1', expectedVersion: 0 })).toEqual({
      ok: true,
      version: 1,
      duplicate: true,
    });
    const log = (await commandLog([m.matchId])).get(m.matchId)!;
    expect(log.map((c) => c.commandId)).toEqual(['retry-me-1']);
    // created on p2, played through a socket on p1: p1 took the match, so its commands are not forwarded
    expect(applierRuns(log)).toEqual([expect.stringContaining(`:${p1.child.pid}:`)]);
  });

  it('a spectator who joins on the other process after the owner emitted locally gets every later update (roomReach: the join is announced before its first sync)', async () => {
    const m = await api(p1.url).createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' });
    const a = open(p1.url, m.matchId, m.seats.A.token);
    const b = open(p1.url, m.matchId, m.seats.B.token);
    await Promise.all([a.ready(), b.ready()]);
    // every socket on p1: its first publish checks the cluster and finds them all local
    expect(await a.send(setupCommand('A', A_UNITS))).toEqual({ ok: true, version: 1 });
    await new Promise((r) => setTimeout(r, 300)); // the check's answer is in: p1 now emits locally
    expect(await b.send(setupCommand('B', B_UNITS))).toEqual({ ok: true, version: 1 }); // each seat's own version
    const late = open(p2.url, m.matchId);
    await late.ready();
    expect(late.view?.version).toBe(0); // the secret setup: nothing spectators see
    expect(await a.send({ type: 'finishSetup' })).toEqual({ ok: true, version: 2 });
    await Promise.all([late.waitForVersion(1), b.waitForVersion(2)]);
    expect(await b.send({ type: 'finishSetup' })).toEqual({ ok: true, version: 3 });
    await late.waitForVersion(2);
    expect(late.view?.status).toBe('playing');
    expect(late.deltaMisses).toBe(0);
  });
});
