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
import { ARTIFACTS, browserSuite, clickCommand, DESKTOP, gotoSeat, hideDrawers, PHONE, type Viewport, waitPhase } from './browserKit';

jest.setTimeout(180000);

const catalog = loadCatalog();
const suite = browserSuite(() => catalog);
const SCENARIO = 'sewer-infiltration';
const summary = catalog.scenarios().find((s) => s.id === SCENARIO)!;

/** Content wider than the viewport (a sideways scroll), in CSS pixels. */
const overflowX = (p: Page) => p.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
const box = async (p: Page, sel: string) => (await p.locator(sel).first().boundingBox())!;
const visible = (p: Page, sel: string) => p.locator(sel).first().isVisible();

async function seats(viewport: Viewport, clock = false): Promise<{ a: Page; b: Page }> {
  const created = await suite.test.newMatch(
    SCENARIO,
    'asl',
    clock ? { timeControl: { mode: 'clock', initialSeconds: 900, incrementSeconds: 10 } } : undefined,
  );
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
    // the board takes most of the screen (the header, the current decision and the bar take the rest)
    expect(board.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(board.width * board.height).toBeGreaterThan(0.55 * PHONE.width * PHONE.height);
    expect(await visible(a, '[data-testid="decision"]')).toBe(true);
    for (const part of ['dice-panel', 'event-log', 'briefing-body', 'phase', 'chat-log'])
      expect([part, await visible(a, `[data-testid="${part}"]`)]).toEqual([part, false]);
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
    expect(await visible(a, '[data-testid="event-log"]')).toBe(false);
    await a.click('[data-testid="drawer-dice"]');
    expect(await visible(a, '[data-testid="dice-panel"]')).toBe(true);
    await a.click('[data-testid="drawer-chat"]');
    expect(await visible(a, '[data-testid="online"]')).toBe(true);
    expect(await visible(a, '[data-testid="dice-panel"]')).toBe(false);
    await a.click('[data-testid="drawer-close"]');
    expect(await visible(a, '[data-testid="online"]')).toBe(false);

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

  /** Whether the element is drawn inside the part of the screen the phone's bottom bar leaves, not scrolled out of its panel nor covered: what is at its centre is it. */
  const onScreen = (p: Page, sel: string, bottom: number) =>
    p
      .locator(sel)
      .first()
      .evaluate((node, bottom) => {
        // the server's TypeScript has no DOM library: the little of it used here
        interface Rect {
          readonly left: number;
          readonly top: number;
          readonly bottom: number;
          readonly width: number;
          readonly height: number;
        }
        interface El {
          getBoundingClientRect(): Rect;
          contains(other: unknown): boolean;
          readonly ownerDocument: { elementFromPoint(x: number, y: number): unknown };
        }
        const el = node as unknown as El;
        const r = el.getBoundingClientRect();
        if (!r.width || r.top < 0 || r.bottom > bottom + 0.5) return false;
        const at = el.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!at && el.contains(at);
      }, bottom);
  /** The "your move" dot on the phone's Actions tab (drawers.ts attention). */
  const dot = (p: Page) => p.locator('[data-testid="drawer-actions"].attention').count();
  /** A3.1: both end the RPh; once A has ended it, A waits for B: [the waiting seat, the seat waited on, its side's name]. */
  async function waiterAndMover(a: Page, b: Page): Promise<[Page, Page, string]> {
    await clickCommand(a, 'endPhase');
    await waitPhase(b, `${summary.sides.A} done`);
    await a.waitForSelector('[data-testid="waiting"]');
    return [a, b, summary.sides.B];
  }

  it("phone 390x844 (issue 35): the decision and its buttons, the clock and the board in view with no drawer open; the Actions tab's dot on exactly when it is the player's move", async () => {
    const { a, b } = await seats(PHONE, true);
    const bottom = PHONE.height - 52; // the drawer bar's height (layout.css --bar-h)
    for (const p of [a, b]) await p.waitForSelector('[data-testid="clock-A"]');
    // setup: both seats are asked to place, both dots on; the placement controls and the clock in view
    for (const p of [a, b]) {
      // the setup's unit list scrolls inside the decision's part: its first line in view, its buttons a scroll away
      for (const sel of ['.board-wrap svg', '[data-testid="prompt"] p', '[data-testid="clock-A"]', '[data-testid="clock-B"]'])
        expect([sel, await onScreen(p, sel, bottom)]).toEqual([sel, true]);
      await p.locator('[data-testid="auto-place"]').scrollIntoViewIfNeeded();
      expect(await onScreen(p, '[data-testid="auto-place"]', bottom)).toBe(true);
      expect(await onScreen(p, '[data-testid="clock-A"]', bottom)).toBe(true);
      expect(await dot(p)).toBe(1);
      await p.screenshot({ path: join(ARTIFACTS, 'phone-setup.png') });
    }
    for (const p of [a, b]) {
      await p.click('[data-testid="auto-place"]');
      await p.click('[data-testid="send-placements"]');
    }
    await clickCommand(a, 'finishSetup');
    await clickCommand(b, 'finishSetup');
    await waitPhase(a, 'Turn 1/5');
    // in play: one seat waits (its prompt says for whom, no dot), the other moves (its dot, its buttons in view)
    const [waiter, mover, moverName] = await waiterAndMover(a, b);
    for (const p of [a, b]) await hideDrawers(p);
    expect(await waiter.innerText('[data-testid="waiting"]')).toMatch(new RegExp(`^Waiting for the ${moverName}: \\S`));
    expect(await onScreen(waiter, '[data-testid="waiting"]', bottom)).toBe(true);
    expect(await dot(waiter)).toBe(0);
    expect(await dot(mover)).toBe(1);
    expect(
      await onScreen(
        mover,
        '[data-testid="commands"] button[data-command]:not([data-command="resign"]), [data-testid="commands"] button[data-entry]',
        bottom,
      ),
    ).toBe(true);
    for (const p of [waiter, mover]) {
      for (const sel of ['.board-wrap svg', '[data-testid="clock-A"]', '[data-testid="clock-B"]'])
        expect([sel, await onScreen(p, sel, bottom)]).toEqual([sel, true]);
      expect(await p.locator('[data-testid="side-panel"]').getAttribute('data-drawer')).toBeNull();
      expect(await overflowX(p)).toBeLessThanOrEqual(0);
    }
    await waiter.screenshot({ path: join(ARTIFACTS, 'phone-waiting.png') });
    await mover.screenshot({ path: join(ARTIFACTS, 'phone-your-move.png') });
    expect(suite.pageErrors).toEqual([]);
  });

  it('desktop 1366x768 (issue 35): the current decision heads the panel, above the clock, the chat and the briefing; "Waiting for the <side>: <phase>" when it is not the player\'s', async () => {
    const { a, b } = await seats({ width: 1366, height: 768 }, true);
    for (const p of [a, b]) await p.waitForSelector('[data-testid="clock-A"]');
    const top = async (p: Page, sel: string) => (await box(p, sel)).y;
    for (const p of [a, b]) {
      const decision = await top(p, '[data-testid="decision"]');
      for (const sel of ['[data-testid="clocks"]', '[data-testid="chat-log"]', '[data-testid="briefing-body"]'])
        expect([sel, decision < (await top(p, sel))]).toEqual([sel, true]);
      // the decision's controls are above the fold
      const place = await box(p, '[data-testid="auto-place"]');
      expect(place.y + place.height).toBeLessThanOrEqual(768);
    }
    for (const p of [a, b]) {
      await p.click('[data-testid="auto-place"]');
      await p.click('[data-testid="send-placements"]');
    }
    await clickCommand(a, 'finishSetup');
    await clickCommand(b, 'finishSetup');
    await waitPhase(a, 'Turn 1/5');
    const [waiter, , moverName] = await waiterAndMover(a, b);
    const line = await waiter.innerText('[data-testid="waiting"]');
    expect(line).toMatch(new RegExp(`^Waiting for the ${moverName}: \\S`));
    const w = await box(waiter, '[data-testid="waiting"]');
    expect(w.y + w.height).toBeLessThanOrEqual(768);
    expect(w.y).toBeLessThan(await top(waiter, '[data-testid="clocks"]'));
    expect(suite.pageErrors).toEqual([]);
  });
});
