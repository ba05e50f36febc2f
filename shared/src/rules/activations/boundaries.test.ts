// SC.7 boundary tests (issue #33, mutation testing): the activation's refusals with their reasons, the
// choices offered (sorted by unit id whatever the state's order), what each side is told, the actions
// that are over at once, the conditions each unit gets, the invariants and the view. Board 71 with open
// ground. sewer-infiltration: A01-A03 6-2-8, A04-A05 4-4-7, A06 8-1, A07-A08 dummies; B01-B03 4-6-7.
import type { GameEvent } from '../../engine/events';
import { given, ok, type Given } from '../../testing/scenarioBuilder';
import { readActivation } from '../core/activation';
import { activationConditions } from './conditions';
import { activationsModule } from './index';
import { SC_PHASES } from './sequence';
import { readActivations } from './state';

const sc = () =>
  given('sewer-infiltration', 'sewer-cards', undefined, (m) => {
    m.hexes = {};
    m.hexsides = [];
  });
function actionTurns(g: Given): Given {
  g.playing({ phase: 'StPh' });
  ok(g.endPhase());
  return g;
}
const refusal = (message: string, code = 'ILLEGAL_COMMAND') => ({ ok: false, error: { code, message, rule: 'SC.7' } });
const activated = (g: Given, side: 'A' | 'B') => g.events.filter((e: GameEvent) => e.type === 'activated' && e.audience === side);
const entry = (g: Given, side: 'A' | 'B', type = 'activate') => g.game.legal(g.state, side).find((l) => l.type === type);

describe('SC.7 activation refusals name the rule and the reason', () => {
  it("SC.7: the other side in the active side's action turn; a broken unit; an action the unit cannot take", () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('A06', '71F6').unit('B01', '71K4'));
    expect(g.when('B', { type: 'activate', unit: 'B01', action: 'advance' })).toEqual(
      refusal('units are activated by the active side in its action turn', 'NOT_YOUR_TURN'),
    );
    expect(g.when('A', { type: 'activate', unit: 'A06', action: 'fire' })).toEqual(refusal('A06 cannot be activated to fire'));
    g.state.units.A01!.status.broken = true;
    expect(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' })).toEqual(refusal('A01 is not a Good Order unit on the map'));
  });
  it('SC.7: an eliminated unit, or one off the map, is not activated', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('A02', '71F6').unit('B01', '71K4'));
    g.state.units.A01!.eliminated = true;
    g.state.units.A02!.loc = null;
    expect(entry(g, 'A')).toBeUndefined();
    expect(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' })).toEqual(refusal('A01 is not a Good Order unit on the map'));
    expect(g.when('A', { type: 'activate', unit: 'A02', action: 'advance' })).toEqual(refusal('A02 is not a Good Order unit on the map'));
  });
});

describe('SC.7 the choices offered', () => {
  it('SC.7: the units are listed by id, whatever order the state keeps them in', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('A02', '71F6').unit('B01', '71K4'));
    const a01 = g.state.units.A01!;
    delete g.state.units.A01;
    g.state.units.A01 = a01;
    expect((entry(g, 'A')!.choices as { units: { id: string }[] }).units.map((u) => u.id)).toEqual(['A01', 'A02']);
  });
  it('SC.7: the label and rule of the entry; nothing offered to the other side', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71K4'));
    expect(entry(g, 'A')).toMatchObject({ type: 'activate', label: 'Activate a unit', rule: 'SC.7' });
    expect(entry(g, 'B')).toBeUndefined();
  });
});

describe('SC.7 what each side is told', () => {
  it('SC.7: a seen unit is named to the opponent with its action and hex', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71K4'));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' }));
    expect(activated(g, 'A').map((e) => e.data)).toEqual([{ hex: '71F5', units: ['A01'], action: 'advance', rule: 'SC.7' }]);
    expect(activated(g, 'B').map((e) => e.data)).toEqual([{ hex: '71F5', units: ['A01'], action: 'advance', rule: 'SC.7' }]);
  });
  it('SC.7: Fatigue Unit is over at once: the token is on, and the unit neither moves nor fires in the same action turn', () => {
    const g = actionTurns(sc().unit('A01', '71K6').unit('B01', '71K4'));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'fatigue' }));
    expect(readActivation(g.state).tokens).toEqual({ A01: 'fatigue' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K7' }).ok).toBe(false);
  });
  it('SC.7: Advance and Concentrated Fire are not over at once: no token until the action turn ends', () => {
    for (const action of ['advance', 'fire', 'fireAndMove'] as const) {
      const g = actionTurns(sc().unit('A01', '71K6').unit('B01', '71K4'));
      ok(g.when('A', { type: 'activate', unit: 'A01', action }));
      expect(readActivation(g.state).tokens).toEqual({});
    }
  });
});

