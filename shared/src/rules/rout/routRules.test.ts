// A10.5-A10.53 on maps of the tests' own terrain (board 71's hexes, everything else open ground).
import { type given, onTerrain } from '../../testing/scenarioBuilder';
import { distance } from '../../hex/grid';
import { routPlan } from './paths';

type Hexes = Record<string, Record<string, unknown>>;
/** The scenario on board 71 with only these hexes' terrain: a map of the test's own. */
const on = (hexes: Hexes, hexsides: unknown[] = []) => onTerrain(hexes, hexsides);
const toRtPh = (g: ReturnType<typeof given>) => g.when(g.state.attacker, { type: 'endPhase' }); // AFPh -> RtPh
const planOf = (g: ReturnType<typeof given>, id: string) => routPlan(g.game.ctx, g.state, g.state.units[id]!);
const dist = (g: ReturnType<typeof given>, a: string, b: string) => distance(g.game.ctx.map.byName(a)!.hex, g.game.ctx.map.byName(b)!.hex);
const pendingRout = (g: ReturnType<typeof given>) =>
  g.state.pending?.options[0] as { unit: string; to: string[]; lowCrawl: string[]; voluntary: boolean };

// brush, grain and rubble next to the router; woods three hexes south (5 MF by the brush), another (6 MF) east
const covers: Hexes = {
  '71K6': { terrain: 'brush' },
  '71J6': { terrain: 'grain' },
  '71L6': { terrain: 'rubble' },
  '71K8': { terrain: 'woods' },
  '71M7': { terrain: 'woods' },
};

describe('A10.51 rout direction and destination', () => {
  it('A10.51: the destination is the nearest building or woods hex in MF (by any route, Interdicted or not), not brush, grain or rubble; A10.5: a routing unit has 6 MF; A10.53: the route taken is the least exposed', () => {
    const g = on(covers).unit('A01', '71K5').unit('B01', '71K3').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    const plan = planOf(g, 'A01');
    expect(plan.routes.get('71K8')).toMatchObject({ nearest: 5, mf: 5 }); // brush 2 + open 1 + woods 2: within 6 MF, not 4
    // M7 is 4 MF away through the open L5 and M6 (Interdicted in both): the nearest; the route taken to it
    // goes round by the brush of K6, K7 and L7 for 6 MF, out of B01's Open Ground
    expect(plan.routes.get('71M7')).toMatchObject({ nearest: 4, mf: 6, path: ['71K6', '71K7', '71L7', '71M7'], interdicted: [] });
    expect(toRtPh(g).ok).toBe(true);
    expect(pendingRout(g)).toMatchObject({ unit: 'A01', to: ['71M7'], voluntary: false });
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8' })).toMatchObject({ ok: false, error: { rule: 'A10.51' } });
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K6' })).toMatchObject({ ok: false, error: { rule: 'A10.51' } });
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71M7' }).ok).toBe(true);
    expect(g.events.some((e) => e.type === 'roll')).toBe(false);
    expect(g.events.find((e) => e.type === 'routed' && e.audience === 'A')).toMatchObject({ data: { to: '71M7', mf: 6, rule: 'A10.5' } });
  });

  it('A10.51: a routing unit never moves closer to ANY Known enemy unit, not only the nearest', () => {
    // B01 two hexes north, B02 five hexes south: the woods at K8 (and the brush at K6) are nearer B02
    const g = on(covers).unit('A01', '71K5').unit('B01', '71K3').unit('B02', '71K10').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    const plan = planOf(g, 'A01');
    expect(plan.routes.has('71K6')).toBe(false);
    expect(plan.routes.has('71K8')).toBe(false);
    for (const [hex, r] of plan.routes) {
      let here = '71K5';
      for (const step of r.path) {
        for (const e of ['71K3', '71K10']) {
          expect(dist(g, step, e)).toBeGreaterThanOrEqual(dist(g, here, e));
          expect(dist(g, step, e)).toBeGreaterThan(1);
        }
        here = step;
      }
      expect(r.mf).toBeLessThanOrEqual(6);
      expect(hex).not.toBe('71K5');
    }
    // no building or woods hex can be reached: it may rout to any hex those rules allow
    expect(plan.destinations).toEqual([...plan.routes.keys()].sort());
  });

  it('A10.51: a broken enemy unit is still a Known armed enemy unit: no routing toward it nor ADJACENT to it', () => {
    const g = on(covers).unit('A01', '71K5').unit('B01', '71K3').unit('B02', '71K10').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    g.state.units.B02!.status.broken = true;
    expect(planOf(g, 'A01').routes.has('71K8')).toBe(false);
  });

  it("A10.51: equally near building/woods hexes are the owner's choice; one no farther from a Known enemy than the start hex may be ignored", () => {
    // J7 and L7 mirror each other about column K; L4 is as far from B01 as the start hex (2)
    const g = on({ '71J7': { terrain: 'woods' }, '71L7': { terrain: 'woods' }, '71L4': { terrain: 'woods' } })
      .unit('A01', '71K5')
      .unit('B01', '71K3')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    const plan = planOf(g, 'A01');
    expect(dist(g, '71L4', '71K3')).toBe(dist(g, '71K5', '71K3'));
    expect(plan.routes.get('71L4')!.nearest).toBeLessThan(plan.routes.get('71J7')!.nearest);
    expect(plan.routes.get('71J7')!.nearest).toBe(plan.routes.get('71L7')!.nearest);
    expect(plan.destinations).toEqual(['71J7', '71L4', '71L7']);
  });

  it('A10.51: upon reaching a woods hex not ADJACENT to a Known enemy the router stops, unless it enters another woods hex next', () => {
    // the only way south runs through the woods at K7; K8 beyond it is open, K9 beyond that woods
    const g = on({ '71K7': { terrain: 'woods' }, '71J7': { terrain: 'stoneBuilding' }, '71L7': { terrain: 'stoneBuilding' } })
      .unit('A01', '71K6')
      .unit('B01', '71K4')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    const plan = planOf(g, 'A01');
    expect(plan.routes.has('71K7')).toBe(true);
    for (const [, r] of plan.routes)
      expect(r.path.slice(0, -1).includes('71K7') && g.game.ctx.map.byName(r.path.at(-1)!)!.spec.terrain === 'open').toBe(false);
  });
});

