// The replay of a finished match in the browser (sewer scenario, ended by a resignation): each side's
// setup line names the side, the arrow keys step through the versions, and the events of the version
// shown are marked.
import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { clickCommand, openSeats, scenarioSuite, setUpAndPlay } from './browserKit';

jest.setTimeout(240000);

const SCENARIO = 'sewer-infiltration';
const suite = scenarioSuite(SCENARIO);
const { pageErrors } = suite;

const at = async (p: Page) => Number(/^version (\d+) of/.exec((await p.textContent('[data-testid="replay-at"]')) ?? '')?.[1]);

describe('browser client: the replay', () => {
  it('names each side in its setup line, steps with the arrow keys and marks the events of the version shown', async () => {
    const { a, b } = await openSeats(suite.test, SCENARIO, () => suite.newPage());
    await setUpAndPlay(a, b, {}, 'RPh');
    a.on('dialog', (d) => void d.accept());
    await clickCommand(a, 'resign');
    await a.waitForSelector('a[data-replay]');
    await a.click('a[data-replay]');
    await a.waitForSelector('[data-testid="replay-at"]:has-text("version")');
    const last = await at(a);
    const log = await a.textContent('.log');
    expect(log).toContain('Soviets placed');
    expect(log).toContain('Germans placed');
    expect(log).not.toContain('You placed');
    expect(log).not.toContain('result hidden');
    // the last version's events are the marked ones
    expect(await a.locator('.log .log-line.current').count()).toBeGreaterThan(0);
    for (const v of await a.locator('.log .log-line.current').evaluateAll((els) => els.map((e) => e.getAttribute('data-version'))))
      expect(Number(v)).toBe(last);
    await a.keyboard.press('ArrowLeft');
    await a.waitForSelector(`[data-testid="replay-at"]:has-text("version ${last - 1} of")`);
    await a.keyboard.press('Home');
    await a.waitForSelector('[data-testid="replay-at"]:has-text("version 0 of")');
    await a.keyboard.press('ArrowRight');
    await a.waitForSelector('[data-testid="replay-at"]:has-text("version 1 of")');
    await a.keyboard.press('End');
    await a.waitForSelector(`[data-testid="replay-at"]:has-text("version ${last} of")`);
    expect(pageErrors).toEqual([]);
  });
});
