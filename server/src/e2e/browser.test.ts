// The browser client end to end: a real server process with its embedded PostgreSQL, Debian's
// Chromium driven by playwright-core. Two players and a spectator in three browser contexts play the
// opening of the sewer scenario; the opponent's and the spectator's DOM and websocket frames never hold
// a concealed unit's identity; a reload resumes; a killed and restarted server reconnects the pages.
// Then a match on a scenario made for the test, with fortifications fixed by the scenario: the foxhole,
// trench and other counters; a foxhole placed in setup, a unit set up beneath the fixed one, and a unit
// moving beneath the placed one through its button, with the B27.4 part of its cost.
import { jest } from '@jest/globals';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../../test/harness';
import { freePort, type ServerProcess, startServerProcess } from '../../test/process';
import { loadCatalog } from '../catalog/catalog';
import { PROJECT_ROOT } from '../config/config';
import { ARTIFACTS, clickCommand, launchBrowser, newPage as pageOf, openSeats, waitPhase } from './browserKit';

jest.setTimeout(180000);

let server: ServerProcess;
let browser: Browser;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hexfog-e2e-'));
  chmodSync(dataDir, 0o755);
  port = await freePort();
  server = await startServerProcess({ DATA_DIR: dataDir }, port);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const pageErrors: string[] = [];
