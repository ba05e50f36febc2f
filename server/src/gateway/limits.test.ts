// The limits: a command flood is refused on that connection only; the spectator cap; the payload cap.
import { A_UNITS, setupCommand, startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ limits: { commandRate: 1, commandBurst: 5, maxSpectators: 2, maxPayloadBytes: 4096 } });
});
afterAll(() => t.close());

describe('limits', () => {
  it('a flood of commands gets RATE_LIMITED; another match (another connection) is unaffected', async () => {
    const [m1, m2] = await Promise.all([t.newMatch(), t.newMatch()]);
    const flooder = t.client(m1.matchId, m1.seats.A.token);
    const other = t.client(m2.matchId, m2.seats.A.token);
    await Promise.all([flooder.ready(), other.ready()]);
    const acks = await Promise.all(Array.from({ length: 12 }, (_, i) => flooder.send({ type: 'endPhase' }, { commandId: `flood-${i}` })));
    const limited = acks.filter((a) => !a.ok && a.error.code === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(12 - 6); // the burst of 5, and at most one refill meanwhile
    expect(await other.send(setupCommand('A', A_UNITS))).toEqual({ ok: true, version: 1 });
    expect((await t.api.match(m1.matchId)).version).toBe(0); // nothing from the flood was applied
  });

  it('the spectator cap refuses one more spectator with SPECTATORS_FULL', async () => {
    const m = await t.newMatch();
    const watchers = [t.client(m.matchId), t.client(m.matchId)];
    await Promise.all(watchers.map((w) => w.ready()));
    const third = t.client(m.matchId);
    await expect(third.ready()).rejects.toMatchObject({ code: 'SPECTATORS_FULL' });
    const player = t.client(m.matchId, m.seats.B.token); // seats are never capped
    await player.ready();
  });

  it('an HTTP body over the configured size gets 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await fetch(`${t.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'asl', scenario: 'x'.repeat(5000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'the request body is too large' } });
  });
});
