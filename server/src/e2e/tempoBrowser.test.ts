// Tempo in Chromium (issue 35): a whole 5-turn Sewer infiltration match played by both seats as a
// player who knows the controls would, counting clicks. Each seat ticks "Skip phases where I have
// nothing to do" and passes the phases it never plays in (Prep Fire, Advancing Fire, Advance, Close
// Combat); the ATTACKER moves a stack two hexes each Movement Phase, one click per hex (the stack
// stays selected through the Defensive First Fire answer), then says "Done with this Player Turn";
// the DEFENDER answers the questions he could fire at with "No fire" (a decision, not a phase click)
// and ends the Defensive Fire Phase when he could fire in it. At most 25 phase-ending clicks in all.
import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import {
  browserSuite,
  catalogOf,
  clickCommand,
  openSeats,
  placeUnits,
  scenarioSuite,
  setUpAndPlay,
  showDrawer,
  waitPhase,
} from './browserKit';

jest.setTimeout(600000);

const SCENARIO = 'sewer-infiltration';
const suite = scenarioSuite(SCENARIO);
const { pageErrors } = suite;
const PASSED = ['PFPh', 'AFPh', 'APh', 'CCPh'];

const visible = async (p: Page, selector: string) => (await p.locator(selector).count()) > 0 && p.locator(selector).first().isVisible();
const phase = async (p: Page) => (await p.textContent('[data-testid="phase"]')) ?? '';

/** Answers "No fire" on the DEFENDER's page when a question waits there; whether it did. */
async function noFire(p: Page): Promise<boolean> {
  if (!(await visible(p, '[data-command="declineFire"]:not([disabled])'))) return false;
  await p.click('[data-command="declineFire"]:not([disabled])');
  return true;
}

/** Moves one stack of the ATTACKER up to `hexes` hexes, one click each; returns the clicks on destinations and the hexes moved. */
async function moveStack(a: Page, b: Page, hexes: number): Promise<{ clicks: number; moved: number }> {
  const froms = (await a.locator('button[data-entry="move"]').allTextContents()).map((t) => /from (71[A-Z]+\d+)$/.exec(t)?.[1]);
  const from = froms.find((f): f is string => !!f);
  if (!from) return { clicks: 0, moved: 0 };
  await a.click(`polygon[data-hex="${from}"]`);
  await a.waitForSelector(`polygon.selected[data-hex="${from}"]`);
  let clicks = 0;
  let moved = 0;
  for (let i = 0; i < hexes; i++) {
    const options = await a.$$eval('polygon.option', (els) => els.map((e) => e.getAttribute('data-hex') ?? ''));
    const occupied = (await a.locator('button[data-entry="move"]').allTextContents()).map((t) => /from (\S+)$/.exec(t)?.[1]);
    const to = options.find((o) => o && !occupied.includes(o));
    if (!to) break;
    await a.click(`polygon[data-hex="${to}"]`);
    clicks++;
    // the DEFENDER's question: answered by his skip preference when he cannot fire, else "No fire" here
    for (let t = 0; t < 200; t++) {
      if (await a.locator(`polygon.selected[data-hex="${to}"]`).count()) {
        if (!(await visible(a, '[data-testid="pending"]'))) break;
      }
      await noFire(b);
      await a.waitForTimeout(50);
    }
    if (!(await a.locator(`polygon.selected[data-hex="${to}"]`).count())) break; // the stack did not get there (it broke, say)
    moved++;
  }
  return { clicks, moved };
}

