// Socket limits per client, not per connection, over real sockets: a seat's second socket adds no
// command budget; an address's sockets share one event budget; the open-socket caps per address and
// per match and the connection rate refuse at the handshake; behind a trusted proxy each forwarded
// address has its own budgets; a refusal has one code and shape.
import { jest } from '@jest/globals';
import { sendChat } from '@hexfog/client/sdk/online';
import { A_UNITS, setupCommand, startTestServer, type TestServer } from '../../test/harness';

jest.setTimeout(60000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    limits: {
      trustProxy: ['loopback'],
      commandRate: 0.2,
      commandBurst: 3,
      socketEventRate: 0.5,
      socketEventBurst: 8,
      chatRate: 100,
      chatBurst: 100,
      maxSocketsPerAddress: 3,
      maxSocketsPerMatch: 4,
      socketConnectPerMinute: 6,
      socketRefusalsPerMinute: 10,
    },
  });
});
afterAll(() => t.close());

let next = 0;
/** A client address of its own (the server trusts loopback's X-Forwarded-For). */
const fresh = () => ({ extraHeaders: { 'x-forwarded-for': `10.1.0.${++next}` } });
const from = (headers: { extraHeaders: Record<string, string> }) => ({ socketOptions: headers });
const RATE_LIMITED = { ok: false, error: { code: 'RATE_LIMITED', message: 'too many requests from this client; slow down and retry' } };

