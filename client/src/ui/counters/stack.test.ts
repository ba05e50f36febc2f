import type { FortificationView } from '@hexfog/shared/protocol/index';
import { titleOf } from '../art';
import { COUNTER } from './fortifications';
import { fanStep, layerOf, orderStack, type PieceItem, placeStack, positionPhrase, slot, stackArt, type StackItem } from './stack';

const foxhole: FortificationView = { id: 'F1', kind: 'foxhole', hex: '72I5', side: 'B', squads: 2 };
const piece = (label: string, layer: 'beneath' | 'top'): PieceItem => ({
  kind: 'piece',
  layer,
  label,
  side: 'B',
  title: label,
  concealed: false,
});

describe('B27.13 units beneath a fortification counter', () => {
  it('a unit with a position lies beneath the counter (beneath, or inside a pillbox or bunker); without one, on top', () => {
    expect([
      layerOf({ position: 'beneath' }),
      layerOf({ position: 'pillbox' }),
      layerOf({ position: 'bunker' }),
      layerOf({}),
      layerOf(null),
    ]).toEqual(['beneath', 'beneath', 'beneath', 'top', 'top']);
  });

  it('says where a unit is: beneath the hex’s foxhole, trench or sangar, inside a pillbox or bunker', () => {
    expect(positionPhrase('beneath', [foxhole])).toBe('beneath foxhole 2S');
    expect(positionPhrase('beneath', [{ kind: 'trench' }])).toBe('beneath trench');
    expect(positionPhrase('beneath', [{ kind: 'pillbox' }, { kind: 'sangar' }])).toBe('beneath sangar');
    expect(positionPhrase('pillbox', [{ kind: 'pillbox' }])).toBe('in pillbox');
    expect(positionPhrase('bunker', [])).toBe('in bunker');
    expect(positionPhrase(undefined, [foxhole])).toBe('');
    // the view can lack the counter (not known to this viewer): still beneath something
    expect(positionPhrase('beneath', [])).toBe('beneath a fortification counter');
  });

  it('map order: units beneath, then the fortification counter, then units on top, each layer in its own order', () => {
    const items: StackItem[] = [
      piece('top1', 'top'),
      piece('under1', 'beneath'),
      { kind: 'fortification', layer: 'fortification', fortification: foxhole },
      piece('top2', 'top'),
      piece('under2', 'beneath'),
    ];
    expect(orderStack(items).map((x) => (x.kind === 'piece' ? x.label : 'foxhole'))).toEqual([
      'under1',
      'under2',
      'foxhole',
      'top1',
      'top2',
    ]);
  });

  it('the drawing puts the unit beneath under the foxhole counter, drawn over it, and the unit on top over both', () => {
    const art = stackArt(
      '72I5',
      { x: 0, y: 0 },
      [
        piece('4-4-7', 'top'),
        { kind: 'fortification', layer: 'fortification', fortification: foxhole },
        { ...piece('4-4-7', 'beneath'), unit: 'B01', title: 'B01 4-4-7 beneath foxhole 2S' },
      ],
      (s) => (s === 'B' ? 'Soviets' : s),
    );
    expect(art.map((a) => a.attrs['data-layer'])).toEqual(['beneath', 'fortification', 'top']);
    expect(art[0]!.attrs).toMatchObject({ 'data-hex': '72I5', 'data-unit': 'B01' });
    expect(titleOf(art[0]!)).toBe('B01 4-4-7 beneath foxhole 2S');
    expect(titleOf(art[1]!)).toBe('Foxhole 2S (Soviets) (B27.1)');
  });

  it('in a fortified hex every layer shows: the fan puts each counter up and right of the one under it, so the bottom and left edges (colour, numbers) of each show, all inside the hex', () => {
    const placed = placeStack<StackItem>([
      piece('top', 'top'),
      { kind: 'fortification', layer: 'fortification', fortification: foxhole },
      piece('under', 'beneath'),
    ]);
    for (let i = 1; i < placed.length; i++) {
      expect(placed[i]!.dx - placed[i - 1]!.dx).toBeGreaterThanOrEqual(0.1);
      expect(placed[i - 1]!.dy - placed[i]!.dy).toBeGreaterThanOrEqual(0.1);
    }
    // a flat-topped hex of radius 1 is 1 - |y|/sqrt(3) wide on each side at height y
    const inside = (x: number, y: number) => Math.abs(x) <= 1 - Math.abs(y) / Math.sqrt(3);
    for (const p of placed)
      for (const [x, y] of [
        [p.dx, p.dy],
        [p.dx + COUNTER.w, p.dy],
        [p.dx, p.dy + COUNTER.h],
        [p.dx + COUNTER.w, p.dy + COUNTER.h],
      ] as const)
        expect(inside(x, y)).toBe(true);
  });

  it('a lone counter sits in the middle, under the hex name; a larger stack fans closer so it stays in its hex', () => {
    expect(placeStack([piece('a', 'top')]).map(({ dx, dy }) => ({ dx, dy }))).toEqual([slot(0, 1)]);
    expect(slot(0, 1).dx).toBeCloseTo(-COUNTER.w / 2);
    expect(slot(0, 1).dy).toBeCloseTo(-COUNTER.h / 2 + 0.06);
    expect(placeStack([piece('a', 'top'), piece('b', 'top')]).map(({ dx, dy }) => ({ dx, dy }))).toEqual([slot(0, 2), slot(1, 2)]);
    expect(fanStep(8)).toBeLessThan(fanStep(3));
    const last = slot(7, 8);
    expect(last.dx + COUNTER.w).toBeLessThanOrEqual(0.75);
    // the top counter leaves the hex's name (its baseline 0.2 below the hex's top edge) uncovered
    expect(last.dy).toBeGreaterThan(-Math.sqrt(3) / 2 + 0.2);
  });
});
