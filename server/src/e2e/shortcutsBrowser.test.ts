// Keyboard shortcuts on the match page (sewer scenario): "?" lists them, E ends the phase (the same
// control "Done" is), L starts a LOS check from the selected hex and Escape closes it, and a key typed
// into the chat stays in the chat.
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

describe('browser client: keyboard shortcuts', () => {
  it('? lists them; E ends the phase; L and Escape open and close the LOS tool; chat typing is left alone', async () => {
    const { a, b } = await openSeats(suite.test, SCENARIO, () => suite.newPage());
    await placeAll(a);
    await placeAll(b);
    await clickCommand(a, 'finishSetup');
    await clickCommand(b, 'finishSetup');
    await waitPhase(a, 'RPh');

    await a.keyboard.press('?');
    await a.waitForSelector('[data-testid="shortcuts-help"]:has-text("End the phase")');
    await a.keyboard.press('?');
    await a.waitForSelector('[data-testid="shortcuts-help"]', { state: 'detached' });

    // E: the Soviets are done with the RPh, as the "Done" button would have made them
    await a.keyboard.press('e');
    await waitPhase(b, 'Soviets done');

    // L from a selected hex, then Escape
    await a.click('polygon[data-hex="71C5"]');
    await a.keyboard.press('l');
    await a.waitForSelector('[data-testid="los"]:has-text("LOS from 71C5: click a target hex")');
    await a.keyboard.press('Escape');
    await a.waitForSelector('[data-testid="los-close"]', { state: 'detached' });

    // an "e" typed into the chat is the chat's: B's RPh is not ended by it
    await showDrawer(b, 'chat');
    const input = b.locator('[data-testid="chat-input"]');
    await input.click();
    await b.keyboard.type('e');
    await b.waitForTimeout(500);
    expect(await b.textContent('[data-testid="phase"]')).toContain('RPh');
    expect(pageErrors).toEqual([]);
  });
});
