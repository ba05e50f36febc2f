// B27.11 Entrenching Attempts, and the TI status they leave (A4.8).
// In its PFPh the ATTACKER announces an attempt by an unbroken Infantry squad "or its equivalent" (two
// HS/crews together; one HS/crew alone adds +1) that has not attempted an action this phase, is not in
// an entrenchment (nor on Wire: Wire does not exist in the engine), with any of its Location's
// leaders that have not attempted another action this phase ("similarly unused"; the best leadership
// of those named applies, our reading: A10.7 lets one leader's DRM count). Final DR <= 5 places a 1S
// foxhole above them, or replaces the hex's foxhole by the next larger one (B27.12, at most 3S), and
// puts them beneath it. Whatever the DR, every participant becomes TI. Labor Status (B24.8) does not
// exist in the engine, so no Labor DRM. Only where a foxhole may be (B27.1 terrain; never in a trench
// hex, B27.51) and where the foxhole will hold them (B27.12: the new 1S holds the squad-equivalent,
// the leaders count against the four SMC beyond capacity, per side as B27.44 says).
// What the opponent may know. B27.11: the squad entrenches "by announcing an Entrenching Attempt", and
// A12.141 lists "attempts to entrench" among the actions that cost a "?" in the LOS of a Good Order
// enemy ground unit within 16 hexes (hidden units alike, A12.3). So: participants in such view lose
// their "?" (or HIP) first; the roll follows the concealment of those left (as rally's
// `rallyAudience`): with any of them unknown to the opponent, the roll and the units are their
// owner's alone, and the opponent is told that an attempt was made in the hex and whether a foxhole
// came of it (its own form of the event, `units` empty: "a '?'"), which is what the board shows
// anyway; only a failed attempt by hidden units alone is never announced (the opponent may not know of
// them); a successful one brings them on board beneath a "?" first (the foxhole is public).
// TI (A4.8): "may not move, advance, fire, or perform other labor tasks anytime during its Player
// Turn"; +1 to a CC attack it makes, -1 to one made against it; removed at the end of its CCPh or when
// it breaks (core breakUnit). Fire: the fire module's eligibility; movement, advance and DC placement:
// this module's `entryCost` refuses a group with a TI unit. A4.51: a unit's CX ends when it becomes TI.
import * as z from 'zod';
import type { EntryEffect, EntryQuery } from '../../engine/entry';
import type { Audience } from '../../engine/events';
import { fail } from '../../engine/errors';
import { collectModifiers } from '../../engine/hooks';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { moduleState, readModuleState } from '../../engine/moduleState';
import { ownUnit } from '../../engine/ownPieces';
import type { Modifier, RollQuery } from '../../engine/rollQuery';
import { type GameState, otherSide, type Side, type UnitState } from '../../engine/state';
import { actsIn, phasingSide } from '../../engine/turn';
import { isMMC, type UnitKind } from '../../units/catalog';
import { countKinds } from '../../units/stacking';
import { BENEATH, sameLocation } from '../../units/location';
import { type Activity, readActivity } from '../core/activity';
import { loseHip, revealFortification, revealIfSeen } from '../core/concealment';
import { resultAudience } from '../core/morale';
import { seenByGoodOrderEnemy } from '../core/sight';
import { addFortification, removeFortification } from '../core/fortifications';
import { beneathCount, entrenchmentAt, fitsBeneath, MAX_FOXHOLE_SQUADS, terrainForbids } from './placement';

export const MODULE = 'entrenchments';
export const ENTRENCHING_ROLL = 'entrenchments.attempt';
/** B27.11: "a Final DR <= 5". */
export const ENTRENCHING_SUCCESS_MAX = 5;

interface EntrenchmentsState {
  /** Units that attempted to entrench this phase (B27.11: one action a phase). */
  attempted: string[];
}

export const emptyEntrenchments = (): EntrenchmentsState => ({ attempted: [] });

export function attemptedThisPhase(state: GameState): readonly string[] {
  return readModuleState(state, MODULE, emptyEntrenchments).attempted;
}

/** The subject of the attempt's roll (the `modifiers` hook reads it). */
export interface EntrenchingSubject {
  readonly mmc: readonly UnitState[];
  readonly leader?: UnitState;
}

