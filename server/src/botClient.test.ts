// The bot (client/src/bot) is a client like any other (issue 37): it holds its seat through the SDK and
// receives only that seat's payloads. Bot-against-bot games on a real server, with a spectator; every
// payload each bot's socket received (syncs, updates, protocol errors, the acks of its own commands) is
// checked by the leak harness against what that seat may know at that version.
import { jest } from '@jest/globals';
import type { HexfogClient } from '@hexfog/client/sdk';
import { BotPlayer } from '@hexfog/client/bot/botPlayer';
import { startTestServer, type TestServer } from '../test/harness';
import { leakingCatalog } from '../test/leak/leakingCatalog';
import { record } from '../test/leak/bots';
import type { Received } from '../test/leak/check';
import { checkMatch } from '../test/leak/harness';

jest.setTimeout(180_000);

/** The acks of the commands this client sends, recorded as the leak harness records them. */
function recordAcks(c: HexfogClient, receiver: 'A' | 'B', out: Received[]): void {
  const send = c.send.bind(c);
  c.send = async (command, opts) => {
    const ack = await send(command, opts);
    out.push({ receiver, kind: 'ack', payload: ack, echoes: [...JSON.stringify(command).matchAll(/"([^"]*)"/g)].map((x) => x[1]!) });
    return ack;
  };
}

async function botGame(t: TestServer, scenario: string, ruleset: 'asl' | 'heroes-and-leaders' | 'sewer-cards') {
  const m = await t.api.createSeatedMatch({ ruleset, scenario });
  const received: Received[] = [];
  const a = t.client(m.matchId, m.seats.A.token);
  const b = t.client(m.matchId, m.seats.B.token);
  const s = t.client(m.matchId);
  record(a, 'A', received);
  record(b, 'B', received);
  record(s, 'spectator', received);
  recordAcks(a, 'A', received);
  recordAcks(b, 'B', received);
  await Promise.all([a.ready(), b.ready(), s.ready()]);
  const bots = await Promise.all([a, b].map((c) => BotPlayer.join(t.url, c, { turnTimeoutMs: 30_000 })));
  const stats = await Promise.all(bots.map((p) => p.play()));
  await s.waitUntil(() => s.view?.status === 'ended', 10_000, 'the spectator to see the end');
  const { match, violations } = await checkMatch(t, m.matchId, received, `${scenario}/${ruleset}`);
  return { match, violations, stats, received, a, b };
}

describe('the bot is a client like any other', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t.close());

  it.each([
    ['sewer-duel', 'asl'],
    ['sewer-duel', 'sewer-cards'],
  ] as const)(
    'bot against bot, %s under %s: played to the end with no refused command; each bot received only its own seat payloads, each within what that seat may know',
    async (scenario, ruleset) => {
      const g = await botGame(t, scenario, ruleset);
      expect(g.match.state.status).toBe('ended');
      expect(g.stats.map((s) => s.refused)).toEqual([0, 0]);
      expect(g.stats.every((s) => s.ended)).toBe(true);
      // every view a bot's socket got was its own seat's
      for (const r of g.received.filter((x) => x.receiver !== 'spectator' && (x.kind === 'sync' || x.kind === 'update'))) {
        const view = (r.payload as { view?: { viewer?: string } }).view;
        if (view) expect(view.viewer).toBe(r.receiver);
      }
      expect(g.received.filter((r) => r.receiver === 'A').length).toBeGreaterThan(50);
      expect(g.violations).toEqual([]);
    },
  );

  it("the check can fail: a server that shows seat B seat A's concealed units is caught in the bot's own payloads", async () => {
    const lt = await startTestServer({ catalog: leakingCatalog() });
    try {
      const g = await botGame(lt, 'sewer-duel', 'asl');
      expect(g.violations.some((v) => /^B (sync|update) .*(carries unit id A0|view shows unit A0)/.test(v))).toBe(true);
    } finally {
      await lt.close();
    }
  });
});
