// SC.7 action turns (our reading of Tide of Iron's Action Phase, Op Fire and Status Phase with the
// chapter A core, rules/activations): the sides alternate action turns, the first ATTACKER first; in
// each the active side activates one fresh unit for one action, or passes; two passes in succession end
// them; a unit that acted carries a token (fatigue or Op Fire) until the Status Phase. Board 71 with open
// ground. sewer-infiltration: A01-A03 6-2-8, A04-A05 4-4-7, A06 8-1, A07-A08 dummies; B01-B03 4-6-7.
import type { GameEvent } from '../../engine/events';
import { createGame } from '../../game/game';
import { seededDice } from '../../rng/dice';
import { ruleset } from '../../rulesets/index';
import { loadMap, scenarioDoc } from '../../testing/fixtures';
import { playRandomGame } from '../../testing/playout';
import { mulberry } from '../../testing/random';
import { given, ok, where, type Given } from '../../testing/scenarioBuilder';
import { readActivation } from '../core/activation';
import { readActivations } from './state';

const sc = () =>
  given('sewer-infiltration', 'sewer-cards', undefined, (m) => {
    m.hexes = {};
    m.hexsides = [];
  });
/** From a Status Phase into the next round's first action turn, as both sides end it. */
function actionTurns(g: Given): Given {
  g.playing({ phase: 'StPh' });
  ok(g.endPhase());
  return g;
}
const units = (g: Given, side: 'A' | 'B') =>
  (
    g.game.legal(g.state, side).find((l) => l.type === 'activate')?.choices as { units: { id: string; actions: string[] }[] } | undefined
  )?.units.map((u) => u.id);
const seenBy = (g: Given, side: 'A' | 'B') => g.events.filter((e: GameEvent) => e.audience === side || e.audience === 'all');
const refused = { ok: false, error: { rule: 'SC.7' } };

describe('SC.7 action turns alternate until both sides pass in succession', () => {
  it('SC.7: the first ATTACKER has the first action turn; the sides alternate, each numbered by its step', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71K4'));
    expect(where(g)).toEqual({ phase: 'Act', step: 1, attacker: 'A' });
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'fatigue' }));
    ok(g.when('A', { type: 'endPhase' }));
    expect(where(g)).toEqual({ phase: 'Act', step: 2, attacker: 'B' });
    expect(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN', rule: 'SC.7' },
    });
  });
  it('SC.7: two passes in succession end the action turns (then the RtPh); pass, act, pass does not', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71K4'));
    ok(g.when('A', { type: 'endPhase' })); // pass
    expect(readActivations(g.state).passes).toBe(1);
    ok(g.when('B', { type: 'activate', unit: 'B01', action: 'fatigue' }));
    ok(g.when('B', { type: 'endPhase' })); // acted: the succession is broken
    expect(readActivations(g.state).passes).toBe(0);
    ok(g.when('A', { type: 'endPhase' })); // pass
    expect(where(g)).toEqual({ phase: 'Act', step: 4, attacker: 'B' });
    ok(g.when('B', { type: 'endPhase' })); // pass: two in succession
    expect(g.state.phase).toBe('RtPh');
  });
  it('SC.7: endPhase is offered as "Pass" before anything is activated, "End action" after', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71K4'));
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'endPhase')?.label).toBe('Pass');
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' }));
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'endPhase')?.label).toBe('End action');
  });
});

