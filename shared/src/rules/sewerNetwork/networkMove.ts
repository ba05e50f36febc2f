// Sewer movement through a network (HL.3, HL.4, HL.5, HL.6): a Hero alone, or a Leader and all the
// units stacked with him, who began the impulse in a node hex, go as one stack to another node of the
// same network within six hexes; never from or to a stone building node (HL.2, network.ts `isEntrance`).
// Heroes and Leaders need a "Sewer Rat" skill card (its use reveals a hidden card); squads and
// half-squads go only with such a Leader (a Hero goes alone: see `guideOf`); Good Order Infantry only,
// of a side granted Sewer Movement capability. The move is not subject to Opportunity Fire (no entry
// hooks run). Into an enemy-occupied node the stack goes into the enemy's Location: Melee follows in
// the CCPh by the standard rules (HL.5, the closeCombat module).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { unitCondition } from '../../engine/hooks';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { actsFor } from '../../engine/turn';
import { isInfantry } from '../../units/catalog';
import { copyLocation, ground, locationKey, sameLocation, type Location } from '../../units/location';
import { hasSkill, SEWER_RAT } from '../../units/skills';
import { activity, readActivity } from '../core/activity';
import { loseHip, revealIfSeen } from '../core/concealment';
import { emitGroupMove, fits } from '../core/moving';
import { withinIpc } from '../core/portage';
import { useSkill } from '../core/skills';
import { stackFromCommand } from '../core/stackCommand';
import { beneathWater, closed, isEntrance, isNetworkPlace, nodeLocation, nodesAt, reachableNodes, type NetworkNode } from './network';
import { NetworkParams, NetworkScenarioRules } from './params';
import { hexDistance } from '../core/sight';

const NetworkMoveSchema = z.strictObject({
  type: z.literal('networkMove'),
  units: z.array(z.string().max(12)).min(1).max(12),
  to: z.string().max(12),
});
type NetworkMove = z.infer<typeof NetworkMoveSchema>;

/** HL.3: the sides the scenario grants Sewer Movement capability. */
export function hasCapability(ctx: GameContext, side: Side): boolean {
  return NetworkScenarioRules.of(ctx).sewerMovement.includes(side);
}

/** HL.3, HL.6: Good Order Infantry that may still act this impulse and pushes no Gun. */
export function mayNetworkMove(ctx: GameContext, state: GameState, u: UnitState): boolean {
  const act = readActivity(state);
  if (u.eliminated || !u.loc || !isInfantry(u.kind) || u.status.broken || u.status.pinned) return false;
  if (act.moved[u.id] || act.done[u.id] || act.fired[u.id] || unitCondition(ctx, state, u, 'inactive')) return false;
  return !u.carries.some((id) => state.units[id]?.kind === 'gun');
}

/** The node a stack in `loc` enters the network at: its own Sewer/Tunnel Location, or the ground Location of an open entrance node (HL.2 `isEntrance`: not a stone building; HL.8). */
export function entryNode(ctx: GameContext, loc: Location): NetworkNode | undefined {
  return nodesAt(ctx, loc.hex).find((n) => {
    if (!isEntrance(n)) return false;
    if (isNetworkPlace(loc)) return sameLocation(nodeLocation(n), loc); // already inside: it may leave a closed node through the network
    return loc.level === 0 && !closed(ctx, n.hex); // outside the network this ruleset has only ground Locations
  });
}

const smc = (u: UnitState) => u.kind === 'hero' || u.kind === 'leader';

/** Units of `side` in `loc`. */
function stackIn(state: GameState, side: Side, loc: Location): UnitState[] {
  return Object.values(state.units).filter((u) => u.side === side && !u.eliminated && u.loc && sameLocation(u.loc, loc));
}

/**
 * HL.3: why this group may not go as one sewer stack, if so; else the Hero or Leader who guides it.
 * The text says both "Only a Hero, or Leader and all the units stacked with him, may ... move to any
 * other hex with other Sewer Location" and "The squads and half-squads cannot move through the Sewer
 * network without being stacked with a Hero or a Leader". Decided (our reading): the first sentence
 * grants the move and names who takes others along, a Leader; the second is a condition a squad must
 * meet, not a grant, and a squad stacked with a Hero meets it only when a Sewer Rat Leader takes the
 * whole stack. So a Hero goes alone, and squads go only with a Leader.
 */
