// The MF to enter a Location (A4.1) as the modules' entryCost hooks shape it, and fitsAny (A5.1) against
// fits: the fast paths legal() takes must give the answers of the plain rule.
import { given } from '../../testing/scenarioBuilder';
import { ruleset } from '../../rulesets/index';
import type { RuleModule, Ruleset } from '../../engine/module';
import type { EntryQuery } from '../../engine/entry';
import { ground } from '../../units/location';
import { entryCost } from './entryCost';
import { fits, fitsAny } from './moving';

const asl = ruleset('asl');
const asked: string[] = [];
const hook = (id: string, effects: NonNullable<RuleModule['entryCost']>): RuleModule => ({
  id,
  rules: ['T1'],
  entryCost: (ctx, state, q) => {
    asked.push(id);
    return effects(ctx, state, q);
  },
});
const withModules = (...modules: RuleModule[]): Ruleset => ({ ...asl, modules: [...asl.modules, ...modules] });

describe('entryCost (A4.1): the modules in order, the first forbid decides', () => {
  beforeEach(() => asked.splice(0));

  it('the first forbid in module order is the answer, and the modules after it are not asked', () => {
    const g = given(
      'sewer-infiltration',
      withModules(
        hook('mud', () => [{ kind: 'add', mf: 1, name: 'mud', rule: 'T1' }]),
        hook('wire', () => [{ kind: 'forbid', reason: 'wire', rule: 'T2' }]),
        hook('mines', () => [{ kind: 'forbid', reason: 'mines', rule: 'T3' }]),
      ),
    )
      .unit('A01', '71A1')
      .playing({ phase: 'MPh', attacker: 'A' });
    const q: EntryQuery = { side: 'A', units: [g.state.units.A01!], from: ground('71A1'), to: ground('71A2'), purpose: 'move' };
    expect(entryCost(g.game.ctx, g.state, q)).toEqual({ ok: false, reason: 'wire', rule: 'T2' });
    expect(asked).toEqual(['mud', 'wire']);
  });

  it('without a forbid: a set replaces the terrain (the last set), adds add up, exemptions are kept in order, all MF wins', () => {
    const g = given(
      'sewer-infiltration',
      withModules(
        hook('a', () => [
          { kind: 'set', mf: 5, name: 'first set', rule: 'T1' },
          { kind: 'exempt', from: 'residualFp', rule: 'T1' },
        ]),
        hook('b', () => [
          { kind: 'add', mf: 2, name: 'add', rule: 'T2' },
          { kind: 'set', mf: 1, name: 'last set', rule: 'T2' },
          { kind: 'exempt', from: 'interdiction', rule: 'T2' },
        ]),
      ),
    )
      .unit('A01', '71A1')
      .playing({ phase: 'MPh', attacker: 'A' });
    const q: EntryQuery = { side: 'A', units: [g.state.units.A01!], from: ground('71A1'), to: ground('71A2'), purpose: 'move' };
    expect(entryCost(g.game.ctx, g.state, q)).toEqual({
      ok: true,
      mf: 3,
      allMf: false,
      parts: [
        { name: 'last set', mf: 1, rule: 'T2' },
        { name: 'add', mf: 2, rule: 'T2' },
      ],
      exempt: ['residualFp', 'interdiction'],
    });
    const all = given(
      'sewer-infiltration',
      withModules(
        hook('ford', () => [
          { kind: 'add', mf: 2, name: 'add', rule: 'T2' },
          { kind: 'allMf', name: 'all', rule: 'T3' },
        ]),
      ),
    )
      .unit('A01', '71A1')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(entryCost(all.game.ctx, all.state, { ...q, units: [all.state.units.A01!] })).toEqual({
      ok: true,
      mf: 0,
      allMf: true,
      parts: [{ name: 'all', mf: 0, rule: 'T3' }],
    });
  });
});

describe('fitsAny (A5.1) answers as fits does', () => {
  it('for every hex around a stack, alone and with a leader, squads and half-squads adding up', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A2')
      .unit('A02', '71A2')
      .unit('A03', '71A3')
      .unit('A04', '71A1')
      .playing({ phase: 'MPh', attacker: 'A' });
    const fitsIn = fitsAny(g.game.ctx, g.state, 'A');
    const units = Object.values(g.state.units).filter((u) => u.side === 'A' && u.loc);
    const groups = [[units[0]!], units.slice(0, 2), units.slice(0, 3), units];
    let refused = 0;
    for (const group of groups) {
      for (const hex of ['71A1', '71A2', '71A3', '71A4', '71B2']) {
        const expected = fits(g.game.ctx, g.state, 'A', hex, group);
        if (!expected) refused++;
        expect({ hex, n: group.length, fits: fitsIn(hex, group) }).toEqual({ hex, n: group.length, fits: expected });
        expect(fitsIn(ground(hex), group)).toBe(expected);
      }
    }
    expect(refused).toBeGreaterThan(0); // the comparison covers overstacking too
  });
});
