// What a unit's counter shows (A1.2 FP-range-morale, A10.7 leadership, A10.4 the broken side): pure
// data and Art, read without a browser.
import type { UnitTypeSummary } from '@hexfog/shared/protocol/index';
import { findArt, shownText } from '../art';
import { BROKEN, NATIONALITY_COLOURS } from './nationality';
import { counterFace, leaderValues, unitFaceArt, unitValues } from './unitCounter';

const squad: UnitTypeSummary = { id: 'ge-467', name: '4-6-7', kind: 'squad', firepower: 4, range: 6, morale: 7, nationality: 'german' };
const leader: UnitTypeSummary = {
  id: 'ru-8-1',
  name: '8-1',
  kind: 'leader',
  firepower: 0,
  range: 0,
  morale: 8,
  leadership: -1,
  nationality: 'russian',
};
const lmg: UnitTypeSummary = { id: 'lmg', name: 'LMG', kind: 'sw', firepower: 3, range: 6, morale: 0, nationality: 'any' };
const unit = (type: string, kind: string, broken = false, side: 'A' | 'B' = 'B') => ({ id: 'B01', side, type, kind, broken });

describe('unit counters', () => {
  it('squads, half-squads, crews and heroes print FP-range-morale; a leader his morale and modifier (A10.7); a SW its FP-range', () => {
    expect(unitValues(squad, false, 'x')).toBe('4-6-7');
    expect(unitValues({ ...squad, kind: 'halfSquad', firepower: 2, range: 4, morale: 8 }, false, 'x')).toBe('2-4-8');
    expect(unitValues(leader, false, 'x')).toBe('8-1');
    expect([leaderValues(9, -1), leaderValues(8, 0), leaderValues(7, 1), leaderValues(9, -2)]).toEqual(['9-1', '8-0', '7+1', '9-2']);
    expect(unitValues(lmg, false, 'x')).toBe('3-6');
    // a type the scenario does not list: its id stands in
    expect(unitValues(undefined, false, 'xx-999')).toBe('xx-999');
  });

  it('the broken side (A10.4) shows the broken Morale Level alone, the printed one where none is transcribed', () => {
    expect(unitValues(squad, true, 'x')).toBe('7');
    expect(unitValues({ ...squad, brokenMorale: 8 }, true, 'x')).toBe('8');
    expect(unitValues(leader, true, 'x')).toBe('8');
  });

  it('a good-order counter is in its nationality colours; a broken one red, captioned BROKEN, without the silhouette', () => {
    const good = counterFace(unit('ge-467', 'squad'), squad, 'german');
    const broken = counterFace(unit('ge-467', 'squad', true), squad, 'german');
    expect(good).toMatchObject({ broken: false, values: '4-6-7', caption: '', colours: NATIONALITY_COLOURS['german'] });
    expect(broken).toMatchObject({ broken: true, values: '7', caption: 'BROKEN', colours: BROKEN });
    expect(broken.colours.face).not.toBe(good.colours.face);
    const goodArt = unitFaceArt(good, 0, 0);
    const brokenArt = unitFaceArt(broken, 0, 0);
    expect(goodArt.flatMap(shownText)).toEqual(['B01', '4-6-7']);
    expect(brokenArt.flatMap(shownText)).toEqual(['BROKEN', 'B01', '7']);
    expect(goodArt.flatMap((a) => findArt(a, (x) => x.attrs['class'] === 'silhouette'))).toHaveLength(1);
    expect(brokenArt.flatMap((a) => findArt(a, (x) => x.attrs['class'] === 'silhouette'))).toHaveLength(0);
    expect(goodArt[0]!.attrs).toMatchObject({ class: 'face', fill: NATIONALITY_COLOURS['german']!.face, 'data-broken': 'false' });
    expect(brokenArt[0]!.attrs).toMatchObject({ fill: BROKEN.face, 'data-broken': 'true' });
  });

  it("Soviet counters are brown, German blue-grey; a support weapon takes its side's nationality; an unknown nationality its side colour", () => {
    expect(counterFace(unit('ru-8-1', 'leader', false, 'A'), leader, 'russian').colours).toBe(NATIONALITY_COLOURS['russian']);
    expect(counterFace(unit('lmg', 'sw'), lmg, 'german')).toMatchObject({
      colours: NATIONALITY_COLOURS['german'],
      caption: 'LMG',
      values: '3-6',
    });
    expect(counterFace(unit('lmg', 'sw'), lmg, undefined).colours.face).toBe('#3b5f2b');
    // a support weapon has no broken side
    expect(counterFace(unit('lmg', 'sw', true), lmg, 'german').broken).toBe(false);
  });
});
