// A command's updates are built while its commit is in flight (the command pipeline's publisher.prepare
// -> prepareUpdate), yet sent only once the command is committed: over the real server, real socket.io
// clients and real PostgreSQL, with the commit held back by a row lock another connection keeps.
import type { HexfogClient } from '@hexfog/client/sdk';
import pg from 'pg';
import type { Server } from 'socket.io';
import { A_UNITS, B_UNITS, caughtUp, setupCommand, startTestServer, type TestServer } from '../../test/harness';
import { broadcastUpdate, prepareUpdate } from './sockets';

let t: TestServer;
let db: pg.Client;
beforeAll(async () => {
  t = await startTestServer();
  db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await t.close();
});

/** Update frames each client receives from now on. */
function updates(clients: HexfogClient[]): number[][] {
  return clients.map((c) => {
    const versions: number[] = [];
    c.socket.on('update', (p: { version: number }) => versions.push(p.version));
    return versions;
  });
}

async function seated() {
  const m = await t.newMatch();
  const all = [t.client(m.matchId, m.seats.A.token), t.client(m.matchId, m.seats.B.token), t.client(m.matchId)];
  await Promise.all(all.map((c) => c.ready()));
  const [a, b] = all as [HexfogClient, HexfogClient, HexfogClient];
  for (const [c, cmd] of [
    [a, setupCommand('A', A_UNITS)],
    [b, setupCommand('B', B_UNITS)],
    [a, { type: 'finishSetup' }],
  ] as const) {
    const r = await c.send(cmd);
    if (!r.ok) throw new Error(JSON.stringify(r));
  }
  await caughtUp(all);
  // each its own version: A (its placement, its setup done), B (its placement, A's setup done), spectators (A's setup done)
  expect(all.map((c) => c.version)).toEqual([2, 2, 1]);
  return { m, all, b };
}

/** B's setup done: seen by everyone (match version 4; A's 3, B's 3, the spectators' 2). */
const FINISH = { type: 'finishSetup' };

/** Calls of the build-ahead hook, each with the update frames already received when it ran. */
function watchBuilds(frames: number[][]): { version: number; framesThen: number }[] {
  const builds: { version: number; framesThen: number }[] = [];
  const publisher = t.server.publisher;
  const prepare = publisher.prepare;
  publisher.prepare = (match, state, events) => {
    builds.push({ version: state.version, framesThen: frames.flat().length });
    prepare(match, state, events);
  };
  return builds;
}

async function until(pred: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !pred(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!pred()) throw new Error('condition not reached');
}

describe('updates built while the commit is in flight', () => {
  it('are built before the commit resolves and sent only after it, patches equal to fresh views', async () => {
    const { m, all, b } = await seated();
    const frames = updates(all);
    const builds = watchBuilds(frames);
    await db.query('BEGIN');
    await db.query('SELECT 1 FROM matches WHERE id = $1 FOR UPDATE', [m.matchId]); // the commit waits for this lock
    const acked = b.send(FINISH);
    await until(() => builds.length === 1);
    await new Promise((r) => setTimeout(r, 150)); // room for any frame sent too early to arrive
    expect(builds[0]).toEqual({ version: 4, framesThen: 0 });
    expect(frames).toEqual([[], [], []]);
    await db.query('COMMIT');
    expect(await acked).toEqual({ ok: true, version: 3 });
    await caughtUp(all);
    expect(frames).toEqual([[3], [3], [2]]);
    expect(all.map((c) => c.deltaMisses)).toEqual([0, 0, 0]);
    expect(all[0]!.view).toEqual(await t.freshView(m.matchId, m.seats.A.token));
    expect(all[1]!.view).toEqual(await t.freshView(m.matchId, m.seats.B.token));
    expect(all[2]!.view).toEqual(await t.freshView(m.matchId));
  });

  it('of a command whose commit fails are never sent; the next command is sent as it should be', async () => {
    const { m, all, b } = await seated();
    const frames = updates(all);
    const builds = watchBuilds(frames);
    // another writer moves the match on while the command's commit waits: its compare-and-swap fails
    await db.query('BEGIN');
    await db.query('UPDATE matches SET version = version + 1 WHERE id = $1', [m.matchId]);
    const refused = b.send(FINISH);
    await until(() => builds.length === 1);
    await db.query('COMMIT');
    expect(await refused).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    await db.query('UPDATE matches SET version = version - 1 WHERE id = $1', [m.matchId]); // back to what was committed
    await new Promise((r) => setTimeout(r, 150)); // room for any frame of the failed command to arrive
    expect(frames).toEqual([[], [], []]);
    const r = await b.send(FINISH, { expectedVersion: 2 });
    expect(r).toEqual({ ok: true, version: 3 });
    await caughtUp(all);
    expect(frames).toEqual([[3], [3], [2]]);
    expect(all[0]!.view).toEqual(await t.freshView(m.matchId, m.seats.A.token));
    expect(all[2]!.view).toEqual(await t.freshView(m.matchId));
  });

  it("built for a state that did not become the match's are dropped: the broadcast is built from the match as it is", async () => {
    const { m } = await seated();
    const match = (await t.server.service.get(m.matchId))!;
    const elsewhere = match.game.apply(match.state, 'B', { type: 'placeUnits', placements: [{ unit: 'B01', hex: '71P8' }] }, match.dice);
    if (!elsewhere.ok) throw new Error(elsewhere.error.code);
    prepareUpdate(match, elsewhere.state, []);
    const sent: { room: string; version: number }[] = [];
    const io = {
      to: (room: string) => ({ emit: (_event: string, p: { version: number }) => sent.push({ room, version: p.version }) }),
    } as unknown as Server;
    broadcastUpdate(io, match, []);
    // every class already has the match's present: nothing moved, nothing is sent
    expect(sent).toEqual([]);
  });
});
