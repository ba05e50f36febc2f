import { serverLabel } from '../read';
import { heroesAndLeadersBoard } from './board';
import { heroesAndLeadersPanel } from './panel';
import type { ClientArea, HexPick } from '../registry';
import { impulseEventLine } from './events';
import { impulseCommand, impulseHexes, readImpulseChoices } from './impulses';

const pick: HexPick = {
  hexes: (l) => {
    const c = readImpulseChoices(l);
    return c ? impulseHexes(c) : [];
  },
  command: (l, hex) => {
    const c = readImpulseChoices(l);
    return c ? impulseCommand(c, hex) : null;
  },
  picked: true,
};

export const heroesAndLeadersArea: ClientArea = {
  id: 'heroesAndLeaders',
  board: heroesAndLeadersBoard,
  panel: heroesAndLeadersPanel,
  eventLine: (e, names) => impulseEventLine(e, names.side),
  entryTexts: { activate: serverLabel, networkMove: serverLabel, leaveNetwork: serverLabel },
  hexPicks: { activate: pick, networkMove: pick },
};
