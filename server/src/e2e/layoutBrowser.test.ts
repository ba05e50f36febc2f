// The page's frame at a phone's size (390x844) and at desktop sizes (1280x800, 1920x1080), in
// Debian's Chromium against a real server: on the phone the board takes most of the screen and the
// side panel's parts open one at a time as drawers from a bottom bar (Actions, Dice, Log, Chat, Briefing);
// on a desktop the side panel stays beside the board and the bar is hidden. No size scrolls sideways.
// The match page shows the scenario's briefing, special rules and victory conditions; the lobby lists
// the scenarios as cards and labels the match it created. Screenshots go to test-artifacts/.
import { jest } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loadCatalog } from '../catalog/catalog';
import { ARTIFACTS, browserSuite, clickCommand, DESKTOP, gotoSeat, PHONE, type Viewport, waitPhase } from './browserKit';

jest.setTimeout(180000);

const catalog = loadCatalog();
const suite = browserSuite(() => catalog);
const SCENARIO = 'sewer-infiltration';
const summary = catalog.scenarios().find((s) => s.id === SCENARIO)!;

/** Content wider than the viewport (a sideways scroll), in CSS pixels. */
const overflowX = (p: Page) => p.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
const box = async (p: Page, sel: string) => (await p.locator(sel).first().boundingBox())!;
const visible = (p: Page, sel: string) => p.locator(sel).first().isVisible();

async function seats(viewport: Viewport): Promise<{ a: Page; b: Page }> {
  const created = await suite.test.newMatch(SCENARIO, 'asl');
  const a = await suite.newPage(undefined, viewport);
  const b = await suite.newPage(undefined, viewport);
  await gotoSeat(a, created.seats.A.link);
  await gotoSeat(b, created.seats.B.link);
  for (const p of [a, b]) await p.waitForSelector('[data-testid="match-layout"] svg');
  return { a, b };
}

