// sewer-cards: the parts of the view of its action turns (rules/activations/view.ts) and of its Sewer
// cards (rules/sewerCards/view.ts).

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

/** The area's parts of `View.modules`, by module id. */
export interface SewerCardsViews {
  readonly activations?: ActivationsView;
  readonly sewerCards?: SewerCardsView;
}
