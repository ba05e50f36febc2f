// Fire, the APh and Close Combat around sewers (B8.2, B8.3, B8.41, B8.43, B8.44, B8.45).
// LOS to a unit in a sewer (B8.2): only from a Sewer Location in the same or an ADJACENT hex, or from
// units directly above in the Manhole Location once it was discovered (B8.42) this Player Turn; and
// reciprocally. All fire at a unit in a sewer is PBF with the -2 Hazardous Movement DRM and no TEM
// (B8.3); a discovered stack is fired on by the DEFENDER's Infantry above without the benefit of
// concealment, and keeps its "Sewer ?" (B8.42): the results are its owner's alone. Sewer units fire
// at the Manhole Location above only in the AFPh after being discovered (B8.43), and at ADJACENT
// sewer units in the DFPh and AFPh (B8.44); firing never costs them their "Sewer ?" (B8.44: units in
// a sewer are always concealed). A unit that breaks in a sewer is eliminated (B8.45).
// In the APh a stack may only advance up into the Manhole Location if its Emergence dr allowed it
// (B8.41, B8.42), concealed or not at the owner's choice, even into enemy units (Close Combat follows),
// pinned and CX if the Location it left that turn was Encircled; or, beneath a manhole ADJACENT to an
// enemy sewer stack, into that stack's Sewer Location for Close Combat (B8.44), which never leaves a
// Melee: the ATTACKER must move on in its next MPh.
import { z } from 'zod';
import { fail } from '../../engine/errors';
import type { RollModifier } from '../../engine/events';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { distance } from '../../hex/grid';
import { isInfantry } from '../../units/catalog';
import { ground, sameLocation, sewer } from '../../units/location';
import { revealIfSeen } from '../../units/concealment';
import { activity, readActivity } from '../activity';
import { killNumber, type KillTable } from '../closeCombat/closeCombat';
import { applyResult } from '../fire/fire';
import { defaultIftResult, iftColumn, type IftResult, resultName } from '../fire/ift';
import { eliminate, leadershipFor } from '../fire/morale';
import { fits } from '../movement/movement';
import { eliminateStack, removeStack } from './sewerMovement';
import { manholeUsable, playerTurnNumber, readSewers, type SewerStack, sewers, stacksOf, stackUnits } from './sewerState';

type Target = { readonly stack: string } | { readonly hex: string };

function fireKind(state: GameState, side: Side): 'final' | 'advancing' | null {
  if (state.status !== 'playing' || state.pending) return null;
  if (state.phase === 'DFPh' && state.attacker !== side) return 'final';
  if (state.phase === 'AFPh' && state.attacker === side) return 'advancing';
  return null;
}

function canFire(ctx: GameContext, state: GameState, u: UnitState): boolean {
  return !u.eliminated && !!u.loc && isInfantry(u.kind) && !u.status.broken && (ctx.unitTypes.get(u.type)?.firepower ?? 0) > 0 && !readActivity(state).fired[u.id];
}

function adjacentSewers(ctx: GameContext, a: string, b: string): boolean {
  return distance(ctx.map.byName(a)!.hex, ctx.map.byName(b)!.hex) <= 1;
}

/** Targets each eligible firer of `side` may fire at now, keyed by target key ("stack:S1" / "hex:71N5"). */
export function sewerTargets(ctx: GameContext, state: GameState, side: Side): Map<string, { target: Target; firers: string[] }> {
  const out = new Map<string, { target: Target; firers: string[] }>();
  const kind = fireKind(state, side);
  if (!kind) return out;
  const add = (key: string, target: Target, u: UnitState) => {
    const e = out.get(key) ?? { target, firers: [] };
    e.firers.push(u.id);
    out.set(key, e);
  };
  const mine = Object.values(state.units).filter((u) => u.side === side && canFire(ctx, state, u));
  for (const enemy of stacksOf(state, otherSide(side))) {
    for (const u of mine) {
      // above, in the Manhole Location, at a stack discovered this Player Turn (B8.2, B8.42): DFPh only
      if (kind === 'final' && enemy.emergence === 'discovered' && sameLocation(u.loc!, ground(enemy.hex))) add(`stack:${enemy.id}`, { stack: enemy.id }, u);
      // sewer to sewer, same or ADJACENT hex (B8.2, B8.44)
      if (u.loc!.place === 'sewer' && adjacentSewers(ctx, u.loc!.hex, enemy.hex)) add(`stack:${enemy.id}`, { stack: enemy.id }, u);
    }
  }
  if (kind === 'advancing') {
    // B8.43: from a discovered stack at the Manhole Location above
    for (const mineStack of stacksOf(state, side)) {
      if (mineStack.emergence !== 'discovered') continue;
      const above = Object.values(state.units).some((e) => e.side !== side && !e.eliminated && e.loc && sameLocation(e.loc, ground(mineStack.hex)) && !e.status.hidden);
      if (!above) continue;
      for (const u of stackUnits(state, mineStack)) if (canFire(ctx, state, u)) add(`hex:${mineStack.hex}`, { hex: mineStack.hex }, u);
    }
  }
  return out;
}

