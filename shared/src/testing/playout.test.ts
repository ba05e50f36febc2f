import { createGame } from '../engine/game';
import { seededDice } from '../rng/dice';
import { ruleset, RULESET_IDS } from '../rulesets/index';
import { loadMap, scenarioDoc, shippedScenarios } from './fixtures';
import { checkInvariants, randomCommand } from './playout';
import { mulberry } from './random';

describe('random legal playouts', () => {
  it('bots choosing among legal() finish games of every shipped scenario and ruleset with the invariants kept', () => {
    let games = 0;
    for (const id of shippedScenarios()) {
      const doc = scenarioDoc(id);
      for (const r of RULESET_IDS.filter((x) => (doc.rulesets as string[]).includes(x))) {
        const game = createGame(ruleset(r), doc, loadMap(String(doc.map)));
        for (let g = 0; g < 5; g++) {
          const random = mulberry(1000 * games + g);
          const dice = seededDice('ab'.repeat(32));
          let state = game.initialState();
          for (let step = 0; step < 2000 && state.status !== 'ended'; step++) {
            const choice = randomCommand(game, state, random);
            if (!choice) break;
            const res = game.apply(state, choice.side, choice.command, dice);
            if (!res.ok) throw new Error(`legal command refused: ${JSON.stringify(choice)} -> ${JSON.stringify(res.error)}`);
            expect(checkInvariants(game, state, res.state)).toEqual([]);
            state = res.state;
          }
          expect(state.status).toBe('ended');
          games++;
        }
      }
    }
    expect(games).toBeGreaterThanOrEqual(30);
  });
});
