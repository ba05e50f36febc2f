// Sewers (B8.1-B8.5): the sewers module's part of the view (rules/sewers/sewerView.ts returns it).

/** A "Sewer ?" / "Lost ?" counter as everyone sees it (B8.41). */
export interface SewerMarkerView {
  readonly id: string;
  readonly side: 'A' | 'B';
  readonly kind: 'sewer' | 'lost';
  readonly hex: string;
  readonly discovered: boolean;
}

/** The owner's own sewer stack: what is beneath the counter. */
export interface OwnSewerStackView extends SewerMarkerView {
  readonly units: readonly string[];
  readonly emergence: string | null;
  readonly mustMove: boolean;
}

/** `sewers` (B8). */
export interface SewersView {
  readonly usable: boolean;
  readonly stacks: readonly (SewerMarkerView | OwnSewerStackView)[];
  readonly rubbled: readonly string[];
}

/** The area's parts of `View.modules`, by module id. */
export interface SewersViews {
  readonly sewers?: SewersView;
}