const SewerFireSchema = z.strictObject({
  type: z.literal('sewerFire'),
  firers: z.array(z.string().max(12)).min(1).max(12),
  stack: z.string().max(12).optional(),
  hex: z.string().max(12).optional(),
});

function targetKey(cmd: { stack?: string; hex?: string }, ctx: GameContext): string | undefined {
  if (cmd.stack && !cmd.hex) return `stack:${cmd.stack}`;
  if (cmd.hex && !cmd.stack) return `hex:${ctx.map.byName(cmd.hex)?.name ?? cmd.hex}`;
  return undefined;
}

function firepower(ctx: ApplyContext, u: UnitState, kind: 'final' | 'advancing'): number {
  let fp = (ctx.unitTypes.get(u.type)?.firepower ?? 0) * 2; // always PBF (B8.3; B8.43 fires at its own hex)
  if (u.status.pinned) fp /= 2;
  if (kind === 'advancing' && readActivity(ctx.state).moved[u.id]) fp /= 2; // A7.25
  return fp;
}

/** B8.45: units that broke or went berserk in a sewer are eliminated; emptied stacks vanish. */
export function purgeSewers(ctx: ApplyContext): void {
  for (const s of stacksOf(ctx.state)) {
    for (const u of stackUnits(ctx.state, s)) if (u.status.broken || u.status.berserk) eliminate(ctx, u, 'B8.45');
    if (!stackUnits(ctx.state, s).length) removeStack(ctx, s, 'B8.45');
  }
}

