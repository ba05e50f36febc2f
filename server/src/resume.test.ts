// The real server process: SIGKILL in the middle of a match and start again (embedded Postgres, which
// the killed process leaves orphaned), and the DATABASE_URL path.
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, connect } from '@hexfog/client/sdk';
import { A_UNITS, B_UNITS, caughtUp, setupCommand } from '../test/harness';
import { freePort, type ServerProcess, startServerProcess } from '../test/process';

import { jest } from '@jest/globals';

jest.setTimeout(60000);

describe('server process', () => {
  it('SIGKILL in the middle of a match, restart: the match continues from the last acknowledged command', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hexfog-kill-'));
    chmodSync(dataDir, 0o755);
    // the servers stopped and the folder removed however the test ends (each run's cluster is ~100 MB)
    let first: ServerProcess | undefined;
    let second: ServerProcess | undefined;
    try {
      const port = await freePort();
      first = await startServerProcess({ DATA_DIR: dataDir, SNAPSHOT_EVERY: '2' }, port);
      const http = api(first.url);
      const m = await http.createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' });
      const a = connect({
        url: first.url,
        matchId: m.matchId,
        token: m.seats.A.token,
        socketOptions: { reconnectionDelay: 100, reconnectionDelayMax: 300 },
      });
      const b = connect({
        url: first.url,
        matchId: m.matchId,
        token: m.seats.B.token,
        socketOptions: { reconnectionDelay: 100, reconnectionDelayMax: 300 },
      });
      await Promise.all([a.ready(), b.ready()]);
      const acked: number[] = [];
      for (const [c, cmd] of [
        [a, setupCommand('A', A_UNITS)],
        [b, setupCommand('B', B_UNITS)],
        [a, { type: 'finishSetup' }],
      ] as const) {
        const r = await c.send(cmd);
        expect(r.ok).toBe(true);
        if (r.ok) acked.push(r.version);
        await caughtUp([a, b]);
      }
      // each seat's own version: neither saw the other's secret placement
      expect(acked).toEqual([1, 1, 2]);
      const syncsBefore = a.syncs;
      expect(await first.kill('SIGKILL')).toBeNull();

      second = await startServerProcess({ DATA_DIR: dataDir, SNAPSHOT_EVERY: '2' }, port);
      expect(second.output()).toMatch(/left behind/); // the orphaned postgres was found and stopped
      // the clients reconnect on their own with their tokens and last versions
      await Promise.all([a, b].map((c) => c.waitUntil(() => c.status === 'connected', 30000, 'reconnection')));
      await a.waitUntil(() => a.syncs > syncsBefore, 10000, 'the sync after reconnecting');
      expect(a.version).toBe(2);
      expect(a.view?.setupDone).toEqual({ A: true, B: false });
      const r = await b.send({ type: 'finishSetup' });
      expect(r).toEqual({ ok: true, version: 3 });
      await a.waitForVersion(3);
      expect(a.view?.status).toBe('playing');
      expect((await api(second.url).match(m.matchId)).version).toBe(2); // the spectators': both setups done
      a.close();
      b.close();
      expect(await second.kill('SIGTERM')).toBe(0);
      expect(second.output()).toMatch(/shutting down/);
    } finally {
      await first?.kill('SIGTERM');
      await second?.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with DATABASE_URL set, the server uses that database and starts no embedded one', async () => {
    const port = await freePort();
    const p = await startServerProcess({ DATABASE_URL: process.env.DATABASE_URL! }, port);
    expect(p.output()).not.toMatch(/embedded PostgreSQL started/);
    expect(await (await fetch(`${p.url}/healthz`)).json()).toEqual({ ok: true, db: 'up' });
    const m = await api(p.url).createSeatedMatch({ ruleset: 'asl', scenario: 'factory-assault' });
    expect((await api(p.url).match(m.matchId)).scenario).toBe('factory-assault');
    expect(p.output()).not.toContain(new URL(process.env.DATABASE_URL!).password || 'never-empty');
    expect(await p.kill('SIGTERM')).toBe(0);
  });
});
