// The tunnel rules' client (B8.6-B8.63): log lines, buttons, the board marks and the recording of
// tunnels in setup (./panel.ts).
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import { namedLabel } from '../read';
import { tunnelsBoard } from './board';
import { tunnelsPanel } from './panel';
import type { ClientArea, UnitWho } from '../registry';
import { tunnelsEventLine } from './events';

const server = (l: LegalCommand, who: UnitWho) => namedLabel(l.label, who);

export const tunnelsArea: ClientArea = {
  id: 'tunnels',
  panel: tunnelsPanel,
  board: tunnelsBoard,
  eventLine: (e, names) => tunnelsEventLine(e, names.side),
  entryTexts: {
    recordTunnels: () => 'Record your tunnels (B8.6)',
    enterTunnel: server,
    emergeFromTunnel: server,
    discoverTunnelEntrance: server,
  },
};