// --- who may take part ---

/** What this phase's actions so far say of the units (B27.11 "has yet to attempt an action"): read once for every unit asked about. */
interface PhaseUse {
  readonly fired: Activity['fired'];
  readonly attempted: readonly string[];
}

function phaseUse(state: GameState): PhaseUse {
  return { fired: readActivity(state).fired, attempted: attemptedThisPhase(state) };
}

/** B27.11: "has yet to attempt an action during that phase": no Prep Fire, no attempt, not TI. */
function unused(use: PhaseUse, u: UnitState): boolean {
  return !u.status.ti && !use.fired[u.id] && !use.attempted.includes(u.id);
}

function mayEntrench(ctx: GameContext, use: PhaseUse, u: UnitState, side: Side): boolean {
  return (
    u.side === side &&
    !u.eliminated &&
    !!u.loc &&
    u.loc.place === 'ground' &&
    !u.loc.position && // not in an entrenchment (nor in a pillbox)
    isMMC(u.kind) &&
    !u.status.broken &&
    !u.status.berserk &&
    unused(use, u) &&
    !ctx.locations.underground(u.loc)
  );
}

/** A leader who may lend his leadership: unbroken, not pinned (A7.831), no other action this phase. */
function mayLead(use: PhaseUse, l: UnitState, side: Side): boolean {
  // a leader who took part in an attempt this phase lends it to every attempt in his Location (B27.11)
  const unusedLeader = !use.fired[l.id];
  return l.side === side && l.kind === 'leader' && !l.eliminated && !!l.loc && !l.status.broken && !l.status.pinned && unusedLeader;
}

/** Why no foxhole may be dug in `hex` now, if so (B27.1 terrain, B27.51 trench, B27.12 3S). */
function hexForbids(ctx: GameContext, state: GameState, hex: string): { message: string; rule: string } | undefined {
  const terrain = terrainForbids(ctx, hex);
  if (terrain) return { message: `no foxhole here: ${terrain}`, rule: 'B27.1' };
  const f = entrenchmentAt(state, hex);
  if (f && f.kind !== 'foxhole')
    return { message: `${hex} has a ${f.kind === 'trench' ? 'trench' : 'A-T Ditch'}: a foxhole never shares its Location`, rule: 'B27.51' };
  if (f && (f.squads ?? 1) >= MAX_FOXHOLE_SQUADS)
    return { message: `${hex} already has a 3S foxhole, the most one hex holds`, rule: 'B27.12' };
  return undefined;
}

/** B27.11: one squad, or one or two HS/crews ("or its equivalent"). */
function squadEquivalent(mmc: readonly UnitState[]): boolean {
  if (mmc.length === 1) return true;
  return mmc.length === 2 && mmc.every((u) => u.kind === 'halfSquad' || u.kind === 'crew');
}

// --- the command ---

const EntrenchSchema = z.strictObject({
  type: z.literal('entrench'),
  /** A squad, or one or two HS/crews. */
  units: z.array(z.string().max(12)).min(1).max(2),
  /** Leaders of their Location taking part: the best leadership applies; they go beneath too. */
  leaders: z.array(z.string().max(12)).max(4).default([]),
});
type Entrench = z.infer<typeof EntrenchSchema>;

