// The browser client on the river-ford scenario (B21): a real server with its embedded PostgreSQL,
// Debian's Chromium driven by playwright-core. The river and the frozen pond are drawn apart, the
// river's Current counter and its sidebar line are shown, the LOS tool draws the Crest Lines (B21.2),
// and a unit on the bank is offered the river with its cost: all its MF for fording (B21.41). The
// scenario's Soviet setup zone is widened to the west bank here, so that the fording is one step away.
import { jest } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { ARTIFACTS, browserSuite, catalogOf, clickCommand, openSeats, setUpAndPlay, waitPhase } from './browserKit';

jest.setTimeout(180000);

const BANK = '41O5'; // west bank, next to the river hexes 41P4 and 41P5
const RIVER = ['41P4', '41P5'];
const POND = '41Y7';

const suite = browserSuite(() => catalogOf({ 'river-ford': mapDoc('river-ford') }, { 'river-ford-test': riverFordForTest() }));
const { pageErrors } = suite;
const newPage = () => suite.newPage();

function riverFordForTest(): Record<string, unknown> {
  const doc = scenarioDoc('river-ford');
  const zones = doc['setupZones'] as { A: { areas: { columns: string[] }[] } };
  zones.A.areas[0]!.columns = ['A', 'O'];
  return { ...doc, id: 'river-ford-test' };
}

const attr = (p: Page, sel: string, name: string) => p.getAttribute(sel, name);

describe('browser client: Water Obstacles (B21)', () => {
  it('draws the river and the frozen pond apart, shows the Current, the Crest Lines in the LOS tool, and the fording cost', async () => {
    const { a, b } = await openSeats(suite.test, 'river-ford-test', newPage);

    // A01 on the west bank, the rest at random
    await setUpAndPlay(a, b, { A01: BANK }, 'Turn 1/5');

    for (const p of [a, b]) {
      // B21.12: the river is water; B21.6: the pond, frozen by the scenario, is drawn otherwise
      for (const hex of RIVER) expect(await attr(p, `polygon[data-hex="${hex}"]`, 'class')).toContain('water');
      const riverFill = await attr(p, `polygon[data-hex="${RIVER[0]}"]`, 'fill');
      const pondFill = await attr(p, `polygon[data-hex="${POND}"]`, 'fill');
      expect(pondFill).not.toBe(riverFill);
      // the server sends the ice as changed terrain (view.modules.water.changed): the pond is ice
      expect(await attr(p, `polygon[data-hex="${POND}"]`, 'data-terrain')).toBe('ice');
      expect(await attr(p, `polygon[data-hex="${POND}"]`, 'class')).toContain('ice');
      expect(pondFill).toBe('url(#fill-ice)');
      // B16.6: the marsh beside a fordable river is mudflats (B16.7)
      expect(await attr(p, 'polygon[data-hex="41O3"]', 'data-terrain')).toBe('mudflats');
      expect(await attr(p, 'polygon[data-hex="41O3"]', 'fill')).toBe('url(#fill-mudflats)');
      // the all-water pond hexside is drawn as water (B21.13)
      await p.waitForSelector('line.hexside.water', { state: 'attached' });
      // B21.121: the Current counter in a river hex, pointing downstream, and the sidebar line
      const counter = await p.waitForSelector('g.current-counter', { state: 'attached' });
      expect([
        await counter.getAttribute('data-direction'),
        await counter.getAttribute('data-current'),
        await counter.getAttribute('data-depth'),
      ]).toEqual(['S', 'moderate', 'fordable']);
      expect(await attr(p, `polygon[data-hex="${await counter.getAttribute('data-hex')}"]`, 'data-terrain')).toBe('river');
      expect(await p.textContent('[data-testid="current"]')).toBe('River: fordable, Current moderate flowing S (B21.121, B21.122)');
    }

    // B21.2: the LOS tool shows the Crest Lines; they are hidden otherwise
    expect(await attr(a, 'g.crest-lines', 'display')).toBe('none');
    await a.click(`polygon[data-hex="${BANK}"]`);
    await a.click('button:has-text("Check LOS from here")');
    expect(await attr(a, 'g.crest-lines', 'display')).toBe('inline');
    expect(await a.locator('g.crest-lines line.crest-line').count()).toBeGreaterThan(10);
    expect(await a.locator(`line.crest-line[data-hex="${RIVER[1]}"]`).count()).toBeGreaterThan(0);
    await a.screenshot({ path: join(ARTIFACTS, 'water-los-A.png') });
    await a.click(`polygon[data-hex="${POND}"]`);
    await a.waitForSelector('[data-testid="los"]:has-text("LOS 41O5 → 41Y7")');
    await a.click('[data-testid="los-close"]');
    expect(await attr(a, 'g.crest-lines', 'display')).toBe('none');

    // the MPh: A01 on the bank; a river hex it is offered costs all its MF (B21.41)
    await clickCommand(a, 'endPhase');
    await waitPhase(b, 'Soviets done');
    await clickCommand(b, 'endPhase');
    await waitPhase(a, 'PFPh');
    await clickCommand(a, 'endPhase');
    await waitPhase(a, 'MPh');
    await a.click(`polygon[data-hex="${BANK}"]`);
    await a.waitForSelector('[data-testid="move-info"]');
    await a.screenshot({ path: join(ARTIFACTS, 'water-move-A.png') });
    const offered = [];
    for (const hex of RIVER) if (await a.locator(`g.mf-badge[data-hex="${hex}"]`).count()) offered.push(hex);
    for (const hex of offered) {
      expect(await attr(a, `g.mf-badge[data-hex="${hex}"]`, 'data-mf')).toBe('all');
      expect(await a.textContent(`g.mf-badge[data-hex="${hex}"] title`)).toMatch(/all MF \(B21\.41\)/);
      expect(await a.textContent(`[data-testid="move-costs"] li[data-to="${hex}"]`)).toMatch(/all MF \(B21\.41\)/);
    }
    expect(offered.length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
});
