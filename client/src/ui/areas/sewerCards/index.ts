// The sewer-cards variant's client: Sewer cards (SC.1-SC.6) and activation tokens (SC.7) in the log and
// on the buttons; its panel (./panel.ts) and counters (./art.ts) are drawn by the match page and board.
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import { namedLabel } from '../read';
import { sewerCardsBoard } from './board';
import type { ClientArea, UnitWho } from '../registry';
import { sewerCardsEventLine } from './events';
import { sewerCardsPanel } from './panel';

const server = (l: LegalCommand, who: UnitWho) => namedLabel(l.label, who);

export const sewerCardsArea: ClientArea = {
  id: 'sewerCards',
  board: sewerCardsBoard,
  panel: sewerCardsPanel,
  eventLine: (e) => sewerCardsEventLine(e),
  entryTexts: { enterSewerCard: server, sewerCardAdvance: server, emerge: server, sewerAssault: server, assault: server },
};
