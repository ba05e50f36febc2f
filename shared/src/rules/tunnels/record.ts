// Recording tunnels (B8.6). A tunnel exists only by SSR (scenario rule `tunnels`), or when a side
// forfeits a Fortified Building Location it would select itself (B23.911, scenario rule
// `fortifiedBuildingChoices`; one fixed by coordinate cannot be forfeited): each tunnel beyond the
// SSR's forfeits one. Tunnels are recorded secretly before play: during the secret setup, by the
// command `recordTunnels`, which sets the side's whole list (an empty list records none). Only the
// recording seat hears of it (one event to it, no roll); its checks read the map and the side's own
// fortifications only, so no answer depends on what the other side has set up.
//
// An entrance is a separate ground-level building, pillbox, brush or woods Location (B8.6): a hex of
// building (not rubble, B24.1), brush or woods terrain at ground level, or the Location inside a
// pillbox of the side's OB (B30.1: a pillbox is a Location of its own). Recorded "into" an OB-given
// entrenchment, the entrance is beneath the side's foxhole or trench in a building, brush or woods hex
// (our reading: it is still such a Location; the entrance opens beneath the counter). The two
// entrances are in different hexes within `tunnelMaxHexes` (3), at the same base elevation. "Beneath"
// (our reading, as the sewers read B8.4): the tunnel runs along some way of adjacent hexes from one
// entrance to the other no longer than `tunnelMaxHexes`, and every hex of that way is at the
// entrances' base elevation and no Water Obstacle.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { CommandHandler, GameContext } from '../../engine/module';
import type { GameState, Side } from '../../engine/state';
import { distance, neighbours } from '../../hex/grid';
import { hexDistance } from '../core/sight';
import { groundLevel } from '../../map/los';
import { fortificationAt, readFortifications } from '../core/fortifications';
import { TunnelParams } from './params';
import { allowance, type Entrance, type EntrancePosition, ownEntrenchment, type Tunnel, tunnels, tunnelsOf } from './state';

const EntranceSchema = z.strictObject({
  hex: z.string().max(12),
  /** 'pillbox': inside the side's pillbox there; 'entrenchment': beneath its foxhole or trench there. */
  into: z.enum(['pillbox', 'entrenchment']).optional(),
});
const TunnelSchema = z.strictObject({ entrances: z.tuple([EntranceSchema, EntranceSchema]) });
const RecordSchema = z.strictObject({ type: z.literal('recordTunnels'), tunnels: z.array(TunnelSchema).max(20) });
type RecordTunnels = z.infer<typeof RecordSchema>;
type EntranceInput = z.infer<typeof EntranceSchema>;

/** A building (not rubble), brush or woods hex: an entrance Location by its terrain (B8.6). */
function entranceTerrain(ctx: GameContext, hex: string): boolean {
  const c = ctx.map.byName(hex)!;
  return c.terrain.building || c.spec.terrain === 'brush' || c.spec.terrain === 'woods';
}

/** One entrance checked from what the recording side knows: the map and its own counters. */
function checkEntrance(ctx: GameContext, state: GameState, side: Side, e: EntranceInput): Pick<Entrance, 'hex' | 'position'> {
  const hex = ctx.map.byName(e.hex)?.name;
  if (!hex) fail('ILLEGAL_LOCATION', `${e.hex} is not a hex of this map`, 'B8.6');
  if (e.into === 'pillbox') {
    if (fortificationAt(state, hex, 'pillbox')?.side !== side) fail('ILLEGAL_LOCATION', `you have no pillbox in ${hex}`, 'B8.6');
    return { hex, position: 'pillbox' };
  }
  if (!entranceTerrain(ctx, hex)) fail('ILLEGAL_LOCATION', `${hex} is not a building, brush or woods Location`, 'B8.6');
  if (e.into === 'entrenchment') {
    if (!ownEntrenchment(state, side, hex)) fail('ILLEGAL_LOCATION', `you have no foxhole or trench in ${hex}`, 'B8.6');
    return { hex, position: 'beneath' };
  }
  return { hex };
}

/** B8.6: a way of at most `max` steps between the entrances under which every hex is at `level` and none is a Water Obstacle. */
function wayBeneath(ctx: GameContext, from: string, to: string, level: number, max: number): boolean {
  const target = ctx.map.byName(to)!.hex;
  let frontier = [ctx.map.byName(from)!.hex];
  const seen = new Set([from]);
  for (let d = 1; d <= max; d++) {
    const next: typeof frontier = [];
    for (const h of frontier) {
      for (const n of neighbours(h)) {
        const cell = ctx.map.at(n);
        if (!cell || seen.has(cell.name) || cell.terrain.waterObstacle || groundLevel(cell) !== level) continue;
        if (distance(n, target) === 0) return true;
        seen.add(cell.name);
        next.push(n);
      }
    }
    frontier = next;
  }
  return false;
}

