// The sewer rules on the board: the public "Sewer ?" / "Lost ?" counters (B8.41; their owner also sees
// the units beneath, in the stack viewer) and a Rubble counter on a rubbled Sewer Location's manhole (B8.5).
import type { View } from '@hexfog/shared/protocol/index';
import type { StackItem } from '../../counters/stack';
import { undergroundMarker } from '../../counters/underground';
import type { AreaBoard } from '../registry';

function rubble(hex: string): StackItem {
  return {
    kind: 'piece',
    layer: 'top',
    label: 'Rubble',
    side: 'none',
    title: `the Sewer Location beneath ${hex} is rubbled (B8.5)`,
    concealed: false,
    marker: { kind: 'rubble' },
  };
}

export const sewersBoard: AreaBoard = {
  pieces: (view: View) => [
    ...(view.modules.sewers?.stacks ?? []).map((st) => ({
      hex: st.hex,
      item: { ...undergroundMarker(st, 'sewer'), marker: { kind: st.kind === 'lost' ? ('lost' as const) : ('sewer' as const) } },
    })),
    ...(view.modules.sewers?.rubbled ?? []).map((hex) => ({ hex, item: rubble(hex) })),
  ],
};
