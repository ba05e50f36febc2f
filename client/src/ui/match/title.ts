// The browser tab's title says whether the match waits on this seat, so a player in another tab sees
// it is their move without looking at the board (an online game's first signal).
import { isLeaving, type View } from '@hexfog/shared/protocol/index';

const APP = 'Hexfog';

/** "Your move", or whom the match waits on, or that it is over; a spectator sees the turn. */
export function tabTitle(v: View | null, seat: 'A' | 'B' | null, side: (s: 'A' | 'B') => string): string {
  if (!v) return APP;
  if (v.status === 'ended') return `Match over · ${APP}`;
  if (v.status === 'setup') return `${seat && v.legal.some((l) => !isLeaving(l)) ? 'Your setup' : 'Setup'} · ${APP}`;
  if (!seat) return `Turn ${v.turn} · ${v.phase} · ${APP}`;
  if (v.legal.some((l) => !isLeaving(l))) return `● Your move · ${v.phase} · ${APP}`;
  const other = seat === 'A' ? 'B' : 'A';
  return `Waiting for ${side(other)} · ${APP}`;
}