describe('SC.7 the conditions of each unit', () => {
  const cond = (g: Given, id: string) => activationConditions(g.game.ctx, g.state, g.state.units[id]!);
  const inactive = (reason: string) => [{ kind: 'inactive', reason, rule: 'SC.7' }];
  it("SC.7: each unit's condition in an action turn, with its reason", () => {
    const g = actionTurns(sc().unit('A01', '71K6').unit('A02', '71K7').unit('A03', '71K8').unit('B01', '71K4').unit('B02', '71K3'));
    ok(g.when('A', { type: 'activate', unit: 'A03', action: 'fatigue' }));
    ok(g.when('A', { type: 'endPhase' }));
    ok(g.when('B', { type: 'activate', unit: 'B01', action: 'opFire' }));
    ok(g.when('B', { type: 'endPhase' }));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' }));
    expect(cond(g, 'A01')).toEqual([{ kind: 'noFire', reason: 'A01 was activated to Advance: it may not fire', rule: 'SC.7' }]);
    expect(cond(g, 'A02')).toEqual(inactive('A02 was not activated in this action turn'));
    expect(cond(g, 'A03')).toEqual(inactive('A03 is fatigued: it acts no more this round'));
    expect(cond(g, 'B01')).toEqual([]);
    expect(cond(g, 'B02')).toEqual(inactive("B02 is not in Op Fire mode: it may not fire in the other side's action turn"));
    g.state.phase = 'RtPh';
    expect(cond(g, 'A03')).toEqual([]);
    g.state.phase = 'Act';
    g.state.status = 'ended';
    expect(cond(g, 'A03')).toEqual([]);
  });
  it('SC.7: Concentrated Fire may not move; Fire and Movement has no condition; a completed activation is inactive', () => {
    const g = actionTurns(sc().unit('A01', '71K6').unit('B01', '71K4'));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'fire' }));
    expect(cond(g, 'A01')).toEqual([{ kind: 'noMove', reason: 'A01 was activated for Concentrated Fire: it may not move', rule: 'SC.7' }]);
    const h = actionTurns(sc().unit('A01', '71K6').unit('B01', '71K4'));
    ok(h.when('A', { type: 'activate', unit: 'A01', action: 'fireAndMove' }));
    expect(cond(h, 'A01')).toEqual([]);
    const o = actionTurns(sc().unit('A01', '71K6').unit('B01', '71K4'));
    ok(o.when('A', { type: 'activate', unit: 'A01', action: 'opFire' }));
    expect(cond(o, 'A01')).toEqual(inactive('A01 has completed its activation'));
  });
});

describe('SC.7 bookkeeping, invariants and view', () => {
  it('SC.7: each action turn started is counted (serial: the turn index)', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71K4'));
    const first = readActivations(g.state).serial;
    ok(g.when('A', { type: 'endPhase' }));
    expect(readActivations(g.state).serial).toBe(first + 1);
  });
  it('SC.7: "Pass" and "End action" label only the action turn\'s end', () => {
    const g = sc().unit('A01', '71F5').unit('B01', '71K4').playing({ phase: 'StPh' });
    expect(activationsModule.endPhaseLabel!(g.game.ctx, g.state, 'A')).toBeUndefined();
  });
  it('SC.7: the invariants: none in a sound action turn; each broken one named', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71K4'));
    const check = () => activationsModule.invariants!(g.game.ctx, g.state);
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' }));
    expect(check()).toEqual([]);
    readActivation(g.state).active!.unit = 'B01';
    readActivation(g.state).tokens.Z99 = 'fatigue';
    readActivations(g.state).passes = 3;
    g.state.phase = 'RtPh';
    expect(check()).toEqual([
      'an activation outlives the action turn (RtPh)',
      'B01 is active but is not of the active side',
      'a token on Z99, which is no unit',
      '3 passes in succession',
    ]);
    readActivations(g.state).passes = 2;
    readActivation(g.state).active!.unit = 'Z98';
    expect(check()).toEqual(['an activation outlives the action turn (RtPh)', 'a token on Z99, which is no unit']);
  });
  it('SC.7: the view: none in setup; everything once the game has ended; tokens listed by unit id', () => {
    expect(sc().view('A').modules.activations).toBeUndefined();
    const g = actionTurns(sc().unit('A04', '71K7', { concealed: true }).unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', unit: 'A04', action: 'opFire' }));
    expect(g.view('B').modules.activations).toMatchObject({ active: null, tokens: {} });
    g.state.status = 'ended';
    expect(g.view('B').modules.activations).toMatchObject({ active: { unit: 'A04', action: 'opFire' }, tokens: { A04: 'opFire' } });
  });
});

