// What a timed match's clock does, as pure functions (clock.ts runs them on the server's timers).
// Whom the match waits on is read from the PUBLIC view only: the pending decision's side (the view
// shows every viewer whose decision is awaited, only its options are the prompted seat's), the sides
// whose setup is not done, and the sides that still have to end the phase (phaseEnders minus
// phaseDone, A3.1/A3.4). So a running clock tells no seat and no spectator more than their view does.
import { atMoment, type ClockView, type Side, type TimeControl, type View } from '@hexfog/shared';

export interface ClockState {
  /** The match version this clock state describes. */
  readonly version: number;
  /** Epoch ms when `remainingMs` was measured. */
  readonly since: number;
  readonly running: readonly Side[];
  readonly remainingMs: Readonly<Record<Side, number>>;
  /**
   * Per running side, the epoch ms its time starts to go down in its current wait (the wait's start
   * plus the clock's delay). Absent in clocks stored before the delay: their time runs from `since`.
   */
  readonly graceUntil?: Readonly<Partial<Record<Side, number>>>;
  /** The Player Turn the clock last saw (`turn.playerTurn`), null before play: a new one gives its ATTACKER the increment. */
  readonly playerTurn?: string | null;
  readonly expired?: ClockView['expired'];
  /**
   * Set while a seat of the match is not yet held (its invitation is out): no clock runs, so a player
   * who accepts late has lost no time, and a side that never shows up never flags. Absent in clocks
   * stored before invitations (both seats were held from creation).
   */
  readonly unseated?: true;
}

/** What the clock reads of the match at one moment, from the public view only. */
export interface ClockMoment {
  readonly waits: readonly Side[];
  readonly status: View['status'];
  /** `turn.playerTurn` while playing, else null. */
  readonly playerTurn: string | null;
  readonly attacker: Side;
}

const SIDES: readonly Side[] = ['A', 'B'];

/** The sides the match waits on, from the public view. Nothing runs once the match has ended. */
export function waitsOn(v: Pick<View, 'status' | 'pending' | 'setupDone' | 'phaseEnders' | 'phaseDone'>): Side[] {
  if (v.status === 'ended') return [];
  if (v.status === 'setup') return SIDES.filter((s) => !v.setupDone[s]);
  if (v.pending) return [v.pending.side];
  return v.phaseEnders.filter((s) => !v.phaseDone.includes(s));
}

/** The clock's reading of the public view. */
export function momentOf(
  v: Pick<View, 'status' | 'pending' | 'setupDone' | 'phaseEnders' | 'phaseDone' | 'turn' | 'playerTurn' | 'attacker'>,
): ClockMoment {
  return {
    waits: waitsOn(v),
    status: v.status,
    playerTurn: v.status === 'playing' ? `${v.turn}.${v.playerTurn}` : null,
    attacker: v.attacker,
  };
}

function allowanceMs(tc: TimeControl): number {
  return (tc.mode === 'clock' ? tc.initialSeconds : tc.secondsPerDecision) * 1000;
}

const delayMs = (tc: TimeControl) => (tc.mode === 'clock' ? (tc.delaySeconds ?? 0) * 1000 : 0);

/** Epoch ms a running side's time starts to go down (after its wait's free seconds). */
const runsFrom = (st: ClockState, s: Side) => Math.max(st.since, st.graceUntil?.[s] ?? st.since);

/**
 * The clock after the match reached `version` at `now`, by a command of `by` (none: created or
 * loaded). Clock: each running side spends the time elapsed beyond its wait's free seconds (a new
 * wait, a new delay: the side acted, or was not waited on before); at the start of a Player Turn its
 * ATTACKER gains the increment (per own Player Turn, never per command: clicks earn nothing).
 * Deadline: each side now waited on gets a fresh deadline when it acted or was not waited on before.
 * Nothing runs before both seats are held, nor, with `startsAt: 'play'`, before the first Player Turn.
 */
