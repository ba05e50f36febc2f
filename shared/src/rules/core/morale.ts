// Morale and task checks (A10). A MC: DR plus its modifiers against the unit's Morale Level; above it
// the unit breaks (A10.3) and is marked DM (A10.62); a broken unit that fails again suffers Casualty
// Reduction instead and stays broken (A10.3, the A10.2 EX: "Reduce it to a broken HS"); an Original 12
// is a Casualty MC (A10.31): Casualty Reduction and breaking, elimination if already broken. Equal to
// it the unit is pinned (A7.8); a PTC fails only into pin. Casualty Reduction (A7.302): a squad becomes
// a half-squad, any other unit is eliminated (a SMC's wound, A17, is not modelled). Leaders check
// before other units (A10.2) and their loss costs the others in their Location a LLMC or LLTC
// (`withLeaderLoss`). Each check is a roll event; its modifiers beyond the check's own (the n of an nMC
// or nTC) come from the modules (leadership, A10.7, is the fire module's).
import { collectModifiers, total, unitCondition } from '../../engine/hooks';
import type { ApplyContext, GameContext } from '../../engine/module';
import type { MoraleRollQuery } from '../../engine/rollQuery';
import type { GameState, UnitState } from '../../engine/state';
import type { Audience, RollModifier } from '../../engine/events';
import { isInfantry } from '../../units/catalog';
import { copyLocation, sameLocation, type Location } from '../../units/location';
import { leaveCarried } from './swPieces';

/** The rule a leadership DRM to a MC/TC names (A10.7). */
export const LEADERSHIP_RULE = 'A10.7';

/**
 * The best leadership DRM of another Good Order, unpinned leader in the unit's Location (A10.7; A7.831:
 * "A pinned leader can neither direct an attack nor ... aid other units' MC/TC"). `knownOnly`: only
 * leaders the opponent may know (not concealed, not hidden), for a roll the opponent sees: a concealed
 * leader's DRM there would betray him (our reading, docs/rules-coverage.md).
 */
export function leadershipFor(ctx: GameContext, state: GameState, u: UnitState, knownOnly = false): RollModifier | undefined {
  let best: RollModifier | undefined;
  for (const l of Object.values(state.units)) {
    if (
      l.id === u.id ||
      l.side !== u.side ||
      l.eliminated ||
      !l.loc ||
      !u.loc ||
      l.status.broken ||
      l.status.pinned ||
      !sameLocation(l.loc, u.loc)
    )
      continue;
    if (knownOnly && (l.status.concealed || l.status.hidden)) continue;
    const drm = ctx.unitTypes.get(l.type)?.leadership;
    if (drm !== undefined && drm < (best?.value ?? 1)) best = { name: `leader ${l.id}`, value: drm, rule: LEADERSHIP_RULE };
  }
  return best;
}

/**
 * The unit's current Morale Level: a broken unit's is the one on its broken side (A10.4, A10.6), where
 * the catalog has it (UnitType.brokenMorale); otherwise the printed one.
 */
export function moraleOf(ctx: GameContext, u: UnitState): number {
  const t = ctx.unitTypes.get(u.type);
  if (u.status.broken && t?.brokenMorale !== undefined) return t.brokenMorale;
  return t?.morale ?? 7;
}

/**
 * Who learns a unit's checks and their results: everyone, unless the unit is out of sight (a sewer)
 * or still concealed. A concealed unit checks only when it was not the target (a LLMC/LLTC, A10.2:
 * targets are revealed first, A12.14), and the check must not name it to the opponent.
 */
export function resultAudience(ctx: GameContext, u: UnitState): Audience {
  return (u.loc && ctx.locations.outOfSight(u.loc)) || u.status.concealed ? u.side : 'all';
}

function checkModifiers(
  ctx: ApplyContext,
  u: UnitState,
  check: MoraleRollQuery['check'],
  audience: Audience = resultAudience(ctx, u),
): RollModifier[] {
  return collectModifiers(ctx, ctx.state, { kind: 'morale', check, unit: u, public: audience !== u.side });
}

export function eliminate(ctx: ApplyContext, u: UnitState, rule: string): void {
  u.eliminated = true;
  ctx.emit({ type: 'eliminated', audience: resultAudience(ctx, u), data: { unit: u.id, type: u.type, loc: copyLocation(u.loc!), rule } });
  // A4.44: the SW it carried stay in its Location, unpossessed (swPieces.ts), unseen by the other side
  // when the elimination was not told to it; a Gun it pushed is lost with it, told to its owner alone
  const left = leaveCarried(ctx, u, resultAudience(ctx, u) !== 'all' || u.status.hidden);
  for (const id of u.carries) {
    const gun = ctx.state.units[id];
    if (!gun || gun.eliminated || left.includes(id)) continue;
    gun.eliminated = true;
    ctx.emit({ type: 'eliminated', audience: u.side, data: { unit: gun.id, type: gun.type, carriedBy: u.id, rule } });
  }
  u.carries = [];
}

