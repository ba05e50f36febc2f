import {
  allowanceLine,
  enterTunnelOption,
  emergeLabel,
  entranceAt,
  entrenchOptions,
  placeEntrenchmentCommand,
  positionOptions,
  recordTunnelsCommand,
  routPositionOptions,
  setUpBeneathOptions,
  tunnelInput,
  tunnelName,
} from './fortChoices';

const foxhole = { id: 'F1', hex: '72K3', kind: 'foxhole', side: 'B' as const, squads: 2 };
const trench = { id: 'F2', hex: '72J6', kind: 'trench', side: 'B' as const };
const pillbox = { id: 'F3', hex: '72I8', kind: 'pillbox', side: 'A' as const };
const forts = [foxhole, trench, pillbox];
const mf = (n: number) => ({ mf: n, parts: [] });

describe('B27.4 positions inside a Location, as buttons of the selected stack', () => {
  it('going beneath the foxhole of the own hex names the counter and the MF; the command is the own hex with the position', () => {
    const o = positionOptions(
      'move',
      { units: ['A01'], from: '72K3', to: ['72K4'], positions: [{ to: '72K3', position: 'beneath' }], costs: { '72K3:beneath': mf(1) } },
      forts,
    );
    expect(o).toEqual([
      {
        label: 'Beneath the foxhole 2S in 72K3 (1 MF)',
        rule: 'B27.4',
        command: { type: 'move', units: ['A01'], to: '72K3', position: 'beneath' },
      },
    ]);
  });

  it('another hex with a position is "Move to X, beneath ..."; into a pillbox says so (B30)', () => {
    const o = positionOptions(
      'move',
      {
        units: ['A01', 'A02'],
        from: '72I7',
        to: ['72I8'],
        positions: [
          { to: '72J6', position: 'beneath' },
          { to: '72I8', position: 'pillbox' },
        ],
        costs: { '72J6:beneath': mf(2) },
      },
      forts,
    );
    expect(o.map((x) => x.label)).toEqual(['Move to 72J6, beneath the trench (2 MF)', 'Move to 72I8, into the pillbox']);
    expect(o[1]!.command).toEqual({ type: 'move', units: ['A01', 'A02'], to: '72I8', position: 'pillbox' });
    expect(o[1]!.rule).toBe('B30');
  });

  it('leaving the own position is the own hex without a position, offered only when the own hex is among `to`', () => {
    const c = { units: ['A01'], from: '72J6', fromPosition: 'beneath', to: ['72J6', '72J7'], costs: { '72J6': mf(1) } };
    expect(positionOptions('move', c, forts)).toEqual([
      { label: 'Come out from beneath the trench (1 MF)', rule: 'B27.4', command: { type: 'move', units: ['A01'], to: '72J6' } },
    ]);
    expect(positionOptions('move', { ...c, to: ['72J7'] }, forts)).toEqual([]);
    expect(
      positionOptions('advance', { units: ['A01'], from: '72I8', fromPosition: 'pillbox', to: ['72I8'] }, forts).map((x) => x.label),
    ).toEqual(['Leave the pillbox']);
  });

  it('an advance has no costs and says "Advance to"', () => {
    const o = positionOptions(
      'advance',
      { units: ['A01'], from: '72K4', to: ['72K3'], positions: [{ to: '72K3', position: 'beneath' }] },
      forts,
    );
    expect(o.map((x) => [x.label, x.command['type']])).toEqual([['Advance to 72K3, beneath the foxhole 2S', 'advance']]);
  });
});

describe('B27.41 a rout stopping beneath a foxhole', () => {
  it('names the unit, the hex, the counter and the MF, and keeps Low Crawl', () => {
    const o = routPositionOptions(
      { unit: 'B02', from: '72K4', to: ['72K3'], positions: [{ to: '72K3', position: 'beneath', mf: 2 }], lowCrawl: true },
      forts,
    );
    expect(o).toEqual([
      {
        label: 'B02: rout to 72K3 beneath the foxhole 2S (2 MF)',
        rule: 'B27.41',
        command: { type: 'rout', unit: 'B02', to: '72K3', position: 'beneath', lowCrawl: true },
      },
    ]);
  });
});

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

describe('B8.6 tunnels', () => {
  it('B8.61 entering names both entrances and the units', () => {
    expect(enterTunnelOption({ units: ['A01', 'A02'], from: '72B3', to: '72D4' })).toEqual({
      label: 'Enter the tunnel at 72B3 (comes out at 72D4): A01, A02',
      rule: 'B8.61',
      command: { type: 'enterTunnel', units: ['A01', 'A02'], to: '72D4' },
    });
  });
  it('an entrance goes into the own pillbox or beneath the own entrenchment only when asked and one is there', () => {
    expect(entranceAt('72I8', true, forts, 'A')).toEqual({ hex: '72I8', into: 'pillbox' });
    expect(entranceAt('72I8', false, forts, 'A')).toEqual({ hex: '72I8' });
    expect(entranceAt('72K3', true, forts, 'B')).toEqual({ hex: '72K3', into: 'entrenchment' });
    expect(entranceAt('72K3', true, forts, 'A')).toEqual({ hex: '72K3' });
  });
  it('the recorded tunnels are named again as the command takes them; the command replaces the whole list', () => {
    const t = tunnelInput({
      entrances: [
        { hex: '72I8', position: 'pillbox', discovered: false, destroyed: false },
        { hex: '72K3', position: 'beneath', discovered: false, destroyed: false },
      ],
    });
    expect(t).toEqual([
      { hex: '72I8', into: 'pillbox' },
      { hex: '72K3', into: 'entrenchment' },
    ]);
    expect(tunnelName(t)).toBe('72I8 (inside the pillbox) – 72K3 (beneath the entrenchment)');
    expect(recordTunnelsCommand([t, [{ hex: '72B3' }, { hex: '72C3' }]])).toEqual({
      type: 'recordTunnels',
      tunnels: [{ entrances: t }, { entrances: [{ hex: '72B3' }, { hex: '72C3' }] }],
    });
    expect(recordTunnelsCommand([])).toEqual({ type: 'recordTunnels', tunnels: [] });
  });
});

describe('B8.61 coming out of a tunnel', () => {
  it('names the hex and the units of the own stack; the server’s label otherwise', () => {
    const stacks = [
      { id: 'TS1', hex: '72D4', units: ['A01', 'A02'] },
      { id: 'TS2', hex: '72D5' },
    ];
    expect(emergeLabel('Advance TS1 out', 'TS1', stacks)).toBe('Come out of the tunnel at 72D4: A01, A02');
    expect(emergeLabel('Advance TS2 out', 'TS2', stacks)).toBe('Advance TS2 out');
  });
});