describe('SC.7 one fresh unit, one action, each action turn', () => {
  it('SC.7: one activation an action turn; the legal entry lists each fresh unit with its actions', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('A02', '71F6').unit('A06', '71F6').unit('B01', '71K4'));
    const entry = g.game.legal(g.state, 'A').find((l) => l.type === 'activate')!;
    expect(entry).toMatchObject({ type: 'activate', rule: 'SC.7' });
    const all = ['advance', 'fire', 'fireAndMove', 'opFire', 'fatigue'];
    expect(entry.choices).toEqual({
      units: [
        { id: 'A01', hex: '71F5', actions: all },
        { id: 'A02', hex: '71F6', actions: all },
        { id: 'A06', hex: '71F6', actions: ['advance', 'fatigue'] },
      ],
    });
    expect(g.when('A', { type: 'activate', unit: 'A06', action: 'fire' })).toMatchObject(refused); // a leader has no FP
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' }));
    expect(units(g, 'A')).toBeUndefined();
    expect(g.when('A', { type: 'activate', unit: 'A02', action: 'advance' })).toMatchObject(refused);
    expect(readActivation(g.state).active).toEqual({ unit: 'A01', action: 'advance' });
  });
  it('SC.7 (our reading): a dummy may be activated to move, to bluff Op Fire or to wait, never to fire', () => {
    const g = actionTurns(sc().unit('A07', '71F5').unit('B01', '71K4'));
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'activate')!.choices).toEqual({
      units: [{ id: 'A07', hex: '71F5', actions: ['advance', 'opFire', 'fatigue'] }],
    });
    expect(g.when('A', { type: 'activate', unit: 'A07', action: 'fire' })).toMatchObject(refused);
    ok(g.when('A', { type: 'activate', unit: 'A07', action: 'advance' }));
  });
  it('SC.7: a broken unit is not activated', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71K4'));
    g.state.units.A01!.status.broken = true;
    expect(units(g, 'A')).toBeUndefined();
    expect(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' })).toMatchObject(refused);
  });
  it('SC.7: a fatigued unit is not activated again until the Status Phase takes the tokens off', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('A02', '71F6').unit('B01', '71K4'));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' }));
    ok(g.when('A', { type: 'endPhase' }));
    expect(readActivation(g.state).tokens).toEqual({ A01: 'fatigue' });
    ok(g.when('B', { type: 'endPhase' })); // pass
    expect(units(g, 'A')).toEqual(['A02']);
    expect(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' })).toMatchObject(refused);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71F4' }).ok).toBe(false);
    ok(g.when('A', { type: 'endPhase' })); // pass: two in succession
    ok(g.endPhase()); // RtPh
    expect(g.state.phase).toBe('StPh');
    expect(readActivation(g.state).tokens).toEqual({});
    ok(g.endPhase()); // StPh: the next round
    expect(g.state).toMatchObject({ turn: 3, phase: 'Act', step: 1, attacker: 'A' });
    expect(units(g, 'A')).toEqual(['A01', 'A02']);
  });
  it('SC.7: Prepare Op Fire and Fatigue Unit are over at once: the token is on before the action turn ends', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71K4'));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'opFire' }));
    expect(readActivation(g.state).tokens).toEqual({ A01: 'opFire' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71F4' }).ok).toBe(false);
    ok(g.when('A', { type: 'endPhase' }));
    expect(readActivation(g.state).tokens).toEqual({ A01: 'opFire' }); // not turned to fatigue
  });
});

describe('SC.7 and the core bookkeeping (A7.8 Pin)', () => {
  it("A7.8 (our reading with action turns): a Pin lasts through the round's action turns and the Status Phase, and is gone as the next round begins", () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71K4'));
    g.state.units.B01!.status.pinned = true;
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'fatigue' }));
    ok(g.when('A', { type: 'endPhase' }));
    expect(g.state.units.B01!.status.pinned).toBe(true);
    ok(g.when('B', { type: 'endPhase' })); // pass
    ok(g.when('A', { type: 'endPhase' })); // pass
    ok(g.endPhase()); // RtPh
    expect(g.state.phase).toBe('StPh');
    expect(g.state.units.B01!.status.pinned).toBe(true);
    ok(g.endPhase()); // StPh
    expect(g.state).toMatchObject({ phase: 'Act', step: 1 });
    expect(g.state.units.B01!.status.pinned).toBe(false);
  });
});