describe('SC.7 units beneath the streets', () => {
  it('SC.7: a unit on a Sewer card (beneath the streets) is not activated by an action (its card moves it, SC.4-SC.6)', () => {
    const g = actionTurns(sc().unit('A01', { hex: '71K7', place: 'sewerCard', level: -1 }).unit('A02', '71F5').unit('B01', '71P2'));
    expect((entry(g, 'A')!.choices as { units: { id: string }[] }).units.map((u) => u.id)).toEqual(['A02']);
    expect(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' })).toEqual(refusal('A01 is not a Good Order unit on the map'));
  });
});

describe('SC.7 Assault: who may assault, and where', () => {
  const scene = () => actionTurns(sc().unit('A01', '71K5').unit('A06', '71K5').unit('A07', '71K5').unit('B01', '71K4').unit('B02', '71P8'));
  const assaultUnits = (g: Given) =>
    (entry(g, 'A', 'assault')?.choices as { units: { id: string; targets: string[] }[] } | undefined)?.units;
  it('SC.7 (ToI: a squad assaults): a leader (no firepower) and a dummy are not offered and are refused with the reason', () => {
    const g = scene();
    expect(assaultUnits(g)).toEqual([{ id: 'A01', targets: ['71K4'] }]);
    for (const id of ['A06', 'A07'])
      expect(g.when('A', { type: 'assault', unit: id, hex: '71K4' })).toEqual(
        refusal(`${id} is not a Good Order, unpinned infantry unit with firepower on the map`),
      );
  });
  it('SC.7: a pinned unit is refused with the reason; a hex not on the map is a bad command', () => {
    const g = scene();
    expect(g.when('A', { type: 'assault', unit: 'A01', hex: '99Z9' })).toEqual(refusal('no hex 99Z9', 'BAD_COMMAND'));
    g.state.units.A01!.status.pinned = true;
    expect(g.when('A', { type: 'assault', unit: 'A01', hex: '71K4' })).toEqual(
      refusal('A01 is not a Good Order, unpinned infantry unit with firepower on the map'),
    );
  });
  it('SC.7: an ADJACENT hex holding only own units, or only an eliminated enemy, is no target', () => {
    const g = actionTurns(sc().unit('A01', '71K5').unit('A02', '71K6').unit('B01', '71K4').unit('B02', '71P8'));
    g.state.units.B01!.eliminated = true;
    expect(assaultUnits(g)).toBeUndefined();
    expect(g.when('A', { type: 'assault', unit: 'A01', hex: '71K6' })).toEqual(
      refusal('you know of no enemy unit in the ground Location of 71K6'),
    );
    expect(g.when('A', { type: 'assault', unit: 'A01', hex: '71K4' })).toEqual(
      refusal('you know of no enemy unit in the ground Location of 71K4'),
    );
  });
  it('SC.7: the units that may assault are listed by id, each with its targets sorted', () => {
    const g = actionTurns(sc().unit('A01', '71K5').unit('A02', '71K5').unit('B01', '71K4').unit('B02', '71L5').unit('B03', '71P8'));
    const a01 = g.state.units.A01!;
    delete g.state.units.A01;
    g.state.units.A01 = a01;
    const b01 = g.state.units.B01!;
    delete g.state.units.B01;
    g.state.units.B01 = b01;
    expect(assaultUnits(g)).toEqual([
      { id: 'A01', targets: ['71K4', '71L5'] },
      { id: 'A02', targets: ['71K4', '71L5'] },
    ]);
  });
  it('SC.7 with A11.19 EXC: a concealed unit that ambushes and eliminates its target stays concealed and is not named in the result; one that does not is named (A12.14)', () => {
    const assault = (dice: number[]) => {
      const g = actionTurns(sc().unit('A01', '71K5', { concealed: true }).unit('B01', '71K4').unit('B02', '71P8'));
      g.dice(dice);
      ok(g.when('A', { type: 'assault', unit: 'A01', hex: '71K4' }));
      return g.events.find((e) => e.type === 'assaulted')!.data;
    };
    // Ambush drs 1 - 2 (concealed) against 6: A01 ambushes (A11.4), then kills at DR 2
    expect(assault([1, 6, 1, 1])).toEqual({ hex: '71K4', concealed: true, won: true, rule: 'SC.7' });
    // Ambush drs 6 - 2 against 6: no ambush, the CC reveals A01; both miss at DR 12
    expect(assault([6, 6, 6, 6, 6, 6])).toEqual({ hex: '71K4', unit: 'A01', won: false, rule: 'SC.7' });
  });
});

describe('SC.7 the random samplers', () => {
  const handler = (type: string) => activationsModule.commands!.find((c) => c.type === type)!;
  it('SC.7: the activate sampler picks a unit, then one of its actions', () => {
    const g = sc();
    const choices = {
      units: [
        { id: 'A01', hex: '71F5', actions: ['advance', 'fire'] },
        { id: 'A02', hex: '71F6', actions: ['fatigue'] },
      ],
    };
    const sample = (r: number) =>
      handler('activate').sample!({ type: 'activate', label: '', rule: 'SC.7', choices }, () => r, g.game.ctx, g.state, 'A');
    expect(sample(0)).toEqual({ type: 'activate', unit: 'A01', action: 'advance' });
    expect(sample(0.4)).toEqual({ type: 'activate', unit: 'A01', action: 'advance' });
    expect(sample(0.99)).toEqual({ type: 'activate', unit: 'A02', action: 'fatigue' });
    let n = 0;
    expect(
      handler('activate').sample!({ type: 'activate', label: '', rule: 'SC.7', choices }, () => [0.1, 0.9][n++]!, g.game.ctx, g.state, 'A'),
    ).toEqual({
      type: 'activate',
      unit: 'A01',
      action: 'fire',
    });
  });
  it('SC.7: the assault sampler picks a unit, then one of its targets', () => {
    const g = sc();
    const choices = {
      units: [
        { id: 'A01', targets: ['71K4', '71L5'] },
        { id: 'A02', targets: ['71K6'] },
      ],
    };
    let n = 0;
    const seq =
      (...rs: number[]) =>
      () =>
        rs[n++]!;
    const sample = (random: () => number) =>
      handler('assault').sample!({ type: 'assault', label: '', rule: 'SC.7', choices }, random, g.game.ctx, g.state, 'A');
    expect(sample(seq(0.1, 0.9))).toEqual({ type: 'assault', unit: 'A01', hex: '71L5' });
    n = 0;
    expect(sample(seq(0.9, 0.1))).toEqual({ type: 'assault', unit: 'A02', hex: '71K6' });
  });
});

describe('SC.7 the activations part of a view', () => {
  it('SC.7: the tokens the viewer sees, keyed by unit id in order; the seen active unit with its action', () => {
    const g = actionTurns(sc().unit('A02', '71F5').unit('A01', '71F6').unit('A04', '71K7', { concealed: true }).unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', unit: 'A02', action: 'fatigue' }));
    ok(g.when('A', { type: 'endPhase' }));
    ok(g.when('B', { type: 'endPhase' })); // pass
    ok(g.when('A', { type: 'activate', unit: 'A04', action: 'fatigue' }));
    ok(g.when('A', { type: 'endPhase' }));
    ok(g.when('B', { type: 'endPhase' })); // pass
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' }));
    const tokens = readActivation(g.state).tokens;
    expect(Object.keys(tokens)).toEqual(['A02', 'A04']);
    expect(Object.keys(g.view('A').modules.activations!.tokens)).toEqual(['A02', 'A04']);
    const a02 = tokens.A02!;
    delete tokens.A02;
    tokens.A02 = a02;
    expect(Object.keys(g.view('A').modules.activations!.tokens)).toEqual(['A02', 'A04']);
    expect(g.view('B').modules.activations).toEqual({
      active: { unit: 'A01', action: 'advance' },
      tokens: { A02: 'fatigue' },
      passes: 1, // B passed last
      round: 2,
    });
  });
});

describe('SC.7 the turn is checked before the unit', () => {
  it('SC.7: out of its action turn a side is refused for the turn, even with a broken unit or a hex not ADJACENT', () => {
    const g = actionTurns(sc().unit('A01', '71K6').unit('B01', '71K4'));
    g.state.units.B01!.status.broken = true;
    expect(g.when('B', { type: 'activate', unit: 'B01', action: 'advance' })).toEqual(
      refusal('units are activated by the active side in its action turn', 'NOT_YOUR_TURN'),
    );
    expect(g.when('B', { type: 'assault', unit: 'B01', hex: '71P8' })).toEqual(
      refusal('units are activated by the active side in its action turn', 'NOT_YOUR_TURN'),
    );
  });
});

describe('SC.7 only Infantry (and dummies) are activated', () => {
  it('SC.7: a Gun on the map is neither offered nor activated', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('A02', '71F6').unit('B01', '71K4'));
    Object.assign(g.state.units.A02!, { kind: 'gun' });
    expect((entry(g, 'A')!.choices as { units: { id: string }[] }).units.map((u) => u.id)).toEqual(['A01']);
    expect(g.when('A', { type: 'activate', unit: 'A02', action: 'advance' })).toEqual(refusal('A02 is not a Good Order unit on the map'));
  });
});

