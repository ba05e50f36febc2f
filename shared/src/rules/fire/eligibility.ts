// Who may fire, at what, and how (A7.1, A7.22, A7.5, A8): the checks every fire command shares.
import { fail } from '../../engine/errors';
import { ownUnit } from '../../engine/ownPieces';
import type { ApplyContext, GameContext } from '../../engine/module';
import type { FireKind } from '../../engine/rollQuery';
import { fireAsOf, hasUnitCondition } from '../../engine/hooks';
import type { UnitConditionKind } from '../../engine/conditions';
import { actsFor } from '../../engine/turn';
import type { GameState, Side, UnitState } from '../../engine/state';
import { distance, type Hex } from '../../hex/grid';
import { isInfantry } from '../../units/catalog';
import { type Location, sameLocation } from '../../units/location';
import { readActivity } from '../core/activity';
import { targetKey, targetLocation } from '../core/locations';
import { losBetween, range } from '../core/sight';

/**
 * Which fire a side may use now outside a pending decision (A3.1: PFPh and AFPh the ATTACKER's, DFPh the
 * DEFENDER's). A phase that gives both Prep and Advancing Fire (sewer-cards' action turn: Fire and
 * Movement) gives units that moved this Player Turn Advancing Fire (A7.24: halved) and the others Prep Fire.
 */
export function phaseFire(ctx: GameContext, state: GameState, side: Side, moved = false): FireKind | null {
  const advancing = actsFor(ctx, state, side, 'advancingFire', true);
  if (actsFor(ctx, state, side, 'prepFire', true) && !(advancing && moved)) return 'prep';
  if (advancing) return 'advancing';
  if (actsFor(ctx, state, side, 'finalFire', true)) return 'final';
  return null;
}

/** The fires a side may use now, each with the units it is for (`phaseFire` for units that moved and those that did not). */
export function phaseFires(ctx: GameContext, state: GameState, side: Side): { kind: FireKind; moved: boolean | undefined }[] {
  const still = phaseFire(ctx, state, side, false);
  if (!still) return []; // no fire for units that did not move: none for those that did either (phaseFire)
  const moved = phaseFire(ctx, state, side, true);
  return still === moved
    ? [{ kind: still, moved: undefined }]
    : [{ kind: still, moved: false }, ...(moved ? [{ kind: moved, moved: true }] : [])];
}

/**
 * How a unit may fire in `kind` given the fire marker it carries (A8): in Defensive First Fire an
 * unmarked unit uses DFF; a First Fire unit may use Subsequent First Fire (A8.3: within normal range,
 * FP halved as Area Fire) and is then marked Final Fire; a Final Fire unit may use Final Protective
 * Fire (A8.31: only at an ADJACENT or same-hex target, then a NMC for the firer). In the DFPh an
 * unmarked unit fires fully; a First Fire unit only at an ADJACENT target with half FP (A8.4).
 */
export type Use = 'normal' | 'subsequent' | 'fpf' | 'finalAdjacent';

/**
 * A unit as it fires: an Infantry unit itself, or a weapon that fires through its possessor (a module's
 * `fireAs`: a SW MG, A9.1) standing in its possessor's Location with its possessor's status (a broken
 * or pinned possessor's MG is too; firing reveals the possessor, A12.14). The fire marker is the weapon's
 * own (A9.2: a MG may fire again while its possessor may not), `possessor` names the unit that moved.
 */
export type Firer = UnitState & { readonly possessor?: string };

function standIn(ctx: GameContext, state: GameState, u: UnitState): Firer | undefined {
  const as = fireAsOf(ctx, state, u);
  if (!as) return undefined;
  return { ...u, loc: as.possessor.loc, status: as.possessor.status, possessor: as.possessor.id };
}

/** The side's units that might fire: its units, and its weapons as they fire (`standIn`). */
export function firingUnits(ctx: GameContext, state: GameState, side: Side): Firer[] {
  const out: Firer[] = [];
  for (const u of Object.values(state.units)) {
    if (u.side !== side) continue;
    if (u.kind !== 'sw') out.push(u);
    else {
      const w = standIn(ctx, state, u);
      if (w) out.push(w);
    }
  }
  return out;
}

/** A unit as it fires (`firingUnits`), by the unit itself. */
export function asFirer(ctx: GameContext, state: GameState, u: UnitState): Firer {
  return u.kind === 'sw' ? (standIn(ctx, state, u) ?? u) : u;
}

