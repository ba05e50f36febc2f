// B27.4 (both EX), B27.42, B27.44, B27.12/B27.51 capacity, B27.56 A-T Ditch, A8.26 EX #2, B30.4-B30.6
// pillboxes and B20.91/B20.93 Crest status, on board 71 with all hexes open at level 0 unless a test
// gives its own terrain, and the scenario's fortifications placed by coordinate.
import type { EntryQuery } from '../../engine/entry';
import { readChoices } from '../../protocol/legal';
import { ruleset } from '../../rulesets/index';
import { fortifiedScene } from '../../testing/fortifiedScene';
import { given } from '../../testing/scenarioBuilder';
import { entryCost } from '../core/entryCost';

/** The asl ruleset plays the entrenchments module (index.ts). */
const rules = ruleset('asl');
type Fort = { kind: string; hex: string; side: 'A' | 'B'; squads?: number };
const on = (hexes: Record<string, Record<string, unknown>>, forts: Fort[]) => fortifiedScene(forts, hexes, [], rules);
type G = ReturnType<typeof on>;
const at = (hex: string, position?: string) =>
  position ? { hex, place: 'ground', level: 0, position } : { hex, place: 'ground', level: 0 };
const spent = (g: G, id: string) => (g.view('A').modules.movement as { mf: Record<string, { spent: number }> }).mf[id]!.spent;
const mfOf = (g: G) => g.events.filter((e) => e.type === 'moved' && e.audience === 'A').map((e) => e.data.mf);
const moved = (g: G, cmd: Record<string, unknown>) => {
  const r = g.when('A', { type: 'move', ...cmd });
  if (r.ok && g.state.pending?.kind === 'defensiveFirstFire') expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
  return r;
};
const results = (g: G) => g.events.filter((e) => e.type === 'fireResult').map((e) => e.data.result);
const dffMods = (g: G) =>
  (g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A7.3').pop()!.data.modifiers as { name: string }[])
    .map((m) => m.name)
    .filter((n) => n === 'FFMO' || n === 'FFNAM');

describe('B27.4 entering and leaving a foxhole', () => {
  it("B27.4 EX: from a gully to beneath an adjacent foxhole in Open Ground: two MF to enter the hex, then one MF to go beneath, each followed by the DEFENDER's question", () => {
    // the gully as the printed boards have it, at its hex's ground level: climbing out doubles the Open Ground COT (B19.4)
    const g = on({ '71C5': { terrain: 'gully' } }, [{ kind: 'foxhole', hex: '71C6', side: 'A' }])
      .unit('A01', '71C5')
      .unit('B01', '71C9')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C6', position: 'beneath' })).toMatchObject({
      ok: false,
      error: { rule: 'B27.4' },
    });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C6' }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual(at('71C6'));
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire' });
    expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
    const entry = readChoices(g.game.legal(g.state, 'A').find((l) => l.type === 'move')!);
    expect(entry?.type === 'move' && entry.choices.costs!['71C6:beneath']).toEqual({
      mf: 1,
      parts: [{ name: 'into the foxhole', mf: 1, rule: 'B27.4' }],
    });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C6', position: 'beneath' }).ok).toBe(true);
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire' });
    expect(mfOf(g)).toEqual([2, 1]);
    expect(g.events.find((e) => e.type === 'moved' && e.audience === 'A')!.data.rule).toBe('A4.1');
    expect(g.state.units.A01!.loc).toEqual(at('71C6', 'beneath'));
    expect(spent(g, 'A01')).toBe(3);
    expect(
      entryCost(g.game.ctx, g.state, { side: 'A', units: [g.state.units.A01!], from: at('71C5'), to: at('71C6'), purpose: 'move' }),
    ).toMatchObject({ ok: true, mf: 2, parts: [{ name: 'COT open x2 (higher elevation)', mf: 2, rule: 'B19.4' }] });
  });

  it('B27.4 EX: one MF into an Open Ground hex on top of an empty foxhole, or one plus one beneath it; out of a foxhole into another in adjacent woods one plus two plus one, each announced separately', () => {
    const g = on({ '71C7': { terrain: 'woods' } }, [
      { kind: 'foxhole', hex: '71C6', side: 'A' },
      { kind: 'foxhole', hex: '71C7', side: 'A' },
    ])
      .unit('A01', at('71C6', 'beneath'))
      .playing({ phase: 'MPh', attacker: 'A' });
    // never combined with the entry of the next hex, either way
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C7', position: 'beneath' })).toMatchObject({
      ok: false,
      error: { rule: 'B27.4' },
    });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C7' })).toMatchObject({ ok: false, error: { rule: 'B27.4' } });
    expect(moved(g, { units: ['A01'], to: '71C6' }).ok).toBe(true);
    expect(moved(g, { units: ['A01'], to: '71C7' }).ok).toBe(true);
    expect(moved(g, { units: ['A01'], to: '71C7', position: 'beneath' }).ok).toBe(true);
    expect(mfOf(g)).toEqual([1, 2, 1]);
    expect(spent(g, 'A01')).toBe(4); // the squad's 4 MF: nothing left
    expect(g.state.units.A01!.loc).toEqual(at('71C7', 'beneath'));
    // the Open Ground entry alone: one MF on top of the counter
    const top = on({}, [{ kind: 'foxhole', hex: '71C6', side: 'A' }])
      .unit('A01', '71C5')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(moved(top, { units: ['A01'], to: '71C6' }).ok).toBe(true);
    expect(mfOf(top)).toEqual([1]);
  });

  it('B27.4: a unit with too few MF left cannot go beneath; a hex without a counter has no "beneath"', () => {
    const g = on({ '71C5': { terrain: 'brush' }, '71C6': { terrain: 'woods' } }, [{ kind: 'foxhole', hex: '71C6', side: 'A' }])
      .unit('A01', '71C4')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(moved(g, { units: ['A01'], to: '71C5' }).ok).toBe(true); // 2
    expect(moved(g, { units: ['A01'], to: '71C5', position: 'beneath' })).toMatchObject({ ok: false, error: { rule: 'B27.1' } });
    expect(moved(g, { units: ['A01'], to: '71C6' }).ok).toBe(true); // 2 + 2: the squad's 4 MF
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C6', position: 'beneath' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', rule: 'A4.1' },
    });
  });
});

