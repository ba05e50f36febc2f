// Every prompt and log line in players' words (issue 35): random legal games of every shipped scenario
// (each of its rulesets) are played through the engine, and every event each seat and the spectators
// receive, every pending decision (asked and awaited), every legal entry's button and the "Waiting for"
// line are put through the client's text functions. None may carry an internal id (a camelCase word
// like "woodenBuilding" or "mayEmerge"), an error code (UPPER_SNAKE) or a raw event (JSON).
import { createGame } from '@hexfog/shared/game/game';
import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { seededDice } from '@hexfog/shared/rng/dice';
import { RULESET_IDS, ruleset } from '@hexfog/shared/rulesets/index';
import { loadMap, scenarioDoc, shippedScenarios } from '@hexfog/shared/testing/fixtures';
import { randomCommand } from '@hexfog/shared/testing/playout';
import { mulberry } from '@hexfog/shared/testing/random';
import { BUILTIN_UNIT_TYPES } from '@hexfog/shared/units/catalog';
import { eventLine, makeNames } from './format';
import { waitingLine } from './match/commands';
import { entryText, pendingText, unitNamer, unitsIn } from './match/prompts';

const GAMES_PER_RULESET = 3;
const SIDES = ['A', 'B'] as const;

/** What in a line is not players' words: a camelCase id, an error code, a raw event. */
export function internalTokens(line: string): string[] {
  return [...line.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b|\b[A-Z]{2,}_[A-Z_]+\b|[{}]|"\w+":/g)].map((m) => m[0]);
}

interface Doc {
  readonly sides: { readonly A: { readonly name: string }; readonly B: { readonly name: string } };
  readonly rulesets: readonly string[];
  readonly map: string;
  readonly unitTypes?: readonly { readonly id: string; readonly name: string }[];
}

/** The lines of random games of one scenario, each with where it came from. */
function linesOf(id: string): Map<string, string> {
  const doc = scenarioDoc(id) as unknown as Doc;
  const types = [...BUILTIN_UNIT_TYPES, ...(doc.unitTypes ?? [])].map((t) => ({ ...t }));
  const names = makeNames({ A: doc.sides.A.name, B: doc.sides.B.name }, types as never);
  const out = new Map<string, string>();
  const keep = (line: string, where: string) => {
    if (internalTokens(line).length && !out.has(line)) out.set(line, where);
  };
  const rulesets = RULESET_IDS.filter((r) => doc.rulesets.includes(r));
  for (const r of rulesets)
    for (let g = 0; g < GAMES_PER_RULESET; g++) {
      const game = createGame(ruleset(r), doc, loadMap(String(doc.map)));
      const random = mulberry(3500 + g);
      const dice = seededDice((g + 7).toString(16).padStart(2, '0').repeat(32));
      let state = game.initialState();
      for (let step = 0; step < 3000 && state.status !== 'ended'; step++) {
        for (const seat of SIDES) {
          const v = game.view(state, { kind: 'side', side: seat });
          const who = unitNamer(v, names.unit);
          if (v.pending)
            keep(
              pendingText(v.pending, v.pending.side === seat, names.side(v.pending.side), who, unitsIn(v)),
              `${id} ${r}: pending ${v.pending.kind}`,
            );
          for (const l of v.legal) keep(entryText(l, who), `${id} ${r}: entry ${l.type}`);
          const waiting = waitingLine(v, seat, names.side);
          if (waiting) keep(waiting, `${id} ${r}: waiting`);
        }
        const choice = randomCommand(game, state, random, 0);
        if (!choice) break;
        const res = game.apply(state, choice.side, choice.command, dice);
        if (!res.ok) break;
        res.events.forEach((e, index) => {
          const ev: ViewEvent = { version: step, index, type: e.type, data: e.data as Record<string, unknown> };
          keep(eventLine(ev, names), `${id} ${r}: event ${e.type}`);
        });
        state = res.state;
      }
    }
  return out;
}

describe('wording: players words only (issue 35)', () => {
  it('the scan catches camelCase ids, error codes and raw events, and passes plain words and rule numbers', () => {
    expect(internalTokens('71F5 is woodenBuilding terrain')).toEqual(['woodenBuilding']);
    expect(internalTokens('Waiting for the Germans to decide (mayEmerge)')).toEqual(['mayEmerge']);
    expect(internalTokens('refused: WRONG_PHASE')).toEqual(['WRONG_PHASE']);
    expect(internalTokens('sewerThing {"unit":"A1"}').length).toBeGreaterThan(2);
    expect(internalTokens('Defensive First Fire at A01 4-6-7 in 71F5? (A8.1, B8.42) "?" 8-1')).toEqual([]);
  });

  it.each(shippedScenarios())(
    '%s: random games through every seat: no event line, prompt, button or waiting line carries an internal id',
    (id) => {
      const found = [...linesOf(id)].map(([line, where]) => `${where}: ${line}`);
      expect(found).toEqual([]);
    },
  );
});
