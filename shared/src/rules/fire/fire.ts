// Fire (A7, A8): Prep Fire (PFPh, ATTACKER), Defensive First Fire at units that just spent MF (the
// DEFENDER's answer to the question asked after each expenditure, A8.1), Defensive Final Fire (DFPh)
// and Advancing Fire (AFPh, at half FP). FP per firer: doubled ADJACENT (PBF, A7.21), tripled in its own Location (TPBF, A7.21), halved
// beyond normal range (A7.22), halved for Area Fire at concealed targets (A7.23; a Location holding
// both kinds is attacked once per kind with one DR, A12.13), for Subsequent First
// Fire, FPF and a First Fire unit's Final Fire (A8.3, A8.31, A8.4: all "as Area Fire"), in the AFPh
// (A7.24) and for pinned firers (A7.8). Defensive First Fire (SFF and FPF too) affects only the moving
// unit/stack (A8.1); other fire every enemy unit in the Location (A7.4, A8.4). The DRM come from the
// modules (this one's: TEM, hindrance and leadership, modifiers.ts). Firing reveals the firers
// (A12.14); an effect on a concealed Location reveals the units it affects (dummies are removed).
import * as z from 'zod';
import type { EnterEvent } from '../../engine/entry';
import { fail } from '../../engine/errors';
import { firepowerFactorsOf, runOnFired, unitCondition } from '../../engine/hooks';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand, RuleModule } from '../../engine/module';
import type { FireKind } from '../../engine/rollQuery';
import { playerTurnBegins } from '../../engine/turn';
import { type GameState, otherSide, type Side, type UnitState } from '../../engine/state';
import { activity, readActivity } from '../core/activity';
import { announceFire, type FpBreakdown } from './announce';
import { iftAttack } from '../core/attack';
import { iftColumn } from '../core/ift';
import { CoreParams } from '../core/params';
import { loseHip, revealIfSeen } from '../core/concealment';
import {
  askDefensiveFirstFire,
  askFollowUpFirstFire,
  DFF_KIND,
  dffFiredAt,
  dffMovers,
  dffTarget,
  endDefensiveFirstFire,
} from '../core/defensiveFire';
import { targetKey, targetLocation } from '../core/locations';
import { moraleCheckWithDr } from '../core/morale';
import { range } from '../core/sight';
import { distance, type Hex } from '../../hex/grid';
import { type Location, sameLocation } from '../../units/location';
import {
  checkFirers,
  enemyHexes,
  type Firer,
  firerOnBoard,
  firingUnits,
  mayFire,
  phaseFire,
  phaseFires,
  Reach,
  reachedHexes,
  targetsIn,
  useOf,
} from './eligibility';
import { clearDirected, fireGroupDirection, fireModifiers, markDirected } from './modifiers';
import { asksFirstFire, asksFollowUpFire, firstFirePromptMode, setFirstFirePrompt } from './firstFirePrompt';
import { fireMarksView } from './marks';
import { leaveResidual, residualAttack, residualView } from './residual';

const FireSchema = z.strictObject({
  type: z.literal('fire'),
  firers: z.array(z.string().max(12)).min(1).max(12),
  target: z.string().max(20),
});
const DefensiveFireSchema = z.strictObject({ type: z.literal('defensiveFire'), firers: z.array(z.string().max(12)).min(1).max(12) });
const DeclineFireSchema = z.strictObject({ type: z.literal('declineFire') });
type Fire = z.infer<typeof FireSchema>;

