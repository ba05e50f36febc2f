// B27.6 LOWER-LEVEL LOCATIONS, its EX reproduced on board 71 around a sangar at L2, a sangar at M2, a trench
// at M3 and a trench at L1 ("Infantry entrenched in L1"), with the levels the EX's costs imply:
//   level 0: K2, L1, M1 (brush: "M1 at a cost of two MF") and the board around;
//   level 1: K3, L2, L3, M2, M4, N1, N2 (the sangars one level below the trench: "L2 ... can enter M3 (two MF)");
//   level 2: M3 (brush: "from IN N3 ... enter M3 (four MF)", the COT of two doubled);
//   N3: a shallow stream at level 2, so IN it is level 1 (B20.2): "INTO N3 (three MF)" is B20.42's three,
//   and "from IN N3 ... enter M3 (four MF)" the brush COT doubled climbing out (B19.4, B20.4).
// Snap Shots do not exist (so the Trench TEM vs them is not built); no Infantry pushes a Gun; Withdrawal from CC is not built.
import type { EntryQuery } from '../../engine/entry';
import { readChoices } from '../../protocol/legal';
import { ruleset } from '../../rulesets/index';
import { given } from '../../testing/scenarioBuilder';
import { entryCost } from '../core/entryCost';

/** The asl ruleset plays the entrenchments module (index.ts). */
const rules = ruleset('asl');
type Side = 'A' | 'B';
const HEXES = {
  '71K3': { elevation: 1 },
  '71L2': { elevation: 1 },
  '71L3': { elevation: 1 },
  '71M1': { terrain: 'brush' },
  '71M2': { elevation: 1 },
  '71N1': { elevation: 1 },
  '71N2': { elevation: 1 },
  '71M4': { elevation: 1 },
  '71M3': { terrain: 'brush', elevation: 2 },
  '71N3': { terrain: 'stream', elevation: 2 },
};
/** The EX's counters; `sangars` and `trench` say whose OB they are in. */
const example = (o: { sangars?: Side; trench?: Side; l1?: Side } = {}) =>
  given(
    'sewer-infiltration',
    rules,
    (s) => {
      s.rules = {
        ...(s.rules as object),
        fortifications: [
          { kind: 'sangar', hex: '71L2', side: o.sangars ?? 'A' },
          { kind: 'sangar', hex: '71M2', side: o.sangars ?? 'A' },
          { kind: 'trench', hex: '71M3', side: o.trench ?? 'A' },
          { kind: 'trench', hex: '71L1', side: o.l1 ?? 'A' },
        ],
      };
    },
    (m) => {
      m.hexes = HEXES;
      m.hexsides = [];
    },
  );
type G = ReturnType<typeof example>;
const at = (hex: string, position?: string) =>
  position ? { hex, place: 'ground', level: 0, position } : { hex, place: 'ground', level: 0 };
/** What the legal move entry of A01 offers: each option and its MF ("hex" or "hex:position"). */
const offers = (g: G) => {
  const entry = readChoices(g.game.legal(g.state, 'A').find((l) => l.type === 'move' && (l.choices!.units as string[]).includes('A01'))!);
  if (entry?.type !== 'move') throw new Error('no move entry');
  return Object.fromEntries(Object.entries(entry.choices.costs!).map(([k, c]) => [k, c.mf]));
};
const cost = (g: G, from: object, to: object, purpose = 'move') =>
  entryCost(g.game.ctx, g.state, { side: 'A', units: [g.state.units.A01!], from, to, purpose } as EntryQuery);
const mpHere = (g: G, loc: object) => g.unit('A01', loc as never).playing({ phase: 'MPh', attacker: 'A' });

