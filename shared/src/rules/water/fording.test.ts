// B21.4 entry of a Water Obstacle and B21.41 fording, through move and advance commands, on board 71
// with a river two hexes wide (columns M and N, map edge to map edge) unless a test gives its own.
// Neighbours used: L5 NE M5; M5 N M4, NE N4, S M6, SW L5; L4 SE M5; D5 NE E5.
import type { EntryQuery } from '../../engine/entry';
import { readChoices } from '../../protocol/legal';
import { columnsOf, type RiverRules, waterScene } from '../../testing/waterScene';
import { entryCost } from '../core/entryCost';
import { swPieces } from '../core/swPieces';
import { fordingEntryCost } from './fording';

const RIVER = columnsOf(['M', 'N'], { terrain: 'river' });
const FORDABLE: RiverRules = { depth: 'fordable', current: 'moderate', direction: 'S' };
type G = ReturnType<typeof waterScene>;
const scene = (river: RiverRules | undefined = FORDABLE, hexes: Record<string, Record<string, unknown>> = {}, hexsides: unknown[] = []) =>
  waterScene({ ...RIVER, ...hexes }, river, hexsides);
const spent = (g: G, id: string) => (g.view('A').modules.movement as { mf: Record<string, { spent: number }> }).mf[id]?.spent ?? 0;
const mfOf = (g: G) => g.events.filter((e) => e.type === 'moved' && e.audience === 'A').map((e) => e.data.mf);
const moved = (g: G, units: string[], to: string) => {
  const r = g.when('A', { type: 'move', units, to });
  if (r.ok && g.state.pending?.kind === 'defensiveFirstFire') expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
  return r;
};
const mph = (g: G) => g.unit('B01', '71Z1').playing({ phase: 'MPh', attacker: 'A' });
const refusal = (r: ReturnType<G['when']>) => (r.ok ? undefined : r.error);