function firepower(
  ctx: GameContext,
  state: GameState,
  u: Firer,
  key: string,
  kind: FireKind,
  area: boolean,
  firers: readonly UnitState[],
): FpBreakdown {
  const type = ctx.unitTypes.get(u.type)!;
  const r = range(ctx, u.loc!, targetLocation(ctx, key)!);
  const factors: { name: string; times: number; rule: string }[] = [];
  let fp = type.firepower;
  const apply = (on: boolean, name: string, times: number, rule: string) => {
    if (!on) return;
    fp *= times;
    factors.push({ name, times, rule });
  };
  // A7.21: doubled ADJACENT (PBF); "vs units in the same Location as the attacker ... the FP of the
  // attacking unit is tripled (hereafter referred to as TPBF)"; another level of the same hex is PBF
  const target = targetLocation(ctx, key)!;
  if (sameLocation(u.loc!, target)) apply(true, 'TPBF (same Location)', 3, 'A7.21');
  else apply(r <= 1, 'Point Blank Fire (ADJACENT)', 2, 'A7.21');
  apply(r > type.range, `long range (${r} hexes, normal range ${type.range})`, 0.5, 'A7.22');
  apply(area, 'Area Fire at concealed units', 0.5, 'A7.23');
  // B21.42 (a module's `areaFire` condition): a fording unit fires "only as Area Fire"; A7.23: "halved
  // again for each additional applicable use"
  apply(!!unitCondition(ctx, state, u, 'areaFire'), 'Area Fire (firer fording)', 0.5, 'B21.42');
  // A7.24: "halved if the attack occurs in the AFPh—even if the firing unit did not move" (Opportunity
  // Fire, A7.25, which escapes it, is not built)
  apply(kind === 'advancing', 'Advancing Fire', 0.5, 'A7.24');
  apply(u.status.pinned, 'pinned firer', 0.5, 'A7.8');
  const use = useOf(state, u, kind);
  // A8.3 SFF, A8.4 a First Fire unit's Final Fire: "as Area Fire"; A8.31 FPF: "a combination of Area Fire and PBF"
  apply(use === 'subsequent', 'Subsequent First Fire, as Area Fire', 0.5, 'A8.3');
  apply(use === 'fpf', 'Final Protective Fire, as Area Fire', 0.5, 'A8.31');
  apply(use === 'finalAdjacent', 'Final Fire after First Fire, as Area Fire', 0.5, 'A8.4');
  // the modules' factors (A9.11: a possessor's Inherent FP forfeited for the weapons it fires)
  for (const f of firepowerFactorsOf(ctx, state, u, firers)) apply(true, f.name, f.times, f.rule);
  return { unit: u.id, base: type.firepower, factors, fp };
}

/**
 * One fire attack at `key`. `movers`: for Defensive First Fire, the moving unit/stack, the only units
 * it affects ("regardless of other units that occupy the same ... hexes", A8.1); otherwise every enemy
 * unit the firer may know of in the Location is a target (A7.4).
 */
