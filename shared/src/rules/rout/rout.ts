// The Rout Phase (A10.5). At the start of each RtPh every broken Infantry unit that must rout (ADJACENT
// to a Known unbroken enemy unit, or in Open Ground, A10.531, in the LOS and normal range of one) routs,
// the ATTACKER's units first, one unit at a time; it becomes DM (A10.62). A broken DM unit not forced
// to may rout voluntarily, or not. Its owner chooses where to (a pending decision `rout`) among the
// destinations A10.51 allows (paths.ts), or Low Crawls one hex (A10.52: all its MF, no Interdiction).
// The route to the chosen hex is the one least exposed to Interdiction (A10.53): each hex of Open Ground
// of a Known Good Order enemy it enters costs a NMC there, failed = Casualty Reduction. A unit that must
// rout and cannot is eliminated (Failure to Rout). Only Known enemy units count, so planning a rout
// reveals nothing; walking it into a Location of enemy units it could not know of reveals them and
// repulses it (A10.533, repulse.ts).
// A rout may end in a position inside the hex (B27.41: beneath a foxhole with room, which nullifies
// Interdiction there), on the way to a destination (A10.51; paths.ts `shelters`).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { ownUnit } from '../../engine/ownPieces';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand, RuleModule } from '../../engine/module';
import { type GameState, otherSide, type Side, type UnitState } from '../../engine/state';
import { nonPhasingSide, phaseActs, phasingSide } from '../../engine/turn';
import { isInfantry } from '../../units/catalog';
import { ground, type Location } from '../../units/location';
import { collectModifiers, collectRoutWays, type OfferedRoutWay, runOnEnter, runRoutBy, unitCondition } from '../../engine/hooks';
import { casualtyReduce, checkDetail, eliminate, moraleOf } from '../core/morale';
import { emitGroupMove } from '../core/moving';
import { revealFortificationsAt, revealIfSeen } from '../core/concealment';
import { range } from '../core/sight';
import { goodOrderEnemies, knownEnemies, openGroundTo, routeKey, routPlan, type Shelter } from './paths';
import { endRepulsedRout, repulsedAt } from './repulse';
import { RoutParams } from './params';

export { routes, routPlan, routeKey } from './paths';

export const ROUT_KIND = 'rout';

interface RoutOption {
  readonly unit: string;
  readonly from: string;
  readonly to: readonly string[];
  /** A10.52: the hexes it may Low Crawl to instead. */
  readonly lowCrawl: readonly string[];
  /** B27.41, A10.51: positions on the way it may stop in (beneath a foxhole), with their MF. */
  readonly positions?: readonly Shelter[];
  /** A10.5: not forced to rout; it may stay. */
  readonly voluntary: boolean;
  /** Ways the modules bring (B8.62: through a tunnel); absent when none. */
  readonly ways?: readonly OfferedRoutWay[];
}

interface RoutContext {
  readonly unit: string;
  /** Units still to rout this phase, in order. */
  readonly queue: readonly string[];
}

/**
 * A10.5: ADJACENT to (or in the Location of) a Known unbroken enemy unit, or in its Open Ground (A10.531;
 * "An Entrenched unit ... is not in Open Ground for Failure to Rout (10.5) purposes": one in a position
 * inside its Location, beneath a counter, is not).
 */
export function mustRout(ctx: GameContext, state: GameState, u: UnitState): boolean {
  // a module's `mustRout` condition (B21.43: broken units in a Water Obstacle "must rout")
  if (unitCondition(ctx, state, u, 'mustRout')) return true;
  const open = !u.loc!.position;
  return goodOrderEnemies(knownEnemies(ctx, state, u)).some(
    (e) => range(ctx, e.loc!, u.loc!) <= 1 || (open && openGroundTo(ctx, e, u.loc!.hex)),
  );
}

/** A10.51: the allowed destinations. */
export function routDestinations(ctx: GameContext, state: GameState, u: UnitState): string[] {
  return [...routPlan(ctx, state, u).destinations];
}

