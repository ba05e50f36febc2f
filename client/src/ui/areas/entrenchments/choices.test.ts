import { allowanceLine, entrenchOptions, placeEntrenchmentCommand, setUpBeneathOptions } from './choices';

const foxhole = { id: 'F1', hex: '72K3', kind: 'foxhole', side: 'B' as const, squads: 2 };
const trench = { id: 'F2', hex: '72J6', kind: 'trench', side: 'B' as const };
const pillbox = { id: 'F3', hex: '72I8', kind: 'pillbox', side: 'A' as const };
const forts = [foxhole, trench, pillbox];

describe('B27.1 placing entrenchments in setup', () => {
  const c = { foxhole: { '72B3': 3, '72B4': 1 }, trench: ['72B3'], atDitch: [], left: { foxholeSquads: 3, trenches: 1, atDitches: 0 } };
  it('a foxhole gets the squads asked, no more than the hex takes; a kind not offered in that hex makes nothing', () => {
    expect(placeEntrenchmentCommand(c, 'foxhole', '72B3', 2)?.command).toEqual({
      type: 'placeEntrenchment',
      kind: 'foxhole',
      hex: '72B3',
      squads: 2,
    });
    expect(placeEntrenchmentCommand(c, 'foxhole', '72B4', 3)).toEqual({
      label: 'Place a foxhole 1S in 72B4',
      rule: 'B27.1',
      command: { type: 'placeEntrenchment', kind: 'foxhole', hex: '72B4', squads: 1 },
    });
    expect(placeEntrenchmentCommand(c, 'trench', '72B3', 1)?.command).toEqual({ type: 'placeEntrenchment', kind: 'trench', hex: '72B3' });
    expect(placeEntrenchmentCommand(c, 'trench', '72B4', 1)).toBeNull();
    expect(placeEntrenchmentCommand(c, 'atDitch', '72B3', 1)).toBeNull();
  });
  it('says what is left of the allowance', () => {
    expect(allowanceLine(c)).toBe('Left to place: foxholes for 3 squads · 1 trench · 0 A-T ditches');
  });
  it('units on top go beneath, units beneath come up, one button each', () => {
    const o = setUpBeneathOptions({ hex: '72K3', above: ['B01'], beneath: ['B02'] }, forts);
    expect(o.map((x) => x.label)).toEqual(['Set up B01 beneath the foxhole 2S in 72K3', 'Set up B02 on top of the foxhole 2S in 72K3']);
    expect(o.map((x) => x.command)).toEqual([
      { type: 'setUpBeneath', units: ['B01'], beneath: true },
      { type: 'setUpBeneath', units: ['B02'], beneath: false },
    ]);
  });
});

describe('B27.11 Entrenching Attempts', () => {
  it('one button per squad-equivalent, alone or led by each leader there', () => {
    const o = entrenchOptions({ hex: '72C4', groups: [['A01'], ['A03', 'A04']], leaders: ['A09'] });
    expect(o.map((x) => x.label)).toEqual([
      'Entrenching attempt in 72C4: A01',
      'Entrenching attempt in 72C4: A01 led by A09',
      'Entrenching attempt in 72C4: A03 + A04',
      'Entrenching attempt in 72C4: A03 + A04 led by A09',
    ]);
    expect(o[3]!.command).toEqual({ type: 'entrench', units: ['A03', 'A04'], leaders: ['A09'] });
  });
});