export const sewerFire: CommandHandler<z.infer<typeof SewerFireSchema>> = {
  type: 'sewerFire',
  schema: SewerFireSchema,
  legal(ctx, state, side): LegalCommand[] {
    const t = sewerTargets(ctx, state, side);
    if (!t.size) return [];
    const stacks = [...t.values()].filter((x) => 'stack' in x.target).map((x) => (x.target as { stack: string }).stack);
    const hexes = [...t.values()].filter((x) => 'hex' in x.target).map((x) => (x.target as { hex: string }).hex);
    return [{ type: 'sewerFire', label: 'Fire in the sewers', rule: 'B8.3', choices: { stacks, hexes, byTarget: Object.fromEntries([...t].map(([k, v]) => [k, v.firers])) } }];
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    const kind = fireKind(state, side);
    if (!kind) fail('WRONG_PHASE', 'fire in or into a sewer happens in the DFPh (DEFENDER) or the AFPh (ATTACKER)', 'B8.44');
    const key = targetKey(cmd, ctx);
    if (!key) fail('BAD_COMMAND', 'name exactly one target: a sewer stack or the hex above your stack');
    const entry = sewerTargets(ctx, state, side).get(key);
    if (!entry && key.startsWith('hex:')) fail('ILLEGAL_COMMAND', 'units in a sewer fire at the Manhole Location above only in the AFPh after their stack was discovered this Player Turn', 'B8.43');
    if (!entry) fail('ILLEGAL_COMMAND', `no LOS to that target from your units: a unit in a sewer is seen only from the same or an adjacent Sewer Location, or from above once discovered`, 'B8.2');
    if (new Set(cmd.firers).size !== cmd.firers.length) fail('BAD_COMMAND', 'a firer is listed twice');
    for (const id of cmd.firers) if (!entry.firers.includes(id)) fail('ILLEGAL_COMMAND', `${id} cannot fire at that target now`, key.startsWith('hex:') ? 'B8.43' : 'B8.2');
    const firers = cmd.firers.map((id) => state.units[id]!);
    const fp = firers.reduce((s, f) => s + firepower(ctx, f, kind), 0);
    const column = iftColumn(fp, ctx.params.iftColumns as number[] | undefined);
    const mods: RollModifier[] = [];
    const lead = firers.map((f) => leadershipFor(ctx, f)).filter((m): m is RollModifier => !!m).sort((x, y) => x.value - y.value)[0];
    if (lead && lead.value) mods.push({ ...lead, rule: 'A7.53' });
    let targets: UnitState[];
    let hex: string;
    let hidden: boolean;
    const a = activity(state);
    for (const f of firers) a.fired[f.id] = kind;
    if ('stack' in entry.target) {
      const stack = readSewers(state).stacks[entry.target.stack]!;
      hex = stack.hex;
      targets = stackUnits(state, stack);
      hidden = true;
      mods.push({ name: 'Hazardous Movement', value: -2, rule: 'B8.3' }); // no TEM in a Sewer Location
    } else {
      hex = entry.target.hex;
      targets = Object.values(state.units).filter((e) => e.side !== side && !e.eliminated && e.loc && sameLocation(e.loc, ground(hex)));
      hidden = false;
      const cell = ctx.map.byName(hex)!;
      if (cell.terrain.tem) mods.push({ name: `TEM ${cell.spec.terrain}`, value: cell.terrain.tem, rule: cell.terrain.rule });
    }
    const fromSewer = firers[0]!.loc!.place === 'sewer';
    const stackOfFirers = fromSewer ? stacksOf(state, side).find((s) => s.units.includes(firers[0]!.id))?.id : undefined;
    ctx.emit({ type: 'fire', audience: side, data: { kind, firers: cmd.firers, target: hex, stack: cmd.stack, fp, column, area: false, rule: 'B8.3' } });
    // the opponent learns the attack, not which sewer units made it
    ctx.emit({ type: 'fire', audience: otherSide(side), data: { kind, firers: fromSewer ? [] : cmd.firers, fromStack: stackOfFirers, target: hex, stack: cmd.stack, fp, column, area: false, rule: 'B8.3' } });
    if (column === 0) return;
    const r = ctx.roll({ kind: 'DR', purpose: `fire at ${cmd.stack ?? hex} (${column} FP column)`, rule: 'A7.3', modifiers: mods, audience: 'all' });
    const table = ctx.params.iftResult as ((column: number, dr: number) => IftResult) | undefined;
    const result = (table ?? defaultIftResult)(column, r.final);
    ctx.emit({ type: 'fireResult', audience: 'all', data: { target: cmd.stack ?? hex, result: resultName(result), rule: 'A7.3' } });
    applyResult(ctx, targets, hex, result, hidden);
    purgeSewers(ctx);
  },
  sample(entry, random) {
    const byTarget = entry.choices!.byTarget as Record<string, string[]>;
    const keys = Object.keys(byTarget);
    const key = keys[Math.floor(random() * keys.length)]!;
    const firers = byTarget[key]!.filter((_, i) => i === 0 || random() < 0.7);
    return key.startsWith('stack:') ? { type: 'sewerFire', firers, stack: key.slice(6) } : { type: 'sewerFire', firers, hex: key.slice(4) };
  },
};

function inAPh(state: GameState, side: Side): boolean {
  return state.status === 'playing' && state.phase === 'APh' && state.attacker === side && !state.pending;
}

const EmergeSchema = z.strictObject({ type: z.literal('sewerEmerge'), stack: z.string().max(12), concealed: z.boolean().default(true) });
const SewerCcSchema = z.strictObject({ type: z.literal('sewerAdvance'), stack: z.string().max(12), into: z.string().max(12) });

/** B23.9: the Manhole Location is a Fortified Building Location by SSR. */
function fortified(ctx: GameContext, hex: string): boolean {
  return ctx.scenario.rules.fortifiedBuildings.some((h) => ctx.map.byName(h)?.name === hex);
}

function enemiesAbove(state: GameState, s: SewerStack): UnitState[] {
  return Object.values(state.units).filter((e) => e.side !== s.side && !e.eliminated && e.loc && sameLocation(e.loc, ground(s.hex)) && !e.status.hidden);
}

/** B8.41 EXC (B23.922): never up into an enemy-occupied Fortified Building Location; only Known enemies are known to be there. */
function knownFortifiedEnemy(ctx: GameContext, state: GameState, s: SewerStack): boolean {
  return fortified(ctx, s.hex) && enemiesAbove(state, s).some((e) => !e.status.concealed);
}