/** A10.53: one Interdiction NMC, in the hex `hex` the unit has just entered; failed, Casualty Reduction. */
function interdiction(ctx: ApplyContext, u: UnitState, hex: string): void {
  const modifiers = collectModifiers(ctx, ctx.state, { kind: 'morale', check: 'NMC', unit: u, public: true });
  const r = ctx.roll({
    kind: 'DR',
    purpose: `Interdiction NMC for ${u.id} in ${hex}`,
    rule: 'A10.53',
    modifiers,
    audience: 'all',
    explain: checkDetail(ctx, u, 'NMC', false),
  });
  if (r.final > moraleOf(ctx, u)) casualtyReduce(ctx, u, 'A10.53');
}

/**
 * The rout along `path`, hex by hex: each hex entered may hold enemy units the router could not know of
 * (A10.533: revealed, the router repulsed, repulse.ts), and each exposed entry costs its own Interdiction
 * NMC (A10.53: one per hex, the B27.41 EX red route has two); a unit the NMCs eliminate goes no farther.
 * Returns where it ended (`index` -1: its starting Location) and whether it was repulsed.
 */
function walk(
  ctx: ApplyContext,
  u: UnitState,
  path: readonly string[],
  positions: readonly (string | undefined)[] | undefined,
  interdicted: readonly string[],
): { index: number; repulsed: boolean } {
  let index = -1;
  for (let i = 0; i < path.length; i++) {
    const hex = path[i]!;
    if (repulsedAt(ctx, u, hex)) return { index, repulsed: true };
    index = i;
    // A12.33 (our reading): a hidden fortification in a hex the router passes through is seen (the hip module reads where it ends)
    revealFortificationsAt(ctx, otherSide(u.side), hex, 'enemyEntered');
    if (!interdicted.includes(hex)) continue;
    const p = positions?.[i];
    u.loc = p ? { ...ground(hex), position: p } : ground(hex);
    // A12.14: a concealed unit (broken by a check only its owner saw) that routs through Open Ground in
    // view of a Known Good Order enemy loses its "?" there, before its public Interdiction NMC names it
    for (const e of revealIfSeen(ctx.state, u, () => true)) ctx.emit(e);
    interdiction(ctx, u, hex);
    if (u.eliminated) return { index, repulsed: false };
  }
  return { index, repulsed: false };
}

function routTo(ctx: ApplyContext, u: UnitState, to: string, lowCrawl: boolean, position?: string): void {
  const from = u.loc!;
  const at = { fromPosition: from.position };
  const routMf = RoutParams.of(ctx).routMf;
  // A10.52: one hex for all its MF; a Low Crawling unit is not Interdicted
  const route = lowCrawl
    ? { path: [to], mf: routMf, interdicted: [] as string[], positions: undefined }
    : routPlan(ctx, ctx.state, u).taken.get(routeKey(to, position))!;
  const { index, repulsed } = walk(ctx, u, route.path, route.positions, route.interdicted);
  if (index >= 0) {
    const hex = route.path[index]!;
    const p = index === route.path.length - 1 ? position : route.positions?.[index];
    u.loc = p ? { ...ground(hex), position: p } : ground(hex);
    // the MF of the whole route, for the owner, when it got there (a repulsed or eliminated router's are not counted)
    const done = !repulsed && !u.eliminated;
    emitGroupMove(ctx, 'routed', [u], from.hex, hex, { rule: lowCrawl ? 'A10.52' : 'A10.5', ...(done ? { mf: route.mf } : {}) }, u.side, {
      ...at,
      position: p,
    });
  }
  if (repulsed)
    ctx.emit({ type: 'moveStopped', audience: 'all', data: { from: u.loc!.hex, into: route.path[index + 1]!, rule: 'A10.533' } });
  if (u.eliminated) return;
  if (index >= 0) runOnEnter(ctx, { side: u.side, group: [u], from, to: u.loc!, purpose: 'rout', mf: route.mf, entered: true });
  if (repulsed) endRepulsedRout(ctx, u);
}

