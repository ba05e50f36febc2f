// The Sniper rules' client (A14): each side's Sniper counter on the board (public: A14.2 places it in
// the open) and the Sniper attacks and SAN changes in the log. The dice panel explains each roll from
// its own roll event (A14.2 attack dr, Random Location, A0.9 Random Selection).
import { known, strs } from '../read';
import type { ClientArea, HexPick } from '../registry';
import { snipersBoard } from './board';
import { sniperAttackLine } from './events';

/** A14.2: the Sniper counter is placed by clicking one of the hexes offered. */
const placeSniper: HexPick = {
  hexes: (l) => strs(l.choices, 'hexes'),
  command: (_l, hex) => ({ type: 'placeSniper', hex }),
  notAnOption: () =>
    'A14.2: a Sniper counter goes in an unoccupied hex within six hexes of as many enemy-occupied hexes as possible (the highlighted ones)',
};

export const snipersArea: ClientArea = {
  id: 'snipers',
  board: snipersBoard,
  entryTexts: { placeSniper: () => 'Place your Sniper counter: click a highlighted hex (A14.2)' },
  pendingTexts: {
    sniperPlacement: {
      ask: () => 'Place your Sniper counter before play: click a highlighted hex (A14.2)',
      wait: 'place their Sniper counter (A14.2)',
    },
  },
  hexPicks: { placeSniper },
  eventLine: (raw, names) => {
    const e = known(raw);
    switch (e?.type) {
      case 'sniperAttack':
        return sniperAttackLine(e.data, names);
      case 'sniperPlaced':
        return `${names.side(e.data.side)} place their Sniper counter in ${e.data.hex} (${e.data.rule})`;
      case 'sanChanged':
        return `${names.side(e.data.side)}' SAN is now ${e.data.san}${e.data.removed ? ': their Sniper counter leaves play' : ''} (${e.data.rule})`;
      default:
        return null;
    }
  },
};
