// A4.44: the SW of an eliminated possessor stay in its Location and are recovered there; A21.1 capture,
// A21.11/A21.12 (with A.11) the captured penalties; who sees a SW lying in a Location.
// Board 72 of hamlet-line: the German B01 (4-6-7) with the LMG B06 in 72J5, B04 (2-4-8) in 72J6; the
// Russians A01, A02 (4-4-7) ADJACENT in 72J4 eliminate B01 (A03 stands by in 72J3) with a 16-FP PBF attack on a DR of 2.
import { given, ok } from '../../testing/scenarioBuilder';
import { readSwPieces } from '../core/swPieces';

type G = ReturnType<typeof given>;
const at = (g: G, phase: string, attacker: string) => g.state.phase === phase && g.state.attacker === attacker;
const until = (g: G, phase: string, attacker: string) => {
  while (!at(g, phase, attacker)) ok(g.endPhase());
  return g;
};
const recoveries = (g: G, side: 'A' | 'B') =>
  g.game
    .legal(g.state, side)
    .filter((l) => l.type === 'recoverSw')
    .map((l) => l.command);
const lying = (g: G, viewer: 'A' | 'B' | 'public') =>
  (g.view(viewer).modules.supportWeapons as { lying?: { unit: string }[] } | undefined)?.lying?.map((l) => l.unit) ?? [];

/** B01 and its LMG in 72J5, eliminated in the Russian PFPh (`concealed`: it was under a "?"). */
const eliminated = (concealed = false) => {
  const g = given('hamlet-line').unit('B01', '72J5').unit('B04', '72J6').unit('A01', '72J4').unit('A02', '72J4').unit('A03', '72J3');
  g.state.units.B01!.carries = ['B06'];
  g.state.units.B01!.status.concealed = concealed;
  g.playing({ phase: 'PFPh', attacker: 'A' });
  ok(g.dice([1, 1, 1, 1, 1, 1]).when('A', { type: 'fire', firers: ['A01', 'A02'], target: '72J5' }));
  expect(g.state.units.B01!.eliminated).toBe(true);
  return g;
};
/** Then A03, which did not fire, moves from 72J3 into 72J5 in the Russian MPh (`cx`: it is CX). */
const arrived = (cx = false) => {
  const g = until(eliminated(), 'MPh', 'A');
  g.state.units.A03!.loc = { hex: '72J4', place: 'ground', level: 0 };
  ok(g.when('A', { type: 'move', units: ['A03'], to: '72J5' }));
  if (g.state.pending) ok(g.when('B', { type: 'declineFire' }));
  g.state.units.A03!.status.cx = cx;
  return g;
};

describe('A4.44 a SW of an eliminated possessor stays in the Location', () => {
  it('A4.44: B01 eliminated, its LMG lies in 72J5 unpossessed, not eliminated; both sides and the spectators see it', () => {
    const g = eliminated();
    expect(g.state.units.B06!.eliminated).toBe(false);
    expect(readSwPieces(g.state).lying.B06).toEqual({ loc: { hex: '72J5', place: 'ground', level: 0 }, unseen: false });
    expect(g.events.filter((e) => e.type === 'swLeft')).toEqual([
      expect.objectContaining({ audience: 'B', data: expect.objectContaining({ unit: 'B06', carriedBy: 'B01', rule: 'A4.44' }) }),
    ]);
    expect([lying(g, 'A'), lying(g, 'B'), lying(g, 'public')]).toEqual([['B06'], ['B06'], ['B06']]);
  });

  it('A4.44 with A12: a SW left by an elimination the other side was not told of (`unseen`) is hidden from it and the spectators until one of its units stands there', () => {
    const g = eliminated();
    // as core/morale.ts eliminate leaves it when its event was the owner's alone (a "?", HIP, below ground)
    g.state.modules.swPieces = { dismantled: {}, lying: { B06: { loc: { hex: '72J5', place: 'ground', level: 0 }, unseen: true } } };
    expect([lying(g, 'A'), lying(g, 'B'), lying(g, 'public')]).toEqual([[], ['B06'], []]);
    expect(g.view('A').modules.supportWeapons).toBeUndefined();
    until(g, 'MPh', 'A');
    expect(recoveries(g, 'A')).toEqual([]);
    g.state.units.A03!.loc = { hex: '72J4', place: 'ground', level: 0 };
    ok(g.when('A', { type: 'move', units: ['A03'], to: '72J5' }));
    if (g.state.pending) ok(g.when('B', { type: 'declineFire' }));
    expect(lying(g, 'A')).toEqual(['B06']);
    expect(lying(g, 'public')).toEqual(['B06']); // both sides know it now
  });
});

