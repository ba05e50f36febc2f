// A10.533: a routing unit that tries to enter a Location holding an enemy unit it could not know of
// (concealed, hidden) is repulsed: "one concealed non-Dummy unit therein must become Known (i.e., lose its
// concealment, using Random Selection)"; the rule's example: the router, repulsed, ends its RtPh ADJACENT
// to that now Known enemy and is eliminated. On board 71 with the tests' own terrain.
import { onTerrain } from '../../testing/scenarioBuilder';
import { routPlan } from './paths';

type G = ReturnType<typeof onTerrain>;
const toRtPh = (g: G) => g.when(g.state.attacker, { type: 'endPhase' }); // AFPh -> RtPh
// the broken A01 in K5 must rout from B01 (K3, Known); brush in K6 and K7 keeps the route out of
// B01's Open Ground (no Interdiction: no dice); the woods of K8 is the nearest cover, 6 MF away
const scene = (also: (g: G) => void) => {
  const g = onTerrain({ '71K6': { terrain: 'brush' }, '71K7': { terrain: 'brush' }, '71K8': { terrain: 'woods' } })
    .unit('A01', '71K5')
    .unit('B01', '71K3');
  also(g);
  g.playing({ phase: 'AFPh', attacker: 'A' });
  g.state.units.A01!.status.broken = true;
  return g;
};

describe("A10.533 rout into a concealed enemy unit's Location", () => {
  it('A10.533 EX: the router trying to enter the woods of the concealed B02 reveals it, is repulsed into K7, ends the RtPh ADJACENT to it and is eliminated', () => {
    const g = scene((x) => x.unit('B02', '71K8', { concealed: true }));
    // the plan knows only Known enemies: the concealed B02 changes nothing of it
    expect(routPlan(g.game.ctx, g.state, g.state.units.A01!).taken.get('71K8')).toMatchObject({
      path: ['71K6', '71K7', '71K8'],
      interdicted: [],
    });
    expect(toRtPh(g).ok).toBe(true);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8' }).ok).toBe(true);
    expect(g.state.units.B02!.status.concealed).toBe(false);
    expect(g.events.find((e) => e.type === 'concealmentLost')).toMatchObject({ audience: 'all', data: { unit: 'B02', rule: 'A10.533' } });
    expect(g.events.find((e) => e.type === 'moveStopped')).toMatchObject({
      audience: 'all',
      data: { from: '71K7', into: '71K8', rule: 'A10.533' },
    });
    expect(g.state.units.A01!).toMatchObject({ eliminated: true, loc: { hex: '71K7' } });
    expect(g.events.find((e) => e.type === 'eliminated' && (e.data as { unit: string }).unit === 'A01')).toMatchObject({
      data: { rule: 'A10.533' },
    });
    expect(g.events.find((e) => e.type === 'routed' && e.audience === 'B')).toMatchObject({ data: { from: '71K5', to: '71K7' } });
  });

  it('A10.533: repulsed by a hidden unit in the first hex entered, the router stays where it began (then eliminated ADJACENT to it, A10.5)', () => {
    const g = scene((x) => x.unit('B02', '71K6'));
    g.state.units.B02!.status.hidden = true;
    expect(toRtPh(g).ok).toBe(true);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8' }).ok).toBe(true);
    expect(g.state.units.B02!.status.hidden).toBe(false);
    expect(g.events.some((e) => e.type === 'routed')).toBe(false);
    expect(g.state.units.A01!).toMatchObject({ eliminated: true, loc: { hex: '71K5' } });
  });

  it('A10.533, A10.5: repulsed by a broken enemy unit, the router ends its RtPh ADJACENT to it and survives (only an unbroken one eliminates it)', () => {
    const g = scene((x) => x.unit('B02', '71K8', { concealed: true }));
    g.state.units.B02!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8' }).ok).toBe(true);
    expect(g.state.units.B02!.status.concealed).toBe(false);
    expect(g.state.units.A01!).toMatchObject({ eliminated: false, loc: { hex: '71K7' } });
    expect(g.state.units.B02!.loc!.hex).toBe('71K8');
  });

  it('A10.533, A12.15: a dummy alone in the Location is removed and the router goes in', () => {
    const g = scene((x) => x.unit('B05', '71K8'));
    expect(g.state.units.B05!.kind).toBe('dummy');
    expect(toRtPh(g).ok).toBe(true);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8' }).ok).toBe(true);
    expect(g.state.units.B05!.eliminated).toBe(true);
    expect(g.events.find((e) => e.type === 'dummyRevealed')).toMatchObject({ audience: 'all', data: { rule: 'A10.533' } });
    expect(g.state.units.A01!).toMatchObject({ eliminated: false, loc: { hex: '71K8' } });
    expect(g.events.some((e) => e.type === 'moveStopped')).toBe(false);
  });

  it("A10.533: a Low Crawl into a concealed enemy unit's Location is repulsed as well", () => {
    const g = scene((x) => x.unit('B02', '71K6', { concealed: true }));
    expect(toRtPh(g).ok).toBe(true);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K6', lowCrawl: true }).ok).toBe(true);
    expect(g.state.units.B02!.status.concealed).toBe(false);
    expect(g.state.units.A01!).toMatchObject({ eliminated: true, loc: { hex: '71K5' } });
  });

  const selections = (g: G) => g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A10.533');

  it('A10.533: one concealed non-Dummy unit, by Random Selection (its owner\'s dr), becomes Known; the other keeps its "?"', () => {
    for (const [dr, revealed, kept] of [
      [1, 'B02', 'B03'],
      [2, 'B03', 'B02'],
    ] as const) {
      const g = scene((x) => x.unit('B02', '71K8', { concealed: true }).unit('B03', '71K8', { concealed: true }));
      expect(toRtPh(g).ok).toBe(true);
      g.dice([dr]);
      expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8' }).ok).toBe(true);
      expect(selections(g).map((e) => e.audience)).toEqual(['B']); // how many lie beneath is not A's to count
      expect(g.state.units[revealed]!.status.concealed).toBe(false);
      expect(g.state.units[kept]!.status.concealed).toBe(true);
      expect(g.events.filter((e) => e.type === 'concealmentLost').map((e) => e.data.unit)).toEqual([revealed]);
      expect(g.state.units.A01!).toMatchObject({ eliminated: true, loc: { hex: '71K7' } });
    }
  });

  it('A10.533, A.9: a Dummy selected is removed and the selection goes on to the real unit', () => {
    const g = scene((x) => x.unit('B02', '71K8', { concealed: true }).unit('B05', '71K8'));
    expect(toRtPh(g).ok).toBe(true);
    g.dice([2]); // B02, B05: the dummy first; then B02 alone, no dr
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8' }).ok).toBe(true);
    expect(selections(g)).toHaveLength(1);
    expect(g.state.units.B05!.eliminated).toBe(true);
    expect(g.state.units.B02!.status.concealed).toBe(false);
    expect(g.state.units.A01!).toMatchObject({ eliminated: true, loc: { hex: '71K7' } });
  });

  it('A10.533, A12.15: hidden units go beneath a "?" before the Random Selection; one not selected stays concealed', () => {
    const g = scene((x) => x.unit('B02', '71K8', { concealed: true }).unit('B03', '71K8'));
    g.state.units.B03!.status.hidden = true;
    expect(toRtPh(g).ok).toBe(true);
    g.dice([1]);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8' }).ok).toBe(true);
    expect(g.state.units.B02!.status.concealed).toBe(false);
    expect(g.state.units.B03!.status).toMatchObject({ hidden: false, concealed: true });
  });
});
