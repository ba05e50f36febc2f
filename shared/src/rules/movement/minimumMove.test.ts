// A4.134 Minimum Move as a rule of every move (not only fording), and A4.132 the road rate as the mover's
// choice, on board 71 maps of the tests' own terrain (all else open at level 0). Neighbours used: K5 N K4,
// S K6, NE L5; K4 N K3.
import { readChoices } from '../../protocol/legal';
import { given, onTerrain } from '../../testing/scenarioBuilder';

type G = ReturnType<typeof onTerrain>;
const mph = (g: G) => g.unit('B01', '71Z10').playing({ phase: 'MPh', attacker: 'A' });
const mfOf = (g: G) => g.events.filter((e) => e.type === 'moved' && e.audience === 'A').map((e) => e.data.mf);
const moved = (g: G, units: string[], to: string, extra: Record<string, unknown> = {}) => {
  const r = g.when('A', { type: 'move', units, to, ...extra });
  if (r.ok && g.state.pending?.kind === 'defensiveFirstFire') expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
  return r;
};
const moveChoices = (g: G) => {
  const entry = readChoices(g.game.legal(g.state, 'A').find((l) => l.type === 'move')!);
  if (entry?.type !== 'move') throw new Error('no move entry');
  return entry.choices;
};

describe('A4.134 Minimum Move', () => {
  // K4: woods on a level-2 hill, from level-0 K5: 2 x2 + 2 (B10.51) = 6 MF; K6: woods on a level-1 hill, 2 x2 = 4 MF
  const hill = () => onTerrain({ '71K4': { terrain: 'woods', elevation: 2 }, '71K6': { terrain: 'woods', elevation: 1 } });

  it('A4.134: a fresh squad (4 MF) enters a 6-MF Location for all its MF and becomes CX; the legal entry says so', () => {
    const g = mph(hill().unit('A01', '71K5'));
    expect(moveChoices(g).costs!['71K4']).toMatchObject({ mf: 6, minimumMove: true });
    expect(moveChoices(g).costs!['71K6']).toEqual({ mf: 4, parts: [{ name: 'COT woods x2 (higher elevation)', mf: 4, rule: 'A4.133' }] });
    expect(moved(g, ['A01'], '71K4').ok).toBe(true);
    expect(mfOf(g)).toEqual([4]);
    expect(g.state.units.A01!.status.cx).toBe(true);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K3' })).toMatchObject({ ok: false, error: { rule: 'A4.1' } }); // nothing left
  });

  it('A4.134 boundary: a Location costing exactly the MF left is simply paid (no CX)', () => {
    const g = mph(hill().unit('A01', '71K5'));
    expect(moved(g, ['A01'], '71K6').ok).toBe(true);
    expect(mfOf(g)).toEqual([4]);
    expect(g.state.units.A01!.status.cx).toBe(false);
  });

  it('A4.134 boundary: two MF left and woods at two: paid, no CX; none left: refused', () => {
    const g = mph(onTerrain({ '71K2': { terrain: 'woods' }, '71K1': { terrain: 'woods' } }).unit('A01', '71K5'));
    for (const to of ['71K4', '71K3']) expect(moved(g, ['A01'], to).ok).toBe(true);
    expect(moved(g, ['A01'], '71K2').ok).toBe(true);
    expect(g.state.units.A01!.status.cx).toBe(false);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K1' })).toMatchObject({
      ok: false,
      error: { message: 'A01 has 0 MF left, 71K1 costs 2', rule: 'A4.1' },
    });
  });

  it('A4.134: one MF left, woods two MF: a Minimum Move (1 MF, CX)', () => {
    const g = mph(onTerrain({ '71K3': { terrain: 'woods' } }).unit('A01', '71K5'));
    for (const to of ['71K4', '71K5', '71K4']) expect(moved(g, ['A01'], to).ok).toBe(true);
    expect(moveChoices(g).costs!['71K3']).toMatchObject({ mf: 2, minimumMove: true });
    expect(moved(g, ['A01'], '71K3').ok).toBe(true);
    expect(mfOf(g)).toEqual([1, 1, 1, 1]);
    expect(g.state.units.A01!.status.cx).toBe(true);
  });

  it('A4.134: in a stack, only the unit short of MF makes the Minimum Move (and becomes CX)', () => {
    // the squad carries 5 PP: with the leader 6 - 1 = 5 MF (A4.42), the leader 6; K4 costs 6
    const g = given(
      'sewer-infiltration',
      'asl',
      (s) => (s.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 }, { type: 'lmg', count: 1 }),
      (m) => {
        m.hexes = { '71K4': { terrain: 'woods', elevation: 2 } };
        m.hexsides = [];
      },
    )
      .unit('A01', '71K5')
      .unit('A06', '71K5');
    g.state.units.A01!.carries = ['A09', 'A10'];
    mph(g);
    expect(moved(g, ['A01', 'A06'], '71K4').ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'moved' && e.audience === 'A').map((e) => e.data.mf)).toEqual([6]);
    expect(g.state.units.A01!.status.cx).toBe(true);
    expect(g.state.units.A06!.status.cx).toBe(false);
  });

  it('A4.134: the survivors of First Fire after a Minimum Move become pinned (and CX); FFNAM still applies to that First Fire', () => {
    // B02 (4-6-7) in K9 sees the marsh of K4: the fresh A01 enters it from IN the gully of K5 (a lower level)
    const g = mph(
      onTerrain({ '71K4': { terrain: 'marsh' }, '71K5': { terrain: 'gully' } })
        .unit('A01', '71K5')
        .unit('B02', '71K9'),
    );
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K4' }).ok).toBe(true);
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire' });
    expect(g.state.units.A01!.status.pinned).toBe(false); // not yet: "after ... all First Fire"
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B02'] }).ok).toBe(true);
    const ift = g.events.find((e) => e.type === 'roll' && e.data.rule === 'A7.3')!;
    expect((ift.data.modifiers as { name: string }[]).map((m) => m.name)).toContain('FFNAM'); // A7.83: not for a pinned unit
    if (g.state.pending) expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
    expect(g.state.units.A01!.status).toMatchObject({ pinned: true, cx: true });
    expect(g.events.find((e) => e.type === 'pinned')).toMatchObject({ audience: 'all', data: { unit: 'A01', rule: 'A4.134' } });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K3' })).toMatchObject({ ok: false });
  });

  it('A4.134 boundary: a Location paid in full (no Minimum Move) leaves the unit unpinned', () => {
    const g = mph(onTerrain({ '71K4': { terrain: 'woods', elevation: 1 } }).unit('A01', '71K5'));
    expect(moved(g, ['A01'], '71K4').ok).toBe(true);
    expect(g.state.units.A01!.status).toMatchObject({ pinned: false, cx: false });
  });

  it('A4.134 EX: "It takes all of a unit\'s MF to enter Marsh, but if entering it from a lower level hex ... could be entered only as a Minimum Move" (B16.4)', () => {
    const marsh = () => onTerrain({ '71K4': { terrain: 'marsh' }, '71K6': { terrain: 'gully' } });
    // from the same level with the whole allotment: all MF, simply paid
    const level = mph(marsh().unit('A01', '71K5'));
    expect(moveChoices(level).costs!['71K4']).toEqual({ mf: 0, allMf: true, parts: [{ name: 'COT marsh: all MF', mf: 0, rule: 'B16.4' }] });
    expect(moved(level, ['A01'], '71K4').ok).toBe(true);
    expect(level.state.units.A01!.status).toMatchObject({ pinned: false, cx: false });
    // from IN the gully below, "two times all of its MF": a fresh unit enters only by a Minimum Move
    const lower = mph(onTerrain({ '71K5': { terrain: 'marsh' }, '71K6': { terrain: 'gully' } }).unit('A01', '71K6'));
    expect(moveChoices(lower).costs!['71K5']).toMatchObject({ allMf: true, minimumMove: true });
    expect(moved(lower, ['A01'], '71K5').ok).toBe(true);
    expect(lower.state.units.A01!.status).toMatchObject({ pinned: true, cx: true });
  });

  it('A4.134: "all" MF and "yet another cost to be paid beyond that" (a wall into marsh, B9.4) is a Minimum Move', () => {
    const g = mph(onTerrain({ '71K4': { terrain: 'marsh' } }, [{ hex: '71K5', side: 'N', terrain: 'wall' }]).unit('A01', '71K5'));
    expect(moveChoices(g).costs!['71K4']).toMatchObject({
      allMf: true,
      minimumMove: true,
      parts: [{ rule: 'B16.4' }, { name: 'wall', mf: 1 }],
    });
    expect(moved(g, ['A01'], '71K4').ok).toBe(true);
    expect(g.state.units.A01!.status).toMatchObject({ pinned: true, cx: true });
  });

  it('A4.134 never lifts a prohibition: a cliff hexside (B11) stays closed to a unit short of MF', () => {
    const g = mph(onTerrain({ '71K4': { elevation: 2 } }, [{ hex: '71K5', side: 'N', terrain: 'cliff' }]).unit('A01', '71K5'));
    expect(moveChoices(g).to).not.toContain('71K4');
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K4' })).toMatchObject({ ok: false, error: { rule: 'B11' } });
  });
});

