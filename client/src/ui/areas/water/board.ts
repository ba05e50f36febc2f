// The water rules on the board: the Current counter once the river's conditions are known (B21.121),
// at the river's first hex, drawn with the water.
import { centre } from '@hexfog/shared/hex/index';
import { currentCounter, currentHex, readWater } from '../../terrain/water';
import type { AreaBoard } from '../registry';

export const waterBoard: AreaBoard = {
  marks: (view, map) => {
    const river = readWater(view.modules).river;
    const at = river ? currentHex(map) : null;
    return river && at ? [{ hex: at.name, layer: 'water', art: (cell) => currentCounter(at.name, centre(cell), river) }] : [];
  },
};
