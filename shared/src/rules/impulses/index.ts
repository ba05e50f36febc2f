// Impulses (heroes-and-leaders): the sides alternate impulses; the turn's impulses end when both pass
// in succession (sequence.ts). Skeleton: activation, Opportunity Fire bookkeeping and the view follow.
import type { RuleModule } from '../../engine/module';
import { moduleState } from '../../engine/moduleState';
import { emptyImpulses, IMPULSES_MODULE, type ImpulsesState } from './state';
import { IMPULSE_PHASE } from './sequence';

export const impulsesModule: RuleModule = {
  id: IMPULSES_MODULE,
  rules: ['HL.3'],
  init: emptyImpulses,
  onPhaseStart(ctx) {
    const s = moduleState<ImpulsesState>(ctx.state, IMPULSES_MODULE, emptyImpulses);
    if (ctx.state.phase === 'RPh') Object.assign(s, { passes: 0, activation: null, used: [] });
    if (ctx.state.phase === IMPULSE_PHASE) s.serial += 1;
  },
  onPhaseEnd(ctx) {
    if (ctx.state.phase !== IMPULSE_PHASE) return;
    const s = moduleState<ImpulsesState>(ctx.state, IMPULSES_MODULE, emptyImpulses);
    s.passes = s.activation ? 0 : s.passes + 1;
    s.activation = null;
  },
};
