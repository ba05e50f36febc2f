// The Sniper rules' client (A14): each side's Sniper counter on the board (public: A14.2 places it in
// the open) and the Sniper attacks and SAN changes in the log. The dice panel explains each roll from
// its own roll event (A14.2 attack dr, Random Location, A0.9 Random Selection).
import { known } from '../read';
import type { ClientArea } from '../registry';
import { snipersBoard } from './board';
import { sniperAttackLine } from './events';

export const snipersArea: ClientArea = {
  id: 'snipers',
  board: snipersBoard,
  eventLine: (raw, names) => {
    const e = known(raw);
    switch (e?.type) {
      case 'sniperAttack':
        return sniperAttackLine(e.data, names);
      case 'sanChanged':
        return `${names.side(e.data.side)}' SAN is now ${e.data.san}${e.data.removed ? ': their Sniper counter leaves play' : ''} (${e.data.rule})`;
      default:
        return null;
    }
  },
};
