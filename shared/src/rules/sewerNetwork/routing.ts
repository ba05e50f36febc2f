// Routing through a sewer network (HL.7), offered through the rout module's `routWays` hook beside
// A10.51's destinations: a broken unit at a node may go into the network and out of another node of it
// within reach, where its rout ends (our reading: it emerges into that node's ground Location, as the
// conditions speak of "when they emerge"). Inside it is immune to Interdiction, and it may go toward or
// ADJACENT to Known enemy units on the way, provided that on emerging it is no closer to any armed enemy
// unit Known when it entered, and not ADJACENT to a Known, unbroken armed enemy unit. Both happen at
// once here, so "Known when it entered" is "Known now". Our reading: only a side with Sewer Movement
// capability may (HL.3 "only those units granted Sewer Movement capability may enter the Sewer"); no
// "Sewer Rat" card is needed (the text lets broken units in), portage within IPC (HL.6).
import type { ApplyContext, GameContext, RoutWay } from '../../engine/module';
import { phaseActs } from '../../engine/turn';
import type { GameState, UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { ground } from '../../units/location';
import { emitGroupMove, fits } from '../core/moving';
import { withinIpc } from '../core/portage';
import { hexDistance } from '../core/sight';
import { reachableNodes } from './network';
import { entryNode, hasCapability } from './networkMove';

export const NETWORK_WAY = 'sewer';

/** A10.5: Known armed enemy units (Known Infantry, leaders included; not concealed, not hidden). */
function knownArmedEnemies(state: GameState, u: UnitState): UnitState[] {
  return Object.values(state.units).filter(
    (e) => e.side !== u.side && !e.eliminated && e.loc && isInfantry(e.kind) && !e.status.concealed && !e.status.hidden,
  );
}

/** HL.7: no closer to any Known armed enemy unit, not ADJACENT to a Known unbroken one. */
function exitAllowed(ctx: GameContext, state: GameState, u: UnitState, exit: string): boolean {
  return knownArmedEnemies(state, u).every((e) => {
    const [before, after] = [hexDistance(ctx, u.loc!.hex, e.loc!.hex), hexDistance(ctx, exit, e.loc!.hex)];
    return after >= before && (e.status.broken || after > 1);
  });
}

export function routWays(ctx: GameContext, state: GameState, u: UnitState): RoutWay[] {
  if (!phaseActs(ctx, state, 'rout') || !u.loc || u.eliminated || !u.status.broken || !isInfantry(u.kind) || !hasCapability(ctx, u.side))
    return [];
  const start = entryNode(ctx, u.loc);
  if (!start || !withinIpc(ctx, state, [u])) return [];
  return reachableNodes(ctx, start.hex)
    .filter((n) => exitAllowed(ctx, state, u, n.hex) && fits(ctx, state, u.side, n.hex, [u]))
    .map((n) => ({ via: NETWORK_WAY, to: n.hex, label: `Rout ${u.id} through the sewer network to ${n.hex}`, rule: 'HL.7' }));
}

/** The router emerges at the node's ground Location; immune to Interdiction (no entry hooks run). */
export function routBy(ctx: ApplyContext, u: UnitState, way: RoutWay): void {
  const from = u.loc!;
  u.loc = ground(way.to);
  emitGroupMove(ctx, 'routed', [u], from.hex, way.to, { rule: 'HL.7' }, u.side);
}