describe('socket limits per client', () => {
  it("a seat's second socket adds no command budget: the seat's commands share one budget (the burst, then RATE_LIMITED)", async () => {
    const m = await t.newMatch();
    const addr = fresh();
    const one = t.client(m.matchId, m.seats.A.token, from(addr));
    const two = t.client(m.matchId, m.seats.A.token, from(fresh())); // another address: its event budget does not interfere
    await Promise.all([one.ready(), two.ready()]);
    expect(await one.send(setupCommand('A', A_UNITS))).toEqual({ ok: true, version: 1 }); // 1 of 3
    await two.waitForVersion(1);
    // the second and third (refused by the rules or not, they count), then the fourth on the other socket
    const acks = [
      await two.send({ type: 'finishSetup' }),
      await one.send({ type: 'endPhase' }, { commandId: 'x1' }),
      await two.send({ type: 'endPhase' }, { commandId: 'x2' }),
    ];
    expect(acks.map((a) => (!a.ok && a.error.code === 'RATE_LIMITED' ? 'limited' : 'served'))).toEqual(['served', 'served', 'limited']);
    expect(acks[2]).toEqual(RATE_LIMITED);
    // the other seat has its own budget
    const b = t.client(m.matchId, m.seats.B.token, from(fresh()));
    await b.ready();
    expect(await b.send({ type: 'finishSetup' }, { commandId: 'b1' })).toMatchObject({
      ok: false,
      error: { code: expect.not.stringMatching('RATE_LIMITED') },
    });
  });

  it("an address's sockets share one event budget: spectators of two matches together get the burst and no more", async () => {
    const [m1, m2] = await Promise.all([t.newMatch(), t.newMatch()]);
    const addr = fresh();
    const s1 = t.client(m1.matchId, undefined, from(addr));
    const s2 = t.client(m2.matchId, undefined, from(addr));
    await Promise.all([s1.ready(), s2.ready()]);
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await sendChat(s1, `one ${i}`), await sendChat(s2, `two ${i}`));
    expect(replies.filter((r) => !r.ok && r.error.code === 'RATE_LIMITED').length).toBe(2); // 10 sent, a burst of 8 over both sockets
    // a spectator elsewhere (another address) is served
    const other = t.client(m1.matchId, undefined, from(fresh()));
    await other.ready();
    expect(await sendChat(other, 'hello')).toMatchObject({ ok: true });
  });

  it('disconnects a socket that sends more than SOCKET_REFUSALS_PER_MINUTE refused events in a minute (10 refused: still connected; the 11th: cut off)', async () => {
    const m = await t.newMatch();
    const c = t.client(m.matchId, undefined, from(fresh()));
    await c.ready();
    const codes: string[] = [];
    for (let i = 0; i < 18; i++) {
      const r = await sendChat(c, `m${i}`);
      codes.push(r.ok ? 'ok' : r.error.code);
    }
    expect(codes).toEqual([...Array(8).fill('ok'), ...Array(10).fill('RATE_LIMITED')]);
    await new Promise((r) => setTimeout(r, 100));
    expect(c.socket.connected).toBe(true);
    expect(await sendChat(c, 'one more')).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    await until(() => !c.socket.connected);
  });

  it('opens at most MAX_SOCKETS_PER_ADDRESS sockets per address (RATE_LIMITED at the handshake); a closed one frees its place', async () => {
    const m = await t.newMatch();
    const addr = fresh();
    const open = [
      t.client(m.matchId, undefined, from(addr)),
      t.client(m.matchId, undefined, from(addr)),
      t.client(m.matchId, undefined, from(addr)),
    ];
    await Promise.all(open.map((c) => c.ready()));
    await expect(t.client(m.matchId, undefined, from(addr)).ready()).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    open[0]!.close();
    await until(() => countOf(addr) === 2);
    await t.client(m.matchId, undefined, from(addr)).ready();
  });

  it('opens at most MAX_SOCKETS_PER_MATCH sockets per match, whatever the addresses', async () => {
    const m = await t.newMatch();
    const four = [1, 2, 3, 4].map(() => t.client(m.matchId, undefined, from(fresh())));
    await Promise.all(four.map((c) => c.ready()));
    await expect(t.client(m.matchId, m.seats.A.token, from(fresh())).ready()).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('admits SOCKET_CONNECT_PER_MINUTE new sockets a minute per address, closed or not', async () => {
    const m = await t.newMatch();
    const addr = fresh();
    for (let i = 0; i < 6; i++) {
      const c = t.client(m.matchId, undefined, from(addr));
      await c.ready();
      c.close();
    }
    await expect(t.client(m.matchId, undefined, from(addr)).ready()).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await t.client(m.matchId, undefined, from(fresh())).ready(); // another address is admitted
  });

  it('a refused handshake reads the same for a match that exists and one that does not', async () => {
    const m = await t.newMatch();
    const addr = fresh();
    const open = [1, 2, 3].map(() => t.client(m.matchId, undefined, from(addr)));
    await Promise.all(open.map((c) => c.ready()));
    const refusal = async (matchId: string) =>
      t
        .client(matchId, undefined, from(addr))
        .ready()
        .then(
          () => null,
          (e: Error & { code?: string }) => ({ code: e.code, message: e.message }),
        );
    const real = await refusal(m.matchId);
    expect(real).toEqual({ code: 'RATE_LIMITED', message: 'too many connections from this client' });
    expect(await refusal('AAAAAAAAAAAAAAAA')).toEqual(real);
  });
});

describe('new sockets per process', () => {
  it('admits SOCKET_ADMIT_PER_SECOND new sockets a second from all addresses together; the rest are refused RATE_LIMITED (the SDK retries)', async () => {
    const s = await startTestServer({ limits: { trustProxy: ['loopback'], socketAdmitPerSecond: 3 } });
    try {
      const m = await s.newMatch();
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          s
            .client(m.matchId, undefined, from({ extraHeaders: { 'x-forwarded-for': `10.5.0.${i + 1}` } }))
            .ready()
            .then(
              () => 'admitted',
              (e: { code?: string }) => e.code,
            ),
        ),
      );
      expect(outcomes.filter((o) => o === 'admitted').length).toBeLessThanOrEqual(6); // a window of 3, or two if the handshakes straddle one
      expect(outcomes.filter((o) => o !== 'admitted')).toEqual(Array(outcomes.filter((o) => o !== 'admitted').length).fill('RATE_LIMITED'));
      expect(outcomes.filter((o) => o === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(4);
    } finally {
      await s.close();
    }
  });
});

function countOf(addr: { extraHeaders: Record<string, string> }): number {
  return t.server.limits.open.count({ address: addr.extraHeaders['x-forwarded-for']! });
}

async function until(pred: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !pred(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!pred()) throw new Error('timed out');
}
