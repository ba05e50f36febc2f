// The sewer-cards sequence of play as ruleset data (SC.7, our reading of the Tide of Iron round the
// variant's text relies on): a round (Game Turn) is action turns, the sides alternating, the scenario's
// first ATTACKER (ToI: the side with the initiative) first, each action turn a repetition of the Action
// phase (`step` numbers them) in which the active side activates one fresh unit for one action, or
// passes; two passes in succession end them. Then a Rout Phase (the core's broken units must rout) and
// the Status Phase, where the activation tokens come off (every unit is fresh again; a Sewer card's
// tokens flip to their Op Fire side, SC.3) and both sides rally (A10.6, in place of ToI's recovery
// from pinned and disrupted).
import { alternatingTurns } from '../../engine/alternatingTurns';
import type { PhaseSpec, TurnStructureFactory } from '../../engine/turn';
import { ACTIVATE } from '../core/activation';
import { readActivations } from './state';

export const ACTION_PHASE = 'Act';
export const STATUS_PHASE = 'StPh';

/** The Status Phase's activity: activation tokens come off, or flip (SC.3). */
export const REFRESH = 'refresh';

export const SC_PHASES: readonly PhaseSpec[] = [
  {
    id: ACTION_PHASE,
    name: 'Action turn',
    rule: 'SC.7',
    acts: { [ACTIVATE]: 'phasing', move: 'phasing', prepFire: 'phasing', advancingFire: 'phasing', firstFire: 'nonPhasing' },
  },
  { id: 'RtPh', name: 'Rout Phase', rule: 'A3.6', acts: { rout: 'both' } },
  { id: STATUS_PHASE, name: 'Status Phase', rule: 'SC.3', endedBy: 'both', acts: { rally: 'both', [REFRESH]: 'both' } },
];

/** Action turns (the sides alternate) until both pass in succession; the other phases once a round. */
export const actionTurns: TurnStructureFactory = alternatingTurns({
  repeated: ACTION_PHASE,
  passes: (s) => readActivations(s).passes,
  serial: (s) => readActivations(s).serial,
});