describe('B21.41 fording: entry for all the MF', () => {
  it('B21.41: a squad fords a fordable, non-frigid river for its entire MF allotment; the move choices say so', () => {
    const g = mph(scene().unit('A01', '71L5'));
    const entry = readChoices(g.game.legal(g.state, 'A').find((l) => l.type === 'move')!);
    expect(entry?.type === 'move' && entry.choices.costs!['71M5']).toEqual({
      mf: 0,
      allMf: true,
      parts: [{ name: 'fording: all MF', mf: 0, rule: 'B21.41' }],
    });
    expect(moved(g, ['A01'], '71M5').ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71M5');
    expect(mfOf(g)).toEqual([4]);
    expect(spent(g, 'A01')).toBe(4);
    expect(g.state.units.A01!.status.cx).toBe(false); // its entire allotment: no Minimum Move
    expect(refusal(g.when('A', { type: 'move', units: ['A01'], to: '71M6' }))).toMatchObject({ rule: 'A4.1' }); // nothing left
  });

  it('A4.134 with B21.41: a unit with one MF left may still ford by a Minimum Move (spends it, becomes CX); one with none may not', () => {
    const g = mph(scene().unit('A01', '71L5').unit('A02', '71L5'));
    for (const to of ['71L4', '71L5', '71L4']) expect(moved(g, ['A01', 'A02'], to).ok).toBe(true);
    const entry = readChoices(g.game.legal(g.state, 'A').find((l) => l.type === 'move')!);
    expect(entry?.type === 'move' && entry.choices.costs!['71M5']).toEqual({
      mf: 0,
      allMf: true,
      minimumMove: true,
      parts: [{ name: 'fording: all MF', mf: 0, rule: 'B21.41' }],
    });
    expect(moved(g, ['A01'], '71M5').ok).toBe(true); // 3 spent, 1 left
    expect(spent(g, 'A01')).toBe(4);
    expect(g.state.units.A01!.status.cx).toBe(true); // "with part of its MF": CX (A4.134)
    expect(moved(g, ['A02'], '71L5').ok).toBe(true); // 4 spent
    expect(refusal(g.when('A', { type: 'move', units: ['A02'], to: '71M5' }))).toMatchObject({ code: 'ILLEGAL_COMMAND', rule: 'A4.1' });
  });

  it('B21.41 EX: from the river across the Double Crest Line to a level-1 woods hex costs six MF (2 + 4): a 6-MF leader pays them; a 4-MF squad climbs out by a Minimum Move (A4.134: all 4, CX)', () => {
    const g = mph(
      scene(FORDABLE, { '71L5': { terrain: 'woods', elevation: 1 } })
        .unit('A06', '71M5')
        .unit('A01', '71M5'),
    );
    expect(moved(g, ['A06'], '71L5').ok).toBe(true);
    expect(g.state.units.A06!.status.cx).toBe(false);
    expect(moved(g, ['A01'], '71L5').ok).toBe(true);
    expect(g.state.units.A01!.status.cx).toBe(true);
    expect(mfOf(g)).toEqual([6, 4]);
    const cost = entryCost(g.game.ctx, g.state, {
      side: 'A',
      units: [g.state.units.A01!],
      from: { hex: '71M5', place: 'ground', level: 0 },
      to: { hex: '71L5', place: 'ground', level: 0 },
      purpose: 'move',
    });
    expect(cost).toMatchObject({ ok: true, mf: 6, allMf: false });
  });

  it('B21.41: leaving the water to level ground doubles the COT only (open ground: 2 MF)', () => {
    const g = mph(scene().unit('A01', '71M5'));
    expect(moved(g, ['A01'], '71L5').ok).toBe(true);
    expect(mfOf(g)).toEqual([2]);
  });

  it('B21.41: a dummy fords with its stack (it betrays nothing by a refusal)', () => {
    const g = mph(scene().unit('A01', '71L5').unit('A07', '71L5'));
    expect(moved(g, ['A01', 'A07'], '71M5').ok).toBe(true);
    expect(g.state.units.A07!.loc!.hex).toBe('71M5');
  });
});

describe('B21.4 / B21.41 what may not be forded', () => {
  const refused = (river: RiverRules | undefined, hexes: Record<string, Record<string, unknown>> = {}, from = '71L5', to = '71M5') => {
    const g = mph(scene(river, hexes).unit('A01', from));
    return refusal(g.when('A', { type: 'move', units: ['A01'], to }));
  };
  it('B21.4: a deep or flooded river, or one whose depth is not given (B21.122: deep), cannot be entered: swimming and boats are chapter E', () => {
    expect(refused({ ...FORDABLE, depth: 'deep' })).toMatchObject({
      rule: 'B21.4',
      message: expect.stringMatching(
        /71M5 is a deep river: only a fordable, non-frigid river may be forded \(B21.41\); swimming and boats \(chapter E\)/,
      ),
    });
    expect(refused({ ...FORDABLE, depth: 'flooded' })).toMatchObject({ rule: 'B21.4', message: expect.stringContaining('flooded river') });
    const g = mph(waterScene(RIVER).unit('A01', '71L5'));
    expect(refusal(g.when('A', { type: 'move', units: ['A01'], to: '71M5' }))).toMatchObject({
      rule: 'B21.4',
      message: expect.stringContaining('deep river'),
    });
  });
  it('B21.41: a frigid river may not be forded', () => {
    expect(refused({ ...FORDABLE, frigid: true })).toMatchObject({ rule: 'B21.4', message: expect.stringContaining('frigid') });
  });
  it('B21.41: canals, ponds and lakes are never forded, whatever the river', () => {
    for (const [terrain, named] of [
      ['canal', 'canal'],
      ['pond', 'pond'],
      ['lakeOcean', 'lake/ocean'],
    ])
      expect(refused(FORDABLE, { '71E5': { terrain } }, '71D5', '71E5')).toMatchObject({
        rule: 'B21.4',
        message: expect.stringContaining(`71E5 is a ${named} hex: only river hexes may be forded`),
      });
  });
  it('B21.41: a change of position within a river hex is no entry of the water (nothing to ford)', () => {
    const g = mph(scene().unit('A01', '71M5'));
    const inRiver = { hex: '71M5', place: 'ground', level: 0 } as const;
    const q: EntryQuery = { side: 'A', units: [g.state.units.A01!], from: inRiver, to: inRiver, purpose: 'move' };
    expect(fordingEntryCost(g.game.ctx, g.state, q)).toEqual([]);
  });
  it('B11 / B21.13: fording lifts no cliff or all-water hexside', () => {
    const g = mph(scene(FORDABLE, { '71L5': { elevation: 1 } }, [{ hex: '71L5', side: 'NE', terrain: 'cliff' }]).unit('A01', '71L5'));
    expect(refusal(g.when('A', { type: 'move', units: ['A01'], to: '71M5' }))).toMatchObject({ rule: 'B11' });
    const w = mph(scene(FORDABLE, {}, [{ hex: '71L5', side: 'NE', terrain: 'water' }]).unit('A01', '71L5'));
    expect(refusal(w.when('A', { type: 'move', units: ['A01'], to: '71M5' }))).toMatchObject({ rule: 'B21.13' });
  });
  it('B21.41 / A9.8: a squad carrying a MMG may not ford (it must be dm); with it dm, or with a LMG, it may', () => {
    for (const [type, ok, dm] of [
      ['mmg', false, false],
      ['mmg', true, true],
      ['lmg', true, false],
    ] as const) {
      const g0 = waterScene(RIVER, FORDABLE, undefined, (d) => (d.oob as { A: unknown[] }).A.push({ type, count: 1 })).unit('A01', '71L5');
      const sw = Object.values(g0.state.units).find((u) => u.type === type)!;
      sw.loc = { hex: '71L5', place: 'ground', level: 0 };
      g0.state.units.A01!.carries = [sw.id];
      // the supportWeapons module's dismantleMg writes this (supportWeapons/dismantle.test.ts); fording reads it
      if (dm) swPieces(g0.state).dismantled[sw.id] = true;
      const g = mph(g0);
      const r = moved(g, ['A01'], '71M5');
      if (ok) expect(r.ok).toBe(true);
      else
        expect(refusal(r)).toMatchObject({
          rule: 'B21.41',
          message: expect.stringMatching(/carries a MMG, which must be dm to be forded \(B21.41\): dismantle it first \(A9.8\)/),
        });
    }
  });
  it('B21.41: only Infantry may ford (a Gun may not; a vehicle may not)', () => {
    const g = scene().unit('A01', '71L5');
    const gun = { ...g.state.units.A01!, id: 'G1', type: 'at-gun', kind: 'gun' as const };
    const q = (units: EntryQuery['units']): EntryQuery => ({
      side: 'A',
      units,
      from: { hex: '71L5', place: 'ground', level: 0 },
      to: { hex: '71M5', place: 'ground', level: 0 },
      purpose: 'move',
    });
    expect(entryCost(g.game.ctx, g.state, q([g.state.units.A01!, gun]))).toMatchObject({
      ok: false,
      rule: 'B21.41',
      reason: 'G1 is no Infantry: only Infantry may ford',
    });
    expect(entryCost(g.game.ctx, g.state, q([{ ...gun, kind: 'vehicle' }]))).toMatchObject({ ok: false, rule: 'B21.41' });
    expect(entryCost(g.game.ctx, g.state, q([g.state.units.A01!]))).toMatchObject({ ok: true, allMf: true });
  });
});

describe('B21.41 never in the APh, but the water may be left in it', () => {
  it('B21.41: no advance into a river hex; an advance out of one is allowed', () => {
    const g = scene().unit('A01', '71L5').unit('A02', '71M5').unit('B01', '71Z1').playing({ phase: 'APh', attacker: 'A' });
    expect(refusal(g.when('A', { type: 'advance', units: ['A01'], to: '71M5' }))).toMatchObject({ rule: 'B21.41' });
    expect(g.state.units.A01!.loc!.hex).toBe('71L5');
    expect(g.when('A', { type: 'advance', units: ['A02'], to: '71L5' }).ok).toBe(true);
    expect(g.state.units.A02!.loc!.hex).toBe('71L5');
    const cost = entryCost(g.game.ctx, g.state, {
      side: 'A',
      units: [g.state.units.A01!],
      from: { hex: '71L5', place: 'ground', level: 0 },
      to: { hex: '71M5', place: 'ground', level: 0 },
      purpose: 'advance',
    });
    expect(cost).toMatchObject({ ok: false, rule: 'B21.41' });
  });
});

describe('B21.41 not upstream directly against a heavy current', () => {
  const from = (current: RiverRules['current']) => mph(scene({ depth: 'fordable', current, direction: 'S' }).unit('A01', '71M5'));
  it('B21.41: in a heavy current flowing S, M5 to M4 (N, directly upstream) is refused; downstream and across are allowed', () => {
    expect(refusal(from('heavy').when('A', { type: 'move', units: ['A01'], to: '71M4' }))).toMatchObject({
      rule: 'B21.41',
      message: expect.stringContaining('upstream directly against a heavy current'),
    });
    expect(moved(from('heavy'), ['A01'], '71M6').ok).toBe(true);
    expect(moved(from('heavy'), ['A01'], '71N4').ok).toBe(true);
  });
  it('B21.41: a moderate current does not stop it; nor does a heavy one where the Current does not apply (banks on opposite sides)', () => {
    expect(moved(from('moderate'), ['A01'], '71M4').ok).toBe(true);
    const narrow = mph(
      scene(
        { depth: 'fordable', current: 'heavy', direction: 'S' },
        { '71N3': { terrain: 'open' }, '71N4': { terrain: 'open' }, '71N5': { terrain: 'open' } },
      ).unit('A01', '71M5'),
    );
    expect(moved(narrow, ['A01'], '71M4').ok).toBe(true);
  });
});