describe('A4.44 twin games: an unseen SW changes nothing the other side receives', () => {
  it('A4.44, A12: the game with an unseen LMG lying in 72J5 and its twin without one give A and the spectators byte-identical views and legal entries', () => {
    const twin = (withSw: boolean) => {
      const g = until(eliminated(), 'MPh', 'A');
      g.state.modules.swPieces = withSw
        ? { dismantled: {}, lying: { B06: { loc: { hex: '72J5', place: 'ground', level: 0 }, unseen: true } } }
        : { dismantled: {}, lying: {} };
      if (!withSw) g.state.units.B06!.eliminated = true; // lost with B01, as before A4.44
      return g;
    };
    const [a, b] = [twin(true), twin(false)];
    expect(JSON.stringify(a.view('A'))).toBe(JSON.stringify(b.view('A')));
    expect(JSON.stringify(a.view('public'))).toBe(JSON.stringify(b.view('public')));
    expect(JSON.stringify(a.game.legal(a.state, 'A'))).toBe(JSON.stringify(b.game.legal(b.state, 'A')));
    expect(JSON.stringify(a.view('B'))).not.toBe(JSON.stringify(b.view('B'))); // its owner sees it
  });
});

describe('A4.44 Recovery, A21.1 capture', () => {
  it('A4.44: in its MPh, for one MF, A03 recovers the enemy LMG on a dr of 5 (< 6): captured (A21.1), its side now the Russians', () => {
    const g = arrived();
    expect(recoveries(g, 'A')).toEqual([{ type: 'recoverSw', unit: 'A03', sw: 'B06' }]);
    ok(g.dice([5]).when('A', { type: 'recoverSw', unit: 'A03', sw: 'B06' }));
    expect(g.events.filter((e) => e.type === 'swRecovery').at(-1)).toMatchObject({
      audience: 'A',
      data: { unit: 'A03', sw: 'B06', dr: 5, final: 5, below: 6, recovered: true, captured: true, rule: 'A4.44' },
    });
    expect(g.state.units.A03!.carries).toEqual(['B06']);
    expect(g.state.units.B06!.side).toBe('A');
    expect(g.view('A').modules.supportWeapons).toEqual({ captured: ['B06'] });
    expect(lying(g, 'B')).toEqual([]);
    expect((g.view('A').modules.movement as { mf: Record<string, { spent: number }> }).mf.A03!.spent).toBe(2); // 1 to enter + 1
  });

  it('A4.44: a dr of 6 fails; one attempt per unit and SW per MPh', () => {
    const g = arrived();
    ok(g.dice([6]).when('A', { type: 'recoverSw', unit: 'A03', sw: 'B06' }));
    expect(g.state.units.A03!.carries).toEqual([]);
    expect(recoveries(g, 'A')).toEqual([]);
    expect(g.dice([1]).when('A', { type: 'recoverSw', unit: 'A03', sw: 'B06' }).ok).toBe(false);
  });

  it('A4.44, A4.51: CX adds 1: a dr of 5 is a Final dr of 6 and fails', () => {
    const g = arrived(true);
    ok(g.dice([5]).when('A', { type: 'recoverSw', unit: 'A03', sw: 'B06' }));
    expect(g.events.filter((e) => e.type === 'swRecovery').at(-1)!.data).toMatchObject({ final: 6, recovered: false });
  });

  it('A4.44: not while an armed Known enemy unit is in the Location; not from another Location', () => {
    const g = arrived();
    g.state.units.B04!.loc = { hex: '72J5', place: 'ground', level: 0 };
    expect(recoveries(g, 'A')).toEqual([]);
    g.state.units.B04!.status.concealed = true; // not Known
    expect(recoveries(g, 'A')).toEqual([{ type: 'recoverSw', unit: 'A03', sw: 'B06' }]);
    const h = until(eliminated(), 'MPh', 'A');
    expect(recoveries(h, 'A')).toEqual([]); // A03 is still in 72J3
  });

  it('A4.44: in the RPh its own side recovers it, uncaptured; a SW taken back from the captor is no longer captured', () => {
    const g = until(eliminated(), 'RPh', 'B');
    g.state.units.B04!.loc = { hex: '72J5', place: 'ground', level: 0 };
    expect(recoveries(g, 'B')).toEqual([{ type: 'recoverSw', unit: 'B04', sw: 'B06' }]);
    ok(g.dice([1]).when('B', { type: 'recoverSw', unit: 'B04', sw: 'B06' }));
    expect(g.state.units.B04!.carries).toEqual(['B06']);
    expect(g.events.filter((e) => e.type === 'swRecovery').at(-1)!.data).toMatchObject({ recovered: true, captured: false });
    expect(g.view('B').modules.supportWeapons).toBeUndefined();
  });
});
