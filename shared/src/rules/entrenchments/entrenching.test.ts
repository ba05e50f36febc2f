// B27.11 Entrenching Attempts and the TI they leave (A4.8), on board 71 of sewer-infiltration with the
// tests' own terrain and fortifications (A01-A03 6-2-8, A04-A05 4-4-7, A06 8-1, A07-A08 dummies, A09-A10
// 2-3-7 HS; B01-B03 4-6-7, B04 9-1, B05 dummy). A DR of exactly 5 against one of 6 at each boundary.
import { collectModifiers } from '../../engine/hooks';
import type { GameEvent } from '../../engine/events';
import { given } from '../../testing/scenarioBuilder';
import type { Location } from '../../units/location';
import { readFortifications } from '../core/fortifications';
import { visibleEvents } from '../../view/events';

type Fort = { kind: 'foxhole' | 'trench' | 'atDitch'; hex: string; side: 'A' | 'B'; squads?: number };

function scene(forts: Fort[] = [], hexes: Record<string, Record<string, unknown>> = {}) {
  return given(
    'sewer-infiltration',
    'asl',
    (doc) => {
      doc.rules = { ...(doc.rules as object), fortifications: forts };
      (doc.oob as { A: unknown[] }).A.push({ type: 'ru-237', count: 2 });
    },
    (m) => {
      m.hexes = hexes;
      m.hexsides = [];
    },
  );
}

const beneath = (hex: string): Location => ({ hex, place: 'ground', level: 0, position: 'beneath' });
const counters = (g: ReturnType<typeof scene>) =>
  readFortifications(g.state).counters.map((f) => ({ kind: f.kind, hex: f.hex, squads: f.squads }));
const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'roll');
const seenBy = (events: readonly GameEvent[], side: 'A' | 'B') => events.filter((e) => e.audience === 'all' || e.audience === side);

