import { allHexes, columnIndex, columnName, formatHex, hexNames, parseHex } from './asl';
import { distance, neighbour } from './grid';

const one = [{ id: '1', x: 0, y: 0 }];
const twoSideBySide = [
  { id: '1', x: 0, y: 0 },
  { id: '2', x: 1, y: 0 },
];
const twoStacked = [
  { id: '1', x: 0, y: 0 },
  { id: '2', x: 0, y: 1 },
];

describe('A2.2 ASL coordinates', () => {
  it('columns run A..Z then AA..GG', () => {
    expect(columnName(0)).toBe('A');
    expect(columnName(25)).toBe('Z');
    expect(columnName(26)).toBe('AA');
    expect(columnName(32)).toBe('GG');
    expect(columnIndex('AA')).toBe(26);
    expect(columnIndex('AB')).toBeUndefined();
  });
  it('alternate columns hold rows 1-10 (A, C, ..., GG) and 0-10 (B, D, ..., FF)', () => {
    expect(parseHex('1A0', one)).toBeUndefined();
    expect(parseHex('1A1', one)).toBeDefined();
    expect(parseHex('1B0', one)).toBeDefined();
    expect(parseHex('1B11', one)).toBeUndefined();
    expect(parseHex('1HH1', one)).toBeUndefined();
    expect(allHexes(one)).toHaveLength(17 * 10 + 16 * 11);
  });
  it('parses and formats round trip, e.g. 1AA5 and 1Y9', () => {
    for (const n of ['1AA5', '1Y9', '1A1', '1GG10', '1B0']) expect(formatHex(parseHex(n, one)!, one)).toBe(n);
  });
  it('adjacency follows the printed grid: B1 touches A1 and C1; A1 touches B0 and B1', () => {
    const b1 = parseHex('1B1', one)!;
    expect(distance(b1, parseHex('1A1', one)!)).toBe(1);
    expect(distance(b1, parseHex('1C1', one)!)).toBe(1);
    const a1 = parseHex('1A1', one)!;
    expect(distance(a1, parseHex('1B0', one)!)).toBe(1);
    expect(distance(a1, parseHex('1B1', one)!)).toBe(1);
    expect(distance(a1, parseHex('1B2', one)!)).toBe(2);
    expect(neighbour(parseHex('1C5', one)!, 'N')).toEqual(parseHex('1C4', one));
  });
  it('butted side by side: board 1 GG is board 2 A, one hex with two names', () => {
    const h = parseHex('2A3', twoSideBySide)!;
    expect(parseHex('1GG3', twoSideBySide)).toEqual(h);
    expect(hexNames(h, twoSideBySide)).toEqual(['1GG3', '2A3']);
    expect(distance(parseHex('1FF3', twoSideBySide)!, parseHex('2B3', twoSideBySide)!)).toBe(2);
  });
  it('butted top to bottom: row 10 of the upper board is row 0 of the lower', () => {
    expect(parseHex('1B10', twoStacked)).toEqual(parseHex('2B0', twoStacked));
    expect(distance(parseHex('1A10', twoStacked)!, parseHex('2A1', twoStacked)!)).toBe(1);
  });
});
