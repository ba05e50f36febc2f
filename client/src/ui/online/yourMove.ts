// Whether the match waits on this seat, and when to tell the player: only on a change to "your move"
// (never again while it stays so), and a browser notification only when the page is hidden.
import { isLeaving, type View } from '@hexfog/shared/protocol/index';

/** The seat has something to do (resign is always offered and does not count). */
export function isYourMove(v: View | null, seat: 'A' | 'B' | null): boolean {
  return !!v && !!seat && v.status !== 'ended' && v.legal.some((l) => !isLeaving(l));
}

export interface Alert {
  readonly sound: boolean;
  readonly notification: boolean;
}

/** What to do when the view changes from `was` to `now` (your move or not): nothing unless it became your move. */
export function alertFor(enabled: boolean, was: boolean, now: boolean, hidden: boolean): Alert {
  const fire = enabled && now && !was;
  return { sound: fire, notification: fire && hidden };
}

/** "m:ss", or "h:mm:ss", or "Nd hh:mm" for a correspondence deadline days away. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(total / 86400);
  const hh = Math.floor((total % 86400) / 3600);
  const mm = Math.floor((total % 3600) / 60);
  const ss = total % 60;
  const p = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d}d ${p(hh)}:${p(mm)}`;
  if (hh > 0) return `${hh}:${p(mm)}:${p(ss)}`;
  return `${mm}:${p(ss)}`;
}
