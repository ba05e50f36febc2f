// Movement (A4) in the MPh: the ATTACKER moves a stack of its Good Order units from one Location into
// an adjacent hex, one hex per command, paying MF (COT of the hex entered, road rate along a road
// hexside, +1 per wall or hedge crossed, +1 per level climbed). MMC have 4 MF, SMC 6; MMC moving with
// a Good Order leader have 6 (A4.12). After every step the DEFENDER is asked whether to fire
// (Defensive First Fire, A8.1): always, whether or not it can, so that the question itself reveals
// nothing. Entering a Location with concealed enemy units reveals them and ends the move (A12.15);
// a Known enemy Location cannot be entered.
import { z } from 'zod';
import { fail } from '../../engine/errors';
import type { GameEvent } from '../../engine/events';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand, RuleModule, Viewer } from '../../engine/module';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { directionTo, neighbours } from '../../hex/grid';
import { isInfantry, isSMC } from '../../units/catalog';
import { revealIfSeen } from '../../units/concealment';
import { ground, levelLocation, locationKey, sameLocation } from '../../units/location';
import { DEFAULT_STACKING, overstacked, stackIn } from '../../units/stacking';
import { activity, emptyActivity, readActivity } from '../activity';
import { seenByGoodOrderEnemy } from '../sight';
import { stackFromCommand } from '../stackCommand';
import { residualAttack } from '../fire/residual';
import { DFF_KIND } from '../decisions';

const MoveSchema = z.strictObject({
  type: z.literal('move'),
  units: z.array(z.string().max(12)).min(1).max(12),
  to: z.string().max(12),
  /** A4.61 Assault Movement: at most one Location per MPh, no FFNAM. */
  assault: z.boolean().default(false),
  /** A4.5 Double Time: +2 MF for the rest of this MPh; the units become CX. */
  doubleTime: z.boolean().default(false),
});
type Move = z.infer<typeof MoveSchema>;


/** MF allowance of a moving group member (A4.1, A4.12 leader bonus). */
export function allowance(unit: UnitState, group: readonly UnitState[]): number {
  if (isSMC(unit.kind)) return 6;
  const leader = group.some((g) => g.kind === 'leader' && !g.status.broken);
  return leader ? 6 : 4;
}

/** MF to enter `to` from `from` (A4.1 COT; A4.132 road; B9.4 wall/hedge; B10.4 climbing). */
export function costToEnter(ctx: GameContext, from: string, to: string): number | undefined {
  const a = ctx.map.byName(from);
  const b = ctx.map.byName(to);
  if (!a || !b) return undefined;
  const d = directionTo(a.hex, b.hex);
  if (!d || b.terrain.waterObstacle) return undefined; // fording and crossing water: the water module
  const road = a.spec.road?.sides.includes(d) && b.spec.road;
  let cost = road ? 1 : b.terrain.mf;
  const side = ctx.map.hexside(a.hex, d);
  if (side === 'wall' || side === 'hedge') cost += 1;
  if (side === 'cliff') return undefined;
  cost += Math.max(0, b.spec.elevation - a.spec.elevation);
  return cost;
}

function movable(ctx: GameContext, state: GameState, side: Side): UnitState[] {
  const act = readActivity(state);
  return Object.values(state.units).filter(
    (u) =>
      u.side === side &&
      !u.eliminated &&
      u.loc &&
      u.loc.place === 'ground' &&
      (isInfantry(u.kind) || u.kind === 'dummy') &&
      !u.status.broken &&
      !u.status.pinned &&
      !act.fired[u.id] &&
      !act.done[u.id],
  );
}

/** Units that may change level now: like `movable`, at any level of a building hex with upper levels. */
function climbers(ctx: GameContext, state: GameState, side: Side): UnitState[] {
  const act = readActivity(state);
  return Object.values(state.units).filter((u) => {
    if (u.side !== side || u.eliminated || !u.loc || (u.loc.place !== 'ground' && u.loc.place !== 'upper')) return false;
    const cell = ctx.map.byName(u.loc.hex)!;
    if (!cell.terrain.building || !(cell.spec.upperLevels ?? 0)) return false;
    return (isInfantry(u.kind) || u.kind === 'dummy') && !u.status.broken && !u.status.pinned && !act.fired[u.id] && !act.done[u.id];
  });
}

/** B23.42: the Locations one level up or down inside the building. */
export function levelsFrom(ctx: GameContext, hex: string, level: number): number[] {
  const top = ctx.map.byName(hex)?.spec.upperLevels ?? 0;
  return [level - 1, level + 1].filter((l) => l >= 0 && l <= top);
}

