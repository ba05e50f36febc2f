// One Close Combat in one Location (A11), whoever holds it: the closeCombat module above ground and the
// sewers module beneath the streets (B8.44) both resolve their CC here. Each side attacks the other's
// units there with all its Good Order Infantry FP (broken units never attack but defend with their full
// FP, A11.16; any SMC counts 1 FP, A11.14; a pinned unit attacks at half FP and defends in full, A7.8);
// an attack on units that include a concealed one has its FP halved (A11.19). The odds give a Kill Number from the CC Table (core parameter `ccKillNumbers`,
// rules/core/ccTable.ts). A Final DR below it eliminates the defenders; equal to it is a Partial Kill:
// one defender, chosen by Random Selection, is Casualty Reduced (A11.11). Attacks are simultaneous
// (A11.12) unless one side Ambushes: when Infantry enter a new CC (not a continuing Melee) in a woods or
// building Location, or with/against a concealed unit, each side makes a dr; a side whose Final dr is at
// least `ccAmbush.margin` (3) lower Ambushes and attacks first, and only the survivors strike back
// (A11.4, A11.32). The DRM of both rolls are the modules' (the `modifiers` hook, asked with `cc` and
// `ambush` queries): leadership, broken defenders, Ambush (the closeCombat module), CX (movement).
//
// Concealment (A11.19): dummies are removed before anything else (they cannot show a Strength Factor);
// a real unit loses its "?" only when it makes a CC attack [EXC: an Ambush attack that eliminates its
// targets] or is Casualty Reduced, and the side being ambushed loses all its "?" (A11.4). A unit that
// attacks loses its "?" as it declares the attack, before any attack is resolved (A11.41 EX: the
// concealed 4-4-7 that attacks is hit at 3-2, one that declines at 3-4). Who attacks whom is what each
// side declared (A11.12, `declared`: rules/closeCombat/declaration.ts); a side that declared nothing
// attacks with every Good Order unit against every enemy unit there, as beneath the streets, where the
// units stay concealed throughout (B8.41, B8.44: `hidden`) and nobody declares.
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
import { isSMC } from '../../units/catalog';
import { copyLocation, sameLocation, type Location } from '../../units/location';
import { killNumber, oddsColumn } from './ccTable';
import { revealIfSeen } from './concealment';
import { casualtyReduce, eliminate } from './morale';
import { CoreParams } from './params';

export const CloseCombatParams = defineParams(
  z.object({
    /** A11.4 Ambush (values from its text): a side whose Final dr is `margin` lower Ambushes; `concealedDrm`
     *  to the dr of a side any of whose units is concealed; `drm` to the Ambusher's CC attacks and
     *  `againstDrm` to CC attacks against it. */
    ccAmbush: z
      .strictObject({ margin: z.int().min(1), concealedDrm: z.int(), drm: z.int(), againstDrm: z.int() })
      .default({ margin: 3, concealedDrm: -2, drm: -1, againstDrm: 1 }),
  }),
);

export interface CloseCombatOptions {
  /** Melee from an earlier CCPh: no Ambush (A11.4). */
  readonly continuing: boolean;
  /** Units out of normal sight (a sewer): they stay concealed, are never held in Melee, and each side's rolls are its own (B8.44). */
  readonly hidden: boolean;
  /** Where, as the players read it in a roll's purpose ("71P2", "the sewer beneath 71N6"). */
  readonly where: string;
  /** Added to a side's CC attack strength before any halving (sewer-cards SC.6: an assault from the sewer at -1). */
  readonly attackFpDelta?: Partial<Record<Side, number>>;
  /**
   * The attacks each side declared in this Location (A11.12); a side absent here attacks with all its
   * Good Order units together against all the enemy's (one big attack, the A11.12 EX's case A).
   */
  readonly declared?: Partial<Record<Side, readonly DeclaredAttack[]>>;
}

/** One declared CC attack (A11.12): these units attack those (unit ids; a "?" target is its units). */
export interface DeclaredAttack {
  readonly attackers: readonly string[];
  readonly targets: readonly string[];
}

export interface CloseCombatOutcome {
  /** Units of both sides remain and are held in Melee (A11.15); never when hidden. */
  readonly melee: boolean;
  readonly ambusher: Side | null;
}