describe('layout: phone and desktop', () => {
  it('the lobby lists the scenarios as cards at both sizes and labels the match it creates', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const p = await suite.newPage(undefined, viewport);
      await p.goto(suite.test.url);
      await p.waitForSelector('[data-testid="scenario-card"]');
      expect(await p.locator('[data-testid="scenario-card"]').count()).toBe(catalog.scenarios().length);
      const card = p.locator(`[data-card="${SCENARIO}"]`);
      const text = await card.innerText();
      for (const fact of [summary.name, summary.mapName, `${summary.turns} turns`, `${summary.sides.A} vs ${summary.sides.B}`])
        expect(text).toContain(fact);
      expect(await overflowX(p)).toBeLessThanOrEqual(0);
      await p.screenshot({ path: join(ARTIFACTS, `lobby-${name}.png`), fullPage: name === 'phone' });
      // the rule modules each ruleset plays, from the catalog
      await card.locator('summary').click();
      expect(await card.locator('details').innerText()).toContain(`asl: ${summary.modules.asl!.join(', ')}`);

      await p.check(`[data-testid="lobby-${SCENARIO}"]`);
      await p.click(`[data-scenario="${SCENARIO}"]`);
      await p.waitForSelector('[data-testid="created-label"]');
      expect(await p.textContent('[data-testid="created-label"]')).toBe(
        `${summary.name} · asl · listed in the public lobby · spectators see the public view`,
      );
      expect(await p.inputValue('[data-testid="link-invite"]')).toMatch(/#\/invite\//);
      expect(await overflowX(p)).toBeLessThanOrEqual(0);
      await p.close();
    }
    expect(suite.pageErrors).toEqual([]);
  });

  it('phone 390x844: the board first, the panel as drawers from the bottom bar, the briefing in its drawer; setup is playable from the drawer', async () => {
    const { a, b } = await seats(PHONE);
    const board = await box(a, '.board-wrap');
    // the board takes most of the screen (the header and the bar take the rest)
    expect(board.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(board.width * board.height).toBeGreaterThan(0.8 * PHONE.width * PHONE.height);
    expect(await visible(a, '[data-testid="side-panel"]')).toBe(false);
    expect(await visible(a, '[data-testid="drawer-bar"]')).toBe(true);
    expect(await overflowX(a)).toBeLessThanOrEqual(0);
    await a.screenshot({ path: join(ARTIFACTS, 'phone-board.png') });

    // Actions: the status and commands, nothing else
    await a.click('[data-testid="drawer-actions"]');
    expect(await visible(a, '[data-testid="commands"]')).toBe(true);
    expect(await visible(a, '[data-testid="phase"]')).toBe(true);
    expect(await visible(a, '[data-testid="dice-panel"]')).toBe(false);
    expect(await visible(a, '[data-testid="event-log"]')).toBe(false);
    expect(await a.getAttribute('[data-testid="drawer-actions"]', 'aria-expanded')).toBe('true');
    const drawer = await box(a, '[data-testid="side-panel"]');
    expect(drawer.width).toBeLessThanOrEqual(PHONE.width);
    // the drawer leaves the top of the board free
    expect(drawer.y).toBeGreaterThan(0.3 * PHONE.height);
    await a.screenshot({ path: join(ARTIFACTS, 'phone-actions.png') });

    // one drawer at a time: Log replaces Actions; the same tab again closes it
    await a.click('[data-testid="drawer-log"]');
    expect(await visible(a, '[data-testid="event-log"]')).toBe(true);
    expect(await visible(a, '[data-testid="commands"]')).toBe(false);
    await a.click('[data-testid="drawer-log"]');
    expect(await visible(a, '[data-testid="side-panel"]')).toBe(false);
    await a.click('[data-testid="drawer-dice"]');
    expect(await visible(a, '[data-testid="dice-panel"]')).toBe(true);
    await a.click('[data-testid="drawer-chat"]');
    expect(await visible(a, '[data-testid="online"]')).toBe(true);
    expect(await visible(a, '[data-testid="dice-panel"]')).toBe(false);
    await a.click('[data-testid="drawer-close"]');
    expect(await visible(a, '[data-testid="side-panel"]')).toBe(false);

    // the briefing: situation, special rules, victory conditions, from the scenario document
    await a.click('[data-testid="drawer-briefing"]');
    expect(await visible(a, '[data-testid="briefing-body"]')).toBe(true);
    const brief = await a.innerText('[data-testid="briefing-body"]');
    expect(brief).toContain(summary.briefing);
    for (const rule of summary.specialRules) expect(brief).toContain(rule);
    expect(await a.innerText('[data-testid="victory"]')).toBe(summary.victory);
    expect(await overflowX(a)).toBeLessThanOrEqual(0);
    await a.screenshot({ path: join(ARTIFACTS, 'phone-briefing.png') });
    await a.click('[data-testid="drawer-briefing"]');

    // setup from the Actions drawer on both phones; play begins
    for (const p of [a, b]) {
      await p.click('[data-testid="drawer-actions"]');
      await p.click('[data-testid="auto-place"]');
      await p.click('[data-testid="send-placements"]');
    }
    await clickCommand(a, 'finishSetup');
    await clickCommand(b, 'finishSetup');
    await waitPhase(a, 'Turn 1/5');
    expect(await overflowX(a)).toBeLessThanOrEqual(0);
    await a.click('[data-testid="drawer-close"]');
    await a.screenshot({ path: join(ARTIFACTS, 'phone-layout.png') });
    expect(suite.pageErrors).toEqual([]);
  });

  it.each([
    ['1280x800', DESKTOP],
    ['1920x1080', { width: 1920, height: 1080 }],
  ])('desktop %s: the side panel beside the board, no bar, the briefing open during setup and folding', async (name, viewport) => {
    const { a } = await seats(viewport);
    expect(await visible(a, '[data-testid="drawer-bar"]')).toBe(false);
    for (const sel of [
      '[data-testid="side-panel"]',
      '[data-testid="commands"]',
      '[data-testid="dice-panel"]',
      '[data-testid="event-log"]',
      '[data-testid="briefing-body"]',
    ])
      expect([sel, await visible(a, sel)]).toEqual([sel, true]);
    const board = await box(a, '.board-wrap');
    const side = await box(a, '[data-testid="side-panel"]');
    expect(board.width).toBeGreaterThan(0.6 * viewport.width);
    expect(side.x).toBeGreaterThanOrEqual(board.x + board.width - 1);
    expect(board.height).toBeGreaterThan(0.85 * viewport.height);
    expect(await a.innerText('[data-testid="victory"]')).toBe(summary.victory);
    expect(await overflowX(a)).toBeLessThanOrEqual(0);
    await a.screenshot({ path: join(ARTIFACTS, `desktop-${name}.png`) });
    // the briefing folds to its title
    await a.click('[data-testid="briefing-toggle"]');
    expect(await visible(a, '[data-testid="briefing-body"]')).toBe(false);
    expect(await visible(a, '[data-testid="briefing-toggle"]')).toBe(true);
    expect(suite.pageErrors).toEqual([]);
  });
});
