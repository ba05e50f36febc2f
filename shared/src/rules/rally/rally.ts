// The Rally Phase (A3.1, A10.6). Both sides may attempt to rally their broken units in each RPh, each
// unit once (A3.1: one type of action per unit and RPh). A unit rallies on a DR (its modifiers below)
// not above "the morale number on its broken side" (A10.6, A10.4): core moraleOf reads the counter's
// brokenMorale for a broken unit, its printed Morale Level where the catalog has no broken side.
// Who may attempt it:
// - with a Good Order friendly leader in its Location, that leader directs it and adds his leadership
//   (A10.7, A10.72: mandatory, a positive one too); Self-Rally is then not allowed (A10.63);
// - otherwise a unit Self-Rallies (+1, A10.63): a leader (never with his own leadership, A10.22), a
//   crew (A1.123: "their Self-Rally capability"; A10.6 names "broken leaders and crews"), a MMC type
//   with Self-Rally capability (RallyParams.selfRallyTypes), and, in the ATTACKER's own RPh, a MMC
//   whose attempt is the FIRST MMC Rally attempt of that RPh (A18.11, A10.63): once any MMC of the
//   ATTACKER has attempted to rally, led by a leader or not, that Self-Rally is no longer offered.
//   (Disrupted units, A19.12, and the Field Promotion of an Original 2, A18.11, are not modelled.)
// Modifiers: -1 in woods or a building (A10.61), +4 under DM (A10.62). An Original 12 Casualty Reduces
// the unit, which does not rally (A10.64). DM (A10.62) comes with breaking and with attacks (core
// morale and attack); this module adds it at the start of the RtPh for a broken unit ADJACENT to a
// Known Good Order enemy unit and removes it as the RPh ends, except from such units.
// The roll is public unless the unit is concealed, hidden or out of normal LOS (a sewer): then only its
// owner sees it, as with its morale checks (core/morale resultAudience).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { ownUnit } from '../../engine/ownPieces';
import type { Audience, RollModifier } from '../../engine/events';
import type { ApplyContext, CommandHandler, GameContext, RuleModule } from '../../engine/module';
import { moduleState, readModuleState } from '../../engine/moduleState';
import { actsFor, phaseActs, phasingSide } from '../../engine/turn';
import type { GameState, Side, UnitState } from '../../engine/state';
import { isAdjacent } from '../../hex/grid';
import { isInfantry, isMMC } from '../../units/catalog';
import { sameLocation } from '../../units/location';
import { casualtyReduce, checkDetail, moraleOf, resultAudience, withLeaderLoss } from '../core/morale';
import { fortificationsAt } from '../core/fortifications';
import { RALLY_DRM, RALLY_FATE_DR, RallyParams } from './params';

export const RALLY_MODULE = 'rally';

interface RallyState {
  /** Units that attempted to rally in this RPh (A3.1: once each). */
  attempted: string[];
  /** Sides any of whose MMC attempted to rally in this RPh: their first MMC Rally attempt is past (A18.11). */
  mmcAttempted: Side[];
}

const empty = (): RallyState => ({ attempted: [], mmcAttempted: [] });

/** Good Order friendly leaders in the unit's Location who may direct its rally (A10.7). */
function directors(state: GameState, u: UnitState): UnitState[] {
  return Object.values(state.units)
    .filter(
      (l) =>
        l.id !== u.id &&
        l.side === u.side &&
        l.kind === 'leader' &&
        !l.eliminated &&
        !l.status.broken &&
        l.loc &&
        u.loc &&
        sameLocation(l.loc, u.loc),
    )
    .sort((a, b) => a.id.localeCompare(b.id));
}

type SelfRally = 'capable' | 'mmc' | undefined;

/** How a unit with no Good Order leader with it may Self-Rally (A10.63), if at all. */
function selfRally(ctx: GameContext, state: GameState, u: UnitState, side: Side): SelfRally {
  if (u.kind === 'leader' || u.kind === 'hero') return 'capable';
  if (!isMMC(u.kind)) return undefined;
  // A1.123: crews are "the best of their company" with "their Self-Rally capability (10.63)"
  if (u.kind === 'crew' || RallyParams.of(ctx).selfRallyTypes.includes(u.type)) return 'capable';
  // A18.11: "The first MMC Rally attempt of a player's own RPh may be performed as Self-Rally regardless
  // of Self-Rally capability" (A10.63: "as the first MMC Rally attempt of its own Player Turn")
  return side === phasingSide(state) && !firstMmcAttemptPast(state, side) ? 'mmc' : undefined;
}

