// The heroes-and-leaders variant's client: its impulses (HL.3), the sewer network (HL.2, HL.4), in the
// log, on the buttons and as board picks (the hexes one may activate, a network move's destinations).
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import { namedLabel } from '../read';
import { heroesAndLeadersBoard } from './board';
import { heroesAndLeadersPanel } from './panel';
import type { ClientArea, HexPick, UnitWho } from '../registry';
import { impulseEventLine } from './events';
import { impulseCommand, impulseHexes, readImpulseChoices } from './impulses';

const server = (l: LegalCommand, who: UnitWho) => namedLabel(l.label, who);

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
  entryTexts: { activate: server, networkMove: server, leaveNetwork: server },
  hexPicks: { activate: pick, networkMove: pick },
};
