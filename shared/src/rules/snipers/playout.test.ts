// The sample scenario with Snipers (hamlet-snipers: Soviet SAN 3, German SAN 4) played end to end by
// random bots: Snipers are called, attack only the enemy of their side, and their counters stay public.
// (A playout: mutation runs order it after the rule tests, mutation/testSequencer.mjs.)
import type { GameEvent } from '../../engine/events';
import { createGame } from '../../game/game';
import { seededDice } from '../../rng/dice';
import { ruleset } from '../../rulesets/index';
import { loadMap, scenarioDoc } from '../../testing/fixtures';
import { applyUnchanged, checkInvariants, randomCommand } from '../../testing/playout';
import { mulberry } from '../../testing/random';

describe('hamlet-snipers played by random bots', () => {
  it('A14.1/A14.3: Sniper attacks happen, each hits only units of the other side, and every viewer sees the same counters', () => {
    const doc = scenarioDoc('hamlet-snipers');
    const game = createGame(ruleset('asl'), doc, loadMap(String(doc.map)));
    const attacks: GameEvent[] = [];
    for (let g = 0; g < 3; g++) {
      const random = mulberry(500 + g);
      const dice = seededDice(g.toString(16).padStart(2, '0').repeat(32));
      let state = game.initialState();
      for (let step = 0; step < 5000 && state.status !== 'ended'; step++) {
        const choice = randomCommand(game, state, random, 0);
        if (!choice) break;
        const r = applyUnchanged(game, state, choice.side, choice.command, dice);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        expect(checkInvariants(game, state, r.state)).toEqual([]);
        attacks.push(...r.events.filter((e) => e.type === 'sniperAttack'));
        state = r.state;
        const seen = (['A', 'B'] as const).map((side) => JSON.stringify(game.view(state, { kind: 'side', side }).modules.snipers));
        expect(seen).toEqual([seen[0], seen[0]]);
        expect(JSON.stringify(game.view(state, { kind: 'public' }).modules.snipers)).toBe(seen[0]);
      }
      expect(state.status).toBe('ended');
    }
    // three games of these seeds call 15 Sniper attacks, 6 of them effective (dr 1-2)
    expect(attacks.filter((a) => (a.data as { dr: number }).dr <= 2).length).toBeGreaterThan(0);
    for (const a of attacks) {
      const d = a.data as { side: string; hits: { unit: string }[] };
      for (const h of d.hits) expect(h.unit.startsWith(d.side)).toBe(false);
    }
  });
});
