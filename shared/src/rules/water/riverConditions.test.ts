import { given } from '../../testing/scenarioBuilder';

function startPlay(dice: number[], river?: Record<string, string>) {
  const g = given('factory-assault', 'asl', (s) => {
    if (river) (s.rules as Record<string, unknown>).river = river;
  });
  for (const side of ['A', 'B'] as const) {
    const entry = g.game.legal(g.state, side).find((l) => l.type === 'placeUnits')!;
    let i = 0;
    g.when(side, g.game.handler('placeUnits')!.sample!(entry, () => (i++ * 0.137) % 1, g.game.ctx, g.state, side));
  }
  g.dice(dice);
  expect(g.when('A', { type: 'finishSetup' }).ok).toBe(true);
  expect(g.when('B', { type: 'finishSetup' }).ok).toBe(true);
  return g;
}

describe('B21.121 / B21.122 river conditions at the outset', () => {
  it('B21.121: an odd Current dr reverses the direction; dr 1 is a heavy current; B21.122: depth dr 6 is fordable', () => {
    const g = startPlay([1, 6], { direction: 'S' });
    expect(g.view('B').modules.water).toEqual({ river: { depth: 'fordable', current: 'heavy', direction: 'N' }, changed: {} });
    const rolls = g.events.filter((e) => e.type === 'roll');
    expect(rolls.map((r) => [r.audience, r.data.purpose, r.data.rule, r.data.final])).toEqual([
      ['all', 'river current', 'B21.121', 1],
      ['all', 'river depth', 'B21.122', 6],
    ]);
  });
  it('B21.121: an even dr keeps the direction; 2-5 is moderate, >= 6 slow; B21.122: 1 flooded, 2-5 deep', () => {
    const flooded = startPlay([4, 1], { direction: 'S' }).view('A').modules.water!;
    expect(flooded.river).toEqual({ depth: 'flooded', current: 'moderate', direction: 'S' });
    // B21.21: the flooded river (73CC1-CC10, DD0-DD10 of factory-district) is one level higher
    expect(Object.keys(flooded.changed)).toHaveLength(21);
    expect(flooded.changed['73CC4']).toEqual({ terrain: 'river', elevation: 1 });
    expect(startPlay([6, 3], { direction: 'NE' }).view('A').modules.water).toEqual({ river: { depth: 'deep', current: 'slow', direction: 'NE' }, changed: {} });
  });
  it('values the scenario gives are not rolled', () => {
    const g = startPlay([], { direction: 'S', current: 'moderate', depth: 'deep' });
    expect(g.events.filter((e) => e.type === 'roll')).toEqual([]);
    expect(g.view('public').modules.water).toEqual({ river: { depth: 'deep', current: 'moderate', direction: 'S' }, changed: {} });
  });
});
