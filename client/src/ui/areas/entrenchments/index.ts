// The entrenchment rules' client (B27): Entrenching Attempts and units set up beneath a counter in the
// log, the setup's buttons and board pick (./panel.ts). The counters themselves are chapter B
// fortifications the core draws (counters/fortifications.ts).
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import { known, namedLabel, unitsOrConcealed } from '../read';
import { entrenchmentsPanel } from './panel';
import type { ClientArea, UnitWho } from '../registry';

const server = (l: LegalCommand, who: UnitWho) => namedLabel(l.label, who);

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
    removeEntrenchment: server,
    setUpBeneath: server,
    entrench: server,
  },
};