describe('A10.5 voluntary rout', () => {
  it('A10.5: a broken DM unit not forced to rout may rout or stay; one without DM is not asked', () => {
    const g = on({ '71K5': { terrain: 'woods' }, '71K8': { terrain: 'woods' } })
      .unit('A01', '71K5')
      .unit('A02', '71C5')
      .unit('B01', '71K1')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    g.state.units.A01!.status.dm = true;
    g.state.units.A02!.status.broken = true; // not DM: stays without a question
    expect(toRtPh(g).ok).toBe(true);
    expect(pendingRout(g)).toMatchObject({ unit: 'A01', voluntary: true, to: ['71K8'] });
    expect(g.game.legal(g.state, 'A').map((l) => l.type)).toEqual(expect.arrayContaining(['rout', 'noRout']));
    expect(g.when('A', { type: 'noRout', unit: 'A01' }).ok).toBe(true);
    expect(g.state.pending).toBeNull();
    expect(g.state.units.A01!.loc!.hex).toBe('71K5');
    expect(g.state.units.A02!.loc!.hex).toBe('71C5');
  });

  it('A10.5: a unit forced to rout may not decline; it becomes DM (A10.62)', () => {
    const g = on(covers).unit('A01', '71K5').unit('B01', '71K3').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    expect(g.state.units.A01!.status.dm).toBe(true);
    expect(g.game.legal(g.state, 'A').map((l) => l.type)).not.toContain('noRout');
    expect(g.when('A', { type: 'noRout', unit: 'A01' })).toMatchObject({ ok: false, error: { rule: 'A10.5' } });
  });
});

