// The support weapons' client: its log lines (A9.2, A9.7, A9.72, A9.8, A4.44, A21.1), the MG badge on its possessor and the SW lying in a Location (only where the view lists them).
import type { UnitTypeSummary, View, ViewEvent } from '@hexfog/shared/protocol/index';
import type { AreaBoardNames } from '../registry';
import { lyingPieces, malfunctionBadge, swBadge } from './board';
import { supportWeaponsArea } from './index';

const ev = (type: string, data: Record<string, unknown>): ViewEvent => ({ version: 1, index: 0, type, data });
const line = (e: ViewEvent) => supportWeaponsArea.eventLine!(e, { side: (s) => s, unit: (t) => t });

describe('A9 log lines', () => {
  it('A9.2: Multiple ROF kept or not, with the colored dr and the ROF', () => {
    expect(line(ev('multipleRof', { unit: 'B06', type: 'lmg', colored: 1, rof: 1, kept: true, rule: 'A9.2' }))).toBe(
      'B06 keeps its Multiple ROF (colored dr 1 <= ROF 1): it may fire again this phase (A9.2)',
    );
    expect(line(ev('multipleRof', { unit: 'B06', type: 'lmg', colored: 2, rof: 1, kept: false, rule: 'A9.2' }))).toBe(
      'B06 has fired (colored dr 2 > ROF 1) (A9.2)',
    );
  });
  it('A9.7, A9.72: breakdown and repair', () => {
    expect(line(ev('mgMalfunctioned', { unit: 'B06', type: 'lmg', original: 12, breakdown: 12, rule: 'A9.7' }))).toBe(
      'B06 malfunctions: Original DR 12 >= B# 12 (A9.7)',
    );
    expect(line(ev('mgRepair', { unit: 'B06', type: 'lmg', dr: 2, result: 'none', rule: 'A9.72' }))).toBe(
      'Repair of B06: dr 2, still malfunctioned (A9.72)',
    );
    expect(line(ev('fire', {}))).toBeNull();
  });
});

describe('A9.8, A4.44, A21.1 log lines', () => {
  it('dismantle, assemble, Recovery, capture, a captured MG eliminated', () => {
    expect(line(ev('mgDismantled', { unit: 'B08', type: 'mmg', by: 'B01', rule: 'A9.8' }))).toBe(
      'B01 dismantles B08: it does not fire while dm (A9.8)',
    );
    expect(line(ev('mgAssembled', { unit: 'B08', type: 'mmg', by: 'B01', rule: 'A9.8' }))).toBe('B01 assembles B08 (A9.8)');
    expect(
      line(
        ev('swRecovery', {
          unit: 'A03',
          sw: 'B06',
          type: 'lmg',
          dr: 5,
          final: 5,
          below: 6,
          recovered: true,
          captured: true,
          rule: 'A4.44',
        }),
      ),
    ).toBe('A03 tries to recover B06: dr 5 < 6: recovered (captured, A21.1) (A4.44)');
    expect(
      line(
        ev('swRecovery', {
          unit: 'A03',
          sw: 'B06',
          type: 'lmg',
          dr: 5,
          final: 6,
          below: 6,
          recovered: false,
          captured: false,
          rule: 'A4.44',
        }),
      ),
    ).toBe('A03 tries to recover B06: dr 5, Final 6 >= 6: not recovered (A4.44)');
    expect(
      line(
        ev('mgMalfunctioned', { unit: 'B06', type: 'lmg', original: 10, breakdown: 10, captured: true, eliminated: false, rule: 'A21.11' }),
      ),
    ).toBe('B06 malfunctions: Original DR 10 >= B# 10 (two less: captured) (A21.11)');
    expect(
      line(
        ev('mgMalfunctioned', { unit: 'B06', type: 'lmg', original: 12, breakdown: 10, captured: true, eliminated: true, rule: 'A21.11' }),
      ),
    ).toBe('B06 is eliminated: Original DR 12 reaches the X# of a captured weapon (A.11, A21.11)');
    expect(line(ev('multipleRof', { unit: 'B06', type: 'lmg', colored: 1, rof: 0, kept: false, captured: true, rule: 'A21.12' }))).toBe(
      'B06 has fired (colored dr 1 > ROF 0, one less: captured) (A21.12)',
    );
  });
});

const TYPES: Record<string, UnitTypeSummary> = {
  lmg: { id: 'lmg', name: 'LMG', kind: 'sw', firepower: 3, range: 6, morale: 0, mg: 'LMG', rof: 1 },
};
const names: AreaBoardNames = {
  unitName: (t) => t.toUpperCase(),
  unitType: (t) => TYPES[t],
};
const view = (sw: Record<string, unknown> | undefined, carries = ['B06']) =>
  ({
    units: [
      { id: 'B01', kind: 'squad', carries },
      { id: 'B02', kind: 'squad', carries: [] },
      { id: 'B06', kind: 'sw', type: 'lmg', carries: [], eliminated: false },
    ],
    modules: sw ? { supportWeapons: sw } : {},
  }) as unknown as View;

describe('the MG badge on its possessor (A9.1, A9.7, A9.8)', () => {
  it('names the MG class, its ROF in the tooltip; red when malfunctioned, "dm" when dismantled; none on a unit carrying nothing', () => {
    expect(swBadge(view(undefined), 'B01', names)).toEqual({ text: 'LMG', title: 'LMG B06 (3-6, ROF 1)', colour: '#333' });
    expect(swBadge(view({ malfunctioned: ['B06'] }), 'B01', names)).toMatchObject({ text: 'LMG', colour: '#d33' });
    expect(malfunctionBadge(view({ malfunctioned: ['B06'] }), 'B01', names)).toMatchObject({ text: 'LMG' });
    expect(malfunctionBadge(view(undefined), 'B01', names)).toBeNull();
    expect(swBadge(view({ dismantled: ['B06'] }), 'B01', names)).toMatchObject({
      text: 'dm',
      title: 'LMG B06 (3-6, ROF 1): dismantled (A9.8: it does not fire)',
    });
    expect(swBadge(view(undefined), 'B02', names)).toBeNull();
  });
});

describe('A4.44: a SW lying in a Location is a counter in its hex', () => {
  it('one counter per SW the view lists, with its class and its dm side when the view says', () => {
    const v = view(
      { lying: [{ unit: 'B06', type: 'lmg', side: 'B', loc: { hex: '72J5', place: 'ground', level: 0 }, dismantled: true }] },
      [],
    );
    expect(lyingPieces(v, names)).toEqual([
      {
        hex: '72J5',
        item: expect.objectContaining({ kind: 'piece', label: 'LMG dm', side: 'B', title: expect.stringContaining('A4.44') }),
      },
    ]);
    expect(lyingPieces(view(undefined), names)).toEqual([]);
  });
});
