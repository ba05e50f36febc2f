// A catalog whose games leak on purpose: seat B's view is the whole truth (the replay's), so a test can
// see that the leak checks fail when a server leaks.
import type { Game } from '@hexfog/shared';
import { type Catalog, loadCatalog } from '../../src/catalog/catalog';

export function leakingCatalog(): Catalog {
  const real = loadCatalog();
  return {
    ...real,
    game(r, s, params) {
      const g = real.game(r, s, params);
      const view: Game['view'] = (state, viewer) => {
        const v = g.view(state, viewer);
        if (viewer.kind !== 'side' || viewer.side !== 'B') return v;
        return { ...g.view(state, { kind: 'replay' }), viewer: 'B', legal: v.legal };
      };
      return { ...g, view };
    },
  };
}
