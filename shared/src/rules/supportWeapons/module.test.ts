// The support weapons module (index.ts): its view by viewer, its resets at phase and Player Turn start,
// its invariants and the rules it implements. The MG scene (testing/mgScene.ts): B01 (4-6-7) with the
// LMG B06 in 72J5, B04 (2-4-8) in 72J6, the Russian A01 in 72J3, in the Germans' PFPh.
import { scene } from '../../testing/mgScene';
import { ok } from '../../testing/scenarioBuilder';
import { supportWeaponsModule } from './index';
import { readSw, sw } from './state';

describe('the support weapons view', () => {
  it('a replay sees every marker of both sides; each side its own only', () => {
    const g = scene();
    sw(g.state).malfunctioned = { B06: true };
    expect(g.view('replay').modules.supportWeapons).toEqual({ malfunctioned: ['B06'] });
    expect(g.view('B').modules.supportWeapons).toEqual({ malfunctioned: ['B06'] });
    expect(g.view('A').modules.supportWeapons).toBeUndefined();
  });

  it('A4.44, A9.8: a SW lying dm shows its dm side to its owner only; the other side sees the SW, not its dm side', () => {
    const g = scene();
    g.state.units.B01!.carries = [];
    g.state.modules.swPieces = {
      dismantled: { B06: true },
      lying: { B06: { loc: { hex: '72J5', place: 'ground', level: 0 }, unseen: false } },
    };
    const lying = (v: 'A' | 'B' | 'replay') => (g.view(v).modules.supportWeapons as { lying: readonly unknown[] }).lying;
    expect(lying('B')).toEqual([
      { unit: 'B06', type: 'lmg', side: 'B', loc: { hex: '72J5', place: 'ground', level: 0 }, dismantled: true },
    ]);
    expect(lying('replay')).toEqual(lying('B'));
    expect(lying('A')).toEqual([{ unit: 'B06', type: 'lmg', side: 'B', loc: { hex: '72J5', place: 'ground', level: 0 } }]);
  });
});

describe('the resets', () => {
  it('A9.72: the repair attempts of a RPh are forgotten when the next phase starts', () => {
    const g = scene();
    sw(g.state).repairTried = { B06: true };
    ok(g.endPhase());
    expect(readSw(g.state).repairTried).toBeUndefined();
  });

  it('A9.11: what the MG fired is forgotten when the next Player Turn starts, though no MG kept its ROF', () => {
    const g = scene();
    sw(g.state).firedBy = { B04: ['B06'] };
    while (g.state.attacker === 'B') ok(g.endPhase());
    expect(readSw(g.state).firedBy).toEqual({});
  });
});

describe('the module', () => {
  it('its invariants: a malfunctioned unit that is no MG, a lying unit that is no SW, a lying SW still possessed', () => {
    const g = scene();
    sw(g.state).malfunctioned = { B04: true, X99: true };
    g.state.modules.swPieces = {
      dismantled: {},
      lying: {
        B01: { loc: { hex: '72J5', place: 'ground', level: 0 }, unseen: false },
        B06: { loc: { hex: '72J5', place: 'ground', level: 0 }, unseen: false },
      },
    };
    expect(supportWeaponsModule.invariants!(g.game.ctx, g.state)).toEqual([
      'B04 is malfunctioned but is no SW MG',
      'X99 is malfunctioned but is no SW MG',
      'B01 lies in a Location but is no SW',
      'B06 lies in a Location and is possessed',
    ]);
  });

  it('implements A9.1-A9.8, A4.44, A21.1-A21.12 and A7.352 (docs/rules-coverage.md)', () => {
    expect(supportWeaponsModule.id).toBe('supportWeapons');
    expect(supportWeaponsModule.rules).toEqual([
      'A9.1',
      'A9.11',
      'A9.2',
      'A9.7',
      'A9.72',
      'A9.8',
      'A4.44',
      'A21.1',
      'A21.11',
      'A21.12',
      'A7.352',
    ]);
  });
});
