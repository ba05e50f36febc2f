// B27.2: a foxhole is no obstacle or Hindrance to LOS, but a wall or hedge of its hex blocks the LOS of
// units beneath it to non-adjacent hexes on the same or a lower level (core `losBetween`, both ways,
// A6.5), and fire at the hex leaves them unaffected (A7.4: "entrenched behind a wall [B9.21]").
// Board 71 of the tests' own terrain: a foxhole in K8, whose north hexside (to K7) is a wall.
import { fortifiedScene } from '../../testing/fortifiedScene';
import type { Given } from '../../testing/scenarioBuilder';
import { ground, type Location } from '../../units/location';
import { losBetween } from '../core/sight';

const beneath = (hex: string): Location => ({ hex, place: 'ground', level: 0, position: 'beneath' });
const wallN = (terrain = 'wall') => [{ hex: '71K8', side: 'N', terrain }];

function scene(hexsides: unknown[] = wallN(), hexes: Record<string, Record<string, unknown>> = {}): Given {
  return fortifiedScene([{ kind: 'foxhole', hex: '71K8', side: 'B', squads: 2 }], hexes, hexsides);
}

const los = (g: Given, a: Location, b: Location) => losBetween(g.game.ctx, a, b);

describe('B27.2 LOS and foxholes', () => {
  it('B27.2: a foxhole is no obstacle or Hindrance: in open ground the LOS to a unit beneath it is the LOS to the hex', () => {
    const g = scene([]);
    expect(los(g, ground('71K5'), beneath('71K8'))).toEqual(los(g, ground('71K5'), ground('71K8')));
    expect(los(g, ground('71K5'), beneath('71K8'))).toMatchObject({ clear: true, hindranceDrm: 0 });
  });

  it('B27.2: a wall (or hedge) of the foxhole hex crossed by the LOS blocks units beneath from a non-adjacent same-level hex, both ways; on top of the counter they see', () => {
    const g = scene();
    expect(los(g, beneath('71K8'), ground('71K5'))).toMatchObject({
      clear: false,
      blockedBy: { hex: '71K8', reason: expect.stringContaining('B27.2') },
    });
    expect(los(g, ground('71K5'), beneath('71K8')).clear).toBe(false);
    expect(los(g, ground('71K5'), ground('71K8')).clear).toBe(true);
    expect(los(scene(wallN('hedge')), ground('71K5'), beneath('71K8')).clear).toBe(false);
  });

  it('B27.2: ADJACENT hexes, higher hexes, and lines leaving by another hexside are not blocked; a lower hex is', () => {
    const g = scene();
    expect(los(g, ground('71K7'), beneath('71K8')).clear).toBe(true);
    expect(los(g, ground('71K10'), beneath('71K8')).clear).toBe(true);
    expect(los(scene(wallN(), { '71K5': { elevation: 1 } }), ground('71K5'), beneath('71K8')).clear).toBe(true);
    expect(los(scene(wallN(), { '71K5': { terrain: 'gully' } }), ground('71K5'), beneath('71K8')).clear).toBe(false);
  });

  it('A7.4, B27.2: fire at the foxhole hex leaves the units beneath unaffected; they cannot fire past the wall either, but can at ADJACENT units', () => {
    const g = scene()
      .unit('A04', '71K5')
      .unit('A01', '71K7')
      .unit('B01', '71K8')
      .unit('B02', beneath('71K8'))
      .playing({ phase: 'PFPh', attacker: 'A' });
    g.dice([1, 2, 2, 2]);
    expect(g.when('A', { type: 'fire', firers: ['A04'], target: '71K8' }).ok).toBe(true);
    // 4 FP, a 3 + 2 (the wall, B9.3): a 1MC for B01 on top; B02 beneath is no target
    expect(g.events.filter((e) => e.type === 'fireResult').map((e) => e.data)).toEqual([{ target: '71K8', result: '1MC', rule: 'A7.3' }]);
    expect(g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A10.1').map((e) => e.data.purpose)).toEqual([
      'fire at 71K8: MC for B01',
    ]);
    g.playing({ phase: 'DFPh', attacker: 'A' });
    const offered = g.game.legal(g.state, 'B').find((l) => l.type === 'fire')?.choices as { byTarget: Record<string, string[]> };
    expect(offered.byTarget['71K5']).toEqual(['B01']);
    expect(offered.byTarget['71K7']).toEqual(expect.arrayContaining(['B01', 'B02']));
  });
});
