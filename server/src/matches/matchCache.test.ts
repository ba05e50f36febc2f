// The cache's cap holds even when an eviction is refused because the match was used meanwhile.
import { MatchCache } from './matchCache';

const settle = () => new Promise((r) => setImmediate(r));

describe('MatchCache', () => {
  it('past the cap the least recently used is asked to leave; a refused eviction asks for the next one', async () => {
    const asked: string[] = [];
    let refuseNext = true;
    const cache: MatchCache<string> = new MatchCache<string>({ maxLive: 1, idleMs: 60_000 }, async (id, stamp) => {
      asked.push(id);
      if (refuseNext) {
        refuseNext = false;
        cache.get(id); // used between the request and the eviction: its stamp no longer matches
      }
      cache.deleteIf(id, stamp);
    });
    cache.set('x', 'X');
    cache.set('y', 'Y');
    await settle();
    await settle();
    // x was asked first and refused (used meanwhile); y, now the least recently used, went instead
    expect(asked).toEqual(['x', 'y']);
    expect(cache.size).toBe(1);
    expect(cache.get('x')).toBe('X');
    expect(cache.get('y')).toBeUndefined();
    cache.close();
  });

  it('an eviction that goes through asks for nothing more', async () => {
    const asked: string[] = [];
    const cache: MatchCache<string> = new MatchCache<string>({ maxLive: 1, idleMs: 60_000 }, async (id, stamp) => {
      asked.push(id);
      cache.deleteIf(id, stamp);
    });
    cache.set('x', 'X');
    cache.set('y', 'Y');
    await settle();
    await settle();
    expect(asked).toEqual(['x']);
    expect(cache.size).toBe(1);
    cache.close();
  });
});
