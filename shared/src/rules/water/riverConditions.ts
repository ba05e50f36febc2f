// B21.121 and B21.122: a river scenario defines the Current (direction and force) and the depth; a
// Current the scenario leaves unknown is resolved by dr at the outset (here: when play starts, the first
// moment the match has dice); an undefined depth is deep (B21.122), and rolled only where the scenario
// asks for the DYO dr (`depth: 'rolled'`). The Current dr: odd reverses the Current counter's direction (the
// Original dr: the EC modifies only "this same dr" as read on the force table); the same dr, modified
// by the EC (parameter `riverEcDrm`, B25.5), gives the force from the `riverCurrent` table. The depth
// dr, "modified by the current EC drm" as well (B21.122), gives flooded / deep / fordable from the
// `riverDepth` table. Both rolls and their results are public.
import { collectModifiers } from '../../engine/hooks';
import type { ApplyContext, GameContext } from '../../engine/module';
import type { Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState } from '../../engine/state';
import { opposite } from '../../hex/grid';
import { WaterParams, WaterScenarioRules } from './params';
import { type RiverConditions, waterState, writableWaterState } from './state';

// Stryker disable next-line StringLiteral: the roll's id is only the key riverEcDrm below reads back (no other module answers it)
const CURRENT_ROLL = 'water.current';
// Stryker disable next-line StringLiteral: as CURRENT_ROLL
const DEPTH_ROLL = 'water.depth';
const EC_RULE: Readonly<Record<string, string>> = { [CURRENT_ROLL]: 'B21.121', [DEPTH_ROLL]: 'B21.122' };

/** B21.121 / B21.122: the current EC's drm (B25.5) to the Current dr and to the depth dr. */
export function riverEcDrm(ctx: GameContext, _state: GameState, q: RollQuery): readonly Modifier[] {
  if (q.kind !== 'module' || !EC_RULE[q.roll]) return [];
  const ec = WaterScenarioRules.of(ctx).ec;
  const drm = WaterParams.of(ctx).riverEcDrm[ec];
  return drm ? [{ name: `EC ${ec}`, value: drm, rule: `${EC_RULE[q.roll]}, B25.5` }] : [];
}

function resolve(ctx: ApplyContext): RiverConditions | null {
  const spec = WaterScenarioRules.of(ctx).river;
  if (!spec) return null;
  let direction = spec.direction ?? 'S';
  let current = spec.current;
  if (!current) {
    const mods = collectModifiers(ctx, ctx.state, { kind: 'module', roll: CURRENT_ROLL, subject: spec });
    const r = ctx.roll({ kind: 'dr', purpose: 'river current', rule: 'B21.121', modifiers: mods, audience: 'all' });
    if (r.original % 2 === 1) direction = opposite(direction);
    const t = WaterParams.of(ctx).riverCurrent;
    current = r.final <= t.heavyMax ? 'heavy' : r.final >= t.slowMin ? 'slow' : 'moderate';
  }
  const given = spec.depth;
  let depth: RiverConditions['depth'];
  if (given !== 'rolled') depth = given;
  else {
    const mods = collectModifiers(ctx, ctx.state, { kind: 'module', roll: DEPTH_ROLL, subject: spec });
    const r = ctx.roll({ kind: 'dr', purpose: 'river depth', rule: 'B21.122', modifiers: mods, audience: 'all' });
    const t = WaterParams.of(ctx).riverDepth;
    depth = r.final <= t.floodedMax ? 'flooded' : r.final >= t.fordableMin ? 'fordable' : 'deep';
  }
  return { depth, current, direction };
}

/** At the first Rally Phase: the river's conditions, rolled where the scenario leaves them open. */
export function resolveRiverAtStart(ctx: ApplyContext): void {
  const s = ctx.state;
  const w = waterState(s);
  if (w.river) return;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: play starts at T1 PT1 RPh (engine/phases.ts startPlay, the ASL sequence, the only ruleset with this module) and that first phase start sets w.river; only a test's `playing()` lands elsewhere
  if (s.turn !== 1 || s.playerTurn !== 1 || s.phase !== 'RPh') return;
  const river = resolve(ctx);
  if (!river) return;
  writableWaterState(s).river = river;
  ctx.emit({ type: 'riverConditions', audience: 'all', data: { ...river, rule: 'B21.121' } });
}

/** The river's conditions when the scenario gives them all (known from the setup on), else null until rolled. */
export function givenRiver(ctx: GameContext): RiverConditions | null {
  const spec = WaterScenarioRules.of(ctx).river;
  const depth = spec?.depth;
  return depth && depth !== 'rolled' && spec.current && spec.direction ? { depth, current: spec.current, direction: spec.direction } : null;
}

/** B21.122: the river's depth as known now: rolled, or given by the scenario (undefined until rolled). */
export function riverDepth(ctx: GameContext, state: GameState): RiverConditions['depth'] | undefined {
  const given = WaterScenarioRules.of(ctx).river?.depth;
  return waterState(state).river?.depth ?? (given === 'rolled' ? undefined : given);
}