function guideOf(state: GameState, side: Side, group: readonly UnitState[]): { guide: UnitState } | { why: string } {
  const guides = group.filter((u) => smc(u) && hasSkill(u, SEWER_RAT));
  if (!guides.length) {
    return group.some(smc)
      ? { why: 'a Hero or Leader moves through the sewer network only with a "Sewer Rat" skill card' }
      : { why: 'squads and half-squads move through the sewer network only stacked with a Leader who has a "Sewer Rat" skill card' };
  }
  if (group.length === 1 && group[0]!.kind === 'hero') return { guide: group[0]! };
  const leader = guides.find((u) => u.kind === 'leader');
  if (!leader)
    return {
      why: 'a Hero moves through the sewer network alone ("Only a Hero, or Leader and all the units stacked with him"); squads and half-squads go with a Leader',
    };
  const all = stackIn(state, side, group[0]!.loc!);
  if (all.length !== group.length) return { why: 'a Leader moves through the sewer network with all the units stacked with him' };
  return { guide: leader };
}

/** Candidate stacks: each Sewer Rat Hero alone, each Sewer Rat Leader with his whole Location (once, however many such Leaders share it). */
function candidates(state: GameState, side: Side): UnitState[][] {
  const out = new Map<string, UnitState[]>();
  for (const u of Object.values(state.units)) {
    // Stryker disable next-line ConditionalExpression: an enemy guide adds no stack (this side's units in his Location are in Melee with him, A11.7, and may not move)
    if (u.side !== side) continue;
    if (u.eliminated || !u.loc || !smc(u) || !hasSkill(u, SEWER_RAT)) continue;
    if (u.kind === 'hero') out.set(u.id, [u]);
    else out.set(locationKey(u.loc), stackIn(state, side, u.loc));
  }
  return [...out.values()];
}

/** Destinations of a stack from its node (HL.4, HL.6: reach, open, not overstacked). */
function destinations(ctx: GameContext, state: GameState, side: Side, group: readonly UnitState[]): NetworkNode[] {
  const from = entryNode(ctx, group[0]!.loc!);
  if (!from) return [];
  return reachableNodes(ctx, from.hex).filter((n) => fits(ctx, state, side, nodeLocation(n), group));
}

function stackMay(ctx: GameContext, state: GameState, side: Side, g: readonly UnitState[]): boolean {
  return g.every((u) => mayNetworkMove(ctx, state, u)) && 'guide' in guideOf(state, side, g) && withinIpc(ctx, state, g);
}

export const networkMove: CommandHandler<NetworkMove> = {
  type: 'networkMove',
  schema: NetworkMoveSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!actsFor(ctx, state, side, 'networkMove') || !hasCapability(ctx, side)) return [];
    const out: LegalCommand[] = [];
    for (const g of candidates(state, side)) {
      if (!stackMay(ctx, state, side, g)) continue;
      const to = destinations(ctx, state, side, g).map((n) => n.hex);
      if (!to.length) continue;
      const from = g[0]!.loc!.hex;
      out.push({
        type: 'networkMove',
        label: `Sewer movement from ${from}`,
        rule: 'HL.4',
        choices: { units: g.map((u) => u.id), from, to },
      });
    }
    return out;
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!actsFor(ctx, state, side, 'networkMove')) fail('WRONG_PHASE', 'sewer movement is made in your impulse', 'HL.3');
    const group = stackFromCommand(
      ctx,
      cmd.units,
      (u) => mayNetworkMove(ctx, state, u),
      'cannot use sewer movement now (Good Order Infantry that has not acted this impulse, pushing no Gun)',
      'HL.3',
    );
    if (!hasCapability(ctx, side)) fail('ILLEGAL_COMMAND', 'your side has no Sewer Movement capability', 'HL.3');
    const g = guideOf(state, side, group);
    if ('why' in g) fail('ILLEGAL_COMMAND', g.why, 'HL.3');
    const fromLoc = group[0]!.loc!;
    const start = entryNode(ctx, fromLoc);
    if (!start)
      fail(
        'ILLEGAL_COMMAND',
        `${fromLoc.hex} is no open entrance of a sewer network${stoneBuildingOnly(ctx, fromLoc.hex) ? ' (a stone building node: entrance and exit only at Sewer, Tunnel, Bunker or Fortress Locations)' : ''}`,
        closed(ctx, fromLoc.hex) ? 'HL.8' : 'HL.2',
      );
    if (!withinIpc(ctx, state, group)) fail('ILLEGAL_COMMAND', 'units in a sewer may not portage more than their IPC', 'HL.6');
    const dest = to(ctx, start, cmd.to);
    useSkill(ctx, g.guide, SEWER_RAT, 'HL.3');
    const loc = arrival(ctx, dest);
    if (!fits(ctx, state, side, loc, group)) fail('OVERSTACKED', `the ${loc.place} Location of ${dest.hex} would be overstacked`, 'HL.6');
    const act = activity(state);
    for (const u of group) {
      u.loc = copyLocation(loc);
      act.moved[u.id] = true;
      act.done[u.id] = true;
    }
    // HL.4: no Opportunity Fire: no entry hooks run for this move
    emitGroupMove(ctx, 'networkMoved', group, fromLoc.hex, dest.hex, { rule: 'HL.4' });
  },
  sample(entry, random) {
    const to = entry.choices!.to as string[];
    return { type: 'networkMove', units: entry.choices!.units as string[], to: to[Math.floor(random() * to.length)]! };
  },
};

