// One Close Combat in one Location (A11), whoever holds it: the closeCombat module above ground and the
// sewers module beneath the streets (B8.44) both resolve their CC here. Each side attacks the other's
// units there with all its Infantry FP; the odds give a Kill Number from the CC Table (core parameter
// `ccKillNumbers`, rules/core/ccTable.ts). A Final DR below it eliminates the defenders; equal to it is
// a Partial Kill: one defender, chosen by Random Selection, is Casualty Reduced (A11.11). Attacks are
// simultaneous (A11.12) unless one side Ambushes: in a CC that starts this CCPh (not a continuing Melee)
// each side makes a dr; a side whose Final dr is at least `ccAmbush.margin` lower Ambushes and attacks
// first, and only the survivors strike back (A11.4). The DRM of both rolls are the modules' (the
// `modifiers` hook, asked with `cc` and `ambush` queries): leadership, vs concealed, Ambush (the
// closeCombat module), CX (movement).
//
// Out of normal sight (`hidden`, a Sewer Location: B8.2, B8.44) the units stay beneath their counters:
// nobody is revealed, nobody is held in Melee, each roll is seen by the side that makes it (its
// opponent learns only that it was made), the odds and Kill Number are kept for the replay alone and
// Random Selection is the owner's, so that no event tells a side what the other's stack holds.
import * as z from 'zod';
import type { Audience } from '../../engine/events';
import { collectModifiers } from '../../engine/hooks';
import type { ApplyContext, GameContext } from '../../engine/module';
import { defineParams } from '../../engine/params';
import { otherSide, type Side, type UnitState } from '../../engine/state';
import { nonPhasingSide, phasingSide } from '../../engine/turn';
import type { Location } from '../../units/location';
import { killNumber } from './ccTable';
import { revealIfSeen } from './concealment';
import { casualtyReduce, eliminate } from './morale';
import { CoreParams } from './params';

export const CloseCombatParams = defineParams(
  z.object({
    /** A11.4 Ambush: a side whose Final dr is `margin` lower Ambushes; `concealedDrm` to the dr of an
     *  all-concealed side; `drm` to the Ambusher's CC attack (defaults to confirm). */
    ccAmbush: z.strictObject({ margin: z.int().min(1), concealedDrm: z.int(), drm: z.int() }).default({ margin: 3, concealedDrm: -2, drm: -1 }),
    /** A11.19: DRM to a CC attack on units that were all concealed (default to confirm). */
    ccVsConcealedDrm: z.int().default(1),
  }),
);

export interface CloseCombatOptions {
  /** Melee from an earlier CCPh: no Ambush (A11.4). */
  readonly continuing: boolean;
  /** Units out of normal sight (a sewer): they stay concealed, are never held in Melee, and each side's rolls are its own (B8.44). */
  readonly hidden: boolean;
  /** Where, as the players read it in a roll's purpose ("71P2", "the sewer beneath 71N6"). */
  readonly where: string;
}

export interface CloseCombatOutcome {
  /** Units of both sides remain and are held in Melee (A11.15); never when hidden. */
  readonly melee: boolean;
  readonly ambusher: Side | null;
}

interface Fight {
  readonly loc: Location;
  readonly opts: CloseCombatOptions;
  readonly concealedAtStart: Readonly<Record<Side, boolean>>;
  readonly ambusher: Side | null;
}

/** CC FP of a side's units: broken units add nothing (A11.11 compares the FP of the units attacking). */
export function ccFirepower(ctx: GameContext, units: readonly UnitState[]): number {
  return units.reduce((s, u) => s + (u.status.broken ? 0 : ctx.unitTypes.get(u.type)?.firepower ?? 0), 0);
}

/** Who sees a roll `side` makes: everyone, or (hidden) that side alone with a notice to the other. */
function rollAudience(side: Side, hidden: boolean): { audience: Audience; noticeAudience?: Audience } {
  return hidden ? { audience: side, noticeAudience: otherSide(side) } : { audience: 'all' };
}

/** A11.4: which side Ambushes, if any. */
function ambush(ctx: ApplyContext, sides: Record<Side, UnitState[]>, loc: Location, opts: CloseCombatOptions): Side | null {
  const margin = CloseCombatParams.of(ctx).ccAmbush.margin;
  const finals: Partial<Record<Side, number>> = {};
  for (const s of [phasingSide(ctx.state), nonPhasingSide(ctx.state)]) {
    const mine = sides[s].filter((u) => !u.eliminated);
    const modifiers = collectModifiers(ctx, ctx.state, { kind: 'ambush', side: s, units: mine, loc });
    const purpose = opts.hidden ? `Ambush dr in ${opts.where}` : `Ambush dr in ${opts.where} for ${ctx.scenario.sides[s].name}`;
    finals[s] = ctx.roll({ kind: 'dr', purpose, rule: 'A11.4', modifiers, ...rollAudience(s, opts.hidden) }).final;
  }
  if (finals.A! + margin <= finals.B!) return 'A';
  if (finals.B! + margin <= finals.A!) return 'B';
  return null;
}

