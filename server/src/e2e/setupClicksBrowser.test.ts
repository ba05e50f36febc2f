// No silent click in setup (issue 35), on the shipped Hamlet line: the Germans may record a tunnel
// (B8.6). A click off the highlighted entrances says why it took nothing; the first entrance's click
// says what it did and what comes next; "Finish setup" with one entrance picked warns and keeps the
// pick (setup goes on) instead of dropping the tunnel; the second entrance then records it.
import { jest } from '@jest/globals';
import { distance } from '@hexfog/shared';
import { loadMap } from '@hexfog/shared/testing/fixtures';
import { clickCommand, openSeats, scenarioSuite } from './browserKit';

jest.setTimeout(180000);

const SCENARIO = 'hamlet-line';
const suite = scenarioSuite(SCENARIO);
const map = loadMap('hamlet-line');

describe('browser client: setup clicks are never silent', () => {
  it('B8.6: a tunnel entrance click says what it did; Finish setup with a half-picked tunnel warns and drops nothing', async () => {
    const { b } = await openSeats(suite.test, SCENARIO, () => suite.newPage());
    const status = () => b.locator('[data-testid="status-line"]').innerText();
    await b.click('[data-testid="auto-place"]');
    await b.click('[data-testid="send-placements"]');
    await b.waitForSelector('[data-testid="send-placements"]:has-text("Send 0 placement(s)")');

    await b.click('[data-entry="recordTunnels"]');
    await b.waitForSelector('polygon.option');
    const options = await b.locator('polygon.option').evaluateAll((ps) => ps.map((p) => p.getAttribute('data-hex')!));
    const off = await b
      .locator('polygon[data-hex]:not(.option)')
      .evaluateAll((ps, opts) => ps.map((p) => p.getAttribute('data-hex')!).find((x) => !opts.includes(x))!, options);
    await b.click(`polygon[data-hex="${off}"]`);
    expect(await status()).toBe(`${off} cannot be a tunnel entrance: pick a highlighted hex (B8.6)`);

    // the other entrance within the tunnel's reach of the first (B8.6: at most 3 hexes apart in this ruleset)
    const first = options[0]!;
    const second = options.find((x) => x !== first && distance(map.byName(x)!.hex, map.byName(first)!.hex) <= 3)!;
    await b.click(`polygon[data-hex="${first}"]`);
    expect(await status()).toBe(`Tunnel: first entrance ${first}; now pick its other entrance, a highlighted hex (B8.6)`);

    await clickCommand(b, 'finishSetup');
    expect(await status()).toBe(
      `The tunnel from ${first} has one entrance only: pick its other entrance, or press the tunnel button again to drop it, then finish setup (B8.6)`,
    );
    expect(await b.innerText('[data-entry="recordTunnels"]')).toBe(`Tunnel from ${first}: pick the other entrance`);
    expect(await b.locator('[data-command="finishSetup"]').count()).toBe(1);

    await b.click(`polygon[data-hex="${second}"]`);
    await b.waitForSelector('[data-command="removeTunnel"]');
    await clickCommand(b, 'finishSetup');
    await b.waitForSelector('[data-command="finishSetup"]', { state: 'detached' });
    expect(suite.pageErrors).toEqual([]);
  });
});