describe('B27.11 Entrenching Attempts', () => {
  const attempt = (dice: number[], units: string[], leaders: string[] = []) => {
    const g = scene()
      .unit('A01', '71K8')
      .unit('A09', '71K8')
      .unit('A10', '71K8')
      .unit('A06', '71K8')
      .unit('B01', '71K2')
      .playing({ phase: 'PFPh', attacker: 'A' })
      .dice(dice);
    const r = g.when('A', { type: 'entrench', units, leaders });
    expect(r.ok).toBe(true);
    return g;
  };

  it("B27.11: a squad's Final DR <= 5 places a 1S foxhole above it and puts it beneath; 6 places nothing; it is TI either way", () => {
    const g = attempt([2, 3], ['A01']);
    expect(rolls(g.events)[0]!.data).toMatchObject({ original: 5, modifiers: [], final: 5, rule: 'B27.11' });
    expect(counters(g)).toEqual([{ kind: 'foxhole', hex: '71K8', squads: 1 }]);
    expect(g.state.units.A01!.loc).toEqual(beneath('71K8'));
    expect(g.state.units.A01!.status.ti).toBe(true);
    expect(g.events.find((e) => e.type === 'entrenchingAttempt')).toMatchObject({
      audience: 'all',
      data: { units: ['A01'], hex: '71K8', success: true, rule: 'B27.11' },
    });
    const miss = attempt([3, 3], ['A01']);
    expect(counters(miss)).toEqual([]);
    expect(miss.state.units.A01!.loc).toEqual({ hex: '71K8', place: 'ground', level: 0 });
    expect(miss.state.units.A01!.status.ti).toBe(true);
  });

  it("B27.11: a single HS adds +1 (4 succeeds, 5 fails); two HS together are the squad's equivalent with no +1", () => {
    expect(rolls(attempt([2, 2], ['A09']).events)[0]!.data).toMatchObject({
      modifiers: [{ name: 'single HS', value: 1, rule: 'B27.11' }],
      final: 5,
    });
    expect(counters(attempt([2, 2], ['A09']))).toHaveLength(1);
    expect(counters(attempt([2, 3], ['A09']))).toEqual([]);
    const pair = attempt([2, 3], ['A09', 'A10']);
    expect(rolls(pair.events)[0]!.data).toMatchObject({ modifiers: [], final: 5 });
    expect(counters(pair)).toEqual([{ kind: 'foxhole', hex: '71K8', squads: 1 }]);
    expect([pair.state.units.A09!.loc, pair.state.units.A10!.loc]).toEqual([beneath('71K8'), beneath('71K8')]);
  });

  it('B27.11: an unused leader applies his leadership (8-1: a 6 becomes 5) and goes beneath with them; he is TI too', () => {
    const g = attempt([3, 3], ['A01'], ['A06']);
    expect(rolls(g.events)[0]!.data).toMatchObject({
      original: 6,
      modifiers: [{ name: 'leader A06', value: -1, rule: 'B27.11' }],
      final: 5,
    });
    expect(g.state.units.A06!.loc).toEqual(beneath('71K8'));
    expect(g.state.units.A06!.status.ti).toBe(true);
    expect(counters(attempt([3, 4], ['A01'], ['A06']))).toEqual([]);
  });

  it('B27.11, B27.12: the leader lends his DRM to every attempt in his Location; a second foxhole replaces the 1S by a 2S, a third by a 3S, and no fourth', () => {
    const g = scene()
      .unit('A01', '71K8')
      .unit('A02', '71K8')
      .unit('A03', '71K8')
      .unit('A04', '71K8')
      .unit('A06', '71K8')
      .playing({ phase: 'PFPh', attacker: 'A' });
    g.dice([3, 3, 3, 3, 3, 3]);
    expect(g.when('A', { type: 'entrench', units: ['A01'], leaders: ['A06'] }).ok).toBe(true);
    expect(g.when('A', { type: 'entrench', units: ['A02'], leaders: ['A06'] }).ok).toBe(true);
    expect(counters(g)).toEqual([{ kind: 'foxhole', hex: '71K8', squads: 2 }]);
    expect(g.when('A', { type: 'entrench', units: ['A03'], leaders: ['A06'] }).ok).toBe(true);
    expect(counters(g)).toEqual([{ kind: 'foxhole', hex: '71K8', squads: 3 }]);
    expect(g.when('A', { type: 'entrench', units: ['A04'] })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_LOCATION', rule: 'B27.12' }),
    });
    expect(g.game.legal(g.state, 'A').filter((l) => l.type === 'entrench')).toEqual([]);
  });

  it("B27.11: only in the ATTACKER's PFPh", () => {
    const mph = scene().unit('A01', '71K8').playing({ phase: 'MPh', attacker: 'A' });
    expect(mph.when('A', { type: 'entrench', units: ['A01'] })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'WRONG_PHASE', rule: 'B27.11' }),
    });
    const theirs = scene().unit('B01', '71K8').playing({ phase: 'PFPh', attacker: 'A' });
    expect(theirs.when('B', { type: 'entrench', units: ['B01'] })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'WRONG_PHASE' }),
    });
    expect(theirs.game.legal(theirs.state, 'B').some((l) => l.type === 'entrench')).toBe(false);
  });

  it('B27.11: not a unit that Prep Fired, already attempted this phase, is broken or is in an entrenchment; not a leader alone; not three HS', () => {
    const g = scene([{ kind: 'foxhole', hex: '71K5', side: 'A' }])
      .unit('A01', '71K8')
      .unit('A02', '71K8')
      .unit('A03', beneath('71K5'))
      .unit('A04', '71K8')
      .unit('A06', '71K8')
      .unit('A09', '71K8')
      .unit('A10', '71K8')
      .unit('B01', '71K9');
    g.playing({ phase: 'PFPh', attacker: 'A' });
    g.state.units.A04!.status.broken = true;
    g.dice([6, 6, 6, 6]);
    expect(g.when('A', { type: 'fire', firers: ['A02'], target: '71K9' }).ok).toBe(true);
    const refused = (cmd: Record<string, unknown>) => g.when('A', { type: 'entrench', ...cmd });
    expect(refused({ units: ['A02'] })).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'B27.11' }) });
    expect(refused({ units: ['A04'] })).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'B27.11' }) });
    expect(refused({ units: ['A03'] })).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'B27.11' }) });
    expect(refused({ units: ['A06'] })).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'B27.11' }) });
    expect(refused({ units: ['A01', 'A09'] })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'B27.11' }),
    });
    expect(g.when('A', { type: 'entrench', units: ['A01'] }).ok).toBe(true);
    expect(refused({ units: ['A01'] })).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'B27.11' }) });
    // the legal entry offers exactly who may still attempt: the two HS (alone or together)
    expect(
      g.game
        .legal(g.state, 'A')
        .filter((l) => l.type === 'entrench')
        .map((l) => l.choices),
    ).toEqual([{ hex: '71K8', groups: [['A09'], ['A10'], ['A09', 'A10']], leaders: ['A06'] }]);
  });

  it('B27.1, B27.51: no Entrenching Attempt in a building, marsh or paved road hex, nor in a trench hex', () => {
    const road = (sides: string[]) => ({ road: { kind: 'paved', sides } });
    const g = scene([{ kind: 'trench', hex: '71K5', side: 'A' }], {
      '71K8': { terrain: 'woodenBuilding' },
      '71K7': { terrain: 'marsh' },
      '71M5': road(['S']),
      '71M6': road(['N', 'S']),
      '71M7': road(['N']),
    })
      .unit('A01', '71K8')
      .unit('A02', '71K7')
      .unit('A03', '71M6')
      .unit('A04', '71K5')
      .playing({ phase: 'PFPh', attacker: 'A' });
    for (const u of ['A01', 'A02', 'A03'])
      expect(g.when('A', { type: 'entrench', units: [u] })).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'ILLEGAL_LOCATION', rule: 'B27.1' }),
      });
    expect(g.when('A', { type: 'entrench', units: ['A04'] })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_LOCATION', rule: 'B27.51' }),
    });
  });

  it('B27.12: leaders beyond the four SMC a foxhole holds beyond its squads may not join', () => {
    const g = scene([{ kind: 'foxhole', hex: '71K8', side: 'A' }])
      .unit('A01', '71K8')
      .unit('A06', '71K8')
      .playing({ phase: 'PFPh', attacker: 'A' });
    // four SMC already beneath: a fifth may not go
    Object.assign(
      g.state.units,
      Object.fromEntries(['X1', 'X2', 'X3', 'X4'].map((id) => [id, { ...structuredClone(g.state.units.A06!), id, loc: beneath('71K8') }])),
    );
    expect(g.when('A', { type: 'entrench', units: ['A01'], leaders: ['A06'] })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'OVER_CAPACITY', rule: 'B27.12' }),
    });
    g.dice([2, 3]);
    expect(g.when('A', { type: 'entrench', units: ['A01'] }).ok).toBe(true);
  });

  it("B27.12, B27.44: the legal entry offers a leader above the foxhole only while his side's SMC beneath leave room; one beneath always; the enemy's units beneath do not count", () => {
    const g = scene([{ kind: 'foxhole', hex: '71K8', side: 'A' }])
      .unit('A01', '71K8')
      .unit('A06', '71K8')
      .playing({ phase: 'PFPh', attacker: 'A' });
    const leaderBeneath = (id: string, side: 'A' | 'B') => ({ ...structuredClone(g.state.units.A06!), id, side, loc: beneath('71K8') });
    const offered = () =>
      g.game
        .legal(g.state, 'A')
        .filter((l) => l.type === 'entrench')
        .map((l) => l.choices);
    // three of A's SMC beneath, and two of B's (capacity is per side, B27.44): room for A06
    Object.assign(g.state.units, Object.fromEntries(['X1', 'X2', 'X3'].map((id) => [id, leaderBeneath(id, 'A')])));
    Object.assign(g.state.units, Object.fromEntries(['Y1', 'Y2'].map((id) => [id, leaderBeneath(id, 'B')])));
    expect(offered()).toEqual([{ hex: '71K8', groups: [['A01']], leaders: ['A06', 'X1', 'X2', 'X3'] }]);
    // a fourth of A's beneath: the foxhole holds four SMC beyond its squads (B27.12), A06 above may not join; those beneath still may
    g.state.units.X4 = leaderBeneath('X4', 'A');
    expect(offered()).toEqual([{ hex: '71K8', groups: [['A01']], leaders: ['X1', 'X2', 'X3', 'X4'] }]);
  });

  it('B27.11 "announcing an Entrenching Attempt": units under "?" out of enemy view keep it; the roll and the units are A\'s, B is told an attempt was made in K8 and that a foxhole came of it', () => {
    const g = scene().unit('A01', '71K8', { concealed: true }).playing({ phase: 'PFPh', attacker: 'A' }).dice([2, 3]);
    const r = g.when('A', { type: 'entrench', units: ['A01'] });
    expect(r.ok).toBe(true);
    const events = r.ok ? r.events : [];
    expect(rolls(events).map((e) => e.audience)).toEqual(['A']);
    expect(seenBy(events, 'B').map((e) => [e.type, e.data])).toEqual([
      ['entrenchingAttempt', { units: [], hex: '71K8', success: true, rule: 'B27.11' }],
      ['fortificationPlaced', expect.objectContaining({ rule: 'B27.11' })],
    ]);
    expect(g.state.units.A01!.status.concealed).toBe(true);
    // the "?" now shows beneath the counter; no TI shows
    expect(g.view('B').markers).toEqual([{ id: '?A@71K8/ground/0/beneath', side: 'A', kind: 'concealed', loc: beneath('71K8') }]);
  });

  it('B27.11: a failed attempt under "?" is announced as failed: B receives exactly that (never an update it cannot explain), and a spectator the same', () => {
    const miss = scene().unit('A01', '71K8', { concealed: true }).playing({ phase: 'PFPh', attacker: 'A' }).dice([3, 3]);
    const m = miss.when('A', { type: 'entrench', units: ['A01'] });
    expect(m.ok && seenBy(m.events, 'B')).toEqual([
      { type: 'entrenchingAttempt', audience: 'B', data: { units: [], hex: '71K8', success: false, rule: 'B27.11' } },
    ]);
    expect(m.ok && m.events.filter((e) => e.audience === 'A').map((e) => e.type)).toEqual(['roll', 'entrenchingAttempt']);
    expect(
      visibleEvents(
        miss.events.map((e) => ({ ...e, version: 1 })),
        { kind: 'public' },
        false,
      ),
    ).toEqual([expect.objectContaining({ audience: 'B', data: { units: [], hex: '71K8', success: false, rule: 'B27.11' } })]);
  });

  it('A12.141: "attempts to entrench" cost the "?" in the LOS of a Good Order enemy ground unit within 16 hexes (AA8 is 16 from K8): the roll is then public; at 17 (BB8) the "?" stays', () => {
    const seen = scene()
      .unit('A01', '71K8', { concealed: true })
      .unit('B01', '71AA8')
      .playing({ phase: 'PFPh', attacker: 'A' })
      .dice([3, 3]);
    const r = seen.when('A', { type: 'entrench', units: ['A01'] });
    expect(r.ok && r.events.map((e) => [e.type, e.audience])).toEqual([
      ['concealmentLost', 'all'],
      ['roll', 'all'],
      ['entrenchingAttempt', 'all'],
    ]);
    expect(seen.state.units.A01!.status.concealed).toBe(false);
    const far = scene()
      .unit('A01', '71K8', { concealed: true })
      .unit('B01', '71BB8')
      .playing({ phase: 'PFPh', attacker: 'A' })
      .dice([3, 3]);
    const f = far.when('A', { type: 'entrench', units: ['A01'] });
    expect(f.ok && rolls(f.events).map((e) => e.audience)).toEqual(['A']);
    expect(far.state.units.A01!.status.concealed).toBe(true);
  });

  it('A12.141 with A12.3: a hidden squad out of view attempts unannounced (B may not know of it); in view it is revealed first', () => {
    const hidden = (b?: string) => {
      const g = scene().unit('A01', '71K8');
      if (b) g.unit('B01', b);
      g.state.units.A01!.status.hidden = true;
      return g.playing({ phase: 'PFPh', attacker: 'A' }).dice([3, 3]);
    };
    const out = hidden();
    const o = out.when('A', { type: 'entrench', units: ['A01'] });
    expect(o.ok && seenBy(o.events, 'B')).toEqual([]);
    const inView = hidden('71K2');
    const v = inView.when('A', { type: 'entrench', units: ['A01'] });
    expect(v.ok && v.events[0]).toMatchObject({ type: 'concealmentLost', audience: 'all', data: { unit: 'A01', rule: 'A12.141' } });
    expect(inView.state.units.A01!.status).toMatchObject({ hidden: false, concealed: false });
    // A12.3 (our reading): out of view, a success (DR 5) digs a public foxhole: the squad comes on board beneath a "?" first
    const dug = hidden().dice([2, 3]);
    const d = dug.when('A', { type: 'entrench', units: ['A01'] });
    expect(d.ok && seenBy(d.events, 'B').map((e) => [e.type, e.data])).toEqual([
      ['concealmentGained', { loc: { hex: '71K8', place: 'ground', level: 0 }, rule: 'A12.3' }],
      ['entrenchingAttempt', { units: [], hex: '71K8', success: true, rule: 'B27.11' }],
      expect.arrayContaining(['fortificationPlaced']),
    ]);
    expect(dug.state.units.A01!.status).toMatchObject({ hidden: false, concealed: true });
  });

  it("B27.11: a concealed leader's DRM would name him: with him the attempt is its owner's too (as a rally he directs)", () => {
    const g = scene().unit('A01', '71K8').unit('A06', '71K8', { concealed: true }).playing({ phase: 'PFPh', attacker: 'A' }).dice([2, 3]);
    const r = g.when('A', { type: 'entrench', units: ['A01'], leaders: ['A06'] });
    expect(r.ok && rolls(r.events).map((e) => e.audience)).toEqual(['A']);
    const open = scene().unit('A01', '71K8').unit('A06', '71K8').playing({ phase: 'PFPh', attacker: 'A' }).dice([2, 3]);
    const o = open.when('A', { type: 'entrench', units: ['A01'], leaders: ['A06'] });
    expect(o.ok && rolls(o.events).map((e) => e.audience)).toEqual(['all']);
  });
});