function resolve(ctx: ApplyContext, firers: Firer[], key: string, kind: FireKind, movers?: readonly string[]): void {
  const { state } = ctx;
  const a = activity(state);
  const loc = targetLocation(ctx, key)!;
  const inLocation = targetsIn(ctx, state, ctx.side, key);
  const targets = movers ? inLocation.filter((t) => movers.includes(t.id)) : inLocation;
  const area = targets.length > 0 && targets.every((t) => t.status.concealed);
  const breakdown = firers.map((f) => firepower(ctx, state, f, key, kind, area, firers));
  const fp = breakdown.reduce((s, b) => s + b.fp, 0);
  // A12.13: concealed and unconcealed units in the Location: one attack on each type, the concealed
  // ones on the Area Fire column (A7.23), the same DR; the fire event announces the FP vs the others
  // A12.3: hidden units in the Location are attacked too, as concealed ones are ("the equal of concealment"):
  // on the Area Fire column (A12.13) with the same DR, their result their owner's unless it affects them
  // (then they are totally discovered, A12.31: core/attack.ts). Nothing the firer sees depends on them:
  // the FP announced, Area Fire or not, the public roll are reckoned from the units it may know of.
  const hidden = movers ? [] : hiddenIn(state, ctx.side, loc);
  const mixed = !area && (targets.some((t) => t.status.concealed) || hidden.length > 0);
  const veiled = (t: UnitState) => t.status.concealed || t.status.hidden;
  const vsConcealed = mixed
    ? { fp: firers.reduce((s, f) => s + firepower(ctx, state, f, key, kind, true, firers).fp, 0), concealed: veiled }
    : undefined;
  const fpf = firers.filter((f) => useOf(state, f, kind) === 'fpf');
  // A12.31: a hidden firer (or a hidden weapon's possessor) is totally discovered, before the fire is announced
  loseHip(
    ctx,
    firers.map((f) => firerOnBoard(state, f)),
    'discovered',
    'A12.31',
  );
  for (const f of firers) {
    a.fired[f.id] = useOf(state, f, kind) === 'normal' ? kind : 'final';
    for (const e of revealIfSeen(state, firerOnBoard(state, f), () => true)) ctx.emit(e); // A12.14: firing reveals the firer (a weapon's possessor)
  }
  const column = iftColumn(CoreParams.of(ctx).ift, fp);
  announceFire(ctx, firers, breakdown, { kind, target: key, fp, column, area });
  // A7.531: the leaders whose DRM the attack gets are marked as having directed it
  const direction = fireGroupDirection(ctx, state, firers);
  const out = iftAttack(ctx, {
    source: 'fire',
    fire: kind,
    firers,
    target: loc,
    targets: hidden.length ? [...targets, ...hidden] : targets,
    fp,
    purpose: `fire at ${key}`,
    label: key,
    checkPurpose: `fire at ${key}`,
    rule: 'A7.3',
    ...(vsConcealed ? { vsConcealed } : {}),
  });
  if (direction && out.roll) markDirected(state, direction.leaders, firers);
  if (kind === 'first' && loc.level === 0 && out.roll) leaveResidual(ctx, loc.hex, out.column, out.roll.modifiers);
  // A8.31: the Original DR of a FPF attack is also a NMC for each unit that used FPF
  if (out.roll) for (const f of fpf) moraleCheckWithDr(ctx, firerOnBoard(state, f), out.roll.original, `Final Protective Fire at ${key}`);
  // the modules read the attack's dice (A9.2 Multiple ROF, A9.7 breakdown)
  runOnFired(ctx, { firers, kind, ...(out.roll ? { roll: { dice: out.roll.dice, original: out.roll.original } } : {}) });
}

/** A12.3: the enemy units set up hidden in the target Location (the firer knows nothing of them). */
function hiddenIn(state: GameState, side: Side, loc: Location): UnitState[] {
  return Object.values(state.units).filter((e) => e.side !== side && !e.eliminated && e.status.hidden && e.loc && sameLocation(e.loc, loc));
}

function fireEntries(
  ctx: GameContext,
  state: GameState,
  side: Side,
  kind: FireKind,
  only?: string,
  moved?: boolean,
  firedAt?: ReadonlySet<string>,
): LegalCommand[] {
  const byLoc = new Map<string, UnitState[]>();
  const a = readActivity(state);
  for (const u of firingUnits(ctx, state, side)) {
    if (!mayFire(ctx, state, u, kind) || (moved !== undefined && !!a.moved[u.possessor ?? u.id] !== moved) || firedAt?.has(u.id)) continue;
    const k = `${u.loc!.hex}/${u.loc!.level}`;
    const had = byLoc.get(k);
    if (had) had.push(u);
    else byLoc.set(k, [u]);
  }
  if (!byLoc.size) return [];
  const out: LegalCommand[] = [];
  const reach = new Reach(ctx, state, kind);
  const enemies = only ? undefined : enemyHexes(ctx, state, side);
  for (const group of byLoc.values()) {
    const targets = !enemies ? (firersReaching(reach, group, only!).length ? [only!] : []) : reachedHexes(enemies, group, reach);
    if (!targets.length) continue;
    // each target with the firers of this Location that can reach it (LOS, twice the range)
    const byTarget: Record<string, string[]> = {};
    for (const t of targets) byTarget[t] = firersReaching(reach, group, t).map(unitId);
    const label = `${fireName(kind, only)} from ${group[0]!.loc!.hex}${weaponsNamed(ctx, group)}`;
    out.push({
      type: only ? 'defensiveFire' : 'fire',
      label,
      rule: 'A7.1',
      choices: only ? { firers: byTarget[only], targets } : { targets, byTarget },
    });
  }
  // a Fire Group across Locations needs firers in two Locations or more
  return byLoc.size > 1 ? [...out, ...fireGroupEntries(ctx, state, [...byLoc.values()].flat(), kind, only, out, reach)] : out;
}

