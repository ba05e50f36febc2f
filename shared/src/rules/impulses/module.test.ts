// HL.3 boundary tests of the impulses module (issue #33, mutation testing): the impulses counted, the
// endPhase label, each unit's condition in and out of the Impulse phase, the invariants and the view.
// Board 71 with open ground.
import { given, ok, type Given } from '../../testing/scenarioBuilder';
import { impulseConditions } from './conditions';
import { impulsesModule } from './index';
import { readImpulses } from './state';

const hl = () =>
  given('sewer-infiltration', 'heroes-and-leaders', undefined, (m) => {
    m.hexes = {};
    m.hexsides = [];
  });
function impulses(g: Given): Given {
  g.playing({ phase: 'RPh' });
  ok(g.endPhase());
  return g;
}

describe('HL.3 bookkeeping of the impulses', () => {
  it('HL.3: each impulse started is counted (serial: the turn index); the RPh restarts nothing of it', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    expect(readImpulses(g.state).serial).toBe(1);
    ok(g.when('A', { type: 'endPhase' }));
    expect(readImpulses(g.state).serial).toBe(2);
    expect(g.game.ctx.turn.index(g.state)).toBe(3);
  });
  it('HL.3: only the Impulse phases are counted: the RtPh, CCPh and RPh between two Game Turns add none', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    ok(g.when('A', { type: 'endPhase' })); // pass
    ok(g.when('B', { type: 'endPhase' })); // pass: the impulses are over
    expect(readImpulses(g.state).serial).toBe(2);
    ok(g.endPhase()); // RtPh
    ok(g.endPhase()); // CCPh
    expect(g.state).toMatchObject({ turn: 2, phase: 'RPh' });
    ok(g.endPhase()); // RPh
    expect(g.state).toMatchObject({ turn: 2, phase: 'Imp', step: 1 });
    expect(readImpulses(g.state).serial).toBe(3);
  });
  it('HL.3: "Pass" and "End impulse" label only the Impulse phase\'s end', () => {
    const g = hl().unit('A01', '71F5').unit('B01', '71K4').playing({ phase: 'RPh' });
    expect(impulsesModule.endPhaseLabel!(g.game.ctx, g.state, 'A')).toBeUndefined();
  });
  it('HL.3: a used unit is inactive only in the Impulse phase; in the RtPh and CCPh it acts (routs, melees)', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    ok(g.when('A', { type: 'endPhase' }));
    const a01 = () => g.state.units.A01!;
    expect(impulseConditions(g.game.ctx, g.state, a01())).toEqual([
      { kind: 'inactive', reason: 'A01 has already acted this Game Turn', rule: 'HL.3' },
    ]);
    ok(g.when('B', { type: 'endPhase' })); // pass
    ok(g.when('A', { type: 'endPhase' })); // pass: the impulses are over
    expect(g.state.phase).toBe('RtPh');
    expect(readImpulses(g.state).used).toEqual(['A01']);
    expect(impulseConditions(g.game.ctx, g.state, a01())).toEqual([]);
    g.state.status = 'ended';
    g.state.phase = 'Imp';
    expect(impulseConditions(g.game.ctx, g.state, a01())).toEqual([]);
  });
  it('HL.3: an active side unit not activated in this impulse is inactive, with its reason; the other side is not', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('A04', '71K7').unit('B01', '71K4'));
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    expect(impulseConditions(g.game.ctx, g.state, g.state.units.A04!)).toEqual([
      { kind: 'inactive', reason: 'A04 was not activated in this impulse', rule: 'HL.3' },
    ]);
    expect(impulseConditions(g.game.ctx, g.state, g.state.units.A01!)).toEqual([]);
    expect(impulseConditions(g.game.ctx, g.state, g.state.units.B01!)).toEqual([]);
  });
});

describe('HL.3 invariants', () => {
  const check = (g: Given) => impulsesModule.invariants!(g.game.ctx, g.state);
  it('HL.3: a sound impulse breaks none', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    expect(check(g)).toEqual([]);
  });
  it('HL.3: an activation outside the Impulse phase, a used unit activated, an inactive side activated, three passes', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    const s = readImpulses(g.state);
    s.activation!.units.push('B01');
    s.used.push('A01');
    s.passes = 3;
    g.state.phase = 'RtPh';
    expect(check(g)).toEqual([
      'an activation outlives the Impulse phase (RtPh)',
      'A01 is activated but has already acted this Game Turn',
      'B01 is activated but is not of the active side',
      '3 passes in succession',
    ]);
    s.passes = 2;
    s.activation!.units.push('Z99');
    expect(check(g)).not.toContain('2 passes in succession');
    expect(check(g).join()).not.toMatch(/Z99/);
  });
  it('HL.3: with nothing activated (a pass) only the passes in succession are checked', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    const s = readImpulses(g.state);
    s.used.push('A01');
    expect(check(g)).toEqual([]);
    s.passes = 3;
    expect(check(g)).toEqual(['3 passes in succession']);
  });
  it('HL.3: the module names the rule it implements', () => {
    expect(impulsesModule.rules).toEqual(['HL.3']);
  });
});

describe('HL.3 the impulses part of a view', () => {
  it('HL.3: none during setup; at the end of the game everything, to anyone', () => {
    const setup = hl();
    expect(setup.view('A').modules.impulses).toBeUndefined();
    const g = impulses(hl().unit('A04', '71K7', { concealed: true }).unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
    expect(g.view('B').modules.impulses!.activation).toEqual({ hex: '71K7', units: [] });
    g.state.status = 'ended';
    expect(g.view('B').modules.impulses!.activation).toEqual({ by: 'hex', hex: '71K7', units: ['A04'] });
  });
  it('HL.3: the replay viewer sees all; the public viewer as the opponent does', () => {
    const g = impulses(hl().unit('A04', '71K7', { concealed: true }).unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
    ok(g.when('A', { type: 'endPhase' }));
    expect(g.view('replay').modules.impulses!.used).toEqual(['A04']);
    expect(g.view('public').modules.impulses!.used).toEqual([]);
    g.state.units.A04!.status.concealed = false;
    expect(g.view('public').modules.impulses!.used).toEqual(['A04']);
    expect(g.view('B').modules.impulses!.used).toEqual(['A04']);
    g.state.units.A04!.status.hidden = true;
    expect(g.view('B').modules.impulses!.used).toEqual([]);
    g.state.units.A04!.status.hidden = false;
    g.state.units.A04!.loc = null;
    expect(g.view('B').modules.impulses!.used).toEqual([]);
    delete g.state.units.A04;
    expect(g.view('B').modules.impulses!.used).toEqual([]);
    expect(g.view('A').modules.impulses!.used).toEqual([]);
  });
});