describe('SC.7 Concentrated Fire: the unit that fired is active until its action turn ends', () => {
  it('SC.7 (ToI: only an Op Fire unit that fired is fatigued at once): after its shot the active unit still may not move, and is not fatigued', () => {
    const g = actionTurns(sc().unit('A01', '71K7').unit('B01', '71K5'));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'fire' }));
    g.dice([6, 6]);
    ok(g.when('A', { type: 'fire', firers: ['A01'], target: '71K5' }));
    expect(activationConditions(g.game.ctx, g.state, g.state.units.A01!)).toEqual([
      { kind: 'noMove', reason: 'A01 was activated for Concentrated Fire: it may not move', rule: 'SC.7' },
    ]);
    expect(readActivation(g.state).tokens).toEqual({});
  });
});

describe('SC.7 Assault: offered only when the side may activate, and told as an assault', () => {
  it("SC.7: no assault is offered to the other side in the active side's action turn, nor once a unit is activated", () => {
    const g = actionTurns(sc().unit('A01', '71K5').unit('A02', '71K5').unit('B01', '71K4').unit('B02', '71P8'));
    expect(entry(g, 'A', 'assault')).toBeDefined();
    expect(entry(g, 'B', 'assault')).toBeUndefined();
    ok(g.when('A', { type: 'activate', unit: 'A02', action: 'advance' }));
    expect(entry(g, 'A', 'assault')).toBeUndefined();
  });
  it('SC.7: the assaulting unit is activated for "assault", and both sides are told so', () => {
    const g = actionTurns(sc().unit('A01', '71K5').unit('B01', '71K4').unit('B02', '71P8'));
    g.dice([6, 6, 6, 6, 6, 6]);
    ok(g.when('A', { type: 'assault', unit: 'A01', hex: '71K4' }));
    expect(readActivation(g.state).active).toEqual({ unit: 'A01', action: 'assault' });
    for (const side of ['A', 'B'] as const)
      expect(activated(g, side).map((e) => e.data)).toEqual([{ hex: '71K5', units: ['A01'], action: 'assault', rule: 'SC.7' }]);
  });
});

