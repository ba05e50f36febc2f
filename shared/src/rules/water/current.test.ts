// B21.121 where the Current applies ("Current does not affect bridges or any river hex bordered on
// opposite sides by non-island ground (marsh inclusive) hexes") and "downstream", on board 71 with our
// own rivers (the idea of the EX 7CC4, 7K2, 7H1).
import { contextFor } from '../../engine/mapChanges';
import { given } from '../../testing/scenarioBuilder';
import { columnsOf, waterScene } from '../../testing/waterScene';
import { currentApplies, downstream, upstream } from './current';

const river = columnsOf(['M', 'N'], { terrain: 'river' });
const ctxOf = (g: ReturnType<typeof waterScene>) => g.game.ctx;

describe('B21.121 where the Current applies', () => {
  it('B21.121: a river two hexes wide from map edge to map edge: the Current applies in every hex of it', () => {
    const ctx = ctxOf(waterScene(river));
    for (const hex of ['71M1', '71M5', '71M10', '71N0', '71N5', '71N10']) expect([hex, currentApplies(ctx, hex)]).toEqual([hex, true]);
    expect(currentApplies(ctx, '71L5')).toBe(false); // land
  });

  it('B21.121: a one-hex-wide stretch between the banks (ground on opposite sides) has no Current; the wide stretch still has', () => {
    // N4-N6 become east bank: M5 (and its neighbours in M with land on both sides) are one hex wide
    const ctx = ctxOf(waterScene({ ...river, '71N4': { terrain: 'open' }, '71N5': { terrain: 'open' }, '71N6': { terrain: 'open' } }));
    expect(currentApplies(ctx, '71M5')).toBe(false);
    expect(currentApplies(ctx, '71M1')).toBe(true);
    expect(currentApplies(ctx, '71M9')).toBe(true);
  });

  it('B21.121: marsh is ground ("marsh inclusive"); so is the far bank of another terrain', () => {
    const ctx = ctxOf(waterScene({ ...river, '71N4': { terrain: 'marsh' }, '71N5': { terrain: 'marsh' }, '71N6': { terrain: 'woods' } }));
    expect(currentApplies(ctx, '71M5')).toBe(false);
  });

  it('B21.121: an island (ground that never reaches the map edge) does not stop the Current; the same land joined to the bank does', () => {
    const wide = columnsOf(['L', 'M', 'N'], { terrain: 'river' });
    const island = ctxOf(waterScene({ ...wide, '71M5': { terrain: 'woods' } }));
    // L5 and N5 lie between the island M5 and a bank
    expect(currentApplies(island, '71L5')).toBe(true);
    expect(currentApplies(island, '71N5')).toBe(true);
    expect(currentApplies(island, '71M5')).toBe(false); // the island itself is land, no river hex
    // joined to the east bank through N4-N6, M5 is no island: the west channel beside it is bounded on opposite sides
    const peninsula = ctxOf(
      waterScene({
        ...wide,
        '71M5': { terrain: 'woods' },
        '71N4': { terrain: 'open' },
        '71N5': { terrain: 'open' },
        '71N6': { terrain: 'open' },
      }),
    );
    expect(currentApplies(peninsula, '71L4')).toBe(false); // SE M5, NW K4
    expect(currentApplies(peninsula, '71L5')).toBe(false); // NE M5, SW K6
  });

  it('B21.121: an island one hex from the map edge is still an island: the river between it and the edge keeps the Current', () => {
    // L1 is not at the edge (L0 lies above it); K1 and K2, west of it, are at the edge and border it
    const ctx = ctxOf(waterScene({ ...columnsOf(['K', 'L', 'M', 'N'], { terrain: 'river' }), '71L1': { terrain: 'woods' } }));
    expect(currentApplies(ctx, '71K1')).toBe(true);
    expect(currentApplies(ctx, '71K2')).toBe(true);
  });

  it('B21.121: ice is frozen water, no ground (B21.6): a river whose outer columns are frozen still has the Current in its middle', () => {
    const g = waterScene(columnsOf(['L', 'M', 'N'], { terrain: 'river' }), undefined, [], (doc) => {
      doc.rules = { ...(doc.rules as object), iceHexes: Object.keys(columnsOf(['L', 'N'], {})) };
    });
    const ctx = contextFor(g.game.ctx, g.state);
    expect(ctx.map.byName('71L5')?.spec.terrain).toBe('ice');
    expect(currentApplies(ctx, '71M5')).toBe(true);
  });

  it('B21.121: a canal two hexes wide from map edge to map edge has no Current (only river hexes have one)', () => {
    const ctx = ctxOf(waterScene(columnsOf(['E', 'F'], { terrain: 'canal' })));
    expect(currentApplies(ctx, '71E5')).toBe(false);
    expect(currentApplies(ctx, '71F5')).toBe(false);
  });

  it('B21.121: the Current does not affect bridges; canals and ponds have none', () => {
    const road = (sides: string[]) => ({ kind: 'paved', sides });
    const bridge = { terrain: 'river', bridge: true, road: road(['NW', 'SE']) };
    const ctx = ctxOf(
      waterScene({
        ...river,
        '71L4': { road: road(['SE']) },
        '71M5': bridge,
        '71N5': bridge,
        '71O6': { road: road(['NW']) },
        '71E5': { terrain: 'canal' },
        '71F5': { terrain: 'pond' },
      }),
    );
    expect(currentApplies(ctx, '71M5')).toBe(false);
    expect(currentApplies(ctx, '71N5')).toBe(false);
    expect(currentApplies(ctx, '71M4')).toBe(true);
    expect(currentApplies(ctx, '71E5')).toBe(false);
    expect(currentApplies(ctx, '71F5')).toBe(false);
  });
});

describe('B21.121 downstream', () => {
  it('B21.121: the Current counter points downstream; upstream is the opposite direction; unknown before it is given or rolled', () => {
    const g = waterScene(river, { depth: 'fordable', current: 'heavy', direction: 'S' });
    expect(downstream(g.game.ctx, g.state)).toBe('S');
    expect(upstream(g.game.ctx, g.state)).toBe('N');
    const none = given('sewer-infiltration');
    expect(downstream(none.game.ctx, none.state)).toBeUndefined();
  });
});
