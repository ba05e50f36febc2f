// The Sniper counters on the board (A14.2): public, in their hexes, for every viewer; none once
// removed from play (A14.1).
import type { StackItem } from '../../counters/stack';
import type { AreaBoard } from '../registry';

function counter(side: 'A' | 'B', san: number, hex: string): StackItem {
  return {
    kind: 'piece',
    layer: 'top',
    label: `Sniper ${san}`,
    side,
    title: `side ${side}'s Sniper counter in ${hex}, SAN ${san} (A14.1, A14.2)`,
    concealed: false,
  };
}

export const snipersBoard: AreaBoard = {
  pieces: (view) => {
    const s = view.modules.snipers;
    const out: { hex: string; item: StackItem }[] = [];
    for (const side of ['A', 'B'] as const) {
      const c = s?.[side];
      if (c?.hex) out.push({ hex: c.hex, item: counter(side, c.san, c.hex) });
    }
    return out;
  },
};