export function casualtyReduce(ctx: ApplyContext, u: UnitState, rule = 'A7.302'): void {
  if (u.kind === 'squad') {
    const hs = [...ctx.unitTypes.values()].find((t) => t.kind === 'halfSquad' && t.nationality === ctx.unitTypes.get(u.type)?.nationality);
    if (hs) {
      (u as { type: string }).type = hs.id;
      (u as { kind: string }).kind = 'halfSquad';
      ctx.emit({ type: 'reduced', audience: resultAudience(ctx, u), data: { unit: u.id, to: hs.id, rule } });
      return;
    }
  }
  eliminate(ctx, u, rule);
}

export type CheckName = 'MC' | 'NMC' | 'LLMC' | 'LLTC' | 'PTC' | 'TC' | 'Rally';

/**
 * A check's explanation for its roll event (`roll.detail`), seen by the roll's audience alone: the
 * unit's Morale Level (the number the Final DR must not exceed: A10.1 MC, A7.82 PTC, A10.2 LLMC/LLTC)
 * and whether it passed. A MC with an Original 12 fails whatever the Final (A10.31 Casualty MC), and so
 * does a Rally attempt (A10.64: an Original 12 Casualty Reduces the unit). Give it only to a roll whose
 * audience already learns the unit's results (`resultAudience`, or the unit's owner).
 */
export function checkDetail(
  ctx: ApplyContext,
  u: UnitState,
  check: CheckName,
  failsOn12 = check === 'MC' || check === 'NMC' || check === 'LLMC' || check === 'Rally',
) {
  const moraleLevel = moraleOf(ctx, u);
  return (r: { original: number; final: number }) => ({
    check,
    unit: u.id,
    moraleLevel,
    passed: r.final <= moraleLevel && !(failsOn12 && r.original === CASUALTY_MC_DR),
  });
}

export function moraleCheck(ctx: ApplyContext, u: UnitState, extra: number, purpose: string): void {
  if (u.eliminated || u.kind === 'dummy') return;
  const mods: RollModifier[] = extra ? [{ name: `${extra}MC`, value: extra, rule: 'A7.3' }] : [];
  mods.push(...checkModifiers(ctx, u, extra ? 'MC' : 'NMC'));
  const r = ctx.roll({
    kind: 'DR',
    purpose: `${purpose}: MC for ${u.id}`,
    rule: 'A10.1',
    modifiers: mods,
    audience: resultAudience(ctx, u),
    explain: checkDetail(ctx, u, extra ? 'MC' : 'NMC'),
    made: { by: u.side, check: 'MC' }, // A14.1
  });
  moraleOutcome(ctx, u, r.final, r.original);
}

/** A MC whose DR is one already made (A8.31: the FPF attack's Original DR), with leadership. */
export function moraleCheckWithDr(ctx: ApplyContext, u: UnitState, original: number, purpose: string): void {
  if (u.eliminated || u.kind === 'dummy') return;
  withLeaderLoss(
    ctx,
    [u],
    () => {
      const mods = checkModifiers(ctx, u, 'NMC');
      const final = original + total(mods);
      const { moraleLevel, passed } = checkDetail(ctx, u, 'NMC')({ original, final });
      ctx.emit({
        type: 'moraleCheck',
        audience: resultAudience(ctx, u),
        data: {
          unit: u.id,
          purpose: `${purpose}: NMC for ${u.id} with the attack's DR`,
          original,
          modifiers: mods,
          final,
          moraleLevel,
          passed,
          rule: 'A8.31',
        },
      });
      moraleOutcome(ctx, u, final, original);
    },
    purpose,
  );
}

/**
 * A unit breaks (A10.3): it is no longer pinned nor CX (A4.51) and is marked DM (A10.62: a unit is
 * placed under DM as it breaks). `rule` names what broke it (A10.3 for a failed MC, A7.301 for a KIA).
 */
export function breakUnit(ctx: ApplyContext, u: UnitState, rule: string): void {
  u.status.broken = true;
  u.status.pinned = false;
  u.status.cx = false;
  // A4.8: TI is removed "if the unit breaks"
  if (u.status.ti) u.status.ti = false;
  u.status.dm = true;
  ctx.emit({ type: 'broken', audience: resultAudience(ctx, u), data: { unit: u.id, rule } });
}

