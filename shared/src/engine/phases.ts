// Moving through the ruleset's sequence of play (ctx.turn; ASL's is rules/turn/sequence.ts). Modules
// hook phase starts and ends; when the last turn is over, the modules' victory conditions decide.
import { modulesWith } from './hooks';
import type { ApplyContext, GameContext } from './module';
import type { GameState, MatchResult } from './state';

/** The first module's verdict when the last turn is over (the scenario's victory conditions). */
export function verdict(ctx: GameContext, state: GameState): MatchResult {
  for (const m of ctx.modules) {
    const r = m.victory?.(ctx, state);
    if (r) return r;
  }
  return { winner: null, reason: 'no module decides the victory conditions' };
}

function phaseStarted(ctx: ApplyContext) {
  const s = ctx.state;
  delete s.phaseDone;
  // two literals, not a spread of the optional step: one shape each (and `step` before `attacker`, as it always printed)
  const data = s.step
    ? { turn: s.turn, playerTurn: s.playerTurn, phase: s.phase, step: s.step, attacker: s.attacker }
    : { turn: s.turn, playerTurn: s.playerTurn, phase: s.phase, attacker: s.attacker };
  ctx.emit({ type: 'phaseStarted', audience: 'all', data });
  for (const m of modulesWith(ctx.modules, 'onPhaseStart')) {
    if (ctx.state.status !== 'playing') return;
    m.onPhaseStart(ctx);
  }
}

export function startPlay(ctx: ApplyContext): void {
  const s = ctx.state;
  s.status = 'playing';
  Object.assign(s, ctx.turn.start(ctx));
  ctx.emit({ type: 'setupComplete', audience: 'all', data: {} });
  phaseStarted(ctx);
}

export function endMatch(ctx: ApplyContext, result: MatchResult): void {
  const s = ctx.state;
  s.status = 'ended';
  s.pending = null;
  s.result = result;
  ctx.emit({
    type: 'matchEnded',
    audience: 'all',
    data: { winner: result.winner, reason: result.reason, ...(result.aborted ? { aborted: true } : {}) },
  });
}

/** Ends the current phase and starts the next (or the next Player Turn, Game Turn, or the end). */
export function advancePhase(ctx: ApplyContext): void {
  const s = ctx.state;
  for (const m of modulesWith(ctx.modules, 'onPhaseEnd')) m.onPhaseEnd(ctx);
  if (s.status !== 'playing') return;
  const next = ctx.turn.next(ctx, s);
  if (!next) {
    endMatch(ctx, verdict(ctx, s));
    return;
  }
  // a delete is a runtime call even for a field the state does not have (ASL's have no step)
  if (Object.hasOwn(s, 'step')) delete s.step;
  Object.assign(s, next);
  phaseStarted(ctx);
}
