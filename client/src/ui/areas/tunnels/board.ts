// The tunnel rules on the board: the "Sewer ?" counter over units in a tunnel, at the entrance they will
// come out of (B8.61), and the tunnel entrances this viewer knows (B8.6: its own; the enemy's once discovered).
import { centre } from '@hexfog/shared/hex/index';
import { readTunnels, tunnelEntranceMark, undergroundMarker } from '../../counters/underground';
import type { AreaBoard } from '../registry';

export const tunnelsBoard: AreaBoard = {
  pieces: (view) =>
    readTunnels(view.modules).stacks.map((st) => ({
      hex: st.hex,
      item: { ...undergroundMarker(st, 'tunnel'), marker: { kind: 'sewer' as const } },
    })),
  marks: (view) =>
    readTunnels(view.modules).entrances.map((hex) => ({
      hex,
      layer: 'under' as const,
      art: (cell) => tunnelEntranceMark(hex, centre(cell)),
    })),
};
