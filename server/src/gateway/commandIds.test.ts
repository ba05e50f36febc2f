// Idempotency is per seat: a commandId names one seat's command. Another seat sending the same id is
// judged on its own (applied or refused by the rules), never answered as a duplicate, which would tell
// it that the other seat used that id and drop its command.
import { A_UNITS, B_UNITS, caughtUp, setupCommand, startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

describe('command ids are per seat', () => {
  it("B reusing A's commandId is judged on its own; each seat's own repeat is a duplicate, also after a reload from the database", async () => {
    const m = await t.newMatch();
    const a = t.client(m.matchId, m.seats.A.token);
    const b = t.client(m.matchId, m.seats.B.token);
    await Promise.all([a.ready(), b.ready()]);

    // versions are each seat's own: a side's secret setup moves the other's not at all
    expect(await a.send(setupCommand('A', A_UNITS), { commandId: 'X' })).toEqual({ ok: true, version: 1 });
    await caughtUp([a, b]);
    // refused by the rules (a German unit in the Soviet setup zone), not a duplicate of A's X
    const refused = await b.send({ type: 'placeUnits', placements: [{ unit: 'B01', hex: '71A1' }] }, { commandId: 'X' });
    expect(refused).toEqual({ ok: false, error: expect.objectContaining({ code: 'NOT_IN_SETUP_ZONE' }) });
    // a refused command is not remembered: B's X is then applied
    expect(await b.send(setupCommand('B', B_UNITS), { commandId: 'X' })).toEqual({ ok: true, version: 1 });
    await caughtUp([a, b]);
    expect(await a.send(setupCommand('A', A_UNITS), { commandId: 'X', expectedVersion: 0 })).toEqual({
      ok: true,
      version: 1,
      duplicate: true,
    });
    expect(await b.send(setupCommand('B', B_UNITS), { commandId: 'X', expectedVersion: 0 })).toEqual({
      ok: true,
      version: 1,
      duplicate: true,
    });

    // as after a restart: the ids come back from the database, still per seat
    t.server.service.forgetAll();
    const a2 = t.client(m.matchId, m.seats.A.token);
    const b2 = t.client(m.matchId, m.seats.B.token);
    await Promise.all([a2.ready(), b2.ready()]);
    expect(await a2.send(setupCommand('A', A_UNITS), { commandId: 'X', expectedVersion: 0 })).toEqual({
      ok: true,
      version: 1,
      duplicate: true,
    });
    expect(await b2.send(setupCommand('B', B_UNITS), { commandId: 'X', expectedVersion: 0 })).toEqual({
      ok: true,
      version: 1,
      duplicate: true,
    });
    expect(await a2.send({ type: 'finishSetup' }, { commandId: 'Y' })).toEqual({ ok: true, version: 2 });
    await b2.waitForVersion(2);
    t.server.service.forgetAll();
    const b3 = t.client(m.matchId, m.seats.B.token);
    await b3.ready();
    expect(await b3.send({ type: 'finishSetup' }, { commandId: 'Y' })).toEqual({ ok: true, version: 3 });
    const stored = await t.server.db.command.findMany({
      where: { matchId: m.matchId },
      orderBy: { version: 'asc' },
      select: { version: true, side: true, commandId: true },
    });
    expect(stored).toEqual([
      { version: 1, side: 'A', commandId: 'X' },
      { version: 2, side: 'B', commandId: 'X' },
      { version: 3, side: 'A', commandId: 'Y' },
      { version: 4, side: 'B', commandId: 'Y' },
    ]);
  });
});