/** A Known enemy unit (unconcealed, not hidden) in the hex's ground Location: the mover sees it. */
function knownEnemyIn(state: GameState, side: Side, hex: string): boolean {
  return Object.values(state.units).some((e) => e.side !== side && !e.eliminated && e.loc && sameLocation(e.loc, ground(hex)) && !e.status.concealed && !e.status.hidden);
}

/** A5.1: the group would not overstack `hex` for its side. */
export function fits(ctx: GameContext, state: GameState, side: Side, hex: string, group: readonly UnitState[]): boolean {
  const limits = (ctx.params.stacking as typeof DEFAULT_STACKING | undefined) ?? DEFAULT_STACKING;
  return !overstacked(stackIn(state, ground(hex), side, group.map((u) => u.kind)), limits);
}

function remaining(state: GameState, u: UnitState, group: readonly UnitState[]): number {
  const act = readActivity(state);
  return allowance(u, group) + (act.doubleTime?.[u.id] ? 2 : 0) - (act.mf[u.id] ?? 0);
}

const move: CommandHandler<Move> = {
  type: 'move',
  schema: MoveSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (state.status !== 'playing' || state.phase !== 'MPh' || state.attacker !== side) return [];
    const byLoc = new Map<string, UnitState[]>();
    for (const u of movable(ctx, state, side)) byLoc.set(locationKey(u.loc!), [...(byLoc.get(locationKey(u.loc!)) ?? []), u]);
    const out: LegalCommand[] = [];
    for (const group of byLoc.values()) {
      const from = group[0]!.loc!.hex;
      const cell = ctx.map.byName(from)!;
      const to = neighbours(cell.hex)
        .map((h) => ctx.map.at(h)?.name)
        .filter((n): n is string => !!n)
        .filter((n) => {
          const c = costToEnter(ctx, from, n);
          return c !== undefined && group.every((u) => c <= remaining(state, u, group)) && fits(ctx, state, side, n, group) && !knownEnemyIn(state, side, n);
        });
      if (to.length) out.push({ type: 'move', label: `Move from ${from}`, rule: 'A4.1', choices: { units: group.map((u) => u.id), from, to } });
    }
    return out;
  },
  apply(ctx: ApplyContext, cmd) {
    const { state, side } = ctx;
    if (state.status !== 'playing' || state.phase !== 'MPh') fail('WRONG_PHASE', 'units move in the MPh', 'A4.1');
    if (state.attacker !== side) fail('NOT_YOUR_TURN', 'only the ATTACKER moves in its MPh', 'A4.1');
    const mov = new Set(movable(ctx, state, side).map((u) => u.id));
    const group = stackFromCommand(ctx, cmd.units, (u) => mov.has(u.id), 'cannot move now (broken, pinned, fired, or its move has ended)', 'A4.1');
    const from = group[0]!.loc!;
    if (cmd.doubleTime) {
      // A4.5: Double Time, once, by units not already CX: +2 MF, and they become CX (A4.51)
      const act0 = activity(state);
      for (const u of group) if (u.status.cx && !act0.doubleTime?.[u.id]) fail('ILLEGAL_COMMAND', `${u.id} is already CX and cannot Double Time`, 'A4.5');
      act0.doubleTime = act0.doubleTime ?? {};
      for (const u of group) {
        act0.doubleTime[u.id] = true;
        u.status.cx = true;
      }
    }
    const dest = ctx.map.byName(cmd.to);
    const cost = dest ? costToEnter(ctx, from.hex, dest.name) : undefined;
    if (!dest || cost === undefined) fail('ILLEGAL_LOCATION', `${cmd.to} cannot be entered from ${from.hex}`, 'A4.1');
    for (const u of group) if (cost > remaining(state, u, group)) fail('ILLEGAL_COMMAND', `${u.id} has ${remaining(state, u, group)} MF left, ${dest.name} costs ${cost}`, 'A4.1');
    const act = activity(state);
    if (cmd.assault && group.some((u) => act.moved[u.id])) fail('ILLEGAL_COMMAND', 'Assault Movement enters only one Location per MPh', 'A4.61');
    const to = ground(dest.name);
    const enemies = Object.values(state.units).filter((e) => e.side !== side && !e.eliminated && e.loc && sameLocation(e.loc, to));
    if (knownEnemyIn(state, side, dest.name)) fail('ILLEGAL_LOCATION', `a Known enemy unit is in ${dest.name}`, 'A4.1');
    for (const u of group) {
      act.mf[u.id] = (act.mf[u.id] ?? 0) + cost;
      act.moved[u.id] = true;
      if (!cmd.assault) act.nonAssault[u.id] = true;
      if (cmd.assault) act.done[u.id] = true;
    }
    if (enemies.some((e) => e.kind !== 'dummy')) {
      // A12.15: the concealed units there are revealed; the movers stay where they were, their move over
      for (const e of enemies) emitAll(ctx, revealIfSeen(state, e, () => true));
      for (const u of group) act.done[u.id] = true;
      ctx.emit({ type: 'moveStopped', audience: 'all', data: { from: from.hex, into: dest.name, rule: 'A12.15' } });
    } else {
      for (const e of enemies) emitAll(ctx, revealIfSeen(state, e, () => true)); // dummies: removed
      if (!fits(ctx, state, side, dest.name, group)) fail('OVERSTACKED', `${dest.name} would be overstacked`, 'A5.1');
      for (const u of group) u.loc = { ...to };
      // A12.14: moving in view of a Good Order enemy outside Concealment Terrain costs the "?"
      if (!dest.terrain.concealmentTerrain) for (const u of group) emitAll(ctx, revealIfSeen(state, u, () => seenByGoodOrderEnemy(ctx, state, u)));
      emitGroupMove(ctx, 'moved', group, from.hex, dest.name, { mf: cost, rule: 'A4.1' });
      residualAttack(ctx, group, dest.name); // A8.2
    }
    // the movers' hex: where they are now (the hex they left when a concealed enemy stopped them)
    const target = group[0]!.loc!.hex;
    state.pending = { side: otherSide(side), kind: DFF_KIND, rule: 'A8.1', options: [{ target }], context: { target } };
  },
  sample(entry, random) {
    const units = entry.choices!.units as string[];
    const to = entry.choices!.to as string[];
    return { type: 'move', units, to: to[Math.floor(random() * to.length)]!, assault: false, doubleTime: false };
  },
};

