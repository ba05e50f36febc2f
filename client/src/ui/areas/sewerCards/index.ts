import { serverLabel } from '../read';
import { sewerCardsBoard } from './board';
import type { ClientArea } from '../registry';
import { sewerCardsEventLine } from './events';
import { sewerCardsPanel } from './panel';

export const sewerCardsArea: ClientArea = {
  id: 'sewerCards',
  board: sewerCardsBoard,
  panel: sewerCardsPanel,
  eventLine: (e) => sewerCardsEventLine(e),
  entryTexts: {
    enterSewerCard: serverLabel,
    sewerCardAdvance: serverLabel,
    emerge: serverLabel,
    sewerAssault: serverLabel,
    assault: serverLabel,
  },
};
