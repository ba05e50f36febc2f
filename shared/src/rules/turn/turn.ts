// Commands of the turn itself: the side whose phase it is ends it (A3.4: the DEFENDER the DFPh; both
// sides, each with its own "done", where both act, A3.1: the RPh); either side may resign. Ending a
// phase names the phase and turn (engine `needsMoment`), so a repeated click cannot end the next one.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { CommandHandler, GameContext, RuleModule } from '../../engine/module';
import { otherSide, type GameState, type Side } from '../../engine/state';
import { currentMoment, phaseEnders } from '../../engine/turn';
import { advancePhase, endMatch } from '../../engine/phases';
import { modulesWith } from '../../engine/hooks';

const EndPhaseSchema = z.strictObject({ type: z.literal('endPhase') });
// `reason: 'time'`: the side's time ran out (sent by the server's clock, server/src/matches/clock.ts);
// the match's result then says so instead of "resigned"
const ResignSchema = z.strictObject({ type: z.literal('resign'), reason: z.literal('time').optional() });
// `reason: 'time'`: the side's setup clock ran out (the server's clock, as for resign): a side that never
// set up aborts the match, it does not lose it
const AbortSchema = z.strictObject({ type: z.literal('abort'), reason: z.literal('time').optional() });

function blocker(ctx: GameContext, state: GameState) {
  for (const m of modulesWith(ctx.modules, 'blocksPhaseEnd')) {
    const b = m.blocksPhaseEnd(ctx, state);
    if (b) return b;
  }
  return undefined;
}

/** The first label a module gives the end of this phase (an impulse's "Pass"), if any. */
function moduleLabel(ctx: GameContext, state: GameState, side: Side): string | undefined {
  for (const m of modulesWith(ctx.modules, 'endPhaseLabel')) {
    const l = m.endPhaseLabel(ctx, state, side);
    if (l !== undefined) return l;
  }
  return undefined;
}

function phaseRule(ctx: GameContext, state: GameState): string {
  return ctx.turn.phases.find((p) => p.id === state.phase)?.rule ?? 'A3.1';
}

/** Whether `side` still has to say it is done with the current phase. */
function mayEnd(ctx: GameContext, state: GameState, side: Side): boolean {
  return phaseEnders(ctx, state).includes(side) && !(state.phaseDone ?? []).includes(side);
}

const endPhase: CommandHandler<z.infer<typeof EndPhaseSchema>> = {
  type: 'endPhase',
  schema: EndPhaseSchema,
  needsMoment: true,
  // asked for both seats after every command: the ender list read once, the modules' hooks only where they have one
  legal(ctx, state, side) {
    if (state.status !== 'playing') return [];
    const enders = phaseEnders(ctx, state);
    if (!enders.includes(side) || state.phaseDone?.includes(side) || blocker(ctx, state)) return [];
    const label = moduleLabel(ctx, state, side) ?? (enders.length > 1 ? `Done with ${state.phase}` : `End ${state.phase}`);
    return [{ type: 'endPhase', label, rule: phaseRule(ctx, state), command: { type: 'endPhase', at: currentMoment(state) } }];
  },
  apply(ctx) {
    const s = ctx.state;
    if (s.status !== 'playing') fail('WRONG_PHASE', 'the match is still in setup', 'A2.9');
    const enders = phaseEnders(ctx, s);
    if (!enders.includes(ctx.side))
      fail('NOT_YOUR_TURN', `the ${s.phase} is ended by ${enders.length > 1 ? 'both sides' : 'your opponent'}`, phaseRule(ctx, s));
    if (!mayEnd(ctx, s, ctx.side))
      fail('ILLEGAL_COMMAND', `you are already done with the ${s.phase}; waiting for your opponent`, phaseRule(ctx, s));
    const b = blocker(ctx, s);
    if (b) fail('ILLEGAL_COMMAND', b.message, b.rule);
    s.phaseDone = [...(s.phaseDone ?? []), ctx.side];
    if (enders.every((e) => s.phaseDone!.includes(e))) {
      advancePhase(ctx);
      return;
    }
    ctx.emit({ type: 'phaseDone', audience: 'all', data: { side: ctx.side, phase: s.phase } });
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
  apply(ctx, cmd) {
    const name = ctx.scenario.sides[ctx.side].name;
    endMatch(ctx, { winner: otherSide(ctx.side), reason: cmd.reason === 'time' ? `${name} ran out of time` : `${name} resigned` });
  },
};

/**
 * Before the first Player Turn (while the sides set up, A2.9) either side may abort the match: it ends
 * without a winner, as an online game site ends a game nobody has played yet. Once play begins a side
 * can only resign (a loss).
 */
const abort: CommandHandler<z.infer<typeof AbortSchema>> = {
  type: 'abort',
  schema: AbortSchema,
  anytime: true,
  legal(_ctx, state) {
    if (state.status !== 'setup') return [];
    return [{ type: 'abort', label: 'Abort the match (no result)', command: { type: 'abort' } }];
  },
  apply(ctx, cmd) {
    if (ctx.state.status !== 'setup')
      fail('WRONG_PHASE', 'play has begun: a match may be aborted only before its first Player Turn', 'A2.9');
    const name = ctx.scenario.sides[ctx.side].name;
    const reason =
      cmd.reason === 'time'
        ? `${name} did not finish setting up in time: the match is aborted, no result`
        : `${name} aborted the match before play began: no result`;
    endMatch(ctx, { winner: null, reason, aborted: true });
  },
};

export const turnModule: RuleModule = {
  id: 'turn',
  rules: ['A3.1', 'A3.4'],
  commands: [endPhase, resign, abort],
};
