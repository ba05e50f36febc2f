// The sewer rules' client (B8.1-B8.5): log lines, decisions, buttons and board picks.
import { sewersBoard } from './board';
import type { ClientArea } from '../registry';
import { sewersEventLine } from './events';
import { sewersPanel } from './panel';
import { SEWER_ENTRIES, SEWER_PENDING, SEWER_PICKS } from './prompts';

export const sewersArea: ClientArea = {
  id: 'sewers',
  board: sewersBoard,
  eventLine: sewersEventLine,
  entryTexts: SEWER_ENTRIES,
  pendingTexts: SEWER_PENDING,
  hexPicks: SEWER_PICKS,
  panel: sewersPanel,
};