/** The Original DR of a MC that makes it a Casualty MC (A10.31). */
export const CASUALTY_MC_DR = 12;

function moraleOutcome(ctx: ApplyContext, u: UnitState, final: number, original: number): void {
  const m = moraleOf(ctx, u);
  const casualty = original === CASUALTY_MC_DR;
  if (final > m || casualty) {
    if (u.status.broken) {
      // A10.31: a broken unit's Casualty MC eliminates it; A10.3: any other failure Reduces it, and a
      // Reduced squad stays broken (the HS is the same unit, still marked broken)
      if (casualty) return eliminate(ctx, u, 'A10.31');
      return casualtyReduce(ctx, u, 'A10.3');
    }
    if (casualty) {
      casualtyReduce(ctx, u, 'A10.31');
      if (u.eliminated) return;
    }
    breakUnit(ctx, u, casualty ? 'A10.31' : 'A10.3');
  } else if (final === m && !pinImmune(ctx, u)) {
    u.status.pinned = true;
    ctx.emit({ type: 'pinned', audience: resultAudience(ctx, u), data: { unit: u.id, rule: 'A7.8' } });
  }
}

/** A10.2: leaders check before other units, higher Morale Level leaders first; the others keep their order. */
export function leadersFirst(ctx: GameContext, units: readonly UnitState[]): UnitState[] {
  const rank = (u: UnitState) => (u.kind === 'leader' ? moraleOf(ctx, u) : -1);
  return units
    .map((u, i) => ({ u, i }))
    .sort((a, b) => rank(b.u) - rank(a.u) || a.i - b.i)
    .map((x) => x.u);
}

interface LeaderBefore {
  readonly id: string;
  readonly loc: Location;
  readonly broken: boolean;
  readonly morale: number;
  readonly leadership: number;
}

function leadersWith(ctx: GameContext, state: GameState, units: readonly UnitState[]): LeaderBefore[] {
  const locs = units.flatMap((u) => (u.loc ? [u.loc] : []));
  return Object.values(state.units)
    .filter((l) => l.kind === 'leader' && !l.eliminated && l.loc && locs.some((loc) => sameLocation(loc, l.loc!)))
    .map((l) => ({
      id: l.id,
      loc: copyLocation(l.loc!),
      broken: l.status.broken,
      morale: moraleOf(ctx, l),
      leadership: ctx.unitTypes.get(l.type)?.leadership ?? 0,
    }));
}

/**
 * Runs `resolve` (an attack's results, a check) and then, for each leader in the units' Locations that
 * it eliminated or broke, the Leader Loss checks of A10.2: "after resolution of that attack", every
 * other friendly Personnel unit in his Location with a lower Morale Level takes a LLMC if he was
 * eliminated, and every such unbroken unit a LLTC if he broke (failed: pinned instead of broken). The
 * leader's leadership is their DRM with its sign reversed (the A10.2 EX: an 8-1's loss is a 1MC, an
 * 8-0's a NMC). A leader lost to a Leader Loss check causes checks of his own.
 */
export function withLeaderLoss(ctx: ApplyContext, units: readonly UnitState[], resolve: () => void, purpose: string): void {
  const before = leadersWith(ctx, ctx.state, units);
  resolve();
  const queue = [...before];
  while (queue.length) {
    const l = queue.shift()!;
    const leader = ctx.state.units[l.id]!;
    const lost = leader.eliminated;
    if (!lost && !(leader.status.broken && !l.broken)) continue;
    const drm = -l.leadership;
    const others = Object.values(ctx.state.units).filter(
      (o) =>
        o.id !== l.id &&
        o.side === leader.side &&
        !o.eliminated &&
        o.loc &&
        isInfantry(o.kind) &&
        sameLocation(o.loc, l.loc) &&
        moraleOf(ctx, o) < l.morale &&
        (lost || !o.status.broken),
    );
    const watched = leadersWith(ctx, ctx.state, others).filter((w) => w.id !== l.id && others.some((o) => o.id === w.id));
    for (const o of leadersFirst(ctx, others)) {
      if (lost) leaderLossMc(ctx, o, drm, l.id, purpose);
      else leaderLossTc(ctx, o, drm, l.id, purpose);
    }
    queue.push(...watched);
  }
}

/**
 * The DRM of a LLMC/LLTC beyond the lost leader's reversed leadership: A10.21, "Normal, un-reversed
 * leadership DRM are NA to LLMC/LLTC", so another leader's DRM (A10.7) is left out.
 */