describe('SC.7 the round: action turns counted, a Rout Phase, a Status Phase', () => {
  it('SC.7: only the action turns are counted (serial): the RtPh and StPh between two rounds add none', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71K4'));
    expect(readActivations(g.state).serial).toBe(1);
    ok(g.when('A', { type: 'endPhase' })); // pass
    ok(g.when('B', { type: 'endPhase' })); // pass: the action turns are over
    expect(g.state.phase).toBe('RtPh');
    expect(readActivations(g.state).serial).toBe(2);
    ok(g.endPhase()); // RtPh
    expect(g.state.phase).toBe('StPh');
    expect(readActivations(g.state).serial).toBe(2);
    ok(g.endPhase()); // StPh
    expect(g.state).toMatchObject({ phase: 'Act', step: 1 });
    expect(readActivations(g.state).serial).toBe(3);
  });
  it('SC.7 (A3.6, A10.5): in the Rout Phase a broken unit routs', () => {
    const g = actionTurns(sc().unit('A01', '71K6').unit('B01', '71K4'));
    g.state.units.A01!.status.broken = true;
    ok(g.when('A', { type: 'endPhase' }));
    ok(g.when('B', { type: 'endPhase' }));
    expect(g.state.phase).toBe('RtPh');
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'rout')).toBe(true);
  });
  it('SC.7, SC.3: the phases as the players see them (names, rules); the Status Phase is the "refresh" activity the Sewer cards flip on (sewerCards/index.ts names it too)', () => {
    expect(SC_PHASES.map((p) => [p.id, p.name, p.rule])).toEqual([
      ['Act', 'Action turn', 'SC.7'],
      ['RtPh', 'Rout Phase', 'A3.6'],
      ['StPh', 'Status Phase', 'SC.3'],
    ]);
    expect(SC_PHASES.find((p) => p.id === 'StPh')!.acts).toEqual({ rally: 'both', refresh: 'both' });
  });
  it('SC.7: the module names the rule it implements', () => {
    expect(activationsModule.rules).toEqual(['SC.7']);
  });
});
