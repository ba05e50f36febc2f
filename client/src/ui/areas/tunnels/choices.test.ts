import { emergeLabel, enterTunnelOption, entranceAt, recordTunnelsCommand, tunnelInput, tunnelName } from './choices';

const foxhole = { id: 'F1', hex: '72K3', kind: 'foxhole', side: 'B' as const, squads: 2 };
const trench = { id: 'F2', hex: '72J6', kind: 'trench', side: 'B' as const };
const pillbox = { id: 'F3', hex: '72I8', kind: 'pillbox', side: 'A' as const };
const forts = [foxhole, trench, pillbox];

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