/** The weapons among an entry's firers, as its label names them (A9.1: "with LMG"). */
function weaponsNamed(ctx: GameContext, firers: readonly Firer[]): string {
  const names = firers.filter((f) => f.possessor).map((f) => ctx.unitTypes.get(f.type)?.name ?? f.type);
  return names.length ? ` (with ${names.join(', ')})` : '';
}

/** What the fire of a legal entry is called (its label): `only` is the moving stack's hex of a DFF question. */
function fireName(kind: FireKind, only: string | undefined): string {
  return only ? 'Defensive First Fire' : kind === 'prep' ? 'Prep Fire' : kind === 'final' ? 'Defensive Final Fire' : 'Advancing Fire';
}

function firersReaching(reach: Reach, firers: readonly UnitState[], key: string): UnitState[] {
  const out: UnitState[] = [];
  for (const f of firers) if (reach.reaches(f, key)) out.push(f);
  return out;
}

function unitId(u: UnitState): string {
  return u.id;
}

/**
 * A7.5: a Fire Group may be formed by units in a chain of ADJACENT Locations. Beside each Location's
 * own entry, one entry per chain of two or more Locations whose units all reach a target (`group`:
 * its firers are the whole group; the player may leave some out, the rest staying a chain).
 */
function fireGroupEntries(
  ctx: GameContext,
  state: GameState,
  firers: UnitState[],
  kind: FireKind,
  only: string | undefined,
  single: LegalCommand[],
  reach: Reach,
): LegalCommand[] {
  const targets = [...new Set(single.flatMap((l) => l.choices!.targets as string[]))];
  const byGroup = new Map<string, { firers: string[]; hexes: string[]; targets: string[] }>();
  const hexes = new Map<string, Hex>(); // each firer hex found on the map once
  for (const t of targets) {
    const reaching = firersReaching(reach, firers, t);
    if (!severalLocations(reaching)) continue; // every chain of one Location: no Fire Group across Locations
    for (const chain of chains(ctx, reaching, hexes)) {
      if (new Set(chain.map((f) => `${f.loc!.hex}/${f.loc!.level}`)).size < 2) continue;
      const ids = chain.map((f) => f.id).sort();
      const key = ids.join(',');
      const g = byGroup.get(key) ?? { firers: ids, hexes: [...new Set(chain.map((f) => f.loc!.hex))].sort(), targets: [] };
      g.targets.push(t);
      byGroup.set(key, g);
    }
  }
  const name = fireName(kind, only);
  return [...byGroup.values()].map((g) => ({
    type: only ? 'defensiveFire' : 'fire',
    label: `${name}, Fire Group from ${g.hexes.join(', ')}`,
    rule: 'A7.5',
    choices: only
      ? { firers: g.firers, targets: g.targets, group: true }
      : { targets: g.targets, byTarget: Object.fromEntries(g.targets.map((t) => [t, g.firers])), group: true },
  }));
}

/** Whether the firers are in two Locations or more (a Location as the Fire Group entries count them: hex and level). */
function severalLocations(firers: readonly UnitState[]): boolean {
  const a = firers[0]?.loc;
  for (const f of firers) if (f.loc!.hex !== a!.hex || f.loc!.level !== a!.level) return true;
  return false;
}

