// The browser client end to end: a real server process with its embedded PostgreSQL, Debian's
// Chromium driven by playwright-core. Two players and a spectator in three browser contexts play the
// opening of the sewer scenario; the opponent's and the spectator's DOM and websocket frames never hold
// a concealed unit's identity; a reload resumes; a killed and restarted server reconnects the pages.
import { jest } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { freePort, type ServerProcess, startServerProcess } from '../../test/process';

jest.setTimeout(180000);

const ARTIFACTS = join(process.cwd(), 'test-artifacts');
const CHROMIUM = process.env.HEXFOG_CHROMIUM ?? '/usr/bin/chromium';

let server: ServerProcess;
let browser: Browser;
let dataDir: string;
let port: number;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = mkdtempSync(join(tmpdir(), 'hexfog-e2e-'));
  chmodSync(dataDir, 0o755);
  port = await freePort();
  server = await startServerProcess({ DATA_DIR: dataDir }, port);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'] });
});

afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
});

async function newPage(frames?: string[]): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => pageErrors.push(`${e.message}`));
  if (frames) page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  return page;
}

const phase = (p: Page) => p.textContent('[data-testid="phase"]');
// generous: the suite runs this beside CPU-heavy random playouts on two cores
const waitPhase = (p: Page, text: string) => p.waitForSelector(`[data-testid="phase"]:has-text("${text}")`, { timeout: 90000 });
const pageErrors: string[] = [];

async function clickCommand(p: Page, type: string) {
  await p.click(`[data-command="${type}"]:not([disabled])`);
}

