// Which units may move now (A4.1): shared by the move and the level change.
import { hasUnitCondition } from '../../engine/hooks';
import type { UnitConditionKind } from '../../engine/conditions';
import type { GameContext } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { type Activity, readActivity } from '../core/activity';

const KEPT: readonly UnitConditionKind[] = ['inactive', 'noMove'];

/** Units that may move now: the side's Good Order, unpinned Infantry (and dummies) that neither fired nor ended their move, nor are kept from acting or moving by a module (`inactive`, `noMove`). */
export function movable(ctx: GameContext, state: GameState, side: Side, where: (u: UnitState) => boolean): UnitState[] {
  const act = readActivity(state);
  return Object.values(state.units).filter((u) => mayMoveNow(ctx, state, act, side, u, where));
}

/**
 * `movable` for the units of one command (apply: the modules' conditions asked of those units only,
 * not of every unit of the side).
 */
export function mayMove(ctx: GameContext, state: GameState, side: Side, where: (u: UnitState) => boolean): (u: UnitState) => boolean {
  const act = readActivity(state);
  return (u) => mayMoveNow(ctx, state, act, side, u, where);
}

function mayMoveNow(
  ctx: GameContext,
  state: GameState,
  act: Activity,
  side: Side,
  u: UnitState,
  where: (u: UnitState) => boolean,
): boolean {
  return (
    u.side === side &&
    !u.eliminated &&
    !!u.loc &&
    where(u) &&
    (isInfantry(u.kind) || u.kind === 'dummy') &&
    !u.status.broken &&
    !u.status.pinned &&
    !act.fired[u.id] &&
    !act.done[u.id] &&
    !hasUnitCondition(ctx, state, u, KEPT)
  );
}
