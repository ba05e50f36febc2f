// The CC declaration built in the Actions panel (A11.12) and the odds it shows (A11.11, A11.19).
import { addCurrent, allTogether, declaration, newDraft, oddsText, used, type CcChoices } from './ccDeclaration';

// the printed CC Table, black Kill Numbers (A11.11)
const killTable = {
  columns: [
    [[1, 8], 1],
    [[1, 6], 2],
    [[1, 4], 3],
    [[1, 2], 4],
    [[1, 1], 5],
    [[3, 2], 6],
    [[2, 1], 7],
    [[3, 1], 8],
    [[4, 1], 9],
    [[6, 1], 10],
    [[8, 1], 11],
    [[10, 1], 12],
  ] as [[number, number], number][],
  below: 0,
  above: 13,
};
const choices: CcChoices = {
  location: '71A1',
  attackers: ['B01', 'B02', 'B03'],
  targets: ['A04', 'A05'],
  smc: [],
  concealed: true,
  fp: { B01: 4, B02: 4, B03: 4, A04: 4, A05: 4 },
  killTable,
};

describe('CC declaration panel logic', () => {
  it('A11.11: three 4 FP squads against one 4 FP squad read 3-1, Kill Number 8; 7 to 4 rounds down to 3-2 (Kill Number 6)', () => {
    expect(oddsText(choices, { attackers: ['B01', 'B02', 'B03'], targets: ['A04'], concealed: false })).toBe(
      '12 FP vs 4 FP: 3-1, Kill Number 8 (A11.11)',
    );
    expect(oddsText({ ...choices, fp: { ...choices.fp, B01: 7 } }, { attackers: ['B01'], targets: ['A04'], concealed: false })).toBe(
      '7 FP vs 4 FP: 3-2, Kill Number 6 (A11.11)',
    );
  });

  it('A11.19: against the "?" the FP is halved and the odds stay open', () => {
    expect(oddsText(choices, { attackers: ['B01'], targets: [], concealed: true })).toBe(
      '4 FP, halved to 2 against the "?" (A11.19): the odds depend on the units under the "?"',
    );
  });

  it('A11.12: attacks are added one by one, their units used once, and declared together', () => {
    const d = newDraft('71A1');
    d.current.attackers.add('B01').add('B02');
    d.current.targets.add('A04');
    addCurrent(d);
    expect(used(d)).toEqual({ attackers: new Set(['B01', 'B02']), targets: new Set(['A04']), concealed: false });
    d.current.attackers.add('B03');
    d.current.concealed = true;
    expect(declaration('declareCloseCombat', d)).toEqual({
      type: 'declareCloseCombat',
      location: '71A1',
      attacks: [
        { attackers: ['B01', 'B02'], targets: ['A04'] },
        { attackers: ['B03'], targets: [], concealed: true },
      ],
    });
    expect(allTogether('answerCloseCombat', choices)).toEqual({
      type: 'answerCloseCombat',
      location: '71A1',
      attacks: [{ attackers: ['B01', 'B02', 'B03'], targets: ['A04', 'A05'], concealed: true }],
    });
  });

  it('declaring nothing is a declaration too (A11.12: not all units have to attack)', () => {
    expect(declaration('answerCloseCombat', newDraft('71A1'))).toEqual({ type: 'answerCloseCombat', location: '71A1', attacks: [] });
  });
});
