// Commands of the turn itself: the ATTACKER ends a phase; either side may resign.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { CommandHandler, GameContext, RuleModule } from '../../engine/module';
import { otherSide, type GameState } from '../../engine/state';
import { phasingSide } from '../../engine/turn';
import { advancePhase, endMatch } from '../../engine/phases';

const EndPhaseSchema = z.strictObject({ type: z.literal('endPhase') });
const ResignSchema = z.strictObject({ type: z.literal('resign') });

function blocker(ctx: GameContext, state: GameState) {
  for (const m of ctx.modules) {
    const b = m.blocksPhaseEnd?.(ctx, state);
    if (b) return b;
  }
  return undefined;
}

const endPhase: CommandHandler<z.infer<typeof EndPhaseSchema>> = {
  type: 'endPhase',
  schema: EndPhaseSchema,
  legal(ctx, state, side) {
    if (state.status !== 'playing' || phasingSide(state) !== side || blocker(ctx, state)) return [];
    return [{ type: 'endPhase', label: `End ${state.phase}`, rule: 'A3.1', command: { type: 'endPhase' } }];
  },
  apply(ctx) {
    if (ctx.state.status !== 'playing') fail('WRONG_PHASE', 'the match is still in setup', 'A2.9');
    if (phasingSide(ctx.state) !== ctx.side) fail('NOT_YOUR_TURN', 'only the ATTACKER ends a phase', 'A3.1');
    const b = blocker(ctx, ctx.state);
    if (b) fail('ILLEGAL_COMMAND', b.message, b.rule);
    advancePhase(ctx);
  },
};

const resign: CommandHandler<z.infer<typeof ResignSchema>> = {
  type: 'resign',
  schema: ResignSchema,
  anytime: true,
  legal(_ctx, state) {
    if (state.status === 'ended') return [];
    return [{ type: 'resign', label: 'Resign', command: { type: 'resign' } }];
  },
  apply(ctx) {
    endMatch(ctx, { winner: otherSide(ctx.side), reason: `${ctx.scenario.sides[ctx.side].name} resigned` });
  },
};

export const turnModule: RuleModule = {
  id: 'turn',
  rules: ['A3.1'],
  commands: [endPhase, resign],
};
