// Snipers (A14): the snipers module's part of the view (rules/snipers/view.ts returns it).

/** One side's Sniper: its SAN and the hex of its counter (null once removed from play, A14.1). */
export interface SniperCounterView {
  readonly san: number;
  readonly hex: string | null;
}

/** `snipers` (A14): public, the same for every viewer. */
export interface SnipersView {
  readonly A?: SniperCounterView;
  readonly B?: SniperCounterView;
}

/** The area's parts of `View.modules`, by module id. */
export interface SnipersViews {
  readonly snipers?: SnipersView;
}