function checkAttempt(ctx: ApplyContext, cmd: Entrench): { mmc: UnitState[]; leaders: UnitState[] } {
  const { state, side } = ctx;
  if (new Set([...cmd.units, ...cmd.leaders]).size !== cmd.units.length + cmd.leaders.length) fail('BAD_COMMAND', 'a unit is listed twice');
  const mmc = cmd.units.map((id) => ownUnit(ctx, id));
  const leaders = cmd.leaders.map((id) => ownUnit(ctx, id));
  const use = phaseUse(state);
  for (const u of mmc) {
    if (!isMMC(u.kind)) fail('ILLEGAL_COMMAND', `${u.id} is no squad, HS or crew`, 'B27.11');
    if (!mayEntrench(ctx, use, u, side))
      fail(
        'ILLEGAL_COMMAND',
        `${u.id} cannot entrench: it must be unbroken, not already entrenched and not have attempted an action this phase`,
        'B27.11',
      );
  }
  if (!squadEquivalent(mmc))
    fail('ILLEGAL_COMMAND', 'an Entrenching Attempt is made by one squad or its equivalent (one or two HS/crews)', 'B27.11');
  const loc = mmc[0]!.loc!;
  if (!mmc.every((u) => sameLocation(u.loc!, loc))) fail('ILLEGAL_COMMAND', 'the units entrenching are in one Location', 'B27.11');
  // a leader beneath the hex's foxhole (from an earlier attempt) is still in their Location (B27.13)
  for (const l of leaders)
    if (!mayLead(use, l, side) || !sameLocation(l.loc!, loc))
      fail('ILLEGAL_COMMAND', `${l.id} is no unused Good Order leader with them`, 'B27.11');
  const forbids = hexForbids(ctx, state, loc.hex);
  if (forbids) fail('ILLEGAL_LOCATION', forbids.message, forbids.rule);
  const f = entrenchmentAt(state, loc.hex);
  const after = { ...(f ?? { id: '', kind: 'foxhole' as const, hex: loc.hex, side }), squads: (f?.squads ?? 0) + 1 };
  const going = [...mmc, ...leaders.filter((l) => l.loc!.position !== BENEATH)];
  if (
    !fitsBeneath(
      ctx,
      beneathCount(
        state,
        loc.hex,
        side,
        going.map((u) => u.kind),
      ),
      after,
    )
  ) {
    fail('OVER_CAPACITY', 'a foxhole holds four SMC beyond its squads: these leaders do not fit beneath it', 'B27.12');
  }
  return { mmc, leaders };
}

/** Who sees the attempt: its owner alone when any participant is unknown to the opponent (as rally). */
function attemptAudience(ctx: GameContext, units: readonly UnitState[]): Audience {
  const unknown = units.some((u) => u.status.concealed || u.status.hidden);
  return unknown ? units[0]!.side : resultAudience(ctx, units[0]!);
}

/** A12.141: "attempts to entrench" cost the "?" (A12.3: and HIP) in the LOS of a Good Order enemy ground unit within 16 hexes. */
function revealInView(ctx: ApplyContext, units: readonly UnitState[]): void {
  for (const u of units) {
    if (!(u.status.concealed || u.status.hidden) || !seenByGoodOrderEnemy(ctx, ctx.state, u)) continue;
    if (u.status.hidden) loseHip(ctx, [u], 'discovered', 'A12.141');
    else for (const e of revealIfSeen(ctx.state, u, () => true)) ctx.emit({ ...e, data: { ...(e.data as object), rule: 'A12.141' } });
  }
}

/**
 * B27.11 "announcing an Entrenching Attempt": the attempt is told to its audience; when that is its
 * owner alone, the opponent gets its own form (no units) unless every participant is hidden.
 */
function announce(ctx: ApplyContext, audience: Audience, units: readonly UnitState[], hex: string, success: boolean): void {
  ctx.emit({ type: 'entrenchingAttempt', audience, data: { units: units.map((u) => u.id), hex, success, rule: 'B27.11' } });
  if (audience === 'all' || units.every((u) => u.status.hidden)) return;
  ctx.emit({ type: 'entrenchingAttempt', audience: otherSide(units[0]!.side), data: { units: [], hex, success, rule: 'B27.11' } });
}

function bestLeader(ctx: GameContext, leaders: readonly UnitState[]): UnitState | undefined {
  return [...leaders].sort((a, b) => leadership(ctx, a) - leadership(ctx, b) || a.id.localeCompare(b.id))[0];
}

function leadership(ctx: GameContext, l: UnitState): number {
  return ctx.unitTypes.get(l.type)?.leadership ?? 0;
}