/** The unit that stands for a firer on the board: the possessor of a weapon, else the firer. */
export function firerOnBoard(state: GameState, f: Firer): UnitState {
  return f.possessor ? state.units[f.possessor]! : f;
}

export function useOf(state: GameState, u: Firer, kind: FireKind): Use | null {
  const mark = readActivity(state).fired[u.id];
  if (!mark) return kind === 'prep' && readActivity(state).moved[u.possessor ?? u.id] ? null : 'normal';
  if (kind === 'first') return mark === 'first' ? 'subsequent' : mark === 'final' ? 'fpf' : null;
  if (kind === 'final' && mark === 'first') return 'finalAdjacent';
  return null;
}

export function mayFire(ctx: GameContext, state: GameState, u: Firer, kind: FireKind): boolean {
  // A4.8: a TI unit "may not ... fire" in its Player Turn
  if (u.eliminated || !u.loc || ctx.locations.underground(u.loc) || u.status.broken || u.status.ti) return false;
  if (!(u.possessor ? true : isInfantry(u.kind))) return false;
  if ((ctx.unitTypes.get(u.type)?.firepower ?? 0) <= 0 || useOf(state, u, kind) === null) return false;
  // a weapon: its possessor kept from firing keeps it too (an impulse's inactive unit), its own inherent FP aside
  if (u.possessor)
    return !hasUnitCondition(ctx, state, state.units[u.possessor]!, KEPT_FROM_FIRING) && !hasUnitCondition(ctx, state, u, ['noFire']);
  return !hasUnitCondition(ctx, state, u, KEPT_FROM_INHERENT_FIRE);
}

const KEPT_FROM_FIRING: readonly UnitConditionKind[] = ['inactive', 'noFire'];
const KEPT_FROM_INHERENT_FIRE: readonly UnitConditionKind[] = ['inactive', 'noFire', 'noInherentFire'];

/** Enemy units the side may know of in a target Location (visible or under "?"). */
export function targetsIn(ctx: GameContext, state: GameState, side: Side, key: string): UnitState[] {
  const loc = targetLocation(ctx, key);
  if (!loc) return [];
  return Object.values(state.units).filter(
    (e) => e.side !== side && !e.eliminated && e.loc && !e.status.hidden && sameLocation(e.loc, loc),
  );
}

export function inReach(ctx: GameContext, state: GameState, u: UnitState, key: string, kind: FireKind): boolean {
  const loc = targetLocation(ctx, key);
  return !!loc && reaches(ctx, state, u, loc, kind);
}

/** `inReach` at a Location already parsed. */
function reaches(ctx: GameContext, state: GameState, u: UnitState, loc: Location, kind: FireKind): boolean {
  return range(ctx, u.loc!, loc) <= maxRange(ctx, state, u, kind) && losBetween(ctx, u.loc!, loc).clear;
}

/** The farthest a unit may fire now: ADJACENT for FPF and the DFPh's First Fire units (A8.31, A8.4), its normal range for Subsequent First Fire (A8.3), else twice it (A7.22). */
function maxRange(ctx: GameContext, state: GameState, u: UnitState, kind: FireKind): number {
  const normal = ctx.unitTypes.get(u.type)?.range ?? 0;
  const use = useOf(state, u, kind);
  return use === 'fpf' || use === 'finalAdjacent' ? 1 : use === 'subsequent' ? normal : Math.max(1, normal * 2);
}

/** The Locations (as target names) holding enemy units the side may know of, above ground. */
export function enemyHexes(ctx: GameContext, state: GameState, side: Side): ReadonlySet<string> {
  const hexes = new Set<string>();
  for (const e of Object.values(state.units))
    if (e.side !== side && !e.eliminated && e.loc && !e.status.hidden && !ctx.locations.underground(e.loc)) hexes.add(targetKey(e.loc));
  return hexes;
}

/** `targetHexes` from the enemy Locations already listed (`enemyHexes`, once per legal()). */
export function reachedHexes(hexes: ReadonlySet<string>, firers: readonly UnitState[], reach: Reach): string[] {
  const out: string[] = [];
  for (const h of hexes) if (someReach(reach, firers, h)) out.push(h);
  return out.sort();
}

function someReach(reach: Reach, firers: readonly UnitState[], key: string): boolean {
  for (const f of firers) if (reach.reaches(f, key)) return true;
  return false;
}

