// A command names the moment it acts on (protocol/moment.ts): with one seat open in two tabs, two
// "End PFPh" clicks at once end the PFPh only; the second, resent after its CONFLICT as the client
// does, is refused with MOMENT_PASSED instead of ending the MPh.
import { endPhase, setUpBoth, startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('commands name their moment', () => {
  it('two tabs of one seat end the PFPh once; the stale resend is MOMENT_PASSED and the match is untouched', async () => {
    const m = await t.newMatch();
    const a = t.client(m.matchId, m.seats.A.token);
    const b = t.client(m.matchId, m.seats.B.token);
    await Promise.all([a.ready(), b.ready()]);
    await setUpBoth(a, b);
    await endPhase([a, b]); // the RPh: both sides
    expect(a.view).toMatchObject({ phase: 'PFPh', phaseEnders: ['A'] });

    const tab2 = t.client(m.matchId, m.seats.A.token);
    await tab2.ready();
    const click = a.view!.legal.find((l) => l.type === 'endPhase')!.command!;
    expect(click.at).toEqual({ turn: 1, playerTurn: 1, phase: 'PFPh' });
    const acks = await Promise.all([a.send(click), tab2.send(click)]);
    expect(acks.filter((x) => x.ok)).toHaveLength(1);
    const lost = acks.find((x) => !x.ok)!;
    expect(lost).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const version = (await t.api.match(m.matchId)).version;
    await Promise.all([a, tab2].map((c) => c.waitForVersion(version)));
    const resent = await tab2.send(click);
    expect(resent).toEqual({
      ok: false,
      error: { code: 'MOMENT_PASSED', message: 'this endPhase was sent for the PFPh of turn 1.1; the match is now in the MPh of turn 1.1' },
    });
    expect(await t.api.match(m.matchId)).toMatchObject({ version });
    expect(tab2.view?.phase).toBe('MPh');
  });
});
