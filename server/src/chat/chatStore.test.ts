// Chat numbers come from one statement: many messages at once on one channel get 1..n with no error
// and no retry; each channel counts alone; a full channel writes nothing. The bounded queue in front of
// it refuses once full.
import { startTestServer, type TestServer } from '../../test/harness';
import { ChatQueue } from './chatQueue';
import { CHAT_MAX_PER_CHANNEL, chatStore } from './chatStore';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('chat store', () => {
  it('numbers 40 messages sent at once on one channel 1..40, and the other channel from 1', async () => {
    const m = await t.newMatch();
    const store = chatStore(t.server.db);
    const stored = await Promise.all(Array.from({ length: 40 }, (_, i) => store.add(m.matchId, 'spectators', 'spectator', `m${i}`)));
    expect(stored.map((s) => s!.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await store.add(m.matchId, 'players', 'A', 'hi'))!.id).toBe(1);
  });

  it(`stores the ${CHAT_MAX_PER_CHANNEL}th message of a channel and refuses the next without writing it`, async () => {
    const m = await t.newMatch();
    const store = chatStore(t.server.db);
    await store.add(m.matchId, 'players', 'A', 'first');
    await t.server.db
      .$executeRaw`UPDATE "chat_counters" SET "last" = ${CHAT_MAX_PER_CHANNEL - 1} WHERE "match_id" = ${m.matchId} AND "channel" = 'players'`;
    expect((await store.add(m.matchId, 'players', 'B', 'last one'))!.id).toBe(CHAT_MAX_PER_CHANNEL);
    expect(await store.add(m.matchId, 'players', 'A', 'one too many')).toBeNull();
    expect(await t.server.db.chatMessage.count({ where: { matchId: m.matchId, channel: 'players' } })).toBe(2);
    expect((await store.add(m.matchId, 'spectators', 'spectator', 'the other channel'))!.id).toBe(1);
  });
});

describe('chat queue', () => {
  it('runs at most `writers` at once, queues `capacity` more, and refuses beyond them until it drains', async () => {
    const q = new ChatQueue(2, 3);
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const work = () =>
      new Promise<void>((resolve) => {
        most = Math.max(most, ++running);
        gates.push(() => {
          running--;
          resolve();
        });
      });
    const accepted = Array.from({ length: 6 }, () => q.run(work));
    expect(accepted.map((p) => p !== null)).toEqual([true, true, true, true, true, false]);
    expect(q.size).toBe(5);
    while (gates.length || q.size) {
      gates.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
    const again = q.run(work);
    expect(again).not.toBeNull();
    await new Promise((r) => setImmediate(r));
    gates.shift()!();
    await again;
  });
});
