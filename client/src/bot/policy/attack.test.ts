// The attacker's play from its own view (issue 37): the clock (tempo.ts), stacks split before they
// move (stacks.ts), its own account of Control (control.ts, A26.11), the odds it advances into Close
// Combat at (ccOdds.ts) and the Sewer card's assault (sewerCards.ts, SC.6). Views are built by hand:
// each test changes the one fact its rule hinges on.
import { compileMap } from '@hexfog/shared/map/index';
import type { LegalCommand, View, ViewUnit } from '@hexfog/shared/protocol/index';
import { mapDoc } from '@hexfog/shared/testing/fixtures';
import { BUILTIN_UNIT_TYPES } from '@hexfog/shared/units/catalog';
import { newMemory } from '../decide';
import { type BotScenario, World } from '../world';
import { ccWorthIt } from './ccOdds';
import { updateControl } from './control';
import { sewerCardsPolicy } from './sewerCards';
import { splitOff } from './stacks';
import { pressing, turnsLeft } from './tempo';

const MAP = compileMap(mapDoc('hamlet-line'));
const SCENARIO: BotScenario = {
  id: 'test',
  victory: { side: 'A', hexes: ['72M6', '72N3', '72N4'], count: 2 },
  concealable: new Set(),
  types: new Map(BUILTIN_UNIT_TYPES.map((t) => [t.id, t as never])),
};

function unit(id: string, side: 'A' | 'B', type: string, kind: string, hex: string, more: Partial<ViewUnit> = {}): ViewUnit {
  return {
    id,
    side,
    type,
    kind,
    loc: { hex, place: 'ground', level: 0 } as never,
    broken: false,
    berserk: false,
    pinned: false,
    cx: false,
    concealed: false,
    hidden: false,
    eliminated: false,
    carries: [],
    ...more,
  };
}

function view(units: ViewUnit[], over: Partial<View> = {}): View {
  return {
    viewer: 'A',
    version: 1,
    status: 'playing',
    scenario: 'test',
    map: 'hamlet-line',
    ruleset: 'asl',
    turn: 1,
    turns: 5,
    playerTurn: 1,
    phase: 'MPh',
    attacker: 'A',
    defender: 'B',
    setupDone: { A: true, B: true },
    phaseEnders: ['A'],
    phaseDone: [],
    units,
    markers: [],
    pending: null,
    legal: [],
    result: null,
    modules: {},
    ...over,
  } as View;
}

const world = (units: ViewUnit[], over: Partial<View> = {}) => new World(view(units, over), MAP, SCENARIO);

describe('tempo: the attacker presses on when the turns left no longer cover the way (A26 at the last Game Turn)', () => {
  it('8 hexes from the nearest goal: not pressing with 4 turns left, pressing with 3 (2 hexes a turn)', () => {
    const units = [unit('A1', 'A', 'ru-447', 'squad', '72F6')]; // F6 -> M6: 7 hexes? measured below
    const w1 = world(units, { turn: 1 });
    const d = w1.nearest('72F6', w1.goals());
    expect(turnsLeft(w1)).toBe(4);
    expect(pressing(w1, '72F6')).toBe(d > 8);
    const w3 = world(units, { turn: 3 });
    expect(turnsLeft(w3)).toBe(2);
    expect(pressing(w3, '72F6')).toBe(d > 4);
    expect(d).toBeGreaterThan(4);
    expect(d).toBeLessThanOrEqual(8);
  });
});

describe('stacks: one Defensive First Fire stops one squad, not the whole stack (A8.3)', () => {
  it('a stack of two squads and a leader that has not moved sends the stronger squad on with the leader and its weapon', () => {
    const w = world([
      unit('A1', 'A', 'ru-447', 'squad', '72E5', { carries: ['A9'] }),
      unit('A2', 'A', 'ru-628', 'squad', '72E5', { carries: [] }),
      unit('A3', 'A', 'ru-8-1', 'leader', '72E5'),
      unit('A9', 'A', 'lmg', 'sw', '72E5'),
    ]);
    expect(splitOff(w, ['A1', 'A2', 'A3', 'A9'], new Set())).toEqual(['A2', 'A3']);
  });

  it('a stack that has already moved together goes on together (its MF left may differ, A4.1)', () => {
    const w = world([unit('A1', 'A', 'ru-447', 'squad', '72E5'), unit('A2', 'A', 'ru-628', 'squad', '72E5')]);
    expect(splitOff(w, ['A1', 'A2'], new Set(['A1']))).toEqual(['A1', 'A2']);
  });

  it('one squad with its leader is not split', () => {
    const w = world([unit('A1', 'A', 'ru-447', 'squad', '72E5'), unit('A3', 'A', 'ru-8-1', 'leader', '72E5')]);
    expect(splitOff(w, ['A1', 'A3'], new Set())).toEqual(['A1', 'A3']);
  });
});

