// Water obstacles (B21): the water module's part of the view (rules/water/view.ts returns it).

/** `water` (B21): public facts: the river's conditions once known, and the hexes whose terrain differs from the printed map now. */
export interface WaterView {
  readonly river?: {
    readonly depth: 'fordable' | 'deep' | 'flooded';
    readonly current: 'slow' | 'moderate' | 'heavy';
    readonly direction: string;
  };
  /** B21.21 flooded hexes, B16.6 marsh turned river/mudflats, B21.6 ice; by hex name: the terrain and elevation in play. */
  readonly changed: Readonly<Record<string, { readonly terrain: string; readonly elevation: number }>>;
}

/** The area's parts of `View.modules`, by module id. */
export interface WaterViews {
  readonly water?: WaterView;
}
