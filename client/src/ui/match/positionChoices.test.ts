import { positionOptions, routPositionOptions } from './positionChoices';

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
