import { given } from '../../testing/scenarioBuilder';
import { distance } from '../../hex/grid';
import { routes } from './rout';

const toRtPh = (g: ReturnType<typeof given>) => g.when(g.state.attacker, { type: 'endPhase' }); // AFPh -> RtPh

describe('A10.5 the Rout Phase', () => {
  it('A10.5: a broken unit ADJACENT to a Known enemy must rout; its owner chooses among the hexes A10.51 allows, toward cover', () => {
    const g = given('sewer-infiltration').unit('A01', '71D4').unit('B01', '71D5').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    const p = g.view('A').pending!;
    expect(p).toMatchObject({ side: 'A', kind: 'rout', rule: 'A10.51' });
    const option = p.options![0] as { unit: string; from: string; to: string[] };
    expect(option).toMatchObject({ unit: 'A01', from: '71D4' });
    // toward cover: every choice is a building (the wooden block B2-C3 is within 4 MF)
    expect(option.to.length).toBeGreaterThan(0);
    for (const h of option.to) expect(g.game.ctx.map.byName(h)!.terrain.concealmentTerrain).toBe(true);
    // the opponent sees that A must rout, not where it may go
    expect(g.view('B').pending).toEqual({ side: 'A', kind: 'rout', rule: 'A10.51' });
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71D3' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION', rule: 'A10.51' },
    });
    const to = option.to[0]!;
    g.dice([1, 1]); // an Interdiction NMC, if the route is exposed, passes
    expect(g.when('A', { type: 'rout', unit: 'A01', to }).ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe(to);
    expect(g.state.pending).toBeNull();
    expect(g.events.find((e) => e.type === 'routed' && e.audience === 'B')).toMatchObject({
      data: { units: ['A01'], from: '71D4', to, rule: 'A10.5' },
    });
  });
  it('A10.51: a routing unit never ends ADJACENT to, nor moves closer to, a Known enemy unit; a routing unit has 6 MF (A10.5)', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71H5')
      .unit('B01', '71H6')
      .unit('B02', '71K4')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    const all = routes(g.game.ctx, g.state, g.state.units.A01!);
    const map = g.game.ctx.map;
    const dist = (a: string, b: string) => distance(map.byName(a)!.hex, map.byName(b)!.hex);
    for (const [hex, r] of all) {
      expect(r.mf).toBeLessThanOrEqual(6);
      for (const e of ['71H6', '71K4']) expect(dist(hex, e)).toBeGreaterThan(1);
    }
  });
  it('A10.53: routing through Open Ground in the LOS and normal range of a Known Good Order enemy costs a NMC; failed, the unit is Casualty Reduced', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71M6')
      .unit('B01', '71M7')
      .unit('B02', '71P5')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    const all = routes(g.game.ctx, g.state, g.state.units.A01!);
    const exposed = [...all].find(([, r]) => r.exposed);
    expect(exposed).toBeDefined();
    expect(toRtPh(g).ok).toBe(true);
    const choices = (g.state.pending!.options[0] as { to: string[] }).to;
    const pick = choices.find((h) => all.get(h)!.exposed);
    expect(pick).toBeDefined();
    g.dice([6, 6, ...Array(2 * (all.get(pick!)!.interdicted.length - 1)).fill(1)]); // the first NMC fails, any others pass
    expect(g.when('A', { type: 'rout', unit: 'A01', to: pick! }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'A10.53')).toBeDefined();
    expect(g.state.units.A01!.type).toBe('ru-237');
    expect(g.events.find((e) => e.type === 'reduced')).toMatchObject({ data: { unit: 'A01', rule: 'A10.53' } });
  });
  it("A10.5: the ATTACKER's units rout first, then the DEFENDER's, each answered by its owner", () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D4')
      .unit('B01', '71D5')
      .unit('B02', '71H5')
      .unit('A02', '71H6')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    g.state.units.B02!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    expect(g.state.pending).toMatchObject({ side: 'A', kind: 'rout' });
    expect(g.when('B', { type: 'endPhase' })).toMatchObject({ ok: false, error: { code: 'PENDING_DECISION' } });
    const a = g.state.pending!.options[0] as { to: string[] };
    g.dice([1, 1]);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: a.to[0] }).ok).toBe(true);
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'rout', options: [{ unit: 'B02' }] });
  });
  it('A10.5: a broken unit in cover and out of reach stays; a Good Order one never routs', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71B2')
      .unit('A02', '71A1')
      .unit('B01', '71P2')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71B2');
    expect(g.state.units.A02!.loc!.hex).toBe('71A1');
  });
  it('A10.5: only Known enemy units make a unit rout: a concealed one reveals nothing', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D4')
      .unit('B01', '71D5', { concealed: true })
      .unit('B02', '71P2')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71D4');
  });
  it('A10.5: a unit that must rout and cannot is eliminated (Failure to Rout)', () => {
    // A01 in the canal-side hex EE6, enemies on both land sides
    const g = given('sewer-infiltration')
      .unit('A01', '71EE7')
      .unit('B01', '71EE6')
      .unit('B02', '71DD7')
      .unit('B03', '71DD8')
      .unit('B04', '71EE8')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    expect(g.state.units.A01!.eliminated).toBe(true);
  });
});
