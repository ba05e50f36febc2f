import { known, serverLabel } from '../read';
import type { ClientArea } from '../registry';
import { supportWeaponsBoard } from './board';

export const supportWeaponsArea: ClientArea = {
  id: 'supportWeapons',
  board: supportWeaponsBoard,
  eventLine: (raw) => {
    const e = known(raw);
    switch (e?.type) {
      case 'multipleRof':
        return e.data.kept
          ? `${e.data.unit} keeps its Multiple ROF (colored dr ${e.data.colored} <= ROF ${e.data.rof}): it may fire again this phase (${e.data.rule})`
          : `${e.data.unit} has fired (colored dr ${e.data.colored} > ROF ${e.data.rof}) (${e.data.rule})`;
      case 'mgMalfunctioned':
        return `${e.data.unit} malfunctions: Original DR ${e.data.original} >= B# ${e.data.breakdown} (${e.data.rule})`;
      case 'mgRepair':
        return `Repair of ${e.data.unit}: dr ${e.data.dr}, ${e.data.result === 'none' ? 'still malfunctioned' : e.data.result} (${e.data.rule})`;
      default:
        return null;
    }
  },
  entryTexts: { repairMg: serverLabel },
};
