import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { explainRoll, explanationLines, rollIndexFor, rollToShow } from './dice';

const ev = (version: number, index: number, type: string, data: Record<string, unknown>): ViewEvent => ({ version, index, type, data });

const attack: ViewEvent[] = [
  ev(7, 0, 'fire', { kind: 'prep', firers: ['A01', 'A06'], target: '71H7', fp: 6, column: 6, area: false, rule: 'A7.3' }),
  ev(7, 1, 'roll', {
    purpose: 'fire at 71H7 (6 FP column)',
    rule: 'A7.3',
    kind: 'DR',
    stream: 'all',
    positions: [0, 1],
    dice: [3, 4],
    original: 7,
    modifiers: [
      { name: 'leadership A06', value: -1, rule: 'A10.7' },
      { name: 'TEM woodenBuilding', value: 2, rule: 'B23.32' },
    ],
    final: 8,
  }),
  ev(7, 2, 'fireResult', { target: '71H7', result: 'NMC', rule: 'A7.3' }),
  ev(7, 3, 'roll', {
    purpose: 'fire at 71H7: MC for B01',
    rule: 'A10.1',
    kind: 'DR',
    stream: 'all',
    positions: [2, 3],
    dice: [2, 2],
    original: 4,
    modifiers: [],
    final: 4,
  }),
  ev(7, 4, 'roll', {
    purpose: 'fire at 71H7: MC for B02',
    rule: 'A10.1',
    kind: 'DR',
    stream: 'all',
    positions: [4, 5],
    dice: [6, 5],
    original: 11,
    modifiers: [],
    final: 11,
  }),
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
      '+2 TEM wooden building (B23.32)',
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

  it('issue 35: a 4TC that befalls nothing says what its failure or pass means, never "failed ... is unaffected" (B8.4)', () => {
    const tc = (dice: [number, number], passed: boolean): ViewEvent[] => [
      ev(9, 0, 'roll', {
        purpose: '4TC for B04 to lead into the sewer',
        rule: 'B8.4',
        kind: 'DR',
        stream: 'all',
        positions: [0, 1],
        dice,
        original: dice[0] + dice[1],
        modifiers: [],
        final: dice[0] + dice[1],
        detail: { check: 'TC', unit: 'B04', moraleLevel: 4, passed },
      }),
      ev(9, 1, 'sewerLeaderCheck', { leader: 'B04', passed, rule: 'B8.4' }),
    ];
    expect(explainRoll(tc([3, 2], false), 0)!.outcome).toBe('failed (Final DR 5 > Morale Level 4): B04 may not lead into the sewer');
    expect(explainRoll(tc([2, 2], true), 0)!.outcome).toBe('passed (Final DR 4 ≤ Morale Level 4): B04 may lead into the sewer');
  });

  it('A9.2/A9.7: a MG fire roll says what its DR did to the MG: the colored dr against the ROF, the Original DR against the B#', () => {
    const mg: ViewEvent[] = [
      ev(9, 0, 'fire', { kind: 'prep', firers: ['A02'], target: '71H7', fp: 2, column: 2, area: false, rule: 'A7.3' }),
      ev(9, 1, 'roll', {
        purpose: 'fire at 71H7 (2 FP column)',
        rule: 'A7.3',
        kind: 'DR',
        stream: 'all',
        positions: [0, 1],
        dice: [6, 6],
        original: 12,
        modifiers: [],
        final: 12,
      }),
      ev(9, 2, 'fireResult', { target: '71H7', result: '-', rule: 'A7.3' }),
      ev(9, 3, 'multipleRof', { unit: 'A09', type: 'lmg', colored: 6, rof: 1, kept: false, rule: 'A9.2' }),
      ev(9, 4, 'mgMalfunctioned', { unit: 'A09', type: 'lmg', original: 12, breakdown: 12, rule: 'A9.7' }),
    ];
    const names = { side: (s: string) => s, unit: (t: string) => t, fortification: (t: string) => t } as never;
    const rows = explanationLines(explainRoll(mg, 1, names)!).filter((r) => r.label === 'then');
    expect(rows.map((r) => r.text)).toEqual([
      'A09 has fired (colored dr 6 > ROF 1) (A9.2)',
      'A09 malfunctions: Original DR 12 >= B# 12 (A9.7)',
    ]);
    expect(explainRoll(mg, 1)!.then).toBeUndefined();
  });

  it('a log line shows its roll; without a pick the newest roll is shown', () => {
    expect(rollIndexFor(attack, 0)).toBe(1);
    expect(rollIndexFor(attack, 5)).toBe(4);
    expect(rollIndexFor(attack, 6)).toBeNull();
    expect(rollToShow(attack, null)).toBe(4);
    expect(rollToShow(attack, '7:1')).toBe(1);
  });
});