function emitAll(ctx: ApplyContext, events: readonly GameEvent[]) {
  for (const e of events) ctx.emit(e);
}

/**
 * A stack's move as each side may know it: the owner in full (with `ownerOnly` details such as the MF
 * spent); the opponent only the units it can see, and whether a "?" moved with them.
 */
export function emitGroupMove(ctx: ApplyContext, type: string, group: readonly UnitState[], from: string, to: string, ownerOnly: { rule: string; mf?: number }) {
  ctx.emit({ type, audience: ctx.side, data: { units: group.map((u) => u.id), from, to, ...ownerOnly } });
  const visible = group.filter((u) => !u.status.concealed);
  ctx.emit({ type, audience: otherSide(ctx.side), data: { units: visible.map((u) => u.id), concealed: visible.length < group.length, from, to, rule: ownerOnly.rule } });
}

const ChangeLevelSchema = z.strictObject({ type: z.literal('changeLevel'), units: z.array(z.string().max(12)).min(1).max(12), level: z.int().min(0).max(4) });

/**
 * B23.42: moving up or down one level inside a building costs `levelChangeMf` MF (default to confirm);
 * the DEFENDER is asked about Defensive First Fire as after any MF. Units on an upper level leave the
 * hex only from its ground level.
 */
const changeLevel: CommandHandler<z.infer<typeof ChangeLevelSchema>> = {
  type: 'changeLevel',
  schema: ChangeLevelSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (state.status !== 'playing' || state.phase !== 'MPh' || state.attacker !== side || state.pending) return [];
    const cost = (ctx.params.levelChangeMf as number | undefined) ?? 1;
    const byLoc = new Map<string, UnitState[]>();
    for (const u of climbers(ctx, state, side)) byLoc.set(locationKey(u.loc!), [...(byLoc.get(locationKey(u.loc!)) ?? []), u]);
    const out: LegalCommand[] = [];
    for (const group of byLoc.values()) {
      const { hex, level } = group[0]!.loc!;
      const levels = levelsFrom(ctx, hex, level).filter((l) => group.every((u) => cost <= remaining(state, u, group)) && !overstacked(stackIn(state, levelLocation(hex, l), side, group.map((u) => u.kind)), (ctx.params.stacking as typeof DEFAULT_STACKING | undefined) ?? DEFAULT_STACKING));
      if (levels.length) out.push({ type: 'changeLevel', label: `Change level in ${hex}`, rule: 'B23.42', choices: { units: group.map((u) => u.id), from: hex, level, levels } });
    }
    return out;
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (state.status !== 'playing' || state.phase !== 'MPh') fail('WRONG_PHASE', 'units move in the MPh', 'A4.1');
    if (state.attacker !== side) fail('NOT_YOUR_TURN', 'only the ATTACKER moves in its MPh', 'A4.1');
    const ok = new Set(climbers(ctx, state, side).map((u) => u.id));
    const group = stackFromCommand(ctx, cmd.units, (u) => ok.has(u.id), 'cannot change level now', 'B23.42');
    const from = group[0]!.loc!;
    if (!levelsFrom(ctx, from.hex, from.level).includes(cmd.level)) fail('ILLEGAL_LOCATION', `${from.hex} has no level ${cmd.level} one step from level ${from.level}`, 'B23.42');
    const cost = (ctx.params.levelChangeMf as number | undefined) ?? 1;
    for (const u of group) if (cost > remaining(state, u, group)) fail('ILLEGAL_COMMAND', `${u.id} has ${remaining(state, u, group)} MF left, a level costs ${cost}`, 'B23.42');
    const to = levelLocation(from.hex, cmd.level);
    const limits = (ctx.params.stacking as typeof DEFAULT_STACKING | undefined) ?? DEFAULT_STACKING;
    if (overstacked(stackIn(state, to, side, group.map((u) => u.kind)), limits)) fail('OVERSTACKED', `level ${cmd.level} of ${from.hex} would be overstacked`, 'A5.1');
    const act = activity(state);
    for (const u of group) {
      act.mf[u.id] = (act.mf[u.id] ?? 0) + cost;
      act.moved[u.id] = true;
      act.nonAssault[u.id] = true;
      u.loc = { ...to };
    }
    ctx.emit({ type: 'levelChanged', audience: side, data: { units: group.map((u) => u.id), hex: from.hex, from: from.level, to: cmd.level, mf: cost, rule: 'B23.42' } });
    const visible = group.filter((u) => !u.status.concealed);
    ctx.emit({ type: 'levelChanged', audience: otherSide(side), data: { units: visible.map((u) => u.id), concealed: visible.length < group.length, hex: from.hex, from: from.level, to: cmd.level, rule: 'B23.42' } });
    // the DEFENDER may fire at the Location they entered (A8.1)
    const target = cmd.level > 0 ? `${from.hex}/${cmd.level}` : from.hex;
    state.pending = { side: otherSide(side), kind: DFF_KIND, rule: 'A8.1', options: [{ target }], context: { target } };
  },
  sample(entry, random) {
    const levels = entry.choices!.levels as number[];
    return { type: 'changeLevel', units: entry.choices!.units as string[], level: levels[Math.floor(random() * levels.length)]! };
  },
};

