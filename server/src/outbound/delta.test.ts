// Updates as patches over the real server and real socket.io clients: after a viewer class's first
// update, each update is a patch of the view it was sent last; the SDK applies it and holds exactly
// the view a fresh sync gives; a client that cannot apply one (it missed an update) asks for a sync;
// a reconnecting client catches up with one message.
import type { HexfogClient } from '@hexfog/client/sdk';
import { A_UNITS, B_UNITS, caughtUp, setupCommand, startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

type Frame = { event: string; payload: Record<string, unknown> };

function capture(c: HexfogClient): Frame[] {
  const frames: Frame[] = [];
  c.socket.onAny((event: string, payload: Record<string, unknown>) => frames.push({ event, payload }));
  return frames;
}

async function seated() {
  const m = await t.newMatch();
  const a = t.client(m.matchId, m.seats.A.token);
  const b = t.client(m.matchId, m.seats.B.token);
  const s = t.client(m.matchId);
  const frames = { a: capture(a), b: capture(b), s: capture(s) };
  await Promise.all([a.ready(), b.ready(), s.ready()]);
  return { m, a, b, s, frames };
}

async function play(c: HexfogClient, cmd: Record<string, unknown>, all: HexfogClient[]): Promise<number> {
  const r = await c.send(cmd);
  if (!r.ok) throw new Error(`${String(cmd.type)} refused: ${JSON.stringify(r.error)}`);
  await caughtUp(all);
  return r.version;
}

describe('updates as view patches', () => {
  it('after the first update of a match, every update to a seat or the spectators is a patch against the version before, and the patched views equal fresh ones', async () => {
    const { m, a, b, s, frames } = await seated();
    const all = [a, b, s];
    await play(a, setupCommand('A', A_UNITS), all);
    await play(b, setupCommand('B', B_UNITS), all);
    for (const hex of ['71B1', '71B2', '71C3']) await play(a, { type: 'placeUnits', placements: [{ unit: 'A01', hex }] }, all);
    for (const [who, list] of Object.entries(frames)) {
      const updates = list.filter((f) => f.event === 'update').map((f) => f.payload);
      // each only while what it sees moves (each side's placements are its own until play begins)
      expect([who, updates.length]).toEqual([who, { a: 4, b: 1, s: 0 }[who]]);
      if (!updates.length) continue;
      // the first: the whole view, or (a class that saw nothing move before) a patch of the view it was synced at 0
      expect([who, 'view' in updates[0]! || updates[0]!.base === 0]).toEqual([who, true]);
      let version = updates[0]!.version as number;
      for (const u of updates.slice(1)) {
        expect([who, u.base, 'view' in u]).toEqual([who, version, false]);
        version = u.version as number;
      }
    }
    expect(a.view).toEqual(await t.freshView(m.matchId, m.seats.A.token));
    expect(b.view).toEqual(await t.freshView(m.matchId, m.seats.B.token));
    expect(s.view).toEqual(await t.freshView(m.matchId));
    expect([a.deltaMisses, b.deltaMisses, s.deltaMisses]).toEqual([0, 0, 0]);
    // moving one counter costs the mover far less than its view (the bench prints the bytes on the wire)
    const last = frames.a.at(-1)!.payload;
    expect(JSON.stringify(last).length).toBeLessThan(300);
    expect(JSON.stringify(last).length * 5).toBeLessThan(JSON.stringify(a.view).length);
  });

  it('a client whose version is not the patch base (it missed an update) asks for a sync and ends with the true view', async () => {
    const { m, a, b, s } = await seated();
    const all = [a, b, s];
    await play(a, setupCommand('A', A_UNITS), all);
    await play(a, { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71B1' }] }, all);
    // as if update 2 had been lost: A still holds version 1's view
    const syncs = a.syncs;
    const held = a as unknown as { version: number };
    held.version = 1;
    const r = await a.send({ type: 'placeUnits', placements: [{ unit: 'A01', hex: '71B2' }] }, { expectedVersion: 2 });
    expect(r).toEqual({ ok: true, version: 3 });
    await a.waitUntil(() => a.syncs === syncs + 1 && a.version === 3);
    expect(a.deltaMisses).toBe(1);
    expect(a.view).toEqual(await t.freshView(m.matchId, m.seats.A.token));
    // and the next patch applies again
    await play(a, { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71B3' }] }, all);
    expect(a.deltaMisses).toBe(1);
    expect(a.view).toEqual(await t.freshView(m.matchId, m.seats.A.token));
  });

  it("a reconnecting client's catch-up is one message: a sync with its view and the events it missed", async () => {
    const { m, a, b, s } = await seated();
    await play(a, setupCommand('A', A_UNITS), [a, b, s]);
    b.socket.disconnect();
    await play(a, { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71B1' }] }, [a, s]);
    await play(a, { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71B2' }] }, [a, s]);
    await play(a, { type: 'finishSetup' }, [a, s]);
    const after: string[] = [];
    b.socket.onAny((event: string) => after.push(event));
    const syncs = b.syncs;
    b.socket.connect();
    await b.waitForVersion(1); // B's own version: of A's four commands it sees only the setup done
    await new Promise((r) => setTimeout(r, 100)); // room for any further message to arrive
    // the match's catch-up: one sync, no update (chat and clock have their own events)
    expect(after.filter((e) => e === 'sync' || e === 'update')).toEqual(['sync']);
    expect(b.syncs).toBe(syncs + 1);
    expect(b.events.map((e) => [e.version, e.type])).toEqual([[1, 'setupFinished']]);
    expect(b.view).toEqual(await t.freshView(m.matchId, m.seats.B.token));
  });

  it('spectators of a match all receive the same frames', async () => {
    const { m, a, b, s, frames } = await seated();
    const s2 = t.client(m.matchId);
    const second = capture(s2);
    await s2.ready();
    // the secret setup sends the spectators nothing; each side's setup done is public
    await play(b, setupCommand('B', B_UNITS), [a, b, s, s2]);
    await play(a, setupCommand('A', A_UNITS), [a, b, s, s2]);
    await play(b, { type: 'placeUnits', placements: [{ unit: 'B01', hex: '71P8' }] }, [a, b, s, s2]);
    await play(a, { type: 'finishSetup' }, [a, b, s, s2]);
    await play(b, { type: 'finishSetup' }, [a, b, s, s2]);
    const updates = (fs: Frame[]) => fs.filter((f) => f.event === 'update').map((f) => JSON.stringify(f.payload));
    expect(updates(frames.s)).toHaveLength(2);
    expect(updates(second)).toEqual(updates(frames.s));
  });
});
