// Entrenchments (B27): the entrenchments module's part of the view (rules/entrenchments/view.ts returns
// it). The counters are the core's (FortificationsView in moduleViews.ts).

/** One entrenchment allowance of a side's OB: how many it has, how many are left to place. */
export interface EntrenchmentAllowanceCount {
  readonly total: number;
  readonly left: number;
}

/** A side's OB allowance of entrenchments (B27.1 foxholes by total squad capacity, B27.51 trenches, B27.56 A-T Ditches). */
export interface EntrenchmentAllowanceView {
  readonly foxholeSquads: EntrenchmentAllowanceCount;
  readonly trenches: EntrenchmentAllowanceCount;
  readonly atDitches: EntrenchmentAllowanceCount;
}

/** `entrenchments` (B27): absent when there is nothing for this viewer. */
export interface EntrenchmentsView {
  /** During setup: the viewer's own allowance (the replay: both sides'). */
  readonly allowance?: Partial<Record<'A' | 'B', EntrenchmentAllowanceView>>;
  /** The viewer's own units that made an Entrenching Attempt this phase (B27.11). */
  readonly attempted?: readonly string[];
}

/** The area's parts of `View.modules`, by module id. */
export interface EntrenchmentsViews {
  readonly entrenchments?: EntrenchmentsView;
}
