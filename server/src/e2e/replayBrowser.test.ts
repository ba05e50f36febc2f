// The replay of a finished match in the browser (sewer scenario, ended by a resignation): each side's
// setup line names the side, the arrow keys step through the versions, and the events of the version
// shown are marked.
import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { browserSuite, catalogOf, clickCommand, openSeats, showDrawer, waitPhase } from './browserKit';

jest.setTimeout(240000);

const SCENARIO = 'sewer-infiltration';
const doc = scenarioDoc(SCENARIO);
const suite = browserSuite(() => catalogOf({ [String(doc['map'])]: mapDoc(String(doc['map'])) }, { [SCENARIO]: doc }));
const { pageErrors } = suite;

async function placeAll(p: Page): Promise<void> {
  await showDrawer(p, 'actions');
  await p.click('[data-testid="auto-place"]');
  await p.click('[data-testid="send-placements"]');
}

const at = async (p: Page) => Number(/^version (\d+) of/.exec((await p.textContent('[data-testid="replay-at"]')) ?? '')?.[1]);

describe('browser client: the replay', () => {
  it('names each side in its setup line, steps with the arrow keys and marks the events of the version shown', async () => {
    const { a, b } = await openSeats(suite.test, SCENARIO, () => suite.newPage());
    await placeAll(a);
    await placeAll(b);
    await clickCommand(a, 'finishSetup');
    await clickCommand(b, 'finishSetup');
    await waitPhase(a, 'RPh');
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
