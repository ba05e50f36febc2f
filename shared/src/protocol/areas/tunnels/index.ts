// Tunnels (B8.6-B8.63) on the wire: registered in areas/index.ts.
import { areaWire } from '../areaWire';
import { tunnelsChoices } from './choices';
import { tunnelsEvents } from './events';
import type { TunnelsViews } from './view';

export type {
  OwnTunnelStackView,
  RevealedEntranceView,
  TunnelEntranceView,
  TunnelMarkerView,
  TunnelsView,
  TunnelsViews,
  TunnelView,
} from './view';

export const tunnelsWire = areaWire<TunnelsViews>()({
  area: 'tunnels',
  modules: ['tunnels'],
  events: tunnelsEvents,
  choices: tunnelsChoices,
});
