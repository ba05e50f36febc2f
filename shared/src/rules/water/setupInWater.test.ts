// B21.4: a Water Obstacle is entered only by bridge, boat, amphibian, swimming or fording: no unit is
// set up IN one. A frozen one (B21.6) is ice, Open Ground: units may be set up on it.
import { given } from '../../testing/scenarioBuilder';

describe('B21.4 setup: no unit IN a Water Obstacle', () => {
  it('canal hexes in the Soviet zone (widened to the bank) are not offered and are refused; the frozen pond is ice', () => {
    const g = given('river-ford', 'asl', (doc) => {
      doc.setupZones = { ...(doc.setupZones as object), A: { areas: [{ board: '41', columns: ['A', 'O'], rows: [0, 10] }] } };
    });
    const ctx = g.game.contextAt(g.state);
    const zoneWater = [...ctx.zones.A].filter((h) => ctx.map.byName(h)!.terrain.waterObstacle);
    expect(zoneWater.length).toBeGreaterThan(0);
    const offered = g.game.legal(g.state, 'A').find((l) => l.type === 'placeUnits')!.choices!.hexes as string[];
    expect(offered.filter((h) => zoneWater.includes(h))).toEqual([]);
    expect(offered.length).toBe(ctx.zones.A.size - zoneWater.length);
    expect(g.when('A', { type: 'placeUnits', placements: [{ unit: 'A01', hex: zoneWater[0]!, level: 0, concealed: false }] })).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION', message: `${zoneWater[0]} is a Water Obstacle: units are not set up IN water`, rule: 'B21.4' },
    });
    expect(ctx.map.byName('41Y7')!.spec.terrain).toBe('ice');
  });
});