/** The firers split into chains of hexes, each hex ADJACENT to (or the same as) another of its chain (A7.5). */
function chains(ctx: GameContext, firers: UnitState[], hexes: Map<string, Hex>): UnitState[][] {
  const hexDistanceOf = (a: UnitState, b: UnitState): number => distance(hexOf(ctx, hexes, a.loc!.hex), hexOf(ctx, hexes, b.loc!.hex));
  const out: UnitState[][] = [];
  const left = [...firers];
  while (left.length) {
    const chain = [left.shift()!];
    for (let grew = true; grew; ) {
      grew = false;
      for (let i = left.length - 1; i >= 0; i--) {
        if (chain.some((c) => hexDistanceOf(c, left[i]!) <= 1)) {
          chain.push(...left.splice(i, 1));
          grew = true;
        }
      }
    }
    out.push(chain);
  }
  return out;
}

/** The map hex of a hex name (`hexDistance`'s lookup), kept in `found`. */
function hexOf(ctx: GameContext, found: Map<string, Hex>, name: string): Hex {
  let h = found.get(name);
  if (!h) found.set(name, (h = ctx.map.byName(name)!.hex));
  return h;
}

const fire: CommandHandler<Fire> = {
  type: 'fire',
  schema: FireSchema,
  legal(ctx, state, side) {
    const fires = phaseFires(ctx, state, side);
    // no fire or one (nearly always): its entries as they are, without a flatMap's copy (asked for both seats after every command)
    if (fires.length <= 1) return fires[0] ? fireEntries(ctx, state, side, fires[0].kind, undefined, fires[0].moved) : [];
    return fires.flatMap((f) => fireEntries(ctx, state, side, f.kind, undefined, f.moved));
  },
  apply(ctx, cmd) {
    const moved = cmd.firers.some((id) => readActivity(ctx.state).moved[id]);
    const kind = phaseFire(ctx, ctx.state, ctx.side, moved);
    if (!kind) fail('WRONG_PHASE', 'you cannot fire in this phase', 'A3.1');
    const firers = checkFirers(ctx, cmd.firers, kind, cmd.target);
    const hex = targetKey(targetLocation(ctx, cmd.target)!);
    // a shot at an empty hex would be a free search for hidden units: the target must show a unit or a "?"
    if (!targetsIn(ctx, ctx.state, ctx.side, hex).length) fail('ILLEGAL_COMMAND', `no known enemy unit or "?" in ${hex}`, 'A7.1');
    resolve(ctx, firers, hex, kind);
  },
  sample(entry, random) {
    const targets = entry.choices!.targets as string[];
    const target = targets[Math.floor(random() * targets.length)]!;
    const firers = (entry.choices!.byTarget as Record<string, string[]>)[target]!;
    // a Fire Group across Locations (A7.5) is sent whole: a random part of it may break the chain
    return { type: 'fire', firers: entry.choices!.group ? firers : firers.filter((_, i) => i === 0 || random() < 0.7), target };
  },
};

