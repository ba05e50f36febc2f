// B8.62 on board 71 with the tests' own terrain: A's broken A01 in the woods at K5, the entrance of
// A's tunnel to K8 (three hexes) or to K7 (two).
import { distance } from '../../hex/grid';
import { given, type Given } from '../../testing/scenarioBuilder';

type Hexes = Record<string, Record<string, unknown>>;
const woods = { terrain: 'woods' };

function on(exit = '71K8', hexes: Hexes = {}, recorded = true): Given {
  const g = given(
    'sewer-infiltration',
    'asl',
    (d) => (d.rules = { ...(d.rules as object), tunnels: { A: 1 } }),
    (m) => {
      m.hexes = { '71K5': woods, [exit]: woods, ...hexes };
      m.hexsides = [];
    },
  );
  if (recorded) {
    const r = g.when('A', { type: 'recordTunnels', tunnels: [{ entrances: [{ hex: '71K5' }, { hex: exit }] }] });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
  }
  return g;
}

/** A01 broken (and DM) in K5; play reaches A's RtPh. */
function rtph(g: Given, opts: { dm?: boolean; concealed?: boolean } = {}): Given {
  g.unit('A01', '71K5', { concealed: opts.concealed }).playing({ phase: 'AFPh', attacker: 'A' });
  Object.assign(g.state.units.A01!.status, { broken: true, dm: !!opts.dm });
  const r = g.endPhase();
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return g;
}

const option = (g: Given) =>
  g.state.pending?.options[0] as { to: string[]; ways?: { via: string; to: string }[]; voluntary: boolean } | undefined;
const tunnelEntry = (g: Given) =>
  g.game.legal(g.state, 'A').find((l) => l.type === 'rout' && (l.command as { via?: string } | undefined)?.via === 'tunnel');
const dist = (g: Given, a: string, b: string) => distance(g.game.ctx.map.byName(a)!.hex, g.game.ctx.map.byName(b)!.hex);

