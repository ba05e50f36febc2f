// The browser client on the sample scenario with Snipers (hamlet-snipers, A14): a real server with its
// embedded PostgreSQL, Debian's Chromium driven by playwright-core. Play opens with the Sniper
// counters' placement (A14.2): the Germans (the DEFENDER) are asked first and click one of the
// highlighted hexes, the Soviets wait and are told why, then place theirs; both counters are drawn for
// both seats, with their SANs.
import { jest } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, openSeats, scenarioSuite, setUpAndPlay } from './browserKit';

jest.setTimeout(180000);

const suite = scenarioSuite('hamlet-snipers');
const { pageErrors } = suite;
const newPage = () => suite.newPage();

/** The hexes the board highlights as options. */
const optionHexes = (p: Page) => p.$$eval('polygon.hex.option', (els) => els.map((e) => e.getAttribute('data-hex') ?? ''));

async function placeSniper(p: Page, side: string): Promise<string> {
  await p.waitForSelector('[data-testid="pending"][data-kind="sniperPlacement"]:has-text("Place your Sniper counter")');
  const offered = await optionHexes(p);
  expect(offered.length).toBeGreaterThan(0);
  await p.click(`polygon.hex.option[data-hex="${offered[0]}"]`);
  await p.waitForSelector(`[data-testid="event-log"]:has-text("${side} place their Sniper counter in ${offered[0]}")`);
  return offered[0]!;
}

describe('browser client: Snipers (A14)', () => {
  it('A14.2: the DEFENDER places his Sniper counter first by a click on a highlighted hex, then the ATTACKER; both counters are drawn', async () => {
    const { a, b } = await openSeats(suite.test, 'hamlet-snipers', newPage);
    await setUpAndPlay(a, b, {}, 'Turn 1/5');

    // the Soviets (ATTACKER) wait for the Germans' placement, and are told so
    await a.waitForSelector('[data-testid="pending"][data-kind="sniperPlacement"]:has-text("place their Sniper counter")');
    expect(await optionHexes(a)).toEqual([]);
    const german = await placeSniper(b, 'Germans');
    const soviet = await placeSniper(a, 'Soviets');

    for (const p of [a, b]) {
      await p.waitForSelector(`g.counter:has-text("Sniper 4")`, { state: 'attached' });
      await p.waitForSelector(`g.counter:has-text("Sniper 3")`, { state: 'attached' });
      await p.waitForSelector('[data-testid="pending"]', { state: 'detached' });
    }
    expect(german).not.toBe(soviet);
    await a.screenshot({ path: join(ARTIFACTS, 'snipers-A.png') });
    expect(pageErrors).toEqual([]);
  });
});