interface Fight {
  readonly loc: Location;
  readonly opts: CloseCombatOptions;
  readonly ambusher: Side | null;
}

/** A unit's CC FP: any SMC has an inherent FP of one (A11.14), other units their printed FP. */
export function ccStrength(ctx: GameContext, u: UnitState): number {
  return isSMC(u.kind) ? 1 : (ctx.unitTypes.get(u.type)?.firepower ?? 0);
}

/** CC FP of units, broken ones at their full FP: they defend with it (A11.16); attackers are Good Order ones. */
export function ccFirepower(ctx: GameContext, units: readonly UnitState[]): number {
  return units.reduce((s, u) => s + ccStrength(ctx, u), 0);
}

/**
 * A unit's CC FP when it attacks: halved when pinned (A7.8: "The halved FP of a pinned unit in CC applies
 * only to its attack, not to its defense"); its defence stays `ccStrength`.
 */
export function ccAttackStrength(ctx: GameContext, u: UnitState): number {
  return ccStrength(ctx, u) / (u.status.pinned ? 2 : 1);
}

/** The CC FP of attacking units (A7.8: pinned ones at half). */
export function ccAttackFirepower(ctx: GameContext, units: readonly UnitState[]): number {
  return units.reduce((s, u) => s + ccAttackStrength(ctx, u), 0);
}

/** A11.16: broken units never attack. */
export function mayAttackInCc(u: UnitState): boolean {
  return !u.status.broken;
}

/** A11.4: an Ambush can occur only in a new CC (not a Melee) in a woods or building Location, or with/against a concealed unit. */
function ambushPossible(ctx: GameContext, units: readonly UnitState[], loc: Location, opts: CloseCombatOptions): boolean {
  if (opts.continuing) return false;
  if (units.some((u) => u.status.concealed)) return true; // every unit beneath the streets is (B8.41)
  if (ctx.locations.underground(loc)) return false;
  const cell = ctx.map.byName(loc.hex);
  return !!cell && (cell.spec.terrain === 'woods' || cell.terrain.building);
}

/** Who sees a roll `side` makes: everyone, or (hidden) that side alone with a notice to the other. */
function rollAudience(side: Side, hidden: boolean): { audience: Audience; noticeAudience?: Audience } {
  return hidden ? { audience: side, noticeAudience: otherSide(side) } : { audience: 'all' };
}

/** A11.4: which side Ambushes, if any (`sides`: the real units, dummies gone). */
function ambush(ctx: ApplyContext, sides: Record<Side, UnitState[]>, loc: Location, opts: CloseCombatOptions): Side | null {
  const margin = CloseCombatParams.of(ctx).ccAmbush.margin;
  const finals: Partial<Record<Side, number>> = {};
  for (const s of [phasingSide(ctx.state), nonPhasingSide(ctx.state)]) {
    const modifiers = collectModifiers(ctx, ctx.state, { kind: 'ambush', side: s, units: sides[s], loc, public: !opts.hidden });
    const purpose = opts.hidden ? `Ambush dr in ${opts.where}` : `Ambush dr in ${opts.where} for ${ctx.scenario.sides[s].name}`;
    finals[s] = ctx.roll({ kind: 'dr', purpose, rule: 'A11.4', modifiers, ...rollAudience(s, opts.hidden) }).final;
  }
  if (finals.A! + margin <= finals.B!) return 'A';
  if (finals.B! + margin <= finals.A!) return 'B';
  return null;
}

function removeDummy(ctx: ApplyContext, u: UnitState): void {
  u.eliminated = true;
  u.status.concealed = false;
  ctx.emit({ type: 'dummyRevealed', audience: 'all', data: { loc: copyLocation(u.loc!), side: u.side, rule: 'A11.19' } });
}

/** A11.19: units that lose their "?" in a CC above ground (never hidden: B8.41). */
function reveal(ctx: ApplyContext, units: readonly UnitState[], f: Fight): void {
  if (f.opts.hidden) return;
  for (const u of units) if (!u.eliminated) for (const e of revealIfSeen(ctx.state, u, () => true)) ctx.emit(e);
}