describe('tempo: a whole match at the pace of an online game', () => {
  it('5 turns of Sewer infiltration with skipping on: at most 25 phase-ending clicks, one click per hex moved', async () => {
    const { a, b } = await openSeats(suite.test, SCENARIO, () => suite.newPage());
    for (const p of [a, b]) {
      await showDrawer(p, 'actions');
      await p.check('[data-testid="skip-phases"] input');
      await p.click('[data-testid="pass-phases"] summary');
      for (const id of PASSED) await p.check(`[data-testid="pass-phases"] input[data-phase="${id}"]`);
      await p.waitForSelector(`[data-testid="pass-phases"] summary:has-text("${PASSED.join(', ')}")`);
    }
    await setUpAndPlay(a, b, {}, 'Turn 1/5');
    let phaseClicks = 0;
    let moveClicks = 0;
    let hexesMoved = 0;
    const movedIn = new Set<string>();
    for (let step = 0; step < 2000 && !(await phase(a)).startsWith('Ended'); step++) {
      for (const [p, other] of [
        [a, b],
        [b, a],
      ] as const) {
        if (await noFire(p)) continue;
        if (!(await visible(p, '[data-testid="pass-turn"]:not([disabled])'))) continue;
        const now = await phase(p);
        const turn = /Turn (\d+)\/5 · Player Turn (\d)/.exec(now)?.slice(1).join('.') ?? now;
        if (now.includes('· MPh ·') && !movedIn.has(turn)) {
          movedIn.add(turn);
          const m = await moveStack(p, other, 2);
          moveClicks += m.clicks;
          hexesMoved += m.moved;
        }
        if (!(await visible(p, '[data-testid="pass-turn"]:not([disabled])'))) continue;
        await p.click('[data-testid="pass-turn"]:not([disabled])');
        phaseClicks++;
      }
      await a.waitForTimeout(100);
    }
    expect(await phase(a)).toMatch(/^Ended/);
    // the counts, for the closing note
    process.stdout.write(`tempo: ${phaseClicks} phase-ending clicks, ${moveClicks} clicks for ${hexesMoved} hexes moved\n`);
    expect(phaseClicks).toBeLessThanOrEqual(25);
    expect(hexesMoved).toBeGreaterThanOrEqual(10);
    expect(moveClicks).toBe(hexesMoved);
    expect(pageErrors).toEqual([]);
  });
});

// The LOS tool during a Defensive First Fire question: a copy of the scenario whose German zone reaches
// column H, a German squad in 71H7 and a Soviet squad moving from 71G7 next to it, so the moving
// stack's hex is an answer the question accepts (highlighted); the DEFENDER checks LOS from his squad
// to it: nothing is fired, the question still waits, and the LOS is shown.
const doc = scenarioDoc(SCENARIO);
const zones = doc['setupZones'] as { B: unknown };
const near = { ...doc, setupZones: { ...zones, B: { areas: [{ board: '71', columns: ['H', 'Z'], rows: [0, 10] }] } } };
const nearSuite = browserSuite(() => catalogOf({ [String(doc['map'])]: mapDoc(String(doc['map'])) }, { [SCENARIO]: near }));

describe('the LOS tool never answers a decision', () => {
  it('a LOS check from the DEFENDER’s squad to the moving stack during its Defensive First Fire question fires nothing', async () => {
    const { a, b } = await openSeats(nearSuite.test, SCENARIO, () => nearSuite.newPage());
    await placeUnits(a, { A01: '71G7' });
    await placeUnits(b, { B01: '71H7' });
    await clickCommand(a, 'finishSetup');
    await clickCommand(b, 'finishSetup');
    await waitPhase(a, 'RPh');
    await clickCommand(a, 'endPhase');
    await clickCommand(b, 'endPhase');
    await waitPhase(a, 'PFPh');
    await clickCommand(a, 'endPhase');
    await waitPhase(a, 'MPh');
    // A01 steps from 71G7 to a neighbour (one click on a badged hex)
    await a.click('polygon[data-hex="71G7"]');
    const options = await a.$$eval('polygon.option', (els) => els.map((e) => e.getAttribute('data-hex') ?? ''));
    const to = options.find((o) => o !== '71H7' && o.startsWith('71G'))!;
    expect(to).toBeDefined();
    await a.click(`polygon[data-hex="${to}"]`);
    await b.waitForSelector(`[data-testid="pending"][data-kind="defensiveFirstFire"]:has-text("${to}")`);
    // the moving stack's hex answers the question (a click there would fire)...
    await b.waitForSelector(`polygon.option[data-hex="${to}"]`, { state: 'attached' });
    const rolls = await b.locator('[data-testid="dice-log"] .log-line').count();
    // ...but with the LOS tool open it only checks the LOS
    await b.locator('polygon[data-hex="71H7"]').dispatchEvent('click');
    await b.locator('[data-testid="los-start"]').dispatchEvent('click');
    await b.locator(`polygon[data-hex="${to}"]`).dispatchEvent('click');
    await b.waitForSelector(`[data-testid="los"]:has-text("LOS 71H7 → ${to}")`);
    await b.waitForTimeout(500);
    expect(await b.getAttribute('[data-testid="pending"]', 'data-kind')).toBe('defensiveFirstFire');
    expect(await b.locator('[data-testid="dice-log"] .log-line').count()).toBe(rolls);
    await clickCommand(b, 'declineFire');
    await a.waitForSelector('[data-testid="pending"]', { state: 'detached' });
    expect(nearSuite.pageErrors).toEqual([]);
  });
});
