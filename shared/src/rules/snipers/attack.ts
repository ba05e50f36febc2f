// A14.1 the Sniper check on an Original DR, A14.2 target selection (Random Location, A14.21
// alternate target, A0.9 Random Selection), A14.3 the attack's result, and the SAN's removal (A14.1).
import type { ApplyContext, MadeRoll } from '../../engine/module';
import type { Side, UnitState } from '../../engine/state';
import { DIRECTIONS, distance, neighbour } from '../../hex/grid';
import { breakUnit, casualtyReduce, eliminate, withLeaderLoss } from '../core/morale';
import { SniperParams, type SniperEffect } from './params';
import { type SniperCounter, snipers, writableSnipers } from './state';

const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

/**
 * A14.1: "A player is subject to Sniper attack during any PFPh, MPh, DFPh or AFPh whenever he makes a
 * TH, MC, TC, non-OBA IFT, or Entrenching, Original DR ... equal to the enemy SAN." The attack "occurs
 * after resolving all effects of the DR that activated it, but not before resolving all (if any) Sniper
 * attacks made prior to it": the engine calls this once the command is resolved, the rolls in order.
 * Only rolls everyone saw call a Sniper: a roll the enemy never saw (a concealed unit's MC) would tell
 * him its value (docs/rules-coverage.md).
 */
export function snipersAfterRolls(ctx: ApplyContext, rolls: readonly MadeRoll[]): void {
  const p = SniperParams.of(ctx);
  if (!p.sniperPhases.includes(ctx.state.phase)) return;
  for (const r of rolls) {
    if (r.audience !== 'all' || r.roll.kind !== 'DR') continue;
    const enemy = other(r.by);
    const seen = snipers(ctx.state)[enemy];
    if (!seen?.hex || r.roll.original !== seen.san) continue;
    sniperAttack(ctx, enemy, writableSnipers(ctx.state)[enemy]!, r);
  }
}

function sniperAttack(ctx: ApplyContext, side: Side, sniper: SniperCounter, by: MadeRoll): void {
  const p = SniperParams.of(ctx);
  // A14.2: "Whenever a Sniper attack is called for, a dr is made to determine the result of the attack (14.3)"
  const dr = ctx.roll({
    kind: 'dr',
    purpose: `Sniper attack by side ${side} (SAN ${sniper.san}, called by ${by.check} DR ${by.roll.original})`,
    rule: 'A14.2',
    // the dice panel shows the purpose: whose Sniper, its SAN and the DR that called it (the roll's
    // `detail` is the core's union of tables, protocol/events.ts; the attack's outcome is its own event)
    audience: 'all',
  }).original;
  const from = sniper.hex!;
  const hits: { unit: string; dr: number; effect: SniperEffect }[] = [];
  if (dr > 2) {
    ctx.emit({ type: 'sniperAttack', audience: 'all', data: { side, dr, from, to: from, hits: [], rule: 'A14.2' } });
    reduceSan(ctx, side, sniper, dr);
    return;
  }
  const to = alternateTarget(ctx, side, randomLocation(ctx, from));
  sniper.hex = to;
  const targets = targetsIn(ctx, side, to);
  // A10.2: "For each leader eliminated (whether by ... a mortal wound, or any other cause), after
  // resolution of that attack" the others in his Location take a LLMC (a LLTC for a leader broken)
  withLeaderLoss(
    ctx,
    targets,
    () => {
      for (const t of randomSelection(ctx, targets)) {
        // A14.2: only one target takes the original dr; "another dr must be made for each other" unit
        const own =
          hits.length === 0
            ? dr
            : ctx.roll({ kind: 'dr', purpose: `Sniper attack dr for ${t.id}`, rule: 'A14.2', audience: 'all' }).original;
        const effect = own <= 2 ? p.sniperResults[own as 1 | 2] : 'none';
        hits.push({ unit: t.id, dr: own, effect });
        affect(ctx, t, effect);
      }
      ctx.emit({ type: 'sniperAttack', audience: 'all', data: { side, dr, from, to, hits, rule: 'A14.3' } });
    },
    `Sniper attack by side ${side}`,
  );
  reduceSan(ctx, side, sniper, dr);
}

