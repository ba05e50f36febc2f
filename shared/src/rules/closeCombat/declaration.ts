// Declaring Close Combat attacks (A11.12): in each Location holding units of both sides, the ATTACKER
// designates all his attacks first, then the DEFENDER all of his, before any is resolved; "units may
// attack any unit or combination of units in the same Location ... so long as no unit attacks or is
// attacked more than once per CCPh. All units in the hex do not have to be attacked, nor do all units
// have to make an attack." Broken units never attack (A11.16). A CC attack cannot single out a SMC: the
// smallest target is a MMC with the SMC stacked with it (A11.14; our reading without stacking order:
// a SMC is a target only beside a MMC of its side, unless that side has no MMC there).
//
// The ATTACKER declares with `declareCloseCombat` in a Location of his choice; that asks the DEFENDER
// there (the decision `ccDeclaration`, answered by `answerCloseCombat`). A Location nobody declared in
// is fought as before: each side with all its Good Order units against all the enemy's (the A11.12
// EX's one big attack), so bots and matches that never declare play on unchanged. Dummies are removed
// as the ATTACKER declares (A11.19: "automatically removed prior to attack designation").
//
// Hidden information: a side names as targets only enemy units it sees; the units under a "?" in the
// Location are one target, `concealed` (the view shows one "?" marker per Location, never how many or
// which: project.ts), and a Location is offered only where the side sees an enemy unit or "?", so the
// offer never tells of a hidden unit. Any other id gets one refusal, whatever it names. A concealed unit
// that attacks loses its "?" as the attack is resolved (A11.19); one that declines keeps it (A11.15).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { ownUnit } from '../../engine/ownPieces';
import { moduleState } from '../../engine/moduleState';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { actsFor, phasingSide } from '../../engine/turn';
import { isInfantry, isSMC } from '../../units/catalog';
import { copyLocation, locationKey, sameLocation, type Location } from '../../units/location';
import { ccAttackStrength, ccStrength, mayAttackInCc, type DeclaredAttack } from '../core/closeCombat';
import { targetKey, targetLocation } from '../core/locations';
import { CoreParams } from '../core/params';

export const CC_DECLARATION = 'ccDeclaration';

const AttackSchema = z.strictObject({
  /** The sender's units making this attack. */
  attackers: z.array(z.string().max(12)).min(1).max(12),
  /** Enemy units it attacks, each one the sender sees in the Location. */
  targets: z.array(z.string().max(12)).max(12),
  /** Also (or only) the units under the enemy "?" there, as one target (A11.19: FP halved). */
  concealed: z.boolean().optional(),
});
const fields = { location: z.string().max(20), attacks: z.array(AttackSchema).max(12) };
const DeclareSchema = z.strictObject({ type: z.literal('declareCloseCombat'), ...fields });
const AnswerSchema = z.strictObject({ type: z.literal('answerCloseCombat'), ...fields });
type Declare = z.infer<typeof DeclareSchema> | z.infer<typeof AnswerSchema>;

/** What the closeCombat module keeps between commands of one CCPh. */
export interface Declarations {
  /** Per Location key, per side: its declared attacks (unit ids; a "?" target expanded to its units). */
  readonly [key: string]: Partial<Record<Side, DeclaredAttack[]>>;
}

/** Infantry (and dummies) above ground by Location key, only where both sides have units. */
export function ccLocations(ctx: GameContext, state: GameState): Map<string, UnitState[]> {
  const byLoc = new Map<string, UnitState[]>();
  for (const u of Object.values(state.units)) {
    if (u.eliminated || !u.loc || ctx.locations.underground(u.loc) || !(isInfantry(u.kind) || u.kind === 'dummy')) continue;
    const key = locationKey(u.loc);
    const had = byLoc.get(key);
    if (had) had.push(u);
    else byLoc.set(key, [u]);
  }
  // (asked by legal() in every CCPh state: no copy of a Location's list per unit, no set of sides per Location)
  for (const [key, units] of byLoc) if (units.every((u) => u.side === units[0]!.side)) byLoc.delete(key);
  return byLoc;
}

