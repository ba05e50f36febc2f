// The impulses part of a view, by allow-list: the activation and the used units as the viewer may know
// them. Its own units in full; the other side's only where it sees them (not hidden, not out of sight,
// not under a "?"), the same test as view/project.ts `opponentSees`.
import type { GameContext, Viewer } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import type { ImpulsesView } from '../../protocol/moduleViews';
import { activationSeenByOpponent } from './activation';
import { readImpulses } from './state';

function sees(ctx: GameContext, viewer: Viewer, u: UnitState | undefined): boolean {
  if (!u) return false;
  if (owner(viewer, u.side)) return true;
  return !!u.loc && !u.status.hidden && !u.status.concealed && !ctx.locations.outOfSight(u.loc);
}

function owner(viewer: Viewer, side: Side): boolean {
  return viewer.kind === 'replay' || (viewer.kind === 'side' && viewer.side === side);
}

export function impulsesView(ctx: GameContext, state: GameState, viewer: Viewer): ImpulsesView | undefined {
  if (state.status === 'setup') return undefined;
  const s = readImpulses(state);
  const everything = state.status === 'ended';
  const a = s.activation;
  let activation: ImpulsesView['activation'] = null;
  if (a && (everything || owner(viewer, state.attacker)))
    activation = { by: a.by, hex: a.hex, ...(a.leader ? { leader: a.leader } : {}), units: [...a.units] };
  else if (a) {
    const units = a.units.map((id) => state.units[id]).filter((u): u is UnitState => !!u);
    const part = activationSeenByOpponent(ctx, units, a.leader ? state.units[a.leader] : undefined);
    // nothing of it on the map for this viewer (all hidden or beneath the streets): as if nothing was activated
    if (part.hex) activation = { ...(part.by ? { by: part.by, leader: part.leader } : {}), hex: part.hex, units: part.units };
  }
  const used = s.used.filter((id) => everything || sees(ctx, viewer, state.units[id]));
  return { activation, passes: s.passes, used };
}
