// The Rout Phase (A10.5). At the start of each RtPh every broken Infantry unit that must rout
// (ADJACENT to a Known Good Order enemy unit, or in Open Ground in the LOS of one within its normal
// range) routs, the ATTACKER's units first. Its owner chooses where to (a pending decision `rout`)
// among the hexes A10.51 allows: reachable with the unit's MF (4 for an MMC, 6 for an SMC, A4.1),
// each hex entered no closer to any Known enemy unit and never ADJACENT to one, toward a building or
// woods hex when one can be reached. The route to the chosen hex is the one least exposed to
// Interdiction (A10.53): routing into Open Ground in the LOS and normal range of a Known Good Order
// enemy unit costs a NMC, failed = Casualty Reduction. A unit that must rout and cannot is eliminated
// (Failure to Rout). Only Known enemy units count, so a rout never reveals a concealed one.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { ApplyContext, CommandHandler, GameContext, RuleModule } from '../../engine/module';
import { type GameState, type Side, type UnitState } from '../../engine/state';
import { nonPhasingSide, phasingSide } from '../../engine/turn';
import { distance, neighbours } from '../../hex/grid';
import { isInfantry, isSMC } from '../../units/catalog';
import { ground } from '../../units/location';
import { collectModifiers } from '../../engine/hooks';
import { entryCost } from '../core/entryCost';
import { casualtyReduce, eliminate, moraleOf } from '../core/morale';
import { emitGroupMove, fits } from '../core/moving';
import { losBetween, range } from '../core/sight';

export const ROUT_KIND = 'rout';

interface RoutOption {
  readonly unit: string;
  readonly from: string;
  readonly to: readonly string[];
}

interface RoutContext {
  readonly unit: string;
  /** Units still to rout this phase, in order. */
  readonly queue: readonly string[];
}

function knownEnemies(ctx: GameContext, state: GameState, side: Side): UnitState[] {
  return Object.values(state.units).filter(
    (e) => e.side !== side && !e.eliminated && e.loc && !ctx.locations.underground(e.loc) && !e.status.concealed && !e.status.hidden && !e.status.broken && isInfantry(e.kind),
  );
}

function nearest(ctx: GameContext, hex: string, enemies: readonly UnitState[]): number {
  const h = ctx.map.byName(hex)!.hex;
  return Math.min(Infinity, ...enemies.map((e) => distance(h, ctx.map.byName(e.loc!.hex)!.hex)));
}

function openGround(ctx: GameContext, hex: string): boolean {
  const t = ctx.map.byName(hex)!.terrain;
  return !t.concealmentTerrain && t.tem <= 0;
}

function inReachOf(ctx: GameContext, e: UnitState, hex: string): boolean {
  return range(ctx, e.loc!, ground(hex)) <= (ctx.unitTypes.get(e.type)?.range ?? 0) && losBetween(ctx, e.loc!, ground(hex)).clear;
}

export function mustRout(ctx: GameContext, state: GameState, u: UnitState): boolean {
  const open = openGround(ctx, u.loc!.hex);
  return knownEnemies(ctx, state, u.side).some((e) => range(ctx, e.loc!, u.loc!) <= 1 || (open && inReachOf(ctx, e, u.loc!.hex)));
}

interface Route {
  readonly path: readonly string[];
  readonly mf: number;
  readonly exposed: boolean;
}

/** Every hex the unit may rout to (A10.51) with its least exposed, then cheapest, route. */
export function routes(ctx: GameContext, state: GameState, u: UnitState): Map<string, Route> {
  const enemies = knownEnemies(ctx, state, u.side);
  const start = u.loc!.hex;
  const allowance = isSMC(u.kind) ? 6 : 4;
  const best = new Map<string, Route>();
  const better = (a: Route, b: Route | undefined) => !b || Number(a.exposed) < Number(b.exposed) || (a.exposed === b.exposed && a.mf < b.mf);
  const walk = (here: string, r: Route) => {
    const d0 = nearest(ctx, here, enemies);
    for (const h of neighbours(ctx.map.byName(here)!.hex)) {
      const n = ctx.map.at(h)?.name;
      if (!n || n === start || r.path.includes(n)) continue;
      const entry = entryCost(ctx, state, { side: u.side, units: [u], from: ground(here), to: ground(n), purpose: 'rout' });
      const cost = entry.ok ? (entry.allMf ? allowance - r.mf : entry.mf) : undefined;
      if (cost === undefined || (entry.ok && entry.allMf && cost <= 0) || r.mf + cost > allowance) continue;
      const d = nearest(ctx, n, enemies);
      if (d < d0 || d <= 1 || !fits(ctx, state, u.side, n, [u])) continue;
      const exposed = r.exposed || (openGround(ctx, n) && enemies.some((e) => inReachOf(ctx, e, n)));
      const next: Route = { path: [...r.path, n], mf: r.mf + cost, exposed };
      if (better(next, best.get(n))) best.set(n, next);
      walk(n, next);
    }
  };
  walk(start, { path: [], mf: 0, exposed: false });
  return best;
}

