// Which events a viewer receives: the same rule as the view. `none` events (and every other side's
// events) reach everyone only once the match has ended.
import type { Audience } from '../engine/events';
import type { Viewer } from '../engine/module';

export function audienceIncludes(audience: Audience, viewer: Viewer, ended: boolean): boolean {
  if (ended || viewer.kind === 'replay') return true;
  if (audience === 'all') return true;
  return viewer.kind === 'side' && audience === viewer.side;
}
