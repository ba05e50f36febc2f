// Hidden Initial Placement's log lines (A12.3): the owner's own setup, and the reveals every module
// makes through the core's seam (loseHip: `concealmentLost` with A12.31, `concealmentGained` with
// A12.3 or A12.15), worded as HIP ends rather than as a "?" lost or gained.
import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { fortificationName } from '../../counters/fortifications';
import { known } from '../read';
import type { LineNames } from '../registry';

/** Why a fortification set up hidden came on board (rules/core/concealment.ts revealFortification, A12.33). */
const REVEAL: Record<'enemyEntered' | 'unitSeen' | 'entrenching', string> = {
  enemyEntered: 'an enemy unit is in its Location',
  unitSeen: 'a unit is seen beneath it',
  entrenching: 'an Entrenching Attempt enlarged it',
};

/** The rules by which a hidden unit comes on board beneath a "?" (rules/core/concealment.ts loseHip). */
const BENEATH = new Set(['A12.3', 'A12.15']);

const where = (loc: { hex: string; level: number }) => (loc.level > 0 ? `${loc.hex} (level ${loc.level})` : loc.hex);

export function hipEventLine(raw: ViewEvent, names: LineNames): string | null {
  const e = known(raw);
  switch (e?.type) {
    case 'unitsHidden':
      return e.data.units.length
        ? `You set up hidden: ${e.data.units.join(', ')} (${e.data.rule}; the enemy sees nothing of them)`
        : `You set up no unit hidden (${e.data.rule})`;
    case 'fortificationsHidden':
      return e.data.counters.length
        ? // a setup counter's id is "F", its side and its hex (rules/core/fortifications.ts)
          `You set up hidden your fortification counters in ${e.data.counters.map((id) => id.slice(2)).join(', ')} (${e.data.rule}; the enemy sees nothing of them)`
        : `You set up no fortification hidden (${e.data.rule})`;
    case 'fortificationRevealed': {
      const f = e.data.fortification;
      return `${names.side(f.side)}'s ${fortificationName(f)} in ${f.hex}, set up hidden, is revealed: ${REVEAL[e.data.why]} (${e.data.rule})`;
    }
    case 'concealmentLost':
      return e.data.rule === 'A12.31'
        ? `${e.data.unit} (${names.unit(e.data.type)}), set up hidden, is revealed in ${where(e.data.loc)}: totally discovered, no "?" (A12.31)`
        : null;
    case 'concealmentGained':
      if (!BENEATH.has(e.data.rule)) return null;
      return e.data.unit
        ? `${e.data.unit} leaves Hidden Initial Placement: on board beneath a "?" in ${where(e.data.loc)} (${e.data.rule})`
        : `A "?" is placed in ${where(e.data.loc)}: a hidden unit comes on board (${e.data.rule})`;
    default:
      return null;
  }
}
