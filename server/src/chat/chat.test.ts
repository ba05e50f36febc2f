// Chat over real sockets: the seats' channel and the spectators' stay apart during the match, a
// reconnecting player gets its history, bad and flooding messages are refused, and no text is logged.
import { jest } from '@jest/globals';
import type { ChatMessage } from '@hexfog/shared';
import { mergeChat, onChat, sendChat } from '@hexfog/client/sdk/online';
import type { HexfogClient } from '@hexfog/client/sdk';
import { startTestServer, type TestServer } from '../../test/harness';

jest.setTimeout(60000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

const until = async (pred: () => boolean, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (pred()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

function chatLog(c: HexfogClient): { log: ChatMessage[] } {
  const box = { log: [] as ChatMessage[] };
  onChat(c, (p) => (box.log = mergeChat(box.log, p)));
  return box;
}

describe('chat', () => {
  it("seats read each other; spectators read only spectators' chat; neither reads the other during the match", async () => {
    const m = await t.newMatch();
    const a = t.client(m.matchId, m.seats.A.token);
    const b = t.client(m.matchId, m.seats.B.token);
    const s = t.client(m.matchId);
    const [la, lb, ls] = [chatLog(a), chatLog(b), chatLog(s)];
    await Promise.all([a.ready(), b.ready(), s.ready()]);
    expect(await sendChat(a, 'good luck, secret-plan-xyz')).toMatchObject({ ok: true });
    expect(await sendChat(s, 'spectator says hi')).toMatchObject({ ok: true });
    await until(() => lb.log.length === 1, 'B reads A');
    await until(() => ls.log.length === 1, 'the spectator reads itself');
    await until(() => la.log.length === 1, 'A reads itself');
    expect(lb.log.map((x) => [x.channel, x.from, x.text])).toEqual([['players', 'A', 'good luck, secret-plan-xyz']]);
    expect(ls.log.map((x) => [x.channel, x.from, x.text])).toEqual([['spectators', 'spectator', 'spectator says hi']]);
    expect(la.log.map((x) => x.text)).toEqual(['good luck, secret-plan-xyz']);
    // the text never reaches the log
    expect(t.logs.join('')).not.toContain('secret-plan-xyz');

    // a reconnecting player reads the history of its channel only
    const b2 = t.client(m.matchId, m.seats.B.token);
    const lb2 = chatLog(b2);
    await b2.ready();
    await until(() => lb2.log.length === 1, 'history');
    expect(lb2.log[0]!.text).toBe('good luck, secret-plan-xyz');
    const s2 = t.client(m.matchId);
    const ls2 = chatLog(s2);
    await s2.ready();
    await until(() => ls2.log.length === 1, 'spectator history');
    expect(ls2.log.map((x) => x.channel)).toEqual(['spectators']);

    // after the end both channels are open to everyone of the match
    expect((await a.send({ type: 'resign' })).ok).toBe(true);
    const s3 = t.client(m.matchId);
    const ls3 = chatLog(s3);
    await s3.ready();
    await until(() => ls3.log.length === 2, 'both channels after the end');
  });

  it("numbers messages per channel: a spectator's ids do not count the players' messages in between; two at once get two numbers", async () => {
    const m = await t.newMatch();
    const a = t.client(m.matchId, m.seats.A.token);
    const b = t.client(m.matchId, m.seats.B.token);
    const s = t.client(m.matchId);
    await Promise.all([a.ready(), b.ready(), s.ready()]);
    const first = await sendChat(s, 'one');
    const [fromA, fromB] = await Promise.all([sendChat(a, 'a'), sendChat(b, 'b')]); // at once, one channel
    const second = await sendChat(s, 'two');
    expect([first, second]).toEqual([
      { ok: true, id: 1 },
      { ok: true, id: 2 },
    ]);
    expect([fromA, fromB].map((x) => (x.ok ? x.id : 0)).sort()).toEqual([1, 2]);
  });

  it('refuses empty, oversized, malformed and flooding messages', async () => {
    const m = await t.newMatch();
    const a = t.client(m.matchId, m.seats.A.token);
    await a.ready();
    expect(await sendChat(a, '   ')).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    expect(await sendChat(a, 'x'.repeat(501))).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    expect(await a.socket.timeout(5000).emitWithAck('chat', { text: 'hi', extra: 1 })).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST' },
    });
    expect(await sendChat(a, 'x'.repeat(500))).toMatchObject({ ok: true });
    const acks = [];
    for (let i = 0; i < 8; i++) acks.push(await sendChat(a, `m${i}`));
    expect(acks.some((x) => !x.ok && x.error.code === 'RATE_LIMITED')).toBe(true);
  });
});
