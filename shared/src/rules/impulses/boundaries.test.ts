// HL.3 boundary tests (issue #33, mutation testing): what the activation accepts and refuses, with the
// refusal's own text; which units a hex or a leader activates (dummies yes; eliminated, broken or used
// no); and what each side is told of an activation. Board 71 with open ground.
import type { GameEvent } from '../../engine/events';
import { given, ok, type Given } from '../../testing/scenarioBuilder';
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
const refusal = (message: string, code = 'ILLEGAL_COMMAND') => ({ ok: false, error: { code, message, rule: 'HL.3' } });
const activated = (g: Given, side: 'A' | 'B') => g.events.filter((e: GameEvent) => e.type === 'activated' && e.audience === side);
const choices = (g: Given, side: 'A' | 'B') =>
  g.game.legal(g.state, side).find((l) => l.type === 'activate') as { label: string; rule: string; choices: unknown } | undefined;

describe('HL.3 activation refusals name the rule and the reason', () => {
  it('HL.3: a hex that is not on the map, a hex with nothing that may act, a second activation', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    expect(g.when('A', { type: 'activate', hex: '99Z9' })).toEqual(refusal('no hex 99Z9', 'BAD_COMMAND'));
    expect(g.when('A', { type: 'activate', hex: '71K4' })).toEqual(refusal('you have no unit in 71K4 that may act this Game Turn'));
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    expect(g.when('A', { type: 'activate', hex: '71F5' })).toEqual(refusal('this impulse has already activated its units'));
  });
  it("HL.3: the other side cannot activate in the active side's impulse", () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    expect(g.when('B', { type: 'activate', hex: '71K4' })).toEqual(
      refusal('units are activated by the active side in its impulse', 'NOT_YOUR_TURN'),
    );
  });
  it('HL.3: a leader that is no SMC, broken, off the map, eliminated or used is refused with its reason', () => {
    const g = impulses(hl().unit('A06', '71F5').unit('A01', '71F5').unit('A04', '71K7').unit('B01', '71P2'));
    expect(g.when('A', { type: 'activate', leader: 'A01' })).toEqual(refusal('A01 is not a Hero or Leader'));
    const notGoodOrder = refusal('A06 is not a Good Order Hero or Leader on the map');
    g.state.units.A06!.status.broken = true;
    expect(g.when('A', { type: 'activate', leader: 'A06' })).toEqual(notGoodOrder);
    g.state.units.A06!.status.broken = false;
    g.state.units.A06!.eliminated = true;
    expect(g.when('A', { type: 'activate', leader: 'A06' })).toEqual(notGoodOrder);
    g.state.units.A06!.eliminated = false;
    const at = g.state.units.A06!.loc;
    g.state.units.A06!.loc = null;
    expect(g.when('A', { type: 'activate', leader: 'A06' })).toEqual(notGoodOrder);
    g.state.units.A06!.loc = at;
    // A06 acts in the first impulse; in A's next one he is used
    ok(g.when('A', { type: 'activate', leader: 'A06' }));
    ok(g.when('A', { type: 'endPhase' }));
    ok(g.when('B', { type: 'endPhase' }));
    expect(g.when('A', { type: 'activate', leader: 'A06' })).toEqual(refusal('A06 has already acted this Game Turn'));
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
  });
});

describe('HL.3 which units an activation takes', () => {
  it('HL.3 (our reading): a dummy may be activated (it moves as a "?"); its hex is offered', () => {
    const g = impulses(hl().unit('A07', '71F5').unit('B01', '71K4'));
    expect(choices(g, 'A')).toEqual({
      type: 'activate',
      label: 'Activate a hex or a leader',
      rule: 'HL.3',
      choices: { hexes: ['71F5'], leaders: [] },
    });
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    expect(readImpulses(g.state).activation).toEqual({ by: 'hex', hex: '71F5', units: ['A07'] });
  });
  it("HL.3: eliminated and broken units in the hex are not activated, nor is the other side's unit there", () => {
    const g = impulses(hl().unit('A01', '71F5').unit('A02', '71F5').unit('A04', '71F5').unit('B01', '71F5').unit('B02', '71P2'));
    g.state.units.A02!.eliminated = true;
    g.state.units.A04!.status.broken = true;
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    expect(readImpulses(g.state).activation!.units).toEqual(['A01']);
  });
  it('HL.3: a hex whose only units are broken is not offered, and is refused', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('A04', '71K7').unit('B01', '71P2'));
    g.state.units.A04!.status.broken = true;
    expect(choices(g, 'A')!.choices).toEqual({ hexes: ['71F5'], leaders: [] });
    expect(g.when('A', { type: 'activate', hex: '71K7' })).toEqual(refusal('you have no unit in 71K7 that may act this Game Turn'));
  });
  it('HL.3: the hexes offered are sorted, each once; the leaders offered are the SMC that may act', () => {
    const g = impulses(hl().unit('A04', '71K7').unit('A01', '71F5').unit('A02', '71F5').unit('A06', '71K7').unit('B01', '71P2'));
    expect(choices(g, 'A')!.choices).toEqual({ hexes: ['71F5', '71K7'], leaders: [{ id: 'A06', hex: '71K7' }] });
  });
  it('HL.3: a leader activates the units of his Location that may act, himself included, not the broken ones', () => {
    const g = impulses(hl().unit('A06', '71K7').unit('A01', '71K7').unit('A04', '71K7').unit('A02', '71K8').unit('B01', '71P2'));
    g.state.units.A04!.status.broken = true;
    ok(g.when('A', { type: 'activate', leader: 'A06' }));
    expect(readImpulses(g.state).activation).toEqual({ by: 'leader', hex: '71K7', leader: 'A06', units: ['A01', 'A06'] });
  });
});

