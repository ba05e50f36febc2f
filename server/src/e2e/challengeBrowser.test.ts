// Finding an opponent in Chromium (issue 34): two players in their own browser contexts (their own
// cookies: two players). One posts an open challenge from a scenario card; the other sees it among the
// lobby's challenges and accepts it in one click; both are taken to their seats (the poster from the
// lobby where he waited), set up and play the first Player Turn each; then each finds the match in
// "Your matches". A third browser gets no seat of it: the seat links refuse it and it can accept nothing.
import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { scenarioSuite, setUpAndPlay, showDrawer, waitPhase } from './browserKit';

jest.setTimeout(240000);

const SCENARIO = 'sewer-infiltration';
const suite = scenarioSuite(SCENARIO);
const { pageErrors } = suite;

async function lobby(): Promise<Page> {
  const p = await suite.newPage();
  await p.goto(`${suite.test.url}/`);
  await p.waitForSelector('[data-testid="open-challenges"]');
  return p;
}

/** Ends each phase as its enders do (either page), until `until` shows in the phase line. */
async function playUntil(a: Page, b: Page, until: string): Promise<number> {
  let clicks = 0;
  for (let i = 0; i < 80; i++) {
    if ((await a.textContent('[data-testid="phase"]'))?.includes(until)) return clicks;
    for (const p of [a, b]) {
      const end = p.locator('[data-command="endPhase"]:not([disabled])');
      if (await end.count()) {
        await end.first().click();
        clicks++;
        await p.waitForTimeout(150);
      }
    }
    await a.waitForTimeout(100);
  }
  throw new Error(`play did not reach ${until}`);
}

