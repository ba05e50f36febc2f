// Support weapons (A9): the supportWeapons module's part of the view (rules/supportWeapons/index.ts returns it).

/** `supportWeapons` (A9.7): the viewer's own malfunctioned MG (what a unit carries is its owner's business). */
export interface SupportWeaponsView {
  readonly malfunctioned: readonly string[];
}

/** The area's parts of `View.modules`, by module id. */
export interface SupportWeaponsViews {
  readonly supportWeapons?: SupportWeaponsView;
}
