// The lobby a page at a time (LOBBY_PAGE_SIZE, ?page=n): a flood of new public matches pushes older ones
// to later pages, never out of reach. A database of its own: other files' public matches would move
// the pages under this test.
import { isolatedDatabase } from '../../test/isolatedDatabase';
import { startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ databaseUrl: await isolatedDatabase('lobby_pages'), limits: { lobbyPageSize: 2 } });
});
afterAll(() => t.close());

const page = async (query: string) => {
  const res = await fetch(`${t.url}/api/matches${query}`);
  return { status: res.status, body: (await res.json()) as { matches?: { id: string }[]; next?: number; error?: { code: string } } };
};

describe('lobby pages', () => {
  it('lists every public match newest first over the pages, with `next` while a page is full', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await t.api.createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration', options: { lobby: 'public' } })).matchId);
    await t.api.createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' }); // unlisted: on no page
    const pages = [await page(''), await page('?page=1'), await page('?page=2')];
    expect(pages.map((p) => [p.status, p.body.matches!.length, p.body.next])).toEqual([
      [200, 2, 1],
      [200, 2, 2],
      [200, 1, undefined],
    ]);
    expect(pages.flatMap((p) => p.body.matches!.map((m) => m.id))).toEqual([...ids].reverse());
  });

  it('refuses a page that is not a whole number from 0 to 1000 with 400 BAD_REQUEST', async () => {
    for (const q of ['?page=-1', '?page=1.5', '?page=x', '?page=1001'])
      expect([q, (await page(q)).status, (await page(q)).body.error?.code]).toEqual([q, 400, 'BAD_REQUEST']);
  });
});
