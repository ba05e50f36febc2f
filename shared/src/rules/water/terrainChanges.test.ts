// B21.21, B21.122 / B16.6, B21.6, B21.5: the terrain the water rules change in play. sewer-infiltration
// on board 71 of the tests' own terrain: a river hex K4 (printed level -1 IN it), marsh K5-K6 strung to
// it and marsh K8 apart from it (K7 open), a pond C5, a canal R5, a lake/ocean hex Z5; K2 is the
// viewer of the B21.21 EX (two hexes from K4 across open K3).
import { ScenarioValidationError } from '../../engine/context';
import { given, type Given } from '../../testing/scenarioBuilder';
import { ground } from '../../units/location';
import { entryCost } from '../core/entryCost';
import { losBetween } from '../core/sight';
import { waterChangedHexes, waterMapChanges } from './terrainChanges';
import { createGame } from '../../game/game';
import { compileMap } from '../../map/gameMap';
import { ruleset } from '../../rulesets/index';
import { mapDoc, scenarioDoc } from '../../testing/fixtures';

const HEXES = {
  '71K4': { terrain: 'river' },
  '71K5': { terrain: 'marsh' },
  '71K6': { terrain: 'marsh' },
  '71K8': { terrain: 'marsh' },
  '71C5': { terrain: 'pond' },
  '71R5': { terrain: 'canal' },
  '71Z5': { terrain: 'lakeOcean' },
};

function scene(rules: Record<string, unknown>, units: Record<string, string> = {}): Given {
  const g = given(
    'sewer-infiltration',
    'asl',
    (doc) => {
      doc.rules = { ...(doc.rules as object), ...rules };
    },
    (m) => {
      m.hexes = HEXES;
      m.hexsides = [];
    },
  );
  for (const [id, hex] of Object.entries(units)) g.unit(id, hex);
  return g.playing({ phase: 'MPh' });
}

const river = (depth: string) => ({ river: { depth, current: 'slow', direction: 'S' } });
const terrainAt = (g: Given, hex: string) => {
  const cell = g.game.contextAt(g.state).map.byName(hex)!;
  return { terrain: cell.spec.terrain, elevation: cell.spec.elevation };
};
const sees = (g: Given, from: string, to: string) => losBetween(g.game.contextAt(g.state), ground(from), ground(to)).clear;

describe('B21.21 a flooded river one level higher', () => {
  it('B21.21 EX: printed (deep), a ground-level unit two hexes away cannot see INTO the river; flooded, the river is at ground level and it can', () => {
    expect(sees(scene(river('deep')), '71K2', '71K4')).toBe(false);
    const g = scene(river('flooded'));
    expect(sees(g, '71K2', '71K4')).toBe(true);
    expect(terrainAt(g, '71K4')).toEqual({ terrain: 'river', elevation: 1 });
  });

  it('B21.21: all ponds of a scenario with a flooded river are one level higher too; canals and lakes are not', () => {
    const g = scene(river('flooded'));
    expect(terrainAt(g, '71C5')).toEqual({ terrain: 'pond', elevation: 1 });
    expect(terrainAt(g, '71R5')).toEqual({ terrain: 'canal', elevation: 0 });
    expect(terrainAt(g, '71Z5')).toEqual({ terrain: 'lakeOcean', elevation: 0 });
    expect(terrainAt(scene(river('fordable')), '71C5')).toEqual({ terrain: 'pond', elevation: 0 });
  });

  it('B21.122: a river whose depth is not known yet (to be rolled) changes nothing; without a river rule, nothing either', () => {
    expect(waterMapChanges(scene({ river: { direction: 'S' } }).game.ctx, scene({ river: { direction: 'S' } }).state)).toBeUndefined();
    const g = scene({});
    expect(waterMapChanges(g.game.ctx, g.state)).toBeUndefined();
    expect(g.view('A').modules.water).toBeUndefined();
  });
});

describe('B21.122 / B16.6 the marsh beside the river', () => {
  it('B16.6: flooded, marsh adjacent to the river or strung to it by marsh is river at the river’s level; marsh apart from it stays marsh', () => {
    const g = scene(river('flooded'));
    expect(terrainAt(g, '71K5')).toEqual({ terrain: 'river', elevation: 1 });
    expect(terrainAt(g, '71K6')).toEqual({ terrain: 'river', elevation: 1 });
    expect(terrainAt(g, '71K8')).toEqual({ terrain: 'marsh', elevation: 0 });
  });

  it('B16.6 / B16.7: fordable, that marsh is mudflats at its own level; deep, it stays marsh', () => {
    const g = scene(river('fordable'));
    expect(terrainAt(g, '71K5')).toEqual({ terrain: 'mudflats', elevation: 0 });
    expect(terrainAt(g, '71K6')).toEqual({ terrain: 'mudflats', elevation: 0 });
    expect(terrainAt(g, '71K8')).toEqual({ terrain: 'marsh', elevation: 0 });
    expect(terrainAt(g, '71K4')).toEqual({ terrain: 'river', elevation: 0 });
    expect(terrainAt(scene(river('deep')), '71K5')).toEqual({ terrain: 'marsh', elevation: 0 });
  });

  it("B16.7: the mudflats keep the marsh hex's own level, not the river's (a level-1 marsh beside a level-0 river)", () => {
    const g = given(
      'sewer-infiltration',
      'asl',
      (doc) => {
        doc.rules = { ...(doc.rules as object), ...river('fordable') };
      },
      (m) => {
        m.hexes = { ...HEXES, '71K5': { terrain: 'marsh', elevation: 1 } };
        m.hexsides = [];
      },
    );
    expect(terrainAt(g, '71K5')).toEqual({ terrain: 'mudflats', elevation: 1 });
  });

  it('the changes are remembered per printed map and per ice rule: two matches on one map freezing other hexes each get their own', () => {
    const map = compileMap({ ...(mapDoc('stalingrad-blocks') as Record<string, unknown>), hexes: HEXES, hexsides: [] });
    const frozen = (iceHexes: string[]) => {
      const doc = scenarioDoc('sewer-infiltration');
      doc.rules = { ...(doc.rules as object), iceHexes };
      const game = createGame(ruleset('asl'), doc, map);
      return waterChangedHexes(game.ctx, game.initialState());
    };
    expect(Object.keys(frozen(['71R5']))).toEqual(['71R5']);
    expect(Object.keys(frozen(['71C5']))).toEqual(['71C5']);
  });

  it('the public view lists every changed hex with its terrain and elevation in play, the same for both sides', () => {
    const g = scene(river('fordable'));
    const view = g.view('A').modules.water;
    expect(view).toEqual({
      river: { depth: 'fordable', current: 'slow', direction: 'S' },
      changed: { '71K5': { terrain: 'mudflats', elevation: 0 }, '71K6': { terrain: 'mudflats', elevation: 0 } },
    });
    expect(g.view('B').modules.water).toEqual(view);
    expect(g.view('public').modules.water).toEqual(view);
  });
});