describe('B27.6 lower-level Locations (the EX)', () => {
  it('B27.6 EX: entrenched in M3, beneath either sangar for one MF, or straight into any lower-level Location adjacent to M3', () => {
    const o = offers(mpHere(example(), at('71M3', 'beneath')));
    expect(o).toMatchObject({
      '71L2:beneath': 1,
      '71M2:beneath': 1,
      '71L2': 1,
      '71M2': 1,
      '71L3': 1,
      '71N2': 1,
      '71N3': 3,
      '71M4': 1,
      '71M3': 1,
    });
    expect(Object.keys(o).sort()).toEqual(['71L2', '71L2:beneath', '71L3', '71M2', '71M2:beneath', '71M3', '71M4', '71N2', '71N3']);
  });

  it("B27.6 EX: sangared in L2: M3 for two MF, L1 or K2 for one; K3, L3 and M2 only after exiting above the sangar (then one more MF beneath M2's)", () => {
    const g = mpHere(example(), at('71L2', 'beneath'));
    const o = offers(g);
    expect(o).toMatchObject({ '71M3:beneath': 2, '71L1': 1, '71L1:beneath': 1, '71K2': 1 });
    for (const k of ['71K3', '71L3', '71M2', '71M2:beneath', '71M3']) expect(o[k]).toBeUndefined();
    // "though it could be subject to FFMO/Interdiction in K2": that entry lifts nothing; the one beneath M3 lifts both
    expect(cost(g, at('71L2', 'beneath'), at('71K2'), 'rout')).toMatchObject({ ok: true, mf: 1 });
    expect((cost(g, at('71L2', 'beneath'), at('71K2'), 'rout') as { exempt?: string[] }).exempt).toBeUndefined();
    expect(cost(g, at('71L2', 'beneath'), at('71M3', 'beneath'))).toMatchObject({
      ok: true,
      mf: 2,
      exempt: ['interdiction', 'concealmentLoss', 'movementDrm'],
    });
    const above = mpHere(example(), at('71M2'));
    expect(offers(above)['71M2:beneath']).toBe(1);
  });

  it('B27.6 EX: sangared in M2: L1 or M3 as from L2, M1 for two MF; N1, N2 and L2 only after exiting above the sangar', () => {
    const o = offers(mpHere(example(), at('71M2', 'beneath')));
    expect(o).toMatchObject({ '71L1': 1, '71M3:beneath': 2, '71M1': 2 });
    for (const k of ['71N1', '71N2', '71L2', '71L2:beneath']) expect(o[k]).toBeUndefined();
  });

  it('B27.6 EX: from K2 straight beneath the L2 sangar for two MF only if the side set it up or Controls it; likewise from M1 or a non-entrenched L1 into M2', () => {
    expect(offers(mpHere(example(), at('71K2')))['71L2:beneath']).toBe(2);
    expect(offers(mpHere(example(), at('71M1')))['71M2:beneath']).toBe(2);
    expect(offers(mpHere(example(), at('71L1')))['71M2:beneath']).toBe(2);
    const theirs = mpHere(example({ sangars: 'B' }), at('71K2'));
    expect(offers(theirs)['71L2:beneath']).toBeUndefined();
    expect(theirs.when('A', { type: 'move', units: ['A01'], to: '71L2', position: 'beneath' })).toMatchObject({
      ok: false,
      error: { rule: 'B27.6' },
    });
    expect(offers(mpHere(example({ sangars: 'B' }), at('71L1')))['71M2:beneath']).toBeUndefined();
  });

  it("B27.6: Control is gained by entering the sangar with no enemy there (B30.91); then the direct entry is the side's", () => {
    const g = example({ sangars: 'B' }).unit('A01', '71K2').unit('A06', '71L2').playing({ phase: 'MPh', attacker: 'A' });
    expect(offers(g)['71L2:beneath']).toBeUndefined();
    expect(g.when('A', { type: 'move', units: ['A06'], to: '71L2', position: 'beneath' }).ok).toBe(true);
    expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
    expect(offers(g)['71L2:beneath']).toBe(2);
    // nothing tells B who Controls the sangar
    expect(JSON.stringify(g.view('B').modules.fortifications)).not.toMatch(/control/);
  });

  it('B27.6 EX: entrenched in L1, beneath the L2 or M2 sangar regardless of who set it up or Controls it', () => {
    const o = offers(mpHere(example({ sangars: 'B' }), at('71L1', 'beneath')));
    expect(o).toMatchObject({ '71L2:beneath': 2, '71M2:beneath': 2 });
  });

  it('B27.6 EX: a sangar holding a squad: out of the trench first, no trench movement into its hex, and no room beneath it', () => {
    const g = example().unit('A02', at('71L2', 'beneath'));
    mpHere(g, at('71M3', 'beneath'));
    const o = offers(g);
    expect(o['71L2:beneath']).toBeUndefined();
    expect(o['71L2']).toBeUndefined();
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71L2' })).toMatchObject({ ok: false, error: { rule: 'B27.4' } });
    expect(cost(g, at('71M3', 'beneath'), at('71L2', 'beneath'))).toMatchObject({ ok: false, rule: 'F8.3' });
    const out = g.when('A', { type: 'move', units: ['A01'], to: '71M3' });
    expect(out.ok).toBe(true);
    expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71L2' }).ok).toBe(true);
    expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71L2', position: 'beneath' })).toMatchObject({
      ok: false,
      error: { rule: 'F8.3' },
    });
  });

  it('B27.6 EX: entrenched in M3, INTO N3 without exiting the trench, but Crest status in N3 only after exiting above it', () => {
    const g = mpHere(example(), at('71M3', 'beneath'));
    expect(offers(g)['71N3']).toBe(3); // the EX's three MF (B20.42)
    expect(cost(g, at('71M3', 'beneath'), at('71N3', 'crest'))).toMatchObject({ ok: false, rule: 'B27.6' });
    expect(cost(g, at('71M3'), at('71N3', 'crest'))).toMatchObject({ ok: true, mf: 2 }); // one less than the COT (B20.91)
  });

  it('B27.6 EX: only from IN N3 straight beneath the M3 trench (four MF), and only if the side set it up or Controls it', () => {
    const g = mpHere(example(), at('71N3'));
    expect(offers(g)['71M3:beneath']).toBe(4);
    expect(cost(g, at('71N3', 'crest'), at('71M3', 'beneath'))).toMatchObject({ ok: false, rule: 'B27.6' });
    const theirs = mpHere(example({ trench: 'B' }), at('71N3'));
    expect(offers(theirs)['71M3:beneath']).toBeUndefined();
  });

  it('B27.6: the same moves in the APh and the RtPh (advance beneath the higher sangar only with OB or Control; rout straight down, no exit MF)', () => {
    const adv = example({ sangars: 'B' }).unit('A01', '71K2').playing({ phase: 'APh', attacker: 'A' });
    expect(adv.when('A', { type: 'advance', units: ['A01'], to: '71L2', position: 'beneath' })).toMatchObject({
      ok: false,
      error: { rule: 'B27.6' },
    });
    const ours = example().unit('A01', '71K2').playing({ phase: 'APh', attacker: 'A' });
    expect(ours.when('A', { type: 'advance', units: ['A01'], to: '71L2', position: 'beneath' }).ok).toBe(true);
    const rout = mpHere(example(), at('71L2', 'beneath'));
    expect(cost(rout, at('71L2', 'beneath'), at('71K2'), 'rout')).toMatchObject({ ok: true, mf: 1 });
    expect(cost(rout, at('71L2', 'beneath'), at('71K3'), 'rout')).toMatchObject({
      ok: true,
      mf: 2,
      parts: [{ name: 'COT open' }, { name: 'out of the sangar', rule: 'F8.1' }],
    });
  });
});