describe('A4.132 the road rate, or the other terrain', () => {
  // a road from K6 north through K5 (woods) to K4
  const road = () =>
    onTerrain({
      '71K6': { road: { kind: 'dirt', sides: ['N'] } },
      '71K5': { terrain: 'woods', road: { kind: 'dirt', sides: ['N', 'S'] } },
      '71K4': { road: { kind: 'dirt', sides: ['S'] } },
      '71L5': { terrain: 'woods' },
    });

  it("A4.132: along the road into woods the road rate (1 MF), or at the mover's choice the woods' COT (2 MF); the legal entry lists that choice", () => {
    const g = mph(road().unit('A01', '71K6').unit('A02', '71K6'));
    const c = moveChoices(g);
    expect(c.costs!['71K5']).toEqual({ mf: 1, parts: [{ name: 'road', mf: 1, rule: 'A4.132' }] });
    expect(c.offRoad).toEqual({ '71K5': { mf: 2, parts: [{ name: 'COT woods', mf: 2, rule: 'B13' }] } });
    expect(moved(g, ['A01'], '71K5', { offRoad: true }).ok).toBe(true);
    expect(moved(g, ['A02'], '71K5').ok).toBe(true);
    expect(mfOf(g)).toEqual([2, 1]);
  });

  it('A4.132: no road rate to decline off the road', () => {
    const g = mph(road().unit('A01', '71K6'));
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71J6', offRoad: true })).toMatchObject({
      ok: false,
      error: { rule: 'A4.132' },
    });
    const off = mph(road().unit('A01', '71K4'));
    expect(moveChoices(off).offRoad).toEqual({ '71K5': { mf: 2, parts: [{ name: 'COT woods', mf: 2, rule: 'B13' }] } }); // not L5 (no road), nor open ground along one (the same cost)
  });
});
