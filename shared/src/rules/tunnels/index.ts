// The tunnels module (ASL B8.6-B8.63): tunnels recorded secretly before play (record.ts), going
// through one in the MPh and coming out in the APh (movement.ts), routing through one (routing.ts,
// through the rout module's `routWays` hook), and discovering and destroying an entrance
// (sighting.ts, discovery.ts). It brings the tunnel Location kind: below ground, out of every LOS
// (a unit in a tunnel never has LOS to an enemy unit and is never attacked: fire, Close Combat and
// DCs leave underground Locations alone), never overstacked, no TEM (B8.6, B8.61).
import type { RuleModule } from '../../engine/module';
import { phasingSide } from '../../engine/turn';
import { destroyDiscovered, discoverTunnelEntrance, resetAttempts } from './discovery';
import { eliminateStranded, emergeFromTunnel, emergeOutstanding, enterTunnel } from './movement';
import { TunnelParams, TunnelScenarioRules } from './params';
import { recordTunnels } from './record';
import { routBy, routWays } from './routing';
import { emptyTunnels, MODULE, readTunnels, stackUnits, tunnelLocation } from './state';
import { tunnelsView } from './view';

export const tunnelsModule: RuleModule = {
  id: MODULE,
  rules: ['B8.6', 'B8.61', 'B8.62', 'B8.63'],
  commands: [recordTunnels, enterTunnel, emergeFromTunnel, discoverTunnelEntrance],
  params: TunnelParams.schema,
  scenarioRules: TunnelScenarioRules.schema,
  locationKinds: [{ id: 'tunnel', underground: true, los: 'none', strictStacking: true, terrainTem: false }],
  init: () => emptyTunnels(),
  onPhaseStart: resetAttempts,
  onPhaseEnd(ctx) {
    if (ctx.state.status !== 'playing') return;
    if (ctx.state.phase === 'APh') eliminateStranded(ctx);
    if (ctx.state.phase === 'CCPh') destroyDiscovered(ctx);
  },
  blocksPhaseEnd(ctx, state) {
    const s = emergeOutstanding(ctx, state);
    return s ? { message: `${s.id} must advance out of the tunnel at ${s.hex}`, rule: 'B8.61' } : undefined;
  },
  routWays,
  routBy,
  view: tunnelsView,
  invariants(_ctx, state) {
    const out: string[] = [];
    const inStacks = new Set<string>();
    for (const s of Object.values(readTunnels(state).stacks)) {
      if (s.side !== phasingSide(state) || !['MPh', 'DFPh', 'AFPh', 'RtPh', 'APh'].includes(state.phase))
        out.push(`${s.id} is in a tunnel outside its side's MPh-APh (B8.61)`);
      for (const u of stackUnits(state, s)) {
        inStacks.add(u.id);
        if (JSON.stringify(u.loc) !== JSON.stringify(tunnelLocation(s.hex)))
          out.push(`${u.id} of ${s.id} is not in the tunnel beneath ${s.hex}`);
        if (!u.status.concealed) out.push(`${u.id} is in a tunnel without its "Sewer ?" (B8.61)`);
      }
    }
    for (const u of Object.values(state.units))
      if (!u.eliminated && u.loc?.place === 'tunnel' && !inStacks.has(u.id)) out.push(`${u.id} is in a tunnel outside any stack`);
    return out;
  },
};
