import { TERRAIN } from './terrain';

describe('B Terrain Chart TEM (the printed chart)', () => {
  it('B12.3: brush has no TEM (it is only a +1 LOS Hindrance, B12.2); B13: woods +1; B23: wooden building +2, stone +3', () => {
    expect([TERRAIN.brush.tem, TERRAIN.brush.hindranceDrm]).toEqual([0, 1]);
    expect([TERRAIN.woods.tem, TERRAIN.woodenBuilding.tem, TERRAIN.stoneBuilding.tem]).toEqual([1, 2, 3]);
    expect([TERRAIN.orchard.tem, TERRAIN.grain.tem]).toEqual([0, 0]);
  });
});