const EndMoveSchema = z.strictObject({ type: z.literal('declineFire') });

const declineFire: CommandHandler<z.infer<typeof EndMoveSchema>> = {
  type: 'declineFire',
  schema: EndMoveSchema,
  answers: DFF_KIND,
  legal: () => [{ type: 'declineFire', label: 'No fire', rule: 'A8.1', command: { type: 'declineFire' } }],
  apply(ctx) {
    ctx.state.pending = null;
  },
};

/** MF status of the viewer's own units in its MPh: spent and allowance (A4.1); nothing for anyone else. */
function movementView(state: GameState, viewer: Viewer): { mf: Record<string, { spent: number; allowance: number }> } | undefined {
  if (viewer.kind !== 'side' || state.status !== 'playing' || state.phase !== 'MPh' || state.attacker !== viewer.side) return undefined;
  const act = readActivity(state);
  const mine = Object.values(state.units).filter((u) => u.side === viewer.side && !u.eliminated && u.loc && u.loc.place === 'ground' && (isInfantry(u.kind) || u.kind === 'dummy'));
  const mf: Record<string, { spent: number; allowance: number }> = {};
  for (const u of mine) {
    const group = mine.filter((g) => sameLocation(g.loc!, u.loc!));
    mf[u.id] = { spent: act.mf[u.id] ?? 0, allowance: allowance(u, group) + (act.doubleTime?.[u.id] ? 2 : 0) };
  }
  return { mf };
}

export const movementModule: RuleModule = {
  id: 'movement',
  view: (_ctx, state, viewer) => movementView(state, viewer),
  rules: ['A4.1', 'A4.12', 'A4.132', 'A4.5', 'A4.51', 'A4.61', 'A8.1', 'A12.14', 'A12.15', 'B9.4', 'B23.42'],
  commands: [move, changeLevel, declineFire],
  init: () => undefined,
  onPhaseStart(ctx) {
    const s = ctx.state;
    const a = activity(s);
    if (s.phase === 'RPh') Object.assign(a, emptyActivity()); // a new Player Turn
    if (s.phase === 'MPh') {
      a.mf = {};
      a.done = {};
      a.doubleTime = {};
      a.residual = {};
    }
    // A4.51: CX lasts until the owner's next Player Turn begins
    if (s.phase === 'RPh') for (const u of Object.values(s.units)) if (u.side === s.attacker) u.status.cx = false;
  },
};
