// The heroes-and-leaders sewer networks on the board (HL.2): each node's mark, under the stacks (a
// printed manhole gets none of its own: the map shows it).
import { centre } from '@hexfog/shared/hex/index';
import { networkNodeMark, readSewerNetwork } from './network';
import type { AreaBoard } from '../registry';

export const heroesAndLeadersBoard: AreaBoard = {
  marks: (view, map) =>
    readSewerNetwork(view.modules).nodes.map((node) => ({
      hex: node.hex,
      layer: 'under',
      art: (cell) => networkNodeMark(node, centre(cell), map.isManholeLocation(cell)),
    })),
};
