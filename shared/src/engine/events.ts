// Events: what happened, each with its audience. A viewer receives an event only when the audience
// includes it: `all`, one side, or `none` (kept for the replay once the match has ended). The engine
// builds each event's data for its audience; an event for `all` never carries a secret.
import type { DiceStream } from '../rng/dice';
import type { Side } from './state';

export type Audience = 'all' | Side | 'none';

export interface GameEvent {
  readonly type: string;
  readonly audience: Audience;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface RollModifier {
  readonly name: string;
  readonly value: number;
  readonly rule: string;
}

/** Every roll is an event (DESIGN section 3). */
export interface RollEventData {
  readonly purpose: string;
  readonly rule: string;
  readonly kind: 'dr' | 'DR';
  /** The dice stream the roll drew from: the stream of its audience (rng/dice.ts). */
  readonly stream: DiceStream;
  /** Positions of the dice in that stream, for verification after the match. */
  readonly positions: readonly number[];
  readonly dice: readonly number[];
  readonly original: number;
  readonly modifiers: readonly RollModifier[];
  readonly final: number;
}