describe('B21.6 ice', () => {
  it('B21.6: sub-zero, every Water Obstacle but the ocean is ice at its water’s level, Open Ground that Infantry enter for one MF', () => {
    const g = scene({ subZero: true }, { A01: '71K3' });
    expect(terrainAt(g, '71K4')).toEqual({ terrain: 'ice', elevation: 0 });
    expect(terrainAt(g, '71C5')).toEqual({ terrain: 'ice', elevation: 0 });
    expect(terrainAt(g, '71R5')).toEqual({ terrain: 'ice', elevation: 0 });
    expect(terrainAt(g, '71Z5')).toEqual({ terrain: 'lakeOcean', elevation: 0 });
    const u = g.state.units.A01!;
    const cost = entryCost(g.game.contextAt(g.state), g.state, {
      side: 'A',
      units: [u],
      from: ground('71K3'),
      to: ground('71K4'),
      purpose: 'move',
    });
    expect(cost).toMatchObject({ ok: true, mf: 1 });
    const water = entryCost(g.game.ctx, g.state, { side: 'A', units: [u], from: ground('71K3'), to: ground('71K4'), purpose: 'move' });
    expect(water.ok).toBe(false);
  });

  it('B21.6 with B21.21: a flooded frozen river is ice one level higher; the marsh turned river freezes too', () => {
    const g = scene({ subZero: true, ...river('flooded') });
    expect(terrainAt(g, '71K4')).toEqual({ terrain: 'ice', elevation: 1 });
    expect(terrainAt(g, '71K5')).toEqual({ terrain: 'ice', elevation: 1 });
  });

  it('B21.6 by special rule: only the iceHexes freeze; a hex whose ice was broken is water again', () => {
    const g = scene({ iceHexes: ['71C5', '71K4'] });
    expect(terrainAt(g, '71C5')).toEqual({ terrain: 'ice', elevation: 0 });
    expect(terrainAt(g, '71R5')).toEqual({ terrain: 'canal', elevation: 0 });
    (g.state.modules.water as { brokenIce: string[] }).brokenIce.push('71K4');
    expect(terrainAt(g, '71K4')).toEqual({ terrain: 'river', elevation: 0 });
    expect(g.view('B').modules.water).toEqual({ changed: { '71C5': { terrain: 'ice', elevation: 0 } } });
  });

  it('B21.6: iceHexes must name Water Obstacle hexes of the map, and not beside subZero: the match is refused, naming the problem', () => {
    expect(() => scene({ iceHexes: ['71K3'] })).toThrow(ScenarioValidationError);
    expect(() => scene({ iceHexes: ['71K3'] })).toThrow(/71K3 is open, not a Water Obstacle hex/);
    expect(() => scene({ iceHexes: ['71K5'] })).toThrow(/71K5 is marsh, not a Water Obstacle/);
    expect(() => scene({ iceHexes: ['99A1'] })).toThrow(/99A1 is not a hex of map/);
    expect(() => scene({ subZero: true, iceHexes: ['71K4'] })).toThrow(/subZero or iceHexes, not both/);
  });

  it('a match saved before the ice was built (water state with only `river`) reads as no broken ice', () => {
    const g = scene({ subZero: true });
    g.state.modules.water = { river: null };
    expect(terrainAt(g, '71K4')).toEqual({ terrain: 'ice', elevation: 0 });
    expect(g.view('A').modules.water).toMatchObject({ changed: { '71K4': { terrain: 'ice', elevation: 0 } } });
  });
});

describe('B21.6 / B21.5 fortifications on ice', () => {
  it('B21.6: wire and unhidden mines are the only Fortifications on ice: no foxhole or trench is placed on a frozen canal', () => {
    const g = given(
      'sewer-infiltration',
      'asl',
      (doc) => {
        doc.rules = { ...(doc.rules as object), subZero: true, entrenchments: { B: { foxholeSquads: 2, trenches: 1 } } };
      },
      (m) => {
        m.hexes = HEXES;
        m.hexsides = [];
      },
    );
    expect(g.when('B', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71R5', squads: 1 })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_LOCATION', message: expect.stringContaining('ice (B21.6') }),
    });
    expect(g.when('B', { type: 'placeEntrenchment', kind: 'trench', hex: '71R5' }).ok).toBe(false);
    expect(g.when('B', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71R6', squads: 1 }).ok).toBe(true);
  });
});