describe('B8.62 Routing through a tunnel', () => {
  it('B8.62: a broken unit at an entrance routs into the tunnel and out of the opposite entrance in the same RtPh, immune to Interdiction', () => {
    // B01 ADJACENT in K4 sees the open ground of K6 and K7: a rout overland would be Interdicted there
    const g = rtph(on().unit('B01', '71K4'));
    expect(option(g)).toMatchObject({ voluntary: false, ways: [{ via: 'tunnel', to: '71K8', rule: 'B8.62' }] });
    expect(tunnelEntry(g)).toEqual({
      type: 'rout',
      label: 'Rout A01 through the tunnel to 71K8',
      rule: 'B8.62',
      command: { type: 'rout', unit: 'A01', to: '71K8', via: 'tunnel' },
    });
    expect(g.view('B').pending).toEqual({ side: 'A', kind: 'rout', rule: 'A10.51' });
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K9', via: 'tunnel' })).toMatchObject({ ok: false, error: { rule: 'A10.51' } });
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8', via: 'tunnel' }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual({ hex: '71K8', place: 'ground', level: 0 });
    expect(g.events.filter((e) => e.type === 'roll')).toEqual([]);
    expect(g.events.find((e) => e.type === 'routed' && e.audience === 'B')).toMatchObject({
      data: { units: ['A01'], from: '71K5', to: '71K8', rule: 'B8.62' },
    });
  });

  it('B8.62: not concealed when it comes out', () => {
    const g = rtph(on().unit('B01', '71K4'), { concealed: true });
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8', via: 'tunnel' }).ok).toBe(true);
    expect(g.state.units.A01!.status.concealed).toBe(false);
    expect(g.view('B').units.find((u) => u.id === 'A01')).toMatchObject({ loc: { hex: '71K8' }, broken: true });
  });

  it('B8.62: it may go toward a Known enemy unit, provided it comes out no closer to any Known armed enemy unit', () => {
    const g0 = on();
    const m = g0.game.ctx.map;
    const hexes = m.hexes().map((c) => c.name);
    const equal = hexes.find((h) => dist(g0, h, '71K5') === dist(g0, h, '71K8') && dist(g0, h, '71K8') >= 2)!;
    const closer = hexes.find((h) => dist(g0, h, '71K8') === dist(g0, h, '71K5') - 1 && dist(g0, h, '71K8') >= 2)!;
    const same = rtph(on().unit('B01', '71K4').unit('B02', equal));
    expect(option(same)?.ways).toEqual([expect.objectContaining({ to: '71K8' })]);
    const nearer = rtph(on().unit('B01', '71K4').unit('B02', closer));
    expect(option(nearer)).toBeDefined();
    expect(option(nearer)?.ways).toBeUndefined();
    expect(tunnelEntry(nearer)).toBeUndefined();
    // a broken Known enemy unit is still armed: no closer to it either
    const broken = on().unit('B01', '71K4').unit('B02', closer);
    broken.state.units.B02!.status.broken = true;
    expect(option(rtph(broken))?.ways).toBeUndefined();
  });

  it('B8.62: it may come out ADJACENT to a Known broken enemy unit, never to a Known unbroken armed one', () => {
    // K5 to K7: B02 in K6 is ADJACENT to both entrances, so no closer when the router comes out
    const unbroken = rtph(on('71K7').unit('B02', '71K6'), { dm: true });
    expect(option(unbroken)).toBeDefined();
    expect(option(unbroken)?.ways).toBeUndefined();
    const g = on('71K7').unit('B02', '71K6');
    g.state.units.B02!.status.broken = true;
    const broken = rtph(g, { dm: true });
    expect(option(broken)).toMatchObject({ voluntary: true, ways: [{ to: '71K7' }] });
    expect(broken.when('A', { type: 'rout', unit: 'A01', to: '71K7', via: 'tunnel' }).ok).toBe(true);
  });

  it('B8.62: a unit that must rout and has nowhere to go but the tunnel is asked, and routs through it (without the tunnel: Failure to Rout)', () => {
    const g = rtph(on().unit('B01', '71K4').unit('B02', '71K6'));
    expect(option(g)).toMatchObject({ to: [], voluntary: false, ways: [{ to: '71K8' }] });
    expect(g.game.legal(g.state, 'A').filter((l) => l.type === 'rout')).toEqual([tunnelEntry(g)]);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8', via: 'tunnel' }).ok).toBe(true);
    const none = rtph(on('71K8', {}, false).unit('B01', '71K4').unit('B02', '71K6'));
    expect(none.state.units.A01!.eliminated).toBe(true);
  });

  it('B8.62, hidden information: a unit not forced to rout is asked only when A10.51 offers it somewhere, so the question never betrays a tunnel', () => {
    const broken = (g: Given) => {
      for (const id of ['B01', 'B02']) g.state.units[id]!.status.broken = true;
      return g;
    };
    const g = rtph(broken(on().unit('B01', '71K4').unit('B02', '71K6')), { dm: true });
    expect(g.state.pending).toBeNull();
    expect(g.state.units.A01!.loc!.hex).toBe('71K5');
    const none = rtph(broken(on('71K8', {}, false).unit('B01', '71K4').unit('B02', '71K6')), { dm: true });
    expect(none.state.pending).toBeNull();
  });

  it('A10.533, B8.62: an enemy unit it could not know of in the exit Location repulses it: one becomes Known, the router stays, and one that had to rout is eliminated', () => {
    const forced = rtph(on().unit('B01', '71K4').unit('B03', '71K8', { concealed: true }));
    expect(option(forced)?.ways).toEqual([expect.objectContaining({ to: '71K8' })]);
    expect(forced.when('A', { type: 'rout', unit: 'A01', to: '71K8', via: 'tunnel' }).ok).toBe(true);
    expect(forced.state.units.B03!.status.concealed).toBe(false);
    expect(forced.events.find((e) => e.type === 'concealmentLost')).toMatchObject({
      audience: 'all',
      data: { unit: 'B03', rule: 'A10.533' },
    });
    expect(forced.state.units.A01).toMatchObject({ eliminated: true, loc: { hex: '71K5' } });
    const free = on().unit('B01', '71K2').unit('B03', '71K8', { concealed: true });
    const v = rtph(free, { dm: true });
    expect(option(v)).toMatchObject({ voluntary: true });
    expect(v.when('A', { type: 'rout', unit: 'A01', to: '71K8', via: 'tunnel' }).ok).toBe(true);
    expect(v.state.units.A01).toMatchObject({ eliminated: false, loc: { hex: '71K5' } });
  });
});
