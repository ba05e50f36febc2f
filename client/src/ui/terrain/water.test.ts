import { corners } from '@hexfog/shared/hex/index';
import { compileMap, crestLines } from '@hexfog/shared/map/index';
import { shownText, titleOf } from '../art';
import { crestArt, currentCounter, currentHex, currentText, mapInPlay, readWater, waterFill, waterLook } from './water';

const printed = compileMap({
  id: 'water-test',
  name: 'Water test',
  columns: 5,
  rows: 4,
  boards: [{ id: '1', x: 0, y: 0 }],
  hexes: {
    '1C1': { terrain: 'river' },
    '1C2': { terrain: 'river' },
    '1C3': { terrain: 'river' },
    '1E2': { terrain: 'pond' },
    '1B2': { terrain: 'marsh' },
  },
});

describe('the water the board draws (B21)', () => {
  it('reads the water view with or without the changed hexes', () => {
    expect(readWater(undefined)).toEqual({ changed: {} });
    const river = { depth: 'fordable', current: 'moderate', direction: 'S' } as const;
    // a view from a server that sends only the river
    expect(readWater({ water: { river } } as unknown as Parameters<typeof readWater>[0])).toEqual({ river, changed: {} });
    expect(readWater({ water: { river, changed: { '1E2': { terrain: 'ice', elevation: 0 } } } }).changed).toEqual({
      '1E2': { terrain: 'ice', elevation: 0 },
    });
  });

  it('B21.6: the map in play has the frozen pond as ice and the marsh as mudflats (B16.7); nothing changed is the printed map', () => {
    expect(mapInPlay(printed, { changed: {} })).toBe(printed);
    const water = { changed: { '1E2': { terrain: 'ice', elevation: 0 }, '1B2': { terrain: 'mudflats', elevation: 0 } } };
    const now = mapInPlay(printed, water);
    expect([now.byName('1E2')!.spec.terrain, now.byName('1B2')!.spec.terrain, now.byName('1C2')!.spec.terrain]).toEqual([
      'ice',
      'mudflats',
      'river',
    ]);
    expect(mapInPlay(printed, { changed: { ...water.changed } })).toBe(now);
  });

  it('water, ice and mudflats each have their own look and fill', () => {
    expect(['river', 'canal', 'pond', 'lakeOcean', 'ice', 'mudflats', 'woods'].map(waterLook)).toEqual([
      'water',
      'water',
      'water',
      'water',
      'ice',
      'mudflats',
      null,
    ]);
    expect(new Set([waterFill('water', '#4f83c2'), waterFill('ice', '#4f83c2'), waterFill('mudflats', '#4f83c2')]).size).toBe(3);
  });

  it('B21.121: the Current counter points downstream and says the force and the depth', () => {
    const river = { depth: 'fordable', current: 'moderate', direction: 'SE' };
    expect(currentHex(printed)?.name).toBe('1C2');
    const counter = currentCounter('1C2', { x: 0, y: 0 }, river);
    expect(counter.attrs).toMatchObject({ class: 'current-counter', 'data-direction': 'SE', 'data-current': 'moderate' });
    expect(JSON.stringify(counter)).toContain('rotate(120)');
    expect(shownText(counter)).toEqual(['moderate · fordable']);
    expect(titleOf(counter)).toContain('flowing SE');
    expect(currentText(river)).toBe('River: fordable, Current moderate flowing SE (B21.121, B21.122)');
  });

  it('B21.2: one heavy stroke per Crest Line of the map in play', () => {
    const lines = crestArt(printed, corners);
    expect(lines.length).toBe(crestLines(printed).length);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]!.attrs).toMatchObject({ class: 'crest-line' });
  });
});
