// The heroes-and-leaders scenarios with a sewer network deliver what they promise: from a node in its
// setup zone, a side with Sewer Movement capability reaches a node at or ADJACENT to the enemy's
// set-up hexes within the scenario's turns, counting one network move (HL.3: to another node within
// six hexes, never beneath water, HL.6) per Game Turn: fewer than the impulses allow.
import { createGame } from '../../game/game';
import { distance } from '../../hex/grid';
import { ruleset } from '../../rulesets/index';
import { ScenarioSchema } from '../../scenario/schema';
import { loadMap, scenarioDoc, shippedScenarios } from '../../testing/fixtures';
import { networkNodes, reachableNodes } from './network';
import { NetworkScenarioRules } from './params';

const networked = shippedScenarios().filter((id) => {
  const s = ScenarioSchema.parse(scenarioDoc(id));
  return s.rulesets.includes('heroes-and-leaders') && Array.isArray((s.rules as { sewerNetworks?: unknown }).sewerNetworks);
});

describe('sewer network scenarios under heroes-and-leaders', () => {
  it('there is one (city-sewer-network)', () => expect(networked).toContain('city-sewer-network'));

  describe.each(networked)('%s', (id) => {
    const scenario = ScenarioSchema.parse(scenarioDoc(id));
    const ctx = createGame(ruleset('heroes-and-leaders'), scenario, loadMap(scenario.map)).ctx;
    const near = (a: string, b: string) => distance(ctx.map.byName(a)!.hex, ctx.map.byName(b)!.hex) <= 1;

    it.each(NetworkScenarioRules.of(ctx).sewerMovement)(
      'side %s reaches the enemy set-up hexes through the network within the turns',
      (side) => {
        const enemy = [...ctx.zones[side === 'A' ? 'B' : 'A']];
        let frontier = networkNodes(ctx)
          .filter((n) => ctx.zones[side].has(n.hex))
          .map((n) => n.hex);
        expect(frontier).not.toEqual([]);
        const seen = new Set(frontier);
        let reachedOn: number | null = null;
        for (let turn = 1; turn <= scenario.turns && reachedOn === null; turn++) {
          frontier = [...new Set(frontier.flatMap((h) => reachableNodes(ctx, h).map((n) => n.hex)))].filter((h) => !seen.has(h));
          for (const h of frontier) seen.add(h);
          if (frontier.some((h) => enemy.some((e) => near(e, h)))) reachedOn = turn;
        }
        expect(reachedOn).not.toBeNull();
        expect(reachedOn!).toBeLessThanOrEqual(scenario.turns);
      },
    );
  });
});
