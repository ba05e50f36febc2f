// The browser client's prompts and dice panel at desktop size (and the dice panel on a phone): a copy of the sewer scenario whose
// German zone reaches column H, so that in the first PFPh a Soviet squad and its leader in 71G7 may
// Prep Fire at a German squad in the wooden building 71H7. The fire button names the units by id and
// counter, a click on a hex that is not a target says why, and the dice panel explains the roll: the
// Original DR and dice, each DRM by name with its rule, the Final DR, the IFT column and the result.
// Then a move in the MPh: the DEFENDER's Defensive First Fire question names the hex, the ATTACKER is
// told what it waits for.
import { jest } from '@jest/globals';
import { join } from 'node:path';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { ARTIFACTS, browserSuite, catalogOf, clickCommand, openSeats, PHONE, placeUnits, showDrawer, waitPhase } from './browserKit';

jest.setTimeout(180000);

const SCENARIO = 'sewer-infiltration';
const doc = scenarioDoc(SCENARIO);
const zones = doc['setupZones'] as { B: { areas: { board: string; columns: string[]; rows: number[] }[] } };
const scenario = { ...doc, setupZones: { ...zones, B: { areas: [{ board: '71', columns: ['H', 'Z'], rows: [0, 10] }] } } };
// this seed's first DR is 4 + 2 (+1: leadership -1, TEM +2): 1MC on the 12 column; B01's MC DR 1 + 1 + 1 = 3 <= 7: passed
const suite = browserSuite(() => catalogOf({ [String(doc['map'])]: mapDoc(String(doc['map'])) }, { [SCENARIO]: scenario }), {
  diceSeed: () => '0c'.repeat(32),
});
const { pageErrors } = suite;

