// heroes-and-leaders: the parts of the view of its impulses (rules/impulses/view.ts) and of its sewer
// network (rules/sewerNetwork/index.ts).

/** The impulses of a heroes-and-leaders Game Turn (the impulse's number is the view's `step`; whose it is, `attacker`). */
export interface ImpulsesView {
  /**
   * What the active side activated in this impulse: one hex's units, or a Hero/Leader and the units stacked with him (only the units the viewer sees).
   * The other side gets `by` only when it sees the leader (a hex's "?" and a concealed leader's Location look alike), and null when none of the units is on the map for it.
   */
  readonly activation: {
    readonly by?: 'hex' | 'leader';
    readonly hex: string;
    readonly leader?: string;
    readonly units: readonly string[];
  } | null;
  /** Impulses passed in succession (two end the impulses of the turn). */
  readonly passes: number;
  /** Units that have acted this Game Turn (activated, or took Opportunity Fire), of those the viewer sees. */
  readonly used: readonly string[];
}

/** A node of a heroes-and-leaders sewer network (HL.2): where units enter and leave it. */
export interface SewerNetworkNode {
  readonly hex: string;
  readonly kind: 'manhole' | 'tunnel' | 'bunker' | 'stoneBuilding' | 'fortress';
  readonly network: string;
  /** Rubble or Blaze covers it: no entrance or exit here (HL.8). */
  readonly closed?: boolean;
}

/** The heroes-and-leaders sewer networks (public: the map's manholes and the scenario's network). */
export interface SewerNetworkView {
  readonly nodes: readonly SewerNetworkNode[];
  /** How far (hexes) one sewer movement reaches (HL.3: six). */
  readonly reach: number;
}

/** The area's parts of `View.modules`, by module id. */
export interface HeroesAndLeadersViews {
  readonly impulses?: ImpulsesView;
  readonly sewerNetwork?: SewerNetworkView;
}
