// The account panel in Chromium (issue 34): a guest chooses a name and a password in the lobby; a
// second browser (its own context: its own cookies) signs in with them and lists the same "your
// matches" and opens its seat there by the session alone; a third browser lists none; page script
// cannot read the session cookie (HttpOnly).
import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { loadCatalog } from '../catalog/catalog';
import { browserSuite } from './browserKit';

jest.setTimeout(240000);

const suite = browserSuite(() => loadCatalog());

async function lobby(): Promise<Page> {
  const p = await suite.newPage();
  await p.goto(`${suite.test.url}/`);
  await p.waitForSelector('[data-testid="account-guest"]');
  return p;
}

describe('the account panel', () => {
  it('name and password in one browser, sign-in in another: the same "your matches"', async () => {
    const name = `e2e_${Date.now().toString(36)}`;
    const password = 'a browser password';
    const a = await lobby();
    await a.fill('[data-testid="account-set-name"] input', name);
    await a.click('[data-testid="account-set-name"] button');
    await a.waitForSelector(`[data-testid="account-name"]:has-text("${name}")`);
    await a.fill('[data-testid="account-set-password"] input', password);
    await a.click('[data-testid="account-set-password"] button');
    await a.waitForSelector('[data-testid="account-sign-out"]');
    expect(await a.evaluate('document.cookie')).toBe(''); // HttpOnly: no script reads the session

    // a seat of a new match belongs to this player (the invitation flow binds it; here the database does)
    const m = await suite.test.newMatch();
    const player = await suite.test.server.db.player.findFirstOrThrow({ where: { name }, select: { id: true } });
    await suite.test.server.db.seat.update({ where: { matchId_side: { matchId: m.matchId, side: 'B' } }, data: { playerId: player.id } });
    await a.reload();
    await a.waitForSelector(`[data-testid="your-match"][data-match="${m.matchId}"]`);

    const b = await lobby();
    expect(await b.$(`[data-testid="your-match"][data-match="${m.matchId}"]`)).toBeNull();
    await b.click('[data-testid="account-sign-in"] >> xpath=..');
    await b.fill('[data-testid="account-sign-in"] input[type="text"]', name);
    await b.fill('[data-testid="account-sign-in"] input[type="password"]', password);
    await b.click('[data-testid="account-sign-in"] button');
    await b.waitForSelector(`[data-testid="account-name"]:has-text("${name}")`);
    await b.waitForSelector(`[data-testid="your-match"][data-match="${m.matchId}"]`);
    // this browser holds no token for the seat: it opens by the player's session, and plays it
    await b.click(`[data-testid="your-match"][data-match="${m.matchId}"] a`);
    await b.waitForSelector('[data-testid="who"]:has-text("(B)")');
    await b.waitForSelector('[data-command="placeUnits"], [data-testid="send-placements"]', { state: 'attached' });
    await b.goto(`${suite.test.url}/`);
    await b.waitForSelector('[data-testid="account-sign-out"]');

    const c = await lobby();
    await c.click('[data-testid="account-sign-in"] >> xpath=..');
    await c.fill('[data-testid="account-sign-in"] input[type="text"]', name);
    await c.fill('[data-testid="account-sign-in"] input[type="password"]', 'not the password');
    await c.click('[data-testid="account-sign-in"] button');
    await c.waitForSelector('[data-testid="account-error"]:has-text("unknown name or wrong password")');
    expect(await c.$(`[data-testid="your-match"][data-match="${m.matchId}"]`)).toBeNull();

    // signing out: the matches leave the list with the player
    await b.click('[data-testid="account-sign-out"]');
    await b.waitForSelector('[data-testid="account-guest"]');
    await b.waitForSelector(`[data-testid="your-match"][data-match="${m.matchId}"]`, { state: 'detached' });
    expect(suite.pageErrors).toEqual([]);
  });
});
