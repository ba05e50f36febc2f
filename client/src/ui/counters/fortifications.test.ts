import type { FortificationView } from '@hexfog/shared/protocol/index';
import { FORTIFICATION_KINDS } from '@hexfog/shared/protocol/index';
import { findArt, shownText, titleOf } from '../art';
import { fortificationCounter, fortificationName, fortificationPicture, fortifiedBuildingMark } from './fortifications';
import { SIDE_COLOUR } from './palette';

const fox = (squads?: number): FortificationView => ({ id: 'F1', kind: 'foxhole', hex: '72I5', side: 'B', ...(squads ? { squads } : {}) });

describe('fortification counters (B27, B30, F8)', () => {
  it('every kind has a picture of its own, none falls back to its name as text', () => {
    const pictures = FORTIFICATION_KINDS.map((kind) => JSON.stringify(fortificationPicture({ kind }, 0, 0).map((a) => a.tag)));
    expect(new Set(pictures).size).toBe(FORTIFICATION_KINDS.length);
    for (const kind of FORTIFICATION_KINDS) expect(fortificationPicture({ kind }, 0, 0).flatMap(shownText)).not.toContain(kind);
  });

  it('B27.12: a foxhole shows its capacity, 1S, 2S or 3S (1S when the view gives none)', () => {
    expect([1, 2, 3].map((n) => fortificationPicture(fox(n), 0, 0).flatMap(shownText))).toEqual([['1S'], ['2S'], ['3S']]);
    expect(fortificationPicture(fox(), 0, 0).flatMap(shownText)).toEqual(['1S']);
    expect(fortificationName(fox(2))).toBe('foxhole 2S');
  });

  it('a trench is a zig-zag strip across the counter', () => {
    const [line] = fortificationPicture({ kind: 'trench' }, 0, 0).filter((a) => a.attrs['class'] === 'zigzag');
    const ys = String(line!.attrs['points'])
      .split(' ')
      .map((p) => Number(p.split(',')[1]));
    expect(ys.length).toBeGreaterThanOrEqual(5);
    // up, down, up...: every point turns
    for (let i = 1; i < ys.length - 1; i++) expect(Math.sign(ys[i]! - ys[i - 1]!)).toBe(-Math.sign(ys[i + 1]! - ys[i]!));
  });

  it('names players use: A-T ditch, pillbox, sangar, bunker; an unknown kind keeps its own name', () => {
    expect(['atDitch', 'pillbox', 'sangar', 'bunker', 'wire'].map((kind) => fortificationName({ kind }))).toEqual([
      'A-T ditch',
      'pillbox',
      'sangar',
      'bunker',
      'wire',
    ]);
  });

  it('the counter lies in the fortification layer, edged in its owner’s colour, its tooltip in words with the rule', () => {
    const c = fortificationCounter(fox(2), 1, 2, 'Soviets');
    expect(c.attrs).toMatchObject({
      'data-layer': 'fortification',
      'data-kind': 'foxhole',
      'data-hex': '72I5',
      'data-fortification': 'F1',
    });
    expect(findArt(c, (a) => a.tag === 'rect')[0]!.attrs).toMatchObject({ x: 1, y: 2, stroke: SIDE_COLOUR['B'] });
    expect(titleOf(c)).toBe('Foxhole 2S (Soviets) (B27.1)');
    expect(titleOf(fortificationCounter({ ...fox(), kind: 'pillbox' }, 0, 0, 'Soviets'))).toBe('Pillbox (Soviets) (B30)');
  });

  it('B23.9: a Fortified Building Location is marked by a dashed outline inside its hex', () => {
    const corners = [0, 60, 120, 180, 240, 300].map((d) => ({
      x: 10 + Math.cos((d * Math.PI) / 180),
      y: 5 + Math.sin((d * Math.PI) / 180),
    }));
    const mark = fortifiedBuildingMark('72N3', corners, { x: 10, y: 5 });
    const outline = findArt(mark, (a) => a.tag === 'polygon')[0]!;
    expect(outline.attrs['stroke-dasharray']).toBeDefined();
    const pts = String(outline.attrs['points'])
      .split(' ')
      .map((p) => p.split(',').map(Number));
    expect(pts).toHaveLength(6);
    for (const [x, y] of pts) expect(Math.hypot(x! - 10, y! - 5)).toBeLessThan(1);
    expect(titleOf(mark)).toBe('Fortified Building Location (B23.9)');
  });
});
