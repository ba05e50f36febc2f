// HL.2 coming up out of the network as one stack of several units, the boundaries left by mutation
// testing (issue #33): each unit pays the climb from its own MF (parameter leaveNetworkMf, our reading:
// all it has left by default), the climb is refused when any one of them cannot pay it. Board 71 of the
// sewer-infiltration scenario under heroes-and-leaders: A01 a 6-2-8 squad (4 MF: no leader with it, a
// Hero is no leader of A4.12), A09 a Hero (6 MF), both in the Sewer Location beneath the manhole C8.
import { ruleset } from '../../rulesets/index';
import { given, type Given } from '../../testing/scenarioBuilder';
import { activity, readActivity } from '../core/activity';

function scene(params?: Record<string, unknown>, add: (g: Given) => void = () => {}): Given {
  const g = given(
    'sewer-infiltration',
    ruleset('heroes-and-leaders', params),
    (doc) => {
      const oob = doc.oob as Record<string, Record<string, unknown>[]>;
      oob.A!.push({ type: 'ru-hero', count: 1, skills: ['Sewer Rat'] });
      doc.rules = { sewerMovement: ['A'] };
    },
    (m) => {
      m.hexes = { '71C2': { manhole: true }, '71C8': { manhole: true } };
      m.hexsides = [];
    },
  );
  const sewer = { hex: '71C8', place: 'sewer', level: -1 };
  g.unit('A01', sewer).unit('A09', sewer).unit('B01', '71K9');
  add(g);
  g.playing({ phase: 'Imp', attacker: 'A' });
  g.state.modules.impulses = { passes: 0, serial: 1, used: [], activation: { by: 'hex', hex: '71C8', units: ['A01', 'A09'] } };
  return g;
}

describe('HL.2 a stack of two comes up out of the network', () => {
  it('HL.2: the Hero (6 MF) and the squad (4 MF) come up together, each spending all it has; the owner hears the dearer climb, 6 MF', () => {
    const g = scene();
    expect(g.game.legal(g.state, 'A').filter((c) => c.type === 'leaveNetwork')).toMatchObject([{ choices: { units: ['A01', 'A09'] } }]);
    expect(g.when('A', { type: 'leaveNetwork', units: ['A01', 'A09'] })).toMatchObject({ ok: true });
    expect(g.state.units.A01!.loc).toEqual({ hex: '71C8', place: 'ground', level: 0 });
    expect(g.state.units.A09!.loc).toEqual({ hex: '71C8', place: 'ground', level: 0 });
    expect(readActivity(g.state)).toMatchObject({ mf: { A01: 4, A09: 6 }, done: { A01: true, A09: true } });
    expect(g.events.find((e) => e.type === 'networkLeft' && e.audience === 'A')!.data).toMatchObject({ units: ['A01', 'A09'], mf: 6 });
  });
  it('HL.2 (leaveNetworkMf 5): refused when one of the stack cannot pay it (the squad has 4 MF), though the Hero could', () => {
    const g = scene({ leaveNetworkMf: 5 });
    expect(g.when('A', { type: 'leaveNetwork', units: ['A01', 'A09'] })).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'coming up costs 5 MF', rule: 'HL.2' },
    });
    expect(g.when('A', { type: 'leaveNetwork', units: ['A09'] })).toMatchObject({ ok: true });
  });
  it('HL.2: an eliminated unit left in the Sewer Location does not come up: not offered, refused', () => {
    const g = scene();
    g.state.units.A01!.eliminated = true;
    expect(g.game.legal(g.state, 'A').filter((c) => c.type === 'leaveNetwork')).toMatchObject([{ choices: { units: ['A09'] } }]);
    expect(g.when('A', { type: 'leaveNetwork', units: ['A01'] })).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'A01 cannot come up out of the network now', rule: 'HL.2' },
    });
  });
  it('HL.2 with the impulse: a unit that has fired this impulse does not come up', () => {
    const g = scene();
    activity(g.state).fired.A01 = 'prep';
    expect(g.game.legal(g.state, 'A').filter((c) => c.type === 'leaveNetwork')).toMatchObject([{ choices: { units: ['A09'] } }]);
    expect(g.when('A', { type: 'leaveNetwork', units: ['A01'] })).toMatchObject({ ok: false, error: { rule: 'HL.2' } });
  });
  it('HL.5, A11.7: units held in Melee in the Sewer Location (an enemy squad there) do not come up', () => {
    const g = scene(undefined, (x) => x.unit('B02', { hex: '71C8', place: 'sewer', level: -1 }));
    expect(g.game.legal(g.state, 'A').filter((c) => c.type === 'leaveNetwork')).toEqual([]);
    expect(g.when('A', { type: 'leaveNetwork', units: ['A01', 'A09'] })).toMatchObject({ ok: false, error: { rule: 'HL.2' } });
  });
});
