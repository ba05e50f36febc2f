import type { ModuleViews } from '@hexfog/shared/protocol/index';
import { titleOf } from '../art';
import { readTunnels, tunnelEntranceMark, undergroundMarker } from './underground';

describe('B8.41, B8.61 "Sewer ?" counters in sewers and tunnels', () => {
  it('one drawing for both: the same "Sewer ?" / "Lost ?" counter, the tooltip says sewer or tunnel', () => {
    const m = { id: 'S1', side: 'A' as const, kind: 'sewer', hex: '72I5', discovered: false };
    const sewer = undergroundMarker(m, 'sewer');
    const tunnel = undergroundMarker(m, 'tunnel');
    expect({ ...tunnel, title: '' }).toEqual({ ...sewer, title: '' });
    expect(sewer).toMatchObject({
      label: 'Sewer ?',
      concealed: true,
      layer: 'top',
      title: 'S1: "Sewer ?" in the sewer beneath 72I5 (B8.41)',
    });
    expect(tunnel.title).toBe('S1: "Sewer ?" in the tunnel beneath 72I5 (B8.61)');
    expect(undergroundMarker({ ...m, kind: 'lost', discovered: true }, 'sewer').label).toBe('Lost ?!');
    // the marker never names what is beneath it
    expect(Object.keys(sewer)).not.toContain('unit');
  });

  it('reads the tunnels view: its stacks and the entrances this viewer knows; nothing when absent or malformed', () => {
    expect(readTunnels({})).toEqual({ stacks: [], entrances: [] });
    expect(
      readTunnels({
        tunnels: { tunnels: [], stacks: [{ id: 'T1', side: 'B', kind: 'sewer', hex: '72J6' }], entrances: ['72I5', '72J6'], revealed: [] },
      }),
    ).toEqual({ stacks: [{ id: 'T1', side: 'B', kind: 'sewer', hex: '72J6' }], entrances: ['72I5', '72J6'] });
    expect(readTunnels({ tunnels: { stacks: 'nope' } } as unknown as ModuleViews)).toEqual({ stacks: [], entrances: [] });
  });

  it('B8.6: a known entrance is a small arch with its tooltip', () => {
    const mark = tunnelEntranceMark('72I5', { x: 3, y: 4 });
    expect(mark.attrs).toMatchObject({ class: 'tunnel-entrance', 'data-hex': '72I5' });
    expect(mark.children.some((c) => typeof c !== 'string' && c.tag === 'path' && /a 0\.11/.test(String(c.attrs['d'])))).toBe(true);
    expect(titleOf(mark)).toBe('tunnel entrance (B8.6)');
  });
});