/** One tunnel checked (B8.6); returns its entrances. */
function checkTunnel(
  ctx: GameContext,
  state: GameState,
  side: Side,
  input: RecordTunnels['tunnels'][number],
): [Pick<Entrance, 'hex' | 'position'>, Pick<Entrance, 'hex' | 'position'>] {
  const [a, b] = [checkEntrance(ctx, state, side, input.entrances[0]), checkEntrance(ctx, state, side, input.entrances[1])];
  if (a.hex === b.hex) fail('ILLEGAL_LOCATION', `the two entrances of a tunnel are in separate hexes (${a.hex} twice)`, 'B8.6');
  const max = TunnelParams.of(ctx).tunnelMaxHexes;
  const [ca, cb] = [ctx.map.byName(a.hex)!, ctx.map.byName(b.hex)!];
  if (distance(ca.hex, cb.hex) > max) fail('ILLEGAL_LOCATION', `${a.hex} and ${b.hex} are more than ${max} hexes apart`, 'B8.6');
  if (groundLevel(ca) !== groundLevel(cb)) fail('ILLEGAL_LOCATION', `${a.hex} and ${b.hex} are not at the same elevation`, 'B8.6');
  if (!wayBeneath(ctx, a.hex, b.hex, groundLevel(ca), max)) {
    fail(
      'ILLEGAL_LOCATION',
      `no way from ${a.hex} to ${b.hex} avoids passing beneath a hex of another elevation or a Water Obstacle`,
      'B8.6',
    );
  }
  return [a, b];
}

function entranceOf(e: Pick<Entrance, 'hex' | 'position'>): Entrance {
  return { ...(e.position ? { hex: e.hex, position: e.position } : { hex: e.hex }), seenBy: [], discovered: false, destroyed: false };
}

function recordedView(t: Tunnel) {
  return {
    id: t.id,
    entrances: t.entrances.map((e) => (e.position ? { hex: e.hex, position: e.position } : { hex: e.hex })),
    forfeitsFbl: t.forfeitsFbl,
  };
}

function mayRecord(ctx: GameContext, state: GameState, side: Side): boolean {
  const a = allowance(ctx, side);
  return state.status === 'setup' && !state.setupDone[side] && a.tunnels + a.fortifiedBuildings > 0;
}

/** Entrance hexes a side could record, by terrain or its own pillboxes (for the client's picks). */
function candidateHexes(ctx: GameContext, state: GameState, side: Side): string[] {
  let byTerrain = terrainCandidates.get(ctx.map);
  if (!byTerrain)
    terrainCandidates.set(
      ctx.map,
      (byTerrain = ctx.map
        .hexes()
        .filter((c) => entranceTerrain(ctx, c.name))
        .map((c) => c.name)
        .sort()),
    );
  // and the side's pillboxes elsewhere (`fortificationAt`: the first pillbox counter of each hex)
  const pillboxes: string[] = [];
  const seen = new Set<string>();
  for (const f of readFortifications(state).counters) {
    if (f.kind !== 'pillbox' || seen.has(f.hex)) continue;
    seen.add(f.hex);
    if (f.side === side && ctx.map.byName(f.hex)?.name === f.hex && !entranceTerrain(ctx, f.hex)) pillboxes.push(f.hex);
  }
  return pillboxes.length ? [...byTerrain, ...pillboxes].sort() : [...byTerrain];
}
// per compiled map (its terrain never changes): the hexes whose terrain takes an entrance, sorted; legal() asks in every setup state
const terrainCandidates = new WeakMap<GameContext['map'], readonly string[]>();

export const recordTunnels: CommandHandler<RecordTunnels> = {
  type: 'recordTunnels',
  schema: RecordSchema,
  legal(ctx, state, side) {
    if (!mayRecord(ctx, state, side)) return [];
    const a = allowance(ctx, side);
    return [
      {
        type: 'recordTunnels',
        label: 'Record your tunnels',
        rule: 'B8.6',
        choices: { tunnels: a.tunnels, fortifiedBuildings: a.fortifiedBuildings, hexes: candidateHexes(ctx, state, side) },
      },
    ];
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (state.status !== 'setup' || state.setupDone[side])
      fail('SETUP_FINISHED', 'tunnels are recorded before play, during your setup', 'B8.6');
    const a = allowance(ctx, side);
    if (cmd.tunnels.length > a.tunnels + a.fortifiedBuildings) {
      fail(
        'ILLEGAL_COMMAND',
        `your side may record ${a.tunnels} tunnel(s), and one more per Fortified Building Location forfeited (${a.fortifiedBuildings})`,
        'B8.6',
      );
    }
    const checked = cmd.tunnels.map((t) => checkTunnel(ctx, state, side, t));
    const s = tunnels(state);
    for (const t of tunnelsOf(state, side)) delete s.tunnels[t.id];
    checked.forEach(([x, y], i) => {
      const id = `${side}T${i + 1}`;
      s.tunnels[id] = { id, side, entrances: [entranceOf(x), entranceOf(y)], forfeitsFbl: i >= a.tunnels };
    });
    ctx.emit({ type: 'tunnelsRecorded', audience: side, data: { tunnels: tunnelsOf(state, side).map(recordedView), rule: 'B8.6' } });
  },
  sample(entry, random, ctx, state, side) {
    // one random tunnel that passes the checks, or none
    const hexes = entry.choices!.hexes as string[];
    const inputOf = (hex: string): EntranceInput =>
      fortificationAt(state, hex, 'pillbox')?.side === side ? { hex, into: 'pillbox' } : { hex };
    for (let attempt = 0; attempt < 20 && hexes.length; attempt++) {
      const a = hexes[Math.floor(random() * hexes.length)]!;
      const near = hexes.filter((h) => h !== a && hexDistance(ctx, a, h) <= TunnelParams.of(ctx).tunnelMaxHexes);
      const b = near[Math.floor(random() * near.length)];
      if (!b) continue;
      const t = { entrances: [inputOf(a), inputOf(b)] as [EntranceInput, EntranceInput] };
      try {
        checkTunnel(ctx, state, side, t);
        return { type: 'recordTunnels', tunnels: [t] };
      } catch {}
    }
    return { type: 'recordTunnels', tunnels: [] };
  },
};

export type { EntrancePosition };
