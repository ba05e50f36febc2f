// A4.62 Hazardous Movement on units IN a Water Obstacle (B21.41), B21.41 / A7.8 no Pin, B21.42 Area
// Fire, on board 71 with a fordable river in columns M and N. Neighbours: L5 NE M5, L4 SE M5, L4 S L5.
// B01 (4-6-7) fires from L4 at 1 hex: PBF, 8 FP. A01 is a 6-2-8 (morale 8).
import { columnsOf, waterScene } from '../../testing/waterScene';

const RIVER = columnsOf(['M', 'N'], { terrain: 'river' });
const scene = () => waterScene(RIVER, { depth: 'fordable', current: 'moderate', direction: 'S' });
type G = ReturnType<typeof scene>;
const iftRoll = (g: G) =>
  g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A7.3').pop()!.data as {
    modifiers: { name: string; value: number }[];
    original: number;
    final: number;
  };
const drms = (g: G) => iftRoll(g).modifiers.map((m) => [m.name, m.value]);
const fps = (g: G) => g.events.filter((e) => e.type === 'fire').map((e) => e.data.fp);

/** A01 moves from `from` into `to` (a river hex or not); B01 in L4 First Fires with these dice. */
function firstFire(from: string, to: string, dice: number[]): G {
  const g = scene().unit('A01', from).unit('B01', '71L4').playing({ phase: 'MPh', attacker: 'A' });
  expect(g.when('A', { type: 'move', units: ['A01'], to }).ok).toBe(true);
  g.dice(dice);
  expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
  return g;
}

describe('A4.62 / B21.41 Hazardous Movement while fording', () => {
  it('A4.62: Defensive First Fire at a unit that forded: -2 Hazardous Movement, and neither FFMO nor FFNAM (on land the same move has both)', () => {
    const water = firstFire('71L5', '71M5', [3, 4, 6, 6]);
    expect(drms(water)).toEqual([['Hazardous Movement (fording)', -2]]);
    expect(iftRoll(water)).toMatchObject({ original: 7, final: 5 });
    const land = firstFire('71K5', '71L5', [3, 4, 6, 6]);
    expect(drms(land)).toEqual([
      ['FFMO', -1],
      ['FFNAM', -1],
    ]);
  });

  it('A4.62: "regardless of fire phase": Prep Fire at a unit standing IN the river gets -2 too; not at the same unit on land', () => {
    const fire = (hex: string) => {
      const g = scene().unit('A01', hex).unit('B01', '71L4').playing({ phase: 'PFPh', attacker: 'B' });
      g.dice([3, 4, 6, 6, 6, 6]);
      expect(g.when('B', { type: 'fire', firers: ['B01'], target: hex }).ok).toBe(true);
      return g;
    };
    expect(drms(fire('71M5'))).toEqual([['Hazardous Movement (fording)', -2]]);
    expect(drms(fire('71L5'))).toEqual([]);
  });
});

describe('B21.41 / A7.8 fording units are immune to Pin', () => {
  // IFT 8 FP, DR 4+4 = 8 - 2 (FFMO+FFNAM on land, Hazardous Movement in water) = 6; then the MC DR
  // 3+4 = 7: the highest DR that still passes pins on land (A7.8), not in the river
  it('B21.41: the same attack and the same passed MC pin the mover on land but not in the river', () => {
    const land = firstFire('71K5', '71L5', [4, 4, 3, 4]);
    const water = firstFire('71L5', '71M5', [4, 4, 3, 4]);
    const result = (g: G) => g.events.filter((e) => e.type === 'fireResult').map((e) => e.data.result);
    expect(result(land)).toEqual(result(water));
    expect(land.state.units.A01!.status).toMatchObject({ broken: false, pinned: true });
    expect(water.state.units.A01!.status).toMatchObject({ broken: false, pinned: false });
  });
});

describe('B21.42 fording units fire only their inherent FP, as Area Fire', () => {
  const prep = (hex: string, phase: 'PFPh' | 'AFPh') => {
    const g = scene().unit('A01', hex).unit('B01', '71L4').playing({ phase, attacker: 'A' });
    g.dice([6, 6]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71L4' }).ok).toBe(true);
    return g;
  };
  it('B21.42: a 6-2-8 IN the river fires 6 x 2 (PBF) / 2 = 6 FP; on land 12; in the AFPh halved again: 3 (land 6)', () => {
    expect(fps(prep('71M5', 'PFPh'))).toEqual([6]);
    expect(fps(prep('71L5', 'PFPh'))).toEqual([12]);
    expect(fps(prep('71M5', 'AFPh'))).toEqual([3]);
    expect(fps(prep('71L5', 'AFPh'))).toEqual([6]);
  });
});
