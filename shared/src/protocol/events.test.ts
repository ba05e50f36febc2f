// The protocol's event and legal-choice schemas against what the engine really sends: random complete
// games of every shipped scenario under every ruleset it names. Every emitted event must have a schema
// for its type and its data must parse; every legal entry with choices likewise. A new event type or a
// changed shape fails here, with the offending example, until protocol/events.ts (or legal.ts) says it,
// or the area folder of the module that emits it (protocol/areas/<area>/).
import { createGame, type Game, RULESET_IDS, ruleset, seededDice } from '../index';
import { loadMap, scenarioDoc, shippedScenarios } from '../testing/fixtures';
import { randomCommand } from '../testing/playout';
import { mulberry } from '../testing/random';
import { EVENT_DATA, isEventType } from './events';
import { isChoiceType, LEGAL_CHOICES } from './legal';

/**
 * A few games per scenario and ruleset (about 3 s). Random play reaches most event types but not all:
 * in these games no Close Combat, ambush, leader check, sewer fire or advance, rubbling or emergence
 * reveal happened, so those schemas are checked only against the emit sites they were written from.
 */
const GAMES = 5;

interface Seen {
  readonly events: Map<string, number>;
  readonly choices: Map<string, number>;
  readonly problems: string[];
}

function check(seen: Seen, where: string, kind: 'event' | 'choices', type: string, data: unknown): void {
  const counts = kind === 'event' ? seen.events : seen.choices;
  counts.set(type, (counts.get(type) ?? 0) + 1);
  const schema =
    kind === 'event' ? (isEventType(type) ? EVENT_DATA[type] : undefined) : isChoiceType(type) ? LEGAL_CHOICES[type] : undefined;
  if (!schema) {
    seen.problems.push(`${where}: ${kind} type ${type} has no schema in the protocol: ${JSON.stringify(data)}`);
    return;
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    seen.problems.push(
      `${where}: ${kind} ${type} does not match its schema (${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}): ${JSON.stringify(data)}`,
    );
}

function play(seen: Seen, game: Game, scenario: string, g: number): void {
  const random = mulberry(4242 + g);
  const dice = seededDice(((g * 37) % 256).toString(16).padStart(2, '0').repeat(32));
  let state = game.initialState();
  for (let step = 0; step < 5000 && state.status !== 'ended' && seen.problems.length < 20; step++) {
    const where = `${scenario} (${game.ctx.rulesetId}) game ${g} step ${step}`;
    for (const side of ['A', 'B'] as const)
      for (const l of game.legal(state, side)) if (l.choices) check(seen, where, 'choices', l.type, l.choices);
    const choice = randomCommand(game, state, random, 0);
    if (!choice) break;
    const res = game.apply(state, choice.side, choice.command, dice);
    if (!res.ok) throw new Error(`${where}: legal command refused: ${JSON.stringify(res.error)}`);
    for (const e of res.events) check(seen, where, 'event', e.type, e.data);
    state = res.state;
  }
}

describe('protocol schemas of event data and legal choices', () => {
  const seen: Seen = { events: new Map(), choices: new Map(), problems: [] };

  beforeAll(() => {
    for (const id of shippedScenarios()) {
      const doc = scenarioDoc(id);
      for (const r of RULESET_IDS.filter((x) => (doc.rulesets as string[]).includes(x))) {
        const game = createGame(ruleset(r), doc, loadMap(String(doc.map)));
        for (let g = 0; g < GAMES; g++) play(seen, game, id, g);
      }
    }
  });

  it('every event emitted in random complete games of every shipped scenario and ruleset has a schema and its data parses', () => {
    expect(seen.problems.filter((p) => p.includes(': event '))).toEqual([]);
    // the games really exercised the schemas: the core events at least
    for (const t of ['roll', 'phaseStarted', 'unitsPlaced', 'moved', 'fire', 'matchEnded'])
      expect([t, seen.events.get(t) ?? 0]).not.toEqual([t, 0]);
  });

  it('every legal entry with choices offered in those games has a schema and its choices parse', () => {
    expect(seen.problems.filter((p) => p.includes(': choices '))).toEqual([]);
    for (const t of ['placeUnits', 'move', 'fire']) expect([t, seen.choices.get(t) ?? 0]).not.toEqual([t, 0]);
  });

  it('an unknown event type or malformed data is reported, not accepted', () => {
    const probe: Seen = { events: new Map(), choices: new Map(), problems: [] };
    check(probe, 'probe', 'event', 'noSuchEvent', {});
    check(probe, 'probe', 'event', 'moved', { units: 'not a list', from: '1A1', to: '1A2' });
    check(probe, 'probe', 'choices', 'move', { units: [], from: '1A1' });
    expect(probe.problems).toHaveLength(3);
  });
});
