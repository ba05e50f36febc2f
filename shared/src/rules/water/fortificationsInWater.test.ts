// B21.5 "No Fortifications are allowed in a Water Obstacle": entrenchments placed in the setup (B27.1)
// or fixed by the scenario, a manhole (B8.1) on the map, the ways beneath the ground of sewers (B8.4)
// and tunnels (B8.6). Board 71 of sewer-infiltration (B sets up in columns O-Z).
import { createGame } from '../../game/game';
import { compileMap } from '../../map/gameMap';
import { ruleset } from '../../rulesets/index';
import { mapDoc, scenarioDoc } from '../../testing/fixtures';
import { given } from '../../testing/scenarioBuilder';
import { terrainForbids } from '../entrenchments/placement';
import { sewerDestinations } from '../sewers/sewerState';

const WATER = ['canal', 'river', 'pond', 'lakeOcean'] as const;
type Hexes = Record<string, Record<string, unknown>>;

function scene(hexes: Hexes, rules: Record<string, unknown> = {}) {
  return given(
    'sewer-infiltration',
    'asl',
    (doc) => (doc.rules = { ...(doc.rules as object), ...rules }),
    (m) => {
      m.hexes = hexes;
      m.hexsides = [];
    },
  );
}

describe('B21.5 no Fortifications in a Water Obstacle', () => {
  it('B21.5 / B27.1: no foxhole or trench is placed in the setup in any Water Obstacle hex; beside it, it is', () => {
    for (const terrain of WATER) {
      const g = scene({ '71R4': { terrain } }, { entrenchments: { B: { foxholeSquads: 2, trenches: 1 } } });
      for (const kind of ['foxhole', 'trench'])
        expect(g.when('B', { type: 'placeEntrenchment', kind, hex: '71R4', ...(kind === 'foxhole' ? { squads: 1 } : {}) })).toMatchObject({
          ok: false,
          error: { message: expect.stringContaining('71R4 is a Water Obstacle') },
        });
      expect(g.when('B', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71R5', squads: 1 }).ok).toBe(true);
      expect(terrainForbids(g.game.ctx, '71R4')).toBe('71R4 is a Water Obstacle'); // also B27.11 Entrenching during play
    }
  });

  it('B21.5: a scenario may not fix a Fortification (pillbox, foxhole, trench, A-T Ditch, sangar, bunker) in a Water Obstacle hex', () => {
    for (const kind of ['pillbox', 'foxhole', 'trench', 'atDitch', 'sangar', 'bunker']) {
      expect(() => scene({ '71R4': { terrain: 'river' } }, { fortifications: [{ kind, hex: '71R4', side: 'B' }] }).state).toThrow(
        /71R4.*Water Obstacle.*B21\.5/,
      );
      expect(() => scene({}, { fortifications: [{ kind, hex: '71R4', side: 'B' }] })).not.toThrow();
    }
  });

  it('B21.5 / B8.1: a manhole in a Water Obstacle hex is a map error', () => {
    const board = (hexes: Hexes) => ({ id: 'w', name: 'w', boards: [{ id: '71', x: 0, y: 0 }], hexes, hexsides: [] });
    for (const terrain of WATER)
      expect(() => compileMap(board({ '71E5': { terrain, manhole: true } }))).toThrow(/71E5: a manhole in a Water Obstacle/);
    expect(() => compileMap(board({ '71E5': { terrain: 'open', manhole: true } }))).not.toThrow();
  });

  it('B21.5 / B8.4: a sewer way never passes beneath a river or pond: with water across M3-O4, N2 is out of reach of N5', () => {
    const stack = {
      id: 'S1',
      side: 'A' as const,
      hex: '71N5',
      units: [],
      lost: false,
      enteredTurn: 0,
      leftEncircled: false,
      moved: false,
      awaitingMove: true,
      emergence: null,
    };
    const reach = (terrain: string | null) => {
      const doc = structuredClone(mapDoc('stalingrad-blocks')) as { hexes: Hexes };
      if (terrain) for (const h of ['71M3', '71N3', '71O3', '71M4', '71N4', '71O4']) doc.hexes[h] = { ...doc.hexes[h], terrain };
      const game = createGame(ruleset('asl'), scenarioDoc('sewer-infiltration'), compileMap(doc));
      return sewerDestinations(game.ctx, game.initialState(), stack, false);
    };
    expect(reach(null)).toContain('71N2');
    expect(reach('river')).not.toContain('71N2');
    expect(reach('pond')).not.toContain('71N2');
  });

  it('B21.5 / B8.6: a tunnel never runs beneath a Water Obstacle: K5 to K7 with river in J6, K6 and L6 has no way of at most three hexes', () => {
    const woods = { terrain: 'woods' };
    const record = (hexes: Hexes) =>
      scene(hexes, { tunnels: { A: 1 } }).when('A', {
        type: 'recordTunnels',
        tunnels: [{ entrances: [{ hex: '71K5' }, { hex: '71K7' }] }],
      });
    expect(record({ '71K5': woods, '71K7': woods, '71K6': { terrain: 'river' } }).ok).toBe(true);
    expect(
      record({ '71K5': woods, '71K7': woods, ...Object.fromEntries(['71J6', '71K6', '71L6'].map((h) => [h, { terrain: 'river' }])) }),
    ).toMatchObject({ ok: false, error: { rule: 'B8.6' } });
  });
});
