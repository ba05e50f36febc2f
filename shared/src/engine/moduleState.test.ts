import { copyState } from './draft';
import { moduleState, readModuleState } from './moduleState';
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

// apply's draft holds module states of its own (draft.ts): whatever a rule writes, through either
// accessor, stays in the draft, so a refused command leaves the state the server holds untouched
describe("module states on apply's draft", () => {
  it('a write through moduleState changes the draft only', () => {
    const state = input();
    const draft = copyState(state);
    moduleState<Activity>(draft, 'activity', empty).mf.A01 = 5;
    expect(draft.modules.activity).toEqual({ mf: { A01: 5 } });
    expect(state.modules.activity).toEqual({ mf: { A01: 2 } });
  });

  it('a write through the read-only accessor changes the draft only too', () => {
    const state = input();
    const draft = copyState(state);
    readModuleState<{ hexes: Record<string, string> }>(draft, 'control', () => ({ hexes: {} })).hexes['71P2'] = 'B';
    expect(state.modules.control).toEqual({ hexes: { '71P2': 'A' } });
  });

  it('a missing state is created on the draft, in the key order of the first write', () => {
    const state = input();
    const draft = copyState(state);
    moduleState(draft, 'rally', () => ({ attempted: [] as string[] }));
    expect(Object.keys(draft.modules)).toEqual(['activity', 'control', 'rally']);
    expect(state.modules.rally).toBeUndefined();
  });
});