describe('HL.3 what each side is told of an activation', () => {
  it('HL.3: the active side is told all; a seen leader and his units are named to the opponent', () => {
    const g = impulses(hl().unit('A06', '71K7').unit('A01', '71K7').unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', leader: 'A06' }));
    expect(activated(g, 'A').map((e) => e.data)).toEqual([
      { by: 'leader', hex: '71K7', leader: 'A06', units: ['A01', 'A06'], rule: 'HL.3' },
    ]);
    expect(activated(g, 'B').map((e) => e.data)).toEqual([
      { by: 'leader', leader: 'A06', hex: '71K7', units: ['A01', 'A06'], concealed: false, rule: 'HL.3' },
    ]);
    expect(g.view('B').modules.impulses!.activation).toEqual({ by: 'leader', leader: 'A06', hex: '71K7', units: ['A01', 'A06'] });
    expect(g.view('A').modules.impulses!.activation).toEqual({ by: 'leader', hex: '71K7', leader: 'A06', units: ['A01', 'A06'] });
  });
  it('HL.3: a seen hex activation names the hex and units, not a leader', () => {
    const g = impulses(hl().unit('A06', '71K7').unit('A01', '71K7').unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
    expect(activated(g, 'A').map((e) => e.data)).toEqual([{ by: 'hex', hex: '71K7', units: ['A01', 'A06'], rule: 'HL.3' }]);
    expect(activated(g, 'B').map((e) => e.data)).toEqual([{ hex: '71K7', units: ['A01', 'A06'], concealed: false, rule: 'HL.3' }]);
  });
  it('HL.3: a concealed leader activating seen units is not named; the seen units are', () => {
    const g = impulses(hl().unit('A06', '71K7', { concealed: true }).unit('A01', '71K7').unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', leader: 'A06' }));
    expect(activated(g, 'B').map((e) => e.data)).toEqual([{ hex: '71K7', units: ['A01'], concealed: true, rule: 'HL.3' }]);
    expect(g.view('B').modules.impulses!.activation).toEqual({ hex: '71K7', units: ['A01'] });
  });
  it('HL.3: units set up hidden tell the opponent nothing: no hex, no unit; its view shows no activation', () => {
    const g = impulses(hl().unit('A01', '71K7').unit('B01', '71P2'));
    g.state.units.A01!.status.hidden = true;
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
    expect(activated(g, 'B').map((e) => e.data)).toEqual([{ units: [], concealed: true, rule: 'HL.3' }]);
    expect(g.view('B').modules.impulses!.activation).toBeNull();
    expect(g.view('A').modules.impulses!.activation).toEqual({ by: 'hex', hex: '71K7', units: ['A01'] });
  });
});

describe("HL.3 the activate command's form and its sampler", () => {
  it('HL.3: a command naming both a hex and a leader, or neither, is refused with the reason', () => {
    const g = impulses(hl().unit('A06', '71F5').unit('B01', '71K4'));
    for (const cmd of [{ type: 'activate', hex: '71F5', leader: 'A06' }, { type: 'activate' }]) {
      const r = g.when('A', cmd);
      expect(r).toMatchObject({ ok: false, error: { code: 'BAD_COMMAND' } });
      expect((r as { error: { message: string } }).error.message).toContain('name exactly one of hex or leader');
    }
  });
  it('HL.3: the hexes offered are sorted whatever order the state keeps the units in', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('A02', '71K7').unit('B01', '71P2'));
    const a01 = g.state.units.A01!;
    delete g.state.units.A01;
    g.state.units.A01 = a01;
    expect(choices(g, 'A')!.choices).toEqual({ hexes: ['71F5', '71K7'], leaders: [] });
  });
  it('HL.3: the random sampler picks among the hexes, then the leaders', () => {
    const handler = impulsesModule.commands!.find((c) => c.type === 'activate')!;
    const entry = {
      type: 'activate',
      label: '',
      rule: 'HL.3',
      choices: { hexes: ['71F5', '71K7'], leaders: [{ id: 'A06', hex: '71K7' }] },
    };
    const g = hl();
    const sample = (r: number) => handler.sample!(entry, () => r, g.game.ctx, g.state, 'A');
    expect(sample(0)).toEqual({ type: 'activate', hex: '71F5' });
    expect(sample(0.5)).toEqual({ type: 'activate', hex: '71K7' });
    expect(sample(0.99)).toEqual({ type: 'activate', leader: 'A06' });
  });
});

describe('HL.3 activation in the network', () => {
  it('HL.1 (the variant keeps network Locations in normal LOS): a unit in a sewer Location, not concealed, is named to the opponent', () => {
    const g = impulses(hl().unit('A01', { hex: '71K7', place: 'sewer', level: -1 }).unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
    expect(readImpulses(g.state).activation).toEqual({ by: 'hex', hex: '71K7', units: ['A01'] });
    expect(activated(g, 'B').map((e) => e.data)).toEqual([{ hex: '71K7', units: ['A01'], concealed: false, rule: 'HL.3' }]);
  });
});
