// A10.53: one Interdiction NMC in each hex of the rout whose entry is exposed (Open Ground, A10.531, to a
// Known Good Order enemy), not one per rout: the B27.41 EX red route (D6 to the woods of D9 past D7 and
// D8) is Interdicted twice. On board 71, every hex open unless a test gives its terrain.
import { fortifiedScene } from '../../testing/fortifiedScene';
import { onTerrain } from '../../testing/scenarioBuilder';
import { routPlan } from './paths';

type G = ReturnType<typeof onTerrain>;
const interdictions = (g: G) =>
  g.events
    .filter((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'A10.53')
    .map((e) => e.data as { final: number; purpose: string });
// the broken A01 in D6, B01 (a 4-6-7) watching from D2, the woods in D9
const redRoute = (also: (g: G) => void = () => undefined) => {
  const g = onTerrain({ '71D9': { terrain: 'woods' } })
    .unit('A01', '71D6')
    .unit('B01', '71D2');
  also(g);
  g.playing({ phase: 'AFPh', attacker: 'A' });
  g.state.units.A01!.status.broken = true;
  return g;
};

describe('A10.53 Interdiction in each hex', () => {
  it('B27.41 EX: the red route D7, D8, D9 is Interdicted in D7 and in D8; with the foxholes the least exposed route to the woods has one NMC (beneath one of them, 6 MF)', () => {
    const g = fortifiedScene(
      [
        { kind: 'foxhole', hex: '71D7', side: 'A' },
        { kind: 'foxhole', hex: '71D8', side: 'A' },
      ],
      { '71D9': { terrain: 'woods' } },
    )
      .unit('A01', '71D6')
      .unit('B01', '71D2')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    const plan = routPlan(g.game.ctx, g.state, g.state.units.A01!);
    expect(plan.routes.get('71D9')).toMatchObject({ path: ['71D7', '71D8', '71D9'], mf: 4, nearest: 4, interdicted: ['71D7', '71D8'] });
    expect(plan.taken.get('71D9')).toMatchObject({ path: ['71D7', '71D8', '71D9'], mf: 6 });
    expect(plan.taken.get('71D9')!.interdicted).toHaveLength(1);
  });

  it('A10.53, B27.41 EX: routing the red route, a NMC in D7 and another in D8: DR 8 passes the morale-8 squad, a 9 in D8 reduces it there and the half-squad goes on to D9', () => {
    for (const [dice, reduced] of [
      [[4, 4, 4, 4], false],
      [[4, 4, 4, 5], true],
    ] as const) {
      const g = redRoute();
      expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
      g.dice([...dice]);
      expect(g.when('A', { type: 'rout', unit: 'A01', to: '71D9' }).ok).toBe(true);
      expect(interdictions(g)).toMatchObject([
        { final: 8, purpose: 'Interdiction NMC for A01 in 71D7' },
        { final: dice[2] + dice[3], purpose: 'Interdiction NMC for A01 in 71D8' },
      ]);
      expect(g.state.units.A01!.type).toBe(reduced ? 'ru-237' : 'ru-628');
      expect(g.state.units.A01!.loc!.hex).toBe('71D9');
    }
  });

  it('A10.53: a router the NMC in D7 eliminates (a failed half-squad) goes no farther: one NMC, eliminated in D7', () => {
    const g = redRoute();
    Object.assign(g.state.units.A01!, { type: 'ru-237', kind: 'halfSquad' });
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    g.dice([4, 5]);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71D9' }).ok).toBe(true);
    expect(interdictions(g)).toHaveLength(1);
    expect(g.state.units.A01!).toMatchObject({ eliminated: true, loc: { hex: '71D7' } });
    expect(g.events.find((e) => e.type === 'eliminated')).toMatchObject({ data: { unit: 'A01', loc: { hex: '71D7' }, rule: 'A10.53' } }); // in the hex of the NMC
    expect(g.events.find((e) => e.type === 'routed' && e.audience === 'A')).toMatchObject({ data: { from: '71D6', to: '71D7' } });
  });
});