describe('B27.42 FFMO and the foxhole', () => {
  // B01 (4-6-7) First Fires from C3 at A01 in the Open Ground foxhole hex C6: 4 FP; DR 7 -1 FFNAM -1 FFMO = 5 is a 1MC, 6 only a NMC
  const scene = () =>
    on({}, [{ kind: 'foxhole', hex: '71C6', side: 'A' }])
      .unit('A01', '71C5')
      .unit('B01', '71C3')
      .playing({ phase: 'MPh', attacker: 'A' });

  it('B27.42: fired on after entering the hex and before the foxhole: FFMO applies', () => {
    const g = scene();
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C6' }).ok).toBe(true);
    g.dice([3, 4, 6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(dffMods(g)).toEqual(['FFMO', 'FFNAM']);
    expect(results(g)).toEqual(['1MC']); // DR 7 - 2 = 5 on the 4 column; without FFMO 6, a NMC
  });

  it('B27.42: fired on after the MF to go beneath: no FFMO (FFNAM stays)', () => {
    const g = scene();
    expect(moved(g, { units: ['A01'], to: '71C6' }).ok).toBe(true);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C6', position: 'beneath' }).ok).toBe(true);
    g.dice([3, 4, 6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(dffMods(g)).toEqual(['FFNAM']);
  });

  it('B27.42: leaving an Open Ground foxhole, fired on before the next hex: FFMO applies again', () => {
    const g = on({}, [{ kind: 'foxhole', hex: '71C6', side: 'A' }])
      .unit('A01', at('71C6', 'beneath'))
      .unit('B01', '71C3')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C6' }).ok).toBe(true);
    g.dice([3, 4, 6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(dffMods(g)).toEqual(['FFMO', 'FFNAM']);
    expect(results(g)).toEqual(['1MC']);
  });
});

describe('A8.26 EX #2 Residual FP and the foxhole', () => {
  it('A8.26 EX #2: entering the foxhole is not attacked again by the Residual FP; exiting it is', () => {
    const g = on({}, [{ kind: 'foxhole', hex: '71C6', side: 'A' }])
      .unit('A01', '71C6')
      .playing({ phase: 'MPh', attacker: 'A' });
    g.state.modules.activity = { mf: {}, moved: {}, nonAssault: {}, fired: {}, done: {}, residual: { '71C6': 2 } };
    g.dice([6, 6, 6, 6]);
    expect(moved(g, { units: ['A01'], to: '71C6', position: 'beneath' }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'roll')).toEqual([]);
    expect(moved(g, { units: ['A01'], to: '71C6' }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'roll').map((e) => e.data.rule)).toEqual(['A8.2']);
  });
});

describe('B27.44, B27.12, B27.51 capacity', () => {
  it('B27.44: a unit may advance beneath a foxhole holding an enemy unit: the capacity is per side (a 1S foxhole, a squad each)', () => {
    const g = on({}, [{ kind: 'foxhole', hex: '71C6', side: 'B' }])
      .unit('A01', '71C5')
      .unit('A02', '71C5')
      .unit('B01', at('71C6', 'beneath'))
      .playing({ phase: 'APh', attacker: 'A' });
    expect(g.when('A', { type: 'advance', units: ['A01', 'A02'], to: '71C6', position: 'beneath' })).toMatchObject({
      ok: false,
      error: { rule: 'B27.12' },
    });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71C6', position: 'beneath' }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual(at('71C6', 'beneath'));
    expect(g.when('A', { type: 'advance', units: ['A02'], to: '71C6', position: 'beneath' })).toMatchObject({
      ok: false,
      error: { rule: 'B27.12' },
    });
    expect(g.when('A', { type: 'advance', units: ['A02'], to: '71C6' }).ok).toBe(true); // on top: the hex's stacking
  });

  it('B27.12: a 2S foxhole holds two squads, "exceeded by four SMC" and no more; dummies take no room', () => {
    const cap = (ids: string[], squads = 2) => {
      const g = on({}, [{ kind: 'foxhole', hex: '71C6', side: 'A', squads }]);
      for (const id of ids) g.unit(id, '71C6');
      g.playing({ phase: 'MPh', attacker: 'A' });
      return entryCost(g.game.ctx, g.state, {
        side: 'A',
        units: ids.map((id) => g.state.units[id]!),
        from: at('71C6'),
        to: at('71C6', 'beneath'),
        purpose: 'move',
      } as EntryQuery);
    };
    expect(cap(['A01', 'A02']).ok).toBe(true);
    expect(cap(['A01', 'A02', 'A03'])).toMatchObject({ ok: false, rule: 'B27.12' });
    expect(cap(['A01', 'A02', 'A03'], 3).ok).toBe(true);
    expect(cap(['A01', 'A02', 'A06', 'A07', 'A08']).ok).toBe(true); // the leader beyond the squads, the dummies nothing
  });

  it('B27.12: "exceeded by four SMC": a 1S foxhole takes its squad and four leaders beneath, not a fifth', () => {
    const g = given(
      'sewer-infiltration',
      rules,
      (doc) => {
        doc.rules = { ...(doc.rules as object), fortifications: [{ kind: 'foxhole', hex: '71C6', side: 'A', squads: 1 }] };
        (doc.oob as { A: unknown[] }).A.push({ type: 'ru-8-1', count: 4 }); // A09-A12
      },
      (m) => {
        m.hexes = {};
        m.hexsides = [];
      },
    );
    const ids = ['A01', 'A06', 'A09', 'A10', 'A11', 'A12'];
    for (const id of ids) g.unit(id, '71C6');
    g.playing({ phase: 'MPh', attacker: 'A' });
    const beneath = (units: string[]) =>
      entryCost(g.game.ctx, g.state, {
        side: 'A',
        units: units.map((id) => g.state.units[id]!),
        from: at('71C6'),
        to: at('71C6', 'beneath'),
        purpose: 'move',
      } as EntryQuery);
    expect(g.state.units.A12!.kind).toBe('leader');
    expect(beneath(ids.slice(0, 5)).ok).toBe(true);
    expect(beneath(ids)).toMatchObject({ ok: false, rule: 'B27.12' });
  });

  it('B27.51: a trench never holds more than three squads (and four SMC)', () => {
    const g = on({}, [{ kind: 'trench', hex: '71C6', side: 'A' }]);
    for (const id of ['A01', 'A02', 'A03']) g.unit(id, at('71C6', 'beneath'));
    g.unit('A04', '71C6').playing({ phase: 'MPh', attacker: 'A' });
    const q = (units: string[]) =>
      entryCost(g.game.ctx, g.state, {
        side: 'A',
        units: units.map((id) => g.state.units[id]!),
        from: at('71C6'),
        to: at('71C6', 'beneath'),
        purpose: 'move',
      });
    expect(q(['A04'])).toMatchObject({ ok: false, rule: 'B27.51' });
    g.state.units.A03!.loc = at('71C6');
    expect(q(['A04'])).toMatchObject({ ok: true, mf: 1 });
  });
});

describe('B27.56 A-T Ditch', () => {
  it('B27.56: Infantry pay two MF plus COT to enter or exit the counter; no vehicle enters an unbridged A-T Ditch', () => {
    const g = on({ '71C6': { terrain: 'brush' } }, [{ kind: 'atDitch', hex: '71C6', side: 'B' }])
      .unit('A01', '71C6')
      .playing({ phase: 'MPh', attacker: 'A' });
    const cost = (from: object, to: object, units = [g.state.units.A01!]) =>
      entryCost(g.game.ctx, g.state, { side: 'A', units, from, to, purpose: 'move' } as EntryQuery);
    expect(cost(at('71C6'), at('71C6', 'beneath'))).toMatchObject({
      ok: true,
      mf: 4,
      parts: [{ name: 'into the A-T Ditch', mf: 4, rule: 'B27.56' }],
    }); // 2 + brush COT 2
    expect(cost(at('71C6', 'beneath'), at('71C6'))).toMatchObject({
      ok: true,
      mf: 4,
      parts: [{ name: 'out of the A-T Ditch', rule: 'B27.56' }],
    });
    expect(cost(at('71C5'), at('71C6')).ok).toBe(true);
    const tank = { ...g.state.units.A01!, kind: 'vehicle' as const };
    expect(cost(at('71C5'), at('71C6'), [tank])).toMatchObject({ ok: false, rule: 'B27.56' });
    expect(cost(at('71C4'), at('71C5'), [tank]).ok).toBe(true);
  });
});

describe('B30.4-B30.6 pillboxes', () => {
  it("B30.4: one MF into the pillbox Location in its hex, one MF out; never with the hex's entry in the MPh (B30.33)", () => {
    const g = on({}, [{ kind: 'pillbox', hex: '71C6', side: 'A' }])
      .unit('A01', '71C5')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C6', position: 'pillbox' })).toMatchObject({
      ok: false,
      error: { rule: 'B30.33' },
    });
    expect(moved(g, { units: ['A01'], to: '71C6' }).ok).toBe(true);
    expect(moved(g, { units: ['A01'], to: '71C6', position: 'pillbox' }).ok).toBe(true);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C7' })).toMatchObject({ ok: false, error: { rule: 'B30.33' } });
    expect(moved(g, { units: ['A01'], to: '71C6' }).ok).toBe(true);
    expect(mfOf(g)).toEqual([1, 1, 1]);
  });

  it('B30.42, B30.44, B30.6: not into a pillbox with a Known enemy in its hex, nor one holding enemy Infantry; out of it only by advancing while an enemy is in the hex', () => {
    const g = on({}, [{ kind: 'pillbox', hex: '71C6', side: 'B' }])
      .unit('A01', '71C6')
      .unit('B01', '71C6')
      .playing({ phase: 'APh', attacker: 'A' });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71C6', position: 'pillbox' })).toMatchObject({
      ok: false,
      error: { rule: 'B30.42' },
    });
    g.state.units.B01!.loc = at('71C6', 'pillbox');
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71C6', position: 'pillbox' })).toMatchObject({
      ok: false,
      error: { rule: 'B30.44' },
    });
    // a concealed enemy is no Known one: the refusal would betray it
    g.state.units.B01!.loc = at('71C6');
    g.state.units.B01!.status.concealed = true;
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71C6', position: 'pillbox' }).ok).toBe(true);
    const out = on({}, [{ kind: 'pillbox', hex: '71C6', side: 'A' }])
      .unit('A01', at('71C6', 'pillbox'))
      .unit('B01', '71C6')
      .playing({ phase: 'APh', attacker: 'A' });
    const q = (purpose: string) =>
      entryCost(out.game.ctx, out.state, {
        side: 'A',
        units: [out.state.units.A01!],
        from: at('71C6', 'pillbox'),
        to: at('71C6'),
        purpose,
      });
    expect(q('move')).toMatchObject({ ok: false, rule: 'B30.6' });
    expect(q('rout')).toMatchObject({ ok: false, rule: 'B30.6' });
    expect(out.when('A', { type: 'advance', units: ['A01'], to: '71C7' })).toMatchObject({ ok: false, error: { rule: 'B30.4' } });
    expect(out.when('A', { type: 'advance', units: ['A01'], to: '71C6' }).ok).toBe(true);
  });
});

