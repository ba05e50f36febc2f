// The time control's rules, as pure functions: whom the match waits on (from the public view), how
// the clock and the deadlines move, what a missed deadline answers.
import type { View } from '@hexfog/shared';
import { advanceClock, type ClockMoment, clockView, defaultAnswer, expiredSide, momentOf, nextExpiry, waitsOn } from './clockRules';

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
  const clock = { mode: 'clock', initialSeconds: 600, incrementSeconds: 60, delaySeconds: 0, startsAt: 'setup' } as const;
  const delayed = { ...clock, delaySeconds: 10 } as const;
  /** The match waiting on `waits`, in setup or in Player Turn `pt` (`turn.playerTurn`) with that ATTACKER. */
  const at = (waits: ('A' | 'B')[], pt: string | null = '1.1', attacker: 'A' | 'B' = 'A'): ClockMoment => ({
    waits,
    status: pt ? 'playing' : 'setup',
    playerTurn: pt,
    attacker,
  });
  it('reads the Player Turn from the public view: none in setup', () => {
    expect(momentOf(view({ status: 'setup', setupDone: { A: true, B: false } })).playerTurn).toBeNull();
    expect(momentOf(view({ turn: 3, playerTurn: 2 } as Partial<View>))).toMatchObject({ playerTurn: '3.2', waits: ['A'] });
  });
  it('no clock runs before both seats are held (an invitation out); it starts when the last seat is taken', () => {
    const waiting = advanceClock(null, clock, 0, at(['A', 'B'], null), undefined, 0, false);
    expect(waiting).toMatchObject({ running: [], unseated: true });
    // a whole day later the seat is taken, at the same version: the clock starts now with full time
    const started = advanceClock(waiting, clock, 0, at(['A', 'B'], null), undefined, 86_400_000, true);
    expect(started.running).toEqual(['A', 'B']);
    expect(started.unseated).toBeUndefined();
    expect(clockView(clock, started, 86_400_000 + 1000).remainingMs).toEqual({ A: 599_000, B: 599_000 });
    // nothing expires while unseated
    expect(nextExpiry(waiting)).toBeNull();
    // and once started, the same version does not restart it
    expect(advanceClock(started, clock, 0, at(['A', 'B'], null), undefined, 86_400_000 + 5000, true)).toBe(started);
  });
  it('startsAt "play": nothing runs while the sides set up; the clock starts with the first Player Turn', () => {
    const tc = { ...clock, startsAt: 'play' } as const;
    const setup = advanceClock(null, tc, 0, at(['A', 'B'], null), undefined, 0);
    expect(setup.running).toEqual([]);
    expect(nextExpiry(setup)).toBeNull();
    const play = advanceClock(setup, tc, 2, at(['A'], '1.1'), 'B', 3_600_000);
    expect(play.running).toEqual(['A']);
    expect(play.remainingMs.B).toBe(600_000); // the hour of setup cost nobody anything
  });
  it('a flagged clock shows 0:00, never less', () => {
    const st = advanceClock(null, clock, 3, at(['A']), undefined, 0);
    expect(expiredSide(st, 600_000)).toBe('A');
    expect(clockView(clock, st, 900_000).remainingMs.A).toBe(0);
  });
  it('a chess clock: the running side spends the time elapsed; commands earn nothing', () => {
    const s0 = advanceClock(null, clock, 0, at(['A']), undefined, 1000);
    expect(s0.remainingMs).toEqual({ A: 600_000, B: 600_000 });
    const s1 = advanceClock(s0, clock, 1, at(['B']), 'A', 1000 + 30_000);
    expect(s1.remainingMs).toEqual({ A: 570_000, B: 600_000 });
    expect(s1.running).toEqual(['B']);
    expect(nextExpiry(s1)).toBe(31_000 + 600_000);
    // the same version again (a reload) changes nothing
    expect(advanceClock(s1, clock, 1, at(['B']), undefined, 99_999)).toBe(s1);
    expect(clockView(clock, s1, 31_000 + 10_000).remainingMs).toEqual({ A: 570_000, B: 590_000 });
    // twenty quick commands in the same Player Turn: each costs its second, none earns anything
    let st = s1;
    for (let i = 0; i < 20; i++) st = advanceClock(st, clock, 2 + i, at(['A']), i % 2 ? 'A' : 'B', 31_000 + (i + 1) * 1000);
    expect(st.remainingMs.A + st.remainingMs.B).toBe(570_000 + 600_000 - 20_000);
  });
  it('the increment comes once at the start of each of the side’s own Player Turns (its ATTACKER), not in setup', () => {
    const setup = advanceClock(null, clock, 0, at(['A', 'B'], null), undefined, 0);
    const pt1 = advanceClock(setup, clock, 1, at(['A'], '1.1', 'A'), 'B', 0);
    expect(pt1.remainingMs).toEqual({ A: 660_000, B: 600_000 });
    const same = advanceClock(pt1, clock, 2, at(['A'], '1.1', 'A'), 'A', 0);
    expect(same.remainingMs).toEqual({ A: 660_000, B: 600_000 });
    const pt2 = advanceClock(same, clock, 3, at(['B'], '1.2', 'B'), 'A', 0);
    expect(pt2.remainingMs).toEqual({ A: 660_000, B: 660_000 });
    // a clock stored before Player Turns were counted gives nothing until it has seen one
    const { playerTurn: _, ...old } = pt2;
    expect(advanceClock(old, clock, 4, at(['A'], '2.1', 'A'), 'B', 0).remainingMs).toEqual({ A: 660_000, B: 660_000 });
  });
  it('the delay: the first seconds of each wait are free (a quick "No fire" costs nothing); time is never banked', () => {
    const s0 = advanceClock(null, delayed, 0, at(['A']), undefined, 0);
    expect(clockView(delayed, s0, 4000)).toMatchObject({ remainingMs: { A: 600_000 }, graceMs: { A: 6000 } });
    expect(nextExpiry(s0)).toBe(10_000 + 600_000);
    // A moves; B is asked about Defensive First Fire and answers within the delay: neither spent anything
    const s1 = advanceClock(s0, delayed, 1, at(['B']), 'A', 9_000);
    expect(s1.remainingMs).toEqual({ A: 600_000, B: 600_000 });
    const s2 = advanceClock(s1, delayed, 2, at(['A']), 'B', 9_000 + 4_000);
    expect(s2.remainingMs).toEqual({ A: 600_000, B: 600_000 });
    // a slow answer costs only what goes beyond the delay
    const s3 = advanceClock(s2, delayed, 3, at(['B']), 'A', 13_000 + 25_000);
    expect(s3.remainingMs.A).toBe(600_000 - 15_000);
    expect(expiredSide(s3, 38_000 + 10_000 + 600_000 - 1)).toBeNull();
    expect(expiredSide(s3, 38_000 + 10_000 + 600_000)).toBe('B');
    // a side still waited on while the other acts (both end the RPh) keeps its wait's grace: none is renewed
    const r0 = advanceClock(null, delayed, 0, at(['A', 'B']), undefined, 0);
    const r1 = advanceClock(r0, delayed, 1, at(['A', 'B']), 'A', 8_000);
    expect(r1.graceUntil).toEqual({ A: 18_000, B: 10_000 });
    expect(clockView(delayed, r1, 30_000).remainingMs).toEqual({ A: 588_000, B: 580_000 });
  });
  it('a deadline per decision: a side newly waited on, or the side that acted, gets a fresh deadline', () => {
    const tc = { mode: 'deadline', secondsPerDecision: 3600, startsAt: 'setup' } as const;
    const s0 = advanceClock(null, tc, 0, at(['A', 'B']), undefined, 0);
    const s1 = advanceClock(s0, tc, 1, at(['A', 'B']), 'A', 1000_000);
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
