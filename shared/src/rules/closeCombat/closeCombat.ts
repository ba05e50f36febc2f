// Close Combat (A11), resolved as the CCPh ends in every Location holding units of both sides.
// Each side attacks the other's units there with all its Infantry FP; the odds (attacker FP : defender
// FP) give a Kill Number from the CC Table (core parameter `ccKillNumbers`, to confirm against the
// printed table). A Final DR below it eliminates the defenders; equal to it is a Partial Kill: one defender,
// chosen by Random Selection, is Casualty Reduced (A11.11). Attacks are simultaneous (A11.12) unless
// one side Ambushes: in a CC that starts this CCPh (not a continuing Melee) each side makes a dr
// (`ccAmbush.concealedDrm` when all its units there are concealed, A11.4); a side whose Final dr is at least
// `ccAmbush.margin` lower Ambushes, attacks first with the `ccAmbush.drm` and only the survivors strike
// back. An attack on units that were all concealed gets `ccVsConcealedDrm` (A11.19). These DRM, and
// leadership (A11.16), are this module's `modifiers`; CX (A4.51) is the movement module's. Concealed units
// are then revealed (dummies removed, A12.15). Units of both sides left in a Location are in Melee
// (A11.15) and fight again next CCPh. Units below ground fight in their own modules (sewers).
import * as z from 'zod';
import { collectModifiers } from '../../engine/hooks';
import type { ApplyContext, GameContext, RuleModule } from '../../engine/module';
import { defineParams } from '../../engine/params';
import type { Modifier, RollQuery } from '../../engine/rollQuery';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { nonPhasingSide, phasingSide } from '../../engine/turn';
import { isInfantry } from '../../units/catalog';
import { locationKey } from '../../units/location';
import { killNumber } from '../core/ccTable';
import { revealIfSeen } from '../core/concealment';
import { casualtyReduce, eliminate, leadershipFor } from '../core/morale';
import { CoreParams } from '../core/params';

export const CloseCombatParams = defineParams(
  z.object({
    /** A11.4 Ambush: a side whose Final dr is `margin` lower Ambushes; `concealedDrm` to the dr of an
     *  all-concealed side; `drm` to the Ambusher's CC attack (defaults to confirm). */
    ccAmbush: z.strictObject({ margin: z.int().min(1), concealedDrm: z.int(), drm: z.int() }).default({ margin: 3, concealedDrm: -2, drm: -1 }),
    /** A11.19: DRM to a CC attack on units that were all concealed (default to confirm). */
    ccVsConcealedDrm: z.int().default(1),
  }),
);

interface CloseCombatState {
  /** Location keys where Melee continues from an earlier CCPh (no Ambush there, A11.4). */
  melee: string[];
}

function fp(ctx: GameContext, units: readonly UnitState[]): number {
  return units.reduce((s, u) => s + (u.status.broken ? 0 : ctx.unitTypes.get(u.type)?.firepower ?? 0), 0);
}

function pick(ctx: ApplyContext, units: readonly UnitState[]): UnitState | undefined {
  if (units.length <= 1) return units[0];
  const d = ctx.roll({ kind: 'dr', purpose: 'Random Selection (Partial Kill)', rule: 'A11.11', audience: 'all' });
  return units[(d.final - 1) % units.length];
}

/** This module's modifiers: leadership (A11.16), vs concealed (A11.19) and Ambush (A11.4). */
function ccModifiers(ctx: GameContext, state: GameState, q: RollQuery): readonly Modifier[] {
  const p = CloseCombatParams.of(ctx);
  if (q.kind === 'ambush') return q.units.length && q.units.every((u) => u.status.concealed) ? [{ name: 'concealed', value: p.ccAmbush.concealedDrm, rule: 'A11.4' }] : [];
  if (q.kind !== 'cc') return [];
  const out: Modifier[] = [];
  const lead = q.attackers.map((u) => leadershipFor(ctx, state, u)).filter((m): m is Modifier => !!m).sort((x, y) => x.value - y.value)[0];
  if (lead && lead.value) out.push({ ...lead, rule: 'A11.16' });
  if (q.defendersWereConcealed) out.push({ name: 'vs concealed', value: p.ccVsConcealedDrm, rule: 'A11.19' });
  if (q.ambusher === q.attacker) out.push({ name: 'Ambush', value: p.ccAmbush.drm, rule: 'A11.4' });
  return out;
}

/** A11.4: which side Ambushes, if any. */
function ambush(ctx: ApplyContext, sides: Record<Side, UnitState[]>, units: readonly UnitState[]): Side | null {
  const margin = CloseCombatParams.of(ctx).ccAmbush.margin;
  const loc = units[0]!.loc!;
  const finals: Partial<Record<Side, number>> = {};
  for (const s of [phasingSide(ctx.state), nonPhasingSide(ctx.state)]) {
    const mine = sides[s].filter((u) => !u.eliminated);
    const modifiers = collectModifiers(ctx, ctx.state, { kind: 'ambush', side: s, units: mine, loc });
    finals[s] = ctx.roll({ kind: 'dr', purpose: `Ambush dr in ${loc.hex} for ${ctx.scenario.sides[s].name}`, rule: 'A11.4', modifiers, audience: 'all' }).final;
  }
  if (finals.A! + margin <= finals.B!) return 'A';
  if (finals.B! + margin <= finals.A!) return 'B';
  return null;
}

