// The sequence of play (A3.1): a Game Turn is two Player Turns; each Player Turn runs RPh, PFPh, MPh,
// DFPh, AFPh, RtPh, APh, CCPh with the phasing side as ATTACKER. Modules hook phase starts and ends.
import type { ApplyContext } from '../../engine/module';
import { otherSide, PHASES, type MatchResult } from '../../engine/state';
import { evaluateVictory } from '../victory/victory';

function phaseStarted(ctx: ApplyContext) {
  const s = ctx.state;
  ctx.emit({ type: 'phaseStarted', audience: 'all', data: { turn: s.turn, playerTurn: s.playerTurn, phase: s.phase, attacker: s.attacker } });
  for (const m of ctx.modules) {
    if (ctx.state.status !== 'playing') return;
    m.onPhaseStart?.(ctx);
  }
}

export function startPlay(ctx: ApplyContext): void {
  const s = ctx.state;
  s.status = 'playing';
  s.turn = 1;
  s.playerTurn = 1;
  s.phase = 'RPh';
  s.attacker = ctx.scenario.firstAttacker;
  ctx.emit({ type: 'setupComplete', audience: 'all', data: {} });
  phaseStarted(ctx);
}

export function endMatch(ctx: ApplyContext, result: MatchResult): void {
  const s = ctx.state;
  s.status = 'ended';
  s.pending = null;
  s.result = result;
  ctx.emit({ type: 'matchEnded', audience: 'all', data: { winner: result.winner, reason: result.reason } });
}

/** Ends the current phase and starts the next (or the next Player Turn, Game Turn, or the end). */
export function advancePhase(ctx: ApplyContext): void {
  const s = ctx.state;
  for (const m of ctx.modules) m.onPhaseEnd?.(ctx);
  if (s.status !== 'playing') return;
  const i = PHASES.indexOf(s.phase);
  if (i < PHASES.length - 1) {
    s.phase = PHASES[i + 1]!;
  } else if (s.playerTurn === 1) {
    s.playerTurn = 2;
    s.attacker = otherSide(s.attacker);
    s.phase = PHASES[0];
  } else if (s.turn >= ctx.scenario.turns) {
    endMatch(ctx, evaluateVictory(ctx, s));
    return;
  } else {
    s.turn += 1;
    s.playerTurn = 1;
    s.attacker = ctx.scenario.firstAttacker;
    s.phase = PHASES[0];
  }
  phaseStarted(ctx);
}