/** A11.11 Partial Kill: Random Selection among the defenders (the owner's roll when hidden: it would tell how many there are). */
function pick(ctx: ApplyContext, units: readonly UnitState[], hidden: boolean): UnitState | undefined {
  if (units.length <= 1) return units[0];
  const d = ctx.roll({ kind: 'dr', purpose: 'Random Selection (Partial Kill)', rule: 'A11.11', audience: hidden ? units[0]!.side : 'all' });
  return units[(d.final - 1) % units.length];
}

/** One side's attack (A11.11): returns the defenders it eliminates (applied by the caller: simultaneous, A11.12). */
function attack(
  ctx: ApplyContext,
  f: Fight,
  att: Side,
  attackers: UnitState[],
  defenders: UnitState[],
  fp = ccAttackFirepower(ctx, attackers),
): UnitState[] {
  const vsConcealed = defenders.some((u) => u.status.concealed);
  // A11.19: halved when attacking a concealed unit (the whole attack: our attacks take every defender)
  const afp = (fp + (f.opts.attackFpDelta?.[att] ?? 0)) / (vsConcealed ? 2 : 1);
  const dfp = ccFirepower(ctx, defenders);
  if (!attackers.length || !defenders.length || afp <= 0) return [];
  const kill = killNumber(CoreParams.of(ctx).ccKillNumbers, afp, dfp);
  const { hidden } = f.opts;
  const modifiers = collectModifiers(ctx, ctx.state, {
    kind: 'cc',
    attacker: att,
    attackers,
    defenders,
    ambusher: f.ambusher,
    loc: f.loc,
    public: !hidden,
  });
  const name = ctx.scenario.sides[att].name;
  const halved = vsConcealed ? ', FP halved vs concealed (A11.19)' : '';
  // hidden: the odds would tell the attacker what the defenders hold; they go to the replay alone
  const purpose = hidden
    ? `Close Combat in ${f.opts.where}: ${name} attack`
    : `Close Combat in ${f.opts.where}: ${name} attack (Kill Number ${kill}${halved})`;
  // the roll's explanation (A11.11): the attack FP, and against defenders all in the open the defence FP
  // and odds column; a defender still under "?" keeps its FP from the attacker (the Kill Number alone, as the purpose says)
  const odds = vsConcealed ? {} : { defenceFp: dfp, odds: oddsColumn(CoreParams.of(ctx).ccKillNumbers, afp, dfp) };
  const explain = (x: { final: number }) => ({
    table: 'CC',
    hex: f.loc.hex,
    attackFp: afp,
    ...odds,
    killNumber: kill,
    vsConcealed,
    result: x.final < kill ? 'eliminated' : x.final === kill ? 'Casualty Reduction' : 'no effect',
  });
  const r = ctx.roll({ kind: 'DR', purpose, rule: 'A11.11', modifiers, ...rollAudience(att, hidden), ...(hidden ? {} : { explain }) });
  if (hidden)
    ctx.emit({
      type: 'closeCombatOdds',
      audience: 'none',
      data: {
        side: att,
        attackFp: afp,
        defenceFp: dfp,
        odds: oddsColumn(CoreParams.of(ctx).ccKillNumbers, afp, dfp),
        killNumber: kill,
        final: r.final,
        rule: 'A11.11',
      },
    });
  if (r.final < kill) return [...defenders];
  if (r.final === kill) {
    const v = pick(ctx, defenders, hidden);
    if (v) {
      casualtyReduce(ctx, v, 'A11.11');
      reveal(ctx, [v], f); // A11.19: Casualty Reduction costs the "?"
    }
  }
  return [];
}

/**
 * A side's attacks (A11.12): each declared one with the units still able to make it (A11.3: in sequential
 * CC a unit eliminated first forfeits its attack), or, undeclared, one attack by all its Good Order
 * units against every enemy unit there.
 */
