// Side channels of fortifications set up hidden (A12.33, our reading): the scripted twins where A's
// hidden foxhole is here or there, present or absent, give B and spectators identical frames, acks, HTTP
// answers and log lines until A04 goes beneath it, the legitimate reveal (server/test/leak/twinStories.ts).
// The same plans run among every twin of twinGames.test.ts; this file runs them alone.
import { jest } from '@jest/globals';
import { runTwinGames } from '../test/leak/twins';
import { hipFortificationStories } from '../test/leak/twinStories';

jest.setTimeout(120_000);

describe('twin games: a fortification set up hidden (A12.33)', () => {
  it('here or there, present or absent: identical for B and spectators until a unit is seen beneath it', async () => {
    const r = await runTwinGames({ seed: 20261129, plans: hipFortificationStories() });
    expect(r.violations).toEqual([]);
    expect(r.pairs).toBe(2);
    // compared to step 14, where A04 goes beneath the foxhole in C6 (refused in the twin without a counter there)
    expect(r.stops).toEqual([
      expect.stringMatching(/here\/there.*compared 14 commands, stopped at step 14 \(A: .*"move".*the secret came out/),
      expect.stringMatching(/present\/absent.*compared 14 commands, stopped at step 14 \(A: .*"move".*the secret came out/),
    ]);
  });
});