/** Enemy units `side` sees in the Location by id (neither concealed nor hidden), and whether it sees a "?" there. */
function enemiesSeen(units: readonly UnitState[], side: Side): { named: UnitState[]; concealed: UnitState[] } {
  const enemy = units.filter((u) => u.side !== side && !u.status.hidden);
  return { named: enemy.filter((u) => !u.status.concealed && u.kind !== 'dummy'), concealed: enemy.filter((u) => u.status.concealed) };
}

/**
 * The units of `side` there that may attack (A11.16: not broken; A11.19: dummies cannot). A unit set up
 * hidden is not offered: A11.19 would put it beneath a "?" first, which is not built, and its attack
 * would tell of it; it keeps its hiding place (it still fights where its side declares nothing).
 */
function mayAttack(units: readonly UnitState[], side: Side): UnitState[] {
  return units.filter((u) => u.side === side && u.kind !== 'dummy' && !u.status.hidden && mayAttackInCc(u));
}

/** Whether `side` may declare in this Location: it has a unit that may attack and sees an enemy there. */
function declarable(units: readonly UnitState[], side: Side): boolean {
  const seen = enemiesSeen(units, side);
  return mayAttack(units, side).length > 0 && seen.named.length + seen.concealed.length > 0;
}

/** The choices a side has in one Location, for its legal entry (menus) and the declaration panel. */
function choices(ctx: GameContext, units: readonly UnitState[], side: Side): Record<string, unknown> {
  const seen = enemiesSeen(units, side);
  const own = mayAttack(units, side);
  // A7.8: a pinned unit's FP is halved for its attack only; the enemy units defend with their full FP
  const fp = Object.fromEntries([
    ...own.map((u) => [u.id, ccAttackStrength(ctx, u)]),
    ...seen.named.map((u) => [u.id, ccStrength(ctx, u)]),
  ]);
  return {
    location: targetKey(units[0]!.loc!),
    attackers: own.map((u) => u.id),
    targets: seen.named.map((u) => u.id),
    /** SMC among the targets (A11.14: never a target alone while a MMC of theirs is there). */
    smc: seen.named.filter((u) => isSMC(u.kind)).map((u) => u.id),
    concealed: seen.concealed.length > 0,
    fp,
    /** A11.11: the CC Table the odds are read on (this ruleset's parameter). */
    killTable: CoreParams.of(ctx).ccKillNumbers,
  };
}

function declarations(state: GameState): Declarations {
  return ((state.modules.closeCombat as { declared?: Declarations } | undefined)?.declared ?? {}) as Declarations;
}

/** The CC Location a command names, with its units, if the sender may declare there; otherwise the one refusal. */
function locationFor(ctx: ApplyContext, name: string): { key: string; loc: Location; units: UnitState[] } {
  const loc = targetLocation(ctx, name);
  const units = loc ? ccLocations(ctx, ctx.state).get(locationKey(loc)) : undefined;
  if (!loc || !units || !declarable(units, ctx.side))
    fail('ILLEGAL_COMMAND', `there is no Close Combat you can declare in ${name}`, 'A11.12');
  return { key: locationKey(loc), loc, units };
}