describe('SC.7 what the active unit may do: only it acts, and as its action allows', () => {
  it('SC.7: the other units of the active side neither move nor fire', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('A02', '71K6').unit('B01', '71K4'));
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71F4' }).ok).toBe(false); // nothing activated yet
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'fireAndMove' }));
    expect(g.when('A', { type: 'move', units: ['A02'], to: '71K7' }).ok).toBe(false);
    expect(g.when('A', { type: 'fire', firers: ['A02'], target: '71K4' }).ok).toBe(false);
  });
  it('SC.7 (ToI Advance): an advancing unit moves and cannot fire', () => {
    const g = actionTurns(sc().unit('A01', '71K7').unit('B01', '71K4'));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' }));
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71K4' })).toMatchObject({ ok: false, error: { rule: 'A7.1' } });
    ok(g.when('A', { type: 'move', units: ['A01'], to: '71K6' }));
  });
  it('SC.7 (ToI Fire and Movement, our reading with the core): the unit moves, then fires as Advancing Fire (A7.24: halved), then moves no more', () => {
    const g = actionTurns(sc().unit('A01', '71K7').unit('B01', '71K5'));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'fireAndMove' }));
    ok(g.when('A', { type: 'move', units: ['A01'], to: '71K6' }));
    ok(g.when('B', { type: 'declineFire' })); // the A8.1 question is always asked (it reveals nothing)
    g.dice([6, 6]);
    ok(g.when('A', { type: 'fire', firers: ['A01'], target: '71K5' }));
    // 6 FP doubled Point Blank (A7.5), halved as Advancing Fire (A7.24)
    expect(g.events.find((e) => e.type === 'fire')!.data).toMatchObject({ kind: 'advancing', fp: 6 });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K7' }).ok).toBe(false);
  });
  it('SC.7 (ToI Fire and Movement): a unit that has not moved fires at full FP (Prep Fire), then may not move', () => {
    const g = actionTurns(sc().unit('A01', '71K6').unit('B01', '71K5'));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'fireAndMove' }));
    g.dice([6, 6]);
    ok(g.when('A', { type: 'fire', firers: ['A01'], target: '71K5' }));
    expect(g.events.find((e) => e.type === 'fire')!.data).toMatchObject({ kind: 'prep', fp: 12 });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K7' }).ok).toBe(false);
  });
  it('SC.7 (ToI Concentrated Fire): a firing unit fires at full FP and cannot move', () => {
    const g = actionTurns(sc().unit('A01', '71K7').unit('B01', '71K5'));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'fire' }));
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K6' }).ok).toBe(false);
    g.dice([6, 6]);
    ok(g.when('A', { type: 'fire', firers: ['A01'], target: '71K5' }));
    expect(g.events.find((e) => e.type === 'fire')!.data).toMatchObject({ kind: 'prep', fp: 6 });
  });
});

describe('SC.7 Op Fire (ToI, as the core Defensive First Fire, A8.1)', () => {
  /** A02 waits (A's turn 1), B01 prepares Op Fire (B's turn 2), A01 advances into B01's LOS (A's turn 3). */
  function opFire(bAction: 'opFire' | 'fatigue'): Given {
    const g = actionTurns(sc().unit('A01', '71K8').unit('A02', '71A1').unit('B01', '71K4').unit('B02', '71K3'));
    ok(g.when('A', { type: 'activate', unit: 'A02', action: 'fatigue' }));
    ok(g.when('A', { type: 'endPhase' }));
    ok(g.when('B', { type: 'activate', unit: 'B01', action: bAction }));
    ok(g.when('B', { type: 'endPhase' }));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'advance' }));
    ok(g.when('A', { type: 'move', units: ['A01'], to: '71K7' }));
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire' }); // asked always (A8.1)
    return g;
  }
  it('SC.7: a unit in Op Fire mode fires at the active unit entering a hex in its LOS; a fresh unit not in Op Fire mode may not', () => {
    const g = opFire('opFire');
    expect(g.game.legal(g.state, 'B').find((l) => l.type === 'defensiveFire')?.choices).toMatchObject({ firers: ['B01'] });
    expect(g.when('B', { type: 'defensiveFire', firers: ['B02'] })).toMatchObject({ ok: false, error: { rule: 'A7.1' } });
    g.dice([6, 6]);
    ok(g.when('B', { type: 'defensiveFire', firers: ['B01'] }));
    expect(g.events.find((e) => e.type === 'fire')!.data).toMatchObject({ kind: 'first', firers: ['B01'] });
  });
  it('SC.7: a fatigued unit takes no Op Fire', () => {
    const g = opFire('fatigue');
    expect(g.game.legal(g.state, 'B').find((l) => l.type === 'defensiveFire')).toBeUndefined();
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] })).toMatchObject({ ok: false, error: { rule: 'A7.1' } });
  });
  it('SC.7 (ToI): the Op Fire unit is fatigued at once after its attack: no second Op Fire as the active unit moves on', () => {
    const g = opFire('opFire');
    g.dice([6, 6]);
    ok(g.when('B', { type: 'defensiveFire', firers: ['B01'] }));
    expect(readActivation(g.state).tokens.B01).toBe('fatigue');
    if (g.state.pending) ok(g.when('B', { type: 'declineFire' }));
    ok(g.when('A', { type: 'move', units: ['A01'], to: '71K6' }));
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(false);
    ok(g.when('B', { type: 'declineFire' }));
    ok(g.when('A', { type: 'endPhase' }));
    expect(readActivation(g.state).tokens).toEqual({ A02: 'fatigue', B01: 'fatigue', A01: 'fatigue' });
  });
  it('SC.7 (ToI: an active squad pinned by Op Fire is fatigued at once): a Fire and Movement unit pinned on entering a hex fires no more; one that passes its PTC still fires', () => {
    /** A01 (6-2-8, ML 8) on Fire and Movement enters 71K7 under B01's Op Fire: a PTC (IFT 4 FP, DR 9 -2 FFMO/FFNAM), then the PTC DR. */
    function struck(ptc: [number, number]): Given {
      const g = actionTurns(sc().unit('A01', '71K8').unit('A02', '71A1').unit('B01', '71K4').unit('B02', '71K3'));
      ok(g.when('A', { type: 'activate', unit: 'A02', action: 'fatigue' }));
      ok(g.when('A', { type: 'endPhase' }));
      ok(g.when('B', { type: 'activate', unit: 'B01', action: 'opFire' }));
      ok(g.when('B', { type: 'endPhase' }));
      ok(g.when('A', { type: 'activate', unit: 'A01', action: 'fireAndMove' }));
      ok(g.when('A', { type: 'move', units: ['A01'], to: '71K7' }));
      g.dice([4, 5, ...ptc]);
      ok(g.when('B', { type: 'defensiveFire', firers: ['B01'] }));
      return g;
    }
    const pinned = struck([4, 5]); // PTC DR 9 > ML 8: pinned (A7.82)
    expect(pinned.state.units.A01!.status.pinned).toBe(true);
    expect(readActivation(pinned.state).tokens.A01).toBe('fatigue');
    expect(pinned.when('A', { type: 'fire', firers: ['A01'], target: '71K4' }).ok).toBe(false);
    const passed = struck([4, 4]); // PTC DR 8 = ML 8: passed
    expect(passed.state.units.A01!.status.pinned).toBe(false);
    expect(readActivation(passed.state).tokens.A01).toBeUndefined();
    passed.dice([6, 6]);
    ok(passed.when('A', { type: 'fire', firers: ['A01'], target: '71K4' }));
  });
});

