// ASL's sequence of play (A3.1) as ruleset data: the eight phases of a Player Turn (each with the side
// that ends it: both players act in the RPh, A3.1; the DFPh is the DEFENDER's, A3.4), and a Game Turn
// of two Player Turns, the scenario's first ATTACKER phasing in the first. Other rulesets bring their
// own phases and structure (impulses, activations) the same way.
import type { PhaseSpec, TurnPosition, TurnStructure, TurnStructureFactory } from '../../engine/turn';
import { otherSide } from '../../engine/state';

export const ASL_PHASES: readonly PhaseSpec[] = [
  { id: 'RPh', name: 'Rally Phase', rule: 'A3.1', endedBy: 'both', acts: { rally: 'both' } },
  { id: 'PFPh', name: 'Prep Fire Phase', rule: 'A3.2', acts: { prepFire: 'phasing' } },
  { id: 'MPh', name: 'Movement Phase', rule: 'A3.3', acts: { move: 'phasing', firstFire: 'nonPhasing' } },
  { id: 'DFPh', name: 'Defensive Fire Phase', rule: 'A3.4', endedBy: 'nonPhasing', acts: { finalFire: 'nonPhasing' } },
  { id: 'AFPh', name: 'Advancing Fire Phase', rule: 'A3.5', acts: { advancingFire: 'phasing' } },
  { id: 'RtPh', name: 'Rout Phase', rule: 'A3.6', acts: { rout: 'both' } },
  { id: 'APh', name: 'Advance Phase', rule: 'A3.7', acts: { advance: 'phasing' } },
  { id: 'CCPh', name: 'Close Combat Phase', rule: 'A3.8', acts: { closeCombat: 'both' } },
];

/** Two Player Turns a Game Turn (A3.1), each running every phase with one side phasing. */
export const playerTurns: TurnStructureFactory = (phases) => {
  const first = phases[0]!.id;
  const structure: TurnStructure = {
    phases,
    start: (ctx): TurnPosition => ({ turn: 1, playerTurn: 1, phase: first, attacker: ctx.scenario.firstAttacker }),
    next(ctx, s) {
      const i = phases.findIndex((p) => p.id === s.phase);
      if (i < phases.length - 1) return { turn: s.turn, playerTurn: s.playerTurn, phase: phases[i + 1]!.id, attacker: s.attacker };
      if (s.playerTurn === 1) return { turn: s.turn, playerTurn: 2, phase: first, attacker: otherSide(s.attacker) };
      if (s.turn >= ctx.scenario.turns) return null;
      return { turn: s.turn + 1, playerTurn: 1, phase: first, attacker: ctx.scenario.firstAttacker };
    },
    index: (s) => (s.status === 'setup' ? 0 : (s.turn - 1) * 2 + s.playerTurn),
  };
  return structure;
};
