import { createGame } from '../game/game';
import { noDice, scriptedDice, seededDice } from '../rng/dice';
import { ruleset } from '../rulesets/index';
import { given } from '../testing/scenarioBuilder';
import { loadMap, scenarioDoc, shippedScenarios } from '../testing/fixtures';
import { ScenarioValidationError } from './context';
import * as z from 'zod';
import type { RollSpec, RuleModule } from './module';
import type { GameState } from './state';
import { mulberry } from '../testing/random';

function setUp(scenario = 'sewer-infiltration') {
  const doc = scenarioDoc(scenario);
  const game = createGame(ruleset('asl'), doc, loadMap(String(doc.map)));
  return { game, state: game.initialState() };
}

describe('scenarios', () => {
  it('every shipped scenario validates against its map with every ruleset it names', () => {
    expect(shippedScenarios().length).toBeGreaterThanOrEqual(2);
    for (const id of shippedScenarios()) {
      const doc = scenarioDoc(id);
      for (const r of doc.rulesets as string[]) expect(() => createGame(ruleset(r), doc, loadMap(String(doc.map)))).not.toThrow();
    }
  });
  it('a scenario naming a hex off its map fails with a message naming it', () => {
    const doc = scenarioDoc('sewer-infiltration');
    (doc.victory as { hexes: string[] }).hexes.push('71ZZ9');
    expect(() => createGame(ruleset('asl'), doc, loadMap('stalingrad-blocks'))).toThrow(ScenarioValidationError);
    expect(() => createGame(ruleset('asl'), doc, loadMap('stalingrad-blocks'))).toThrow(/71ZZ9/);
  });
});

