// B8.42 Sewer Emergence: every drm of the chart, each at the boundary of a result so that the result
// turns on it (results, parameter `sewerEmergence`: <= 4 may emerge, 5-6 cannot, >= 7 discovered).
// The stack enters at 71F5 and moves to 71F8 (a paved road hex in the open); B01 at 71P2 sees neither;
// an enemy at 71F4 looks up the avenue at 71F8 across F5-F7.
import type { TERRAIN } from '../../map/terrain';
import { withTerrain } from '../../testing/withTerrain';
import { given, type Given } from '../../testing/scenarioBuilder';
import { stacksOf } from './sewerState';

type Drm = { name: string; value: number };
const emergence = (g: Given) =>
  g.events.filter((e) => e.type === 'sewerEmergence').at(-1)!.data as { original: number; final: number; result: string; modifiers: Drm[] };
const drms = (g: Given) => emergence(g).modifiers.map((m) => `${m.name} ${m.value}`);

/**
 * A01 enters at F5 (direction dr `directionDr`), goes to F8 (or the DEFENDER sends it there when lost),
 * and ends its MPh with Emergence dr `dr`; `reveal`: the DEFENDER's answer when he is asked (B8.42 "*").
 */
function emergeAt(
  dr: number,
  setup: (g: Given) => void = () => {},
  directionDr = 1,
  terrain?: [string[], keyof typeof TERRAIN],
  reveal?: boolean,
): Given {
  const g0 = given('sewer-infiltration').unit('A01', '71F5').unit('B01', '71P2');
  if (terrain) return withTerrain(g0, terrain[0], terrain[1], () => run(g0, dr, setup, directionDr, reveal));
  return run(g0, dr, setup, directionDr, reveal);
}

function run(g0: Given, dr: number, setup: (g: Given) => void, directionDr: number, reveal?: boolean): Given {
  setup(g0);
  const g = g0.playing({ phase: 'MPh', attacker: 'A' });
  g.dice([directionDr]);
  expect(g.when('A', { type: 'enterSewer', units: ['A01'] }).ok).toBe(true);
  const s = stacksOf(g.state, 'A')[0]!;
  if (s.lost) expect(g.when('B', { type: 'sewerLostDestination', stack: s.id, to: '71F8' }).ok).toBe(true);
  else expect(g.when('A', { type: 'sewerMove', stack: s.id, to: '71F8' }).ok).toBe(true);
  g.dice([dr]);
  expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
  if (reveal !== undefined) expect(g.when('B', { type: 'sewerEmergenceReveal', reveal }).ok).toBe(true);
  return g;
}

describe('B8.42 Sewer Emergence drm', () => {
  it('B8.42 -1: the manhole is out of LOS of every enemy: a dr of 5 may emerge (final 4)', () => {
    const g = emergeAt(5);
    expect(drms(g)).toEqual(['manhole safe from the enemy -1']);
    expect(emergence(g)).toMatchObject({ final: 4, result: 'mayEmerge' });
  });

  it('B8.42: a Known enemy with a clear LOS to the manhole takes the -1 away: the same dr of 5 cannot emerge', () => {
    const g = emergeAt(5, (h) => h.unit('B02', '71F4'));
    expect(drms(g)).toEqual([]);
    expect(emergence(g)).toMatchObject({ final: 5, result: 'cannotEmerge' });
  });

  it('B8.42 -1: every enemy LOS to the manhole Hindered by >= +2 (two grain hexes between) is safe; +1 is not', () => {
    const hindered = emergeAt(5, (h) => h.unit('B02', '71F4'), 1, [['71F6', '71F7'], 'grain']);
    expect(drms(hindered)).toEqual(['manhole safe from the enemy -1']);
    expect(emergence(hindered)).toMatchObject({ final: 4, result: 'mayEmerge' });
    const one = emergeAt(5, (h) => h.unit('B02', '71F4'), 1, [['71F7'], 'grain']);
    expect(emergence(one)).toMatchObject({ final: 5, result: 'cannotEmerge' });
  });

  it('B8.42 -1: a manhole in a building Location unoccupied by enemy units is safe even in enemy LOS; with a Known enemy in it, not', () => {
    const inBuilding = emergeAt(5, (h) => h.unit('B02', '71F7'), 1, [['71F8'], 'stoneBuilding']);
    expect(drms(inBuilding)).toEqual(['manhole safe from the enemy -1']);
    expect(emergence(inBuilding)).toMatchObject({ final: 4, result: 'mayEmerge' });
    const occupied = emergeAt(5, (h) => (h.unit('B03', '71F8').state.units.B03!.status.broken = true), 1, [['71F8'], 'stoneBuilding']);
    // a broken enemy MMC is no Good Order MMC (no +1) but still occupies the building: not safe
    expect(drms(occupied)).toEqual([]);
    expect(emergence(occupied)).toMatchObject({ final: 5, result: 'cannotEmerge' });
  });

  it('B8.42 -1: other friendly units in the Manhole Location (with the safe manhole: a dr of 6 may emerge)', () => {
    const g = emergeAt(6, (h) => h.unit('A02', '71F8'));
    expect(drms(g)).toEqual(['friendly units in the Manhole Location -1', 'manhole safe from the enemy -1']);
    expect(emergence(g)).toMatchObject({ final: 4, result: 'mayEmerge' });
  });

  it('B8.42 +1: the sewer units are lost (a dr of 5 with the safe -1 cannot emerge)', () => {
    const g = emergeAt(5, () => {}, 6);
    expect(drms(g)).toEqual(['manhole safe from the enemy -1', 'lost 1']);
    expect(emergence(g)).toMatchObject({ final: 5, result: 'cannotEmerge' });
  });

  it('B8.42 +1 per enemy Good Order MMC in the Manhole Location: two make a dr of 5 discovered (one would not)', () => {
    const two = emergeAt(5, (h) => h.unit('B02', '71F8').unit('B03', '71F8'));
    expect(drms(two)).toEqual(['2 Good Order enemy MMC in the Manhole Location 2']);
    expect(emergence(two)).toMatchObject({ final: 7, result: 'discovered' });
    const one = emergeAt(5, (h) => (h.unit('B02', '71F8').unit('B03', '71F8').state.units.B03!.status.broken = true));
    expect(drms(one)).toEqual(['1 Good Order enemy MMC in the Manhole Location 1']);
    expect(emergence(one)).toMatchObject({ final: 6, result: 'cannotEmerge' });
  });

  it('B8.42 +1: enemy non-dummy units in an ADJACENT Sewer Location, once the DEFENDER reveals them (the "*"); a dummy stack there never counts', () => {
    const run = (unit: string, reveal: boolean) => {
      const g0 = given('sewer-infiltration').unit('A01', '71N5').unit('B01', '71P2').unit(unit, '71Z1');
      const g = g0.playing({ phase: 'MPh', attacker: 'A' });
      g.state.units[unit]!.loc = { hex: '71N6', place: 'sewer', level: -1 };
      g.state.units[unit]!.status.concealed = true;
      (g.state.modules.sewers as { stacks: Record<string, unknown> }).stacks.S9 = {
        id: 'S9',
        side: 'B',
        hex: '71N6',
        units: [unit],
        lost: false,
        enteredTurn: 0,
        leftEncircled: false,
        moved: true,
        awaitingMove: false,
        emergence: null,
      };
      g.dice([1]);
      expect(g.when('A', { type: 'enterSewer', units: ['A01'] }).ok).toBe(true);
      expect(g.when('A', { type: 'sewerMove', stack: stacksOf(g.state, 'A')[0]!.id, to: '71N5' }).ok).toBe(true);
      g.dice([6]);
      expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
      expect(g.view('B').pending).toMatchObject({ kind: 'sewerEmergenceReveal' });
      expect(g.when('B', { type: 'sewerEmergenceReveal', reveal }).ok).toBe(true);
      return g;
    };
    const shown = run('B02', true);
    expect(drms(shown)).toContain('enemy units in an adjacent Sewer Location 1');
    const base = drms(run('B02', false));
    expect(base).not.toContain('enemy units in an adjacent Sewer Location 1');
    expect(emergence(shown).final).toBe(emergence(run('B02', false)).final + 1);
    expect(drms(run('B05', true))).toEqual(base); // B05 is a dummy
  });
});

