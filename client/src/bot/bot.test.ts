// The bot's policy played through the engine in-process (no server): against random legal play over
// every shipped scenario and ruleset, from its seat's view only (game.view for its side). Every command
// it chooses must be accepted, and every game must end. The real-server games are `npm run bots`.
import { createGame, type Game } from '@hexfog/shared/game/game';
import { compileMap } from '@hexfog/shared/map/index';
import type { UnitTypeSummary, View } from '@hexfog/shared/protocol/index';
import { seededDice } from '@hexfog/shared/rng/dice';
import { ruleset } from '@hexfog/shared/rulesets/index';
import { mapDoc, scenarioDoc, shippedScenarios } from '@hexfog/shared/testing/fixtures';
import { mulberry } from '@hexfog/shared/testing/random';
import { BUILTIN_UNIT_TYPES } from '@hexfog/shared/units/catalog';
import { decide, newMemory, remember } from './decide';
import { botScenario } from './scenario';
import { summaryOf } from './testSummary';
import { World } from './world';

const playing = (l: { type: string }) => l.type !== 'resign' && l.type !== 'abort';

interface Outcome {
  winner: 'A' | 'B' | null;
  steps: number;
  refused: string[];
  maxMs: number;
  kinds: Record<string, number>;
  reason?: string;
  alive?: string;
}

export function engineGame(
  id: string,
  rulesetId: string,
  botSide: 'A' | 'B',
  seed: number,
  opponent: 'random' | 'bot' = 'random',
): Outcome {
  const doc = scenarioDoc(id);
  const map = compileMap(mapDoc(String(doc.map)));
  const game: Game = createGame(ruleset(rulesetId), doc, map);
  const types = [...BUILTIN_UNIT_TYPES, ...((doc.unitTypes as UnitTypeSummary[] | undefined) ?? [])] as UnitTypeSummary[];
  const plan = botScenario(summaryOf(doc, types));
  const memories = { A: newMemory(), B: newMemory() };
  const random = mulberry(seed);
  const dice = seededDice((seed % 256).toString(16).padStart(2, '0').repeat(32));
  let state = game.initialState();
  const out: Outcome = { winner: null, steps: 0, refused: [], maxMs: 0, kinds: {} };
  const bots = opponent === 'bot' ? (['A', 'B'] as const) : ([botSide] as const);
  for (; out.steps < 3000 && state.status !== 'ended'; out.steps++) {
    const acting = bots.filter((s) => game.legal(state, s).some(playing));
    if (acting.length && (opponent === 'bot' || random() < 0.5 || !game.legal(state, botSide === 'A' ? 'B' : 'A').some(playing))) {
      const side = acting[Math.floor(random() * acting.length)]!;
      const view = game.view(state, { kind: 'side', side }) as unknown as View;
      const world = new World(view, map, plan);
      const t = performance.now();
      const d = decide(world, memories[side]);
      out.maxMs = Math.max(out.maxMs, performance.now() - t);
      if (!d) throw new Error(`${id}/${rulesetId}: no decision`);
      const res = game.apply(state, side, d.command, dice);
      remember(world, memories[side], d, res.ok);
      if (!res.ok) {
        out.refused.push(`${JSON.stringify(d.command)} -> ${res.error.code} ${res.error.message}`);
        if (out.refused.length > 20) break;
        continue;
      }
      out.kinds[String(d.command.type)] = (out.kinds[String(d.command.type)] ?? 0) + 1;
      state = res.state;
      continue;
    }
    const other = botSide === 'A' ? 'B' : 'A';
    const options = game.legal(state, other).filter(playing);
    if (!options.length) continue;
    const pick = options[Math.floor(random() * options.length)]!;
    const cmd = pick.command ? { ...pick.command } : game.handler(pick.type)!.sample!(pick, random, game.contextAt(state), state, other);
    const res = game.apply(state, other, cmd, dice);
    if (res.ok) state = res.state;
  }
  out.winner = state.status === 'ended' ? (state.result?.winner ?? null) : null;
  out.reason = state.result?.reason ?? '';
  out.alive = Object.values(state.units)
    .filter((u) => u.side === botSide && !u.eliminated)
    .map((u) => `${u.id}${u.status.broken ? 'b' : ''}@${u.loc?.hex}`)
    .join(' ');
  return out;
}

const COMBOS = shippedScenarios()
  .sort()
  .flatMap((id) => (scenarioDoc(id).rulesets as string[]).map((r) => [id, r] as const));

describe('the bot through the engine, from its own view', () => {
  it.each(COMBOS)('%s under %s: as either side against random play, every command accepted, the game ends', (id, r) => {
    for (const side of ['A', 'B'] as const) {
      const o = engineGame(id, r, side, 7);
      expect(o.refused).toEqual([]);
      expect(o.winner).not.toBeNull();
    }
  });
});
