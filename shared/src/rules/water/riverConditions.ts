// B21.121 and B21.122: a river scenario defines the Current (direction and force) and the depth; what
// the scenario leaves unknown is resolved by dr at the outset (here: when play starts). The Current
// dr: odd reverses the Current counter's direction; the same dr, modified by the EC (parameter
// `riverCurrentEcDrm`, B25.5), gives the force from the `riverCurrent` table. The depth dr gives
// flooded / deep / fordable from the `riverDepth` table. Both rolls and their results are public.
import * as z from 'zod';
import { collectModifiers } from '../../engine/hooks';
import type { ApplyContext, GameContext, RuleModule } from '../../engine/module';
import { defineParams, defineScenarioRules } from '../../engine/params';
import type { Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState } from '../../engine/state';
import type { WaterView } from '../../protocol/moduleViews';
import { opposite } from '../../hex/grid';

const ECS = ['wet', 'moist', 'moderate', 'dry', 'veryDry'] as const;

export const WaterParams = defineParams(
  z.object({
    /** B21.121 Current force by final dr (defaults to confirm): <= heavyMax heavy, >= slowMin slow. */
    riverCurrent: z.strictObject({ heavyMax: z.int(), slowMin: z.int() }).default({ heavyMax: 1, slowMin: 6 }),
    /** B21.121: drm to the Current dr by EC (B25.5); all 0 until confirmed against the EC table. */
    riverCurrentEcDrm: z.strictObject({ wet: z.int(), moist: z.int(), moderate: z.int(), dry: z.int(), veryDry: z.int() }).default({ wet: 0, moist: 0, moderate: 0, dry: 0, veryDry: 0 }),
    /** B21.122 Depth by final dr: <= floodedMax flooded, >= fordableMin fordable, else deep. */
    riverDepth: z.strictObject({ floodedMax: z.int(), fordableMin: z.int() }).default({ floodedMax: 1, fordableMin: 6 }),
  }),
);

export const WaterScenarioRules = defineScenarioRules(
  z.object({
    /** B21.121, B21.122: a river's current and depth; unset values are rolled at the start. */
    river: z
      .strictObject({
        depth: z.enum(['fordable', 'deep', 'flooded']).optional(),
        current: z.enum(['slow', 'moderate', 'heavy']).optional(),
        direction: z.enum(['N', 'NE', 'SE', 'S', 'SW', 'NW']).optional(),
      })
      .optional(),
    /** Environmental Conditions (B25.5 / A24). */
    ec: z.enum(ECS).default('moderate'),
  }),
);

const CURRENT_ROLL = 'water.current';

/** B21.121: the EC's drm to the Current dr (this module's own modifier). */
function modifiers(ctx: GameContext, _state: GameState, q: RollQuery): readonly Modifier[] {
  if (q.kind !== 'module' || q.roll !== CURRENT_ROLL) return [];
  const ec = WaterScenarioRules.of(ctx).ec;
  const drm = WaterParams.of(ctx).riverCurrentEcDrm[ec];
  return drm ? [{ name: `EC ${ec}`, value: drm, rule: 'B25.5' }] : [];
}

export interface RiverConditions {
  depth: 'fordable' | 'deep' | 'flooded';
  current: 'slow' | 'moderate' | 'heavy';
  direction: 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW';
}

interface WaterState {
  river: RiverConditions | null;
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
  let depth = spec.depth;
  if (!depth) {
    const r = ctx.roll({ kind: 'dr', purpose: 'river depth', rule: 'B21.122', audience: 'all' });
    const t = WaterParams.of(ctx).riverDepth;
    depth = r.final <= t.floodedMax ? 'flooded' : r.final >= t.fordableMin ? 'fordable' : 'deep';
  }
  return { depth, current, direction };
}

export const riverConditionsModule: RuleModule = {
  id: 'water',
  rules: ['B21.121', 'B21.122'],
  params: WaterParams.schema,
  scenarioRules: WaterScenarioRules.schema,
  modifiers,
  init: (): WaterState => ({ river: null }),
  onPhaseStart(ctx) {
    const s = ctx.state;
    const w = s.modules.water as WaterState;
    if (w.river || s.turn !== 1 || s.playerTurn !== 1 || s.phase !== 'RPh') return;
    const river = resolve(ctx);
    if (!river) return;
    w.river = river;
    ctx.emit({ type: 'riverConditions', audience: 'all', data: { ...river, rule: 'B21.121' } });
  },
  view: (_ctx, state): WaterView | undefined => {
    const w = state.modules.water as WaterState | undefined;
    return w?.river ? { river: { depth: w.river.depth, current: w.river.current, direction: w.river.direction } } : undefined;
  },
};
