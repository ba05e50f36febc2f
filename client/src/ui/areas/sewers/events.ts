// The log lines of the sewer rules (B8.1-B8.5): "Sewer ?" stacks going down, moving beneath the map,
// lost and found, their Emergence dr, coming up, the 4TC of a leader leading into a sewer, rubble. Each
// line says only what its event carries: the other side's events name no unit beneath a "Sewer ?".
import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { known } from '../read';

const marker = (lost: boolean) => (lost ? '"Lost ?"' : '"Sewer ?"');

const EMERGENCE_RESULT = { mayEmerge: 'may emerge in the APh', discovered: 'discovered', cannotEmerge: 'cannot emerge this turn' } as const;

/** A line for a sewer event; null for any other event. */
export function sewersEventLine(raw: ViewEvent): string | null {
  const e = known(raw);
  switch (e?.type) {
    case 'sewerEntered':
      return `"Sewer ?" ${e.data.stack} goes down at ${e.data.hex}${e.data.units ? ` (${e.data.units.join(', ')})` : ''} (B8.41)`;
    case 'sewerLost':
      return `"Sewer ?" ${e.data.stack} at ${e.data.hex} is lost: the DEFENDER moves it (B8.41)`;
    case 'sewerFound':
      return `"Lost ?" ${e.data.stack} at ${e.data.hex} finds its way (B8.41)`;
    case 'sewerMoved': {
      const d = e.data;
      return `${marker(d.lost)} ${d.stack} moved beneath ${d.from} → ${d.to}${d.closeCombat ? ' into Close Combat' : ''} (${d.rule})`;
    }
    case 'sewerEmergence': {
      const d = e.data;
      return `Sewer Emergence ${d.stack} at ${d.hex}: dr ${d.original}, final ${d.final}: ${EMERGENCE_RESULT[d.result]} (B8.42)`;
    }
    case 'sewerDiscovered':
      return `"Sewer ?" ${e.data.stack} beneath ${e.data.hex} is discovered: the units above see it this Player Turn (B8.42)`;
    case 'sewerEmergenceRevealed':
      return `Revealed for ${e.data.stack}'s Emergence dr: ${e.data.manholeGoodOrderMmc} Good Order MMC above${e.data.adjacentSewer ? ', units in an adjacent sewer' : ''} (B8.42)`;
    case 'sewerEmerged':
      return `${e.data.stack} emerges at ${e.data.hex}${e.data.concealed ? ' concealed' : ''}${e.data.encircled ? ', pinned and CX (Encircled)' : ''} (B8.41)`;
    case 'sewerStackRemoved':
      return `"Sewer ?" ${e.data.stack} at ${e.data.hex} is gone (${e.data.rule})`;
    case 'sewerStacksCombined':
      return `${e.data.from.join(', ')} joined ${marker(e.data.lost)} ${e.data.stack} beneath ${e.data.hex} (B8.41)`;
    case 'sewerLeaderCheck':
      return `${e.data.leader} ${e.data.passed ? 'passed' : 'failed'} the 4TC to lead into the sewer (B8.4)`;
    case 'sewerRubbled':
      return `the Sewer Location beneath ${e.data.hex} is rubbled: no sewer movement into it (B8.5)`;
    case 'sewerEmergeStopped':
      return `${e.data.stack} cannot come up into the Fortified Building Location at ${e.data.hex} (B8.41)`;
    default:
      return null;
  }
}