interface Melee {
  readonly units: readonly UnitState[];
  readonly concealedAtStart: Readonly<Record<Side, boolean>>;
  readonly ambusher: Side | null;
}

function attack(ctx: ApplyContext, m: Melee, att: Side, attackers: UnitState[], defenders: UnitState[]): UnitState[] {
  if (!attackers.length || !defenders.length || fp(ctx, attackers) <= 0) return [];
  const loc = m.units[0]!.loc!;
  const kill = killNumber(CoreParams.of(ctx).ccKillNumbers, fp(ctx, attackers), fp(ctx, defenders));
  const modifiers = collectModifiers(ctx, ctx.state, { kind: 'cc', attacker: att, attackers, defenders, defendersWereConcealed: m.concealedAtStart[otherSide(att)], ambusher: m.ambusher, loc });
  const r = ctx.roll({ kind: 'DR', purpose: `Close Combat in ${loc.hex}: ${ctx.scenario.sides[att].name} attack (Kill Number ${kill})`, rule: 'A11.11', modifiers, audience: 'all' });
  if (r.final < kill) return [...defenders];
  if (r.final === kill) {
    const v = pick(ctx, defenders);
    if (v) casualtyReduce(ctx, v, 'A11.11');
  }
  return [];
}

function resolveLocation(ctx: ApplyContext, units: UnitState[], continuing: boolean): boolean {
  const sides: Record<Side, UnitState[]> = { A: [], B: [] };
  for (const u of units) sides[u.side].push(u);
  const hex = units[0]!.loc!.hex;
  const concealedAtStart: Record<Side, boolean> = { A: sides.A.every((u) => u.status.concealed), B: sides.B.every((u) => u.status.concealed) };
  const first = continuing ? null : ambush(ctx, sides, units);
  const melee: Melee = { units, concealedAtStart, ambusher: first };
  // A12.15: units in Close Combat are revealed; dummies are removed
  for (const u of units) for (const e of revealIfSeen(ctx.state, u, () => true)) ctx.emit(e);
  const live = (s: Side) => sides[s].filter((u) => !u.eliminated && u.kind !== 'dummy');
  if (first) {
    ctx.emit({ type: 'ambush', audience: 'all', data: { hex, side: first, rule: 'A11.4' } });
    for (const u of attack(ctx, melee, first, live(first), live(otherSide(first)))) if (!u.eliminated) eliminate(ctx, u, 'A11.11');
    const other = otherSide(first);
    for (const u of attack(ctx, melee, other, live(other), live(first))) if (!u.eliminated) eliminate(ctx, u, 'A11.11');
  } else {
    const doomed: UnitState[] = [];
    for (const att of [phasingSide(ctx.state), nonPhasingSide(ctx.state)]) doomed.push(...attack(ctx, melee, att, live(att), live(otherSide(att))));
    for (const u of doomed) if (!u.eliminated) eliminate(ctx, u, 'A11.11'); // simultaneous (A11.12)
  }
  const inMelee = live('A').length > 0 && live('B').length > 0;
  ctx.emit({ type: 'closeCombat', audience: 'all', data: { hex, melee: inMelee, rule: inMelee ? 'A11.15' : 'A11.11' } });
  return inMelee;
}

export const closeCombatModule: RuleModule = {
  id: 'closeCombat',
  rules: ['A11.11', 'A11.12', 'A11.15', 'A11.16', 'A11.19', 'A11.4'],
  params: CloseCombatParams.schema,
  modifiers: ccModifiers,
  init: (): CloseCombatState => ({ melee: [] }),
  onPhaseEnd(ctx) {
    if (ctx.state.phase !== 'CCPh' || ctx.state.status !== 'playing') return;
    const before = new Set((ctx.state.modules.closeCombat as CloseCombatState | undefined)?.melee ?? []);
    const byLoc = new Map<string, UnitState[]>();
    for (const u of Object.values(ctx.state.units)) {
      if (u.eliminated || !u.loc || ctx.locations.underground(u.loc) || !(isInfantry(u.kind) || u.kind === 'dummy')) continue;
      byLoc.set(locationKey(u.loc), [...(byLoc.get(locationKey(u.loc)) ?? []), u]);
    }
    const melee: string[] = [];
    for (const [key, units] of [...byLoc].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (new Set(units.map((u) => u.side)).size === 2 && resolveLocation(ctx, units, before.has(key))) melee.push(key);
    }
    ctx.state.modules.closeCombat = { melee } satisfies CloseCombatState;
  },
};