function mayEmerge(ctx: GameContext, state: GameState, s: SewerStack): boolean {
  return s.emergence === 'mayEmerge' && manholeUsable(ctx, s.hex) && fits(ctx, state, s.side, s.hex, stackUnits(state, s)) && !knownFortifiedEnemy(ctx, state, s);
}

/** Enemy sewer stacks a stack may advance into for Close Combat (B8.44). */
function ccTargets(ctx: GameContext, state: GameState, s: SewerStack): SewerStack[] {
  if (!manholeUsable(ctx, s.hex)) return [];
  return stacksOf(state, otherSide(s.side)).filter((e) => e.hex !== s.hex && adjacentSewers(ctx, e.hex, s.hex) && manholeUsable(ctx, e.hex));
}

export const sewerEmerge: CommandHandler<z.infer<typeof EmergeSchema>> = {
  type: 'sewerEmerge',
  schema: EmergeSchema,
  legal(ctx, state, side) {
    if (!inAPh(state, side)) return [];
    return stacksOf(state, side)
      .filter((s) => mayEmerge(ctx, state, s))
      .flatMap((s) => [
        { type: 'sewerEmerge', label: `Emerge concealed from ${s.id} at ${s.hex}`, rule: 'B8.42', command: { type: 'sewerEmerge', stack: s.id, concealed: true } },
        { type: 'sewerEmerge', label: `Emerge from ${s.id} at ${s.hex}, revealed`, rule: 'B8.42', command: { type: 'sewerEmerge', stack: s.id, concealed: false } },
      ]);
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!inAPh(state, side)) fail('WRONG_PHASE', 'units leave a sewer only in their APh', 'B8.41');
    const s = readSewers(state).stacks[cmd.stack];
    if (!s || s.side !== side) fail('NOT_YOUR_UNIT', `you have no sewer stack ${cmd.stack}`);
    if (s.emergence !== 'mayEmerge') fail('ILLEGAL_COMMAND', `${s.id} may not emerge this turn: its Sewer Emergence dr did not allow it`, 'B8.42');
    if (!manholeUsable(ctx, s.hex)) fail('ILLEGAL_LOCATION', `the manhole at ${s.hex} is covered by rubble`, 'B8.5');
    const units = stackUnits(state, s);
    if (!fits(ctx, state, side, s.hex, units)) fail('OVERSTACKED', `${s.hex} would be overstacked`, 'A5.1');
    if (knownFortifiedEnemy(ctx, state, s)) fail('ILLEGAL_LOCATION', `${s.hex} is an enemy-occupied Fortified Building Location`, 'B8.41');
    if (fortified(ctx, s.hex) && enemiesAbove(state, s).length) {
      // concealed enemy units there are revealed (dummies removed, A12.15); if real units remain the stack stays below
      for (const e of enemiesAbove(state, s)) for (const ev of revealIfSeen(state, e, () => true)) ctx.emit(ev);
      if (enemiesAbove(state, s).length) {
        sewers(state).stacks[s.id]!.emergence = 'cannotEmerge';
        ctx.emit({ type: 'sewerEmergeStopped', audience: 'all', data: { stack: s.id, hex: s.hex, rule: 'B8.41' } });
        return;
      }
    }
    const encircled = s.leftEncircled && s.enteredTurn === playerTurnNumber(state);
    const adv = (state.modules.advance as { advanced: Record<string, boolean> } | undefined) ?? { advanced: {} };
    for (const u of units) {
      u.loc = ground(s.hex);
      adv.advanced[u.id] = true;
      if (encircled) {
        u.status.pinned = true;
        u.status.cx = true;
      }
    }
    state.modules.advance = adv;
    if (!cmd.concealed) {
      for (const u of units) {
        if (u.kind === 'dummy') u.eliminated = true;
        else u.status.concealed = false;
      }
    }
    delete sewers(state).stacks[s.id];
    ctx.emit({ type: 'sewerEmerged', audience: side, data: { stack: s.id, hex: s.hex, units: units.map((u) => u.id), concealed: cmd.concealed, encircled, rule: 'B8.41' } });
    const shown = cmd.concealed ? [] : units.filter((u) => u.kind !== 'dummy').map((u) => ({ unit: u.id, type: u.type }));
    ctx.emit({ type: 'sewerEmerged', audience: otherSide(side), data: { stack: s.id, hex: s.hex, units: shown, concealed: cmd.concealed, encircled, rule: 'B8.41' } });
  },
};