const newPage = (frames?: string[]) => pageOf(browser, pageErrors, frames);
const phase = (p: Page) => p.textContent('[data-testid="phase"]');

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
    await a.selectOption('[data-testid="side-sewer-infiltration"]', 'A');
    await a.click('[data-scenario="sewer-infiltration"]');
    const linkA = await a.inputValue('[data-testid="link-A"]');
    // the creator holds his seat only: B's seat comes from accepting the invitation (#/invite/<token>)
    expect(await a.locator('[data-testid="link-B"]').count()).toBe(0);
    const linkB = await a.inputValue('[data-testid="link-invite"]');
    expect(linkB).toMatch(/\/#\/invite\/[A-Za-z0-9_-]{43}$/);
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
    await a.check('label:has-text("set up concealed") input[type=checkbox]');
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
    for (const [name, p, frames] of [
      ['B', b, framesB],
      ['spectator', s, framesS],
    ] as const) {
      const html = await p.content();
      expect({ name, domHasA01: /\bA01\b/.test(html), framesHaveA01: frames.some((f) => f.includes('"A01"')) }).toEqual({
        name,
        domHasA01: false,
        framesHaveA01: false,
      });
      expect(frames.length).toBeGreaterThan(3);
    }

    // B8.41: A02 goes down the manhole at F5; the direction dr decides who moves the "Sewer ?"
    await clickCommand(a, 'enterSewer');
    await a.waitForSelector('[data-testid="event-log"]:has-text("goes down at 71F5")');
    const lost = await b.waitForSelector('[data-testid="pending"][data-kind="sewerLostDestination"]', { timeout: 5000 }).then(
      () => true,
      () => false,
    );
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
    expect(await a.textContent('.unit-row[data-mf]:not([data-mf=""]) >> nth=0')).toMatch(/MF \d of [46] left/);

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

/** A scenario only this test plays: hamlet-line with one counter of each fortification kind fixed by the scenario, and a Fortified Building Location (B23.9). */
const FORTIFIED_SCENARIO = {
  id: 'fortified-hamlet-test',
  name: 'Fortified hamlet (test)',
  map: 'hamlet-line',
  rulesets: ['asl'],
  turns: 2,
  sides: { A: { name: 'Germans', nationality: 'german' }, B: { name: 'Soviets', nationality: 'russian' } },
  firstAttacker: 'A',
  oob: { A: [{ type: 'ge-467', count: 2 }], B: [{ type: 'ru-447', count: 2 }] },
  setupZones: {
    A: { areas: [{ board: '72', columns: ['A', 'D'], rows: [1, 9] }] },
    B: { areas: [{ board: '72', columns: ['I', 'M'], rows: [1, 9] }] },
  },
  rules: {
    fortifications: [
      { kind: 'foxhole', hex: '72I5', side: 'B', squads: 2 },
      { kind: 'trench', hex: '72J6', side: 'B' },
      { kind: 'pillbox', hex: '72I8', side: 'B' },
      { kind: 'sangar', hex: '72K8', side: 'B' },
      { kind: 'bunker', hex: '72R7', side: 'B' },
      { kind: 'atDitch', hex: '72F5', side: 'B' },
    ],
    fortifiedBuildings: ['72N3'],
    // B27.1: the Germans dig a foxhole of their own in their setup
    entrenchments: { A: { foxholeSquads: 2 } },
  },
  victory: { kind: 'controlHexes', side: 'A', hexes: ['72N3'], count: 1, text: 'The Germans win if they Control N3.' },
};
const FOXHOLE_HEX = '72I5';

describe('browser client: fortifications', () => {
  let test: TestServer;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexfog-forts-'));
    mkdirSync(join(dir, 'maps'));
    mkdirSync(join(dir, 'scenarios'));
    copyFileSync(join(PROJECT_ROOT, 'shared/data/maps/hamlet-line.json'), join(dir, 'maps/hamlet-line.json'));
    writeFileSync(join(dir, 'scenarios', `${FORTIFIED_SCENARIO.id}.json`), JSON.stringify(FORTIFIED_SCENARIO));
    const catalog = loadCatalog(dir);
    rmSync(dir, { recursive: true, force: true });
    test = await startTestServer({ catalog });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('places a foxhole, sets a unit up beneath the fixed one, draws the counters, and moves a unit beneath through its button (B27.1, B27.4)', async () => {
    const { a, b } = await openSeats(test, FORTIFIED_SCENARIO.id, () => newPage());

    // A digs a foxhole 2S in the first hex the board offers for one, and sets A01 up in it, on top
    await a.waitForSelector('[data-testid="entrenchment-allowance"]:has-text("foxholes for 2 squads")');
    await a.click('[data-entry="placeEntrenchment"][data-kind="foxhole"]');
    await a.selectOption('[data-testid="foxhole-squads"]', '2');
    const dug = (await a.getAttribute('polygon.option >> nth=0', 'data-hex'))!;
    await a.click(`polygon[data-hex="${dug}"]`);
    await a.waitForSelector(`g.counter.fortification[data-kind="foxhole"][data-hex="${dug}"]:has-text("2S")`, { state: 'attached' });
    expect(await a.textContent('[data-testid="commands"]')).toContain(`Take back the foxhole 2S in ${dug}`);
    await a.click('[data-unit="A01"]');
    await a.click(`polygon[data-hex="${dug}"]`);
    // B01 sets up in the fixed foxhole's hex, the rest at random
    await b.click('[data-unit="B01"]');
    await b.click(`polygon[data-hex="${FOXHOLE_HEX}"]`);
    for (const p of [a, b]) {
      await p.click('[data-testid="auto-place"]');
      await p.click('[data-testid="send-placements"]');
    }
    // B01 goes beneath the fixed foxhole by its button (B27.1)
    await b.click(`[data-command="setUpBeneath"]:has-text("Set up B01 beneath the foxhole 2S in ${FOXHOLE_HEX}"):not([disabled])`);
    await b.waitForSelector(`g.counter[data-hex="${FOXHOLE_HEX}"][data-layer="beneath"][data-unit="B01"]`, { state: 'attached' });
    await clickCommand(a, 'finishSetup');
    await clickCommand(b, 'finishSetup');
    for (const p of [a, b]) await waitPhase(p, 'Turn 1/2');

    for (const p of [a, b]) {
      // each kind is drawn as its own counter; the foxhole says its capacity
      for (const kind of ['foxhole', 'trench', 'pillbox', 'sangar', 'bunker', 'atDitch'])
        await p.waitForSelector(`g.counter.fortification[data-kind="${kind}"]`, { state: 'attached' });
      expect(await p.textContent(`g.counter.fortification[data-kind="foxhole"][data-hex="${FOXHOLE_HEX}"]`)).toContain('2S');
      await p.waitForSelector('g.fortified-building[data-hex="72N3"]', { state: 'attached' });
      await p.click(`polygon[data-hex="${FOXHOLE_HEX}"]`);
      await p.waitForSelector('[data-fortification]:has-text("Soviets: foxhole 2S (B27.1)")');
    }
    // B sees its own B01 beneath the foxhole: drawn first, so under the counter (SVG paints in document order)
    const stack = await b.$$eval(`g.counter[data-hex="${FOXHOLE_HEX}"]`, (els) =>
      els.map((e) => `${e.getAttribute('data-layer')}:${e.getAttribute('data-unit') ?? e.getAttribute('data-kind')}`),
    );
    expect(stack).toEqual(['beneath:B01', 'fortification:foxhole']);
    expect(await b.textContent(`g.counter[data-hex="${FOXHOLE_HEX}"][data-layer="beneath"] title`)).toContain(
      'B01 4-4-7 beneath foxhole 2S',
    );
    await b.waitForSelector('[data-position="beneath"]:has-text("B01"):has-text("beneath foxhole 2S")');
    await b.screenshot({ path: join(ARTIFACTS, 'fortifications-B.png') });

    // the MPh: A selects A01's hex; the panel offers going beneath the foxhole, priced part by part (B27.4)
    await clickCommand(a, 'endPhase');
    await waitPhase(b, 'Germans done');
    await clickCommand(b, 'endPhase');
    await waitPhase(a, 'PFPh');
    await clickCommand(a, 'endPhase');
    await waitPhase(a, 'MPh');
    await a.click(`polygon[data-hex="${dug}"]`);
    const beneath = `[data-testid="positions"] [data-command="move"]:has-text("Beneath the foxhole 2S in ${dug}")`;
    await a.waitForSelector(beneath);
    expect(await a.textContent('[data-testid="stack-mf"]')).toBe(`Moving A01 from ${dug}: MF 0/4`);
    expect(await a.textContent('[data-testid="move-costs"] li[data-position="beneath"]')).toMatch(
      new RegExp(`^${dug} beneath the counter: .*\\(B27\\.4\\).* = \\d MF$`),
    );
    expect(await a.textContent(`g.mf-badge[data-hex="${dug}"] title`)).toContain('(B27.4)');
    await a.screenshot({ path: join(ARTIFACTS, 'fortifications-move-A.png') });
    await a.click(beneath);
    if (
      await b.waitForSelector('[data-command="declineFire"]:not([disabled])', { timeout: 3000 }).then(
        () => true,
        () => false,
      )
    )
      await clickCommand(b, 'declineFire');
    // A01 is now beneath its foxhole: drawn under the counter, and said so in the panel
    await a.waitForSelector(`g.counter[data-hex="${dug}"][data-layer="beneath"][data-unit="A01"]`, { state: 'attached' });
    expect(
      await a.$$eval(`g.counter[data-hex="${dug}"]`, (els) =>
        els.map((e) => `${e.getAttribute('data-layer')}:${e.getAttribute('data-unit') ?? e.getAttribute('data-kind')}`),
      ),
    ).toEqual(['beneath:A01', 'fortification:foxhole']);
    await a.waitForSelector('[data-position="beneath"]:has-text("A01"):has-text("beneath foxhole 2S")');
    // and may come out again, for its MF
    await a.waitForSelector('[data-testid="positions"] [data-command="move"]:has-text("Come out from beneath the foxhole 2S")');
    expect(pageErrors).toEqual([]);
  });
});
