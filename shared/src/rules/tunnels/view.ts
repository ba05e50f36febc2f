// The tunnels module's part of each view, by allow-list. A side sees its own tunnels (from the moment it
// records them) and what is beneath its own "Sewer ?" counters; everyone sees every "Sewer ?" counter
// (B8.61 places it on the map) and the entrances the rules revealed (B8.63). The replay, and everyone
// once the match has ended, see every tunnel, with the units that saw each entrance used.
import type { GameContext, Viewer } from '../../engine/module';
import type { GameState, Side } from '../../engine/state';
import type {
  OwnTunnelStackView,
  RevealedEntranceView,
  TunnelEntranceView,
  TunnelMarkerView,
  TunnelsView,
  TunnelView,
} from '../../protocol/moduleViews';
import { allowance, type Entrance, stacksOf, type Tunnel, tunnelsOf } from './state';

function entranceView(e: Entrance, everything: boolean): TunnelEntranceView {
  return {
    hex: e.hex,
    ...(e.position ? { position: e.position } : {}),
    discovered: e.discovered,
    destroyed: e.destroyed,
    ...(everything ? { seenBy: [...e.seenBy] } : {}),
  };
}

function tunnelView(t: Tunnel, everything: boolean): TunnelView {
  return {
    id: t.id,
    side: t.side,
    entrances: [entranceView(t.entrances[0], everything), entranceView(t.entrances[1], everything)],
    forfeitsFbl: t.forfeitsFbl,
  };
}

/** Discovered entrances, once each (two tunnels may share one). */
function revealed(state: GameState): RevealedEntranceView[] {
  const out = new Map<string, RevealedEntranceView>();
  for (const t of tunnelsOf(state)) {
    for (const e of t.entrances) {
      if (!e.discovered) continue;
      const key = `${t.side}/${e.hex}/${e.position ?? ''}`;
      const prev = out.get(key);
      out.set(key, {
        hex: e.hex,
        side: t.side,
        ...(e.position ? { position: e.position } : {}),
        destroyed: e.destroyed || !!prev?.destroyed,
      });
    }
  }
  return [...out.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
}

/** Standing entrances the viewer knows: its side's own, the other side's discovered ones (everything: all). */
function knownEntrances(state: GameState, me: Side | null, everything: boolean): string[] {
  const hexes = new Set<string>();
  for (const t of tunnelsOf(state))
    for (const e of t.entrances) if (!e.destroyed && (everything || t.side === me || e.discovered)) hexes.add(e.hex);
  return [...hexes].sort();
}

export function tunnelsView(ctx: GameContext, state: GameState, viewer: Viewer): TunnelsView {
  const everything = viewer.kind === 'replay' || state.status === 'ended';
  const me = viewer.kind === 'side' ? viewer.side : null;
  const stacks = stacksOf(state).map((s): TunnelMarkerView | OwnTunnelStackView => {
    const marker: TunnelMarkerView = { id: s.id, side: s.side, kind: 'sewer', hex: s.hex };
    if (!everything && s.side !== me) return marker;
    return { ...marker, units: s.units.filter((id) => !state.units[id]?.eliminated), tunnel: s.tunnel };
  });
  return {
    ...(me ? { allowance: allowance(ctx, me) } : {}),
    tunnels: tunnelsOf(state)
      .filter((t) => everything || t.side === me)
      .map((t) => tunnelView(t, everything)),
    stacks,
    entrances: knownEntrances(state, everything ? null : me, everything),
    revealed: revealed(state),
  };
}