/**
 * `inReach` for one kind of fire, each firer and target answered once and each target's name parsed
 * once (legal() asks for the targets, then for each target's firers). One per legal() of one state:
 * the answers depend on it.
 */
export class Reach {
  // each target's Location and hex, parsed once (null: no such Location)
  private readonly targets = new Map<string, { readonly loc: Location; readonly hex: Hex } | null>();
  // each firer's Location, hex and farthest range, read once, with its answers
  private readonly firers = new Map<UnitState, { readonly hex: Hex; readonly max: number; readonly answers: Map<string, boolean> }>();

  constructor(
    private readonly ctx: GameContext,
    private readonly state: GameState,
    private readonly kind: FireKind,
  ) {}

  reaches(u: UnitState, key: string): boolean {
    let mine = this.firers.get(u);
    if (!mine)
      this.firers.set(
        u,
        (mine = { hex: this.ctx.map.byName(u.loc!.hex)!.hex, max: maxRange(this.ctx, this.state, u, this.kind), answers: new Map() }),
      );
    let r = mine.answers.get(key);
    if (r === undefined) {
      let t = this.targets.get(key);
      if (t === undefined) {
        const loc = targetLocation(this.ctx, key);
        this.targets.set(key, (t = loc ? { loc, hex: this.ctx.map.byName(loc.hex)!.hex } : null));
      }
      // `reaches`, with the hexes already found: range (hexDistance), then LOS
      mine.answers.set(key, (r = !!t && distance(mine.hex, t.hex) <= mine.max && losBetween(this.ctx, u.loc!, t.loc).clear));
    }
    return r;
  }
}

function reachRule(state: GameState, u: UnitState, kind: FireKind): { rule: string; message: (id: string, hex: string) => string } {
  const use = useOf(state, u, kind);
  if (use === 'subsequent')
    return {
      rule: 'A8.3',
      message: (id, hex) => `${id} has First Fired: Subsequent First Fire only within normal range with LOS, and ${hex} is not`,
    };
  if (use === 'fpf')
    return {
      rule: 'A8.31',
      message: (id, hex) => `${id} has Final Fired: Final Protective Fire only at an ADJACENT target, and ${hex} is not`,
    };
  if (use === 'finalAdjacent')
    return {
      rule: 'A8.4',
      message: (id, hex) => `${id} has First Fired: in the DFPh it may fire only at an ADJACENT target, and ${hex} is not`,
    };
  return { rule: 'A7.22', message: (id, hex) => `${id} has no LOS to ${hex} within twice its range` };
}

/** A7.5: the firers' Locations form one chain, each ADJACENT to (or in the same hex as) another. */
function contiguous(ctx: GameContext, firers: readonly UnitState[]): boolean {
  const hexes = [...new Set(firers.map((f) => f.loc!.hex))].map((h) => ctx.map.byName(h)!.hex);
  const reached = new Set([0]);
  for (let grew = true; grew; ) {
    grew = false;
    hexes.forEach((h, i) => {
      if (!reached.has(i) && [...reached].some((j) => distance(hexes[j]!, h) <= 1)) {
        reached.add(i);
        grew = true;
      }
    });
  }
  return reached.size === hexes.length;
}

/** The firers of a fire command, each checked (own unit, may fire now, in reach), as one Fire Group. */
export function checkFirers(ctx: ApplyContext, ids: readonly string[], kind: FireKind, hex: string): UnitState[] {
  const firers = ids.map((id) => {
    const u = asFirer(ctx, ctx.state, ownUnit(ctx, id));
    if (!mayFire(ctx, ctx.state, u, kind)) fail('ILLEGAL_COMMAND', `${id} cannot fire now`, 'A7.1');
    return u;
  });
  if (new Set(ids).size !== ids.length) fail('BAD_COMMAND', 'a firer is listed twice');
  if (!contiguous(ctx, firers))
    fail('ILLEGAL_COMMAND', 'a Fire Group is formed by units in one Location or in a chain of ADJACENT Locations', 'A7.5');
  if (!targetLocation(ctx, hex)) fail('ILLEGAL_LOCATION', `no Location ${hex}`);
  for (const f of firers)
    if (!inReach(ctx, ctx.state, f, hex, kind))
      fail('ILLEGAL_COMMAND', reachRule(ctx.state, f, kind).message(f.id, hex), reachRule(ctx.state, f, kind).rule);
  return firers;
}
