// Activations (sewer-cards SC.7, our reading of Tide of Iron's Action Phase): the sides alternate action
// turns (sequence.ts); in its action turn the active side activates one fresh unit for one action, or
// passes; the other side's units in Op Fire mode may fire at it as it moves in their LOS; the Status
// Phase takes the activation tokens off. SKELETON: the turn's bookkeeping only.
import type { ApplyContext, RuleModule } from '../../engine/module';
import { moduleState } from '../../engine/moduleState';
import { activation } from '../core/activation';
import { ACTION_PHASE, STATUS_PHASE } from './sequence';
import { ACTIVATIONS_MODULE, emptyActivations, type ActivationsState } from './state';

const mutable = (ctx: ApplyContext) => moduleState<ActivationsState>(ctx.state, ACTIVATIONS_MODULE, emptyActivations);

/** Action turn end: the active unit's token goes on (fatigue, unless its action set one); a turn with nothing activated is a pass. */
function endActionTurn(ctx: ApplyContext): void {
  const s = mutable(ctx);
  const a = activation(ctx.state);
  if (a.active && !a.tokens[a.active.unit]) a.tokens[a.active.unit] = 'fatigue';
  s.passes = a.active ? 0 : s.passes + 1;
  a.active = null;
}

export const activationsModule: RuleModule = {
  id: ACTIVATIONS_MODULE,
  rules: ['SC.7'],
  init: emptyActivations,
  onPhaseStart(ctx) {
    if (ctx.state.phase === ACTION_PHASE) mutable(ctx).serial += 1;
    if (ctx.state.phase === STATUS_PHASE) {
      activation(ctx.state).tokens = {};
      mutable(ctx).passes = 0;
    }
  },
  onPhaseEnd(ctx) {
    if (ctx.state.phase === ACTION_PHASE) endActionTurn(ctx);
  },
};
