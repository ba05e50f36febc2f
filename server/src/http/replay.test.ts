import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { caughtUp, endPhase, startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

const placeA = {
  type: 'placeUnits',
  placements: ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07'].map((unit, i) => ({ unit, hex: `72B${i + 1}` })),
};
const placeB = {
  type: 'placeUnits',
  placements: ['B01', 'B02', 'B03', 'B04', 'B05', 'B06', 'B07'].map((unit, i) => ({ unit, hex: `72S${i + 1}` })),
};

async function playedFactoryMatch(spectators?: { mode: 'delayed'; playerTurns: number }) {
  const m = await t.api.createSeatedMatch({
    ruleset: 'asl',
    scenario: 'factory-assault',
    ...(spectators ? { options: { spectators } } : {}),
  });
  const a = t.client(m.matchId, m.seats.A.token);
  const b = t.client(m.matchId, m.seats.B.token);
  const s = t.client(m.matchId);
  await Promise.all([a.ready(), b.ready(), s.ready()]);
  for (const [c, cmd] of [
    [a, placeA],
    [b, placeB],
    [a, { type: 'finishSetup' }],
    [b, { type: 'finishSetup' }], // play starts: the river's current and depth are rolled (B21.121)
  ] as const) {
    const r = await c.send(cmd);
    if (!r.ok) throw new Error(JSON.stringify(r));
    await caughtUp([a, b]);
  }
  return { m, a, b, s };
}

describe('replay and dice verification', () => {
  it('before the end: no seed, no replay (409 NOT_ENDED); after: the seed, every event and a verified dice log', async () => {
    const { m, a, b } = await playedFactoryMatch();
    for (const path of ['dice', 'replay', 'replay/0']) {
      const res = await fetch(`${t.url}/api/matches/${m.matchId}/${path}`);
      expect({ path, status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code }).toEqual({
        path,
        status: 409,
        code: 'NOT_ENDED',
      });
    }
    expect(a.events.filter((e) => e.type === 'roll')).toHaveLength(2);
    await a.send({ type: 'resign' });
    await b.waitUntil(() => b.view?.status === 'ended');
    const summary = await t.api.match(m.matchId);
    expect(summary.diceSeed).toMatch(/^[0-9a-f]{64}$/);
    const dice = (await (await fetch(`${t.url}/api/matches/${m.matchId}/dice`)).json()) as {
      rolls: { stream: string; positions: number[] }[];
      verification: { ok: boolean; checked: number };
    };
    // the river's dr are public: stream all, from its position 0
    expect(dice.rolls.map((r) => [r.stream, r.positions])).toEqual([
      ['all', [0]],
      ['all', [1]],
    ]);
    expect(dice.verification).toMatchObject({ ok: true, checked: 2 });
    const replay = (await (await fetch(`${t.url}/api/matches/${m.matchId}/replay`)).json()) as { events: { audience: string }[] };
    expect(new Set(replay.events.map((e) => e.audience))).toEqual(new Set(['A', 'B', 'all']));
    const v1 = (await (await fetch(`${t.url}/api/matches/${m.matchId}/replay/1`)).json()) as {
      viewer: string;
      units: { side: string; loc: unknown }[];
    };
    expect(v1.viewer).toBe('replay');
    expect(v1.units.filter((u) => u.side === 'A' && u.loc)).toHaveLength(7);
    // once ended, the seats' clients hold the whole record too
    await a.waitUntil(() => a.events.some((e) => e.type === 'unitsPlaced' && (e.data.placements as { unit: string }[])[0]!.unit === 'B01'));
  });

  it('npm run verify-dice recomputes the rolls from the revealed seed, independently of the server', async () => {
    const { m, a } = await playedFactoryMatch();
    await a.send({ type: 'resign' });
    // asynchronous: the server answering the command runs in this very process
    const r = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      join(process.cwd(), 'scripts/verify-dice.ts'),
      m.matchId,
      '--url',
      t.url,
    ]);
    expect(r.stdout).toMatch(/matches the commitment/);
    expect(r.stdout).toMatch(/2 dice in 2 rolls checked \(all 2\): all come from the seed/);
  });
});

describe('spectator policy', () => {
  it('delayed by one Player Turn: spectators see the board as it was a Player Turn ago; seats see the present', async () => {
    const { a, b, s } = await playedFactoryMatch({ mode: 'delayed', playerTurns: 1 });
    // turn 1, Player Turn 1 (index 1): the spectators' frame is still the setup (index 0)
    expect(s.view?.status).toBe('setup');
    expect(s.view?.units).toEqual([]);
    for (let i = 0; i < 8; i++) await endPhase([a, b]);
    // now in Player Turn 2: spectators see the last version of Player Turn 1
    await s.waitUntil(() => s.view?.status === 'playing');
    expect(s.view?.playerTurn).toBe(1);
    expect(s.view?.phase).toBe('CCPh');
    expect(a.view?.playerTurn).toBe(2);
    expect(s.version).toBeLessThan(a.version);
    expect(s.events.every((e) => e.version <= s.version)).toBe(true);
  });

  it('a reloaded delayed match re-plays from a snapshot a Player Turn back, not from the start, and shows its spectators the same frames', async () => {
    const own = await startTestServer({ snapshotEvery: 2 });
    const saved = t;
    t = own;
    try {
      const { m, a, b, s } = await playedFactoryMatch({ mode: 'delayed', playerTurns: 1 });
      for (let i = 0; i < 16; i++) await endPhase([a, b]); // into Player Turn 3 (turn 2, its first)
      await s.waitUntil(() => s.view?.turn === 1 && s.view.playerTurn === 2);
      const matchVersion = (await own.server.service.get(m.matchId))!.state.version; // the log's, every command counted
      own.server.service.forgetAll();
      const late = own.client(m.matchId);
      await late.ready();
      const loaded = own.logs
        .filter((l) => l.includes('"match loaded"'))
        .map((l) => JSON.parse(l) as { replayed: number; version: number })
        .at(-1)!;
      expect(loaded.version).toBe(matchVersion);
      // the frames of the last Player Turn need the commands since a snapshot of Player Turn 2, not all of them
      expect(loaded.replayed).toBeGreaterThan(0);
      expect(loaded.replayed).toBeLessThan(matchVersion - 8);
      expect(late.view).toEqual(s.view);
      // play on: the frame of Player Turn 3 rebuilt after the reload is the one a spectator there all along sees
      for (let i = 0; i < 8; i++) await endPhase([a, b]);
      await s.waitUntil(() => s.view?.turn === 2 && s.view.playerTurn === 1);
      await late.waitUntil(() => late.version === s.version);
      expect(late.view).toEqual(s.view);
    } finally {
      t = saved;
      await own.close();
    }
  });
});
