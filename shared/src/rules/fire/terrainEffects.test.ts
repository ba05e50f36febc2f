// B9.3 wall and hedge TEM and A4.6 FFMO, on maps of the tests' own terrain (board 71, all else open).
// The assertions are on the roll's DRM breakdown and Final DR, not on the IFT result.
import { type given, onTerrain } from '../../testing/scenarioBuilder';

type Hexes = Record<string, Record<string, unknown>>;
const on = (hexes: Hexes, hexsides: unknown[] = []) => onTerrain(hexes, hexsides);
const lastRoll = (g: ReturnType<typeof given>) =>
  g.events.filter((e) => e.type === 'roll').at(0)!.data as { original: number; final: number; modifiers: unknown[] };
// the wall between K7 and K8 is K8's north hexside
const wall = [{ hex: '71K8', side: 'N', terrain: 'wall' }];
const hedge = [{ hex: '71K8', side: 'N', terrain: 'hedge' }];

describe('B9.3 wall and hedge TEM', () => {
  const prepFire = (hexes: Hexes, sides: unknown[], from: string) => {
    // A04 (4-4-7, range 4) fires at B01 in K8
    const g = on(hexes, sides).unit('A04', from).unit('B01', '71K8').playing({ phase: 'PFPh', attacker: 'A' });
    g.dice([3, 3, 6, 6]);
    expect(g.when('A', { type: 'fire', firers: ['A04'], target: '71K8' }).ok).toBe(true);
    return lastRoll(g);
  };

  it('B9.3: fire whose LOS crosses a wall hexside of the target hex: +2 TEM; a hedge: +1', () => {
    expect(prepFire({}, wall, '71K5')).toMatchObject({ original: 6, modifiers: [{ name: 'TEM wall', value: 2, rule: 'B9.3' }], final: 8 });
    expect(prepFire({}, hedge, '71K5')).toMatchObject({
      original: 6,
      modifiers: [{ name: 'TEM hedge', value: 1, rule: 'B9.3' }],
      final: 7,
    });
  });

  it('B9.3: ADJACENT across the wall the target gets its TEM too; fire entering by another hexside does not', () => {
    expect(prepFire({}, wall, '71K7')).toMatchObject({ modifiers: [{ name: 'TEM wall', value: 2, rule: 'B9.3' }], final: 8 });
    expect(prepFire({}, wall, '71K10')).toMatchObject({ modifiers: [], final: 6 });
  });

  it("B9.3: a wall TEM does not add to the hex's own positive TEM: the larger applies (woods +1 < wall +2 < stone building +3)", () => {
    expect(prepFire({ '71K8': { terrain: 'woods' } }, wall, '71K5')).toMatchObject({
      modifiers: [{ name: 'TEM wall', value: 2, rule: 'B9.3' }],
      final: 8,
    });
    expect(prepFire({ '71K8': { terrain: 'stoneBuilding' } }, wall, '71K5')).toMatchObject({
      modifiers: [{ name: 'TEM stoneBuilding', value: 3, rule: 'B23' }],
      final: 9,
    });
  });
});

describe('A4.6 FFMO', () => {
  // A01 moves into the open hex K8; B01 (4-6-7) answers with Defensive First Fire from K4 (range 4)
  const dff = (hexes: Hexes, sides: unknown[], from: string, to: string, firer: string) => {
    const g = on(hexes, sides).unit('A01', from).unit('B01', firer).playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    return lastRoll(g);
  };

  it('A4.6: FFMO -1 at a unit moving in Open Ground with a clear LOS', () => {
    expect(dff({}, [], '71K7', '71K8', '71K4')).toMatchObject({
      modifiers: [
        { name: 'FFMO', value: -1, rule: 'A4.6' },
        { name: 'FFNAM', value: -1, rule: 'A4.6' },
      ],
      final: 10,
    });
  });

  it('A4.6: a LOS Hindrance between firer and target negates FFMO (the hindrance DRM applies instead)', () => {
    const r = dff({ '71K6': { terrain: 'grain' } }, [], '71K7', '71K8', '71K4');
    expect(lastRollModifiers(r).sort()).toEqual(['FFNAM', 'hindrance']);
    expect(r.final).toBe(12); // 12 + 1 - 1
  });

  it('A4.6, B9.3: fire across a wall of the target hex: wall TEM, no FFMO', () => {
    const r = dff({}, wall, '71L8', '71K8', '71K4');
    expect(lastRollModifiers(r).sort()).toEqual(['FFNAM', 'TEM wall']);
    expect(r.final).toBe(13);
  });
});

function lastRollModifiers(r: { modifiers: unknown[] }): string[] {
  return (r.modifiers as { name: string }[]).map((m) => m.name);
}
