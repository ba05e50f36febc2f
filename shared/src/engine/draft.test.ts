import { copyState } from './draft';
import { clone } from '../util/clone';
import type { GameState } from './state';

const state = {
  version: 3,
  status: 'playing',
  turn: 1,
  playerTurn: 1,
  phase: 'MPh',
  attacker: 'A',
  setupDone: { A: true, B: true },
  units: {
    A01: { id: 'A01', side: 'A', loc: { hex: 'A1', place: 'ground', level: 0, position: 'beneath' }, status: { broken: false, extra: { n: 1 } }, carries: ['A02'], skills: [{ odd: true }] },
    B01: { id: 'B01', side: 'B', loc: null, status: { broken: true }, carries: [] },
  },
  pending: { side: 'A', kind: 'x', rule: 'A1', options: [{ a: [1, 2] }] },
  result: null,
  modules: { activity: { mf: { A01: 2 } } },
} as unknown as GameState;

describe('copyState', () => {
  it('copies like clone: equal, same key order, nothing shared', () => {
    const copy = copyState(state);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(clone(state)));
    const seen = new Set<unknown>();
    const walk = (x: unknown) => {
      if (typeof x !== 'object' || x === null) return;
      seen.add(x);
      for (const v of Object.values(x)) walk(v);
    };
    walk(state);
    const shared: unknown[] = [];
    const check = (x: unknown) => {
      if (typeof x !== 'object' || x === null) return;
      if (seen.has(x)) shared.push(x);
      for (const v of Object.values(x)) check(v);
    };
    check(copy);
    expect(shared).toEqual([]);
  });
});