/** Checks a side's attacks against A11.12/A11.14/A11.16 and returns them as unit ids. */
function checkAttacks(ctx: ApplyContext, loc: Location, units: readonly UnitState[], cmd: Declare): DeclaredAttack[] {
  const seen = enemiesSeen(units, ctx.side);
  const attacking = new Set<string>();
  const attacked = new Set<string>();
  let concealedTaken = false;
  const hasMmc = seen.concealed.length > 0 || seen.named.some((u) => !isSMC(u.kind));
  return cmd.attacks.map((x) => {
    const attackers = x.attackers.map((id) => {
      const u = ownUnit(ctx, id);
      if (!u.loc || u.eliminated || !sameLocation(u.loc, loc)) fail('ILLEGAL_COMMAND', `${id} is not in ${cmd.location}`, 'A11.1');
      if (u.status.hidden) fail('ILLEGAL_COMMAND', `${id} is set up hidden: it does not declare a CC attack`, 'A11.19');
      if (!mayAttackInCc(u) || u.kind === 'dummy')
        fail('ILLEGAL_COMMAND', `${id} may not attack in Close Combat (broken units never attack)`, 'A11.16');
      if (attacking.has(id)) fail('ILLEGAL_COMMAND', `${id} attacks more than once`, 'A11.12');
      attacking.add(id);
      return u;
    });
    const named = x.targets.map((id) => {
      const u = seen.named.find((e) => e.id === id);
      if (!u) fail('ILLEGAL_COMMAND', `there is no enemy unit ${id} you can attack in ${cmd.location}`, 'A11.12');
      if (attacked.has(id)) fail('ILLEGAL_COMMAND', `${id} is attacked more than once`, 'A11.12');
      attacked.add(id);
      return u;
    });
    if (x.concealed) {
      if (!seen.concealed.length) fail('ILLEGAL_COMMAND', `there is no "?" you can attack in ${cmd.location}`, 'A11.19');
      if (concealedTaken) fail('ILLEGAL_COMMAND', 'the units under the "?" are attacked more than once', 'A11.12');
      concealedTaken = true;
    }
    if (!named.length && !x.concealed) fail('ILLEGAL_COMMAND', 'an attack needs a target', 'A11.12');
    if (hasMmc && named.some((u) => isSMC(u.kind)) && !x.concealed && named.every((u) => isSMC(u.kind)))
      fail('ILLEGAL_COMMAND', 'a CC attack cannot single out a SMC while a MMC of his is there', 'A11.14');
    return { attackers: attackers.map((u) => u.id), targets: [...named, ...(x.concealed ? seen.concealed : [])].map((u) => u.id) };
  });
}

/** What the other side learns of a declaration: units it sees by id, a "?" as such (never how many, nor which). */
function publicForm(state: GameState, attacks: readonly DeclaredAttack[]) {
  const open = (ids: readonly string[]) => ids.filter((id) => !state.units[id]!.status.concealed && !state.units[id]!.status.hidden);
  const veiled = (ids: readonly string[]) => ids.some((id) => state.units[id]!.status.concealed || state.units[id]!.status.hidden);
  const seen = attacks.map((x) => ({
    attackers: open(x.attackers),
    concealedAttackers: veiled(x.attackers),
    targets: open(x.targets),
    concealedTargets: veiled(x.targets),
  }));
  // attacks made only by units under "?" are told as one: one entry each would count the units beneath
  const unseen = seen.filter((x) => x.attackers.length === 0);
  if (unseen.length < 2) return seen;
  const targets = [...new Set(unseen.flatMap((x) => x.targets))].sort();
  return [
    ...seen.filter((x) => x.attackers.length > 0),
    { attackers: [], concealedAttackers: true, targets, concealedTargets: unseen.some((x) => x.concealedTargets) },
  ];
}

/** Records `side`'s attacks in the Location and tells both sides (A11.12: designated before any is resolved). */
function record(ctx: ApplyContext, key: string, loc: Location, attacks: DeclaredAttack[]): void {
  const mod = moduleState<{ melee?: string[]; declared?: Record<string, Partial<Record<Side, DeclaredAttack[]>>> }>(
    ctx.state,
    'closeCombat',
    () => ({ melee: [] }),
  );
  const declared = (mod.declared ??= {});
  declared[key] = { ...declared[key], [ctx.side]: attacks };
  ctx.emit({
    type: 'closeCombatDeclared',
    audience: 'all',
    data: { hex: targetKey(loc), side: ctx.side, attacks: publicForm(ctx.state, attacks), rule: 'A11.12' },
  });
}

/** A11.19: "Dummy units are automatically removed prior to attack designation in CC". */
function removeDummies(ctx: ApplyContext, units: readonly UnitState[]): void {
  for (const u of units) {
    if (u.kind !== 'dummy' || u.eliminated) continue;
    u.eliminated = true;
    u.status.concealed = false;
    ctx.emit({ type: 'dummyRevealed', audience: 'all', data: { loc: copyLocation(u.loc!), side: u.side, rule: 'A11.19' } });
  }
}