function firstMmcAttemptPast(state: GameState, side: Side): boolean {
  // `?? []`: a match saved mid-RPh before this field existed
  return (readModuleState(state, RALLY_MODULE, empty).mmcAttempted ?? []).includes(side);
}

function mayAttempt(state: GameState, u: UnitState, side: Side): boolean {
  return (
    u.side === side &&
    !u.eliminated &&
    !!u.loc &&
    u.status.broken &&
    isInfantry(u.kind) &&
    !readModuleState(state, RALLY_MODULE, empty).attempted.includes(u.id)
  );
}

/**
 * A10.61: "a building, pillbox, trench, or woods": the hex's terrain, or the fortification the unit is
 * in (inside a pillbox, or beneath a trench or A-T Ditch counter; a foxhole is not listed).
 */
function inRallyTerrain(ctx: GameContext, state: GameState, u: UnitState): boolean {
  if (ctx.locations.underground(u.loc!)) return false;
  const cell = ctx.map.byName(u.loc!.hex);
  if (cell && (cell.spec.terrain === 'woods' || cell.terrain.building)) return true;
  if (u.loc!.position === 'pillbox') return true;
  return u.loc!.position === 'beneath' && fortificationsAt(state, u.loc!.hex).some((f) => f.kind === 'trench' || f.kind === 'atDitch');
}

/** The rally DR's modifiers (A10.6 ff.). */
export function rallyModifiers(ctx: GameContext, state: GameState, u: UnitState, leader: UnitState | undefined): RollModifier[] {
  const mods: RollModifier[] = [];
  if (leader) {
    const lead = ctx.unitTypes.get(leader.type)?.leadership ?? 0;
    if (lead !== 0) mods.push({ name: `leader ${leader.id}`, value: lead, rule: 'A10.7' });
  } else mods.push({ ...RALLY_DRM.selfRally });
  if (inRallyTerrain(ctx, state, u)) mods.push({ ...RALLY_DRM.terrain });
  if (u.status.dm) mods.push({ ...RALLY_DRM.dm });
  return mods;
}

/** Who sees a rally roll: its owner alone for a unit the opponent may not know of. */
/**
 * Who sees a rally: its owner alone when the unit, or the leader directing it, is unknown to the
 * opponent (concealed, hidden): the roll names the leader and carries his leadership DRM.
 */
function rallyAudience(ctx: GameContext, u: UnitState, leader?: UnitState): Audience {
  const unknown = (x: UnitState) => x.status.concealed || x.status.hidden;
  return unknown(u) || (leader && unknown(leader)) ? u.side : resultAudience(ctx, u);
}

const RallySchema = z.strictObject({ type: z.literal('rally'), unit: z.string().max(12), leader: z.string().max(12).optional() });

const rallyCommand: CommandHandler<z.infer<typeof RallySchema>> = {
  type: 'rally',
  schema: RallySchema,
  legal(ctx, state, side) {
    if (!actsFor(ctx, state, side, 'rally', true)) return [];
    const out = [];
    // the broken units that may attempt, in id order (sorted after the cheap filter: legal() asks in every RPh state)
    const able = Object.values(state.units).filter((u) => mayAttempt(state, u, side));
    for (const u of able.sort((a, b) => a.id.localeCompare(b.id))) {
      const leaders = directors(state, u);
      for (const l of leaders)
        out.push({
          type: 'rally',
          label: `Rally ${u.id} with ${l.id}`,
          rule: 'A10.7',
          command: { type: 'rally', unit: u.id, leader: l.id },
        });
      if (!leaders.length && selfRally(ctx, state, u, side))
        out.push({ type: 'rally', label: `Self-Rally ${u.id}`, rule: 'A10.63', command: { type: 'rally', unit: u.id } });
    }
    return out;
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!actsFor(ctx, state, side, 'rally')) fail('WRONG_PHASE', 'units rally only in the Rally Phase', 'A10.6');
    const u = ownUnit(ctx, cmd.unit);
    if (!mayAttempt(state, u, side)) {
      const already = readModuleState(state, RALLY_MODULE, empty).attempted.includes(u.id);
      fail(
        'ILLEGAL_COMMAND',
        already ? `${u.id} already attempted an action this Rally Phase` : `${u.id} is not a broken unit on the board`,
        already ? 'A3.1' : 'A10.6',
      );
    }
    const leaders = directors(state, u);
    let leader: UnitState | undefined;
    if (cmd.leader !== undefined) {
      const named = ownUnit(ctx, cmd.leader);
      leader = leaders.find((l) => l.id === named.id);
      if (!leader) fail('ILLEGAL_COMMAND', `${cmd.leader} is no Good Order leader of yours in ${u.id}'s Location`, 'A10.7');
    } else if (leaders.length) {
      fail('ILLEGAL_COMMAND', `${u.id} is with a Good Order leader (${leaders.map((l) => l.id).join(', ')}), who must rally it`, 'A10.63');
    }
    const s = moduleState(state, RALLY_MODULE, empty);
    if (!leader && !selfRally(ctx, state, u, side)) {
      const why =
        side !== phasingSide(state)
          ? 'only the ATTACKER may Self-Rally a MMC without that capability'
          : 'a MMC without that capability may Self-Rally only as the first MMC Rally attempt of the RPh';
      fail('ILLEGAL_COMMAND', `${u.id} may not Self-Rally: it has no Self-Rally capability, and ${why}`, 'A10.63');
    }
    if (isMMC(u.kind) && !(s.mmcAttempted ??= []).includes(side)) s.mmcAttempted.push(side);
    s.attempted.push(u.id);
    rallyAttempt(ctx, u, leader);
  },
};

