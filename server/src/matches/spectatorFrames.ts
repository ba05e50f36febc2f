// Spectator policy. `public`: spectators see the public view (what both sides know) as it is now.
// `delayed`: they see the public view as it was N Player Turns ago, so a player who also opens the
// spectator link learns nothing the board will not show anyway. Once the match ends, everyone sees
// everything. Frames (the public view at the last version of each Player Turn) are kept per match,
// keyed by the ruleset's turn index (ctx.turn.index: 0 during setup, then 1, 2, ... per Player Turn).
// The frames are held by the live match (liveMatch.ts) and leave memory with it.
import type { GameState, View } from '@hexfog/shared';

export interface SpectatorFrame {
  readonly version: number;
  readonly view: View;
}

export class SpectatorFrames {
  private readonly frames = new Map<number, SpectatorFrame>();

  constructor(private readonly turnIndex: (state: GameState) => number) {}

  record(state: GameState, publicView: View): void {
    this.frames.set(this.turnIndex(state), { version: state.version, view: publicView });
  }

  /** The frame spectators may see now: the latest one at least `delay` Player Turns old. */
  visible(state: GameState, delay: number): SpectatorFrame | undefined {
    const target = this.turnIndex(state) - delay;
    let best: [number, SpectatorFrame] | undefined;
    for (const [i, f] of this.frames) if (i <= target && (!best || i > best[0])) best = [i, f];
    if (best) return best[1];
    return this.frames.get(0);
  }
}
