import { copyState } from './draft';
import { moduleState, ownModules, readModuleState } from './moduleState';
import type { GameState } from './state';

type Activity = { mf: Record<string, number> };
const empty = (): Activity => ({ mf: {} });

function input(): GameState {
  return {
    version: 1,
    status: 'playing',
    turn: 1,
    playerTurn: 1,
    phase: 'MPh',
    attacker: 'A',
    setupDone: { A: true, B: true },
    units: {},
    pending: null,
    result: null,
    modules: { activity: { mf: { A01: 2 } }, control: { hexes: { '71P2': 'A' } } },
  };
}

describe('module states on apply’s draft: copied when first written', () => {
  it('a write through moduleState changes the draft’s own copy; the input keeps its value', () => {
    const state = input();
    const draft = copyState(state);
    moduleState<Activity>(draft, 'activity', empty).mf.A01 = 5;
    expect(draft.modules.activity).toEqual({ mf: { A01: 5 } });
    expect(state.modules.activity).toEqual({ mf: { A01: 2 } });
  });

  it('copies once per draft: later writes and reads see the first copy', () => {
    const draft = copyState(input());
    const first = moduleState<Activity>(draft, 'activity', empty);
    first.mf.B01 = 1;
    expect(moduleState<Activity>(draft, 'activity', empty)).toBe(first);
    expect(readModuleState<Activity>(draft, 'activity', empty)).toBe(first);
    expect(first.mf).toEqual({ A01: 2, B01: 1 });
  });

  it('copies only the state written: the others stay the input’s', () => {
    const state = input();
    const draft = copyState(state);
    moduleState<Activity>(draft, 'activity', empty);
    expect(draft.modules.activity).not.toBe(state.modules.activity);
    expect(draft.modules.control).toBe(state.modules.control);
  });

  it('a state assigned whole is the draft’s own: written in place, not copied again', () => {
    const draft = copyState(input());
    const mine = { mf: {} };
    draft.modules.activity = mine;
    expect(moduleState<Activity>(draft, 'activity', empty)).toBe(mine);
  });

  it('a missing state is created on the draft, in the key order of the first write', () => {
    const state = input();
    const draft = copyState(state);
    moduleState(draft, 'rally', () => ({ attempted: [] as string[] }));
    expect(Object.keys(draft.modules)).toEqual(['activity', 'control', 'rally']);
    expect(state.modules.rally).toBeUndefined();
  });

  it('a state not made by copyState (a new match, a test’s own) is written in place', () => {
    const state = input();
    const before = state.modules.activity;
    moduleState<Activity>(state, 'activity', empty).mf.A01 = 3;
    expect(state.modules.activity).toBe(before);
    expect(state.modules.activity).toEqual({ mf: { A01: 3 } });
  });

  it('once apply returns the draft, it no longer copies on write (nothing of it is tracked)', () => {
    const state = input();
    const draft = copyState(state);
    ownModules(draft);
    expect(moduleState<Activity>(draft, 'activity', empty)).toBe(state.modules.activity);
  });
});
