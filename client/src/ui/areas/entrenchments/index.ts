import { known, serverLabel, unitsOrConcealed } from '../read';
import { entrenchmentsPanel } from './panel';
import type { ClientArea } from '../registry';

export const entrenchmentsArea: ClientArea = {
  id: 'entrenchments',
  panel: entrenchmentsPanel,
  eventLine: (raw) => {
    const e = known(raw);
    if (e?.type === 'entrenchingAttempt')
      return `Entrenching Attempt by ${unitsOrConcealed(e.data.units)} in ${e.data.hex}: ${e.data.success ? 'a foxhole, they are beneath it' : 'failed'}; all TI (${e.data.rule})`;
    if (e?.type === 'setUpBeneath')
      return `${unitsOrConcealed(e.data.units)} set up ${e.data.beneath ? 'beneath' : 'on top of'} the counter in ${e.data.hex} (${e.data.rule})`;
    return null;
  },
  entryTexts: {
    placeEntrenchment: () => 'Place entrenchments (B27.1)',
    removeEntrenchment: serverLabel,
    setUpBeneath: serverLabel,
    entrench: serverLabel,
  },
};
