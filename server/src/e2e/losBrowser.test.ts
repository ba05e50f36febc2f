// The LOS thread in the browser (A6), at desktop and phone sizes, on the hamlet-line map during setup
// (the map is public: the tool needs no unit and no server call). 72C1 -> 72J9: the line crosses the
// grain of 72F5 (+1, B15/A6.7) and is blocked by the woods of 72I8 (A6.2); the thread is drawn solid
// up to the blocking point, dashed beyond, a cross at 72I8 and a "+1" label at 72F5. 72N3 is a stone
// building with one upper level (B23.2): from its ground 72T2 is hidden behind the level 1 ground of
// 72S3; from level 1 it is seen, and the picker switches between the two.
import { jest } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { ARTIFACTS, browserSuite, catalogOf, openSeats, showDrawer } from './browserKit';

jest.setTimeout(180000);

const SCENARIO = 'hamlet-line';
const doc = scenarioDoc(SCENARIO);
const suite = browserSuite(() => catalogOf({ [String(doc['map'])]: mapDoc(String(doc['map'])) }, { [SCENARIO]: doc }));
const { pageErrors } = suite;

const hex = (p: Page, name: string) => p.locator(`polygon[data-hex="${name}"]`).dispatchEvent('click');
const startLos = (p: Page) => p.locator('button:has-text("Check LOS from here")').dispatchEvent('click');
const thread = 'g.los-thread g.los-thread-art';

async function checkThread(p: Page, size: string): Promise<void> {
  await showDrawer(p, 'actions'); // on a phone: the status, the selected hex and its LOS tool
  await p.waitForSelector('[data-testid="phase"]');
  await hex(p, '72C1');
  await startLos(p);
  await hex(p, '72J9');
  await p.waitForSelector(`${thread}[data-clear="false"]`, { state: 'attached' });
  expect(await p.textContent('[data-testid="los"]')).toBe(
    'LOS 72C1 → 72J9: blocked at 72I8 (woods obstacle, top level 1 (B13)); hindrances before it: 72F5 grain +1',
  );
  expect(await p.locator(`${thread} line[data-part="clear"]`).count()).toBe(1);
  expect(await p.locator(`${thread} line[data-part="blocked"]`).count()).toBe(1);
  expect(await p.locator(`${thread} g.los-blocked[data-hex="72I8"]`).count()).toBe(1);
  expect(
    await p
      .locator(`${thread} g.los-hindrance`)
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-hex')} ${e.querySelector('text')?.textContent}`)),
  ).toEqual(['72F5 +1']);
  await p.screenshot({ path: join(ARTIFACTS, `los-thread-${size}.png`) });

  // an upper level end (B23.2): the picker of the first end, then the thread from level 1
  await hex(p, '72N3');
  await startLos(p);
  expect(await p.locator(thread).count()).toBe(0); // the old thread goes while the new check waits
  await p.selectOption('[data-testid="los-level-from"]', '1');
  await hex(p, '72T2');
  await p.waitForSelector(`${thread}[data-clear="true"]`, { state: 'attached' });
  expect(await p.textContent('[data-testid="los"]')).toBe('LOS 72N3 level 1 → 72T2: clear');
  expect(await p.getAttribute(`${thread} g.los-end[data-end="from"]`, 'data-level')).toBe('1');
  await p.screenshot({ path: join(ARTIFACTS, `los-thread-upper-${size}.png`) });
  // the picker now moves that end down to the ground: blocked by the level 1 ground of 72S3
  await p.selectOption('[data-testid="los-level-from"]', '0');
  await p.waitForSelector(`${thread}[data-clear="false"]`, { state: 'attached' });
  expect(await p.textContent('[data-testid="los"]')).toBe('LOS 72N3 → 72T2: blocked at 72S3 (level 1 ground (B1))');
  expect(await p.locator(`${thread} g.los-blocked[data-hex="72S3"]`).count()).toBe(1);
  // closing the tool removes the thread
  await p.locator('[data-testid="los-close"]').dispatchEvent('click');
  await p.waitForSelector(thread, { state: 'detached' });
}

describe('browser client: the LOS thread (A6)', () => {
  it('desktop: a blocked thread with its hindrance label and blocking cross; an upper level end; closing clears it', async () => {
    const { a } = await openSeats(suite.test, SCENARIO, () => suite.newPage());
    await checkThread(a, 'desktop');
    expect(pageErrors).toEqual([]);
  });

  it('phone (390x844): the same thread', async () => {
    const { b } = await openSeats(suite.test, SCENARIO, () => suite.newPage());
    await b.setViewportSize({ width: 390, height: 844 });
    await checkThread(b, 'phone');
    expect(pageErrors).toEqual([]);
  });
});
