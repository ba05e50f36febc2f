// The sewer scenarios deliver what they promise (B8): from the manholes of its setup zone, a side with
// Sewer Movement capability can, under `asl` (three hexes a move, B8.41), come up at or ADJACENT to the
// enemy's set-up hexes, and at or ADJACENT to a victory hex, within the scenario's turns.
import { distance } from '../../hex/grid';
import { createGame } from '../../game/game';
import { ruleset } from '../../rulesets/index';
import { ScenarioSchema } from '../../scenario/schema';
import { emergeNear, sewerArrival } from '../../testing/sewerReach';
import { loadMap, scenarioDoc, shippedScenarios } from '../../testing/fixtures';
import { SewerParams, SewerScenarioRules } from './params';

const other = (s: 'A' | 'B') => (s === 'A' ? 'B' : 'A');

function aslGame(id: string) {
  const scenario = ScenarioSchema.parse(scenarioDoc(id));
  return createGame(ruleset('asl'), scenario, loadMap(scenario.map));
}

/** Every shipped scenario `asl` plays with usable sewers and a side granted Sewer Movement (B8.1, B8.4). */
const sewerScenarios = shippedScenarios().filter((id) => {
  const s = ScenarioSchema.parse(scenarioDoc(id));
  return s.rulesets.includes('asl') && (s.rules as { sewersUsable?: boolean }).sewersUsable === true;
});

describe('sewer scenarios under asl', () => {
  it('there are some (sewer-infiltration, sewer-duel, factory-assault)', () => {
    expect(sewerScenarios).toEqual(expect.arrayContaining(['sewer-infiltration', 'sewer-duel', 'factory-assault']));
  });

  describe.each(sewerScenarios)('%s', (id) => {
    const game = aslGame(id);
    const ctx = game.ctx;
    const { sewerMovement } = SewerScenarioRules.of(ctx);
    const maxHexes = SewerParams.of(ctx).sewerMaxHexes;

    it('B8.41: the rate is three hexes a move', () => expect(maxHexes).toBe(3));

    it.each(sewerMovement)('side %s has a manhole in its setup zone to go down at', (side) => {
      expect([...ctx.zones[side]].filter((h) => ctx.map.isManholeLocation(ctx.map.byName(h)!.hex))).not.toEqual([]);
    });

    it.each(sewerMovement)('side %s can come up at or ADJACENT to an enemy set-up hex within the turns', (side) => {
      const near = emergeNear(ctx, sewerArrival(ctx, side, maxHexes), ctx.zones[other(side)]);
      expect(near.size).toBeGreaterThan(0);
      expect(Math.min(...[...near.values()].map((v) => v.turn))).toBeLessThanOrEqual(ctx.scenario.turns);
    });

    it('the side the victory conditions name, if it has Sewer Movement, comes up within two hexes of a victory hex before the last turn', () => {
      // two hexes: one more MPh above ground takes it to the hex it must Control at the end (A26)
      const v = ctx.scenario.victory;
      if (!sewerMovement.includes(v.side)) return;
      const arrival = sewerArrival(ctx, v.side, maxHexes);
      const early = [...arrival].filter(
        ([hex, turn]) => turn < ctx.scenario.turns && v.hexes.some((x) => distance(ctx.map.byName(x)!.hex, ctx.map.byName(hex)!.hex) <= 2),
      );
      expect(early).not.toEqual([]);
    });
  });
});