describe('B8.42 -1 "safe" manhole: concealed enemy units deny it (the drm has no "*")', () => {
  const building: [string[], keyof typeof TERRAIN] = [['71F8'], 'stoneBuilding'];
  const concealedAt = (id: string, hex: string) => (h: Given) => h.unit(id, hex, { concealed: true });

  it('B8.42: "a building Location unoccupied by enemy units": a concealed enemy squad there occupies it though the DEFENDER keeps it concealed (dr 5 cannot emerge); revealed, it adds its +1 too', () => {
    const kept = emergeAt(5, concealedAt('B02', '71F8'), 1, building, false);
    expect(drms(kept)).toEqual([]);
    expect(emergence(kept)).toMatchObject({ final: 5, result: 'cannotEmerge' });
    const shown = emergeAt(5, concealedAt('B02', '71F8'), 1, building, true);
    expect(drms(shown)).toEqual(['1 Good Order enemy MMC in the Manhole Location 1']);
    expect(emergence(shown)).toMatchObject({ final: 6, result: 'cannotEmerge' });
  });

  it('B8.42 (our reading, hidden information): a Dummy "?" in the building manhole reads exactly as the concealed squad in the ATTACKER\'s dr; shown by a reveal, the manhole is safe (dr 5 may emerge)', () => {
    const dummy = emergeAt(5, (h) => h.unit('B05', '71F8'), 1, building, false);
    expect(emergence(dummy)).toEqual(emergence(emergeAt(5, concealedAt('B02', '71F8'), 1, building, false)));
    const shown = emergeAt(5, (h) => h.unit('B05', '71F8'), 1, building, true);
    expect(drms(shown)).toEqual(['manhole safe from the enemy -1']);
    expect(emergence(shown)).toMatchObject({ final: 4, result: 'mayEmerge' });
  });

  it('B8.42: "not in LOS of enemy": a concealed enemy with a clear LOS up the avenue (F4) denies the -1, not being asked about (it is not in the Manhole Location); a Dummy there too', () => {
    for (const id of ['B02', 'B05']) {
      const g = emergeAt(5, concealedAt(id, '71F4'));
      expect(g.state.pending).toBeNull();
      expect([id, drms(g), emergence(g).result]).toEqual([id, [], 'cannotEmerge']);
    }
  });

  it("B8.42: a hidden (HIP) enemy in the building manhole does not deny the -1 (the ATTACKER's own dr would betray it): dr 5 may emerge", () => {
    const g = emergeAt(5, (h) => (h.unit('B02', '71F8').state.units.B02!.status.hidden = true), 1, building);
    expect(drms(g)).toEqual(['manhole safe from the enemy -1']);
    expect(emergence(g)).toMatchObject({ final: 4, result: 'mayEmerge' });
  });
});
