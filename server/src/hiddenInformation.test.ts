// The core promise: no payload leaving the server carries what its receiver may not know.
import { jest } from '@jest/globals';
import { startTestServer, type TestServer } from '../test/harness';
import { leakingCatalog } from '../test/leak/leakingCatalog';
import { runLeakGames } from '../test/leak/harness';

jest.setTimeout(300000);

describe('leak harness: random legal games through the real server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t.close());

  it('100 games over every scenario and ruleset, both seats and a spectator: every payload within what its receiver may know', async () => {
    const r = await runLeakGames(t, { games: 100, seed: 20261122 });
    expect(r.violations).toEqual([]);
    expect(r.games).toBe(100);
    expect(r.commands).toBeGreaterThan(2000);
    expect(r.refused).toBeGreaterThan(50); // the probes were refused and their errors checked too
    expect(r.payloads).toBeGreaterThan(10000);
    expect(r.kinds.move).toBeGreaterThan(100); // the games really move and fire
    expect(r.kinds.fire! + r.kinds.defensiveFire!).toBeGreaterThan(50);
    // about 45 s alone on this machine's two cores; beside other suites it nears jest's default 60 s
  }, 240_000);
});

describe('the harness can fail', () => {
  it("a deliberately leaking view (side B also shown side A's concealed units) is caught", async () => {
    const lt = await startTestServer({ catalog: leakingCatalog() });
    try {
      const r = await runLeakGames(lt, { games: 4, seed: 5 });
      expect(r.violations.length).toBeGreaterThan(0);
      expect(r.violations.some((v) => /B (sync|update) .*carries unit id A0/.test(v))).toBe(true);
    } finally {
      await lt.close();
    }
  });
});
