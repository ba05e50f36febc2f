// The heroes-and-leaders sewer networks (HL.1-HL.8). A Sewer Location beneath each Manhole Location
// (and a Tunnel Location at each tunnel node) is a separate Location one level lower whose units are in
// normal enemy LOS as at the hex's level (HL.1: "not underground"), never overstacked, with no TEM
// (HL.8). Networks (network.ts) join Sewer Locations, Tunnels, Bunkers, Stone Buildings and
// Fortresses; sewer movement (networkMove.ts) goes from node to node within six hexes without
// Opportunity Fire; units come up into the Manhole Location (leaveNetwork.ts); broken units rout
// through (routing.ts). Melee where a sewer move ends among enemy units is the core's CCPh (HL.5).
import type { EntryEffect, EntryQuery } from '../../engine/entry';
import type { GameContext, RuleModule } from '../../engine/module';
import type { UnitCondition } from '../../engine/conditions';
import type { GameState, UnitState } from '../../engine/state';
import type { SewerNetworkView } from '../../protocol/moduleViews';
import { perState } from '../../engine/settled';
import { locationKey } from '../../units/location';
import { leaveNetwork } from './leaveNetwork';
import { closed, isNetworkPlace, MODULE, networkNodes, SEWER_PLACE, TUNNEL_PLACE, validateNetworks } from './network';
import { networkMove } from './networkMove';
import { NetworkParams, NetworkScenarioRules } from './params';
import { routBy, routWays } from './routing';

const NETWORK_KIND = { underground: false, los: 'normal', strictStacking: true, terrainTem: false } as const;

/** Units enter and leave the network Locations only by this module's commands (HL.2: only at the nodes). */
function entryCost(_ctx: GameContext, _state: GameState, q: EntryQuery): readonly EntryEffect[] {
  if (isNetworkPlace(q.to) || isNetworkPlace(q.from))
    return [{ kind: 'forbid', reason: 'Sewer and Tunnel Locations are entered and left by sewer movement only', rule: 'HL.2' }];
  return NO_EFFECTS;
}

// the hooks below are asked for every destination of every stack (entryCost) and every unit (unitConditions) in a legal(): "nothing" is one shared empty list
const NO_EFFECTS: readonly EntryEffect[] = [];
const NO_CONDITIONS: readonly UnitCondition[] = [];

/** A11.7 (our reading for an impulse): units in a Location with enemy units are in Melee and neither move nor fire until the CCPh. */
function unitConditions(_ctx: GameContext, state: GameState, u: UnitState): readonly UnitCondition[] {
  if (u.eliminated || !u.loc) return NO_CONDITIONS;
  const sides = occupants(state, () => sidesByLocation(state)).get(locationKey(u.loc));
  const melee = sides !== undefined && (sides.size > 1 || !sides.has(u.side));
  return melee ? [{ kind: 'inactive', reason: 'in Melee with enemy units in its Location', rule: 'A11.7' }] : NO_CONDITIONS;
}

/** The sides with units (not eliminated, no Dummies) in each Location: once per settled state, not once per unit asked about. */
const occupants = perState<ReadonlyMap<string, ReadonlySet<string>>>();
function sidesByLocation(state: GameState): ReadonlyMap<string, ReadonlySet<string>> {
  const out = new Map<string, Set<string>>();
  for (const e of Object.values(state.units)) {
    if (e.eliminated || e.kind === 'dummy' || !e.loc) continue;
    const key = locationKey(e.loc);
    let sides = out.get(key);
    if (!sides) out.set(key, (sides = new Set()));
    sides.add(e.side);
  }
  return out;
}

function view(ctx: GameContext): SewerNetworkView {
  const nodes = networkNodes(ctx).map((n) => ({
    hex: n.hex,
    kind: n.kind,
    network: n.network,
    ...(closed(ctx, n.hex) ? { closed: true } : {}),
  }));
  return { nodes, reach: NetworkParams.of(ctx).networkReach };
}

export const sewerNetworkModule: RuleModule = {
  id: MODULE,
  rules: ['HL.1', 'HL.2', 'HL.3', 'HL.4', 'HL.5', 'HL.6', 'HL.7', 'HL.8'],
  commands: [networkMove, leaveNetwork],
  params: NetworkParams.schema,
  scenarioRules: NetworkScenarioRules.schema,
  locationKinds: [
    { id: SEWER_PLACE, ...NETWORK_KIND },
    { id: TUNNEL_PLACE, ...NETWORK_KIND },
  ],
  init(ctx) {
    validateNetworks(ctx);
    return {};
  },
  entryCost,
  unitConditions,
  routWays,
  routBy,
  view,
};