/** A10.51: the allowed destinations; toward cover (buildings, woods) when any can be reached. */
export function routDestinations(ctx: GameContext, state: GameState, u: UnitState): string[] {
  const all = [...routes(ctx, state, u).keys()];
  const cover = all.filter((h) => ctx.map.byName(h)!.terrain.concealmentTerrain);
  return (cover.length ? cover : all).sort();
}

function interdiction(ctx: ApplyContext, u: UnitState): void {
  const modifiers = collectModifiers(ctx, ctx.state, { kind: 'morale', check: 'NMC', unit: u });
  const r = ctx.roll({ kind: 'DR', purpose: `Interdiction NMC for ${u.id}`, rule: 'A10.53', modifiers, audience: 'all' });
  if (r.final > moraleOf(ctx, u)) casualtyReduce(ctx, u, 'A10.53');
}

function routTo(ctx: ApplyContext, u: UnitState, to: string): void {
  const route = routes(ctx, ctx.state, u).get(to)!;
  const from = u.loc!.hex;
  u.loc = ground(to);
  emitGroupMove(ctx, 'routed', [u], from, to, { rule: 'A10.5', mf: route.mf }, u.side);
  if (route.exposed) interdiction(ctx, u);
}

/** Routs the queued units in order, stopping at the first that needs its owner's choice. */
function continueRouts(ctx: ApplyContext, queue: readonly string[]): void {
  const rest = [...queue];
  while (rest.length) {
    const u = ctx.state.units[rest.shift()!]!;
    if (u.eliminated || !u.loc || !u.status.broken || !mustRout(ctx, ctx.state, u)) continue;
    const to = routDestinations(ctx, ctx.state, u);
    if (!to.length) {
      eliminate(ctx, u, 'A10.5');
      continue;
    }
    const option: RoutOption = { unit: u.id, from: u.loc.hex, to };
    const context: RoutContext = { unit: u.id, queue: rest };
    ctx.state.pending = { side: u.side, kind: ROUT_KIND, rule: 'A10.51', options: [option], context };
    return;
  }
}

const RoutSchema = z.strictObject({ type: z.literal('rout'), unit: z.string().max(12), to: z.string().max(12) });

const routCommand: CommandHandler<z.infer<typeof RoutSchema>> = {
  type: 'rout',
  schema: RoutSchema,
  answers: ROUT_KIND,
  legal(_ctx, state, side) {
    const p = state.pending!; // the engine asks only the seat this decision is pending for
    const o = p.options[0] as RoutOption;
    return [{ type: 'rout', label: `Rout ${o.unit} from ${o.from}`, rule: 'A10.51', choices: { unit: o.unit, from: o.from, to: o.to } }];
  },
  apply(ctx, cmd) {
    const p = ctx.state.pending!;
    const o = p.options[0] as RoutOption;
    const c = p.context as RoutContext;
    if (cmd.unit !== o.unit) fail('ILLEGAL_COMMAND', `${o.unit} routs now, not ${cmd.unit}`, 'A10.5');
    const to = ctx.map.byName(cmd.to)?.name;
    if (!to || !o.to.includes(to)) fail('ILLEGAL_LOCATION', `${o.unit} cannot rout to ${cmd.to}: it may go to ${o.to.join(', ')}`, 'A10.51');
    ctx.state.pending = null;
    routTo(ctx, ctx.state.units[c.unit]!, to);
    continueRouts(ctx, c.queue);
  },
  sample(entry, random) {
    const to = entry.choices!.to as string[];
    return { type: 'rout', unit: entry.choices!.unit as string, to: to[Math.floor(random() * to.length)]! };
  },
};

export const routModule: RuleModule = {
  id: 'rout',
  rules: ['A10.5', 'A10.51', 'A10.53'],
  commands: [routCommand],
  onPhaseStart(ctx) {
    if (ctx.state.phase !== 'RtPh') return;
    const broken = (side: Side) =>
      Object.values(ctx.state.units)
        .filter((u) => u.side === side && !u.eliminated && u.loc && u.status.broken && !ctx.locations.underground(u.loc) && isInfantry(u.kind))
        .map((u) => u.id)
        .sort();
    continueRouts(ctx, [...broken(phasingSide(ctx.state)), ...broken(nonPhasingSide(ctx.state))]);
  },
};
