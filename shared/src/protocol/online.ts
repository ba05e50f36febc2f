// Online play: a match's time control (chosen at creation), the clock the seats and spectators are
// shown, chat between the seats and among spectators, and a seat's own "your matches" status.
import * as z from 'zod';
import type { Side } from './sides';

/**
 * A chess-style clock per side (initial time, plus an increment after each of the side's commands),
 * or a deadline per decision for correspondence play. Bounds keep a typo from making a 100-year clock.
 */
export const TimeControlSchema = z.discriminatedUnion('mode', [
  z.strictObject({
    mode: z.literal('clock'),
    initialSeconds: z
      .int()
      .min(60)
      .max(7 * 86400),
    incrementSeconds: z.int().min(0).max(3600).default(0),
  }),
  z.strictObject({
    mode: z.literal('deadline'),
    secondsPerDecision: z
      .int()
      .min(60)
      .max(30 * 86400),
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
  /** Set once a clock or deadline expired: the side and what the server did (forfeit, or answered by default). */
  readonly expired?: { readonly side: Side; readonly action: 'forfeit' | 'default' };
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
