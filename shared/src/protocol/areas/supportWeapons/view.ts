// Support weapons (A9): the supportWeapons module's part of the view (rules/supportWeapons/index.ts returns it).
import type { Side } from '../../sides';

/** A SW lying unpossessed in a Location (A4.44), as a viewer allowed to see it does. */
export interface LyingSwView {
  readonly unit: string;
  readonly type: string;
  readonly side: Side;
  readonly loc: { readonly hex: string; readonly place: string; readonly level: number; readonly position?: string };
  /** A9.8: on its dm side (the owner's view only). */
  readonly dismantled?: boolean;
}

/**
 * `supportWeapons`: the viewer's own malfunctioned (A9.7), dismantled (A9.8) and captured (A21.1) SW
 * (what a unit carries is its owner's business), and the SW lying unpossessed it may see (A4.44).
 * Each list is present only when not empty.
 */
export interface SupportWeaponsView {
  readonly malfunctioned?: readonly string[];
  readonly dismantled?: readonly string[];
  readonly captured?: readonly string[];
  readonly lying?: readonly LyingSwView[];
}

/** The area's parts of `View.modules`, by module id. */
export interface SupportWeaponsViews {
  readonly supportWeapons?: SupportWeaponsView;
}