describe('browser client', () => {
  it('two players and a spectator play the opening of the sewer scenario; hidden units stay hidden; reload and server restart resume', async () => {
    const framesB: string[] = [];
    const framesS: string[] = [];
    const a = await newPage();
    const b = await newPage(framesB);
    const s = await newPage(framesS);

    // lobby -> create (listed in the public lobby) -> three links
    await a.goto(server.url);
    await a.check('[data-testid="lobby-sewer-infiltration"]');
    await a.click('[data-scenario="sewer-infiltration"]');
    const linkA = await a.inputValue('[data-testid="link-A"]');
    const linkB = await a.inputValue('[data-testid="link-B"]');
    const linkS = await a.inputValue('[data-testid="link-spectator"]');
    expect(linkA).toMatch(/\/#\/match\/[^/]+\/seat\/[A-Za-z0-9_-]{43}$/);
    await a.screenshot({ path: join(ARTIFACTS, 'lobby-created.png') });
    // another browser finds it in the public lobby
    const matchId = /\/match\/([^/]+)\//.exec(linkA)![1]!;
    await b.goto(server.url);
    await b.waitForSelector(`[data-testid="public-match"][data-match="${matchId}"]`);

    await a.goto(linkA);
    await b.goto(linkB);
    await s.goto(linkS);
    await a.waitForURL(/#\/match\/[^/]+\/as\/A$/); // the token left the address bar
    await b.waitForURL(/#\/match\/[^/]+\/as\/B$/);
    await s.waitForSelector('text=You are watching');

    // A: A01 (a 6-2-8) concealed in the wooden building 71B2, the rest at random
    await a.check('input[type=checkbox]');
    await a.click('[data-unit="A01"]');
    await a.click('polygon[data-hex="71B2"]');
    await a.click('[data-unit="A02"]');
    await a.click('polygon[data-hex="71F5"]'); // on a manhole, for the sewer below
    await a.click('[data-testid="auto-place"]');
    await a.click('[data-testid="send-placements"]');
    await b.click('[data-testid="auto-place"]');
    await b.click('[data-testid="send-placements"]');
    await clickCommand(a, 'finishSetup');
    await clickCommand(b, 'finishSetup');
    for (const p of [a, b, s]) await waitPhase(p, 'Turn 1/5');
    expect(await phase(a)).toContain('RPh');

    // the opponent and the spectator see a "?" in 71B2, never what is beneath it
    for (const p of [b, s]) {
      await p.waitForSelector('g.counter[data-hex="71B2"]', { state: 'attached' });
      expect(await p.textContent('g.counter[data-hex="71B2"]')).toContain('?');
    }
    // A3.1: both players end the RPh, each with its own "done"; then the ATTACKER ends his PFPh
    await clickCommand(a, 'endPhase');
    await waitPhase(b, 'Soviets done');
    await clickCommand(b, 'endPhase');
    await waitPhase(a, 'PFPh');
    await clickCommand(a, 'endPhase');
    await waitPhase(b, 'MPh');
    await a.screenshot({ path: join(ARTIFACTS, 'match-A.png') });
    await b.screenshot({ path: join(ARTIFACTS, 'match-B.png') });
    await s.screenshot({ path: join(ARTIFACTS, 'match-spectator.png') });
    for (const [name, p, frames] of [['B', b, framesB], ['spectator', s, framesS]] as const) {
      const html = await p.content();
      expect({ name, domHasA01: /\bA01\b/.test(html), framesHaveA01: frames.some((f) => f.includes('"A01"')) }).toEqual({ name, domHasA01: false, framesHaveA01: false });
      expect(frames.length).toBeGreaterThan(3);
    }

    // B8.41: A02 goes down the manhole at F5; the direction dr decides who moves the "Sewer ?"
    await clickCommand(a, 'enterSewer');
    await a.waitForSelector('[data-testid="event-log"]:has-text("goes down at 71F5")');
    const lost = await b.waitForSelector('text=Decide: sewerLostDestination', { timeout: 5000 }).then(() => true, () => false);
    if (lost) {
      // the DEFENDER picks among the highlighted Sewer Locations
      await b.click('polygon.option >> nth=0');
    } else {
      await a.click('[data-entry="sewerMove"]');
      await a.click('polygon.option >> nth=0');
    }
    await a.waitForSelector('[data-testid="event-log"]:has-text("moved beneath")');
    for (const p of [b, s]) {
      await p.waitForSelector('g.counter:has-text("Sewer ?"), g.counter:has-text("Lost ?")', { state: 'attached' });
      expect(await p.textContent('[data-testid="event-log"]')).not.toMatch(/\bA02\b.*beneath|beneath.*\bA02\b/);
    }
    await a.screenshot({ path: join(ARTIFACTS, 'sewer-A.png') });
    await b.screenshot({ path: join(ARTIFACTS, 'sewer-B.png') });

    // (after the checks above: a move in view of the enemy may rightly reveal a unit)
    // A moves a stack through the UI: the offered destinations are highlighted; B is asked whether to fire
    await a.click('[data-entry="move"]');
    await a.click('polygon.option >> nth=0');
    await b.click('[data-command="declineFire"]');
    await a.waitForSelector('[data-testid="event-log"]:has-text("moved")');
    // MF status of the units that just moved: what they have left of their allowance
    const movedTo = /→ (\w+)/.exec((await a.textContent('[data-testid="event-log"] div:has-text("moved") >> nth=-1')) ?? '')![1]!;
    await a.click(`polygon[data-hex="${movedTo}"]`);
    expect(await a.textContent('[data-mf]:not([data-mf=""]) >> nth=0')).toMatch(/MF \d of [46] left/);

    // a reload resumes the match from the seat kept in the browser
    await b.reload();
    await waitPhase(b, 'MPh');

    // kill the server, start it again: the pages reconnect by themselves and play goes on
    await server.kill('SIGKILL');
    await a.waitForSelector('[data-testid="connection"].reconnecting, [data-testid="connection"].closed');
    server = await startServerProcess({ DATA_DIR: dataDir }, port);
    for (const p of [a, b, s]) await p.waitForSelector('[data-testid="connection"].connected', { timeout: 60000 });
    await clickCommand(a, 'endPhase');
    for (const p of [b, s]) await waitPhase(p, 'DFPh');
    await s.screenshot({ path: join(ARTIFACTS, 'after-restart-spectator.png') });
    expect(pageErrors).toEqual([]);
  });
});
