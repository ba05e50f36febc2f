import { DEFAULT_IFT, IftTableSchema, iftColumn, iftResult, parseResult, resultName } from './ift';

const at = (fp: number, dr: number) => resultName(iftResult(DEFAULT_IFT, iftColumn(DEFAULT_IFT, fp), dr));

describe('A7.3 the Infantry Fire Table (the printed chart)', () => {
  it('A7.3: FP uses the largest column not above it; below 1 FP there is no attack', () => {
    expect([1, 1.5, 3, 4, 7, 12, 13, 35, 40].map((fp) => iftColumn(DEFAULT_IFT, fp))).toEqual([1, 1, 2, 4, 6, 12, 12, 30, 36]);
    expect(iftColumn(DEFAULT_IFT, 0.5)).toBe(0);
    expect(DEFAULT_IFT.columns).toEqual([1, 2, 4, 6, 8, 12, 16, 20, 24, 30, 36]);
    expect(IftTableSchema.parse(DEFAULT_IFT)).toEqual(DEFAULT_IFT);
  });

  // Each column: [FP, the boundary Final DRs around one kind of result, the results there].
  // PTC and NMC sit one DR before no effect; 1MC starts one DR before NMC (A7.3 chart).
  it.each([
    [1, [0, 1, 2, 3, 4, 5, 6], ['1KIA', 'K/1', '1MC', '1MC', 'NMC', 'PTC', '-']],
    [2, [0, 1, 2, 3, 4, 5, 6, 7], ['2KIA', '1KIA', 'K/1', '1MC', '1MC', 'NMC', 'PTC', '-']],
    [4, [0, 1, 2, 3, 4, 5, 6, 7, 8], ['2KIA', '1KIA', 'K/2', '2MC', '1MC', '1MC', 'NMC', 'PTC', '-']],
    [6, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], ['3KIA', '2KIA', '1KIA', 'K/2', '2MC', '1MC', '1MC', 'NMC', 'PTC', '-']],
    [8, [0, 2, 3, 4, 5, 6, 7, 8, 9, 10], ['3KIA', '1KIA', 'K/2', '2MC', '2MC', '1MC', '1MC', 'NMC', 'PTC', '-']],
    [12, [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], ['3KIA', '1KIA', 'K/3', '3MC', '2MC', '2MC', '1MC', '1MC', 'NMC', 'PTC', '-']],
    [16, [0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], ['4KIA', '1KIA', 'K/3', '3MC', '2MC', '2MC', '1MC', '1MC', 'NMC', 'PTC', '-']],
    [20, [0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], ['4KIA', '1KIA', 'K/4', '4MC', '3MC', '2MC', '2MC', '1MC', '1MC', 'NMC', 'PTC', '-']],
    [24, [0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], ['5KIA', '1KIA', 'K/4', '4MC', '3MC', '2MC', '2MC', '1MC', '1MC', 'NMC', 'PTC', '-']],
    [30, [0, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], ['6KIA', '1KIA', 'K/4', '4MC', '3MC', '2MC', '2MC', '1MC', '1MC', 'NMC', 'PTC', '-']],
    [36, [0, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], ['7KIA', '1KIA', 'K/4', '4MC', '3MC', '2MC', '2MC', '1MC', '1MC', 'NMC', 'PTC']],
  ])('A7.3: the %i FP column', (fp, drs, results) => {
    expect(drs.map((dr) => at(fp, dr))).toEqual(results);
  });

  it('A7.3: a Final DR below the "≤0" row reads it (the best result); one above the "≥15" row reads that row', () => {
    expect([-1, -5].map((dr) => at(36, dr))).toEqual(['7KIA', '7KIA']);
    expect(at(1, -3)).toBe('1KIA');
    expect([16, 20].map((dr) => at(36, dr))).toEqual(['PTC', 'PTC']);
    expect([16, 20].map((dr) => at(30, dr))).toEqual(['-', '-']);
  });

  it('A7.3: result names read back as results', () => {
    expect(parseResult('3KIA')).toEqual({ kind: 'KIA', n: 3 });
    expect(parseResult('K/4')).toEqual({ kind: 'K', n: 4 });
    expect(parseResult('2MC')).toEqual({ kind: 'MC', n: 2 });
    expect([parseResult('NMC'), parseResult('PTC'), parseResult('-')]).toEqual([{ kind: 'NMC' }, { kind: 'PTC' }, { kind: 'none' }]);
  });

  it('a ruleset may replace the table; a row must give one result per column', () => {
    const mini = IftTableSchema.parse({
      columns: [2, 4],
      minDr: 2,
      rows: [
        ['K/1', '1KIA'],
        ['-', 'PTC'],
      ],
    });
    expect([1, 2, 3, 9].map((dr) => resultName(iftResult(mini, 4, dr)))).toEqual(['1KIA', '1KIA', 'PTC', 'PTC']);
    expect(IftTableSchema.safeParse({ columns: [2, 4], minDr: 0, rows: [['K/1']] }).success).toBe(false);
  });
});