const defensiveFire: CommandHandler<z.infer<typeof DefensiveFireSchema>> = {
  type: 'defensiveFire',
  schema: DefensiveFireSchema,
  answers: DFF_KIND,
  legal(ctx, state, side) {
    // the engine asks only the seat this decision is pending for; A8.14: not the units that already attacked at this expenditure
    return fireEntries(ctx, state, side, 'first', dffTarget({ state }), undefined, new Set(dffFiredAt({ state })));
  },
  apply(ctx, cmd) {
    const target = dffTarget(ctx);
    const movers = dffMovers(ctx);
    const firedAt = new Set(dffFiredAt(ctx));
    const firers = checkFirers(ctx, cmd.firers, 'first', target);
    for (const f of firers)
      if (firedAt.has(f.id))
        fail('ILLEGAL_COMMAND', `${f.id} already attacked at this expenditure: a follow-up attack is by different attackers`, 'A8.14');
    resolve(ctx, firers, target, 'first', movers);
    // A8.1, A8.14: further attacks by other units at the same expenditure, while a mover is still there
    const still = (movers ?? []).some((id) => !ctx.state.units[id]?.eliminated);
    const all = new Set([...firedAt, ...firers.map((f) => f.id)]);
    if (CoreParams.of(ctx).firstFireFollowUp && movers && still && asksFollowUpFire(ctx, ctx.state, ctx.side, target, all))
      askFollowUpFirstFire(
        ctx,
        firers.map((f) => f.id),
      );
    else endDefensiveFirstFire(ctx);
  },
  sample(entry, random) {
    const firers = entry.choices!.firers as string[];
    return { type: 'defensiveFire', firers: entry.choices!.group ? firers : firers.filter((_, i) => i === 0 || random() < 0.7) };
  },
};

const declineFire: CommandHandler<z.infer<typeof DeclineFireSchema>> = {
  type: 'declineFire',
  schema: DeclineFireSchema,
  answers: DFF_KIND,
  legal: () => [{ type: 'declineFire', label: 'No fire', rule: 'A8.1', command: { type: 'declineFire' } }],
  apply(ctx) {
    endDefensiveFirstFire(ctx);
  },
};

/** Purposes after which the DEFENDER is asked about Defensive First Fire (A8.1: every MF expenditure). */
const ASKS_DFF = new Set(['move', 'levelChange', 'dcPlacement']);

/** A8.2 Residual FP attacks units entering its hex in the MPh; A8.1 then the DEFENDER is asked. */
function onEnter(ctx: ApplyContext, e: EnterEvent): void {
  if (e.entered && e.purpose === 'move' && !e.exempt?.includes('residualFp')) residualAttack(ctx, e.group, e.to.hex);
  const at = e.group[0]?.loc;
  if (!ASKS_DFF.has(e.purpose) || !at) return;
  // the DEFENDER's own setting says whether to ask (firstFirePrompt.ts: judged from the ATTACKER's view)
  if (asksFirstFire(ctx, ctx.state, otherSide(ctx.side), targetKey(at)))
    askDefensiveFirstFire(
      ctx,
      targetKey(at),
      e.group.map((u) => u.id),
    );
}

export const fireModule: RuleModule = {
  id: 'fire',
  rules: [
    'A7.1',
    'A7.21',
    'A7.22',
    'A7.23',
    'A7.24',
    'A7.3',
    'A7.4',
    'A7.301',
    'A7.302',
    'A7.5',
    'A7.53',
    'A7.8',
    'A7.82',
    'A10.1',
    'A10.3',
    'A10.31',
    'A10.7',
    'A8.1',
    'A8.2',
    'A8.3',
    'A8.31',
    'A8.4',
  ],
  commands: [fire, defensiveFire, declineFire, setFirstFirePrompt],
  view(ctx, state, viewer) {
    const residual = residualView(ctx, state);
    // the seat's own setting, when not the default (always)
    const mode = viewer.kind === 'side' && state.status === 'playing' ? firstFirePromptMode(ctx, state, viewer.side) : 'always';
    const own = mode === 'always' ? {} : { firstFirePrompt: mode };
    const out = { ...residual, ...own, ...fireMarksView(ctx, state, viewer) };
    return Object.keys(out).length ? out : undefined;
  },
  modifiers: fireModifiers,
  onEnter,
  onPhaseStart(ctx) {
    // pins last until the end of the Player Turn (A7.8)
    // and each leader directs one attack a Player Turn (A7.531)
    if (playerTurnBegins(ctx, ctx.state)) {
      for (const u of Object.values(ctx.state.units)) u.status.pinned = false;
      clearDirected(ctx.state);
    }
  },
};