function leaderLossModifiers(ctx: ApplyContext, u: UnitState, check: MoraleRollQuery['check']): RollModifier[] {
  return checkModifiers(ctx, u, check).filter((m) => m.rule !== LEADERSHIP_RULE);
}

function leaderLossMc(ctx: ApplyContext, u: UnitState, drm: number, leader: string, purpose: string): void {
  if (u.eliminated) return;
  const mods: RollModifier[] = [{ name: 'LLMC', value: drm, rule: 'A10.2' }, ...leaderLossModifiers(ctx, u, drm ? 'MC' : 'NMC')];
  const r = ctx.roll({
    kind: 'DR',
    purpose: `${purpose}: LLMC for ${u.id} (leader ${leader} lost)`,
    rule: 'A10.2',
    modifiers: mods,
    audience: resultAudience(ctx, u),
    explain: checkDetail(ctx, u, 'LLMC'),
    made: { by: u.side, check: 'MC' }, // A14.1
  });
  moraleOutcome(ctx, u, r.final, r.original);
}

function leaderLossTc(ctx: ApplyContext, u: UnitState, drm: number, leader: string, purpose: string): void {
  // a failed LLTC only pins: a unit immune to Pin takes none
  if (u.eliminated || u.status.broken || pinImmune(ctx, u)) return;
  const mods: RollModifier[] = [{ name: 'LLTC', value: drm, rule: 'A10.2' }, ...leaderLossModifiers(ctx, u, 'TC')];
  const r = ctx.roll({
    kind: 'DR',
    purpose: `${purpose}: LLTC for ${u.id} (leader ${leader} broke)`,
    rule: 'A10.2',
    modifiers: mods,
    audience: resultAudience(ctx, u),
    explain: checkDetail(ctx, u, 'LLTC'),
    made: { by: u.side, check: 'TC' }, // A14.1
  });
  if (r.final > moraleOf(ctx, u)) {
    u.status.pinned = true;
    ctx.emit({ type: 'pinned', audience: resultAudience(ctx, u), data: { unit: u.id, rule: 'A10.2' } });
  }
}

/** A module makes the unit immune to Pin (B21.41: fording). */
function pinImmune(ctx: ApplyContext, u: UnitState): boolean {
  return !!unitCondition(ctx, ctx.state, u, 'pinImmune');
}

export function pinTaskCheck(ctx: ApplyContext, u: UnitState, purpose: string): void {
  // a PTC can only pin (A7.82): a unit immune to Pin takes none
  if (u.eliminated || u.kind === 'dummy' || u.status.broken || pinImmune(ctx, u)) return;
  const r = ctx.roll({
    kind: 'DR',
    purpose: `${purpose}: PTC for ${u.id}`,
    rule: 'A7.82',
    modifiers: checkModifiers(ctx, u, 'PTC'),
    audience: resultAudience(ctx, u),
    explain: checkDetail(ctx, u, 'PTC'),
    made: { by: u.side, check: 'TC' }, // A14.1
  });
  if (r.final > moraleOf(ctx, u)) {
    u.status.pinned = true;
    ctx.emit({ type: 'pinned', audience: resultAudience(ctx, u), data: { unit: u.id, rule: 'A7.82' } });
  }
}

/**
 * A Task Check (A15.2 style): DR plus `drm` (an nTC's DRM, e.g. the +4 of B8.4's 4TC) against the
 * unit's morale; passed when not above it. A failed TC has no effect of its own (the rule that asks
 * for it says what failing costs). Seen by `audience`.
 */
export function taskCheck(
  ctx: ApplyContext,
  u: UnitState,
  drm: number,
  purpose: string,
  rule: string,
  audience: Audience = 'all',
): boolean {
  const mods: RollModifier[] = drm ? [{ name: `${drm}TC`, value: drm, rule }] : [];
  mods.push(...checkModifiers(ctx, u, 'TC', audience));
  // the Morale Level goes only where the unit's results go already (its owner, or everyone when it is in sight)
  const tell = audience === u.side || resultAudience(ctx, u) === 'all';
  const r = ctx.roll({
    kind: 'DR',
    purpose: `${purpose}: ${drm ? `${drm}TC` : 'TC'} for ${u.id}`,
    rule,
    modifiers: mods,
    audience,
    ...(tell ? { explain: checkDetail(ctx, u, 'TC') } : {}),
    made: { by: u.side, check: 'TC' }, // A14.1
  });
  return r.final <= moraleOf(ctx, u);
}