/**
 * HL.5: where the stack comes out. "If the destination hex is occupied by enemy troops" the stack
 * joins them in Melee: into the node's own Location, or, when enemy units hold only the hex's ground
 * Location (the Manhole Location above the Sewer Location), into that one. Concealed units in the
 * Location entered are revealed and dummies removed, as when a moving stack enters their Location
 * (A12.15): otherwise the Melee that holds the movers (`inactive`) would tell them of a "?" unseen.
 */
function arrival(ctx: ApplyContext, dest: NetworkNode): Location {
  const node = nodeLocation(dest);
  const enemiesIn = (loc: Location) =>
    Object.values(ctx.state.units).filter((e) => e.side !== ctx.side && !e.eliminated && e.loc && sameLocation(e.loc, loc));
  const reveal = (loc: Location) => {
    loseHip(ctx, enemiesIn(loc), 'discovered', 'A12.31'); // hidden units there are found, as by a move into their Location
    for (const e of enemiesIn(loc)) for (const ev of revealIfSeen(ctx.state, e, () => true)) ctx.emit(ev);
  };
  // none in the node's own Location: real units in the hex's ground Location draw the stack up (for a
  // ground node, a Bunker or Fortress, that is the node itself, empty: nothing to reveal, nothing drawn)
  if (!enemiesIn(node).length) {
    const above = ground(dest.hex);
    reveal(above);
    if (enemiesIn(above).length) return above; // real units remain there, not only a dummy
  }
  reveal(node);
  return node;
}

/** Whether the hex's only nodes are stone buildings (HL.2: no entrance there), for the refusal's words. */
function stoneBuildingOnly(ctx: GameContext, hex: string): boolean {
  const nodes = nodesAt(ctx, hex);
  return nodes.length > 0 && !nodes.some(isEntrance);
}

/** The named destination, checked (HL.2, HL.3, HL.6, HL.8). */
function to(ctx: GameContext, start: NetworkNode, name: string): NetworkNode {
  const hex = ctx.map.byName(name)?.name;
  if (!hex) fail('ILLEGAL_LOCATION', `no hex ${name}`);
  const nets = new Set(nodesAt(ctx, start.hex).map((n) => n.network));
  const node = nodesAt(ctx, hex).find((n) => nets.has(n.network));
  if (!node || hex === start.hex) fail('ILLEGAL_LOCATION', `${hex} is no other node of the sewer network of ${start.hex}`, 'HL.2');
  if (!isEntrance(node))
    fail('ILLEGAL_LOCATION', `${hex} is a stone building node: exit only at Sewer, Tunnel, Bunker or Fortress Locations`, 'HL.2');
  const reach = NetworkParams.of(ctx).networkReach;
  if (hexDistance(ctx, start.hex, hex) > reach) fail('ILLEGAL_LOCATION', `${hex} is more than ${reach} hexes from ${start.hex}`, 'HL.3');
  if (closed(ctx, hex)) fail('ILLEGAL_LOCATION', `${hex} is covered by Rubble or Blaze: no exit there`, 'HL.8');
  if (beneathWater(ctx, start.hex, hex))
    fail('ILLEGAL_LOCATION', `sewer movement from ${start.hex} to ${hex} would pass beneath a Water Obstacle hex`, 'HL.6');
  return node;
}
