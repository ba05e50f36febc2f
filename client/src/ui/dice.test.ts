import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { explainRoll, explanationLines, rollIndexFor, rollToShow } from './dice';

const ev = (version: number, index: number, type: string, data: Record<string, unknown>): ViewEvent => ({ version, index, type, data });

const attack: ViewEvent[] = [
  ev(7, 0, 'fire', { kind: 'prep', firers: ['A01', 'A06'], target: '71H7', fp: 6, column: 6, area: false, rule: 'A7.3' }),
  ev(7, 1, 'roll', { purpose: 'fire at 71H7 (6 FP column)', rule: 'A7.3', kind: 'DR', stream: 'all', positions: [0, 1], dice: [3, 4], original: 7, modifiers: [{ name: 'leadership A06', value: -1, rule: 'A10.7' }, { name: 'TEM woodenBuilding', value: 2, rule: 'B23.32' }], final: 8 }),
  ev(7, 2, 'fireResult', { target: '71H7', result: 'NMC', rule: 'A7.3' }),
  ev(7, 3, 'roll', { purpose: 'fire at 71H7: MC for B01', rule: 'A10.1', kind: 'DR', stream: 'all', positions: [2, 3], dice: [2, 2], original: 4, modifiers: [], final: 4 }),
  ev(7, 4, 'roll', { purpose: 'fire at 71H7: MC for B02', rule: 'A10.1', kind: 'DR', stream: 'all', positions: [4, 5], dice: [6, 5], original: 11, modifiers: [], final: 11 }),
  ev(7, 5, 'broken', { unit: 'B02', rule: 'A10.3' }),
  ev(8, 0, 'phaseStarted', { turn: 1, playerTurn: 1, phase: 'MPh', attacker: 'A' }),
];

describe('the dice panel: one roll explained', () => {
  it('an IFT roll: Original DR and dice, each DRM with its rule, the Final, the column and the result', () => {
    const x = explainRoll(attack, 1)!;
    expect(explanationLines(x).map((r) => r.text)).toEqual([
      'fire at 71H7 (6 FP column) (A7.3)',
      'Original DR 7 (3 + 4)',
      '-1 leadership A06 (A10.7)',
      '+2 TEM woodenBuilding (B23.32)',
      'Final DR 8',
      'IFT, 6 FP column (6 FP; prep fire by A01, A06)',
      'Result: NMC at 71H7',
    ]);
  });

  it('an IFT result of "-" is said as no effect', () => {
    const miss = attack.slice(0, 2).concat(ev(7, 2, 'fireResult', { target: '71H7', result: '-', rule: 'A7.3' }));
    expect(explainRoll(miss, 1)!.result).toBe('no effect at 71H7');
  });

  it('a check is said as passed or failed', () => {
    expect(explainRoll(attack, 3)!.outcome).toBe('passed: B01 is unaffected');
    expect(explainRoll(attack, 4)!.outcome).toBe('failed: B02 breaks');
  });

  it('a log line shows its roll; without a pick the newest roll is shown', () => {
    expect(rollIndexFor(attack, 0)).toBe(1);
    expect(rollIndexFor(attack, 5)).toBe(4);
    expect(rollIndexFor(attack, 6)).toBeNull();
    expect(rollToShow(attack, null)).toBe(4);
    expect(rollToShow(attack, '7:1')).toBe(1);
  });
});