describe('B20.91, B20.93 Crest status', () => {
  const scene = () =>
    on({ '71C6': { terrain: 'gully' }, '71C7': { terrain: 'gully' } }, [])
      .unit('A01', '71C5')
      .playing({ phase: 'MPh', attacker: 'A' });

  it('B20.91: entering a Depression hex from outside it, Crest status for one MF less than the COT (a gully: 2 - 1, B19.4); INTO it the COT; in the hex, two MF', () => {
    const g = scene();
    const entry = readChoices(g.game.legal(g.state, 'A').find((l) => l.type === 'move')!);
    expect(entry?.type === 'move' && entry.choices.costs!['71C6:crest']).toEqual({
      mf: 1,
      parts: [{ name: 'Crest status: one MF less than the COT', mf: 1, rule: 'B20.91' }],
    });
    expect(entry?.type === 'move' && entry.choices.positions).toEqual([{ to: '71C6', position: 'crest' }]); // not C4: no Depression
    expect(moved(g, { units: ['A01'], to: '71C6' }).ok).toBe(true);
    // from a Depression through its Depression hexside: no Crest status; in the hex: two MF
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C7', position: 'crest' })).toMatchObject({
      ok: false,
      error: { rule: 'B20.91' },
    });
    expect(moved(g, { units: ['A01'], to: '71C6', position: 'crest' }).ok).toBe(true);
    expect(mfOf(g)).toEqual([2, 2]); // INTO the gully two MF (B19.4), then Crest status in the hex two
  });

  it('B20.91 with B20.42: a shallow stream costs three MF INTO, Crest status entering it two (one less than its COT)', () => {
    const g = on({ '71C6': { terrain: 'stream' } }, [])
      .unit('A01', '71C5')
      .playing({ phase: 'MPh', attacker: 'A' });
    const entry = readChoices(g.game.legal(g.state, 'A').find((l) => l.type === 'move')!);
    expect(entry?.type === 'move' && entry.choices.costs!['71C6:crest']).toEqual({
      mf: 2,
      parts: [{ name: 'Crest status: one MF less than the COT', mf: 2, rule: 'B20.91' }],
    });
    expect(entry?.type === 'move' && entry.choices.costs!['71C6']).toEqual({
      mf: 3,
      parts: [{ name: 'COT stream', mf: 3, rule: 'B20.42' }],
    });
  });

  it('B20.93: never from one Crest status to another; out of it in the hex for the COT, or straight to a non-Depression hex for one MF + COT', () => {
    const g = scene();
    g.state.units.A01!.loc = at('71C6', 'crest');
    const q = (to: object, purpose = 'move') =>
      entryCost(g.game.ctx, g.state, { side: 'A', units: [g.state.units.A01!], from: at('71C6', 'crest'), to, purpose } as EntryQuery);
    expect(q(at('71C7', 'crest'))).toMatchObject({ ok: false, rule: 'B20.93' });
    expect(q(at('71C7'))).toMatchObject({ ok: false, rule: 'B20.93' });
    expect(q(at('71C6'))).toMatchObject({ ok: true, mf: 2, parts: [{ name: 'out of Crest status (COT)', rule: 'B20.93' }] }); // the gully's COT
    // one MF + the Open Ground COT, from the ground level (not doubled as IN the gully would be, B19.4)
    expect(q(at('71D6'))).toMatchObject({ ok: true, mf: 2, parts: [{ name: 'out of Crest status: one MF + COT', mf: 2, rule: 'B20.93' }] });
    expect(
      entryCost(g.game.ctx, g.state, {
        side: 'A',
        units: [g.state.units.A01!],
        from: at('71C6'),
        to: at('71D6'),
        purpose: 'move',
      } as EntryQuery),
    ).toMatchObject({ ok: true, mf: 2, parts: [{ rule: 'B19.4' }] });
    expect(q(at('71C6', 'crest'), 'rout')).toMatchObject({ ok: false });
  });
});
