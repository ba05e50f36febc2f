// B21.121 and B21.122: a river scenario defines the Current (direction and force) and the depth; what
// the scenario leaves unknown is resolved by dr at the outset (here: when play starts). The Current
// dr: odd reverses the Current counter's direction; the same dr, modified by the EC (parameter
// `riverCurrentEcDrm`, B25.5), gives the force from the `riverCurrent` table. The depth dr gives
// flooded / deep / fordable from the `riverDepth` table. Both rolls and their results are public.
import type { ApplyContext, RuleModule } from '../../engine/module';
import { param } from '../../engine/module';
import { opposite } from '../../hex/grid';

export interface RiverConditions {
  depth: 'fordable' | 'deep' | 'flooded';
  current: 'slow' | 'moderate' | 'heavy';
  direction: 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW';
}

interface WaterState {
  river: RiverConditions | null;
}

function resolve(ctx: ApplyContext): RiverConditions | null {
  const spec = ctx.scenario.rules.river;
  if (!spec) return null;
  let direction = spec.direction ?? 'S';
  let current = spec.current;
  if (!current) {
    const ecDrm = (param<Record<string, number>>(ctx, 'riverCurrentEcDrm')[ctx.scenario.rules.ec] ?? 0);
    const mods = ecDrm ? [{ name: `EC ${ctx.scenario.rules.ec}`, value: ecDrm, rule: 'B25.5' }] : [];
    const r = ctx.roll({ kind: 'dr', purpose: 'river current', rule: 'B21.121', modifiers: mods, audience: 'all' });
    if (r.original % 2 === 1) direction = opposite(direction);
    const t = param<{ heavyMax: number; slowMin: number }>(ctx, 'riverCurrent');
    current = r.final <= t.heavyMax ? 'heavy' : r.final >= t.slowMin ? 'slow' : 'moderate';
  }
  let depth = spec.depth;
  if (!depth) {
    const r = ctx.roll({ kind: 'dr', purpose: 'river depth', rule: 'B21.122', audience: 'all' });
    const t = param<{ floodedMax: number; fordableMin: number }>(ctx, 'riverDepth');
    depth = r.final <= t.floodedMax ? 'flooded' : r.final >= t.fordableMin ? 'fordable' : 'deep';
  }
  return { depth, current, direction };
}

export const riverConditionsModule: RuleModule = {
  id: 'water',
  rules: ['B21.121', 'B21.122'],
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
  view: (_ctx, state) => {
    const w = state.modules.water as WaterState | undefined;
    return w?.river ? { river: { depth: w.river.depth, current: w.river.current, direction: w.river.direction } } : undefined;
  },
};