describe('engine contract (DESIGN section 2)', () => {
  it('apply never mutates its input and bumps the version by one', () => {
    const { game, state } = setUp();
    const before = JSON.stringify(state);
    const r = game.apply(state, 'A', { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71A1' }] }, noDice);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(state)).toBe(before);
    if (r.ok) expect(r.state.version).toBe(state.version + 1);
  });
  it('a malformed command is a typed BAD_COMMAND error and changes nothing', () => {
    const { game, state } = setUp();
    for (const bad of [null, 'x', { type: 'nope' }, { type: 'placeUnits' }, { type: 'endPhase', extra: 1 }]) {
      const r = game.apply(state, 'A', bad, noDice);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_COMMAND');
    }
  });
  it('A3.3: only the ATTACKER ends his MPh; the error names the rule', () => {
    const g = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71P2').playing({ phase: 'MPh', attacker: 'A' });
    const r = g.when('B', { type: 'endPhase' });
    expect(r).toEqual({ ok: false, error: { code: 'NOT_YOUR_TURN', message: expect.any(String), rule: 'A3.3' } });
    expect(g.game.legal(g.state, 'B').some((l) => l.type === 'endPhase')).toBe(false);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.phase).toBe('DFPh');
  });
  it("A3.4: the DFPh is the DEFENDER's: only he ends it, so the ATTACKER cannot deny him his Final Fire", () => {
    const g = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71P2').playing({ phase: 'DFPh', attacker: 'A' });
    expect(g.when('A', { type: 'endPhase' })).toEqual({
      ok: false,
      error: { code: 'NOT_YOUR_TURN', message: expect.any(String), rule: 'A3.4' },
    });
    expect(g.state.phase).toBe('DFPh');
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'endPhase')).toBe(false);
    expect(g.game.legal(g.state, 'B').find((l) => l.type === 'endPhase')).toMatchObject({ label: 'End DFPh', rule: 'A3.4' });
    expect(g.view('A').phaseEnders).toEqual(['B']);
    expect(g.when('B', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.phase).toBe('AFPh');
  });
  it('A3.1: both players act in the RPh: it ends when each has said done, in either order', () => {
    for (const first of ['A', 'B'] as const) {
      const g = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71P2').playing({ phase: 'RPh', attacker: 'A' });
      const second = first === 'A' ? 'B' : 'A';
      expect(g.when(first, { type: 'endPhase' }).ok).toBe(true);
      expect(g.state.phase).toBe('RPh');
      expect(g.events.at(-1)).toEqual({ type: 'phaseDone', audience: 'all', data: { side: first, phase: 'RPh' } });
      expect(g.view('public')).toMatchObject({ phaseEnders: ['A', 'B'], phaseDone: [first] });
      expect(g.game.legal(g.state, first).some((l) => l.type === 'endPhase')).toBe(false);
      expect(g.when(first, { type: 'endPhase' })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_COMMAND', rule: 'A3.1' } });
      expect(g.when(second, { type: 'endPhase' }).ok).toBe(true);
      expect(g.state.phase).toBe('PFPh');
      expect(g.view('public').phaseDone).toEqual([]);
    }
  });
  it('a command naming a moment that has passed is refused: two "End DFPh" clicks end the DFPh only', () => {
    const g = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71P2').playing({ turn: 2, phase: 'DFPh', attacker: 'A' });
    const click = g.game.legal(g.state, 'B').find((l) => l.type === 'endPhase')!.command!;
    expect(click).toEqual({ type: 'endPhase', at: { turn: 2, playerTurn: 1, phase: 'DFPh' } });
    expect(g.when('B', click).ok).toBe(true);
    const again = g.when('B', click);
    expect(again).toEqual({
      ok: false,
      error: {
        code: 'MOMENT_PASSED',
        message: expect.stringMatching(/sent for the DFPh of turn 2\.1; the match is now in the AFPh of turn 2\.1/),
      },
    });
    expect(g.state.phase).toBe('AFPh');
    // any command may name its moment: a fire sent in the PFPh and arriving in the MPh is refused too
    const fire = g.when('A', { type: 'fire', firers: ['A01'], target: '71P2', at: { turn: 2, playerTurn: 1, phase: 'PFPh' } });
    expect(fire).toMatchObject({ ok: false, error: { code: 'MOMENT_PASSED' } });
  });
  it('endPhase must name its moment; a malformed moment is a BAD_COMMAND', () => {
    const { game, state } = setUp();
    expect(game.apply(state, 'A', { type: 'endPhase' }, noDice)).toMatchObject({
      ok: false,
      error: { code: 'BAD_COMMAND', message: expect.stringMatching(/endPhase must name the turn and phase/) },
    });
    expect(game.apply(state, 'A', { type: 'endPhase', at: { turn: 0, phase: 'RPh' } }, noDice)).toMatchObject({
      ok: false,
      error: { code: 'BAD_COMMAND' },
    });
  });
  it('A3.1: the phases run RPh..CCPh, then the other side is ATTACKER, then the next Game Turn', () => {
    const g = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71P2').playing();
    const seen: string[] = [];
    for (let i = 0; i < 16; i++) {
      seen.push(`${g.state.turn}.${g.state.playerTurn}.${g.state.attacker}.${g.state.phase}`);
      expect(g.endPhase().ok).toBe(true);
    }
    expect(seen.slice(0, 9)).toEqual([
      '1.1.A.RPh',
      '1.1.A.PFPh',
      '1.1.A.MPh',
      '1.1.A.DFPh',
      '1.1.A.AFPh',
      '1.1.A.RtPh',
      '1.1.A.APh',
      '1.1.A.CCPh',
      '1.2.B.RPh',
    ]);
    expect(`${g.state.turn}.${g.state.playerTurn}.${g.state.attacker}.${g.state.phase}`).toBe('2.1.A.RPh');
  });
  it('the match ends after the last Game Turn with the victory conditions evaluated', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71P2')
      .unit('A02', '71Q2')
      .unit('A03', '71R2')
      .unit('B01', '71P8')
      .playing({ turn: 5, playerTurn: 2, phase: 'CCPh', attacker: 'B' });
    expect(g.when('B', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.status).toBe('ended');
    expect(g.state.result?.winner).toBe('A');
    expect(g.events.at(-1)).toEqual({ type: 'matchEnded', audience: 'all', data: expect.objectContaining({ winner: 'A' }) });
    expect(g.when('A', { type: 'endPhase' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'MATCH_NOT_ACTIVE' }) });
  });
  it('resigning ends the match at once, even with a decision pending', () => {
    const g = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71P2').playing();
    g.state.pending = { side: 'B', kind: 'test', rule: 'X', options: [] };
    expect(g.when('A', { type: 'endPhase' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'PENDING_DECISION' }) });
    expect(g.when('A', { type: 'resign' }).ok).toBe(true);
    expect(g.state.result).toEqual({ winner: 'B', reason: 'Soviets resigned' });
  });
  it("a side whose time ran out (the server's clock resigns it) loses with that reason; no other reason is accepted", () => {
    const g = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71P2').playing();
    expect(g.when('A', { type: 'resign', reason: 'lost interest' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'BAD_COMMAND' }),
    });
    expect(g.when('A', { type: 'resign', reason: 'time' }).ok).toBe(true);
    expect(g.state.result).toEqual({ winner: 'B', reason: 'Soviets ran out of time' });
  });
  it('before the first Player Turn either side may abort: the match ends without a winner; once play begins only resigning is left', () => {
    const setup = given('sewer-infiltration');
    for (const side of ['A', 'B'] as const) expect(setup.game.legal(setup.state, side).map((l) => l.type)).toContain('abort');
    expect(setup.when('B', { type: 'abort' }).ok).toBe(true);
    expect(setup.state.result).toEqual({ winner: null, reason: 'Germans aborted the match before play began: no result', aborted: true });
    expect(setup.events.at(-1)).toEqual({
      type: 'matchEnded',
      audience: 'all',
      data: { winner: null, reason: expect.stringContaining('aborted'), aborted: true },
    });
    const timed = given('sewer-infiltration');
    expect(timed.when('A', { type: 'abort', reason: 'time' }).ok).toBe(true);
    expect(timed.state.result).toEqual({
      winner: null,
      reason: 'Soviets did not finish setting up in time: the match is aborted, no result',
      aborted: true,
    });
    const playing = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71P2').playing();
    expect(playing.game.legal(playing.state, 'A').map((l) => l.type)).not.toContain('abort');
    expect(playing.when('A', { type: 'abort' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'WRONG_PHASE' }) });
    expect(playing.state.status).toBe('playing');
  });
  describe('rolls', () => {
    /** A module whose command rolls what it is told, so a test sees the engine's roll alone. */
    const prober = (specs: readonly RollSpec[]) => {
      const probe: RuleModule = {
        id: 'probe',
        rules: [],
        commands: [
          {
            type: 'probeRoll',
            schema: z.strictObject({ type: z.literal('probeRoll') }),
            legal: () => [],
            apply: (ctx) => specs.forEach((spec) => ctx.roll(spec)),
          },
        ],
      };
      const asl = ruleset('asl');
      return createGame({ ...asl, modules: [...asl.modules, probe] }, scenarioDoc('sewer-infiltration'), loadMap('stalingrad-blocks'));
    };
    it('every roll is an event with purpose, rule, dice stream and positions, original, modifiers and final; a secret roll leaves only a notice for the other side', () => {
      const game = prober([
        {
          kind: 'DR',
          purpose: 'test',
          rule: 'X1',
          modifiers: [{ name: 'leader', value: -1, rule: 'A10.7' }],
          audience: 'A',
          noticeAudience: 'B',
        },
      ]);
      const state = { ...game.initialState(), diceStreams: { all: 4, A: 7, B: 2, none: 0 } };
      const r = game.apply(state, 'A', { type: 'probeRoll' }, scriptedDice([3, 5]));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.state.diceStreams).toEqual({ all: 4, A: 9, B: 2, none: 0 });
      expect(r.events).toEqual([
        {
          type: 'roll',
          audience: 'A',
          data: {
            purpose: 'test',
            rule: 'X1',
            kind: 'DR',
            stream: 'A',
            positions: [7, 8],
            dice: [3, 5],
            original: 8,
            modifiers: [{ name: 'leader', value: -1, rule: 'A10.7' }],
            final: 7,
          },
        },
        { type: 'rollMade', audience: 'B', data: { purpose: 'test', rule: 'X1', kind: 'DR' } },
      ]);
    });
    it('a roll draws from the stream of its audience, each stream counting its own positions from 0', () => {
      const audiences = ['all', 'B', 'A', 'none', 'all', 'A', 'all'] as const;
      const game = prober(audiences.map((audience) => ({ kind: 'dr' as const, purpose: 'test', rule: 'X1', audience })));
      const seed = 'ab'.repeat(32);
      const r = game.apply(game.initialState(), 'A', { type: 'probeRoll' }, seededDice(seed));
      if (!r.ok) throw new Error(r.error.message);
      const rolls = r.events.map((e) => ({ audience: e.audience, stream: e.data.stream, positions: e.data.positions, dice: e.data.dice }));
      const d = seededDice(seed);
      expect(rolls).toEqual([
        { audience: 'all', stream: 'all', positions: [0], dice: [d.die('all', 0)] },
        { audience: 'B', stream: 'B', positions: [0], dice: [d.die('B', 0)] },
        { audience: 'A', stream: 'A', positions: [0], dice: [d.die('A', 0)] },
        { audience: 'none', stream: 'none', positions: [0], dice: [d.die('none', 0)] },
        { audience: 'all', stream: 'all', positions: [1], dice: [d.die('all', 1)] },
        { audience: 'A', stream: 'A', positions: [1], dice: [d.die('A', 1)] },
        { audience: 'all', stream: 'all', positions: [2], dice: [d.die('all', 2)] },
      ]);
      expect(r.state.diceStreams).toEqual({ all: 3, A: 2, B: 1, none: 1 });
    });
    it('a position saved before the streams (one dicePosition) goes on with every stream at 0', () => {
      const game = prober([{ kind: 'DR', purpose: 'test', rule: 'X1', audience: 'all' }]);
      const { diceStreams: _, ...rest } = game.initialState();
      const saved = JSON.parse(JSON.stringify({ ...rest, dicePosition: 12 })) as GameState;
      const r = game.apply(saved, 'A', { type: 'probeRoll' }, scriptedDice([2, 6]));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.events[0]!.data).toMatchObject({ stream: 'all', positions: [0, 1], dice: [2, 6] });
      expect(r.state.diceStreams).toEqual({ all: 2, A: 0, B: 0, none: 0 });
      expect(saved.diceStreams).toBeUndefined(); // apply never mutates its input
    });
  });
});

