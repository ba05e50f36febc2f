// Each rule module's part of a view (View.modules[moduleId]), typed here so the client reads them
// without casts and without importing any rule module. A module's `view` returns exactly its type.

/** `movement` (A4.1): the viewer's own units' MF in its MPh; absent for anyone else. */
export interface MovementView {
  readonly mf: Readonly<Record<string, { readonly spent: number; readonly allowance: number }>>;
}

/** `fire` (A8.2): the public Residual FP counters of the current MPh (absent: none). */
export interface FireView {
  readonly residual?: readonly { readonly hex: string; readonly fp: number }[];
  /** A8.1: when this seat is asked about Defensive First Fire (`setFirstFirePrompt`); in its own view only, absent for the default `always`. */
  readonly firstFirePrompt?: 'always' | 'whenCanFire' | 'neverThisMph';
  /** A8.1, A8.3: the First Fire and Final Fire counters on units the viewer sees, by unit id. */
  readonly marks?: Readonly<Record<string, 'firstFire' | 'finalFire'>>;
}

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

/** Fortification counters (chapter B: B27 foxholes and trenches, B27.56 A-T ditches, B30 pillboxes, F8 sangars, B30.8 bunkers). */
export const FORTIFICATION_KINDS = ['foxhole', 'trench', 'atDitch', 'pillbox', 'sangar', 'bunker'] as const;
export type FortificationKind = (typeof FORTIFICATION_KINDS)[number];

/** A fortification counter: public once play begins (one placed in the secret setup is its owner's until then). */
export interface FortificationView {
  readonly id: string;
  readonly kind: FortificationKind;
  readonly hex: string;
  /** Whose OB it is in. */
  readonly side: 'A' | 'B';
  /** Foxholes: 1S, 2S or 3S (B27.12). */
  readonly squads?: number;
}

/** `fortifications` (rules/core/fortifications.ts). */
export interface FortificationsView {
  readonly counters: readonly FortificationView[];
  /** B23.9 Fortified Building Locations given by SSR (public). */
  readonly fortifiedBuildings: readonly string[];
}

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

/** Activation tokens as sewer-cards plays them (SC.7): the action turn's number is the view's `step`; whose it is, `attacker`. */
export interface ActivationsView {
  /** The unit activated in this action turn and its action; for the other side only when it sees the unit (null otherwise). */
  readonly active: { readonly unit: string; readonly action: string } | null;
  /** Activation tokens on units the viewer sees: fatigue (acted this round) or Op Fire (may fire at an acting enemy). */
  readonly tokens: Readonly<Record<string, 'fatigue' | 'opFire'>>;
  /** Action turns passed in succession (two end the round's action turns). */
  readonly passes: number;
  /** The round (Game Turn) and the number of rounds. */
  readonly round: number;
}

/** One Sewer card (SC.1): its exit-range track and what covers it. */
export interface SewerCardView {
  /** The card's colour, which is also its id ('red'). */
  readonly id: string;
  /** The numbers printed on its squares (SC.4: the exit-range track, parameter `sewerCardTrack`). */
  readonly track: readonly number[];
  /** Where its entrance marker lies (public in both modes), or null while the card is empty. */
  readonly marker: string | null;
  /** Whether a squad is on it. */
  readonly occupied: boolean;
  /** The tokens covering its squares from the first, side up; absent where the viewer may not see them (hidden Sewer cards). */
  readonly tokens?: readonly ('fatigue' | 'opFire')[];
  /** The exit range (the lowest uncovered number); absent where the viewer may not see it. */
  readonly exitRange?: number;
  /** The squad on it; absent when empty or when the viewer may not see it. */
  readonly unit?: { readonly id: string; readonly type: string };
}

/** The Sewer cards of a sewer-cards match (SC.1-SC.6) and the hexes with a sewer token. */
export interface SewerCardsView {
  /** The side that holds the cards (the scenario's Sewer rule). */
  readonly side: 'A' | 'B';
  /** The match option "hidden Sewer cards": the other side sees the entrance markers only. */
  readonly hidden: boolean;
  readonly cards: readonly SewerCardView[];
  /** Hexes with a sewer token (public). */
  readonly sewerHexes: readonly string[];
}

export interface ModuleViews {
  readonly movement?: MovementView;
  readonly fire?: FireView;
  readonly water?: WaterView;
  readonly sewers?: SewersView;
  readonly tunnels?: TunnelsView;
  readonly fortifications?: FortificationsView;
  readonly entrenchments?: EntrenchmentsView;
  readonly impulses?: ImpulsesView;
  readonly sewerNetwork?: SewerNetworkView;
  readonly activations?: ActivationsView;
  readonly sewerCards?: SewerCardsView;
  /** Parts of modules not typed above (a test module, say): read them knowing their shape. */
  readonly [module: string]: unknown;
}
