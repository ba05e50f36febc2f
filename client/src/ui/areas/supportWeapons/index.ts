import { known, serverLabel } from '../read';
import type { ClientArea } from '../registry';
import { supportWeaponsBoard } from './board';

export const supportWeaponsArea: ClientArea = {
  id: 'supportWeapons',
  board: supportWeaponsBoard,
  eventLine: (raw) => {
    const e = known(raw);
    switch (e?.type) {
      case 'multipleRof': {
        const rof = `ROF ${e.data.rof}${e.data.captured ? ', one less: captured' : ''}`;
        return e.data.kept
          ? `${e.data.unit} keeps its Multiple ROF (colored dr ${e.data.colored} <= ${rof}): it may fire again this phase (${e.data.rule})`
          : `${e.data.unit} has fired (colored dr ${e.data.colored} > ${rof}) (${e.data.rule})`;
      }
      case 'mgMalfunctioned':
        if (e.data.eliminated)
          return `${e.data.unit} is eliminated: Original DR ${e.data.original} reaches the X# of a captured weapon (A.11, ${e.data.rule})`;
        return `${e.data.unit} malfunctions: Original DR ${e.data.original} >= B# ${e.data.breakdown}${e.data.captured ? ' (two less: captured)' : ''} (${e.data.rule})`;
      case 'mgDismantled':
        return `${e.data.by} dismantles ${e.data.unit}: it does not fire while dm (${e.data.rule})`;
      case 'mgAssembled':
        return `${e.data.by} assembles ${e.data.unit} (${e.data.rule})`;
      case 'swRecovery':
        return `${e.data.unit} tries to recover ${e.data.sw}: dr ${e.data.dr}${e.data.final !== e.data.dr ? `, Final ${e.data.final}` : ''} ${e.data.recovered ? `< ${e.data.below}: recovered${e.data.captured ? ' (captured, A21.1)' : ''}` : `>= ${e.data.below}: not recovered`} (${e.data.rule})`;
      case 'mgRepair':
        return `Repair of ${e.data.unit}: dr ${e.data.dr}, ${e.data.result === 'none' ? 'still malfunctioned' : e.data.result} (${e.data.rule})`;
      default:
        return null;
    }
  },
  entryTexts: { repairMg: serverLabel, dismantleMg: serverLabel, assembleMg: serverLabel, recoverSw: serverLabel },
};
