// The tunnels module's view (B8.61, B8.63), the boundaries left by mutation testing (issue #33): which
// standing entrances each viewer is shown. A side knows its own tunnels' entrances from the moment it
// records them; the enemy learns of one only when it is discovered (B8.63); the replay, and everyone once
// the match has ended, see them all. A's tunnel from the woods at K5 to the woods at K8 on board 71.
import { given, type Given } from '../../testing/scenarioBuilder';
import { tunnels } from './state';

function scene(add: (g: Given) => void = () => {}, recorded = ['71K5', '71K8']): Given {
  const g = given(
    'sewer-infiltration',
    'asl',
    (d) => (d.rules = { ...(d.rules as object), tunnels: { A: 1 } }),
    (m) => {
      m.hexes = { '71K5': { terrain: 'woods' }, '71K8': { terrain: 'woods' } };
      m.hexsides = [];
    },
  );
  const r = g.when('A', { type: 'recordTunnels', tunnels: [{ entrances: recorded.map((hex) => ({ hex })) }] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  g.unit('B01', '71L3');
  add(g);
  return g.playing({ phase: 'MPh', attacker: 'A' });
}
const entrances = (g: Given, v: 'A' | 'B' | 'public' | 'replay') => g.view(v).modules.tunnels!.entrances;

describe('B8.61, B8.63 the entrances each viewer is shown', () => {
  it('B8.61: its own side sees both entrances; the enemy and the public none while undiscovered; the replay both', () => {
    const g = scene();
    expect(entrances(g, 'A')).toEqual(['71K5', '71K8']);
    expect(entrances(g, 'B')).toEqual([]);
    expect(entrances(g, 'public')).toEqual([]);
    expect(entrances(g, 'replay')).toEqual(['71K5', '71K8']);
  });
  it('B8.63: a discovered entrance is shown to the enemy; once the match has ended every entrance is', () => {
    const g = scene();
    Object.values(tunnels(g.state).tunnels)[0]!.entrances[1].discovered = true;
    expect(entrances(g, 'B')).toEqual(['71K8']);
    g.state.status = 'ended';
    expect(entrances(g, 'B')).toEqual(['71K5', '71K8']);
  });
  it('B8.63: the discovered entrances are listed in the order of their names, not in the order the owner recorded them', () => {
    const g = scene(() => {}, ['71K8', '71K5']);
    for (const e of Object.values(tunnels(g.state).tunnels)[0]!.entrances) e.discovered = true;
    expect(g.view('B').modules.tunnels!.revealed.map((e) => e.hex)).toEqual(['71K5', '71K8']);
  });
});

describe('B8.61 the "Sewer ?" counter of a stack in the tunnel', () => {
  it('B8.61: the enemy sees the counter only; its owner sees the units beneath it that are not eliminated', () => {
    const g = scene((x) => x.unit('A01', '71K5').unit('A02', '71K5'));
    expect(g.when('A', { type: 'enterTunnel', units: ['A01', 'A02'], to: '71K8' })).toMatchObject({ ok: true });
    g.state.units.A02!.eliminated = true;
    const stacks = (v: 'A' | 'B') => g.view(v).modules.tunnels!.stacks;
    expect(stacks('A')).toMatchObject([{ side: 'A', kind: 'sewer', hex: '71K8', units: ['A01'] }]);
    expect(stacks('B')).toEqual([{ id: stacks('A')[0]!.id, side: 'A', kind: 'sewer', hex: '71K8' }]);
  });
});