function attempt(ctx: ApplyContext, cmd: Entrench): void {
  const { state, side } = ctx;
  const { mmc, leaders } = checkAttempt(ctx, cmd);
  const all = [...mmc, ...leaders];
  const hex = mmc[0]!.loc!.hex;
  revealInView(ctx, all);
  const subject: EntrenchingSubject = { mmc, leader: bestLeader(ctx, leaders) };
  const audience = attemptAudience(ctx, all);
  const modifiers = collectModifiers(ctx, state, { kind: 'module', roll: ENTRENCHING_ROLL, subject });
  const r = ctx.roll({
    kind: 'DR',
    purpose: `Entrenching Attempt in ${hex}`,
    rule: 'B27.11',
    modifiers,
    audience,
    made: { by: side, check: 'Entrenching' },
  });
  const success = r.final <= ENTRENCHING_SUCCESS_MAX;
  const s = moduleState(state, MODULE, emptyEntrenchments);
  for (const u of all) {
    s.attempted.push(u.id);
    u.status.ti = true; // B27.11: "Regardless of the outcome, all participating units are TI"
    u.status.cx = false; // A4.51: CX is removed when the unit becomes TI
  }
  // A12.3 (our reading): hidden units whose attempt out of view succeeds give up HIP beneath a "?", as units
  // that move do: the foxhole they dig is a public counter (only setup counters are set up hidden, A12.33),
  // and one appearing where the opponent sees nobody would betray them; a failed attempt leaves no trace
  if (success) loseHip(ctx, all, 'concealed', 'A12.3');
  announce(ctx, audience, all, hex, success);
  if (!success) return;
  digFoxhole(ctx, hex, side);
  for (const u of all) u.loc = { ...u.loc!, position: BENEATH };
}

/** A 1S foxhole, or the hex's foxhole replaced by the next larger counter (B27.12). */
function digFoxhole(ctx: ApplyContext, hex: string, side: Side): void {
  const there = entrenchmentAt(ctx.state, hex);
  // A12.33 (our reading): the larger counter replacing a hidden one is public, so the hidden one comes on board first
  if (there) revealFortification(ctx, there, 'entrenching');
  if (there) removeFortification(ctx, there.id, 'B27.12');
  addFortification(ctx, { kind: 'foxhole', hex, side: there?.side ?? side, squads: (there?.squads ?? 0) + 1 }, 'B27.11');
}

/** The side's units an Entrenching Attempt may use, found in one pass over the units (legal() asks in every PFPh state). */
interface Entrenchers {
  /** Units that may attempt (squads, HS, crews), in id order. */
  readonly able: UnitState[];
  /** Leaders who may lend their leadership, in unit order. */
  readonly leaders: UnitState[];
  /** Per hex: the kinds of the side's units beneath a counter there (B27.12's capacity: `beneathCount`). */
  readonly beneath: Map<string, UnitKind[]>;
}

function entrenchers(ctx: GameContext, state: GameState, side: Side): Entrenchers {
  const use = phaseUse(state);
  const able: UnitState[] = [];
  const leaders: UnitState[] = [];
  const beneath = new Map<string, UnitKind[]>();
  for (const u of Object.values(state.units)) {
    if (u.side !== side || u.eliminated || !u.loc) continue;
    if (mayEntrench(ctx, use, u, side)) able.push(u);
    if (mayLead(use, u, side)) leaders.push(u);
    if (u.loc.place === 'ground' && u.loc.position === BENEATH) {
      const kinds = beneath.get(u.loc.hex);
      if (kinds) kinds.push(u.kind);
      else beneath.set(u.loc.hex, [u.kind]);
    }
  }
  return { able: able.sort((a, b) => a.id.localeCompare(b.id)), leaders, beneath };
}

/** Per Location where the side may entrench: the squad-equivalents that may attempt, and the leaders who may join. */
function entrenchChoices(ctx: GameContext, state: GameState, side: Side) {
  const found = entrenchers(ctx, state, side);
  const byLoc = new Map<string, UnitState[]>();
  const forbidden = new Map<string, boolean>(); // per hex: hexForbids, asked once
  for (const u of found.able) {
    const hex = u.loc!.hex;
    let no = forbidden.get(hex);
    if (no === undefined) forbidden.set(hex, (no = !!hexForbids(ctx, state, hex)));
    if (no) continue;
    const here = byLoc.get(hex);
    if (here) here.push(u);
    else byLoc.set(hex, [u]);
  }
  const out: { hex: string; groups: string[][]; leaders: string[] }[] = [];
  for (const [hex, units] of byLoc) {
    const halves = units.filter((u) => u.kind !== 'squad');
    const groups = [...units.map((u) => [u.id]), ...halves.flatMap((a, i) => halves.slice(i + 1).map((b) => [a.id, b.id]))];
    // each leader who could join alone (one already beneath always can; one above while the foxhole has SMC room)
    const room = countKinds(found.beneath.get(hex) ?? []).smc < 4;
    const leaders = found.leaders
      .filter((l) => sameLocation(l.loc!, units[0]!.loc!) && (l.loc!.position === BENEATH || room))
      .map((l) => l.id)
      .sort();
    out.push({ hex, groups, leaders });
  }
  return out;
}

