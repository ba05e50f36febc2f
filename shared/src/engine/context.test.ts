import * as z from 'zod';
import { createGame } from '../game/game';
import { noDice } from '../rng/dice';
import { ruleset } from '../rulesets/index';
import { loadMap, scenarioDoc } from '../testing/fixtures';
import { withMap } from './context';
import type { ApplyContext, RuleModule } from './module';

describe('the contexts built field by field', () => {
  /** A game whose probe command keeps the context its handler was given. */
  const probed = () => {
    const seen: ApplyContext[] = [];
    const probe: RuleModule = {
      id: 'probe',
      rules: [],
      commands: [
        {
          type: 'probeContext',
          schema: z.strictObject({ type: z.literal('probeContext') }),
          legal: () => [],
          apply: (ctx) => void seen.push(ctx),
        },
      ],
    };
    const asl = ruleset('asl');
    return {
      game: createGame({ ...asl, modules: [...asl.modules, probe] }, scenarioDoc('sewer-infiltration'), loadMap('stalingrad-blocks')),
      seen,
    };
  };

  it("a command's handler gets every field of the match's context, each the match's own, with the draft, the seat, emit and roll", () => {
    const { game, seen } = probed();
    const r = game.apply(game.initialState(), 'B', { type: 'probeContext' }, noDice);
    expect(r.ok).toBe(true);
    const ctx = seen[0]!;
    expect(Object.keys(ctx)).toEqual([...Object.keys(game.ctx), 'state', 'side', 'emit', 'roll']);
    for (const [k, v] of Object.entries(game.ctx)) expect({ k, same: ctx[k as keyof ApplyContext] === v }).toEqual({ k, same: true });
    expect(r.ok && ctx.state).toBe(r.ok && r.state);
    expect(ctx.side).toBe('B');
  });

  it('a changed map keeps every other field of the context', () => {
    const { game } = probed();
    const other = loadMap('stalingrad-blocks');
    const moved = withMap(game.ctx, other);
    expect(Object.keys(moved)).toEqual(Object.keys(game.ctx));
    expect(moved).toEqual({ ...game.ctx, map: other });
  });
});
