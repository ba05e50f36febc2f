// The heroes-and-leaders sequence of play as ruleset data (our reading of the turn the variant's text
// relies on): a Game Turn is a Rally Phase, then impulses, the sides alternating, the scenario's first
// ATTACKER first, each impulse a repetition of the Impulse phase (`step` numbers them), until both
// sides pass in succession; then a Rout Phase and a Close Combat (Melee) Phase for both sides. In an
// impulse the active side is the phasing side: it moves or fires with what it activated, and the
// other side may take Opportunity Fire (firstFire) at units moving in its LOS.
import type { PhaseSpec, TurnContext, TurnPosition, TurnStructure, TurnStructureFactory } from '../../engine/turn';
import { otherSide, type GameState, type Side } from '../../engine/state';
import { readImpulses } from './state';

export const IMPULSE_PHASE = 'Imp';

export const HL_PHASES: readonly PhaseSpec[] = [
  { id: 'RPh', name: 'Rally Phase', rule: 'A3.1', endedBy: 'both', acts: { rally: 'both' } },
  { id: IMPULSE_PHASE, name: 'Impulse', rule: 'HL.3', acts: { move: 'phasing', prepFire: 'phasing', firstFire: 'nonPhasing', networkMove: 'phasing' } },
  { id: 'RtPh', name: 'Rout Phase', rule: 'A3.6', acts: { rout: 'both' } },
  { id: 'CCPh', name: 'Close Combat Phase', rule: 'A3.8', acts: { closeCombat: 'both' } },
];

/** Impulses (the sides alternate) until both pass in succession; the other phases once a Game Turn. */
export const impulses: TurnStructureFactory = (phases) => {
  const first = phases[0]!.id;
  const at = (ctx: TurnContext, s: GameState, phase: string, step?: number, attacker: Side = ctx.scenario.firstAttacker): TurnPosition => ({
    turn: s.turn,
    playerTurn: attacker === ctx.scenario.firstAttacker ? 1 : 2,
    phase,
    attacker,
    ...(step ? { step } : {}),
  });
  const structure: TurnStructure = {
    phases,
    start: (ctx): TurnPosition => ({ turn: 1, playerTurn: 1, phase: first, attacker: ctx.scenario.firstAttacker }),
    next(ctx, s) {
      const i = phases.findIndex((p) => p.id === s.phase);
      const after = phases[i + 1]?.id;
      if (s.phase === IMPULSE_PHASE && readImpulses(s).passes < 2) return at(ctx, s, IMPULSE_PHASE, (s.step ?? 1) + 1, otherSide(s.attacker));
      if (after === IMPULSE_PHASE) return at(ctx, s, IMPULSE_PHASE, 1);
      if (after) return at(ctx, s, after);
      if (s.turn >= ctx.scenario.turns) return null;
      return { turn: s.turn + 1, playerTurn: 1, phase: first, attacker: ctx.scenario.firstAttacker };
    },
    // each impulse counts as a Player Turn for what counts them (delayed spectators)
    index: (s) => (s.status === 'setup' ? 0 : readImpulses(s).serial + 1),
  };
  return structure;
};
