// The fire event (A7.3: the attack's FP and IFT column are announced with the public DR). Firing
// reveals the firers only in view of a Good Order enemy (A12.14); a firer that keeps its "?" must stay
// unnamed to the other side, whose view shows only the "?" of its Location (view/project.ts). So when
// some firers keep "?", each side gets its own form (a pair, view/events.ts PAIRED): the firing side
// the whole event; the other side (and the spectators) the firers it sees by id and, for the rest, the
// "?" marker of each of their Locations, their FP as one total (how many units and which is theirs).
import type { ApplyContext } from '../../engine/module';
import { otherSide, type UnitState } from '../../engine/state';
import { concealedMarkerId } from '../../units/location';

/** One firer's FP as the fire event explains it: its printed FP, each doubling/halving in order, the result. */
export interface FpBreakdown {
  readonly unit: string;
  readonly base: number;
  readonly factors: readonly { readonly name: string; readonly times: number; readonly rule: string }[];
  readonly fp: number;
}

export interface FireAnnounced {
  readonly kind: string;
  readonly target: string;
  readonly fp: number;
  readonly column: number;
  readonly area: boolean;
}

export function announceFire(
  ctx: ApplyContext,
  firers: readonly UnitState[],
  breakdown: readonly FpBreakdown[],
  attack: FireAnnounced,
): void {
  const data = {
    kind: attack.kind,
    firers: firers.map((f) => f.id),
    target: attack.target,
    fp: attack.fp,
    column: attack.column,
    area: attack.area,
    fpBreakdown: breakdown,
    rule: 'A7.3',
  };
  const hidden = new Set(firers.filter((f) => f.status.concealed).map((f) => f.id));
  // a weapon firing through its possessor (a SW MG, fire/eligibility.ts `Firer`) is named to the other
  // side by its possessor: what a unit carries is its owner's business (view/project.ts)
  const weapons = new Map<string, string>();
  for (const f of firers) {
    const p = (f as { possessor?: string }).possessor;
    if (p) weapons.set(f.id, p);
  }
  if (hidden.size === 0 && weapons.size === 0) return ctx.emit({ type: 'fire', audience: 'all', data });
  ctx.emit({ type: 'fire', audience: ctx.side, data });
  ctx.emit({
    type: 'fire',
    audience: otherSide(ctx.side),
    data: { ...data, firers: opponentFirers(firers, hidden, weapons), fpBreakdown: opponentBreakdown(breakdown, hidden, weapons) },
  });
}

function opponentFirers(firers: readonly UnitState[], hidden: ReadonlySet<string>, weapons: ReadonlyMap<string, string>): string[] {
  const out = new Set<string>();
  for (const f of firers) out.add(hidden.has(f.id) ? concealedMarkerId(f.side, f.loc!) : (weapons.get(f.id) ?? f.id));
  return [...out];
}

function opponentBreakdown(
  breakdown: readonly FpBreakdown[],
  hidden: ReadonlySet<string>,
  weapons: ReadonlyMap<string, string>,
): FpBreakdown[] {
  const shown = breakdown.filter((b) => !hidden.has(b.unit)).map((b) => (weapons.has(b.unit) ? { ...b, unit: weapons.get(b.unit)! } : b));
  if (!hidden.size) return shown;
  const fp = breakdown.filter((b) => hidden.has(b.unit)).reduce((s, b) => s + b.fp, 0);
  return [...shown, { unit: '?', base: fp, factors: [], fp }];
}
