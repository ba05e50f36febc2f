// A match records the rules version it was played under. When a rules change alters results (a
// newer `Ruleset.rulesVersion`), a finished match's record stays whole: its summary, its events, its
// dice verification and its saved positions; a past position that only re-playing its commands under
// its own rules could rebuild is refused with RULES_CHANGED instead of being rebuilt under other rules.
import { ruleset, RULES_VERSION } from '@hexfog/shared';
import { loadCatalog } from '../catalog/catalog';
import { endPhase, setUpBoth, startTestServer } from '../../test/harness';

const newerRules = (id: string) => ({ ...ruleset(id), rulesVersion: RULES_VERSION + 1 });

describe('the rules version in the match record', () => {
  it('a match played under older rules keeps its record, dice verification and saved positions', async () => {
    const before = await startTestServer();
    const m = await before.newMatch();
    const a = before.client(m.matchId, m.seats.A.token);
    const b = before.client(m.matchId, m.seats.B.token);
    await Promise.all([a.ready(), b.ready()]);
    await setUpBoth(a, b);
    await endPhase([a, b]);
    expect((await a.send({ type: 'resign' })).ok).toBe(true);
    const summary = await before.api.match(m.matchId);
    expect(summary).toMatchObject({ status: 'ended', rulesVersion: RULES_VERSION });
    await before.close();

    const after = await startTestServer({ catalog: loadCatalog(undefined, newerRules) });
    try {
      const res = await fetch(`${after.url}/api/matches/${m.matchId}`);
      expect(await res.json()).toMatchObject({ status: 'ended', version: summary.version, rulesVersion: RULES_VERSION });
      const replay = (await (await fetch(`${after.url}/api/matches/${m.matchId}/replay`)).json()) as {
        rulesVersion: number;
        version: number;
        events: unknown[];
      };
      expect(replay.rulesVersion).toBe(RULES_VERSION);
      expect(replay.events.length).toBeGreaterThan(5);
      const dice = (await (await fetch(`${after.url}/api/matches/${m.matchId}/dice`)).json()) as { verification: { ok: boolean } };
      expect(dice.verification.ok).toBe(true);
      // the final position was saved with the match; version 1 could only be re-played (the replay
      // counts every command: the match's own versions, not a receiver's)
      expect(replay.version).toBeGreaterThan(summary.version);
      expect((await fetch(`${after.url}/api/matches/${m.matchId}/replay/${replay.version}`)).status).toBe(200);
      const past = await fetch(`${after.url}/api/matches/${m.matchId}/replay/1`);
      expect(past.status).toBe(409);
      expect(await past.json()).toMatchObject({
        error: {
          code: 'RULES_CHANGED',
          message: expect.stringMatching(new RegExp(`rules version ${RULES_VERSION}; the server plays version ${RULES_VERSION + 1}`)),
        },
      });
      // a new match records the rules it is played under
      const fresh = await after.newMatch();
      expect((await after.api.match(fresh.matchId)).rulesVersion).toBe(RULES_VERSION + 1);
    } finally {
      await after.close();
    }
  });
});
