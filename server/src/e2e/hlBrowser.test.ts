// The browser client on the heroes-and-leaders sample scenario (city-sewer-network): a real server
// with its embedded PostgreSQL, Debian's Chromium driven by playwright-core. The Soviets' Sewer Rat
// leader sets up with a squad on the manhole at 74C5; in the first impulse (HL.3) the Soviet seat
// selects that hex and activates the leader and his stack; clicking the stack again picks its move
// through the sewer network (HL.4): the destinations within six hexes are highlighted (74I5 six hexes
// away, 74O5 twelve hexes away not), and the stack moves to 74I5. The German seat's page shows the
// impulse ("Impulse 1 · Soviets' impulse"), the activation line, the network move in the event log,
// the network's tunnel and bunker nodes, and the leader's skill card (the scenario shows skill cards).
import { jest } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { ARTIFACTS, browserSuite, catalogOf, clickCommand, openSeats, setUpAndPlay, waitPhase } from './browserKit';

jest.setTimeout(180000);

const SCENARIO = 'city-sewer-network';
const MAP = 'hl-city';
const MANHOLE = '74C5'; // the Soviet street's manhole
const SIX_AWAY = '74I5'; // the middle street's manhole, six hexes east (HL.3)
const TWELVE_AWAY = '74O5'; // the German street's manhole: out of reach in one move
const LEADER = 'A01'; // ru-8-1 with the "Sewer Rat" skill card (first in the Soviet OB)
const SQUAD = 'A03'; // a 6-2-8

const suite = browserSuite(() => catalogOf({ [MAP]: mapDoc(MAP) }, { [SCENARIO]: scenarioDoc(SCENARIO) }));
const { pageErrors } = suite;
const newPage = () => suite.newPage();

/** The hexes the board highlights as options. */
async function optionHexes(p: Page): Promise<string[]> {
  return p.$$eval('polygon.hex.option', (els) => els.map((e) => e.getAttribute('data-hex') ?? ''));
}

describe('browser client: heroes-and-leaders impulses and the sewer network (HL.2-HL.4)', () => {
  it("activates a Sewer Rat leader's stack on a manhole, highlights the six-hex reach, moves it through the network; the other seat sees the impulse, the activation and the skill card", async () => {
    const { a, b } = await openSeats(suite.test, SCENARIO, newPage, 'heroes-and-leaders');

    // the leader and a squad on the manhole; the rest at random in the setup zones
    await setUpAndPlay(a, b, { [LEADER]: MANHOLE, [SQUAD]: MANHOLE }, 'Turn 1/5');

    // HL.2: the network's tunnel and bunker nodes are drawn for both seats
    for (const p of [a, b]) {
      await p.waitForSelector('g.network-node[data-kind="tunnel"][data-hex="74F8"]', { state: 'attached' });
      await p.waitForSelector('g.network-node[data-kind="bunker"][data-hex="74K5"]', { state: 'attached' });
    }

    // the RPh (both end it), then the first impulse: the Soviets'
    await clickCommand(a, 'endPhase');
    await waitPhase(b, 'Soviets done');
    await clickCommand(b, 'endPhase');
    for (const p of [a, b]) await waitPhase(p, "Impulse 1 · Soviets' impulse");

    // HL.3: select the manhole hex, activate the leader and his stack
    await a.click(`polygon[data-hex="${MANHOLE}"]`);
    await a.click(`[data-activate-leader="${LEADER}"]:not([disabled])`);
    await b.waitForSelector('[data-testid="impulse"]:has-text("Soviets activated leader A01")');

    // HL.4: clicking the stack picks its network move; its six-hex reach is highlighted
    await a.waitForSelector('[data-entry="networkMove"]');
    await a.click(`polygon[data-hex="${MANHOLE}"]`);
    await a.waitForSelector('polygon.hex.option', { state: 'attached' });
    const reach = await optionHexes(a);
    expect(reach).toContain(SIX_AWAY);
    expect(reach).not.toContain(TWELVE_AWAY);
    expect(reach).not.toContain(MANHOLE);
    await a.screenshot({ path: join(ARTIFACTS, 'hl-network-reach-A.png') });
    await a.click(`polygon[data-hex="${SIX_AWAY}"]`);

    // the stack is in 74I5 (marked as below ground) for both seats
    for (const p of [a, b]) {
      await p.waitForSelector(`g.counter[data-unit="${LEADER}"][data-hex="${SIX_AWAY}"]`, { state: 'attached' });
      await p.waitForSelector(`g.counter[data-unit="${SQUAD}"][data-hex="${SIX_AWAY}"]`, { state: 'attached' });
    }
    expect(await optionHexes(a)).toEqual([]);

    // the German seat: the event log has the activation and the network move; the leader's skill card on its counter and in the stack viewer
    await b.waitForSelector(`[data-testid="event-log"]:has-text("Activated leader ${LEADER} in ${MANHOLE}")`);
    await b.waitForSelector(`[data-testid="event-log"]:has-text("${MANHOLE} → ${SIX_AWAY}")`);
    await b.waitForSelector(`g.counter[data-unit="${LEADER}"] g.skill-badge[data-skills="Sewer Rat"]`, { state: 'attached' });
    await b.click(`polygon[data-hex="${SIX_AWAY}"]`);
    await b.waitForSelector(`[data-testid="selection"]:has-text("${LEADER}"):has-text("skill card: Sewer Rat")`);
    await b.screenshot({ path: join(ARTIFACTS, 'hl-network-moved-B.png') });
    expect(pageErrors).toEqual([]);
  });
});
