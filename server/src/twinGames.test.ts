// Side channels: twin games that differ only in a hidden fact give the other seat and spectators
// identical bytes (frames, acks, HTTP answers, log lines) until the fact legitimately comes out.
import { jest } from '@jest/globals';
import { runTwinGames } from '../test/leak/twins';
import { twinPlans } from '../test/leak/twinScenarios';

jest.setTimeout(600_000);

describe('twin games: no side channel', () => {
  it('every scenario, ruleset and kind of secret', async () => {
    const only = process.env.TWIN_PLANS ? Number(process.env.TWIN_PLANS) : undefined;
    const r = await runTwinGames({ seed: 20261123, ...(only ? { plans: twinPlans().slice(0, only) } : {}) });
    console.log(JSON.stringify({ ...r, violations: r.violations.slice(0, 30) }, null, 1));
    expect(r.violations).toEqual([]);
  });
});