describe('A10.52 Low Crawl and A10.53 Interdiction', () => {
  // A01 in the open two hexes from B01 (a 4-6-7, normal range 6): it must rout; the woods is at 5 MF
  const exposed = () => on(covers).unit('A01', '71K5').unit('B01', '71K3').playing({ phase: 'AFPh', attacker: 'A' });

  it('A10.53: routing through Open Ground in the LOS and normal range of a Known Good Order enemy: an Interdiction NMC in each such hex (K6, then K7), DR 8 = morale 8 passes, 9 fails', () => {
    // the first NMC passes at the boundary; the second, in K7, decides: one NMC per rout would never roll it
    for (const [dice, reduced] of [
      [[4, 4, 4, 4], false],
      [[4, 4, 4, 5], true],
    ] as const) {
      const g = on({ '71K8': { terrain: 'woods' } })
        .unit('A01', '71K5')
        .unit('B01', '71K3')
        .playing({ phase: 'AFPh', attacker: 'A' });
      g.state.units.A01!.status.broken = true;
      expect(toRtPh(g).ok).toBe(true);
      expect(planOf(g, 'A01').routes.get('71K8')).toMatchObject({ exposed: true, interdicted: ['71K6', '71K7'] }); // open ground in B01's LOS
      g.dice([...dice]);
      expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8' }).ok).toBe(true);
      const rolls = g.events.filter((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'A10.53');
      expect(rolls.map((e) => e.data)).toMatchObject([
        { final: 8, purpose: 'Interdiction NMC for A01 in 71K6' },
        { final: dice[2] + dice[3], purpose: 'Interdiction NMC for A01 in 71K7' },
      ]);
      expect(g.state.units.A01!.type).toBe(reduced ? 'ru-237' : 'ru-628');
      expect(g.state.units.A01!.loc).toEqual({ hex: '71K8', place: 'ground', level: 0 });
    }
  });

  it('A12.14: a concealed broken unit routing through Open Ground in view of a Known enemy loses its "?" before its public Interdiction NMC names it', () => {
    const g = on({ '71K8': { terrain: 'woods' } })
      .unit('A01', '71K5', { concealed: true })
      .unit('B01', '71K3')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true; // broken by a check only its owner saw (a LLMC)
    expect(toRtPh(g).ok).toBe(true);
    g.dice([1, 1, 1, 1]); // K6 and K7
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8' }).ok).toBe(true);
    const toB = g.events.filter((e) => e.audience === 'B' || e.audience === 'all');
    const lost = toB.findIndex((e) => e.type === 'concealmentLost' && (e.data as { unit: string }).unit === 'A01');
    const named = toB.findIndex((e) => JSON.stringify(e.data).includes('A01'));
    expect(lost).toBeGreaterThanOrEqual(0);
    expect(named).toBe(lost);
    expect(g.state.units.A01!.status.concealed).toBe(false);
  });

  it("A10.531: the brush of the route hindering the enemy's LOS makes the hexes beyond it no Open Ground to that enemy", () => {
    const g = exposed();
    g.state.units.A01!.status.broken = true;
    expect(planOf(g, 'A01').routes.get('71K8')!.exposed).toBe(false); // B01 sees K7 only through the brush in K6
  });

  it('A10.52: Low Crawl moves one hex toward the destination for all the MF and is never Interdicted', () => {
    const g = exposed();
    g.state.units.A01!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    const o = pendingRout(g);
    expect(o.lowCrawl).toContain('71K6');
    expect(o.lowCrawl).not.toContain('71K8'); // one hex only
    const crawl = g.game.legal(g.state, 'A').find((l) => l.rule === 'A10.52');
    expect(crawl?.choices).toMatchObject({ unit: 'A01', lowCrawl: true });
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8', lowCrawl: true })).toMatchObject({ ok: false, error: { rule: 'A10.52' } });
    g.dice([6, 6]); // would fail any Interdiction NMC
    // L5: Open Ground to B01 (a route through it is Interdicted there), toward M7, the nearest woods
    expect(planOf(g, 'A01').routes.get('71L5')).toMatchObject({ interdicted: ['71L5'] });
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71L5', lowCrawl: true }).ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71L5');
    expect(g.events.some((e) => e.type === 'roll')).toBe(false);
    expect(g.events.find((e) => e.type === 'routed' && e.audience === 'A')).toMatchObject({ data: { to: '71L5', mf: 6, rule: 'A10.52' } });
  });

  it('A10.52: no Low Crawl out of an enemy-occupied Location; ADJACENT to the same enemy it may crawl', () => {
    for (const [enemyAt, crawls] of [
      ['71K5', false],
      ['71K4', true],
    ] as const) {
      const g = on({ '71K8': { terrain: 'woods' } })
        .unit('A01', '71K5')
        .unit('B01', enemyAt)
        .playing({ phase: 'AFPh', attacker: 'A' });
      g.state.units.A01!.status.broken = true;
      expect(toRtPh(g).ok).toBe(true);
      const o = pendingRout(g);
      expect(o.to.length).toBeGreaterThan(0);
      expect(o.lowCrawl.length > 0).toBe(crawls);
      expect(g.game.legal(g.state, 'A').some((l) => l.rule === 'A10.52')).toBe(crawls);
      const first = planOf(g, 'A01').routes.get(o.to[0]!)!.path[0]!;
      expect(g.when('A', { type: 'rout', unit: 'A01', to: first, lowCrawl: true }).ok).toBe(crawls);
    }
  });

  it('A10.531: a hex the enemy sees only through a LOS Hindrance is no Open Ground to it: no Interdiction there', () => {
    // grain between B01 and the router's path: B01 could not apply FFMO there (A4.6)
    const g = on({ '71K4': { terrain: 'grain' }, '71K8': { terrain: 'woods' } })
      .unit('A01', '71K5')
      .unit('B01', '71K2')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    const plan = planOf(g, 'A01');
    expect(plan.routes.get('71K6')!.exposed).toBe(false); // B01 -> K6 crosses the grain in K4
  });
});
