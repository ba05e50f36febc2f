// The browser client on the sewer-cards sample scenario (sewer-infiltration-cards): a real server with
// its embedded PostgreSQL, Debian's Chromium driven by playwright-core. A Soviet squad sets up on the
// manhole at 71F8 (a sewer token hex); in the first action turn (SC.7) the Soviet seat activates it to
// advance and sends it down into the sewer onto a Sewer card (SC.2, command enterSewerCard). The Soviet page draws the card with its squad, its entrance
// marker 71F8 and the token the entry put on its track (SC.4), and the marker on the map; the German
// page sees the marker on the map and the card, with open cards its squad, with hidden cards (the match
// option) face down without squad or tokens (SC.1).
import { jest } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { ARTIFACTS, browserSuite, catalogOf, openSeats, setUpAndPlay, waitPhase } from './browserKit';

jest.setTimeout(240000);

const SCENARIO = 'sewer-infiltration-cards';
const MAP = 'stalingrad-blocks';
const MANHOLE = '71F8'; // the manhole on F-street, in the Soviet setup zone
const SQUAD = 'A01'; // a 6-2-8

const suite = browserSuite(() => catalogOf({ [MAP]: mapDoc(MAP) }, { [SCENARIO]: scenarioDoc(SCENARIO) }));
const { pageErrors } = suite;
const newPage = () => suite.newPage();

/** Sets up with the squad on the manhole, plays to the Soviets' first action turn and sends it down; returns the card it went onto. */
async function squadGoesDown(a: Page, b: Page): Promise<string> {
  await setUpAndPlay(a, b, { [SQUAD]: MANHOLE }, 'Turn 1/5');
  for (const p of [a, b]) await waitPhase(p, "Action turn 1 · Soviets' action");
  // the tab title tells the seat the match waits on, and the other whom it waits for
  expect(await a.title()).toBe('● Your move · Act · Hexfog');
  expect(await b.title()).toBe('Waiting for Soviets · Hexfog');
  // SC.7: the squad is activated to advance (a unit, then its action), then goes down (SC.2)
  await a.click(`[data-activate-unit="${SQUAD}"]:not([disabled])`);
  await a.click(`[data-command="activate"][data-action="advance"]:not([disabled])`);
  await b.waitForSelector(`[data-testid="activations"]:has-text("is active: advance")`);
  const enter = await a.waitForSelector(`[data-command="enterSewerCard"][data-enter-unit="${SQUAD}"]:not([disabled])`);
  const card = (await enter.getAttribute('data-card')) ?? '';
  await enter.click();
  return card || ((await a.waitForSelector('[data-testid^="sewer-card-"]:has-text("A01")')).getAttribute('data-card') as Promise<string>);
}

describe('browser client: sewer-cards action turns and Sewer cards (SC.1, SC.2, SC.4, SC.7)', () => {
  it('open cards: the squad goes down onto a card; its owner sees the card with the squad, the token and the entrance marker; the German page sees the marker', async () => {
    const { a, b } = await openSeats(suite.test, SCENARIO, newPage, 'sewer-cards');
    const card = await squadGoesDown(a, b);

    const mine = `[data-testid="sewer-card-${card}"]`;
    await a.waitForSelector(`${mine}:has-text("${SQUAD}"):has-text("entrance ${MANHOLE}")`);
    await a.waitForSelector(`${mine} .card-square[data-token]`, { state: 'attached' });
    for (const p of [a, b]) await p.waitForSelector(`g.sewer-entrance[data-hex="${MANHOLE}"][data-card="${card}"]`, { state: 'attached' });
    // the squad is off the map: no counter of it on the manhole any more
    expect(await a.$(`g.counter[data-unit="${SQUAD}"][data-hex="${MANHOLE}"]`)).toBeNull();
    await b.waitForSelector(`[data-testid="sewer-card-${card}"]:has-text("entrance ${MANHOLE}")`);
    await a.screenshot({ path: join(ARTIFACTS, 'sc-card-A.png') });
    await b.screenshot({ path: join(ARTIFACTS, 'sc-card-B.png') });
    expect(pageErrors).toEqual([]);
  });

  it('hidden Sewer cards: the German page sees the entrance marker and a face-down card, never the squad or its tokens', async () => {
    const { a, b } = await openSeats(suite.test, SCENARIO, newPage, 'sewer-cards', { rules: { hiddenSewerCards: true } });
    for (const p of [a, b]) await p.waitForSelector('[data-testid="match-title"]:has-text("hidden Sewer cards")');
    const card = await squadGoesDown(a, b);

    await a.waitForSelector(`[data-testid="sewer-card-${card}"]:has-text("${SQUAD}")`);
    await a.waitForSelector(`[data-testid="sewer-card-${card}"] .card-square[data-token]`, { state: 'attached' });
    await b.waitForSelector(`g.sewer-entrance[data-hex="${MANHOLE}"][data-card="${card}"]`, { state: 'attached' });
    const theirs = await b.waitForSelector(`[data-testid="sewer-card-${card}"].face-down`);
    expect(await theirs.textContent()).not.toContain(SQUAD);
    expect(await b.$(`[data-testid="sewer-card-${card}"] .card-square[data-token]`)).toBeNull();
    expect(await b.content()).not.toContain(`data-unit="${SQUAD}"`);
    await b.screenshot({ path: join(ARTIFACTS, 'sc-hidden-card-B.png') });
    expect(pageErrors).toEqual([]);
  });
});
