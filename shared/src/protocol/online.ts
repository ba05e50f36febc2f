// Online play: a match's time control (chosen at creation), the clock the seats and spectators are
// shown, chat between the seats and among spectators, and a seat's own "your matches" status.
import * as z from 'zod';
import type { Side } from './sides';

/**
 * How time is counted (docs/protocol.md "Time control"). ASL is not chess: a side makes dozens of
 * commands in its own Player Turn and answers many Defensive First Fire questions in the other's, so
 * time is not earned by clicking.
 * - `clock`: a chess-style clock per side. It runs while the match waits on that side (its setup, its
 *   decisions, the phases it ends); the first `delaySeconds` of each wait are free (a simple delay: a
 *   quick "No fire" costs nothing, and time is never banked); `incrementSeconds` is added once at the
 *   start of each of the side's own Player Turns (never per command).
 * - `deadline`: correspondence play, a deadline per decision.
 * `startsAt`: 'setup' (default) or 'play': no clock runs before the first Player Turn.
 * Bounds keep a typo from making a 100-year clock.
 */
const StartsAtSchema = z.enum(['setup', 'play']).default('setup');
export const TimeControlSchema = z.discriminatedUnion('mode', [
  z.strictObject({
    mode: z.literal('clock'),
    initialSeconds: z
      .int()
      .min(60)
      .max(7 * 86400),
    /** Added at the start of each of the side's own Player Turns. */
    incrementSeconds: z.int().min(0).max(3600).default(0),
    /** Free seconds at the start of each wait on the side (each decision, each phase it ends). */
    delaySeconds: z.int().min(0).max(600).default(0),
    startsAt: StartsAtSchema,
  }),
  z.strictObject({
    mode: z.literal('deadline'),
    secondsPerDecision: z
      .int()
      .min(60)
      .max(30 * 86400),
    startsAt: StartsAtSchema,
  }),
]);
export type TimeControl = z.infer<typeof TimeControlSchema>;

/**
 * The clock as everyone of the match is shown it (event `clock`): both sides' time left as of the moment
 * the server sent it; the clients count down the `running` sides themselves. `running` is derived from
 * the public view only (pending decision's side, setup not done, phase enders not done).
 */
export interface ClockView {
  readonly mode: TimeControl['mode'];
  readonly running: readonly Side[];
  /** Milliseconds left per side (clock: the side's time; deadline: until its decision's deadline). */
  readonly remainingMs: Readonly<Record<Side, number>>;
  /**
   * A running side's free seconds left of its current wait (the clock's `delaySeconds`) as of the
   * moment the server sent it: its time starts to go down only after them.
   */
  readonly graceMs?: Readonly<Partial<Record<Side, number>>>;
  /**
   * Set once a clock or deadline expired: the side and what the server did (forfeit: it resigned;
   * default: answered "no fire / done"; abort: it never finished setting up, the match ended without a result).
   */
  readonly expired?: { readonly side: Side; readonly action: 'forfeit' | 'default' | 'abort' };
}

export const CHAT_MAX_CHARS = 500;

export const ChatSendSchema = z.strictObject({ text: z.string().trim().min(1).max(CHAT_MAX_CHARS) });
export type ChatSend = z.infer<typeof ChatSendSchema>;

/** Players talk in `players` (the two seats); spectators in `spectators`. Neither reads the other's during the match. */
export type ChatChannel = 'players' | 'spectators';

export interface ChatMessage {
  readonly id: number;
  readonly channel: ChatChannel;
  readonly from: Side | 'spectator';
  readonly text: string;
  /** ISO time the server stored it. */
  readonly at: string;
}

/** Server to client `chat`: new messages, or on connecting the history (`history: true`). */
export interface ChatPayload {
  readonly messages: readonly ChatMessage[];
  readonly history?: boolean;
}

/** POST /api/seats/status: the seats this browser holds (token in the body, never in a URL). */
export const SeatStatusBodySchema = z.strictObject({
  seats: z.array(z.strictObject({ matchId: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/), token: z.string().min(20).max(100) })).max(50),
});
export type SeatStatusBody = z.infer<typeof SeatStatusBodySchema>;

export type SeatStatus =
  | { readonly matchId: string; readonly known: false }
  | {
      readonly matchId: string;
      readonly known: true;
      readonly side: Side;
      readonly scenarioName: string;
      readonly status: 'setup' | 'playing' | 'ended';
      readonly turn: number;
      readonly turns: number;
      readonly phase: string;
      /** The sides the match waits on, as its public view shows them. */
      readonly waitingOn: readonly Side[];
      readonly yourMove: boolean;
      readonly result?: { readonly winner: Side | null; readonly reason: string };
    };
