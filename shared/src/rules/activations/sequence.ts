// The sewer-cards sequence of play as ruleset data (SC.7, our reading of the Tide of Iron round the
// variant's text relies on): a round (Game Turn) is action turns, the sides alternating, the scenario's
// first ATTACKER (ToI: the side with the initiative) first, each action turn a repetition of the Action
// phase (`step` numbers them) in which the active side activates one fresh unit for one action, or
// passes; two passes in succession end them. Then a Rout Phase (the core's broken units must rout) and
// the Status Phase, where the activation tokens come off (every unit is fresh again; a Sewer card's
// tokens flip to their Op Fire side, SC.3) and both sides rally (A10.6, in place of ToI's recovery
// from pinned and disrupted).
import type { PhaseSpec, TurnContext, TurnPosition, TurnStructure, TurnStructureFactory } from '../../engine/turn';
import { otherSide, type GameState, type Side } from '../../engine/state';
import { ACTIVATE } from '../core/activation';
import { readActivations } from './state';

export const ACTION_PHASE = 'Act';
export const STATUS_PHASE = 'StPh';

/** The Status Phase's activity: activation tokens come off, or flip (SC.3). */
export const REFRESH = 'refresh';

export const SC_PHASES: readonly PhaseSpec[] = [
  { id: ACTION_PHASE, name: 'Action turn', rule: 'SC.7', acts: { [ACTIVATE]: 'phasing', move: 'phasing', prepFire: 'phasing', advancingFire: 'phasing', firstFire: 'nonPhasing' } },
  { id: 'RtPh', name: 'Rout Phase', rule: 'A3.6', acts: { rout: 'both' } },
  { id: STATUS_PHASE, name: 'Status Phase', rule: 'SC.3', endedBy: 'both', acts: { rally: 'both', [REFRESH]: 'both' } },
];

/** Action turns (the sides alternate) until both pass in succession; the other phases once a round. */
export const actionTurns: TurnStructureFactory = (phases) => {
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
    start: (ctx): TurnPosition => ({ turn: 1, playerTurn: 1, phase: first, attacker: ctx.scenario.firstAttacker, step: 1 }),
    next(ctx, s) {
      const i = phases.findIndex((p) => p.id === s.phase);
      const after = phases[i + 1]?.id;
      if (s.phase === ACTION_PHASE && readActivations(s).passes < 2) return at(ctx, s, ACTION_PHASE, (s.step ?? 1) + 1, otherSide(s.attacker));
      if (after) return at(ctx, s, after);
      if (s.turn >= ctx.scenario.turns) return null;
      return { turn: s.turn + 1, playerTurn: 1, phase: first, attacker: ctx.scenario.firstAttacker, step: 1 };
    },
    // each action turn counts as a Player Turn for what counts them (delayed spectators)
    index: (s) => (s.status === 'setup' ? 0 : readActivations(s).serial + 1),
  };
  return structure;
};