describe('SC.7 Assault (ToI, with the core assault, A11 CC)', () => {
  // A01 (6 FP) attacks B01 (4 FP): 6 to 4 is 3-2, Kill Number 6 (A11.11); B01 strikes back at 1-2 (4)
  const assaultScene = () => actionTurns(sc().unit('A01', '71K5').unit('A02', '71A1').unit('B01', '71K4').unit('B02', '71P8'));
  it('SC.7: the legal entry names the units and the ADJACENT hexes with an enemy unit they know of', () => {
    const g = assaultScene();
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'assault')).toEqual({
      type: 'assault',
      label: 'Assault an adjacent hex',
      rule: 'SC.7',
      choices: { units: [{ id: 'A01', targets: ['71K4'] }] },
    });
    expect(g.when('A', { type: 'assault', unit: 'A02', hex: '71K4' })).toMatchObject(refused); // not ADJACENT
    expect(g.when('A', { type: 'assault', unit: 'A01', hex: '71K6' })).toMatchObject(refused); // no enemy there
  });
  it("SC.7: apply refuses with the rule what legal() never offers: a hex two hexes away, and the unit's own hex (range 0) with a Known enemy in it; range 1 is the boundary that passes", () => {
    for (const [bAt, ok2] of [
      ['71K3', false],
      ['71K5', false],
      ['71K4', true],
    ] as const) {
      const g = actionTurns(sc().unit('A01', '71K5').unit('B01', bAt).unit('B02', '71P8'));
      expect(g.game.legal(g.state, 'A').some((l) => l.type === 'assault')).toBe(ok2);
      g.dice([6, 6, 6, 6]);
      const r = g.when('A', { type: 'assault', unit: 'A01', hex: bAt });
      if (ok2) expect(r.ok).toBe(true);
      else expect(r).toEqual({ ok: false, error: { code: 'ILLEGAL_COMMAND', message: `${bAt} is not ADJACENT to A01`, rule: 'SC.7' } });
    }
  });
  it('SC.7 (ToI): a pinned unit may not assault', () => {
    const g = assaultScene();
    g.state.units.A01!.status.pinned = true;
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'assault')).toBeUndefined();
    expect(g.when('A', { type: 'assault', unit: 'A01', hex: '71K4' })).toMatchObject(refused);
  });
  it('SC.7: a hex whose only enemy unit is set up hidden is refused as an empty hex is (no target the side may know of)', () => {
    const g = assaultScene();
    g.state.units.B01!.status.hidden = true;
    const hidden = g.when('A', { type: 'assault', unit: 'A01', hex: '71K4' });
    expect(hidden).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'you know of no enemy unit in the ground Location of 71K4', rule: 'SC.7' },
    });
    expect(g.when('A', { type: 'assault', unit: 'A01', hex: '71J5' })).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'you know of no enemy unit in the ground Location of 71J5', rule: 'SC.7' },
    });
  });
  it('SC.7: a Final DR below the Kill Number eliminates the defender: the assaulting unit holds the hex', () => {
    const g = assaultScene();
    g.dice([2, 3, 6, 6]); // A: 5 < 6; B: 12
    ok(g.when('A', { type: 'assault', unit: 'A01', hex: '71K4' }));
    expect(g.state.units.B01!.eliminated).toBe(true);
    expect(g.state.units.A01!.loc).toMatchObject({ hex: '71K4' });
    expect(g.events.find((e) => e.type === 'assaulted')).toEqual({
      type: 'assaulted',
      audience: 'all',
      data: { hex: '71K4', unit: 'A01', won: true, rule: 'SC.7' },
    });
    expect(readActivation(g.state).tokens).toEqual({ A01: 'fatigue' });
    expect(units(g, 'A')).toBeUndefined(); // the action turn's activation is used
  });
  it('SC.7: at the Kill Number the defender survives (Casualty Reduction): the assaulting unit stays where it was', () => {
    const g = assaultScene();
    g.dice([3, 3, 6, 6]); // A: 6 = 6; B: 12
    ok(g.when('A', { type: 'assault', unit: 'A01', hex: '71K4' }));
    expect(g.state.units.B01!.eliminated).toBeFalsy();
    expect(g.state.units.A01!.loc).toMatchObject({ hex: '71K5' });
    expect(g.events.find((e) => e.type === 'assaulted')!.data).toMatchObject({ won: false });
  });
});