describe('A4.8 TI', () => {
  const dug = () => {
    const g = scene().unit('A01', '71K8').unit('A02', '71K7').unit('B01', '71K4').playing({ phase: 'PFPh', attacker: 'A' }).dice([3, 3]);
    expect(g.when('A', { type: 'entrench', units: ['A01'] }).ok).toBe(true); // fails: A01 TI, still on top
    return g;
  };

  it('A4.8: a TI unit may not fire in its Player Turn (not offered, refused)', () => {
    const g = dug();
    const fire = g.game.legal(g.state, 'A').find((l) => l.type === 'fire');
    expect(JSON.stringify(fire?.choices ?? {})).not.toContain('A01');
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71K4' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'A7.1' }),
    });
  });

  it('A4.8: a TI unit may not move or advance; the others may', () => {
    const g = dug();
    expect(g.endPhase().ok).toBe(true);
    expect(g.state.phase).toBe('MPh');
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71J8' })).toEqual({
      ok: false,
      error: expect.objectContaining({ rule: 'A4.8' }),
    });
    expect(g.when('A', { type: 'move', units: ['A01', 'A02'], to: '71K6' }).ok).toBe(false);
    g.playing({ phase: 'APh', attacker: 'A' });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71J8' }).ok).toBe(false);
    expect(g.when('A', { type: 'advance', units: ['A02'], to: '71J7' }).ok).toBe(true);
  });

  it('A4.8: TI is removed at the end of its CCPh, not before; a broken unit loses it', () => {
    const g = dug();
    g.playing({ phase: 'CCPh', attacker: 'A' });
    expect(g.state.units.A01!.status.ti).toBe(true);
    expect(g.endPhase().ok).toBe(true);
    expect(g.state.units.A01!.status.ti).toBe(false);
    const b = dug();
    b.playing({ phase: 'DFPh', attacker: 'A' });
    // B01's Final Fire (4 FP at range 4): a 4 gives a 1MC, which a 10 (+1) fails
    b.dice([2, 2, 5, 5]);
    expect(b.when('B', { type: 'fire', firers: ['B01'], target: '71K8' }).ok).toBe(true);
    expect(b.state.units.A01!.status.broken).toBe(true);
    expect(b.state.units.A01!.status.ti).toBe(false);
  });

  it('A4.8: +1 to a CC attack a TI unit makes, -1 to one made against it', () => {
    const g = dug();
    const cc = (attackers: string[], defenders: string[]) =>
      collectModifiers(g.game.ctx, g.state, {
        kind: 'cc',
        attacker: 'A',
        attackers: attackers.map((id) => g.state.units[id]!),
        defenders: defenders.map((id) => g.state.units[id]!),
        ambusher: null,
        loc: g.state.units.A01!.loc!,
        public: true,
      });
    expect(cc(['A01'], ['B01'])).toEqual([{ name: 'TI attacker', value: 1, rule: 'A4.8' }]);
    expect(cc(['B01'], ['A01'])).toEqual([{ name: 'TI defender', value: -1, rule: 'A4.8' }]);
    expect(cc(['A02'], ['B01'])).toEqual([]);
  });

  it('A4.8: TI shows on a unit the opponent sees, not beneath a "?"', () => {
    const g = dug();
    expect(g.view('B').units.find((u) => u.id === 'A01')).toMatchObject({ ti: true });
    expect(g.view('B').units.find((u) => u.id === 'A02')).not.toHaveProperty('ti');
  });
});
