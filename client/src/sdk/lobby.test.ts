// The SDK's lobby follows the server's `next` pages (GET /api/matches?page=n), bounded.
import type { MatchListItem } from '@hexfog/shared/protocol/index';
import { api, LOBBY_MAX_PAGES } from './index';

const item = (id: string) => ({ id, ruleset: 'asl', scenarioId: 's', scenarioName: 'S' }) as unknown as MatchListItem;

/** A fake server of `pages` (each a list of ids); records the pages asked for. */
function serve(pages: string[][]) {
  const asked: number[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string) => {
    const page = Number(new URL(url).searchParams.get('page'));
    asked.push(page);
    const body = { matches: (pages[page] ?? []).map(item), ...(page + 1 < pages.length ? { next: page + 1 } : {}) };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { asked, restore: () => (globalThis.fetch = realFetch) };
}

describe('api().lobby / matches', () => {
  let server: ReturnType<typeof serve> | undefined;
  afterEach(() => server?.restore());

  it('follows next until the last page and returns every match once', async () => {
    server = serve([['m1', 'm2'], ['m2', 'm3'], ['m4']]);
    const r = await api('http://x').lobby();
    expect(server.asked).toEqual([0, 1, 2]);
    expect(r.matches.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(r.next).toBeUndefined();
  });

  it('stops after LOBBY_MAX_PAGES pages and says where to go on', async () => {
    server = serve(Array.from({ length: LOBBY_MAX_PAGES + 3 }, (_, i) => [`m${i}`]));
    const r = await api('http://x').lobby();
    expect(server.asked).toEqual(Array.from({ length: LOBBY_MAX_PAGES }, (_, i) => i));
    expect(r.next).toBe(LOBBY_MAX_PAGES);
    const more = await api('http://x').lobby({ page: r.next!, maxPages: 2 });
    expect(more.matches.map((m) => m.id)).toEqual([`m${LOBBY_MAX_PAGES}`, `m${LOBBY_MAX_PAGES + 1}`]);
    expect(more.next).toBe(LOBBY_MAX_PAGES + 2);
  });

  it('matches() is the bounded lobby list', async () => {
    server = serve([['m1'], ['m2']]);
    expect((await api('http://x').matches()).map((m) => m.id)).toEqual(['m1', 'm2']);
  });
});