function rallyAttempt(ctx: ApplyContext, u: UnitState, leader: UnitState | undefined): void {
  const audience = rallyAudience(ctx, u, leader);
  withLeaderLoss(
    ctx,
    [u],
    () => {
      const r = ctx.roll({
        kind: 'DR',
        purpose: `${leader ? `rally of ${u.id} by ${leader.id}` : `Self-Rally of ${u.id}`}`,
        rule: leader ? 'A10.6' : 'A10.63',
        modifiers: rallyModifiers(ctx, ctx.state, u, leader),
        audience,
        explain: checkDetail(ctx, u, 'Rally'),
      });
      if (r.original === RALLY_FATE_DR) return casualtyReduce(ctx, u, 'A10.64');
      if (r.final > moraleOf(ctx, u)) return;
      u.status.broken = false;
      u.status.dm = false;
      ctx.emit({ type: 'rallied', audience, data: { unit: u.id, rule: leader ? 'A10.6' : 'A10.63' } });
    },
    'rally',
  );
}

function knownGoodOrderEnemyAdjacent(ctx: GameContext, state: GameState, u: UnitState): boolean {
  if (!u.loc || ctx.locations.underground(u.loc)) return false;
  const here = ctx.map.byName(u.loc.hex)?.hex;
  return Object.values(state.units).some((e) => {
    if (
      e.side === u.side ||
      e.eliminated ||
      !e.loc ||
      e.status.concealed ||
      e.status.hidden ||
      e.status.broken ||
      !isInfantry(e.kind) ||
      ctx.locations.underground(e.loc)
    )
      return false;
    const there = ctx.map.byName(e.loc.hex)?.hex;
    return !!here && !!there && (e.loc.hex === u.loc!.hex || isAdjacent(here, there));
  });
}

export const rallyModule: RuleModule = {
  id: RALLY_MODULE,
  rules: ['A1.123', 'A3.1', 'A10.6', 'A10.61', 'A10.62', 'A10.63', 'A10.64', 'A10.7', 'A18.11'],
  params: RallyParams.schema,
  commands: [rallyCommand],
  onPhaseStart(ctx) {
    const { state } = ctx;
    if (phaseActs(ctx, state, 'rally')) state.modules[RALLY_MODULE] = empty();
    // A10.62: a broken unit ADJACENT to a Known Good Order enemy unit as the RtPh begins is under DM
    if (phaseActs(ctx, state, 'rout'))
      for (const u of Object.values(state.units))
        if (u.status.broken && !u.eliminated && isInfantry(u.kind) && knownGoodOrderEnemyAdjacent(ctx, state, u)) u.status.dm = true;
  },
  onPhaseEnd(ctx) {
    // A10.62: DM markers come off as the RPh ends, except from units ADJACENT to a Known enemy unit
    // (keeping DM by choice is not offered: no rule here reads a kept DM but rally)
    if (!phaseActs(ctx, ctx.state, 'rally')) return;
    for (const u of Object.values(ctx.state.units)) if (u.status.dm && !knownGoodOrderEnemyAdjacent(ctx, ctx.state, u)) u.status.dm = false;
  },
  invariants(_ctx, state) {
    return Object.values(state.units)
      .filter((u) => u.status.dm && !u.status.broken && !u.eliminated)
      .map((u) => `${u.id} is under DM but not broken (A10.62)`);
  },
};
