// The "skip phases where I have nothing to do" preference in the browser (sewer scenario): with it on
// for both seats, the first Rally Phase (no broken unit on either side: ending it is all each may do)
// ends without a click, and play stops where the ATTACKER has something to do (his Prep Fire Phase:
// Entrenching Attempts), the mode shown as a ticked box. Off (the default), the controls test clicks every phase.
import { jest } from '@jest/globals';
import { openSeats, scenarioSuite, setUpAndPlay, showDrawer } from './browserKit';

jest.setTimeout(240000);

const SCENARIO = 'sewer-infiltration';
const suite = scenarioSuite(SCENARIO);
const { pageErrors } = suite;

describe('browser client: skipping phases with nothing to do', () => {
  it('with the preference on, the empty Rally Phase ends by itself and play stops where the ATTACKER has a choice', async () => {
    const { a, b } = await openSeats(suite.test, SCENARIO, () => suite.newPage());
    for (const p of [a, b]) {
      await showDrawer(p, 'actions');
      await p.check('[data-testid="skip-phases"] input');
      await p.waitForSelector('[data-testid="skip-phases"][data-on="true"]');
    }
    await setUpAndPlay(a, b, {}, 'PFPh');
    // no "Done" clicked from here: the RPh passes for both; the ATTACKER stops in his PFPh, where he
    // has more to do than end it (Entrenching Attempts, B27.11)
    await a.waitForSelector('[data-testid="status-line"]:has-text("Skipped the RPh: nothing to do in it")');
    expect(await a.locator('[data-command="endPhase"]').textContent()).toBe('Done with the Prep Fire Phase (PFPh)');
    // the DEFENDER is told whom the phase waits for
    await b.waitForSelector('[data-testid="waiting"]:has-text("Waiting for the Soviets: Prep Fire Phase (PFPh)")');
    await a.waitForTimeout(1000); // and it stays there
    expect(await a.textContent('[data-testid="phase"]')).toContain('PFPh');
    for (const p of [a, b]) expect(await p.$('[data-testid="pending"]')).toBeNull();
    // the preference is kept in this browser: a reload shows it on
    await a.reload();
    await a.waitForSelector('[data-testid="skip-phases"][data-on="true"]');
    expect(pageErrors).toEqual([]);
  });
});
