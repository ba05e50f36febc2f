// The sewer rules in the Selected hex panel: the "Sewer ?" / "Lost ?" counters beneath the hex, with
// what is beneath them for their owner (B8.41).
import { undergroundRowText } from '../../counters/underground';
import { h } from '../../dom';
import type { AreaPanel } from '../registry';

export const sewersPanel: AreaPanel = {
  selection: (page, v, hex) =>
    (v.modules.sewers?.stacks ?? [])
      .filter((st) => st.hex === hex)
      .map((st) => h('div', { class: 'unit-row' }, undergroundRowText(st, 'sewer', page.names.side))),
};
