// Boundary tests of the counters' capacities (B27.12, B27.44, B27.51, B27.56, F8.3, B30.111) and of who may
// go beneath a foxhole (B27.1), found by mutation testing: each value read at its limit.
import type { UnitState } from '../../engine/state';
import { ruleset } from '../../rulesets/index';
import { given } from '../../testing/scenarioBuilder';
import { ground } from '../../units/location';
import type { Fortification } from '../core/fortifications';
import { capacityOf, hasRoom, isFull, mayGoBeneath } from './capacity';

const counter = (kind: Fortification['kind'], squads?: number): Fortification => ({ id: 'F1', kind, hex: '71K5', side: 'A', squads });

/** sewer-infiltration: A01-A05 squads, A06 a leader, A07 a dummy; `placed` of them in 71K5. */
function scene(placed: string[], params: Record<string, unknown> = {}) {
  const g = given('sewer-infiltration', ruleset('asl', params));
  for (const id of placed) g.unit(id, '71K5');
  return { ctx: g.game.ctx, state: g.state, u: (id: string) => g.state.units[id]! };
}

describe('B27.1: only Infantry and SW (and a dm mortar) go beneath a foxhole counter', () => {
  const as = (kind: UnitState['kind']) => ({ kind }) as UnitState;
  it('B27.1: squads, leaders and SW go beneath; a dummy (a "?" stack) too; a vehicle or a Gun does not', () => {
    expect(['squad', 'halfSquad', 'leader', 'sw', 'dummy'].map((k) => mayGoBeneath(as(k as UnitState['kind'])))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['vehicle', 'gun'].map((k) => mayGoBeneath(as(k as UnitState['kind'])))).toEqual([false, false]);
  });
});

describe('capacities per counter, per side (B27.44)', () => {
  it('B27.12: a foxhole holds its squads (1S unless enlarged), exceeded by four SMC; F8.3 a sangar as a 1S foxhole; B27.51 / B27.56 a trench and an A-T Ditch three squads', () => {
    const { ctx } = scene([]);
    expect(capacityOf(ctx, counter('foxhole'))).toEqual({ squads: 1, smc: 4 });
    expect(capacityOf(ctx, counter('foxhole', 3))).toEqual({ squads: 3, smc: 4 });
    expect(capacityOf(ctx, counter('sangar', 3))).toEqual({ squads: 1, smc: 4 });
    expect(capacityOf(ctx, counter('trench'))).toEqual({ squads: 3, smc: 4 });
    expect(capacityOf(ctx, counter('atDitch'))).toEqual({ squads: 3, smc: 4 });
  });

  it('B30.111: a pillbox or bunker holds the parameter pillboxSquads (default 1: a 1-5-7), and a ruleset that sets 2 holds two', () => {
    expect(capacityOf(scene([]).ctx, counter('pillbox'))).toEqual({ squads: 1, smc: 4 });
    const two = scene(['A01'], { pillboxSquads: 2 });
    expect(capacityOf(two.ctx, counter('pillbox'))).toEqual({ squads: 2, smc: 4 });
    expect(capacityOf(two.ctx, counter('bunker'))).toEqual({ squads: 2, smc: 4 });
    expect(hasRoom(two.ctx, two.state, 'A', counter('pillbox'), ground('71K5'), [two.u('A02')])).toBe(true);
    expect(hasRoom(two.ctx, two.state, 'A', counter('pillbox'), ground('71K5'), [two.u('A02'), two.u('A03')])).toBe(false);
  });

  it('B27.51: a trench with two squads has room for a third, not a fourth; a unit already there is not counted twice; the enemy side is not counted (B27.44)', () => {
    const s = scene(['A01', 'A02']);
    s.state.units.B01!.loc = ground('71K5');
    const trench = counter('trench');
    expect(hasRoom(s.ctx, s.state, 'A', trench, ground('71K5'), [s.u('A03')])).toBe(true);
    expect(hasRoom(s.ctx, s.state, 'A', trench, ground('71K5'), [s.u('A03'), s.u('A04')])).toBe(false);
    expect(hasRoom(s.ctx, s.state, 'A', trench, ground('71K5'), [s.u('A01'), s.u('A03')])).toBe(true);
  });

  it('B27.12: four SMC beyond the squads fit, a fifth does not', () => {
    const s = scene(['A01']);
    const smc = (n: number) => Array.from({ length: n }, (_, i) => ({ ...s.u('A06'), id: `L${i}` }));
    expect(hasRoom(s.ctx, s.state, 'A', counter('foxhole'), ground('71K5'), smc(4))).toBe(true);
    expect(hasRoom(s.ctx, s.state, 'A', counter('foxhole'), ground('71K5'), smc(5))).toBe(false);
  });

  it('B27.6: a sangar is full when the side has its one squad there, not before', () => {
    const empty = scene([]);
    expect(isFull(empty.ctx, empty.state, 'A', counter('sangar'), ground('71K5'))).toBe(false);
    const one = scene(['A01']);
    expect(isFull(one.ctx, one.state, 'A', counter('sangar'), ground('71K5'))).toBe(true);
    expect(isFull(one.ctx, one.state, 'B', counter('sangar'), ground('71K5'))).toBe(false);
  });
});
