// Keyboard shortcuts on the match page (sewer scenario): "?" lists them, E ends the phase (the same
// control "Done" is), L starts a LOS check from the selected hex and Escape closes it, and a key typed
// into the chat stays in the chat.
import { jest } from '@jest/globals';
import { openSeats, scenarioSuite, setUpAndPlay, showDrawer, waitPhase } from './browserKit';

jest.setTimeout(240000);

const SCENARIO = 'sewer-infiltration';
const suite = scenarioSuite(SCENARIO);
const { pageErrors } = suite;

describe('browser client: keyboard shortcuts', () => {
  it('? lists them; E ends the phase; L and Escape open and close the LOS tool; chat typing is left alone', async () => {
    const { a, b } = await openSeats(suite.test, SCENARIO, () => suite.newPage());
    await setUpAndPlay(a, b, {}, 'RPh');

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