describe('browser client: prompts in player language and the dice panel', () => {
  it('a Prep Fire button names its units, a click off the targets says why, and the dice panel explains the attack; the Defensive First Fire question names its hex; a stack moves one click per hex', async () => {
    const { a, b } = await openSeats(suite.test, SCENARIO, () => suite.newPage());
    // A01 (6-2-8) and the leader A06 (8-1) in 71G7; B01 (4-6-7) in the wooden building 71H7, ADJACENT.
    // Every unit placed by hand, away from 71B9 and from 71G7's neighbours: no Fire Group (A7.5) may
    // also name A01, and the click off the targets must find 71B9 empty
    const soviets = { A01: '71G7', A06: '71G7', A02: '71C5', A03: '71A2', A04: '71B3', A05: '71D2', A07: '71E2', A08: '71A4' };
    const germans = { B01: '71H7', B02: '71W2', B03: '71X3', B04: '71Y4', B05: '71Z5' };
    await placeUnits(a, soviets);
    await placeUnits(b, germans);
    await clickCommand(a, 'finishSetup');
    await clickCommand(b, 'finishSetup');
    for (const p of [a, b]) await waitPhase(p, 'Turn 1/5');
    await clickCommand(a, 'endPhase');
    await waitPhase(b, 'Soviets done');
    await clickCommand(b, 'endPhase');
    await waitPhase(a, 'PFPh');

    // the fire button in player language: the phase's fire, the units by id and counter
    const fire = a.locator('button[data-entry="fire"]', { hasText: 'A01 (6-2-8)' });
    expect(await fire.textContent()).toMatch(
      /^Prep Fire: A01 \(6-2-8\) at (\w+ or )*71H7( or \w+)*$|^Prep Fire: A01 \(6-2-8\) at a highlighted hex$/,
    );
    await fire.click();
    // a hex that is not a target: the status line says why
    await a.click('polygon[data-hex="71B9"]');
    await a.waitForSelector('[data-testid="status-line"]:has-text("71B9 shows no enemy unit")');
    expect(await a.textContent('[data-testid="status-line"]')).toBe('71B9 shows no enemy unit or "?" you know of: no target there (A7.1)');
    // the fire still waits for its target
    expect(await fire.getAttribute('aria-pressed')).toBe('true');
    await a.click('polygon[data-hex="71H7"]');

    // the roll in the dice log; a click on its line shows it in the dice panel
    await a.waitForSelector('[data-testid="dice-log"] .log-line:has-text("fire at 71H7")');
    await a.click('[data-testid="dice-log"] .log-line:has-text("FP column") >> nth=0');
    const panel = '[data-testid="dice-panel"]';
    await a.waitForSelector(`${panel} [data-testid="dice-table"]:has-text("IFT")`);
    expect(await a.textContent(`${panel} [data-testid="dice-original"]`)).toMatch(/^Original DR \d+ \([1-6] \+ [1-6]\)$/);
    const mods = await a.$$eval(`${panel} [data-testid="dice-modifier"]`, (els) => els.map((e) => e.textContent ?? ''));
    expect(mods.length).toBeGreaterThan(0);
    for (const m of mods) expect(m).toMatch(/^[+-]\d+ .+ \([A-Z]+\d[\w.]*\)$/);
    expect(await a.textContent(`${panel} [data-testid="dice-final"]`)).toMatch(/^Final DR -?\d+$/);
    expect(await a.textContent(`${panel} [data-testid="dice-table"]`)).toMatch(/^IFT, \d+ FP column \(\d+ FP/);
    expect(await a.textContent(`${panel} [data-testid="dice-result"]`)).toMatch(/^Result: .+ at 71H7/);
    // A7.21: the FP of each firer with its PBF doubling, then the total and its column
    expect(await a.$$eval(`${panel} [data-testid="dice-fp"]`, (els) => els.map((e) => e.textContent ?? ''))).toEqual([
      'A01: 6 FP, x2 Point Blank Fire (ADJACENT) (A7.21) = 12 FP',
      'Total 12 = 12 FP: 12 FP column (A7.3)',
    ]);
    expect(await a.textContent(`${panel} [data-testid="dice-result"]`)).toBe('Result: 1MC at 71H7');
    await a.screenshot({ path: join(ARTIFACTS, 'dice-panel-fp.png') });
    // A10.1: B01's Morale Check said passed against its Morale Level
    await a.click('[data-testid="dice-log"] .log-line:has-text("MC for B01") >> nth=0');
    await a.waitForSelector(`${panel} [data-testid="dice-outcome"]`);
    expect(await a.textContent(`${panel} [data-testid="dice-outcome"]`)).toBe(
      'Check passed (Final DR 3 ≤ Morale Level 7): B01 is unaffected',
    );
    await a.screenshot({ path: join(ARTIFACTS, 'dice-panel-passed.png') });
    await a.click('[data-testid="dice-log"] .log-line:has-text("FP column") >> nth=0');
    // the other seat's panel shows the same public roll
    await b.waitForSelector(`${panel} [data-testid="dice-final"]`);
    // no internal names in either seat's prompts
    for (const p of [a, b])
      expect(await p.textContent('[data-testid="commands"]')).not.toMatch(/\b(defensiveFirstFire|sewerLostDestination|Decide:)/);
    await a.screenshot({ path: join(ARTIFACTS, 'dice-panel-A.png') });

    // the MPh: A02 moves; the DEFENDER is asked about Defensive First Fire in words, naming the hex
    await clickCommand(a, 'endPhase');
    await waitPhase(a, 'MPh');
    const move = a.locator('button[data-entry="move"]', { hasText: 'A02 (6-2-8)' });
    expect(await move.textContent()).toBe('Move A02 (6-2-8) from 71C5');
    await move.click();
    await a.click('polygon.option >> nth=0');
    const asked = await b.waitForSelector('[data-testid="pending"][data-kind="defensiveFirstFire"]');
    expect(await asked.textContent()).toMatch(
      /^Defensive First Fire at 71[A-Z]\d+, where units just spent MF \(you see there: A02 \(6-2-8\)\)\? Fire with your units that reach it, or No fire \(A8\.1\)$/,
    );
    expect(await a.textContent('[data-testid="pending"]')).toBe(
      'Waiting for Germans to decide on Defensive First Fire at the units that just moved (A8.1)',
    );
    expect(await b.textContent('[data-command="declineFire"]')).toBe('No fire: let the stack go on (A8.1)');
    await clickCommand(b, 'declineFire');
    await a.waitForSelector('[data-testid="pending"]', { state: 'detached' });

    // one click per hex: the moved stack stays selected at its new hex, its next destinations carry
    // their MF badges and are highlighted, and a click on one moves it on (no button)
    const movedTo = /First Fire at (71[A-Z]\d+)/.exec((await asked.textContent()) ?? '')![1]!;
    await a.waitForSelector(`polygon.selected[data-hex="${movedTo}"]`);

    const options = await a.$$eval('polygon.option', (els) => els.map((e) => e.getAttribute('data-hex') ?? ''));
    // a destination none of his other stacks is in (a click there would select that stack instead)
    const occupied = (await a.locator('button[data-entry="move"]').allTextContents()).map((t) => /from (\S+)$/.exec(t)?.[1]);
    const next = options.find((o) => !occupied.includes(o))!;
    expect(next).toBeDefined();
    await a.click(`polygon[data-hex="${next}"]`);
    await b.waitForSelector(`[data-testid="pending"][data-kind="defensiveFirstFire"]:has-text("First Fire at ${next},")`);
    await clickCommand(b, 'declineFire');
    await a.waitForSelector(`polygon.selected[data-hex="${next}"]`);

    // on a phone (390x844) the same explanation is one drawer away: the log drawer lists the rolls, a
    // tap on one shows it in the dice drawer
    await a.setViewportSize(PHONE);
    await showDrawer(a, 'log');
    await a.click('[data-testid="dice-log"] .log-line:has-text("FP column") >> nth=0');
    await showDrawer(a, 'dice');
    await a.waitForSelector(`${panel} [data-testid="dice-fp"]`, { state: 'visible' });
    expect(await a.textContent(`${panel} [data-testid="dice-result"]`)).toBe('Result: 1MC at 71H7');
    expect(await a.isVisible('[data-testid="dice-log"]')).toBe(false); // one drawer at a time
    await a.screenshot({ path: join(ARTIFACTS, 'dice-panel-phone.png') });
    expect(pageErrors).toEqual([]);
  });
});
