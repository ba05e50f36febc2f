// B8.6 on the board: a tunnel's two entrances are picked one after the other, the command records the
// side's whole list; a pick half made is named before "Finish setup" drops it (issue 35); another
// area's board pick ends this one.
import type { LegalCommand, View } from '@hexfog/shared/protocol/index';
import type { AreaPage } from '../registry';
import { toggleTunnelPick, tunnelsPanel } from './panel';

function fakePage(): AreaPage & { sent: Record<string, unknown>[] } {
  const sent: Record<string, unknown>[] = [];
  return {
    names: { side: (s) => s, unit: (t) => t },
    seat: 'A',
    picks: { busy: false, active: null, selectedUnit: 'A01', status: '', areaPick: null },
    render: () => undefined,
    send: async (c) => void sent.push(c),
    sent,
  };
}

const record: LegalCommand = {
  type: 'recordTunnels',
  label: 'Record tunnels',
  choices: { tunnels: 1, fortifiedBuildings: 0, hexes: ['72C3', '72D4', '72E5'] },
};
const view = { legal: [record], modules: {}, units: [] } as unknown as View;

describe('B8.6 recording a tunnel on the board', () => {
  it('first entrance, then the other: one recordTunnels command with both; the pick then ends', async () => {
    const page = fakePage();
    toggleTunnelPick(page);
    expect(page.picks.selectedUnit).toBeNull();
    expect([...tunnelsPanel.pickHexes!(page, view)!]).toEqual(['72C3', '72D4', '72E5']);
    expect(await tunnelsPanel.hexClicked!(page, view, '72C3')).toBe(true);
    // the first entrance is no longer offered for the second
    expect([...tunnelsPanel.pickHexes!(page, view)!]).toEqual(['72D4', '72E5']);
    expect(tunnelsPanel.unfinished!(page)).toMatch(/^The tunnel from 72C3 has one entrance only/);
    expect(await tunnelsPanel.hexClicked!(page, view, '72E5')).toBe(true);
    expect(page.sent).toEqual([{ type: 'recordTunnels', tunnels: [{ entrances: [{ hex: '72C3' }, { hex: '72E5' }] }] }]);
    expect(tunnelsPanel.pickHexes!(page, view)).toBeNull();
    expect(tunnelsPanel.unfinished!(page)).toBeNull();
  });

  it('a hex that cannot be an entrance says why and takes nothing', async () => {
    const page = fakePage();
    toggleTunnelPick(page);
    await tunnelsPanel.hexClicked!(page, view, '72C3');
    expect(await tunnelsPanel.hexClicked!(page, view, '72C3')).toBe(false);
    expect(page.picks.status).toMatch(/is the tunnel's first entrance already/);
    expect(await tunnelsPanel.hexClicked!(page, view, '71A1')).toBe(false);
    expect(page.picks.status).toBe('71A1 cannot be a tunnel entrance: pick a highlighted hex (B8.6)');
    expect(page.sent).toEqual([]);
  });

  it('another area taking the board pick ends this one (nothing half made is left behind)', async () => {
    const page = fakePage();
    toggleTunnelPick(page);
    await tunnelsPanel.hexClicked!(page, view, '72C3');
    page.picks.areaPick = 'entrenchments';
    expect(tunnelsPanel.pickHexes!(page, view)).toBeNull();
    expect(tunnelsPanel.unfinished!(page)).toBeNull();
  });
});
