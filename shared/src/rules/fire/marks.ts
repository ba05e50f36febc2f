// The fire markers a view shows (A8.1, A8.3), by allow-list.
import type { GameContext, Viewer } from '../../engine/module';
import type { GameState } from '../../engine/state';
import { readActivity } from '../core/activity';
import { viewerSees } from '../core/seen';

/**
 * The First Fire and Final Fire counters (A8.1: a unit that used Defensive First Fire is marked First
 * Fire; A8.3: after Subsequent First Fire, Final Fire), on the units the viewer sees: on a unit under a
 * "?" the counter would tell that something beneath it fired.
 */
export function fireMarksView(ctx: GameContext, state: GameState, viewer: Viewer): { marks?: Record<string, 'firstFire' | 'finalFire'> } {
  if (state.status !== 'playing') return {};
  const marks: Record<string, 'firstFire' | 'finalFire'> = {};
  const fired = readActivity(state).fired;
  for (const id of Object.keys(fired).sort()) {
    const mark = fired[id] === 'first' ? 'firstFire' : fired[id] === 'final' ? 'finalFire' : null;
    if (mark && viewerSees(ctx, viewer, state.units[id], false)) marks[id] = mark;
  }
  return Object.keys(marks).length ? { marks } : {};
}