/** A random declaration for bots and playouts: mostly one big attack, sometimes each unit against one target. */
function sample(type: 'declareCloseCombat' | 'answerCloseCombat', entry: LegalCommand, random: () => number): Declare {
  const c = entry.choices as { location: string; attackers: string[]; targets: string[]; smc: string[]; concealed: boolean };
  const all = { attackers: c.attackers, targets: c.targets, ...(c.concealed ? { concealed: true } : {}) };
  if (random() < 0.7 || !c.targets.some((t) => !c.smc.includes(t))) return { type, location: c.location, attacks: [all] };
  const mmc = c.targets.filter((t) => !c.smc.includes(t));
  const attacks = c.attackers.slice(0, mmc.length).map((a, i) => ({ attackers: [a], targets: [mmc[i]!] }));
  return { type, location: c.location, attacks };
}

export const declareCloseCombat: CommandHandler<z.infer<typeof DeclareSchema>> = {
  type: 'declareCloseCombat',
  schema: DeclareSchema,
  legal(ctx, state, side) {
    if (side !== phasingSide(state) || !actsFor(ctx, state, side, 'closeCombat', true)) return [];
    const done = declarations(state);
    const out: LegalCommand[] = [];
    for (const [key, units] of [...ccLocations(ctx, state)].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (done[key]?.[side] || !declarable(units, side)) continue;
      out.push({
        type: 'declareCloseCombat',
        label: `Declare Close Combat attacks in ${targetKey(units[0]!.loc!)}`,
        rule: 'A11.12',
        choices: choices(ctx, units, side),
      });
    }
    return out;
  },
  apply(ctx, cmd) {
    if (ctx.side !== phasingSide(ctx.state) || !actsFor(ctx, ctx.state, ctx.side, 'closeCombat'))
      fail('ILLEGAL_COMMAND', 'the ATTACKER declares Close Combat attacks in the CCPh', 'A11.12');
    const { key, loc, units } = locationFor(ctx, cmd.location);
    if (declarations(ctx.state)[key]?.[ctx.side]) fail('ILLEGAL_COMMAND', `you have declared your attacks in ${cmd.location}`, 'A11.12');
    const attacks = checkAttacks(ctx, loc, units, cmd);
    removeDummies(ctx, units);
    record(ctx, key, loc, attacks);
    // A11.12: then the DEFENDER designates his, where he has a unit that may attack and sees the ATTACKER's
    const defender = otherSide(ctx.side);
    const left = units.filter((u) => !u.eliminated);
    if (declarable(left, defender))
      ctx.state.pending = {
        side: defender,
        kind: CC_DECLARATION,
        rule: 'A11.12',
        options: [{ location: targetKey(loc) }],
        context: { key },
      };
  },
  sample: (entry, random) => sample('declareCloseCombat', entry, random) as z.infer<typeof DeclareSchema>,
};

export const answerCloseCombat: CommandHandler<z.infer<typeof AnswerSchema>> = {
  type: 'answerCloseCombat',
  schema: AnswerSchema,
  answers: CC_DECLARATION,
  legal(ctx, state, side) {
    const key = (state.pending?.context as { key?: string } | undefined)?.key;
    const units = key ? ccLocations(ctx, state).get(key) : undefined;
    if (!units) return [];
    return [
      {
        type: 'answerCloseCombat',
        label: `Declare your Close Combat attacks in ${targetKey(units[0]!.loc!)}`,
        rule: 'A11.12',
        choices: choices(ctx, units, side),
      },
    ];
  },
  apply(ctx, cmd) {
    const key = (ctx.state.pending!.context as { key: string }).key;
    const { key: named, loc, units } = locationFor(ctx, cmd.location);
    if (named !== key)
      fail(
        'ILLEGAL_COMMAND',
        `you are asked about the Close Combat in ${(ctx.state.pending!.options[0] as { location: string }).location}`,
        'A11.12',
      );
    record(ctx, key, loc, checkAttacks(ctx, loc, units, cmd));
    ctx.state.pending = null;
  },
  sample: (entry, random) => sample('answerCloseCombat', entry, random) as z.infer<typeof AnswerSchema>,
};

/** The declarations of the CCPh, by Location key, for the resolution as it ends. */
export function declaredAttacks(state: GameState): Declarations {
  return declarations(state);
}
