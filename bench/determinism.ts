// Prints one hash of every state, event and legal() list of the bench's seeded random games: two
// versions of the engine that print the same hash played the same games to the same results.
//   node --import tsx bench/determinism.ts [games per scenario and ruleset, default 3]
import { createHash } from 'node:crypto';
import { createGame } from '../shared/src/game/game';
import { seededDice } from '../shared/src/rng/dice';
import { ruleset, RULESET_IDS } from '../shared/src/rulesets/index';
import { SIDES } from '../shared/src/engine/state';
import { loadMap, scenarioDoc, shippedScenarios } from '../shared/src/testing/fixtures';
import { randomCommand } from '../shared/src/testing/playout';
import { mulberry } from '../shared/src/testing/random';

const perPair = Number(process.argv[2] ?? 3);
const hash = createHash('sha256');
let commands = 0;
let gi = 0;
for (const id of shippedScenarios()) {
  const doc = scenarioDoc(id);
  for (const r of RULESET_IDS.filter((x) => (doc.rulesets as string[]).includes(x))) {
    const game = createGame(ruleset(r), doc, loadMap(String(doc.map)));
    for (let g = 0; g < perPair; g++) {
      const random = mulberry(1000 * gi + g);
      const dice = seededDice((g % 256).toString(16).padStart(2, '0').repeat(32));
      let state = game.initialState();
      for (let step = 0; step < 5000 && state.status !== 'ended'; step++) {
        for (const side of SIDES) hash.update(JSON.stringify(game.legal(state, side)));
        const c = randomCommand(game, state, random, 0);
        if (!c) break;
        const res = game.apply(state, c.side, c.command, dice);
        if (!res.ok) throw new Error(`legal command refused: ${res.error.code}`);
        hash.update(JSON.stringify(res.state));
        hash.update(JSON.stringify(res.events));
        for (const side of SIDES) hash.update(JSON.stringify(game.view(res.state, { kind: 'side', side })));
        state = res.state;
        commands++;
      }
    }
    gi++;
  }
}
process.stdout.write(`${commands} commands, ${hash.digest('hex')}\n`);
