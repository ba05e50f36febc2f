// The heroes-and-leaders sewer networks (HL.1, HL.2, HL.6, HL.8): which hexes are nodes, of which
// network, where a stack stands in each (a Sewer Location beneath a manhole, a Tunnel Location, or the
// ground Location of a Bunker, Stone Building or Fortress hex), which nodes are closed by Rubble or
// Blaze, and which other nodes one sewer movement reaches.
import { ScenarioValidationError } from '../../engine/context';
import type { GameContext } from '../../engine/module';
import { hexesOnLine } from '../../map/los';
import { ground, type Location } from '../../units/location';
import { hexDistance } from '../core/sight';
import { NetworkParams, NetworkScenarioRules, type NodeKind } from './params';

export const MODULE = 'sewerNetwork';
/** HL.1: the Location beneath a Manhole Location, one level lower, in normal LOS. */
export const SEWER_PLACE = 'sewer';
/** HL.4: a Tunnel Location of the network (our reading: like a Sewer Location in every respect). */
export const TUNNEL_PLACE = 'tunnel';

export interface NetworkNode {
  readonly hex: string;
  readonly kind: NodeKind;
  readonly network: string;
}

const cache = new WeakMap<object, readonly NetworkNode[]>();

/** Every node of every network (canonical hex names); the default is one network of all manholes (HL.2, our reading). */
export function networkNodes(ctx: GameContext): readonly NetworkNode[] {
  const key = NetworkScenarioRules.of(ctx); // one parsed rules object per match context
  let out = cache.get(key);
  // Stryker disable next-line ConditionalExpression: recomputing instead of reading the cache gives the same nodes (the cache saves time only)
  if (!out) cache.set(key, (out = computeNodes(ctx)));
  return out;
}

function computeNodes(ctx: GameContext): NetworkNode[] {
  const spec = NetworkScenarioRules.of(ctx).sewerNetworks;
  if (!spec) {
    const manholes = ctx.map.hexes().filter((c) => ctx.map.isManholeLocation(c.hex));
    return manholes.map((c) => ({ hex: c.name, kind: 'manhole', network: 'sewers' }));
  }
  return spec.flatMap((n) => n.nodes.map((x) => ({ hex: ctx.map.byName(x.hex)?.name ?? x.hex, kind: x.kind, network: n.id })));
}

/** The node's own Location: the Sewer or Tunnel Location beneath it, or its ground Location. */
export function nodeLocation(node: Pick<NetworkNode, 'hex' | 'kind'>): Location {
  if (node.kind === 'manhole') return { hex: node.hex, place: SEWER_PLACE, level: -1 };
  if (node.kind === 'tunnel') return { hex: node.hex, place: TUNNEL_PLACE, level: -1 };
  return ground(node.hex);
}

/**
 * HL.2: where a stack may go into or come out of the network. The text links Stone Buildings to it ("a
 * Sewer Location connect others Sewer Location, Bunkers, Tunnels, and/or Stone Buildings") and then limits
 * "Entrance to and exit from the Sewer system ... to Sewer, Tunnels, Bunker or Fortress Locations": a
 * stone building node stays a node of its network (validated, drawn), but no sewer movement or rout
 * through the network starts or ends there.
 */
export function isEntrance(node: Pick<NetworkNode, 'kind'>): boolean {
  return node.kind !== 'stoneBuilding';
}

export function isNetworkPlace(loc: Location | undefined): boolean {
  return !!loc && (loc.place === SEWER_PLACE || loc.place === TUNNEL_PLACE);
}

export function nodesAt(ctx: GameContext, hex: string): NetworkNode[] {
  return networkNodes(ctx).filter((n) => n.hex === hex);
}

/** HL.8: Rubble (map terrain) or Blaze (scenario rule) over the node: "as if no Sewer exists therein". */
export function closed(ctx: GameContext, hex: string): boolean {
  return (
    ctx.map.byName(hex)?.spec.terrain === 'rubble' || NetworkScenarioRules.of(ctx).blaze.some((b) => (ctx.map.byName(b)?.name ?? b) === hex)
  );
}

/** HL.6: "Sewer movement cannot be used to move beneath any Water Obstacle hex" (the straight line between the nodes). */
export function beneathWater(ctx: GameContext, from: string, to: string): boolean {
  return hexesOnLine(ctx.map, ctx.map.byName(from)!.hex, ctx.map.byName(to)!.hex).some((c) => c.terrain.waterObstacle);
}

/** The other open nodes of the networks of `hex` within reach (HL.3, HL.4), entrances only (HL.2, `isEntrance`), none beneath water (HL.6). */
export function reachableNodes(ctx: GameContext, hex: string): NetworkNode[] {
  const reach = NetworkParams.of(ctx).networkReach;
  const nets = new Set(nodesAt(ctx, hex).map((n) => n.network));
  const out = new Map<string, NetworkNode>();
  for (const n of networkNodes(ctx)) {
    if (!nets.has(n.network) || n.hex === hex || out.has(n.hex) || !isEntrance(n) || closed(ctx, n.hex)) continue;
    if (hexDistance(ctx, hex, n.hex) > reach || beneathWater(ctx, hex, n.hex)) continue;
    out.set(n.hex, n);
  }
  // Stryker disable next-line EqualityOperator: `<=` is the same order, `out` holds each hex once (never two equal names)
  return [...out.values()].sort((x, y) => (x.hex < y.hex ? -1 : 1));
}

/** HL.2, HL.6: the scenario's networks checked against the map when the match is built. */
export function validateNetworks(ctx: GameContext): void {
  const problems: string[] = [];
  const reach = NetworkParams.of(ctx).networkReach;
  const spec = NetworkScenarioRules.of(ctx).sewerNetworks ?? [];
  for (const b of NetworkScenarioRules.of(ctx).blaze) if (!ctx.map.byName(b)) problems.push(`rules.blaze: ${b} is not a hex of the map`);
  for (const net of spec) {
    const nodes = net.nodes.map((n) => ({ ...n, cell: ctx.map.byName(n.hex) }));
    for (const n of nodes) {
      const at = `rules.sewerNetworks ${net.id}: ${n.hex}`;
      if (!n.cell) problems.push(`${at} is not a hex of the map`);
      else if (n.kind === 'manhole' && !ctx.map.isManholeLocation(n.cell.hex)) problems.push(`${at} is no Manhole Location (HL.1)`);
      else if (n.kind === 'stoneBuilding' && n.cell.spec.terrain !== 'stoneBuilding') problems.push(`${at} is no stone building (HL.2)`);
      else if (n.cell.terrain.waterObstacle) problems.push(`${at} is a Water Obstacle hex (HL.6)`);
    }
    if (new Set(nodes.map((n) => n.cell?.name ?? n.hex)).size < nodes.length)
      problems.push(`rules.sewerNetworks ${net.id}: a hex is listed twice`);
    for (const n of nodes) {
      if (!n.cell) continue;
      const near = nodes.some((o) => o !== n && o.cell && hexDistance(ctx, n.cell!.name, o.cell.name) <= reach);
      if (!near)
        problems.push(`rules.sewerNetworks ${net.id}: ${n.hex} is not within ${reach} hexes of another node of its network (HL.2)`);
    }
  }
  if (new Set(spec.map((n) => n.id)).size < spec.length) problems.push('rules.sewerNetworks: a network id is used twice');
  if (problems.length) throw new ScenarioValidationError(ctx.scenario.id, problems);
}
