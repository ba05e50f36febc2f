// The water rules in the match page's panel: the river's depth and Current once known (B21.121, B21.122).
import { currentText, readWater } from '../../terrain/water';
import type { AreaPanel } from '../registry';

export const waterPanel: AreaPanel = {
  line: {
    testid: 'current',
    className: 'water-line',
    text: (_page, v) => {
      const river = readWater(v.modules).river;
      return river ? currentText(river) : '';
    },
  },
};