describe('control: the bot keeps its own account of Control (A26.1, A26.11), from its view only', () => {
  it('a victory hex its Good Order squad stood in at its last decision of a phase is its own once the phase changed; a goal no more', () => {
    const memory = newMemory();
    const on = [unit('A1', 'A', 'ru-447', 'squad', '72N3')];
    expect(updateControl(world(on, { phase: 'MPh' }), memory).has('72N3')).toBe(false);
    const gone = [unit('A1', 'A', 'ru-447', 'squad', '72N2')];
    const next = world(gone, { phase: 'DFPh' });
    expect(updateControl(next, memory).has('72N3')).toBe(true);
    next.believeControlled(memory.control.held);
    expect(next.goals()).not.toContain('72N3');
  });

  it('a squad that only passed through (gone at the last decision of the phase) gains nothing', () => {
    const memory = newMemory();
    updateControl(world([unit('A1', 'A', 'ru-447', 'squad', '72N3')], { phase: 'MPh' }), memory);
    updateControl(world([unit('A1', 'A', 'ru-447', 'squad', '72N2')], { phase: 'MPh' }), memory);
    expect(updateControl(world([unit('A1', 'A', 'ru-447', 'squad', '72N2')], { phase: 'DFPh' }), memory).has('72N3')).toBe(false);
  });

  it('a broken squad Controls nothing (A26.1 Good Order), and an enemy seen in the hex takes it back (A26.11)', () => {
    const memory = newMemory();
    updateControl(world([unit('A1', 'A', 'ru-447', 'squad', '72N3', { broken: true })], { phase: 'MPh' }), memory);
    expect(updateControl(world([], { phase: 'DFPh' }), memory).has('72N3')).toBe(false);
    updateControl(world([unit('A1', 'A', 'ru-447', 'squad', '72N3')], { phase: 'APh' }), memory);
    expect(updateControl(world([], { phase: 'CCPh' }), memory).has('72N3')).toBe(true);
    expect(updateControl(world([unit('B1', 'B', 'ge-467', 'squad', '72N3')], { phase: 'CCPh' }), memory).has('72N3')).toBe(false);
  });
});

describe('ccOdds: the attacker advances into Close Combat at 2:1, or 1:1 for a victory hex in the last turn (A11.11 simultaneous)', () => {
  const enemy = unit('B1', 'B', 'ge-467', 'squad', '72N3');
  it('two 4-4-7s against a 4-6-7 (8:4) go in; one (4:4) does not before the last turn, does in it for a victory hex', () => {
    const two = [unit('A1', 'A', 'ru-447', 'squad', '72N2'), unit('A2', 'A', 'ru-447', 'squad', '72N2'), enemy];
    expect(ccWorthIt(world(two), ['A1', 'A2'], '72N3')).toBe(true);
    expect(ccWorthIt(world(two), ['A1'], '72N3')).toBe(false);
    expect(ccWorthIt(world(two, { turn: 5 }), ['A1'], '72N3')).toBe(true);
  });

  it('a leader alone (no FP) never goes in; a "?" counts as a squad', () => {
    const w = world([unit('A3', 'A', 'ru-8-1', 'leader', '72N2'), unit('B9', 'B', 'ge-467', 'squad', '72N3', { concealed: true })]);
    expect(ccWorthIt(w, ['A3'], '72N3')).toBe(false);
    const w2 = world([unit('A1', 'A', 'ru-447', 'squad', '72N2'), unit('B9', 'B', 'ge-467', 'squad', '72N3', { concealed: true })]);
    expect(ccWorthIt(w2, ['A1'], '72N3')).toBe(false);
  });
});

describe('sewerCards: the card squad assaults from the sewer (SC.6) a victory hex the enemy holds, at odds worth it', () => {
  const cards = (squad: string) => ({
    sewerCards: {
      side: 'A',
      hidden: false,
      sewerHexes: ['72N3', '72N4'],
      cards: [{ id: 'red', track: [0, 2, 4, 6, 8], marker: '72J3', occupied: true, unit: { id: 'A1', type: squad } }],
    },
  });
  const legal = (hexes: string[]): LegalCommand[] => [
    { type: 'sewerAssault', label: '', rule: 'SC.6', choices: { options: [{ card: 'red', hexes }] } } as LegalCommand,
    { type: 'sewerCardAdvance', label: '', rule: 'SC.4', choices: { cards: ['red'] } } as LegalCommand,
  ];
  const card = (type: string) => unit('A1', 'A', type, 'squad', '72J3', { loc: { hex: '72J3', place: 'sewerCard', level: -1 } as never });

  it('a 6-2-8 (6-1 = 5 against 4) assaults the 4-6-7 in N3', () => {
    const w = world([card('ru-628'), unit('B1', 'B', 'ge-467', 'squad', '72N3')], { modules: cards('ru-628') as never });
    expect(sewerCardsPolicy(w, legal(['72N3']), newMemory())?.command).toEqual({ type: 'sewerAssault', card: 'red', hex: '72N3' });
  });

  it('a 4-4-7 (4-1 = 3 against 4) crawls on instead, before the last turn', () => {
    const w = world([card('ru-447'), unit('B1', 'B', 'ge-467', 'squad', '72N3')], { modules: cards('ru-447') as never });
    expect(sewerCardsPolicy(w, legal(['72N3']), newMemory())?.command).toEqual({ type: 'sewerCardAdvance', card: 'red' });
  });
});
