// Routing through a tunnel (B8.62), offered through the rout module's `routWays` hook beside the
// A10.51 destinations. A broken unit in an entrance Location of its side's tunnel may rout into it and
// out of the opposite entrance within the same RtPh, where its rout ends. Inside it is immune to
// Interdiction, and it may go toward or ADJACENT to Known enemy units on the way, provided that on
// coming out it is no closer to any armed enemy unit that was Known when it went in, and not ADJACENT
// to a Known unbroken armed enemy unit. It comes out not concealed. The tunnel is never overstacked
// and the unit carries no more than its IPC (B8.61).
//
// Known armed enemy units: Known Infantry (a leader counts as armed, A10.5), as the rout module reads
// them. Both uses happen at once in this engine, so "Known when it went in" is "Known now". An enemy
// the router could not know of in the exit Location repulses it (A10.533, our reading for a tunnel):
// one concealed non-dummy unit there (by Random Selection among several) becomes Known, and the router
// stays where it began; one that had to rout has then failed to (eliminated).
import type { ApplyContext, GameContext, RoutWay } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { hexDistance as dist } from '../core/sight';
import { isInfantry } from '../../units/catalog';
import { copyLocation } from '../../units/location';
import { loseHip } from '../core/concealment';
import { eliminate } from '../core/morale';
import { emitGroupMove, fits } from '../core/moving';
import { withinIpc } from '../core/portage';
import { ways } from './movement';
import { recordUse } from './sighting';
import { atEntrance, entranceLocation, inEntranceLocation, known, liveEntrance, type Tunnel } from './state';

export const TUNNEL_WAY = 'tunnel';

/** A10.5/A10.51: Known armed enemy units (Known Infantry, leaders included). */
function knownArmedEnemies(ctx: GameContext, state: GameState, u: UnitState): UnitState[] {
  return Object.values(state.units).filter((e) => e.side !== u.side && isInfantry(e.kind) && known(ctx, e)); // a Dummy is no Infantry
}

/** B8.62: no closer to any Known armed enemy unit, not ADJACENT to a Known unbroken one. */
function exitAllowed(ctx: GameContext, state: GameState, u: UnitState, exit: string): boolean {
  return knownArmedEnemies(ctx, state, u).every((e) => {
    const [before, after] = [dist(ctx, u.loc!.hex, e.loc!.hex), dist(ctx, exit, e.loc!.hex)];
    return after >= before && (e.status.broken || after > 1);
  });
}

/** The unit's tunnels from where it is, each with the exit it would come out of. */
function tunnelsFrom(state: GameState, u: UnitState): { t: Tunnel; from: 0 | 1; to: 0 | 1 }[] {
  return ways(state, u.side).filter((w) => atEntrance(u.loc, liveEntrance(state, w.t, w.from)));
}

export function routWays(ctx: GameContext, state: GameState, u: UnitState): RoutWay[] {
  if (state.phase !== 'RtPh' || !u.loc || !u.status.broken || u.kind === 'dummy') return [];
  const out = new Map<string, RoutWay>();
  for (const w of tunnelsFrom(state, u)) {
    const exit = liveEntrance(state, w.t, w.to);
    if (
      out.has(exit.hex) ||
      !exitAllowed(ctx, state, u, exit.hex) ||
      !fits(ctx, state, u.side, exit.hex, [u]) ||
      !withinIpc(ctx, state, [u])
    )
      continue;
    out.set(exit.hex, { via: TUNNEL_WAY, to: exit.hex, label: `Rout ${u.id} through the tunnel to ${exit.hex}`, rule: 'B8.62' });
  }
  return [...out.values()];
}

/** A10.533: enemy units the router could not know of in the exit Location (Known ones it may not reach). */
function unseenEnemiesAt(ctx: GameContext, state: GameState, u: UnitState, exit: ReturnType<typeof liveEntrance>): UnitState[] {
  return Object.values(state.units)
    .filter((e) => e.side !== u.side && !e.eliminated && e.kind !== 'dummy' && inEntranceLocation(e.loc, exit, false) && !known(ctx, e))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

export function routBy(ctx: ApplyContext, u: UnitState, way: RoutWay, forced: boolean): void {
  const w = tunnelsFrom(ctx.state, u).find((x) => liveEntrance(ctx.state, x.t, x.to).hex === way.to)!;
  const exit = liveEntrance(ctx.state, w.t, w.to);
  const from = u.loc!;
  // the router is seen to go in and to come out (the rout event names both ends)
  recordUse(ctx, ctx.state, w.t, w.from, true);
  const unseen = unseenEnemiesAt(ctx, ctx.state, u, exit);
  if (unseen.length) {
    const pick =
      unseen.length > 1
        ? unseen[
            (ctx.roll({ kind: 'dr', purpose: 'Random Selection (repulsing a router)', rule: 'A10.533', audience: 'all' }).final - 1) %
              unseen.length
          ]!
        : unseen[0]!;
    if (pick.status.hidden)
      loseHip(ctx, [pick], 'discovered', 'A10.533'); // the one seam that ends HIP
    else {
      pick.status.concealed = false;
      ctx.emit({
        type: 'concealmentLost',
        audience: 'all',
        data: { unit: pick.id, type: pick.type, loc: copyLocation(pick.loc!), rule: 'A10.533' },
      });
    }
    ctx.emit({ type: 'tunnelRoutRepulsed', audience: 'all', data: { from: from.hex, hex: exit.hex, rule: 'A10.533' } });
    if (forced) eliminate(ctx, u, 'A10.533');
    return;
  }
  u.loc = copyLocation(entranceLocation(exit));
  u.status.concealed = false; // B8.62: not concealed on coming out
  recordUse(ctx, ctx.state, w.t, w.to, true);
  emitGroupMove(ctx, 'routed', [u], from.hex, exit.hex, { rule: 'B8.62' }, u.side);
}
