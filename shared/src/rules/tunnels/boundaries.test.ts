// Boundary tests found by mutation testing (npm run mutate -- tunnels/routing): which units in the exit
// Location repulse a router coming out of a tunnel (A10.533 with B8.62). Only an enemy unit the router
// could not know of does; the router's own side and an eliminated enemy never do.
import { given, type Given } from '../../testing/scenarioBuilder';
import { distance } from '../../hex/grid';
import { routWays } from './routing';
import { tunnels } from './state';

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

describe('A10.533, B8.62: the repulse itself', () => {
  it('A10.533: among several enemy units it could not know of, a Random Selection dr picks the one that becomes Known (dr 2 of three: the second)', () => {
    const g = forcedRout((x) => {
      for (const id of ['B02', 'B03', 'B04']) x.unit(id, '71K8', { concealed: true });
      x.state.units.B03!.status.hidden = true;
    });
    g.dice([2]);
    expect(routThrough(g).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'roll').map((e) => [e.data.purpose, e.data.rule])).toEqual([
      ['Random Selection (repulsing a router)', 'A10.533'],
    ]);
    expect(g.state.units.B03!.status).toMatchObject({ concealed: false, hidden: false });
    expect([g.state.units.B02!.status.concealed, g.state.units.B04!.status.concealed]).toEqual([true, true]);
    expect(g.events.find((e) => e.type === 'tunnelRoutRepulsed')).toEqual({
      type: 'tunnelRoutRepulsed',
      audience: 'all',
      data: { from: '71K5', hex: '71K8', rule: 'A10.533' },
    });
  });

  it('A10.533: a dummy alone in the exit Location repulses nothing: the router comes out', () => {
    const g = forcedRout((x) => x.unit('B05', '71K8', { concealed: true }));
    expect(routThrough(g).ok).toBe(true);
    expect(g.state.units.A01).toMatchObject({ eliminated: false, loc: { hex: '71K8' } });
    expect(g.events.some((e) => e.type === 'tunnelRoutRepulsed')).toBe(false);
  });
});

describe('B8.62: which tunnel, and where the router may come out', () => {
  it('B8.62: of two tunnels from its entrance, the router comes out of the one it named', () => {
    const g = given(
      'sewer-infiltration',
      'asl',
      (d) => (d.rules = { ...(d.rules as object), tunnels: { A: 2 } }),
      (m) => {
        m.hexes = { '71K5': woods, '71K8': woods, '71K2': woods };
        m.hexsides = [];
      },
    );
    const r = g.when('A', {
      type: 'recordTunnels',
      tunnels: [{ entrances: [{ hex: '71K5' }, { hex: '71K8' }] }, { entrances: [{ hex: '71K5' }, { hex: '71K2' }] }],
    });
    expect(r.ok).toBe(true);
    g.unit('B01', '71L5');
    g.unit('A01', '71K5').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect(g.endPhase().ok).toBe(true);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K2', via: 'tunnel' }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toMatchObject({ hex: '71K2' });
  });

  it('B8.62 with A5.1: an exit Location its own side already fills to the stacking limit is not offered', () => {
    const g = forcedRout((x) => {
      for (const id of ['A02', 'A03', 'A04']) x.unit(id, '71K8');
    });
    const pending = g.state.pending?.options[0] as { ways?: unknown[] } | undefined;
    expect(pending?.ways).toBeUndefined();
  });

  it('B8.62: a tunnel is a way to rout only for a broken unit, not a dummy, and only in the RtPh', () => {
    const g = forcedRout(() => {});
    const ctx = g.game.contextAt(g.state);
    const a01 = g.state.units.A01!;
    expect(routWays(ctx, g.state, a01)).toHaveLength(1);
    expect(routWays(ctx, { ...g.state, phase: 'MPh' }, a01)).toEqual([]);
    expect(routWays(ctx, g.state, { ...a01, status: { ...a01.status, broken: false } })).toEqual([]);
    expect(routWays(ctx, g.state, { ...a01, kind: 'dummy' })).toEqual([]);
  });

  it('B8.63 with B8.62: a rout through the tunnel is a use of both entrances: the enemy units with LOS to each may discover it later', () => {
    // B02 as far from both entrances (no closer when the router comes out), with LOS to the exit
    const g = forcedRout((x) => {
      const hex = (h: string) => x.game.ctx.map.byName(h)!.hex;
      const side = x.game.ctx.map
        .hexes()
        .map((c) => c.name)
        .find((h) => distance(hex(h), hex('71K5')) === distance(hex(h), hex('71K8')) && distance(hex(h), hex('71K8')) === 2)!;
      x.unit('B02', side);
    });
    expect(routThrough(g).ok).toBe(true);
    const [entry, exit] = Object.values(tunnels(g.state).tunnels)[0]!.entrances;
    expect(entry!.seenBy).toContain('B01');
    expect(exit!.seenBy).toContain('B02');
  });
});
