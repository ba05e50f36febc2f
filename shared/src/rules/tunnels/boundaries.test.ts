// Boundary tests found by mutation testing (npm run mutate -- tunnels/routing): which units in the exit
// Location repulse a router coming out of a tunnel (A10.533 with B8.62). Only an enemy unit the router
// could not know of does; the router's own side and an eliminated enemy never do.
import { given, type Given } from '../../testing/scenarioBuilder';

const woods = { terrain: 'woods' };

/** A's tunnel from K5 to K8 (woods both), A01 broken in K5 with B01 ADJACENT in K4: it must rout. */
function forcedRout(add: (g: Given) => void): Given {
  const g = given(
    'sewer-infiltration',
    'asl',
    (d) => (d.rules = { ...(d.rules as object), tunnels: { A: 1 } }),
    (m) => {
      m.hexes = { '71K5': woods, '71K8': woods };
      m.hexsides = [];
    },
  );
  const r = g.when('A', { type: 'recordTunnels', tunnels: [{ entrances: [{ hex: '71K5' }, { hex: '71K8' }] }] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  g.unit('B01', '71K4');
  add(g);
  g.unit('A01', '71K5').playing({ phase: 'AFPh', attacker: 'A' });
  g.state.units.A01!.status.broken = true;
  const end = g.endPhase();
  if (!end.ok) throw new Error(JSON.stringify(end.error));
  return g;
}

const routThrough = (g: Given) => g.when('A', { type: 'rout', unit: 'A01', to: '71K8', via: 'tunnel' });

describe('A10.533, B8.62: what in the exit Location repulses a router', () => {
  it('A10.533: a concealed enemy unit there repulses it (the router, forced to rout, is eliminated)', () => {
    const g = forcedRout((x) => x.unit('B03', '71K8', { concealed: true }));
    expect(routThrough(g).ok).toBe(true);
    expect(g.state.units.A01).toMatchObject({ eliminated: true, loc: { hex: '71K5' } });
  });

  it('A10.533: a concealed unit of its own side there does not: the router comes out at the exit', () => {
    const g = forcedRout((x) => x.unit('A02', '71K8', { concealed: true }));
    expect(routThrough(g).ok).toBe(true);
    expect(g.state.units.A01).toMatchObject({ eliminated: false, loc: { hex: '71K8' } });
    expect(g.state.units.A02!.status.concealed).toBe(true);
    expect(g.events.some((e) => e.type === 'tunnelRoutRepulsed')).toBe(false);
  });

  it('A10.533: an eliminated enemy unit left there does not: the router comes out at the exit', () => {
    const g = forcedRout((x) => {
      x.unit('B03', '71K8', { concealed: true });
      x.state.units.B03!.eliminated = true;
    });
    expect(routThrough(g).ok).toBe(true);
    expect(g.state.units.A01).toMatchObject({ eliminated: false, loc: { hex: '71K8' } });
  });
});
