// The support weapons' client: its log lines (A9.2, A9.7, A9.72) and the malfunction badge (only where the view lists it).
import type { View, ViewEvent } from '@hexfog/shared/protocol/index';
import { malfunctionBadge } from './board';
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

describe('A9.7 malfunction badge', () => {
  const view = (malfunctioned?: string[]) =>
    ({
      units: [
        { id: 'B01', carries: ['B06'] },
        { id: 'B02', carries: [] },
      ],
      modules: malfunctioned ? { supportWeapons: { malfunctioned } } : {},
    }) as unknown as View;
  it('on the possessor of a malfunctioned MG, nowhere else', () => {
    expect(malfunctionBadge(view(['B06']), 'B01')).toMatchObject({ text: 'MG' });
    expect(malfunctionBadge(view(['B06']), 'B02')).toBeNull();
    expect(malfunctionBadge(view(), 'B01')).toBeNull();
  });
});