/** The side's broken Infantry above ground, by id: who may have to rout as the RtPh starts (A10.5). */
function brokenAboveGround(ctx: ApplyContext, side: Side): string[] {
  return Object.values(ctx.state.units)
    .filter((u) => u.side === side && !u.eliminated && u.loc && u.status.broken && !ctx.locations.underground(u.loc) && isInfantry(u.kind))
    .map((u) => u.id)
    .sort();
}

/** Routs the queued units in order, stopping at the first that needs its owner's choice. */
function continueRouts(ctx: ApplyContext, queue: readonly string[]): void {
  const rest = [...queue];
  while (rest.length) {
    const u = ctx.state.units[rest.shift()!]!;
    if (u.eliminated || !u.loc || !u.status.broken) continue;
    const forced = mustRout(ctx, ctx.state, u);
    if (!forced && !u.status.dm) continue;
    if (forced) u.status.dm = true; // A10.62: a unit that must rout is DM
    const plan = routPlan(ctx, ctx.state, u);
    const ways = collectRoutWays(ctx, ctx.state, u);
    // a unit not forced to rout is asked only when A10.51 offers it somewhere: asked for a module's
    // way alone, the question would tell the other side that the way (a secret tunnel) exists
    const offered = plan.destinations.length > 0 || plan.shelters.length > 0;
    if (!offered && (!forced || !ways.length)) {
      if (forced) eliminate(ctx, u, 'A10.5'); // Failure to Rout
      continue;
    }
    const option: RoutOption = {
      unit: u.id,
      from: u.loc.hex,
      to: plan.destinations,
      lowCrawl: plan.lowCrawl,
      voluntary: !forced,
      ...(plan.shelters.length ? { positions: plan.shelters } : {}),
      ...(ways.length ? { ways } : {}),
    };
    const context: RoutContext = { unit: u.id, queue: rest };
    ctx.state.pending = { side: u.side, kind: ROUT_KIND, rule: 'A10.51', options: [option], context };
    return;
  }
}

/** `via`: a module's way (B8.62 'tunnel') to `to`; `position`: stop in a position inside `to` (B27.41: beneath a foxhole), one of the option's `positions`. */
const RoutSchema = z.strictObject({
  type: z.literal('rout'),
  unit: z.string().max(12),
  to: z.string().max(12),
  lowCrawl: z.boolean().optional(),
  via: z.string().max(20).optional(),
  position: z.string().max(20).optional(),
});
const NoRoutSchema = z.strictObject({ type: z.literal('noRout'), unit: z.string().max(12) });

