// The heroes-and-leaders sequence of play as ruleset data (our reading of the turn the variant's text
// relies on): a Game Turn is a Rally Phase, then impulses, the sides alternating, the scenario's first
// ATTACKER first, each impulse a repetition of the Impulse phase (`step` numbers them), until both
// sides pass in succession; then a Rout Phase and a Close Combat (Melee) Phase for both sides. In an
// impulse the active side is the phasing side: it moves or fires with what it activated, and the
// other side may take Opportunity Fire (firstFire) at units moving in its LOS.
import { alternatingTurns } from '../../engine/alternatingTurns';
import type { PhaseSpec, TurnStructureFactory } from '../../engine/turn';
import { readImpulses } from './state';

export const IMPULSE_PHASE = 'Imp';

export const HL_PHASES: readonly PhaseSpec[] = [
  { id: 'RPh', name: 'Rally Phase', rule: 'A3.1', endedBy: 'both', acts: { rally: 'both' } },
  {
    id: IMPULSE_PHASE,
    name: 'Impulse',
    rule: 'HL.3',
    acts: { move: 'phasing', prepFire: 'phasing', firstFire: 'nonPhasing', networkMove: 'phasing' },
  },
  { id: 'RtPh', name: 'Rout Phase', rule: 'A3.6', acts: { rout: 'both' } },
  { id: 'CCPh', name: 'Close Combat Phase', rule: 'A3.8', acts: { closeCombat: 'both' } },
];

/** Impulses (the sides alternate) until both pass in succession; the other phases once a Game Turn. */
export const impulses: TurnStructureFactory = alternatingTurns({
  repeated: IMPULSE_PHASE,
  passes: (s) => readImpulses(s).passes,
  serial: (s) => readImpulses(s).serial,
});
