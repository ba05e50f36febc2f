// Support weapons (A9, A4.44, A21.1) at their boundaries, each test written against a mutant that survived
// the rule tests (npm run mutate -- supportWeapons/<file>).
// Board 72 of hamlet-line: the German B01 (4-6-7) with the LMG B06 in 72J5, B04 (2-4-8) in 72J6; the
// Russians A01, A02 (4-4-7) ADJACENT in 72J4 and A03 in 72J3.
import type { Location } from '../../units/location';
import { given, type Given } from '../../testing/scenarioBuilder';
import { lyingSeenBy, lyingSeenByPublic } from './visibility';

const J5: Location = { hex: '72J5', place: 'ground', level: 0 };

/** B01's LMG B06 lying in `loc` (`unseen`: the elimination that left it was not told to A), in A's MPh. */
function lyingLmg(loc: Location = J5, unseen = true): Given {
  const g = given('hamlet-line').unit('B01', '72J5').unit('B04', '72J6').unit('A01', '72J4').unit('A02', '72J4').unit('A03', '72J3');
  g.state.units.B01!.carries = ['B06'];
  g.playing({ phase: 'MPh', attacker: 'A' });
  g.state.units.B01!.eliminated = true;
  g.state.units.B01!.carries = [];
  g.state.modules.swPieces = { dismantled: {}, lying: { B06: { loc, unseen } } };
  return g;
}

const lying = (g: Given, viewer: 'A' | 'B' | 'public') =>
  (g.view(viewer).modules.supportWeapons as { lying?: { unit: string }[] } | undefined)?.lying?.map((l) => l.unit) ?? [];

describe('A4.44: who sees a SW lying in a Location (visibility.ts)', () => {
  it("the owner's own unit standing on an unseen SW tells the other side nothing; a unit of the other side there does", () => {
    const g = lyingLmg();
    g.state.units.B04!.loc = { ...J5 };
    expect([lying(g, 'A'), lying(g, 'B'), lying(g, 'public')]).toEqual([[], ['B06'], []]);
    g.state.units.A03!.loc = { ...J5 };
    expect([lying(g, 'A'), lying(g, 'public')]).toEqual([['B06'], ['B06']]);
  });

  it('an eliminated unit of the other side in that Location sees nothing; nor one off the map', () => {
    const g = lyingLmg();
    g.state.units.A03!.loc = { ...J5 };
    g.state.units.A03!.eliminated = true;
    g.state.units.A01!.loc = null;
    expect([lying(g, 'A'), lying(g, 'public')]).toEqual([[], []]);
  });

  it("a SW lying below ground (a sewer Location), its elimination told to all, is out of the other side's sight", () => {
    const g = lyingLmg({ hex: '72J5', place: 'sewer', level: -1 }, false);
    expect([lying(g, 'A'), lying(g, 'B'), lying(g, 'public')]).toEqual([[], ['B06'], []]);
  });

  it('a SW lying in sight whose elimination was told to all: both sides and the spectators see it', () => {
    const g = lyingLmg(J5, false);
    expect([lying(g, 'A'), lying(g, 'B'), lying(g, 'public')]).toEqual([['B06'], ['B06'], ['B06']]);
  });

  it('no SW lies there: nobody sees it (an unknown id, a possessed SW, an eliminated one)', () => {
    const g = lyingLmg(J5, false);
    const ctx = g.game.ctx;
    expect(lyingSeenBy(ctx, g.state, 'B05', 'B')).toBe(false);
    expect(lyingSeenBy(ctx, g.state, 'X99', 'B')).toBe(false);
    expect(lyingSeenByPublic(ctx, g.state, 'X99')).toBe(false);
    expect(lyingSeenBy(ctx, g.state, 'B06', 'B')).toBe(true);
    g.state.units.B06!.eliminated = true;
    expect(lyingSeenBy(ctx, g.state, 'B06', 'B')).toBe(false);
    expect(lyingSeenBy(ctx, g.state, 'B06', 'A')).toBe(false);
  });
});