describe('setup (A2.9): secret, then revealed as the rules say', () => {
  it('placements reach only their owner; the opponent and spectators see nothing until both finish', () => {
    const g = given('sewer-infiltration');
    const r = g.when('A', {
      type: 'placeUnits',
      placements: [
        { unit: 'A01', hex: '71B2', concealed: true },
        { unit: 'A02', hex: '71A1' },
      ],
    });
    expect(r.ok && r.events.every((e) => e.audience === 'A')).toBe(true);
    expect(g.view('A').units.find((u) => u.id === 'A01')?.loc?.hex).toBe('71B2');
    expect(g.view('B').units.filter((u) => u.side === 'A')).toEqual([]);
    expect(g.view('B').markers).toEqual([]);
    expect(g.view('public').units).toEqual([]);
  });
  it('a unit outside its setup zone is refused naming the rule; the state is unchanged', () => {
    const g = given('sewer-infiltration');
    const before = JSON.stringify(g.state);
    expect(g.when('A', { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71P2' }] })).toEqual({
      ok: false,
      error: { code: 'NOT_IN_SETUP_ZONE', message: '71P2 is not in your setup zone', rule: 'A2.9' },
    });
    expect(g.when('A', { type: 'placeUnits', placements: [{ unit: 'B01', hex: '71A1' }] })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'NOT_YOUR_UNIT' }),
    });
    expect(JSON.stringify(g.state)).toBe(before);
  });
  it('A5.1: a fourth squad in one Location is overstacking', () => {
    const g = given('sewer-infiltration');
    const r = g.when('A', { type: 'placeUnits', placements: ['A01', 'A02', 'A03', 'A04'].map((unit) => ({ unit, hex: '71A1' })) });
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: 'OVERSTACKED', rule: 'A5.1' }) });
    expect(g.when('A', { type: 'placeUnits', placements: ['A01', 'A02', 'A03', 'A06'].map((unit) => ({ unit, hex: '71A1' })) }).ok).toBe(
      true,
    );
  });
  it('A12.12: concealment at setup only where the OB grants it and in Concealment Terrain', () => {
    const g = given('sewer-infiltration');
    expect(g.when('A', { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71A1', concealed: true }] })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'CANNOT_CONCEAL', rule: 'A12.12' }),
    });
    expect(g.when('A', { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71B2', concealed: true }] }).ok).toBe(true); // wooden building
  });
  it('B23.1: upper levels exist only in buildings that have them', () => {
    const g = given('sewer-infiltration');
    expect(g.when('A', { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71B2', level: 1 }] })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_LOCATION' }),
    });
  });
  it('finishing needs every unit placed; when both finish, play starts at turn 1 RPh with the ATTACKER', () => {
    const g = given('sewer-infiltration');
    expect(g.when('A', { type: 'finishSetup' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'SETUP_INCOMPLETE' }) });
    const rnd = mulberry(1);
    for (const side of ['A', 'B'] as const) {
      const entry = g.game.legal(g.state, side).find((l) => l.type === 'placeUnits')!;
      const cmd = g.game.handler('placeUnits')!.sample!(entry, rnd, g.game.ctx, g.state, side);
      expect(g.when(side, cmd).ok).toBe(true);
      expect(g.when(side, { type: 'finishSetup' }).ok).toBe(true);
    }
    expect(g.state).toMatchObject({ status: 'playing', turn: 1, phase: 'RPh', attacker: 'A' });
  });
  it('A12: after setup the opponent sees unconcealed units in full and one "?" per concealed Location, never what is beneath', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71B2', { concealed: true })
      .unit('A02', '71B2', { concealed: true })
      .unit('A07', '71C3') // a dummy
      .unit('A04', '71A1')
      .unit('B01', '71P2')
      .playing();
    const b = g.view('B');
    expect(b.units.filter((u) => u.side === 'A').map((u) => u.id)).toEqual(['A04']);
    expect(b.markers.map((m) => m.loc.hex).sort()).toEqual(['71B2', '71C3']);
    expect(JSON.stringify(b)).not.toMatch(/A01|A02|A07|ru-628|dummy/);
    expect(g.view('public')).toEqual({ ...g.view('public'), units: expect.any(Array) });
    expect(JSON.stringify(g.view('public').markers)).toBe(JSON.stringify(b.markers));
    expect(g.view('A').units.filter((u) => u.side === 'A')).toHaveLength(4);
    expect(g.view('replay').units).toHaveLength(5);
  });
});
