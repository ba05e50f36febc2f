// The browser client's Close Combat declaration (A11.12), at desktop and phone sizes: a scripted match
// (socket clients) brings the Soviet A01 (6-2-8) and A04 (4-4-7) advancing into the German B01 (4-6-7)
// in 71H7 (a wooden building, where an Ambush may change who strikes first); then in the pages the ATTACKER ticks both against B01 and is shown 10 FP vs 4 FP, 2-1, Kill
// Number 7 (A11.11), declares; the DEFENDER is asked, ticks B01 against A01 (4 vs 6: 1-2, Kill Number
// 4) and declares; both logs carry both declarations, and the CC is resolved as the ATTACKER ends the CCPh.
import { jest } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { HexfogClient } from '@hexfog/client/sdk';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { caughtUp, endPhase } from '../../test/harness';
import { ARTIFACTS, browserSuite, catalogOf, clickCommand, gotoSeat, showDrawer } from './browserKit';

jest.setTimeout(240000);

const SCENARIO = 'sewer-infiltration';
const doc = scenarioDoc(SCENARIO);
const zones = doc['setupZones'] as { A: unknown; B: { areas: { board: string; columns: string[]; rows: number[] }[] } };
// the German zone reaches column H: B01 in 71H7, ADJACENT to the Soviets in 71G7
const scenario = { ...doc, setupZones: { ...zones, B: { areas: [{ board: '71', columns: ['H', 'Z'], rows: [0, 10] }] } } };
const suite = browserSuite(() => catalogOf({ [String(doc['map'])]: mapDoc(String(doc['map'])) }, { [SCENARIO]: scenario }));
const { pageErrors } = suite;

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function send(c: HexfogClient, all: readonly HexfogClient[], cmd: Record<string, unknown>): Promise<void> {
  const ack = await c.send(cmd);
  if (!ack.ok) throw new Error(`${String(cmd['type'])} refused: ${JSON.stringify(ack.error)}`);
  await caughtUp(all); // each client its own version
}

/** Set up, then every phase ended as the rules say until the APh, where A01 and A04 advance into 71H7: the CCPh begins. */
async function toCloseCombat(a: HexfogClient, b: HexfogClient): Promise<void> {
  const both = [a, b];
  const aHexes = ['71G7', '71A1', '71A2', '71G7', '71A3', '71A5', '71A6', '71A7'];
  await send(a, both, {
    type: 'placeUnits',
    placements: ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07', 'A08'].map((unit, i) => ({ unit, hex: aHexes[i] })),
  });
  const bHexes = ['71H7', '71P2', '71Q2', '71R2', '71P8'];
  await send(b, both, { type: 'placeUnits', placements: ['B01', 'B02', 'B03', 'B04', 'B05'].map((unit, i) => ({ unit, hex: bHexes[i] })) });
  await send(a, both, { type: 'finishSetup' });
  await send(b, both, { type: 'finishSetup' });
  while (a.view?.phase !== 'APh') await endPhase(both);
  await send(a, both, { type: 'advance', units: ['A01', 'A04'], to: '71H7' });
  await endPhase(both);
  if ((a.view?.phase as string) !== 'CCPh') throw new Error(`not in the CCPh: ${a.view?.phase}`);
}

async function tick(p: Page, role: 'attacker' | 'target', unit: string): Promise<void> {
  await p.check(`[data-testid="cc-panel"] [data-cc="${role}"][data-unit="${unit}"] input`);
}

describe('browser client: Close Combat declaration (A11.12)', () => {
  for (const size of SIZES) {
    it(`${size.name}: the ATTACKER declares with the odds shown, the DEFENDER answers, both logs carry the declarations`, async () => {
      const created = await suite.test.newMatch(SCENARIO);
      const ca = suite.test.client(created.matchId, created.seats.A.token);
      const cb = suite.test.client(created.matchId, created.seats.B.token);
      await Promise.all([ca.ready(), cb.ready()]);
      await toCloseCombat(ca, cb);
      const open = async (link: string) => {
        const p = await suite.newPage();
        await p.setViewportSize({ width: size.width, height: size.height });
        await gotoSeat(p, link);
        return p;
      };
      const a = await open(created.seats.A.link);
      const b = await open(created.seats.B.link);
      // on a phone the phase line and the panels sit in drawers: read them attached, open the Actions drawer to act
      const attached = { state: 'attached', timeout: 90000 } as const;
      for (const p of [a, b]) await p.waitForSelector('[data-testid="phase"]:has-text("CCPh")', attached);
      for (const p of [a, b]) await showDrawer(p, 'actions');

      // the ATTACKER's panel: its units that may attack, the enemy unit it sees, the odds of the ticked attack
      const panel = '[data-testid="cc-panel"][data-location="71H7"]';
      await a.waitForSelector(panel);
      expect(await a.textContent(`${panel} h3`)).toBe('Close Combat in 71H7 (A11.12)');
      await tick(a, 'attacker', 'A01');
      await tick(a, 'attacker', 'A04');
      await tick(a, 'target', 'B01');
      await a.waitForSelector('[data-testid="cc-odds"]:has-text("10 FP vs 4 FP")');
      expect(await a.textContent('[data-testid="cc-odds"]')).toBe('10 FP vs 4 FP: 2-1, Kill Number 7 (A11.11)');
      await a.screenshot({ path: join(ARTIFACTS, `cc-declare-${size.name}-A.png`) });
      await clickCommand(a, 'declareCloseCombat');

      // the DEFENDER is asked in words, and answers with B01 against A01
      await b.waitForSelector('[data-testid="pending"][data-kind="ccDeclaration"]', attached);
      expect(await b.textContent('[data-testid="pending"]')).toBe(
        'Your opponent has declared his Close Combat attacks in 71H7: declare yours (A11.12)',
      );
      await a.waitForSelector('[data-testid="pending"]:has-text("declare his Close Combat attacks")', attached);
      await b.waitForSelector(panel);
      await tick(b, 'attacker', 'B01');
      await tick(b, 'target', 'A01');
      await b.waitForSelector('[data-testid="cc-odds"]:has-text("4 FP vs 6 FP")');
      expect(await b.textContent('[data-testid="cc-odds"]')).toBe('4 FP vs 6 FP: 1-2, Kill Number 4 (A11.11)');
      await b.screenshot({ path: join(ARTIFACTS, `cc-declare-${size.name}-B.png`) });
      await clickCommand(b, 'answerCloseCombat');

      // both logs: the two declarations in player language
      for (const p of [a, b]) {
        await p.waitForSelector(
          '[data-testid="event-log"] .log-line:has-text("declares Close Combat in 71H7: A01, A04 attack B01")',
          attached,
        );
        await p.waitForSelector('[data-testid="event-log"] .log-line:has-text("declares Close Combat in 71H7: B01 attack A01")', attached);
      }
      // the ATTACKER ends the CCPh: the CC is resolved with those attacks (the dice log names its CC DR)
      await clickCommand(a, 'endPhase');
      for (const p of [a, b]) await p.waitForSelector('[data-testid="dice-log"] .log-line:has-text("Close Combat in 71H7")', attached);
      expect(pageErrors).toEqual([]);
      await a.close();
      await b.close();
    });
  }
});