const routCommand: CommandHandler<z.infer<typeof RoutSchema>> = {
  type: 'rout',
  schema: RoutSchema,
  answers: ROUT_KIND,
  legal(_ctx, state) {
    const o = state.pending!.options[0] as RoutOption; // the engine asks only the seat this decision is pending for
    const positions = o.positions?.length ? { positions: o.positions.map((p) => ({ to: p.to, position: p.position, mf: p.mf })) } : {};
    const out: LegalCommand[] =
      o.to.length || o.positions?.length
        ? [
            {
              type: 'rout',
              label: `Rout ${o.unit} from ${o.from}`,
              rule: 'A10.51',
              choices: { unit: o.unit, from: o.from, to: o.to, ...positions },
            },
          ]
        : [];
    for (const w of o.ways ?? [])
      out.push({ type: 'rout', label: w.label, rule: w.rule, command: { type: 'rout', unit: o.unit, to: w.to, via: w.via } });
    if (o.lowCrawl.length)
      out.push({
        type: 'rout',
        label: `Low Crawl ${o.unit} from ${o.from}`,
        rule: 'A10.52',
        choices: { unit: o.unit, from: o.from, to: o.lowCrawl, lowCrawl: true },
      });
    return out;
  },
  apply(ctx, cmd) {
    const p = ctx.state.pending!;
    const o = p.options[0] as RoutOption;
    const c = p.context as RoutContext;
    ownUnit(ctx, cmd.unit); // an id not the sender's gets the one answer for ids, whatever it names
    if (cmd.unit !== o.unit) fail('ILLEGAL_COMMAND', `${o.unit} routs now, not ${cmd.unit}`, 'A10.5');
    const to = ctx.map.byName(cmd.to)?.name;
    if (cmd.via !== undefined) {
      const way = o.ways?.find((w) => w.via === cmd.via && w.to === to);
      if (!way || cmd.lowCrawl || cmd.position) fail('ILLEGAL_LOCATION', `${o.unit} has no way ${cmd.via} to ${cmd.to}`, 'A10.51');
      ctx.state.pending = null;
      runRoutBy(ctx, ctx.state.units[c.unit]!, way, !o.voluntary);
      continueRouts(ctx, c.queue);
      return;
    }
    if (cmd.position) {
      if (cmd.lowCrawl || !to || !o.positions?.some((p) => p.to === to && p.position === cmd.position)) {
        const offered = (o.positions ?? []).map((p) => `${p.to} (${p.position})`).join(', ') || 'none';
        fail('ILLEGAL_LOCATION', `${o.unit} cannot rout to ${cmd.to} (${cmd.position}): positions it may stop in: ${offered}`, 'B27.41');
      }
    } else {
      const allowed = cmd.lowCrawl ? o.lowCrawl : o.to;
      if (!to || !allowed.includes(to)) {
        if (cmd.lowCrawl)
          fail(
            'ILLEGAL_LOCATION',
            `${o.unit} cannot Low Crawl to ${cmd.to}: it may crawl to ${o.lowCrawl.join(', ') || 'no hex'}`,
            'A10.52',
          );
        fail('ILLEGAL_LOCATION', `${o.unit} cannot rout to ${cmd.to}: it may go to ${o.to.join(', ') || 'no hex'}`, 'A10.51');
      }
    }
    ctx.state.pending = null;
    routTo(ctx, ctx.state.units[c.unit]!, to, !!cmd.lowCrawl, cmd.position);
    continueRouts(ctx, c.queue);
  },
  sample(entry, random) {
    const unit = entry.choices!.unit as string;
    if (entry.choices!.lowCrawl) {
      const to = entry.choices!.to as string[];
      return { type: 'rout', unit, to: to[Math.floor(random() * to.length)]!, lowCrawl: true };
    }
    const options = [
      ...(entry.choices!.to as string[]).map((to) => ({ to })),
      ...((entry.choices!.positions as Shelter[] | undefined) ?? []).map((p) => ({ to: p.to, position: p.position })),
    ];
    return { type: 'rout', unit, ...options[Math.floor(random() * options.length)]! };
  },
};

/** A10.5: a unit not forced to rout stays. */
const noRoutCommand: CommandHandler<z.infer<typeof NoRoutSchema>> = {
  type: 'noRout',
  schema: NoRoutSchema,
  answers: ROUT_KIND,
  legal(_ctx, state) {
    const o = state.pending!.options[0] as RoutOption;
    return o.voluntary
      ? [{ type: 'noRout', label: `${o.unit} does not rout`, rule: 'A10.5', command: { type: 'noRout', unit: o.unit } }]
      : [];
  },
  apply(ctx, cmd) {
    const p = ctx.state.pending!;
    const o = p.options[0] as RoutOption;
    ownUnit(ctx, cmd.unit);
    if (cmd.unit !== o.unit) fail('ILLEGAL_COMMAND', `${o.unit} is the unit to decide for, not ${cmd.unit}`, 'A10.5');
    if (!o.voluntary) fail('ILLEGAL_COMMAND', `${o.unit} must rout`, 'A10.5');
    ctx.state.pending = null;
    continueRouts(ctx, (p.context as RoutContext).queue);
  },
};

export const routModule: RuleModule = {
  id: 'rout',
  rules: ['A10.5', 'A10.51', 'A10.52', 'A10.53', 'A10.531', 'A10.533'],
  commands: [routCommand, noRoutCommand],
  params: RoutParams.schema,
  onPhaseStart(ctx) {
    if (!phaseActs(ctx, ctx.state, 'rout')) return;
    continueRouts(ctx, [...brokenAboveGround(ctx, phasingSide(ctx.state)), ...brokenAboveGround(ctx, nonPhasingSide(ctx.state))]);
  },
};
