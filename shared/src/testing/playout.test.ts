import { createGame, type Game } from '../game/game';
import { seededDice } from '../rng/dice';
import { ruleset, RULESET_IDS } from '../rulesets/index';
import { loadMap, scenarioDoc, shippedScenarios } from './fixtures';
import { playRandomGame } from './playout';
import { mulberry } from './random';

const GAMES_PER_SCENARIO = 200;

/** Each ruleset the scenario lists; sewer-cards in both visibility modes of its Sewer cards (the match option). */
function rulesetsOf(rulesets: readonly string[]) {
  return RULESET_IDS.filter((x) => rulesets.includes(x)).flatMap((r) =>
    r === 'sewer-cards' ? [ruleset(r), ruleset(r, { hiddenSewerCards: true })] : [ruleset(r)],
  );
}

describe('random legal playouts', () => {
  it(`bots choosing uniformly among legal() play ${GAMES_PER_SCENARIO} complete games of each shipped scenario (each of its rulesets, sewer-cards with open and hidden Sewer cards); every legal command is accepted and every state keeps the invariants`, () => {
    for (const id of shippedScenarios()) {
      const doc = scenarioDoc(id);
      const games: Game[] = rulesetsOf(doc.rulesets as string[]).map((r) => createGame(r, doc, loadMap(String(doc.map))));
      let ended = 0;
      for (let g = 0; g < GAMES_PER_SCENARIO; g++) {
        const game = games[g % games.length]!;
        const random = mulberry(9000 + g);
        const dice = seededDice((g % 256).toString(16).padStart(2, '0').repeat(32));
        const state = playRandomGame(game, random, dice, `${id} game ${g}`);
        if (state.status === 'ended') ended++;
      }
      expect({ id, ended }).toEqual({ id, ended: GAMES_PER_SCENARIO });
    }
  });
});
