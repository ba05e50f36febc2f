// Tunnels (B8.6-B8.63): the tunnels module's part of the view (rules/tunnels/view.ts returns it).

/** A "Sewer ?" counter over units in a tunnel, at the entrance they will come out of (B8.61): public. */
export interface TunnelMarkerView {
  readonly id: string;
  readonly side: 'A' | 'B';
  /** Always "Sewer ?": a tunnel stack is never lost. */
  readonly kind: 'sewer';
  readonly hex: string;
}

/** The owner's own tunnel stack: what is beneath the counter and where it went in. */
export interface OwnTunnelStackView extends TunnelMarkerView {
  readonly units: readonly string[];
  readonly tunnel: string;
}

/** A tunnel entrance: a ground-level Location, inside a pillbox or beneath an entrenchment when so recorded (B8.6). */
export interface TunnelEntranceView {
  readonly hex: string;
  readonly position?: 'pillbox' | 'beneath';
  readonly discovered: boolean;
  readonly destroyed: boolean;
  /** The replay only: enemy units that had LOS to a use of it (B8.63). */
  readonly seenBy?: readonly string[];
}

/** A recorded tunnel: its owner's secret (B8.6); everyone's in the replay and once the match has ended. */
export interface TunnelView {
  readonly id: string;
  readonly side: 'A' | 'B';
  readonly entrances: readonly [TunnelEntranceView, TunnelEntranceView];
  /** Recorded by forfeiting a Fortified Building Location (B23.911). */
  readonly forfeitsFbl: boolean;
}

/** An entrance the rules revealed (B8.63: discovered, maybe destroyed): public. */
export interface RevealedEntranceView {
  readonly hex: string;
  readonly side: 'A' | 'B';
  readonly position?: 'pillbox' | 'beneath';
  readonly destroyed: boolean;
}

/** `tunnels` (B8.6-B8.63). */
export interface TunnelsView {
  /** A side's viewer: how many tunnels its side may record (B8.6) and how many FBL it could forfeit for more (B23.911). */
  readonly allowance?: { readonly tunnels: number; readonly fortifiedBuildings: number };
  readonly tunnels: readonly TunnelView[];
  readonly stacks: readonly (TunnelMarkerView | OwnTunnelStackView)[];
  /** Hexes of the entrances this viewer knows that still stand: its own side's, the other side's once discovered (B8.63); all in the replay. */
  readonly entrances: readonly string[];
  /** The entrances the rules revealed (discovered, and maybe destroyed): public. */
  readonly revealed: readonly RevealedEntranceView[];
}

/** The area's parts of `View.modules`, by module id. */
export interface TunnelsViews {
  readonly tunnels?: TunnelsView;
}
