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
  readonly expired?: ClockView['expired'];
  /**
   * Set while a seat of the match is not yet held (its invitation is out): no clock runs, so a player
   * who accepts late has lost no time, and a side that never shows up never flags. Absent in clocks
   * stored before invitations (both seats were held from creation).
   */
  readonly unseated?: true;
}

const SIDES: readonly Side[] = ['A', 'B'];

/** The sides the match waits on, from the public view. Nothing runs once the match has ended. */
export function waitsOn(v: Pick<View, 'status' | 'pending' | 'setupDone' | 'phaseEnders' | 'phaseDone'>): Side[] {
  if (v.status === 'ended') return [];
  if (v.status === 'setup') return SIDES.filter((s) => !v.setupDone[s]);
  if (v.pending) return [v.pending.side];
  return v.phaseEnders.filter((s) => !v.phaseDone.includes(s));
}

function allowanceMs(tc: TimeControl): number {
  return (tc.mode === 'clock' ? tc.initialSeconds : tc.secondsPerDecision) * 1000;
}

/**
 * The clock after the match reached `version` at `now`, by a command of `by` (none: created or
 * loaded). Clock: the running sides spend the time elapsed; the side that acted gains its increment.
 * Deadline: each side now waited on gets a fresh deadline when it acted or was not waited on before.
 */
export function advanceClock(
  prev: ClockState | null,
  tc: TimeControl,
  version: number,
  waits: readonly Side[],
  by: Side | undefined,
  now: number,
  seated = true,
): ClockState {
  // nothing runs before both seats are held; the same version is a new state only when seating ends
  const running = seated ? waits : [];
  const mark = seated ? {} : { unseated: true as const };
  if (!prev) return { version, since: now, running: [...running], remainingMs: { A: allowanceMs(tc), B: allowanceMs(tc) }, ...mark };
  if (prev.version === version && (!prev.unseated || !seated)) return prev;
  const elapsed = Math.max(0, now - prev.since);
  const remaining = { ...prev.remainingMs };
  for (const s of prev.running) remaining[s] = Math.max(0, remaining[s] - elapsed);
  if (tc.mode === 'clock') {
    if (by && prev.running.includes(by)) remaining[by] += tc.incrementSeconds * 1000;
  } else {
    for (const s of running) if (s === by || !prev.running.includes(s)) remaining[s] = allowanceMs(tc);
  }
  return { version, since: now, running: [...running], remainingMs: remaining, ...mark };
}

/** Epoch ms when the first running side runs out; null when nothing runs. */
export function nextExpiry(st: ClockState): number | null {
  const ends = st.running.map((s) => st.since + st.remainingMs[s]);
  return ends.length ? Math.min(...ends) : null;
}

/** The side whose time is up at `now` (the earliest), or null. */
export function expiredSide(st: ClockState, now: number): Side | null {
  const due = st.running.filter((s) => st.since + st.remainingMs[s] <= now).sort((a, b) => st.remainingMs[a] - st.remainingMs[b]);
  return due[0] ?? null;
}

/** What everyone of the match is shown, measured at `now`. */
export function clockView(tc: TimeControl, st: ClockState, now: number): ClockView {
  const elapsed = Math.max(0, now - st.since);
  const left = (s: Side) => Math.max(0, st.remainingMs[s] - (st.running.includes(s) ? elapsed : 0));
  return {
    mode: tc.mode,
    running: [...st.running],
    remainingMs: { A: left('A'), B: left('B') },
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
