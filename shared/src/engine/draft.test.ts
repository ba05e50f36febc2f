import { types } from 'node:util';
import { copyState, startDraft } from './draft';
import { clone } from '../util/clone';
import type { GameState, UnitState, UnitStatus } from './state';

// every field of GameState, each object-valued one set (Required<>: stops compiling when GameState
// gains a field, which copyState must then copy or share knowingly)
const state: Required<GameState> = {
  version: 3,
  status: 'playing',
  turn: 1,
  playerTurn: 1,
  phase: 'MPh',
  step: 2,
  attacker: 'A',
  setupDone: { A: true, B: true },
  units: {
    A01: {
      id: 'A01',
      side: 'A',
      loc: { hex: 'A1', place: 'ground', level: 0, position: 'beneath' },
      status: { broken: false, pinned: true },
      carries: ['A02'],
      skills: ['x'],
    },
    B01: { id: 'B01', side: 'B', loc: null, status: { broken: true }, carries: [] },
  } as unknown as GameState['units'],
  pending: { side: 'A', kind: 'x', rule: 'A1', options: [{ a: [1, 2] }], context: { queue: ['A01'] } },
  phaseDone: ['B'],
  diceStreams: { all: 3, A: 1, B: 0, none: 2 },
  result: { winner: 'A', reason: 'r' },
  modules: { activity: { mf: { A01: 2 } } },
};

/** Every object reachable from `x`, with the path it was first reached by. */
function objects(x: unknown, path = '', out = new Map<unknown, string>()): Map<unknown, string> {
  if (typeof x !== 'object' || x === null || out.has(x)) return out;
  out.set(x, path);
  for (const [k, v] of Object.entries(x)) objects(v, `${path}.${k}`, out);
  return out;
}

describe('copyState', () => {
  it('copies like clone: equal, same key order', () => {
    expect(JSON.stringify(copyState(state))).toBe(JSON.stringify(clone(state)));
  });

  it('shares only the units’ Locations and lists, which the rules replace and never change in place', () => {
    const mine = objects(state);
    const shared = [...objects(copyState(state))].filter(([o]) => mine.has(o)).map(([, path]) => path);
    expect(shared.sort()).toEqual(['.units.A01.carries', '.units.A01.loc', '.units.A01.skills', '.units.B01.carries']);
  });

  it('gives each unit a status of its own: a flag set on the copy leaves the input as it was', () => {
    const copy = copyState(state);
    copy.units.A01!.status.pinned = false;
    copy.units.A01!.loc = null;
    expect(state.units.A01!.status.pinned).toBe(true);
    expect(state.units.A01!.loc).toEqual({ hex: 'A1', place: 'ground', level: 0, position: 'beneath' });
  });

  it('copies every field of a unit and of its status, in their order (the copy lists them: a field added to UnitState must be added there)', () => {
    // Required<>: this literal stops compiling when UnitState or UnitStatus gains a field
    const status: Required<UnitStatus> = {
      broken: true,
      berserk: false,
      pinned: true,
      cx: false,
      concealed: true,
      hidden: false,
      dm: true,
      ti: false,
    };
    const unit: Required<UnitState> = {
      id: 'A01',
      side: 'A',
      type: 't',
      kind: 'squad',
      loc: null,
      status,
      eliminated: false,
      carries: ['A02'],
      mayConceal: true,
      skills: ['s'],
      skillsRevealed: true,
    };
    const { ti: _ti, ...dmOnly } = status;
    const { dm: _dm, ...tiOnly } = status;
    const tiThenDm = { ...tiOnly, dm: true };
    for (const st of [status, dmOnly, tiOnly, tiThenDm]) {
      const s = { ...state, units: { A01: { ...unit, status: st } } } as GameState;
      expect(JSON.stringify(copyState(s))).toBe(JSON.stringify(s));
    }
  });
});

describe("the draft's module states", () => {
  const input = (): GameState => ({
    ...state,
    modules: { activity: { mf: { A01: 2 } }, control: { hexes: { '71P2': 'A' } }, water: { brokenIce: ['X1'] } },
  });

  it('copies a module state when the command first reaches it, and shares those it never reaches', () => {
    const s = input();
    const { draft, settled } = startDraft(s);
    const activity = draft.modules.activity;
    expect(activity).not.toBe(s.modules.activity);
    expect(activity).toEqual(s.modules.activity);
    expect(draft.modules.activity).toBe(activity); // copied once: a write through one read is seen by the next
    const out = settled();
    expect(out.modules.activity).toBe(activity);
    expect(out.modules.control).toBe(s.modules.control);
    expect(out.modules.water).toBe(s.modules.water);
  });

  it('keeps a state a rule sets as that very object, in the key order of the writes', () => {
    const s = input();
    const { draft, settled } = startDraft(s);
    const mine = { placed: [] };
    draft.modules.demolition = mine;
    draft.modules.control = { hexes: {} };
    expect(draft.modules.demolition).toBe(mine);
    expect(Object.keys(settled().modules)).toEqual(['activity', 'control', 'water', 'demolition']);
  });

  it('returns a plain record, not the lazy one apply worked on', () => {
    const { draft, settled } = startDraft(input());
    expect(types.isProxy(draft.modules)).toBe(true);
    expect(types.isProxy(settled().modules)).toBe(false);
  });
});