export const sewerAdvance: CommandHandler<z.infer<typeof SewerCcSchema>> = {
  type: 'sewerAdvance',
  schema: SewerCcSchema,
  legal(ctx, state, side) {
    if (!inAPh(state, side)) return [];
    return stacksOf(state, side)
      .map((s) => ({ s, into: ccTargets(ctx, state, s).map((e) => e.hex) }))
      .filter((x) => x.into.length)
      .map(({ s, into }) => ({ type: 'sewerAdvance', label: `Advance ${s.id} into Close Combat in the sewer`, rule: 'B8.44', choices: { stack: s.id, from: s.hex, into } }));
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!inAPh(state, side)) fail('WRONG_PHASE', 'sewer units advance into Close Combat in the APh', 'B8.44');
    const s = readSewers(state).stacks[cmd.stack];
    if (!s || s.side !== side) fail('NOT_YOUR_UNIT', `you have no sewer stack ${cmd.stack}`);
    const into = ctx.map.byName(cmd.into)?.name;
    if (!into || !ccTargets(ctx, state, s).some((e) => e.hex === into)) fail('ILLEGAL_LOCATION', `no enemy sewer stack beneath an ADJACENT manhole at ${cmd.into}`, 'B8.44');
    const from = s.hex;
    s.hex = into;
    for (const u of stackUnits(state, s)) u.loc = sewer(into);
    ctx.emit({ type: 'sewerMoved', audience: 'all', data: { stack: s.id, from, to: into, lost: s.lost, closeCombat: true, rule: 'B8.44' } });
  },
  sample(entry, random) {
    const into = entry.choices!.into as string[];
    return { type: 'sewerAdvance', stack: entry.choices!.stack as string, into: into[Math.floor(random() * into.length)]! };
  },
};

/** B8.44 Close Combat between sewer stacks sharing a Sewer Location, as the CCPh ends; never Melee. */
export function sewerCloseCombat(ctx: ApplyContext): void {
  const byHex = new Map<string, SewerStack[]>();
  for (const s of stacksOf(ctx.state)) byHex.set(s.hex, [...(byHex.get(s.hex) ?? []), s]);
  for (const [hex, stacks] of byHex) {
    if (new Set(stacks.map((s) => s.side)).size < 2) continue;
    const live = (side: Side) => stacks.filter((s) => s.side === side).flatMap((s) => stackUnits(ctx.state, s)).filter((u) => u.kind !== 'dummy');
    const fp = (us: UnitState[]) => us.reduce((t, u) => t + (u.status.broken ? 0 : ctx.unitTypes.get(u.type)?.firepower ?? 0), 0);
    const doomed: UnitState[] = [];
    for (const att of [ctx.state.attacker, otherSide(ctx.state.attacker)]) {
      const attackers = live(att);
      const defenders = live(otherSide(att));
      if (!attackers.length || !defenders.length || fp(attackers) <= 0) continue;
      const kill = killNumber(fp(attackers), fp(defenders), ctx.params.ccKillNumbers as KillTable | undefined);
      const r = ctx.roll({ kind: 'DR', purpose: `Close Combat in the sewer beneath ${hex} (Kill Number ${kill})`, rule: 'B8.44', audience: 'all' });
      if (r.final < kill) doomed.push(...defenders);
    }
    for (const u of doomed) if (!u.eliminated) eliminate(ctx, u, 'A11.11');
    ctx.emit({ type: 'closeCombat', audience: 'all', data: { hex, sewer: true, melee: false, rule: 'B8.44' } });
  }
  purgeSewers(ctx);
}

/** B8.5: a Sewer Location rubbled by a DC: every unit and SW in it is eliminated, and no sewer movement enters it again. */
export function rubbleSewerLocation(ctx: ApplyContext, hex: string): void {
  const sw = sewers(ctx.state);
  if (!sw.rubbled.includes(hex)) sw.rubbled.push(hex);
  ctx.emit({ type: 'sewerRubbled', audience: 'all', data: { hex, rule: 'B8.5' } });
  for (const s of stacksOf(ctx.state).filter((x) => x.hex === hex)) eliminateStack(ctx, s, 'B8.5');
}
