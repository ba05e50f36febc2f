// "Play against the computer" from the lobby in a real Chromium: the player picks his side on a
// scenario card and lands in his seat; the computer (the server's bot process,
// a client over loopback) sets up its side and plays its part of each phase, its moves shown in the log
// like a player's.
import { jest } from '@jest/globals';
import { join } from 'node:path';
import { ARTIFACTS, clickCommand, placeUnits, scenarioSuite, waitPhase } from './browserKit';

jest.setTimeout(180000);

const suite = scenarioSuite('sewer-infiltration');
const { pageErrors } = suite;

describe('browser client: a match against the computer', () => {
  it('is started from a scenario card, seats the player on his side, and the computer sets up and ends its phases', async () => {
    const p = await suite.newPage();
    await p.goto(suite.test.url);
    await p.selectOption('[data-testid="side-sewer-infiltration"]', 'A');
    await p.click('[data-testid="computer-sewer-infiltration"]');
    await p.waitForURL(/#\/match\/[^/]+\/as\/A$/);

    await placeUnits(p, {});
    await clickCommand(p, 'finishSetup');
    // play begins once the computer has finished its own setup too
    await waitPhase(p, 'Turn 1');
    await p.waitForSelector('[data-testid="event-log"]:has-text("Germans finished setting up")');
    // A3.1: both sides end the RPh; the computer ends its part
    await clickCommand(p, 'endPhase');
    await waitPhase(p, 'PFPh');
    await p.waitForSelector('[data-testid="event-log"]:has-text("Germans is done with the RPh")');
    await p.screenshot({ path: join(ARTIFACTS, 'computer-A.png') });
    expect(pageErrors).toEqual([]);
  });
});