function attacksOf(
  ctx: ApplyContext,
  s: Side,
  loc: Location,
  live: (s: Side) => UnitState[],
  declared: readonly DeclaredAttack[] | undefined,
): { a: UnitState[]; d: UnitState[] }[] {
  if (!declared) return [{ a: live(s).filter(mayAttackInCc), d: live(otherSide(s)) }];
  const here = (id: string, side: Side) => {
    const u = ctx.state.units[id];
    return u && u.side === side && !u.eliminated && u.kind !== 'dummy' && u.loc && sameLocation(u.loc, loc) ? [u] : [];
  };
  return declared.map((x) => ({
    a: x.attackers.flatMap((id) => here(id, s)).filter(mayAttackInCc),
    d: x.targets.flatMap((id) => here(id, otherSide(s))),
  }));
}

/**
 * Resolves the CC between the units of both sides in one Location (`units`: every unit there, dummies
 * included). Above ground dummies are removed first (A11.19); hidden, they simply take no part.
 */
export function resolveCloseCombat(ctx: ApplyContext, units: readonly UnitState[], opts: CloseCombatOptions): CloseCombatOutcome {
  const loc = units[0]!.loc!;
  // A11.19: a dummy cannot reveal a Strength Factor: removed before the Ambush dr (A11 comprehensive EX)
  if (!opts.hidden) for (const u of units) if (u.kind === 'dummy' && !u.eliminated) removeDummy(ctx, u);
  const real = units.filter((u) => !u.eliminated && u.kind !== 'dummy');
  const live = (s: Side) => real.filter((u) => u.side === s && !u.eliminated);
  // above ground a side left with dummies alone has no CC; hidden, its rolls are still made (and seen
  // made): their absence would tell the other side what the stack held
  if (!opts.hidden && (!live('A').length || !live('B').length)) return { melee: false, ambusher: null };
  const rollers = (s: Side) => (opts.hidden ? units.filter((u) => u.side === s && !u.eliminated) : live(s));
  const ambusher = ambushPossible(ctx, units, loc, opts) ? ambush(ctx, { A: rollers('A'), B: rollers('B') }, loc, opts) : null;
  const fight: Fight = { loc, opts, ambusher };
  const attacks = (s: Side) => attacksOf(ctx, s, loc, live, opts.declared?.[s]);
  if (ambusher) {
    const other = otherSide(ambusher);
    ctx.emit({ type: 'ambush', audience: 'all', data: { hex: loc.hex, side: ambusher, rule: 'A11.4' } });
    reveal(ctx, live(other), fight); // A11.4: the side being ambushed loses all concealment
    // A11.32: the Ambusher resolves all its attacks first; A11.3: a unit eliminated before it attacks forfeits its attack
    for (const x of attacks(ambusher)) {
      for (const u of attack(ctx, fight, ambusher, x.a, x.d)) if (!u.eliminated) eliminate(ctx, u, 'A11.11');
      // A11.19 EXC, A11.4: an Ambusher keeps its "?" until it attacks without eliminating its target
      if (x.d.some((u) => !u.eliminated)) reveal(ctx, x.a, fight);
    }
    for (const x of attacks(other)) for (const u of attack(ctx, fight, other, x.a, x.d)) if (!u.eliminated) eliminate(ctx, u, 'A11.11');
  } else {
    // A12.14, A11.41 EX: each attacking unit loses its "?" as the attacks are declared, before any is resolved;
    // a unit that declines to attack keeps it (A11.15, A11.41 EX)
    const order = [phasingSide(ctx.state), nonPhasingSide(ctx.state)];
    const declared = order.flatMap((s) => attacks(s).map((x) => ({ s, ...x })));
    for (const x of declared) reveal(ctx, x.a, fight);
    // A11.12: the ATTACKER resolves all his attacks, then the DEFENDER all his, even with units just
    // eliminated: each with the FP it has before any is resolved (a Reduced unit still strikes back in full)
    const withFp = declared.map((x) => ({ ...x, fp: ccAttackFirepower(ctx, x.a) }));
    const doomed: UnitState[] = [];
    for (const x of withFp) doomed.push(...attack(ctx, fight, x.s, x.a, x.d, x.fp));
    for (const u of doomed) if (!u.eliminated) eliminate(ctx, u, 'A11.11'); // simultaneous (A11.12)
  }
  const melee = !opts.hidden && live('A').length > 0 && live('B').length > 0;
  return { melee, ambusher };
}