describe('challenges in the lobby', () => {
  it('posted by one player, accepted by another in one click; both play a turn and find it in "Your matches"; a third is refused', async () => {
    const poster = await lobby();
    await poster.selectOption(`[data-testid="side-${SCENARIO}"]`, 'A');
    await poster.click(`[data-testid="challenge-open-${SCENARIO}"]`);
    await poster.waitForSelector('[data-testid="my-challenge"][data-status="open"]');
    // his own challenge is listed for him with Cancel, not Accept
    await poster.waitForSelector('[data-testid="open-challenge"] [data-testid="challenge-cancel"]');

    const accepter = await lobby();
    const row = accepter.locator('[data-testid="open-challenge"]').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('anonymous plays the Soviets, you the Germans');
    // the lists refresh every few seconds in place: the Accept button under the pointer stays the same
    // element (a rebuilt list lost clicks and keyboard focus)
    const accept = row.locator('[data-testid="challenge-accept"]');
    // (the page's DOM types are not the server's: the button and document are typed by what is used)
    type Kept = { focus(): void; kept?: boolean };
    await accept.evaluate((b) => {
      (b as unknown as Kept).focus();
      (b as unknown as Kept).kept = true;
    });
    await accepter.waitForTimeout(4000 + 1500); // CHALLENGES_REFRESH_MS of client/src/ui/challenges/lobbyChallenges.ts
    type Doc = { document: { activeElement: unknown } };
    expect(
      await accept.evaluate((b) => (b as unknown as Kept).kept === true && (globalThis as unknown as Doc).document.activeElement === b),
    ).toBe(true);
    await accept.click();
    await accepter.waitForURL(/#\/match\/[^/]+\/as\/B$/);
    // the poster, waiting in the lobby, is taken to his seat
    await poster.waitForURL(/#\/match\/[^/]+\/as\/A$/, { timeout: 20000 });
    const matchId = /#\/match\/([^/]+)\/as\/A$/.exec(poster.url())![1]!;
    expect(accepter.url()).toContain(`#/match/${matchId}/as/B`);

    for (const p of [poster, accepter]) await p.click('[data-testid="zoom-fit"]');
    await setUpAndPlay(poster, accepter, {}, 'Turn 1/5');
    for (const p of [poster, accepter]) await showDrawer(p, 'actions');
    // Player Turn 1 (the Soviets attack) and Player Turn 2 (the Germans): each side plays a turn
    await playUntil(poster, accepter, 'Turn 2/5');
    await waitPhase(accepter, 'Turn 2/5');

    for (const p of [poster, accepter]) {
      await p.goto(`${suite.test.url}/`);
      await p.waitForSelector(`[data-testid="your-match"][data-match="${matchId}"]`);
    }

    // a third player: no seat opens for him, and the challenge is spent
    const third = await lobby();
    for (const side of ['A', 'B']) {
      await third.goto(`${suite.test.url}/#/match/${matchId}/as/${side}`);
      await third.waitForSelector('.pill.refused', { timeout: 20000 });
      expect(await third.$('[data-command]')).toBeNull();
    }
    const challenge = await suite.test.server.db.challenge.findFirstOrThrow({ where: { matchId } });
    const late = await third.evaluate(async (id) => (await fetch(`/api/challenges/${id}/accept`, { method: 'POST' })).status, challenge.id);
    expect(late).toBe(409);
    expect(pageErrors).toEqual([]);
  });

  it('a direct link: declined, then another accepted; aborted in setup (no result); a rematch offered and accepted', async () => {
    const poster = await lobby();
    await poster.click(`[data-testid="challenge-direct-${SCENARIO}"]`);
    const link = await (await poster.waitForSelector('[data-testid="challenge-link"]')).inputValue();
    expect(link).toMatch(/#\/challenge\/[A-Za-z0-9_-]{43}$/);

    const other = await lobby();
    await other.goto(link);
    await other.waitForSelector('[data-testid="challenge-terms"]:has-text("Sewer infiltration")');
    expect(other.url()).not.toContain(link.slice(link.lastIndexOf('/') + 1)); // the token left the address bar
    await other.click('[data-testid="challenge-decline"]');
    await other.waitForSelector('[data-testid="challenge-declined"]');
    await poster.waitForSelector('[data-testid="my-challenge"][data-status="declined"]');
    // a declined link accepts nobody
    await other.goto(link);
    await other.waitForSelector('[data-testid="challenge-refused"]');

    await poster.click(`[data-testid="challenge-direct-${SCENARIO}"]`);
    // the new link replaces the old one (the page's CSP allows no evaluated script: polled from here)
    let second = link;
    for (let i = 0; i < 200 && second === link; i++) {
      await poster.waitForTimeout(50);
      second = await poster.inputValue('[data-testid="challenge-link"]');
    }
    expect(second).not.toBe(link);
    await other.goto(second);
    await other.click('[data-testid="challenge-accept"]');
    await other.waitForURL(/#\/match\/[^/]+\/as\/[AB]$/);
    await poster.waitForURL(/#\/match\/[^/]+\/as\/[AB]$/, { timeout: 20000 });
    const [, first, firstSide] = /#\/match\/([^/]+)\/as\/([AB])$/.exec(poster.url())!;

    // before the first Player Turn the match may be aborted: it ends without a winner
    poster.once('dialog', (d) => void d.accept());
    await showDrawer(poster, 'actions');
    await poster.click('[data-command="abort"]');
    for (const p of [poster, other]) await waitPhase(p, 'aborted the match before play began: no result');

    // the other player offers a rematch; the poster is asked on his page and accepts: both go to the new match
    await showDrawer(other, 'actions');
    await other.click('[data-testid="rematch-offer"]');
    await other.waitForSelector('[data-testid="rematch-status"]:has-text("waiting for your opponent")');
    await showDrawer(poster, 'actions');
    await poster.click('[data-testid="rematch-accept"]', { timeout: 20000 });
    await poster.waitForURL((u) => u.hash.startsWith('#/match/') && !u.hash.includes(first!));
    await other.waitForURL((u) => u.hash.startsWith('#/match/') && !u.hash.includes(first!), { timeout: 20000 });
    const next = /#\/match\/([^/]+)\//.exec(poster.url())![1]!;
    expect(other.url()).toContain(next);
    // sides swapped
    expect(poster.url().slice(-1)).toBe(firstSide === 'A' ? 'B' : 'A');
    expect(pageErrors).toEqual([]);
  });
});
