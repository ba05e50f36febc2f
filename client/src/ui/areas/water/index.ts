// The water rules' client (B21): the river's conditions once rolled or known, ice breaking and giving
// way in the log. Fording is a move (its costs come with the move's choices); the river and its
// Current are drawn by terrain/water.ts.
import { known } from '../read';
import { waterBoard } from './board';
import { waterPanel } from './panel';
import type { ClientArea } from '../registry';

export const waterArea: ClientArea = {
  id: 'water',
  board: waterBoard,
  panel: waterPanel,
  eventLine: (raw) => {
    const e = known(raw);
    switch (e?.type) {
      case 'riverConditions':
        return `River: ${e.data.depth}, ${e.data.current} current flowing ${e.data.direction} (${e.data.rule})`;
      case 'iceBroken':
        return `The ice in ${e.data.hex} is broken: the hex is water again (${e.data.rule})`;
      case 'iceCollapsed':
        return `The ice in ${e.data.hex} gave way under ${e.data.tons} tons of vehicles (it holds ${e.data.limit}) (${e.data.rule})`;
      default:
        return null;
    }
  },
};
