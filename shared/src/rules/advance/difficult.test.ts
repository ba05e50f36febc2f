// A4.72 Difficult Terrain and portage in the APh, A4.7 ("A unit's IPC is unchanged during the APh except as
// restricted by Difficult Terrain") and B16.4 (marsh "cannot be entered during the APh"). On board 71 with the
// tests' own terrain (all else open ground at level 0). A01 is a Russian 6-2-8 squad, A06 an 8-1 leader;
// A09 (MMG) and A10 (LMG) weigh five PP together.
import { given, onTerrain } from '../../testing/scenarioBuilder';

type G = ReturnType<typeof given>;
const aph = (g: G) => g.playing({ phase: 'APh', attacker: 'A' });
// K4: woods (2 MF); K6: woods on a level-1 hill (2 x2 = 4 MF); L5: rubble (3 MF); J5: marsh (all MF)
const terrain = {
  '71K4': { terrain: 'woods' },
  '71K6': { terrain: 'woods', elevation: 1 },
  '71L5': { terrain: 'rubble' },
  '71J5': { terrain: 'marsh' },
};
const board = () => onTerrain(terrain);
/** The same board with an MMG and a LMG in A's OB, carried by A01. */
const laden = () => {
  const g = given(
    'sewer-infiltration',
    'asl',
    (s) => (s.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 }, { type: 'lmg', count: 1 }),
    (m) => {
      m.hexes = terrain;
      m.hexsides = [];
    },
  ).unit('A01', '71K5');
  g.state.units.A01!.carries = ['A09', 'A10'];
  return g;
};
const advanceTo = (g: G, units: string[], to: string) => g.when('A', { type: 'advance', units, to });
const offered = (g: G) =>
  g.game
    .legal(g.state, 'A')
    .filter((l) => l.type === 'advance')
    .flatMap((l) => (l.choices?.to as string[] | undefined) ?? []);

describe('A4.72 advance vs Difficult Terrain', () => {
  it('A4.72 EX: a Russian squad carrying five PP (two MF) "must become CX to advance into a hex requiring two MF"', () => {
    const g = aph(laden());
    expect(advanceTo(g, ['A01'], '71K4').ok).toBe(true);
    expect(g.state.units.A01!.status.cx).toBe(true);
  });

  it('A4.72 EX: "unless it is accompanied by a leader who adds two MF and one IPC to the squad; thereby leaving it with five MF": no CX', () => {
    const g = aph(laden().unit('A06', '71K5'));
    expect(advanceTo(g, ['A01', 'A06'], '71K4').ok).toBe(true);
    expect(g.state.units.A01!.status.cx).toBe(false);
  });

  it('A4.72 boundary: a squad with four MF becomes CX into a four-MF hex, not into a three-MF one', () => {
    const four = aph(board().unit('A01', '71K5'));
    expect(advanceTo(four, ['A01'], '71K6').ok).toBe(true);
    expect(four.state.units.A01!.status.cx).toBe(true);
    const three = aph(board().unit('A01', '71K5'));
    expect(advanceTo(three, ['A01'], '71L5').ok).toBe(true);
    expect(three.state.units.A01!.status.cx).toBe(false);
  });

  it('A4.72: a unit already CX may not advance into Difficult Terrain, but may elsewhere', () => {
    const g = aph(board().unit('A01', '71K5'));
    g.state.units.A01!.status.cx = true;
    expect(offered(g)).not.toContain('71K6');
    expect(offered(g)).toContain('71K4');
    expect(advanceTo(g, ['A01'], '71K6')).toMatchObject({ ok: false, error: { rule: 'A4.72' } });
    expect(advanceTo(g, ['A01'], '71K4').ok).toBe(true);
  });

  it('A4.72: "In no case may a unit advance if it retains no MF after deducting for portage costs"; with one MF every hex is Difficult', () => {
    // six PP (MMG 4 + two LMG): IPC 3, one MF left: it advances, and becomes CX even into open ground
    const six = (cx: boolean) => {
      const g = given(
        'sewer-infiltration',
        'asl',
        (s) => (s.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 }, { type: 'lmg', count: 2 }),
        (m) => {
          m.hexes = terrain;
          m.hexsides = [];
        },
      ).unit('A01', '71K5');
      g.state.units.A01!.carries = ['A09', 'A10', 'A11'];
      g.state.units.A01!.status.cx = cx;
      return aph(g);
    };
    const one = six(false);
    const open = offered(one).find((h) => !(h in terrain))!;
    expect(open).toBeDefined();
    expect(advanceTo(one, ['A01'], open).ok).toBe(true);
    expect(one.state.units.A01!.status.cx).toBe(true);
    // already CX: IPC 2 (A4.52), no MF left: no advance at all
    const none = six(true);
    expect(offered(none)).toEqual([]);
    expect(advanceTo(none, ['A01'], open)).toMatchObject({ ok: false, error: { rule: 'A4.72' } });
  });

  it('A4.72 boundary: a unit not CX with no MF left after portage (seven PP: 4 - 4) may not advance even into open ground', () => {
    const g = given(
      'sewer-infiltration',
      'asl',
      (s) => (s.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 }, { type: 'lmg', count: 3 }),
      (m) => {
        m.hexes = terrain;
        m.hexsides = [];
      },
    ).unit('A01', '71K5');
    g.state.units.A01!.carries = ['A09', 'A10', 'A11', 'A12'];
    aph(g);
    expect(offered(g)).toEqual([]);
    expect(advanceTo(g, ['A01'], '71L4')).toMatchObject({
      ok: false,
      error: { message: 'A01 retains no MF after its portage costs and cannot advance', rule: 'A4.72' },
    });
  });

  it('B16.4: a marsh hex "cannot be entered during the APh"', () => {
    const g = aph(board().unit('A01', '71K5'));
    expect(offered(g)).not.toContain('71J5');
    expect(advanceTo(g, ['A01'], '71J5')).toMatchObject({ ok: false, error: { rule: 'B16.4' } });
  });
});
