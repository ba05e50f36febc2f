// B8.61 on board 71 with the tests' own terrain: A's tunnel runs from the woods at K5 to the woods at
// K8 (three hexes, under K6 and K7). A: A01-A03 6-2-8, A04-A05 4-4-7, A06 8-1, A07-A08 dummies; B:
// B01-B03 4-6-7, B04 9-1, B05 dummy.
import { given, type Given } from '../../testing/scenarioBuilder';
import { isEncircled } from '../core/encirclement';
import { swPieces } from '../core/swPieces';
import { stacksOf } from './state';

type Hexes = Record<string, Record<string, unknown>>;
const woods = { terrain: 'woods' };

function on(hexes: Hexes = {}, rules: Record<string, unknown> = {}, oob?: (o: { A: unknown[]; B: unknown[] }) => void): Given {
  return given(
    'sewer-infiltration',
    'asl',
    (d) => {
      d.rules = { ...(d.rules as object), tunnels: { A: 1 }, ...rules };
      oob?.(d.oob as { A: unknown[]; B: unknown[] });
    },
    (m) => {
      m.hexes = { '71K5': woods, '71K8': woods, ...hexes };
      m.hexsides = [];
    },
  );
}

/** A records K5-K8 (entrances as given) during setup; then play is set to A's MPh. */
function tunnelled(g: Given, into: { a?: string; b?: string } = {}): Given {
  const r = g.when('A', {
    type: 'recordTunnels',
    tunnels: [
      {
        entrances: [
          { hex: '71K5', ...(into.a ? { into: into.a } : {}) },
          { hex: '71K8', ...(into.b ? { into: into.b } : {}) },
        ],
      },
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return g;
}

const mph = (g: Given) => g.playing({ phase: 'MPh', attacker: 'A' });
const ofType = (g: Given, type: string, audience?: string) =>
  g.events.filter((e) => e.type === type && (!audience || e.audience === audience));
const at = (hex: string, position?: string) => ({ hex, place: 'ground', level: 0, ...(position ? { position } : {}) });
function ok(r: { ok: boolean }): void {
  if (!r.ok) throw new Error(JSON.stringify(r));
}
/** From A's MPh to its APh (B has nothing to fire). */
function toAPh(g: Given): void {
  for (const p of ['MPh', 'DFPh', 'AFPh', 'RtPh']) {
    expect(g.state.phase).toBe(p);
    ok(g.endPhase());
  }
}

describe('B8.61 Tunnel Movement', () => {
  it('B8.61: unmoved Good Order Infantry of the owning side at an entrance go in at the start of the MPh for all their MF, beneath a "Sewer ?" at the opposite entrance', () => {
    const g = mph(tunnelled(on()).unit('A01', '71K5').unit('A07', '71K5').unit('B01', '71P2'));
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'enterTunnel')).toEqual({
      type: 'enterTunnel',
      label: 'Go into the tunnel at 71K5 to 71K8',
      rule: 'B8.61',
      choices: { units: ['A01', 'A07'], from: '71K5', to: '71K8' },
    });
    expect(g.game.legal(g.state, 'B').some((l) => l.type === 'enterTunnel')).toBe(false);
    ok(g.when('A', { type: 'enterTunnel', units: ['A01', 'A07'], to: '71K8' }));
    expect(g.state.units.A01!.loc).toEqual({ hex: '71K8', place: 'tunnel', level: -1 });
    expect(g.state.units.A01!.status.concealed).toBe(true);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K9' }).ok).toBe(false); // all its MF are spent
    const [s] = stacksOf(g.state, 'A');
    expect(ofType(g, 'tunnelEntered', 'B')).toEqual([
      { type: 'tunnelEntered', audience: 'B', data: { stack: s!.id, hex: '71K8', rule: 'B8.61' } },
    ]);
    expect(ofType(g, 'tunnelEntered', 'A')[0]!.data).toMatchObject({ from: '71K5', hex: '71K8', tunnel: 'AT1', units: ['A01', 'A07'] });
    const vb = g.view('B');
    expect(vb.modules.tunnels).toEqual({
      allowance: { tunnels: 0, fortifiedBuildings: 0 },
      tunnels: [],
      stacks: [{ id: s!.id, side: 'A', kind: 'sewer', hex: '71K8' }],
      entrances: [],
      revealed: [],
    });
    expect(g.view('A').modules.tunnels).toMatchObject({ entrances: ['71K5', '71K8'] });
    expect(JSON.stringify(vb)).not.toContain('A01');
    expect(g.view('A').modules.tunnels).toMatchObject({ stacks: [{ id: s!.id, units: ['A01', 'A07'], tunnel: 'AT1' }] });
  });

  it('B8.61: broken, pinned or moved units, other Locations and the wrong exit are refused', () => {
    const g = mph(
      tunnelled(on({ '71K6': woods }))
        .unit('A01', '71K5')
        .unit('A02', '71K5')
        .unit('A03', '71K6')
        .unit('A04', '71K5')
        .unit('B01', '71P2'),
    );
    g.state.units.A01!.status.broken = true;
    g.state.units.A02!.status.pinned = true;
    for (const id of ['A01', 'A02', 'A03'])
      expect(g.when('A', { type: 'enterTunnel', units: [id], to: '71K8' })).toMatchObject({ ok: false, error: { rule: 'B8.61' } });
    expect(g.when('A', { type: 'enterTunnel', units: ['A04'], to: '71K9' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION', rule: 'B8.61' },
    });
    ok(g.when('A', { type: 'move', units: ['A04'], to: '71K4' }));
    g.when('B', { type: 'declineFire' });
    ok(g.when('A', { type: 'move', units: ['A04'], to: '71K5' }));
    g.when('B', { type: 'declineFire' });
    expect(g.when('A', { type: 'enterTunnel', units: ['A04'], to: '71K8' })).toMatchObject({ ok: false, error: { rule: 'B8.61' } });
    g.state.phase = 'APh';
    expect(g.when('A', { type: 'enterTunnel', units: ['A04'], to: '71K8' })).toMatchObject({ ok: false, error: { code: 'WRONG_PHASE' } });
  });

  it('B8.61, B30.1: at a pillbox entrance only units inside the pillbox go in; B27.13: at an entrenchment entrance only units beneath it', () => {
    const rules = {
      fortifications: [
        { kind: 'pillbox', hex: '71K5', side: 'A' },
        { kind: 'foxhole', hex: '71K8', side: 'A' },
      ],
    };
    const g = mph(
      tunnelled(on({}, rules), { a: 'pillbox', b: 'entrenchment' })
        .unit('A01', at('71K5', 'pillbox'))
        .unit('A02', '71K5')
        .unit('A03', '71K8')
        .unit('A04', at('71K8', 'beneath'))
        .unit('B01', '71P2'),
    );
    expect(g.when('A', { type: 'enterTunnel', units: ['A02'], to: '71K8' })).toMatchObject({ ok: false, error: { rule: 'B8.61' } });
    expect(g.when('A', { type: 'enterTunnel', units: ['A03'], to: '71K5' })).toMatchObject({ ok: false, error: { rule: 'B8.61' } });
    ok(g.when('A', { type: 'enterTunnel', units: ['A01'], to: '71K8' }));
    ok(g.when('A', { type: 'enterTunnel', units: ['A04'], to: '71K5' }));
  });

  it('B8.61: a tunnel may never be overstacked: three squads go, a fourth may not follow them', () => {
    const g = mph(tunnelled(on()).unit('A01', '71K5').unit('A02', '71K5').unit('A03', '71K5').unit('A04', '71K5').unit('B01', '71P2'));
    expect(g.when('A', { type: 'enterTunnel', units: ['A01', 'A02', 'A03', 'A04'], to: '71K8' })).toMatchObject({
      ok: false,
      error: { code: 'OVERSTACKED', rule: 'B8.61' },
    });
    ok(g.when('A', { type: 'enterTunnel', units: ['A01', 'A02', 'A03'], to: '71K8' }));
    expect(g.when('A', { type: 'enterTunnel', units: ['A04'], to: '71K8' })).toMatchObject({
      ok: false,
      error: { code: 'OVERSTACKED', rule: 'B8.61' },
    });
  });

  it('B8.61: units in a tunnel may not portage more than their IPC (a leader lends his to one unit, A4.42) nor push a Gun', () => {
    const withSw = (type: string) => on({}, {}, (o) => o.A.push({ type, count: 1 }));
    const carry = (g: Given, type: string) => {
      const sw = Object.values(g.state.units).find((u) => u.type === type)!;
      sw.loc = at('71K5');
      g.state.units.A01!.carries = [sw.id];
      return g;
    };
    const mmg = mph(carry(tunnelled(withSw('mmg')).unit('A01', '71K5').unit('A06', '71K5').unit('B01', '71P2'), 'mmg'));
    expect(mmg.when('A', { type: 'enterTunnel', units: ['A01'], to: '71K8' })).toMatchObject({ ok: false, error: { rule: 'B8.61' } }); // 4 PP > 3
    ok(mmg.when('A', { type: 'enterTunnel', units: ['A01', 'A06'], to: '71K8' })); // the 8-1's spare PP
    const gun = mph(carry(tunnelled(withSw('at-gun')).unit('A01', '71K5').unit('A06', '71K5').unit('B01', '71P2'), 'at-gun'));
    expect(gun.when('A', { type: 'enterTunnel', units: ['A01'], to: '71K8' })).toMatchObject({
      ok: false,
      error: { message: 'no Gun may be taken into a tunnel' },
    });
    // the unit pushing the Gun is not offered; the leader beside it is
    expect(gun.game.legal(gun.state, 'A').find((l) => l.type === 'enterTunnel')?.choices).toMatchObject({ units: ['A06'] });
  });

  it('B8.61, A9.8: a unit portaging more than its IPC is not offered (alone with a MMG), with the leader it is; with the MMG dm (3 PP) alone too', () => {
    const offered = (leader: boolean, dm: boolean) => {
      const g0 = tunnelled(on({}, {}, (o) => o.A.push({ type: 'mmg', count: 1 })))
        .unit('A01', '71K5')
        .unit('B01', '71P2');
      if (leader) g0.unit('A06', '71K5');
      const mmg = Object.values(g0.state.units).find((u) => u.type === 'mmg')!;
      g0.state.units.A01!.carries = [mmg.id];
      if (dm) swPieces(g0.state).dismantled[mmg.id] = true; // as the supportWeapons module's dismantleMg leaves it
      const g = mph(g0);
      return (g.game.legal(g.state, 'A').find((l) => l.type === 'enterTunnel')?.choices as { units: string[] } | undefined)?.units ?? [];
    };
    expect(offered(false, false)).toEqual([]);
    expect(offered(true, false)).toEqual(['A01', 'A06']);
    expect(offered(false, true)).toEqual(['A01']);
  });

  it('B8.61: in the following APh they must advance out of that entrance, concealed: the APh cannot end before', () => {
    const g = mph(tunnelled(on()).unit('A01', '71K5').unit('B01', '71P2'));
    ok(g.when('A', { type: 'enterTunnel', units: ['A01'], to: '71K8' }));
    const [s] = stacksOf(g.state, 'A');
    expect(g.when('A', { type: 'emergeFromTunnel', stack: s!.id })).toMatchObject({ ok: false, error: { code: 'WRONG_PHASE' } });
    toAPh(g);
    expect(g.endPhase()).toMatchObject({ ok: false, error: { rule: 'B8.61' } });
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'endPhase')).toBe(false);
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'emergeFromTunnel')).toMatchObject({
      command: { type: 'emergeFromTunnel', stack: s!.id },
    });
    ok(g.when('A', { type: 'emergeFromTunnel', stack: s!.id }));
    expect(g.state.units.A01).toMatchObject({ loc: at('71K8'), status: { concealed: true, pinned: false, cx: false } });
    expect(ofType(g, 'tunnelEmerged', 'B')).toEqual([
      { type: 'tunnelEmerged', audience: 'B', data: { stack: s!.id, hex: '71K8', rule: 'B8.61' } },
    ]);
    expect(g.view('B').markers).toEqual([expect.objectContaining({ side: 'A', kind: 'concealed', loc: at('71K8') })]);
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71K9' }).ok).toBe(false); // that was its advance
    expect(g.endPhase().ok).toBe(true);
  });

  it('B8.61: a stack that cannot come out (the exit would be overstacked) is eliminated as the APh ends', () => {
    const g = mph(tunnelled(on()).unit('A01', '71K5').unit('A02', '71K5').unit('A03', '71K8').unit('A04', '71K8').unit('B01', '71P2'));
    ok(g.when('A', { type: 'enterTunnel', units: ['A01', 'A02'], to: '71K8' }));
    toAPh(g);
    const [s] = stacksOf(g.state, 'A');
    expect(g.when('A', { type: 'emergeFromTunnel', stack: s!.id })).toMatchObject({ ok: false, error: { code: 'OVERSTACKED' } });
    ok(g.endPhase());
    expect([g.state.units.A01!.eliminated, g.state.units.A02!.eliminated]).toEqual([true, true]);
    expect(ofType(g, 'tunnelStackRemoved')).toEqual([
      { type: 'tunnelStackRemoved', audience: 'all', data: { stack: s!.id, hex: '71K8', rule: 'B8.61' } },
    ]);
    expect(ofType(g, 'eliminated').every((e) => e.audience === 'A')).toBe(true);
  });

  it('B8.61: they advance out even into an enemy-occupied Fortified Location (a sewer stack may not, B8.41), and Close Combat follows', () => {
    const g = mph(
      tunnelled(on({ '71K8': { terrain: 'stoneBuilding' } }, { fortifiedBuildings: ['71K8'] }))
        .unit('A01', '71K5')
        .unit('B01', '71K8'),
    );
    ok(g.when('A', { type: 'enterTunnel', units: ['A01'], to: '71K8' }));
    toAPh(g);
    ok(g.when('A', { type: 'emergeFromTunnel', stack: stacksOf(g.state, 'A')[0]!.id }));
    expect(g.state.units.A01!.loc).toEqual(at('71K8'));
    g.dice(Array<number>(12).fill(3));
    ok(g.endPhase()); // APh -> CCPh
    ok(g.endPhase()); // the CCPh ends: Close Combat in K8
    expect(ofType(g, 'closeCombat')).toEqual([expect.objectContaining({ data: expect.objectContaining({ hex: '71K8' }) })]);
  });

  it('B8.61 (errata), B30.44: coming out into an enemy-occupied pillbox eliminates them; an enemy outside the pillbox, or only a dummy inside, does not (B30.42 EXC)', () => {
    const rules = { fortifications: [{ kind: 'pillbox', hex: '71K8', side: 'A' }] };
    const play = (setup: (g: Given) => Given) => {
      const g = mph(setup(tunnelled(on({}, rules), { b: 'pillbox' }).unit('A01', '71K5')));
      ok(g.when('A', { type: 'enterTunnel', units: ['A01'], to: '71K8' }));
      toAPh(g);
      ok(g.when('A', { type: 'emergeFromTunnel', stack: stacksOf(g.state, 'A')[0]!.id }));
      return g;
    };
    const inside = play((g) => g.unit('B01', at('71K8', 'pillbox'), { concealed: true }));
    expect(inside.state.units.A01!.eliminated).toBe(true);
    expect(inside.events.filter((e) => e.audience !== 'A').map((e) => e.type)).toEqual(expect.arrayContaining(['tunnelStackRemoved']));
    expect(JSON.stringify(inside.events.filter((e) => e.audience === 'B' || e.audience === 'all'))).not.toContain('A01');
    const outside = play((g) => g.unit('B01', '71K8'));
    expect(outside.state.units.A01).toMatchObject({ eliminated: false, loc: at('71K8', 'pillbox') });
    const dummy = play((g) => g.unit('B05', at('71K8', 'pillbox')));
    expect(dummy.state.units.A01).toMatchObject({ eliminated: false, loc: at('71K8', 'pillbox') });
  });

  it('B8.61: if the Location left was Encircled they are pinned and CX on advancing out; B30.32: a pillbox never is', () => {
    // B01 north and B02 south of K5: every hex around K5 is ADJACENT to a Known Good Order enemy (A7.7)
    const g = mph(tunnelled(on()).unit('A01', '71K5').unit('B01', '71K4').unit('B02', '71K6'));
    expect(isEncircled(g.game.ctx, g.state, '71K5', 'A')).toBe(true);
    ok(g.when('A', { type: 'enterTunnel', units: ['A01'], to: '71K8' }));
    g.dice(Array<number>(12).fill(6));
    toAPh(g);
    ok(g.when('A', { type: 'emergeFromTunnel', stack: stacksOf(g.state, 'A')[0]!.id }));
    expect(g.state.units.A01!.status).toMatchObject({ pinned: true, cx: true });
    expect(g.events.find((e) => e.type === 'tunnelEmerged' && e.audience === 'A')!.data).toMatchObject({ encircled: true });
    const p = mph(
      tunnelled(on({}, { fortifications: [{ kind: 'pillbox', hex: '71K5', side: 'A' }] }), { a: 'pillbox' })
        .unit('A01', at('71K5', 'pillbox'))
        .unit('B01', '71K4')
        .unit('B02', '71K6'),
    );
    ok(p.when('A', { type: 'enterTunnel', units: ['A01'], to: '71K8' }));
    p.dice(Array<number>(12).fill(6));
    toAPh(p);
    ok(p.when('A', { type: 'emergeFromTunnel', stack: stacksOf(p.state, 'A')[0]!.id }));
    expect(p.state.units.A01!.status).toMatchObject({ pinned: false, cx: false });
  });
});

describe('B8.6 a unit in a tunnel has no LOS and is never attacked', () => {
  it('B8.6: the enemy cannot fire at the "Sewer ?" nor at its hex for it; units in a tunnel cannot fire', () => {
    const g = mph(tunnelled(on()).unit('A01', '71K5').unit('B01', '71K10'));
    ok(g.when('A', { type: 'enterTunnel', units: ['A01'], to: '71K8' }));
    ok(g.endPhase()); // MPh -> DFPh: B's
    expect(g.state.phase).toBe('DFPh');
    const fire = g.game.legal(g.state, 'B').find((l) => l.type === 'fire');
    expect((fire?.choices?.targets as string[] | undefined) ?? []).not.toContain('71K8');
    expect(g.when('B', { type: 'fire', firers: ['B01'], target: '71K8' })).toMatchObject({ ok: false });
    ok(g.endPhase()); // DFPh -> AFPh: A's
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'fire')).toBe(false);
  });
});