/** A14.1: "If a SAN is (reduced to) < 2, that Sniper counter is removed from play"; the reducing dr is a parameter. */
function reduceSan(ctx: ApplyContext, side: Side, sniper: SniperCounter, dr: number): void {
  const change = SniperParams.of(ctx).sanReduction;
  if (!change || dr !== change.dr) return;
  sniper.san = Math.max(0, sniper.san - change.by);
  if (sniper.san < 2) sniper.hex = null;
  ctx.emit({ type: 'sanChanged', audience: 'all', data: { side, san: sniper.san, removed: sniper.hex === null, rule: 'A14.1' } });
}

/**
 * A14.2: the Sniper counter moves by a Random Location DR (C1.31, not in the texts available): here a
 * direction dr (1-6: N, NE, SE, S, SW, NW) and a distance dr in hexes from the counter, stopping at the
 * map's edge.
 */
function randomLocation(ctx: ApplyContext, from: string): string {
  const dir =
    DIRECTIONS[ctx.roll({ kind: 'dr', purpose: 'Sniper Random Location: direction', rule: 'A14.2', audience: 'all' }).original - 1]!;
  const steps = ctx.roll({ kind: 'dr', purpose: `Sniper Random Location: hexes ${dir}`, rule: 'A14.2', audience: 'all' }).original;
  let at = ctx.map.byName(from)!;
  for (let i = 0; i < steps; i++) {
    const next = ctx.map.at(neighbour(at.hex, dir));
    if (!next) break;
    at = next;
  }
  return at.name;
}

/**
 * A14.21: a hex with neither an eligible target nor the enemy Sniper counter sends the Sniper to the
 * nearest hex with either; equidistant hexes: the lowest in-hex TEM, then (the Sniper player's choice,
 * not offered) the first by name. A hex that holds either is its own nearest (distance 0, the only one).
 */
export function alternateTarget(ctx: ApplyContext, side: Side, hex: string): string {
  const enemySniper = writableSnipers(ctx.state)[other(side)]?.hex ?? null;
  const here = ctx.map.byName(hex)!.hex;
  const candidates = new Set<string>(enemySniper ? [enemySniper] : []);
  for (const u of eligibleTargets(ctx, side)) candidates.add(u.loc!.hex);
  let best: { name: string; d: number; tem: number } | undefined;
  for (const name of [...candidates].sort()) {
    const h = ctx.map.byName(name)!;
    const c = { name, d: distance(here, h.hex), tem: Math.max(0, h.terrain.tem) };
    if (!best || c.d < best.d || (c.d === best.d && c.tem < best.tem)) best = c;
  }
  return best?.name ?? hex;
}

/**
 * A14.22 eligibility (its list is not in the texts available): the enemy's units on the map in a
 * Location in sight, neither concealed nor hidden (A14.23's concealed targets are not modelled), nor
 * Dummies: the units the Sniper's owner knows are there.
 */
function eligibleTargets(ctx: ApplyContext, side: Side): UnitState[] {
  return Object.values(ctx.state.units).filter(
    (u) =>
      u.side !== side &&
      !u.eliminated &&
      u.kind !== 'dummy' &&
      u.loc !== null &&
      !u.status.concealed &&
      !u.status.hidden &&
      !ctx.locations.outOfSight(u.loc),
  );
}

function targetsIn(ctx: ApplyContext, side: Side, hex: string): UnitState[] {
  return eligibleTargets(ctx, side)
    .filter((u) => u.loc!.hex === hex)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * A0.9 Random Selection: "a dr is made for each such unit therein. The unit with the highest dr is the
 * one affected ... If there is a tie for the highest dr, all of the applicable units which rolled that
 * number are affected equally." One unit needs no dr.
 */
export function randomSelection(ctx: ApplyContext, units: readonly UnitState[]): UnitState[] {
  if (units.length <= 1) return [...units];
  const drs = units.map(
    (u) => ctx.roll({ kind: 'dr', purpose: `Random Selection for the Sniper: ${u.id}`, rule: 'A0.9', audience: 'all' }).original,
  );
  const top = Math.max(...drs);
  return units.filter((_, i) => drs[i] === top);
}

function affect(ctx: ApplyContext, u: UnitState, effect: SniperEffect): void {
  if (effect === 'eliminate') eliminate(ctx, u, 'A14.3');
  else if (effect === 'casualtyReduce') casualtyReduce(ctx, u, 'A14.3');
  else if (effect === 'break' && !u.status.broken) breakUnit(ctx, u, 'A14.3');
  else if (effect === 'pin' && !u.status.broken && !u.status.pinned) {
    u.status.pinned = true;
    ctx.emit({ type: 'pinned', audience: 'all', data: { unit: u.id, rule: 'A14.3' } });
  }
}
