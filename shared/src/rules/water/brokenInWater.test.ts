// B21.43 broken units in a Water Obstacle (must rout, no Low Crawl) and B21.3 a Water Obstacle is Open
// Ground for rout where a LOS to it exists, through the Rout Phase, on board 71 with a fordable river
// in columns M and N and a woods hex K5 on the west bank. Neighbours: M5 SW L5, M5 NW L4; L5 NW K5.
import { columnsOf, waterScene } from '../../testing/waterScene';
import { openGroundTo } from '../rout/paths';

const hexes = { ...columnsOf(['M', 'N'], { terrain: 'river' }), '71K5': { terrain: 'woods' } };
const scene = () => waterScene(hexes, { depth: 'fordable', current: 'moderate', direction: 'S' });
type G = ReturnType<typeof scene>;
const toRtPh = (g: G) => expect(g.when(g.state.attacker, { type: 'endPhase' }).ok).toBe(true); // AFPh -> RtPh
const brokenAt = (hex: string, enemyAt: string) => {
  const g = scene().unit('A01', hex).unit('B01', enemyAt).playing({ phase: 'AFPh', attacker: 'A' });
  g.state.units.A01!.status.broken = true;
  return g;
};
const option = (g: G) => g.state.pending?.options[0] as { unit: string; to: string[]; lowCrawl: string[]; voluntary: boolean } | undefined;

describe('B21.43 broken units in a Water Obstacle', () => {
  it('B21.43: a broken unit IN the river must rout with no enemy near or in view; the same unit on land need not', () => {
    const water = brokenAt('71M5', '71Z1');
    toRtPh(water);
    expect(option(water)).toMatchObject({ unit: 'A01', voluntary: false, to: ['71K5'] });
    expect(water.state.units.A01!.status.dm).toBe(true);
    const land = brokenAt('71L5', '71Z1');
    toRtPh(land);
    expect(land.state.pending).toBeNull();
  });

  it('B21.43: a fording unit which breaks may not Low Crawl (on land the same rout offers it)', () => {
    const water = brokenAt('71M5', '71L4');
    toRtPh(water);
    expect(option(water)).toMatchObject({ unit: 'A01', voluntary: false, lowCrawl: [] });
    expect(water.when('A', { type: 'rout', unit: 'A01', to: '71L5', lowCrawl: true }).ok).toBe(false);
    const land = brokenAt('71L5', '71L3');
    toRtPh(land);
    expect(option(land)!.lowCrawl.length).toBeGreaterThan(0);
  });
});

describe('B21.3 a Water Obstacle is Open Ground for rout where a LOS to it exists', () => {
  it('B21.3 / A10.531: the river hex is Open Ground to an enemy ADJACENT at ground level; not to one three hexes off, who has no LOS INTO it (A6.3)', () => {
    const g = scene().unit('A01', '71M5').unit('B01', '71L4').unit('B02', '71J5').playing({ phase: 'AFPh', attacker: 'A' });
    expect(openGroundTo(g.game.ctx, g.state.units.B01!, '71M5')).toBe(true);
    expect(openGroundTo(g.game.ctx, g.state.units.B02!, '71M5')).toBe(false);
  });

  it('B21.43 / A10.53: so vulnerable to Interdiction: routing out of the river through Open Ground in view of a Good Order enemy costs a NMC; failed, Casualty Reduction', () => {
    const g = brokenAt('71M5', '71O3');
    toRtPh(g);
    g.dice([6, 6]);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K5' }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'roll' && e.data.rule === 'A10.53')).toBeDefined();
    expect(g.events.find((e) => e.type === 'reduced')).toMatchObject({ data: { unit: 'A01', rule: 'A10.53' } });
  });
});
