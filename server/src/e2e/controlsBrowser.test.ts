// The browser client's precise controls, at desktop and phone sizes, on the sewer scenario: the
// DEFENDER sets when it is asked about Defensive First Fire (A8.1: "Not this MPh"), the ATTACKER moves
// part of a stack (A4.2: A01 leaves 71C5, A02 stays) after a click on a hex that is no option was
// explained, the buttons naming units by id and counter and hexes by id, "done" naming the phase; and
// the match does not wait on the DEFENDER after the move.
import { jest } from '@jest/globals';
import { join } from 'node:path';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { ARTIFACTS, browserSuite, catalogOf, clickCommand, openSeats, placeUnits, showDrawer, waitPhase } from './browserKit';

jest.setTimeout(240000);

const SCENARIO = 'sewer-infiltration';
const doc = scenarioDoc(SCENARIO);
const suite = browserSuite(() => catalogOf({ [String(doc['map'])]: mapDoc(String(doc['map'])) }, { [SCENARIO]: doc }));
const { pageErrors } = suite;

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const place = placeUnits;

describe('browser client: precise controls', () => {
  for (const size of SIZES) {
    it(`${size.name}: "done" names the phase; the First Fire question setting; part of a stack moves; a hex that is no option is explained`, async () => {
      const { a, b } = await openSeats(suite.test, SCENARIO, async () => {
        const p = await suite.newPage();
        await p.setViewportSize({ width: size.width, height: size.height });
        return p;
      });
      // A01 and A02 (6-2-8) stacked in 71C5
      await place(a, { A01: '71C5', A02: '71C5' });
      await place(b, {});
      await clickCommand(a, 'finishSetup');
      await clickCommand(b, 'finishSetup');
      for (const p of [a, b]) await waitPhase(p, 'Turn 1/5');

      // each side's "done" names the phase it acts in
      expect(await a.textContent('[data-command="endPhase"]')).toBe('Done with the Rally Phase (RPh)');
      await clickCommand(a, 'endPhase');
      await waitPhase(b, 'Soviets done');
      expect(await b.textContent('[data-command="endPhase"]')).toBe('Done with the Rally Phase (RPh)');
      await clickCommand(b, 'endPhase');
      await waitPhase(a, 'PFPh');
      await clickCommand(a, 'endPhase');
      await waitPhase(a, 'MPh');

      // the DEFENDER: asked always by default; "Not this MPh" chosen
      for (const p of [a, b]) await showDrawer(p, 'actions');
      await b.waitForSelector('[data-testid="dff-mode"][data-mode="always"] button[data-dff-mode="always"][aria-pressed="true"]');
      await b.click('button[data-dff-mode="neverThisMph"]');
      await b.waitForSelector('[data-testid="dff-mode"][data-mode="neverThisMph"]');
      // the ATTACKER's own setting is untouched, and it is told nothing of the DEFENDER's
      expect(await a.getAttribute('[data-testid="dff-mode"]', 'data-mode')).toBe('always');

      // the stack in 71C5: its units with checkboxes; A02 unticked, the move names A01 only
      await a.click('polygon[data-hex="71C5"]');
      await a.waitForSelector('[data-testid="stack-choice"] input[data-unit="A02"]');
      await a.uncheck('[data-testid="stack-choice"] input[data-unit="A02"]');
      const move = a.locator('button[data-entry="move"]', { hasText: '71C5' });
      expect(await move.textContent()).toBe('Move A01 (6-2-8) from 71C5');
      await move.click();
      // a hex that is no option: why, naming the hexes
      await a.click('polygon[data-hex="71C9"]');
      await a.waitForSelector('[data-testid="status-line"]:has-text("71C9 is 4 hexes from 71C5")');
      expect(await a.textContent('[data-testid="status-line"]')).toBe(
        '71C9 is 4 hexes from 71C5: a stack spends its MF entering one hex after another (A4.2)',
      );
      await a.screenshot({ path: join(ARTIFACTS, `controls-${size.name}-A.png`) });
      await a.click('polygon.option >> nth=0');

      // A01 moved, A02 stayed; the DEFENDER saw the move in the open and was not asked
      for (const p of [a, b]) await showDrawer(p, 'log');
      const line = await b.waitForSelector('[data-testid="event-log"] .log-line:has-text("A01 moved 71C5")');
      expect(await line.textContent()).not.toContain('A02');
      await a.waitForSelector('[data-testid="event-log"] .log-line:has-text("A01 moved 71C5")');
      for (const p of [a, b]) expect(await p.$('[data-testid="pending"]')).toBeNull();
      await showDrawer(a, 'actions');
      await a.click('polygon[data-hex="71C5"]');
      await a.waitForSelector('[data-testid="selection"] .unit-row:has-text("A02")');
      expect(await a.textContent('[data-testid="selection"]')).not.toMatch(/: A01 /);
      expect(pageErrors).toEqual([]);
    });
  }
});
