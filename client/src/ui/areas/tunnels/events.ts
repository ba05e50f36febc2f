// The log lines of the tunnel rules (B8.6-B8.63): the recording side's own tunnels, units going in and
// coming out under a "Sewer ?" counter, a router repulsed at the exit, entrances discovered or destroyed.
// The other side's events name only the counter and the entrance it sees, never the tunnel or the units.
import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { known, possessive } from '../read';

const inside = (position: 'pillbox' | 'beneath' | undefined) =>
  position === 'pillbox' ? ' (in the pillbox)' : position === 'beneath' ? ' (beneath the entrenchment)' : '';

/** A line for a tunnel event; null for any other event. */
export function tunnelsEventLine(raw: ViewEvent, side: (s: string) => string): string | null {
  const e = known(raw);
  switch (e?.type) {
    case 'tunnelsRecorded': {
      // B8.6: the recording side's own line (its audience): each tunnel and its two entrances
      const t = e.data.tunnels.map(
        (x) => `${x.id} ${x.entrances.map((n) => n.hex).join(' to ')}${x.forfeitsFbl ? ' (forfeits the Fortified Building Location)' : ''}`,
      );
      return `You recorded ${t.length === 1 ? 'a tunnel' : `${t.length} tunnels`}: ${t.join('; ') || 'none'} (${e.data.rule})`;
    }
    case 'tunnelEntered': {
      const d = e.data;
      const who = d.units?.length ? ` (${d.units.join(', ')})` : '';
      return `"Sewer ?" ${d.stack}${who} goes into ${d.tunnel ? `tunnel ${d.tunnel}` : 'a tunnel'}${d.from ? ` at ${d.from}` : ''}: it will come out at ${d.hex} (${d.rule})`;
    }
    case 'tunnelEmerged': {
      const d = e.data;
      return `"Sewer ?" ${d.stack} comes out of the tunnel at ${d.hex}${d.units?.length ? ` (${d.units.join(', ')})` : ''}${d.encircled ? ', pinned and CX (Encircled)' : ''} (${d.rule})`;
    }
    case 'tunnelStackRemoved':
      return `"Sewer ?" ${e.data.stack} at ${e.data.hex} is gone (${e.data.rule})`;
    case 'tunnelRoutRepulsed':
      return `A unit routing through the tunnel from ${e.data.from} is repulsed at ${e.data.hex} by an enemy unit there (${e.data.rule})`;
    case 'tunnelEntranceDiscovered':
      return `${possessive(side(e.data.side))} tunnel entrance in ${e.data.hex}${inside(e.data.position)} is discovered (${e.data.rule})`;
    case 'tunnelEntranceDestroyed':
      return `${possessive(side(e.data.side))} tunnel entrance in ${e.data.hex}${inside(e.data.position)} is destroyed (${e.data.rule})`;
    default:
      return null;
  }
}
