// A12.33 (our reading): a router passing through the hex of a fortification set up hidden by the other
// side sees it (rules/rout/rout.ts walk, through the seam core/concealment.ts revealFortification): A01,
// broken at D4 next to B01 (D5), routs along a route of two hexes or more; B's hidden foxhole stands in
// its first hex, or in none (sewer-infiltration, board 71 as printed).
import { given, ok } from '../../testing/scenarioBuilder';
import { readFortifications } from '../core/fortifications';
import { routeKey, routPlan } from '../rout/paths';

function rout(foxholeOnPath: boolean) {
  const g = given('sewer-infiltration').unit('A01', '71D4').unit('B01', '71D5').playing({ phase: 'AFPh', attacker: 'A' });
  g.state.units.A01!.status.broken = true;
  ok(g.when('A', { type: 'endPhase' })); // AFPh -> RtPh
  const options = (g.state.pending!.options[0] as { to: string[] }).to;
  const plan = routPlan(g.game.ctx, g.state, g.state.units.A01!);
  const to = options.find((h) => (plan.taken.get(routeKey(h))?.path.length ?? 0) >= 2)!;
  const through = plan.taken.get(routeKey(to))!.path[0]!;
  // B's foxhole set up hidden in the first hex of the route (a setup counter: its id is its side and hex)
  readFortifications(g.state).counters.push({
    id: `FB${foxholeOnPath ? through : '71Z9'}`,
    kind: 'foxhole',
    hex: foxholeOnPath ? through : '71Z9',
    side: 'B',
    squads: 1,
    placedInSetup: true,
    hidden: true,
  });
  g.dice([1, 1, 1, 1, 1, 1]); // any Interdiction NMC passes
  const from = g.events.length;
  ok(g.when('A', { type: 'rout', unit: 'A01', to }));
  return { g, through, events: g.events.slice(from) };
}

describe('A12.33 a router passing through a hidden fortification', () => {
  it('A12.33: the foxhole in a hex the router passes through is revealed to all; one it never enters stays hidden', () => {
    const { g, through, events } = rout(true);
    expect(events.filter((e) => e.type === 'fortificationRevealed')).toEqual([
      {
        type: 'fortificationRevealed',
        audience: 'all',
        data: {
          fortification: { id: `FB${through}`, kind: 'foxhole', hex: through, side: 'B', squads: 1 },
          why: 'enemyEntered',
          rule: 'A12.33',
        },
      },
    ]);
    expect(g.view('A').modules.fortifications!.counters.map((f) => f.hex)).toContain(through);
    const off = rout(false);
    expect(off.events.some((e) => e.type === 'fortificationRevealed')).toBe(false);
    expect(off.g.view('A').modules.fortifications!.counters).toEqual([]);
  });
});
