// The tunnels module's declarations and its invariants (B8.6, B8.61), the boundaries left by mutation
// testing (issue #33): the rules it names, the tunnel Location kind (below ground, out of every LOS, never
// overstacked, no TEM), and the states it refuses as impossible. A's tunnel from the woods at K5 to the
// woods at K8 on board 71 of the sewer-infiltration scenario; A01 and A02 go in at K5 in A's MPh.
import { given, type Given } from '../../testing/scenarioBuilder';

function inTunnel(): Given {
  const g = given(
    'sewer-infiltration',
    'asl',
    (d) => (d.rules = { ...(d.rules as object), tunnels: { A: 1 } }),
    (m) => {
      m.hexes = { '71K5': { terrain: 'woods' }, '71K8': { terrain: 'woods' } };
      m.hexsides = [];
    },
  );
  const r = g.when('A', { type: 'recordTunnels', tunnels: [{ entrances: [{ hex: '71K5' }, { hex: '71K8' }] }] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  g.unit('A01', '71K5').unit('A02', '71K5').unit('A03', '71A1').unit('B01', '71L3').playing({ phase: 'MPh', attacker: 'A' });
  expect(g.when('A', { type: 'enterTunnel', units: ['A01', 'A02'], to: '71K8' })).toMatchObject({ ok: true });
  return g;
}
const tunnelsModule = (g: Given) => g.game.ctx.modules.find((m) => m.id === 'tunnels')!;
const problems = (g: Given) => tunnelsModule(g).invariants!(g.game.ctx, g.state);

describe('B8.6 the tunnels module', () => {
  it('names the rules it implements', () => {
    expect(tunnelsModule(inTunnel()).rules).toEqual(['B8.6', 'B8.61', 'B8.62', 'B8.63']);
  });
  it('B8.6, B8.61: a tunnel Location is below ground, out of every LOS, never overstacked, with no TEM', () => {
    expect(inTunnel().game.ctx.locations.kind({ hex: '71K8', place: 'tunnel', level: -1 })).toEqual({
      id: 'tunnel',
      underground: true,
      los: 'none',
      strictStacking: true,
      terrainTem: false,
    });
  });
});

describe('B8.61 the states the module refuses as impossible', () => {
  it('B8.61: none while A01 and A02 are in the tunnel beneath their "Sewer ?" in their MPh', () => {
    expect(problems(inTunnel())).toEqual([]);
  });
  it("B8.61: a stack in a tunnel outside its side's MPh-APh", () => {
    const g = inTunnel();
    g.state.phase = 'CCPh';
    expect(problems(g)).toEqual([expect.stringMatching(/^TS\d+ is in a tunnel outside its side's MPh-APh \(B8\.61\)$/)]);
    g.state.phase = 'APh';
    g.state.attacker = 'B';
    expect(problems(g)).toHaveLength(1);
  });
  it('B8.61: a unit of a stack elsewhere than beneath its hex, or without its "Sewer ?"; a unit in a tunnel outside any stack', () => {
    const g = inTunnel();
    g.state.units.A01!.loc = { hex: '71K7', place: 'tunnel', level: -1 };
    g.state.units.A02!.status.concealed = false;
    g.state.units.A03!.loc = { hex: '71K5', place: 'tunnel', level: -1 };
    expect(problems(g)).toEqual([
      expect.stringMatching(/^A01 of TS\d+ is not in the tunnel beneath 71K8$/),
      'A02 is in a tunnel without its "Sewer ?" (B8.61)',
      'A03 is in a tunnel outside any stack',
    ]);
    g.state.units.A03!.eliminated = true;
    expect(problems(g)).toHaveLength(2);
  });
});
