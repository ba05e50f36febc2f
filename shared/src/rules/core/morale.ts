// Morale and task checks (A10). A MC: DR plus its modifiers against the unit's morale; above it the
// unit breaks (a broken unit that fails again is eliminated, A10.31), equal to it the unit is pinned
// (A7.8); a PTC fails only into pin. Casualty Reduction (A7.302): a squad becomes a half-squad, any
// other unit is eliminated. Each check is a roll event; its modifiers beyond the check's own (the n of
// an nMC or nTC) come from the modules (leadership, A10.7, is the fire module's).
import { collectModifiers, total } from '../../engine/hooks';
import type { ApplyContext, GameContext } from '../../engine/module';
import type { MoraleRollQuery } from '../../engine/rollQuery';
import type { GameState, UnitState } from '../../engine/state';
import type { Audience, RollModifier } from '../../engine/events';
import { copyLocation, sameLocation } from '../../units/location';

/** The best leadership DRM of another Good Order leader in the unit's Location (A10.7). */
export function leadershipFor(ctx: GameContext, state: GameState, u: UnitState): RollModifier | undefined {
  let best: RollModifier | undefined;
  for (const l of Object.values(state.units)) {
    if (l.id === u.id || l.side !== u.side || l.eliminated || !l.loc || !u.loc || l.status.broken || !sameLocation(l.loc, u.loc)) continue;
    const drm = ctx.unitTypes.get(l.type)?.leadership;
    if (drm !== undefined && drm < (best?.value ?? 1)) best = { name: `leader ${l.id}`, value: drm, rule: 'A10.7' };
  }
  return best;
}

export function moraleOf(ctx: GameContext, u: UnitState): number {
  return ctx.unitTypes.get(u.type)?.morale ?? 7;
}

/** Who learns of a unit's morale results: everyone, or (for units out of normal LOS, a sewer: B8.42) only its owner. */
export function resultAudience(ctx: GameContext, u: UnitState): Audience {
  return u.loc && ctx.locations.outOfSight(u.loc) ? u.side : 'all';
}

function checkModifiers(ctx: ApplyContext, u: UnitState, check: MoraleRollQuery['check']): RollModifier[] {
  return collectModifiers(ctx, ctx.state, { kind: 'morale', check, unit: u });
}

export function eliminate(ctx: ApplyContext, u: UnitState, rule: string): void {
  u.eliminated = true;
  ctx.emit({ type: 'eliminated', audience: resultAudience(ctx, u), data: { unit: u.id, type: u.type, loc: copyLocation(u.loc!), rule } });
  // what it carried is lost with it (dropped SW are not modelled); the other side never knew of it
  for (const id of u.carries) {
    const sw = ctx.state.units[id];
    if (!sw || sw.eliminated) continue;
    sw.eliminated = true;
    ctx.emit({ type: 'eliminated', audience: u.side, data: { unit: sw.id, type: sw.type, carriedBy: u.id, rule } });
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

export function moraleCheck(ctx: ApplyContext, u: UnitState, extra: number, purpose: string): void {
  if (u.eliminated || u.kind === 'dummy') return;
  const mods: RollModifier[] = extra ? [{ name: `${extra}MC`, value: extra, rule: 'A7.3' }] : [];
  mods.push(...checkModifiers(ctx, u, extra ? 'MC' : 'NMC'));
  const r = ctx.roll({ kind: 'DR', purpose: `${purpose}: MC for ${u.id}`, rule: 'A10.1', modifiers: mods, audience: resultAudience(ctx, u) });
  moraleOutcome(ctx, u, r.final);
}

/** A MC whose DR is one already made (A8.31: the FPF attack's Original DR), with leadership. */
export function moraleCheckWithDr(ctx: ApplyContext, u: UnitState, original: number, purpose: string): void {
  if (u.eliminated || u.kind === 'dummy') return;
  const mods = checkModifiers(ctx, u, 'NMC');
  const final = original + total(mods);
  ctx.emit({ type: 'moraleCheck', audience: resultAudience(ctx, u), data: { unit: u.id, purpose: `${purpose}: NMC for ${u.id} with the attack's DR`, original, modifiers: mods, final, rule: 'A8.31' } });
  moraleOutcome(ctx, u, final);
}

function moraleOutcome(ctx: ApplyContext, u: UnitState, final: number): void {
  const r = { final };
  const m = moraleOf(ctx, u);
  if (r.final > m) {
    if (u.status.broken) return eliminate(ctx, u, 'A10.31');
    u.status.broken = true;
    u.status.pinned = false;
    u.status.cx = false; // A4.51: a broken unit is no longer CX
    ctx.emit({ type: 'broken', audience: resultAudience(ctx, u), data: { unit: u.id, rule: 'A10.3' } });
  } else if (r.final === m) {
    u.status.pinned = true;
    ctx.emit({ type: 'pinned', audience: resultAudience(ctx, u), data: { unit: u.id, rule: 'A7.8' } });
  }
}

export function pinTaskCheck(ctx: ApplyContext, u: UnitState, purpose: string): void {
  if (u.eliminated || u.kind === 'dummy' || u.status.broken) return;
  const r = ctx.roll({ kind: 'DR', purpose: `${purpose}: PTC for ${u.id}`, rule: 'A7.82', modifiers: checkModifiers(ctx, u, 'PTC'), audience: resultAudience(ctx, u) });
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
export function taskCheck(ctx: ApplyContext, u: UnitState, drm: number, purpose: string, rule: string, audience: Audience = 'all'): boolean {
  const mods: RollModifier[] = drm ? [{ name: `${drm}TC`, value: drm, rule }] : [];
  mods.push(...checkModifiers(ctx, u, 'TC'));
  const r = ctx.roll({ kind: 'DR', purpose: `${purpose}: ${drm ? `${drm}TC` : 'TC'} for ${u.id}`, rule, modifiers: mods, audience });
  return r.final <= moraleOf(ctx, u);
}
