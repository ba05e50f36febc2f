// A turn structure shared by the variants' sequences of play (heroes-and-leaders' impulses, sewer-cards'
// action turns): one phase repeats, the sides alternating, the scenario's first ATTACKER first, each
// repetition numbered by its `step`, until both sides pass in succession; the other phases come once a
// Game Turn, in their order. The variant's module counts the passes and the repetitions (for `index`).
import { otherSide, type GameState, type Side } from './state';
import type { TurnContext, TurnPosition, TurnStructure, TurnStructureFactory } from './turn';

export interface Alternation {
  /** The phase that repeats. */
  readonly repeated: string;
  /** Repetitions ended in succession with nothing done: two end the repetitions. */
  passes(state: GameState): number;
  /** Repetitions started since play began: each counts as a Player Turn for what counts them (delayed spectators). */
  serial(state: GameState): number;
}

export function alternatingTurns(a: Alternation): TurnStructureFactory {
  return (phases) => {
    const first = phases[0]!.id;
    const at = (
      ctx: TurnContext,
      s: GameState,
      phase: string,
      step?: number,
      attacker: Side = ctx.scenario.firstAttacker,
    ): TurnPosition => ({
      turn: s.turn,
      playerTurn: attacker === ctx.scenario.firstAttacker ? 1 : 2,
      phase,
      attacker,
      ...(step ? { step } : {}),
    });
    const opening = (ctx: TurnContext, turn: number): TurnPosition => ({
      turn,
      playerTurn: 1,
      phase: first,
      attacker: ctx.scenario.firstAttacker,
      ...(first === a.repeated ? { step: 1 } : {}),
    });
    const structure: TurnStructure = {
      phases,
      start: (ctx) => opening(ctx, 1),
      next(ctx, s) {
        const after = phases[phases.findIndex((p) => p.id === s.phase) + 1]?.id;
        if (s.phase === a.repeated && a.passes(s) < 2) return at(ctx, s, a.repeated, (s.step ?? 1) + 1, otherSide(s.attacker));
        if (after === a.repeated) return at(ctx, s, a.repeated, 1);
        if (after) return at(ctx, s, after);
        return s.turn >= ctx.scenario.turns ? null : opening(ctx, s.turn + 1);
      },
      index: (s) => (s.status === 'setup' ? 0 : a.serial(s) + 1),
    };
    return structure;
  };
}
