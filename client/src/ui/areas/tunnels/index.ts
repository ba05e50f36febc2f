import { serverLabel } from '../read';
import { tunnelsBoard } from './board';
import { tunnelsPanel } from './panel';
import type { ClientArea } from '../registry';
import { tunnelsEventLine } from './events';

export const tunnelsArea: ClientArea = {
  id: 'tunnels',
  panel: tunnelsPanel,
  board: tunnelsBoard,
  eventLine: (e, names) => tunnelsEventLine(e, names.side),
  entryTexts: {
    recordTunnels: () => 'Record your tunnels (B8.6)',
    enterTunnel: serverLabel,
    emergeFromTunnel: serverLabel,
    discoverTunnelEntrance: serverLabel,
  },
};
