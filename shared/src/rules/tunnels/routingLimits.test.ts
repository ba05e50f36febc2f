// B8.61, B8.62 a rout through a tunnel, the boundaries left by mutation testing (issue #33): the router
// portages no more than its IPC in the tunnel ("no unit may ... portage more than its IPC", B8.61), and
// only Known armed enemy units (A10.5: Infantry, not its own side's) bar an exit. A's tunnel from K5 to
// K8 (woods both) on board 71 of the sewer-infiltration scenario; A01 a 6-2-8 squad (IPC 3), A09 a MMG
// (4 PP), broken in K5 in the RtPh.
import { given, type Given } from '../../testing/scenarioBuilder';
import { routWays } from './routing';

const woods = { terrain: 'woods' };

function router(add: (g: Given) => void = () => {}): string[] {
  const g = given(
    'sewer-infiltration',
    'asl',
    (d) => {
      d.rules = { ...(d.rules as object), tunnels: { A: 1 } };
      (d.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 });
    },
    (m) => {
      m.hexes = { '71K5': woods, '71K8': woods };
      m.hexsides = [];
    },
  );
  const r = g.when('A', { type: 'recordTunnels', tunnels: [{ entrances: [{ hex: '71K5' }, { hex: '71K8' }] }] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  g.unit('A01', '71K5');
  add(g);
  g.playing({ phase: 'RtPh', attacker: 'A' });
  g.state.units.A01!.status.broken = true;
  return routWays(g.game.contextAt(g.state), g.state, g.state.units.A01!).map((w) => w.to);
}

describe('B8.61 with B8.62: a router portages within its IPC', () => {
  it('B8.61: A01 (IPC 3) carrying the MMG (4 PP) may not rout through the tunnel; empty-handed it may', () => {
    expect(router()).toEqual(['71K8']);
    expect(router((g) => (g.state.units.A01!.carries = ['A09']))).toEqual([]);
  });
});

describe('B8.62 with A10.5: only Known armed enemy units bar the exit', () => {
  // K10 is 5 hexes from the entrance K5 and 2 from the exit K8: a Known armed enemy there makes K8 closer
  it('B8.62: a Known enemy squad in K10 bars the exit (closer to it); a friendly squad or an enemy Dummy there does not', () => {
    expect(router((g) => g.unit('B01', '71K10'))).toEqual([]);
    expect(router((g) => g.unit('A02', '71K10'))).toEqual(['71K8']);
    expect(router((g) => g.unit('B05', '71K10'))).toEqual(['71K8']);
  });
});
