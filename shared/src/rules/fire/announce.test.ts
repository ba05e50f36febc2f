import { given } from '../../testing/scenarioBuilder';

// A12.14: firing costs a "?" only in view of a Good Order enemy ground unit. A firer that keeps its "?"
// stays unnamed to the other side: the fire event is told to each side in its own form.
describe('the fire event of firers that keep their "?" (A12.14)', () => {
  // B01 (the DEFENDER's only unit on the map) is broken: nobody Good Order sees the firer
  const unseen = (firer: string) => {
    const g = given('sewer-infiltration')
      .unit(firer, '71O3', { concealed: true })
      .unit('B01', '71P2')
      .playing({ phase: 'PFPh', attacker: 'A' })
      .dice([6, 6]);
    g.state.units.B01!.status.broken = true;
    return g;
  };

  it('the firing side reads its units; the other side only the "?" of their Location and their FP as one', () => {
    const g = unseen('A01');
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71P2' }).ok).toBe(true);
    expect(g.state.units.A01!.status.concealed).toBe(true); // no Good Order enemy: the "?" stays
    const fires = g.events.filter((e) => e.type === 'fire');
    expect(fires.map((e) => e.audience)).toEqual(['A', 'B']);
    expect(fires[0]!.data).toMatchObject({ firers: ['A01'], fpBreakdown: [{ unit: 'A01', base: 6 }] });
    expect(fires[1]!.data).toMatchObject({
      firers: ['?A@71O3/ground/0'],
      fp: 12,
      fpBreakdown: [{ unit: '?', base: 12, factors: [], fp: 12 }],
    });
    expect(JSON.stringify(fires[1]!.data)).not.toContain('A01');
  });

  it('the other side\'s form is the same whichever unit fired from under the "?"', () => {
    const forB = (firer: string) => {
      const g = unseen(firer);
      expect(g.when('A', { type: 'fire', firers: [firer], target: '71P2' }).ok).toBe(true);
      return g.events.filter((e) => e.type === 'fire' && e.audience !== 'A').map((e) => e.data);
    };
    expect(forB('A02')).toEqual(forB('A01'));
  });

  it('a firer seen by a Good Order enemy loses its "?" and the event is for all', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71O3', { concealed: true })
      .unit('B01', '71P2')
      .playing({ phase: 'PFPh', attacker: 'A' })
      .dice([6, 6]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71P2' }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'fire')).toEqual([
      expect.objectContaining({ audience: 'all', data: expect.objectContaining({ firers: ['A01'] }) }),
    ]);
  });
});