/** A11.11 Partial Kill: Random Selection among the defenders (the owner's roll when hidden: it would tell how many there are). */
function pick(ctx: ApplyContext, units: readonly UnitState[], hidden: boolean): UnitState | undefined {
  if (units.length <= 1) return units[0];
  const d = ctx.roll({ kind: 'dr', purpose: 'Random Selection (Partial Kill)', rule: 'A11.11', audience: hidden ? units[0]!.side : 'all' });
  return units[(d.final - 1) % units.length];
}

/** One side's attack (A11.11): returns the defenders it eliminates (applied by the caller: simultaneous, A11.12). */
function attack(ctx: ApplyContext, f: Fight, att: Side, attackers: UnitState[], defenders: UnitState[]): UnitState[] {
  const afp = ccFirepower(ctx, attackers);
  const dfp = ccFirepower(ctx, defenders);
  if (!attackers.length || !defenders.length || afp <= 0) return [];
  const kill = killNumber(CoreParams.of(ctx).ccKillNumbers, afp, dfp);
  const { hidden } = f.opts;
  const modifiers = collectModifiers(ctx, ctx.state, {
    kind: 'cc',
    attacker: att,
    attackers,
    defenders,
    defendersWereConcealed: f.concealedAtStart[otherSide(att)],
    ambusher: f.ambusher,
    loc: f.loc,
    public: !hidden,
  });
  const name = ctx.scenario.sides[att].name;
  // hidden: the odds would tell the attacker what the defenders hold; they go to the replay alone
  const purpose = hidden ? `Close Combat in ${f.opts.where}: ${name} attack` : `Close Combat in ${f.opts.where}: ${name} attack (Kill Number ${kill})`;
  const r = ctx.roll({ kind: 'DR', purpose, rule: 'A11.11', modifiers, ...rollAudience(att, hidden) });
  if (hidden) ctx.emit({ type: 'closeCombatOdds', audience: 'none', data: { side: att, attackFp: afp, defenceFp: dfp, killNumber: kill, final: r.final, rule: 'A11.11' } });
  if (r.final < kill) return [...defenders];
  if (r.final === kill) {
    const v = pick(ctx, defenders, hidden);
    if (v) casualtyReduce(ctx, v, 'A11.11');
  }
  return [];
}

/**
 * Resolves the CC between the units of both sides in one Location (`units`: every unit there, dummies
 * included). Above ground the concealed units are revealed first (dummies removed, A12.15); hidden,
 * dummies simply take no part.
 */
export function resolveCloseCombat(ctx: ApplyContext, units: readonly UnitState[], opts: CloseCombatOptions): CloseCombatOutcome {
  const sides: Record<Side, UnitState[]> = { A: [], B: [] };
  for (const u of units) sides[u.side].push(u);
  const loc = units[0]!.loc!;
  const concealedAtStart: Record<Side, boolean> = { A: sides.A.every((u) => u.status.concealed), B: sides.B.every((u) => u.status.concealed) };
  const ambusher = opts.continuing ? null : ambush(ctx, sides, loc, opts);
  const fight: Fight = { loc, opts, concealedAtStart, ambusher };
  // A12.15: units in Close Combat are revealed; dummies are removed. Not in a sewer: always concealed (B8.44)
  if (!opts.hidden) for (const u of units) for (const e of revealIfSeen(ctx.state, u, () => true)) ctx.emit(e);
  const live = (s: Side) => sides[s].filter((u) => !u.eliminated && u.kind !== 'dummy');
  if (ambusher) {
    ctx.emit({ type: 'ambush', audience: 'all', data: { hex: loc.hex, side: ambusher, rule: 'A11.4' } });
    for (const u of attack(ctx, fight, ambusher, live(ambusher), live(otherSide(ambusher)))) if (!u.eliminated) eliminate(ctx, u, 'A11.11');
    const other = otherSide(ambusher);
    for (const u of attack(ctx, fight, other, live(other), live(ambusher))) if (!u.eliminated) eliminate(ctx, u, 'A11.11');
  } else {
    const doomed: UnitState[] = [];
    for (const att of [phasingSide(ctx.state), nonPhasingSide(ctx.state)]) doomed.push(...attack(ctx, fight, att, live(att), live(otherSide(att))));
    for (const u of doomed) if (!u.eliminated) eliminate(ctx, u, 'A11.11'); // simultaneous (A11.12)
  }
  const melee = !opts.hidden && live('A').length > 0 && live('B').length > 0;
  return { melee, ambusher };
}
