// Terrain table: what each terrain type means for LOS, protection and movement. This is data, read by
// LOS, fire and movement; the values are ASL's as recorded in docs/rules-coverage.md (values marked
// "to confirm" there are ruleset parameters to check against the printed Terrain Chart).

export const TERRAIN_TYPES = [
  'open',
  'stoneBuilding',
  'woodenBuilding',
  'woods',
  'brush',
  'grain',
  'orchard',
  'rubble',
  'marsh',
  'mudflats',
  'gully',
  'stream',
  'canal',
  'river',
  'pond',
  'lakeOcean',
  'ice',
] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number];

/** `water`: an all-water pond hexside of a hex without a centre dot (B21.13): a Water Obstacle hexside. */
export const HEXSIDE_TERRAIN = ['wall', 'hedge', 'cliff', 'water'] as const;
export type HexsideTerrain = (typeof HEXSIDE_TERRAIN)[number];

export interface TerrainInfo {
  readonly rule: string;
  /** LOS: an obstacle blocks, a hindrance adds its DRM (A6.2, A6.7). */
  readonly los: 'clear' | 'hindrance' | 'obstacle';
  /** Height of an obstacle above the hex's ground level, in levels. */
  readonly obstacleHeight: number;
  readonly hindranceDrm: number;
  /** Terrain Effects Modifier for a unit in the hex (A7.? TEM; building TEM per B23.3). */
  readonly tem: number;
  /** Cost of entry for Infantry in MF (COT), used by the movement rules. */
  readonly mf: number;
  /** Entry costs the unit's entire MF allotment (B16.4 marsh: "ALL" on the Terrain Chart); `mf` is then unused. */
  readonly allMf?: boolean;
  /** A depression (A6.3, B19, B20, B21.2): units IN it are one level below the hex's ground. */
  readonly depression: boolean;
  /** A Water Obstacle (B21.1). */
  readonly waterObstacle: boolean;
  readonly building: boolean;
  /** Concealment Terrain for gaining "?" (A12.12). */
  readonly concealmentTerrain: boolean;
}

const base = {
  los: 'clear',
  obstacleHeight: 0,
  hindranceDrm: 0,
  tem: 0,
  mf: 1,
  depression: false,
  waterObstacle: false,
  building: false,
  concealmentTerrain: false,
} as const;

export const TERRAIN: Record<TerrainType, TerrainInfo> = {
  open: { ...base, rule: 'B1' },
  stoneBuilding: { ...base, rule: 'B23', los: 'obstacle', obstacleHeight: 1, tem: 3, mf: 2, building: true, concealmentTerrain: true },
  woodenBuilding: { ...base, rule: 'B23', los: 'obstacle', obstacleHeight: 1, tem: 2, mf: 2, building: true, concealmentTerrain: true },
  woods: { ...base, rule: 'B13', los: 'obstacle', obstacleHeight: 1, tem: 1, mf: 2, concealmentTerrain: true },
  brush: { ...base, rule: 'B12', los: 'hindrance', hindranceDrm: 1, mf: 2, concealmentTerrain: true }, // B12.3: no TEM
  grain: { ...base, rule: 'B15', los: 'hindrance', hindranceDrm: 1, mf: 1.5, concealmentTerrain: true },
  orchard: { ...base, rule: 'B14', los: 'hindrance', hindranceDrm: 1, concealmentTerrain: true },
  rubble: { ...base, rule: 'B24', los: 'obstacle', obstacleHeight: 0.5, tem: 3, mf: 3, concealmentTerrain: true },
  // B16.4 / Terrain Chart: Infantry enter marsh for ALL their MF (A4.134 Minimum Move is what lets a unit
  // that already spent some MF in it)
  marsh: { ...base, rule: 'B16.4', mf: 0, allMf: true },
  // B16.7: "marsh with a lower water level" (a fordable river's marsh, B16.6); B16.71: two MF
  mudflats: { ...base, rule: 'B16.7', mf: 2 },
  // B19.4 / Terrain Chart: two MF INTO a gully (our hexes hold no other terrain to add, "+COT if not Open
  // Ground"); climbing out doubles the COT of the hex entered (rules/core/entryCost.ts: a Depression's
  // floor is a level below its hex's ground). B20.42: a shallow stream (B20.4: a stream undefined by SSR is
  // shallow) costs three MF "regardless of whether the move is through a stream hexside or not"; a stream is
  // a gully with water (B20.1, B20.4), so climbing out of it doubles the COT the same way. Dry, deep and
  // flooded streams (B20.41, B20.43, B20.44) are not built.
  gully: { ...base, rule: 'B19.4', depression: true, mf: 2 },
  stream: { ...base, rule: 'B20.42', depression: true, mf: 3 },
  canal: { ...base, rule: 'B21.11', depression: true, waterObstacle: true, mf: 0 },
  river: { ...base, rule: 'B21.12', depression: true, waterObstacle: true, mf: 0 },
  pond: { ...base, rule: 'B21.13', depression: true, waterObstacle: true, mf: 0 },
  lakeOcean: { ...base, rule: 'B21.14', depression: true, waterObstacle: true, mf: 0 },
  // B21.6: a frozen Water Obstacle is "Open Ground for all purposes"; it stays at the water's level
  // (B21.2), so the Crest Lines around it remain (a map change, never printed: engine/mapChanges.ts)
  ice: { ...base, rule: 'B21.6', depression: true },
};

export interface HexsideInfo {
  readonly rule: string;
  /** Height of the hexside obstacle above the higher adjacent ground (walls and hedges: half a level). */
  readonly obstacleHeight: number;
  readonly tem: number;
}

export const HEXSIDE: Record<HexsideTerrain, HexsideInfo> = {
  wall: { rule: 'B9', obstacleHeight: 0.5, tem: 2 },
  hedge: { rule: 'B9', obstacleHeight: 0.5, tem: 1 },
  cliff: { rule: 'B11', obstacleHeight: 0, tem: 0 },
  water: { rule: 'B21.13', obstacleHeight: 0, tem: 0 },
};