export function advanceClock(
  prev: ClockState | null,
  tc: TimeControl,
  version: number,
  moment: ClockMoment,
  by: Side | undefined,
  now: number,
  seated = true,
): ClockState {
  const held = seated && !(tc.startsAt === 'play' && moment.status === 'setup');
  const running = held ? moment.waits : [];
  const mark = seated ? {} : { unseated: true as const };
  // nothing runs before both seats are held; the same version is a new state only when seating ends
  if (prev && prev.version === version && (!prev.unseated || !seated)) return prev;
  const newWait = (s: Side) => !prev || s === by || !prev.running.includes(s);
  const graceUntil: Partial<Record<Side, number>> = {};
  for (const s of running) graceUntil[s] = newWait(s) ? now + delayMs(tc) : (prev?.graceUntil?.[s] ?? prev?.since ?? now);
  const common = { version, since: now, running: [...running], graceUntil, playerTurn: moment.playerTurn, ...mark };
  if (!prev) return { ...common, remainingMs: { A: allowanceMs(tc), B: allowanceMs(tc) } };
  const remaining = { ...prev.remainingMs };
  for (const s of prev.running) remaining[s] = Math.max(0, remaining[s] - Math.max(0, now - runsFrom(prev, s)));
  if (tc.mode === 'clock') {
    // a clock stored before Player Turns were counted (no `playerTurn`) gives nothing until it sees one
    const newPlayerTurn = prev.playerTurn !== undefined && moment.playerTurn !== null && moment.playerTurn !== prev.playerTurn;
    if (newPlayerTurn && held) remaining[moment.attacker] += tc.incrementSeconds * 1000;
  } else {
    for (const s of running) if (newWait(s)) remaining[s] = allowanceMs(tc);
  }
  return { ...common, remainingMs: remaining };
}

/** Epoch ms when the first running side runs out; null when nothing runs. */
export function nextExpiry(st: ClockState): number | null {
  const ends = st.running.map((s) => runsFrom(st, s) + st.remainingMs[s]);
  return ends.length ? Math.min(...ends) : null;
}

/** The side whose time is up at `now` (the earliest), or null. */
export function expiredSide(st: ClockState, now: number): Side | null {
  const end = (s: Side) => runsFrom(st, s) + st.remainingMs[s];
  const due = st.running.filter((s) => end(s) <= now).sort((a, b) => end(a) - end(b));
  return due[0] ?? null;
}

/** What everyone of the match is shown, measured at `now`. */
export function clockView(tc: TimeControl, st: ClockState, now: number): ClockView {
  const left = (s: Side) => Math.max(0, st.remainingMs[s] - (st.running.includes(s) ? Math.max(0, now - runsFrom(st, s)) : 0));
  const grace: Partial<Record<Side, number>> = {};
  for (const s of st.running) if (runsFrom(st, s) > now) grace[s] = runsFrom(st, s) - now;
  return {
    mode: tc.mode,
    running: [...st.running],
    remainingMs: { A: left('A'), B: left('B') },
    ...(Object.keys(grace).length ? { graceMs: grace } : {}),
    ...(st.expired ? { expired: st.expired } : {}),
  };
}

/**
 * The answer a missed correspondence deadline gives, where the rules have a "no" answer: no Defensive
 * First Fire (A8.1: the DEFENDER may decline) and "done" for a phase the side has to end (A3.1/A3.4).
 * Chosen from the public view (pending kind, phase enders), never from the seat's hidden options.
 * Any other decision (a rout destination, A10.5; setup; a sewer decision) has no default: null, and
 * the side forfeits.
 */
export function defaultAnswer(v: View, side: Side): Record<string, unknown> | null {
  if (v.status !== 'playing') return null;
  if (v.pending) return v.pending.side === side && v.pending.kind === 'defensiveFirstFire' ? { type: 'declineFire' } : null;
  if (v.phaseEnders.includes(side) && !v.phaseDone.includes(side)) return atMoment({ type: 'endPhase' }, v);
  return null;
}
