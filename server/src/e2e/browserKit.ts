// What the browser tests share: Debian's Chromium launched by playwright-core, a page per player that
// records page errors (and websocket frames when asked), the seat pages of a new match, and waiting
// for a phase or clicking an offered command.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { type Browser, chromium, type Page } from 'playwright-core';
import { seatCookie } from '@hexfog/client/sdk';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { type Catalog, loadCatalog } from '../catalog/catalog';

export const ARTIFACTS = join(process.cwd(), 'test-artifacts');
const CHROMIUM = process.env.HEXFOG_CHROMIUM ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}
export const DESKTOP: Viewport = { width: 1280, height: 800 };
/** A phone held upright (390x844, as the layout's phone size). */
export const PHONE: Viewport = { width: 390, height: 844 };

/** A page in a context of its own (one player), its page errors into `errors`, its websocket frames into `frames`. */
export async function newPage(browser: Browser, errors: string[], frames?: string[], viewport: Viewport = DESKTOP): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { ...viewport } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(`${e.message}`));
  if (frames) page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  return page;
}

export interface BrowserSuite {
  /** The test server (set before the file's tests run). */
  readonly test: TestServer;
  /** Page errors of every page opened through `newPage` (a test expects none). */
  readonly pageErrors: string[];
  newPage(frames?: string[], viewport?: Viewport): Promise<Page>;
}

/** A test server on `catalog` (with `server` options: the dice seed, say) and a browser for a test file: opened before its tests, closed after them. */
export function browserSuite(catalog: () => Catalog, server: { diceSeed?: () => string } = {}): BrowserSuite {
  let test: TestServer | undefined;
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    test = await startTestServer({ catalog: catalog(), ...server });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await test?.close();
  });
  return {
    get test() {
      return test!;
    },
    pageErrors,
    newPage: (frames, viewport) => newPage(browser!, pageErrors, frames, viewport),
  };
}

/** A browser suite on one shipped scenario and its map (nothing else in the catalog). */
export function scenarioSuite(scenario: string): BrowserSuite {
  const doc = scenarioDoc(scenario);
  return browserSuite(() => catalogOf({ [String(doc['map'])]: mapDoc(String(doc['map'])) }, { [scenario]: doc }));
}

/** A catalog of just these map and scenario documents (by id), for a test server of their own. */
export function catalogOf(maps: Readonly<Record<string, unknown>>, scenarios: Readonly<Record<string, unknown>>): Catalog {
  const dir = mkdtempSync(join(tmpdir(), 'hexfog-catalog-'));
  try {
    mkdirSync(join(dir, 'maps'));
    mkdirSync(join(dir, 'scenarios'));
    for (const [id, doc] of Object.entries(maps)) writeFileSync(join(dir, `maps/${id}.json`), JSON.stringify(doc));
    for (const [id, doc] of Object.entries(scenarios)) writeFileSync(join(dir, `scenarios/${id}.json`), JSON.stringify(doc));
    return loadCatalog(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Opens a link in the page; a seat's link (`#/match/<id>/seat/<token>`) of a match the test made under
 * Node first gives the page's browser the session of the seat's player (the SDK kept it with the
 * token), as if that player had made or accepted the match in this browser: a player's seat opens only
 * with his session.
 */
export async function gotoSeat(p: Page, link: string): Promise<void> {
  const token = /\/seat\/([A-Za-z0-9_-]+)$/.exec(link)?.[1];
  const pair = seatCookie(token)?.split('=');
  if (pair) await p.context().addCookies([{ name: pair[0]!, value: pair.slice(1).join('='), url: new URL(link).origin }]);
  await p.goto(link);
}

/** A new match of `scenario` (under `ruleset`, else the scenario's first; with match `options`) with each seat's page opened from its link (the token then leaves the address bar), zoomed to fit. */
export async function openSeats(
  test: TestServer,
  scenario: string,
  page: () => Promise<Page>,
  ruleset?: string,
  options?: Parameters<TestServer['newMatch']>[2],
): Promise<{ a: Page; b: Page }> {
  const created = await test.newMatch(scenario, ruleset, options);
  const a = await page();
  const b = await page();
  await gotoSeat(a, created.seats.A.link);
  await gotoSeat(b, created.seats.B.link);
  await a.waitForURL(/#\/match\/[^/]+\/as\/A$/);
  await b.waitForURL(/#\/match\/[^/]+\/as\/B$/);
  // the whole map in view, so a test can click any hex (the default view shows a legible part of a large map)
  for (const p of [a, b]) await p.click('[data-testid="zoom-fit"]');
  return { a, b };
}

// generous: the suite runs the browser beside CPU-heavy random playouts on two cores
export const waitPhase = (p: Page, text: string) => p.waitForSelector(`[data-testid="phase"]:has-text("${text}")`, { timeout: 90000 });

/** On a phone the side panel's parts are drawers (match/drawers.ts): opens the one named, if it is not open. On a desktop, nothing. */
export async function showDrawer(p: Page, id: 'actions' | 'dice' | 'log' | 'chat' | 'briefing'): Promise<void> {
  const tab = p.locator(`[data-testid="drawer-${id}"]`);
  if ((await tab.isVisible()) && (await tab.getAttribute('aria-expanded')) !== 'true') await tab.click();
}

/** On a phone: closes the open drawer (the board takes the screen again). */
export async function hideDrawers(p: Page): Promise<void> {
  const close = p.locator('[data-testid="drawer-close"]');
  if (await close.isVisible()) await close.click();
}

export async function clickCommand(p: Page, type: string): Promise<void> {
  await showDrawer(p, 'actions');
  await p.click(`[data-command="${type}"]:not([disabled])`);
}

/** Places the units named in the hexes given (unit -> hex) by hand, the rest at random in the side's zone, and sends the placements. */
export async function placeUnits(p: Page, placed: Readonly<Record<string, string>>): Promise<void> {
  await showDrawer(p, 'actions');
  for (const [unit, hex] of Object.entries(placed)) {
    await p.click(`[data-unit="${unit}"]`);
    await p.click(`polygon[data-hex="${hex}"]`);
  }
  await p.click('[data-testid="auto-place"]');
  await p.click('[data-testid="send-placements"]');
}

/** Sets up: A's `placed` units in the hexes named (unit -> hex), the rest of both sides at random in their zones; both finish; play begins. */
export async function setUpAndPlay(a: Page, b: Page, placed: Readonly<Record<string, string>>, firstPhase: string): Promise<void> {
  await placeUnits(a, placed);
  await placeUnits(b, {});
  await clickCommand(a, 'finishSetup');
  await clickCommand(b, 'finishSetup');
  for (const p of [a, b]) await waitPhase(p, firstPhase);
}
