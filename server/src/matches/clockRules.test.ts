// The time control's rules, as pure functions: whom the match waits on (from the public view), how
// the clock and the deadlines move, what a missed deadline answers.
import type { View } from '@hexfog/shared';
import { advanceClock, clockView, defaultAnswer, expiredSide, nextExpiry, waitsOn } from './clockRules';

const base = {
  status: 'playing',
  pending: null,
  setupDone: { A: true, B: true },
  phaseEnders: ['A'],
  phaseDone: [],
  turn: 1,
  turns: 5,
  playerTurn: 1,
  phase: 'MPh',
} as unknown as View;
const view = (over: Partial<View>): View => ({ ...base, ...over }) as View;

describe('waitsOn (from the public view only)', () => {
  it('setup: the sides not done; play: the pending decision, else the phase enders not done (A3.1/A3.4); ended: nobody', () => {
    expect(waitsOn(view({ status: 'setup', setupDone: { A: true, B: false } }))).toEqual(['B']);
    expect(waitsOn(view({ pending: { side: 'B', kind: 'defensiveFirstFire', rule: 'A8.1' } }))).toEqual(['B']);
    expect(waitsOn(view({ phaseEnders: ['A', 'B'], phaseDone: ['A'] }))).toEqual(['B']);
    expect(waitsOn(view({ status: 'ended' }))).toEqual([]);
  });
});

describe('advanceClock', () => {
  const clock = { mode: 'clock', initialSeconds: 600, incrementSeconds: 5 } as const;
  it('no clock runs before both seats are held (an invitation out); it starts when the last seat is taken', () => {
    const waiting = advanceClock(null, clock, 0, ['A', 'B'], undefined, 0, false);
    expect(waiting).toMatchObject({ running: [], unseated: true });
    // a whole day later the seat is taken, at the same version: the clock starts now with full time
    const started = advanceClock(waiting, clock, 0, ['A', 'B'], undefined, 86_400_000, true);
    expect(started.running).toEqual(['A', 'B']);
    expect(started.unseated).toBeUndefined();
    expect(clockView(clock, started, 86_400_000 + 1000).remainingMs).toEqual({ A: 599_000, B: 599_000 });
    // nothing expires while unseated
    expect(nextExpiry(waiting)).toBeNull();
    // and once started, the same version does not restart it
    expect(advanceClock(started, clock, 0, ['A', 'B'], undefined, 86_400_000 + 5000, true)).toBe(started);
  });
  it('a flagged clock shows 0:00, never less', () => {
    const st = advanceClock(null, clock, 3, ['A'], undefined, 0);
    expect(expiredSide(st, 600_000)).toBe('A');
    expect(clockView(clock, st, 900_000).remainingMs.A).toBe(0);
  });
  it('a chess clock: the running side spends the time elapsed and gains its increment when it acts', () => {
    const s0 = advanceClock(null, clock, 0, ['A'], undefined, 1000);
    expect(s0.remainingMs).toEqual({ A: 600_000, B: 600_000 });
    const s1 = advanceClock(s0, clock, 1, ['B'], 'A', 1000 + 30_000);
    expect(s1.remainingMs).toEqual({ A: 575_000, B: 600_000 });
    expect(s1.running).toEqual(['B']);
    expect(nextExpiry(s1)).toBe(31_000 + 600_000);
    // the same version again (a reload) changes nothing
    expect(advanceClock(s1, clock, 1, ['B'], undefined, 99_999)).toBe(s1);
    expect(clockView(clock, s1, 31_000 + 10_000).remainingMs).toEqual({ A: 575_000, B: 590_000 });
  });
  it('a deadline per decision: a side newly waited on, or the side that acted, gets a fresh deadline', () => {
    const tc = { mode: 'deadline', secondsPerDecision: 3600 } as const;
    const s0 = advanceClock(null, tc, 0, ['A', 'B'], undefined, 0);
    const s1 = advanceClock(s0, tc, 1, ['A', 'B'], 'A', 1000_000);
    expect(s1.remainingMs).toEqual({ A: 3_600_000, B: 2_600_000 }); // B's decision still runs from before
    expect(expiredSide(s1, 1000_000 + 2_600_000)).toBe('B');
    expect(expiredSide(s1, 1000_000 + 2_599_999)).toBeNull();
  });
});

describe('defaultAnswer (what a missed correspondence deadline answers)', () => {
  it('no Defensive First Fire (A8.1), done with a phase the side ends (A3.4); else none: the side forfeits', () => {
    expect(defaultAnswer(view({ pending: { side: 'B', kind: 'defensiveFirstFire', rule: 'A8.1' } }), 'B')).toEqual({ type: 'declineFire' });
    expect(defaultAnswer(view({ pending: { side: 'B', kind: 'rout', rule: 'A10.51' } }), 'B')).toBeNull();
    expect(defaultAnswer(view({}), 'A')).toEqual({ type: 'endPhase', at: { turn: 1, playerTurn: 1, phase: 'MPh' } });
    expect(defaultAnswer(view({ status: 'setup' }), 'A')).toBeNull();
  });
});
