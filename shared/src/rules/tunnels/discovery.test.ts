// B8.63 on board 71 with the tests' own terrain: A's tunnel from the woods at K5 to the woods at K8.
// B01 in L3 sees K5 and K8; B02 in K1 sees neither (the stone building in K2 is in the way).
import { given, type Given } from '../../testing/scenarioBuilder';
import { ground } from '../../units/location';
import { losBetween } from '../core/sight';
import { readTunnels, stacksOf } from './state';

const woods = { terrain: 'woods' };

function on(rules: Record<string, unknown> = {}): Given {
  const g = given(
    'sewer-infiltration',
    'asl',
    (d) => (d.rules = { ...(d.rules as object), tunnels: { A: 1 }, ...rules }),
    (m) => {
      m.hexes = { '71K5': woods, '71K8': woods, '71K2': { terrain: 'stoneBuilding' } };
      m.hexsides = [];
    },
  );
  const r = g.when('A', { type: 'recordTunnels', tunnels: [{ entrances: [{ hex: '71K5' }, { hex: '71K8' }] }] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return g;
}

function ok(r: { ok: boolean }): void {
  if (!r.ok) throw new Error(JSON.stringify(r));
}

/** A's Player Turn: `units` go into the tunnel at K5 and come out at K8; play reaches B's RPh. */
function aUsesTunnel(g: Given, units: string[]): Given {
  g.playing({ phase: 'MPh', attacker: 'A' });
  ok(g.when('A', { type: 'enterTunnel', units, to: '71K8' }));
  for (let i = 0; i < 4; i++) ok(g.endPhase());
  ok(g.when('A', { type: 'emergeFromTunnel', stack: stacksOf(g.state, 'A')[0]!.id }));
  ok(g.endPhase()); // APh
  ok(g.endPhase()); // CCPh: B's Player Turn begins
  expect([g.state.phase, g.state.attacker]).toEqual(['RPh', 'B']);
  return g;
}

const entrance = (g: Given) => readTunnels(g.state).tunnels.AT1!.entrances[0];
const discoverEntry = (g: Given, side: 'A' | 'B' = 'B') => g.game.legal(g.state, side).filter((l) => l.type === 'discoverTunnelEntrance');
const to = (g: Given, id: string, hex: string) => (g.state.units[id]!.loc = ground(hex));

describe('B8.63 Destruction of a tunnel entrance', () => {
  it('B8.63: each use of an entrance records the enemy units with LOS to it then', () => {
    const g = on().unit('A01', '71K5').unit('B01', '71L3').unit('B02', '71K1');
    expect(losBetween(g.game.ctx, ground('71L3'), ground('71K5')).clear).toBe(true);
    expect(losBetween(g.game.ctx, ground('71K1'), ground('71K5')).clear).toBe(false);
    aUsesTunnel(g, ['A01']);
    expect(readTunnels(g.state).tunnels.AT1!.entrances.map((e) => e.seenBy)).toEqual([['B01'], ['B01']]);
  });

  it('B8.63: concealed units going down from beneath a "?" that stays are not seen to use it; when the "?" goes with them, they are', () => {
    const stays = aUsesTunnel(on().unit('A04', '71K5', { concealed: true }).unit('A05', '71K5', { concealed: true }).unit('B01', '71L3'), [
      'A04',
    ]);
    expect(entrance(stays).seenBy).toEqual([]);
    const goes = aUsesTunnel(on().unit('A04', '71K5', { concealed: true }).unit('A05', '71K5', { concealed: true }).unit('B01', '71L3'), [
      'A04',
      'A05',
    ]);
    expect(entrance(goes).seenBy).toEqual(['B01']);
  });

  it('A4.44, B8.63: a unit that saw it used may discover it in its Location at the start of a RPh with a Recovery dr < 6; the discovery is public', () => {
    const g = aUsesTunnel(on().unit('A01', '71K5').unit('B01', '71L3').unit('B02', '71K1'), ['A01']);
    expect(discoverEntry(g)).toEqual([]);
    to(g, 'B01', '71K5');
    to(g, 'B02', '71K5');
    expect(discoverEntry(g)).toEqual([
      {
        type: 'discoverTunnelEntrance',
        label: 'B01: look for the tunnel entrance at 71K5',
        rule: 'B8.63',
        command: { type: 'discoverTunnelEntrance', unit: 'B01' },
      },
    ]);
    expect(g.when('B', { type: 'discoverTunnelEntrance', unit: 'B02' })).toMatchObject({ ok: false, error: { rule: 'B8.63' } });
    g.dice([6]);
    ok(g.when('B', { type: 'discoverTunnelEntrance', unit: 'B01' }));
    expect(g.events.at(-1)).toMatchObject({ type: 'roll', audience: 'all', data: { rule: 'A4.44', final: 6 } });
    expect(entrance(g).discovered).toBe(false);
    expect(g.when('B', { type: 'discoverTunnelEntrance', unit: 'B01' })).toMatchObject({ ok: false }); // one attempt this RPh
    expect(g.view('B').modules.tunnels).toMatchObject({ entrances: [], revealed: [] });
    const h = aUsesTunnel(on().unit('A01', '71K5').unit('B01', '71L3'), ['A01']);
    to(h, 'B01', '71K5');
    h.dice([5]);
    ok(h.when('B', { type: 'discoverTunnelEntrance', unit: 'B01' }));
    expect(h.events.at(-1)).toEqual({ type: 'tunnelEntranceDiscovered', audience: 'all', data: { hex: '71K5', side: 'A', rule: 'B8.63' } });
    for (const v of ['A', 'B', 'public'] as const)
      expect(h.view(v).modules.tunnels).toMatchObject({ revealed: [{ hex: '71K5', side: 'A', destroyed: false }] });
    expect([h.view('B'), h.view('public'), h.view('A')].map((v) => v.modules.tunnels!.entrances)).toEqual([
      ['71K5'],
      ['71K5'],
      ['71K5', '71K8'],
    ]);
    expect(h.view('A').modules.tunnels).toMatchObject({
      tunnels: [
        {
          entrances: [
            { hex: '71K5', discovered: true },
            { hex: '71K8', discovered: false },
          ],
        },
      ],
    });
  });

  it('A4.44: +1 if CX; only an unpinned Good Order unit, not in the Location of an armed Known enemy unit', () => {
    const g = aUsesTunnel(on().unit('A01', '71K5').unit('A02', '71K4').unit('B01', '71L3'), ['A01']);
    to(g, 'B01', '71K5');
    g.state.units.B01!.status.cx = true;
    g.dice([5]);
    ok(g.when('B', { type: 'discoverTunnelEntrance', unit: 'B01' }));
    expect(g.events.at(-1)).toMatchObject({ type: 'roll', data: { final: 6, modifiers: [{ name: 'CX', value: 1, rule: 'A4.51' }] } });
    expect(entrance(g).discovered).toBe(false);
    const p = aUsesTunnel(on().unit('A01', '71K5').unit('A02', '71K4').unit('B01', '71L3'), ['A01']);
    to(p, 'B01', '71K5');
    p.state.units.B01!.status.pinned = true;
    expect(discoverEntry(p)).toEqual([]);
    p.state.units.B01!.status.pinned = false;
    to(p, 'A02', '71K5');
    expect(discoverEntry(p)).toEqual([]);
    p.state.units.A02!.status.concealed = true; // not Known
    expect(discoverEntry(p)).toHaveLength(1);
  });

  it('A4.44: in its MPh a unit may try for one extra MF, once per MPh', () => {
    const g = aUsesTunnel(on().unit('A01', '71K5').unit('B01', '71L3'), ['A01']);
    to(g, 'B01', '71K5');
    ok(g.endPhase()); // both sides end the RPh
    ok(g.endPhase()); // PFPh
    expect(g.state.phase).toBe('MPh');
    expect(discoverEntry(g, 'A')).toEqual([]);
    g.dice([6]);
    ok(g.when('B', { type: 'discoverTunnelEntrance', unit: 'B01' }));
    expect((g.state.modules.activity as { mf: Record<string, number> }).mf.B01).toBe(1);
    expect(g.when('B', { type: 'discoverTunnelEntrance', unit: 'B01' })).toMatchObject({ ok: false, error: { rule: 'B8.63' } });
  });

  it('B8.63: a discovered entrance is destroyed at the end of the CCPh by a Good Order unit that saw it used, in its Location, with no Known enemy there; the tunnel is then closed', () => {
    const play = (setup: (g: Given) => void) => {
      const g = aUsesTunnel(on().unit('A01', '71K5').unit('A02', '71K9').unit('B01', '71L3').unit('B02', '71K1'), ['A01']);
      to(g, 'B01', '71K5');
      g.dice([1]);
      ok(g.when('B', { type: 'discoverTunnelEntrance', unit: 'B01' }));
      setup(g);
      g.playing({ phase: 'CCPh', attacker: 'B', playerTurn: 2 });
      g.dice(Array<number>(12).fill(6)); // a CC in K5, if any, kills nobody
      ok(g.endPhase());
      return g;
    };
    const done = play(() => {});
    expect(entrance(done).destroyed).toBe(true);
    expect(done.events.at(-2)).toEqual({
      type: 'tunnelEntranceDestroyed',
      audience: 'all',
      data: { hex: '71K5', side: 'A', rule: 'B8.63' },
    });
    expect(done.view('public').modules.tunnels).toMatchObject({ entrances: [], revealed: [{ hex: '71K5', destroyed: true }] });
    // A's next MPh: neither entrance leads anywhere now
    to(done, 'A02', '71K8');
    done.playing({ phase: 'MPh', attacker: 'A', turn: 2 });
    expect(done.game.legal(done.state, 'A').some((l) => l.type === 'enterTunnel')).toBe(false);
    expect(done.when('A', { type: 'enterTunnel', units: ['A02'], to: '71K5' })).toMatchObject({ ok: false, error: { rule: 'B8.61' } });
    expect(entrance(play((g) => to(g, 'A02', '71K5'))).destroyed).toBe(false); // a Known enemy there
    expect(entrance(play((g) => (g.state.units.B01!.status.broken = true))).destroyed).toBe(false);
    expect(
      entrance(
        play((g) => {
          to(g, 'B01', '71L3');
          to(g, 'B02', '71K5'); // there, but it never saw the entrance used
        }),
      ).destroyed,
    ).toBe(false);
  });

  it('B8.63: Searching never reveals an entrance (this engine has no Searching)', () => {
    const g = on();
    expect(g.game.ctx.modules.flatMap((m) => m.commands ?? []).filter((h) => /search/i.test(h.type))).toEqual([]);
  });

  it("B8.63, hidden information: who saw an entrance used is nobody's to know before the end; the replay shows it", () => {
    const g = aUsesTunnel(on().unit('A01', '71K5').unit('B01', '71L3'), ['A01']);
    for (const v of ['A', 'B', 'public'] as const) expect(JSON.stringify(g.view(v).modules.tunnels)).not.toContain('seenBy');
    expect(g.view('replay').modules.tunnels).toMatchObject({
      tunnels: [
        {
          entrances: [
            { hex: '71K5', seenBy: ['B01'] },
            { hex: '71K8', seenBy: ['B01'] },
          ],
        },
      ],
    });
  });
});