describe('SC.7 activations and hidden information', () => {
  it('SC.7: a concealed unit may be activated; the opponent is told the hex only, and sees no token on it', () => {
    const g = actionTurns(sc().unit('A04', '71K7', { concealed: true }).unit('A01', '71F5').unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', unit: 'A04', action: 'opFire' }));
    expect(seenBy(g, 'B').filter((e) => e.type === 'activated')).toEqual([
      { type: 'activated', audience: 'B', data: { hex: '71K7', units: [], concealed: true, rule: 'SC.7' } },
    ]);
    expect(seenBy(g, 'A').find((e) => e.type === 'activated')!.data).toEqual({
      hex: '71K7',
      units: ['A04'],
      action: 'opFire',
      rule: 'SC.7',
    });
    expect(g.view('A').modules.activations).toEqual({
      active: { unit: 'A04', action: 'opFire' },
      tokens: { A04: 'opFire' },
      passes: 0,
      round: 2,
    });
    expect(g.view('B').modules.activations).toEqual({ active: null, tokens: {}, passes: 0, round: 2 });
    expect(JSON.stringify([seenBy(g, 'B'), g.view('B').modules, g.view('public').modules])).not.toMatch(/A04/);
  });
  it('SC.7: a seen unit is named with its action, and its token shown to the opponent', () => {
    const g = actionTurns(sc().unit('A01', '71F5').unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', unit: 'A01', action: 'opFire' }));
    expect(seenBy(g, 'B').find((e) => e.type === 'activated')!.data).toEqual({
      hex: '71F5',
      units: ['A01'],
      action: 'opFire',
      rule: 'SC.7',
    });
    expect(g.view('B').modules.activations).toMatchObject({ active: { unit: 'A01', action: 'opFire' }, tokens: { A01: 'opFire' } });
  });
});

describe('activations: random playouts of sewer-cards scenarios', () => {
  it('SC.7: random legal play ends, every legal command accepted, no invariant broken', () => {
    for (const id of ['sewer-infiltration', 'sewer-duel']) {
      const doc = scenarioDoc(id);
      const game = createGame(ruleset('sewer-cards'), doc, loadMap(String(doc.map)));
      for (let n = 0; n < 4; n++) {
        const random = mulberry(7100 + n);
        const dice = seededDice(n.toString(16).padStart(2, '0').repeat(32));
        const seen = new Set<string>();
        const state = playRandomGame(game, random, dice, `${id} game ${n}`, {
          maxSteps: 6000,
          onStep: (c) => seen.add(c.command.type as string),
        });
        expect({ id, n, status: state.status }).toEqual({ id, n, status: 'ended' });
        expect(seen.has('activate')).toBe(true);
      }
    }
  });
});