describe('the dice panel: the server explanation of each roll', () => {
  const pbf = { name: 'Point Blank Fire (ADJACENT)', times: 2, rule: 'A7.21' };
  const events: ViewEvent[] = [
    ev(9, 0, 'fire', {
      kind: 'final',
      firers: ['B01', 'B02'],
      target: '71D7',
      fp: 16,
      column: 16,
      area: false,
      fpBreakdown: [
        { unit: 'B01', base: 4, factors: [pbf], fp: 8 },
        { unit: 'B02', base: 4, factors: [pbf], fp: 8 },
      ],
      rule: 'A7.3',
    }),
    ev(9, 1, 'roll', {
      purpose: 'fire at 71D7 (16 FP column)',
      rule: 'A7.3',
      kind: 'DR',
      stream: 'all',
      positions: [0, 1],
      dice: [4, 4],
      original: 8,
      modifiers: [{ name: 'leadership B04', value: -1, rule: 'A7.53' }],
      final: 7,
      detail: { table: 'IFT', fp: 16, column: 16, target: '71D7', result: '1MC' },
    }),
    ev(9, 2, 'fireResult', { target: '71D7', result: '1MC', rule: 'A7.3' }),
    ev(9, 3, 'roll', {
      purpose: 'fire at 71D7: MC for A01',
      rule: 'A10.1',
      kind: 'DR',
      stream: 'all',
      positions: [2, 3],
      dice: [3, 3],
      original: 6,
      modifiers: [{ name: '1MC', value: 1, rule: 'A7.3' }],
      final: 7,
      detail: { check: 'MC', unit: 'A01', moraleLevel: 8, passed: true },
    }),
    ev(9, 4, 'roll', {
      purpose: 'fire at 71D7: MC for A02',
      rule: 'A10.1',
      kind: 'DR',
      stream: 'all',
      positions: [4, 5],
      dice: [5, 4],
      original: 9,
      modifiers: [{ name: '1MC', value: 1, rule: 'A7.3' }],
      final: 10,
      detail: { check: 'MC', unit: 'A02', moraleLevel: 8, passed: false },
    }),
    ev(9, 5, 'broken', { unit: 'A02', rule: 'A10.3' }),
    ev(10, 0, 'roll', {
      purpose: 'Close Combat in 71A1: Soviets attack (Kill Number 6)',
      rule: 'A11.11',
      kind: 'DR',
      stream: 'all',
      positions: [6, 7],
      dice: [2, 3],
      original: 5,
      modifiers: [],
      final: 5,
      detail: { table: 'CC', hex: '71A1', attackFp: 6, defenceFp: 4, odds: '3-2', killNumber: 6, vsConcealed: false, result: 'eliminated' },
    }),
  ];
  const text = (i: number) => explanationLines(explainRoll(events, i)!).map((r) => `${r.label}: ${r.text}`);

  it('A7.21: the FP of each firer with its doubling, the total and column, beside the leadership DRM', () => {
    expect(text(1)).toEqual([
      'purpose: fire at 71D7 (16 FP column) (A7.3)',
      'original: Original DR 8 (4 + 4)',
      'modifier: -1 leadership B04 (A7.53)',
      'final: Final DR 7',
      'fp: B01: 4 FP, x2 Point Blank Fire (ADJACENT) (A7.21) = 8 FP',
      'fp: B02: 4 FP, x2 Point Blank Fire (ADJACENT) (A7.21) = 8 FP',
      'fp: Total 8 + 8 = 16 FP: 16 FP column (A7.3)',
      'table: IFT, 16 FP column (16 FP; final fire by B01, B02)',
      'result: Result: 1MC at 71D7',
    ]);
  });

  it('A10.1: a check is said passed or failed against its Morale Level', () => {
    expect(text(3).at(-1)).toBe('outcome: Check passed (Final DR 7 ≤ Morale Level 8): A01 is unaffected');
    expect(text(4).at(-1)).toBe('outcome: Check failed (Final DR 10 > Morale Level 8): A02 breaks');
  });

  it('A11.11: a CC roll shows the FP, odds column and Kill Number, and what the Final DR did', () => {
    expect(text(6).slice(-2)).toEqual([
      'table: Close Combat Table (A11.11): 6 FP vs 4 FP, odds 3-2, Kill Number 6',
      'result: Result: eliminated',
    ]);
  });
});

describe('the dice panel: rally attempts (A10.6)', () => {
  const roll = (dice: number[], final: number, passed: boolean) =>
    ev(3, 0, 'roll', {
      purpose: 'rally of B01 by B04',
      rule: 'A10.6',
      kind: 'DR',
      stream: 'all',
      positions: [0, 1],
      dice,
      original: dice[0]! + dice[1]!,
      modifiers: [{ name: 'leadership B04', value: -1, rule: 'A10.7' }],
      final,
      detail: { check: 'Rally', unit: 'B01', moraleLevel: 7, passed },
    });
  it('a rally is said passed when the unit rallies, failed when it stays broken', () => {
    expect(
      explanationLines(explainRoll([roll([4, 4], 7, true), ev(3, 1, 'rallied', { unit: 'B01', rule: 'A10.6' })], 0)!).at(-1)!.text,
    ).toBe('Check passed (Final DR 7 ≤ Morale Level 7): B01 rallies');
    expect(explanationLines(explainRoll([roll([5, 4], 8, false)], 0)!).at(-1)!.text).toBe(
      'Check failed (Final DR 8 > Morale Level 7): B01 stays broken',
    );
  });
});