export const entrenchCommand: CommandHandler<Entrench> = {
  type: 'entrench',
  schema: EntrenchSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!actsIn(state, side, 'PFPh', 'phasing', true)) return [];
    return entrenchChoices(ctx, state, side).map((c) => ({
      type: 'entrench',
      label: `Entrenching Attempt in ${c.hex}`,
      rule: 'B27.11',
      choices: c,
    }));
  },
  apply(ctx, cmd) {
    if (!actsIn(ctx.state, ctx.side, 'PFPh', 'phasing')) fail('WRONG_PHASE', 'Entrenching Attempts are made in your PFPh', 'B27.11');
    attempt(ctx, cmd);
  },
  sample(entry, random) {
    const c = entry.choices as ReturnType<typeof entrenchChoices>[number];
    const units = c.groups[Math.floor(random() * c.groups.length)]!;
    const leader = c.leaders.length && random() < 0.5 ? [c.leaders[Math.floor(random() * c.leaders.length)]!] : [];
    return { type: 'entrench', units, leaders: leader };
  },
};

// --- the hooks' parts ---

/** The attempt's DRM (B27.11) and TI in Close Combat (A4.8). */
export function entrenchingModifiers(ctx: GameContext, q: RollQuery): Modifier[] {
  if (q.kind === 'module' && q.roll === ENTRENCHING_ROLL) {
    const s = q.subject as EntrenchingSubject;
    const out: Modifier[] = [];
    // B27.11: "A single crew/HS attempting to entrench must add a +1 DRM"
    if (s.mmc.length === 1 && s.mmc[0]!.kind !== 'squad')
      out.push({ name: `single ${s.mmc[0]!.kind === 'crew' ? 'crew' : 'HS'}`, value: 1, rule: 'B27.11' });
    const lead = s.leader ? (ctx.unitTypes.get(s.leader.type)?.leadership ?? 0) : 0;
    if (s.leader && lead !== 0) out.push({ name: `leader ${s.leader.id}`, value: lead, rule: 'B27.11' });
    return out;
  }
  if (q.kind === 'cc') {
    // A4.8: "limit of one per attack"; one DRM list per attack, as CX (A.5 would spare the non-TI units)
    const out: Modifier[] = [];
    if (q.attackers.some((u) => u.status.ti)) out.push({ name: 'TI attacker', value: 1, rule: 'A4.8' });
    if (q.defenders.some((u) => u.status.ti)) out.push({ name: 'TI defender', value: -1, rule: 'A4.8' });
    return out;
  }
  return [];
}

/** A4.8: a TI unit "may not move, advance ... or perform other labor tasks" (a DC placement). */
export function tiEntry(q: EntryQuery): EntryEffect[] {
  const ti = q.units.find((u) => u.status.ti);
  return ti
    ? [{ kind: 'forbid', reason: `${ti.id} is TI: it may not move, advance or perform other labor tasks this Player Turn`, rule: 'A4.8' }]
    : [];
}

/** A4.8: TI "is removed at the end of its CCPh": the ATTACKER's units as its CCPh ends. */
export function endTi(ctx: ApplyContext): void {
  if (ctx.state.phase !== 'CCPh') return;
  const side = phasingSide(ctx.state);
  for (const u of Object.values(ctx.state.units)) if (u.side === side && u.status.ti) u.status.ti = false;
}

/** Attempts are counted per phase. */
export function newPhase(ctx: ApplyContext): void {
  if (attemptedThisPhase(ctx.state).length) moduleState(ctx.state, MODULE, emptyEntrenchments).attempted = [];
}
