// The sewers module's part of each view, by allow-list. Every "Sewer ?" / "Lost ?" counter is on the
// map for both sides (B8.41): id, side, Location and which side is up, and whether it was discovered
// this Player Turn (public: the units above now see it). Only the owner (and the replay) gets what is
// beneath: the units, the Emergence result and whether it still has to move.
import type { GameContext, Viewer } from '../../engine/module';
import type { GameState } from '../../engine/state';
import type { OwnSewerStackView, SewerMarkerView, SewersView } from '../../protocol/moduleViews';
import { readSewers, sewersUsable, stacksOf } from './sewerState';

export function sewersView(ctx: GameContext, state: GameState, viewer: Viewer): SewersView {
  const everything = viewer.kind === 'replay' || state.status === 'ended';
  const me = viewer.kind === 'side' ? viewer.side : null;
  const stacks = stacksOf(state).map((s) => {
    const marker: SewerMarkerView = {
      id: s.id,
      side: s.side,
      kind: s.lost ? 'lost' : 'sewer',
      hex: s.hex,
      discovered: s.emergence === 'discovered',
    };
    if (!everything && s.side !== me) return marker;
    const own: OwnSewerStackView = {
      ...marker,
      units: [...s.units].filter((id) => !state.units[id]?.eliminated),
      emergence: s.emergence,
      mustMove: s.awaitingMove,
    };
    return own;
  });
  return { usable: sewersUsable(ctx), stacks, rubbled: [...readSewers(state).rubbled] };
}
