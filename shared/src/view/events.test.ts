// The spectator's log carries every event both seats saw: events for `all`, and of a move, a "Sewer ?"
// going down or an emergence the form the side that did not make it got (what both sides know), never
// the owner's form. Checked over random played games of the sewer scenario (asl), whose units go down
// manholes and come up again.
import type { GameEvent } from '../engine/events';
import { otherSide, type Side } from '../engine/state';
import { createGame } from '../game/game';
import { seededDice } from '../rng/dice';
import { ruleset } from '../rulesets/index';
import { loadMap, scenarioDoc } from '../testing/fixtures';
import { randomCommand } from '../testing/playout';
import { mulberry } from '../testing/random';
import { audienceIncludes, visibleEvents } from './events';

type Logged = GameEvent & { version: number };

function playedSewerGame(seed: number): { events: Logged[]; sideOf: (id: string) => Side | undefined } {
  const doc = scenarioDoc('sewer-infiltration');
  const game = createGame(ruleset('asl'), doc, loadMap(String(doc.map)));
  const random = mulberry(seed);
  const dice = seededDice(seed.toString(16).padStart(2, '0').repeat(32).slice(0, 64));
  let state = game.initialState();
  const events: Logged[] = [];
  for (let step = 0; step < 5000 && state.status !== 'ended'; step++) {
    const choice = randomCommand(game, state, random, 0);
    if (!choice) break;
    const r = game.apply(state, choice.side, choice.command, dice);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    events.push(...r.events.map((e) => ({ ...e, version: r.state.version })));
    state = r.state;
  }
  const sides = new Map(Object.values(state.units).map((u) => [u.id, u.side]));
  return { events, sideOf: (id) => sides.get(id) };
}

const key = (e: Logged) => `${e.version}|${e.type}|${JSON.stringify(e.data)}`;
const log = (events: Logged[], side: Side) => events.filter((e) => audienceIncludes(e.audience, { kind: 'side', side }, false));
/** Unit ids named anywhere in an event's data. */
const named = (e: Logged) => [...JSON.stringify(e.data).matchAll(/"([AB]\d{2,})"/g)].map((m) => m[1]!);
const SEEN_BY_BOTH = new Set(['moved', 'advanced', 'routed', 'sewerEntered', 'sewerEmerged']);

describe('the spectator log: every event both seats saw (view/events.ts)', () => {
  const games = [11, 12, 13].map(playedSewerGame);
  const all = games.flatMap((g) => g.events);

  it('the games played what the test is about: moves, a "Sewer ?" going down and an emergence', () => {
    const types = new Set(all.map((e) => e.type));
    for (const t of ['moved', 'sewerEntered', 'sewerEmerged']) expect(types).toContain(t);
  });

  it('an event both seats received with the same data reaches the spectator, once', () => {
    for (const g of games) {
      const spectator = visibleEvents(g.events, { kind: 'public' }, false).map(key);
      const b = log(g.events, 'B').map(key);
      const both = log(g.events, 'A')
        .map(key)
        .filter((k) => b.includes(k));
      for (const k of new Set(both)) expect(spectator.filter((x) => x === k).length).toBe(both.filter((x) => x === k).length);
    }
  });

  it('a move, a "Sewer ?" going down and an emergence reach the spectator in the form the other side saw, never the owner\'s', () => {
    let checked = 0;
    for (const g of games) {
      const spectator = visibleEvents(g.events, { kind: 'public' }, false).map(key);
      for (const e of g.events) {
        if (!SEEN_BY_BOTH.has(e.type) || e.audience === 'all' || e.audience === 'none') continue;
        const ownerForm = named(e).some((id) => g.sideOf(id) === e.audience);
        // the owner's form names the units that moved; the other side's names only what it sees of them
        if (ownerForm) expect(spectator).not.toContain(key(e));
        else {
          expect(spectator).toContain(key(e));
          expect(g.events.some((o) => o.version === e.version && o.type === e.type && o.audience === otherSide(e.audience as Side))).toBe(
            true,
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('the spectator gets nothing that neither seat got as it is', () => {
    for (const g of games) {
      const seats = new Set([...log(g.events, 'A'), ...log(g.events, 'B')].map(key));
      for (const e of visibleEvents(g.events, { kind: 'public' }, false)) expect(seats.has(key(e))).toBe(true);
    }
  });

  it('two private events of one type, one per seat, are not a pair: neither reaches the spectator', () => {
    const mc = (side: Side): Logged => ({ type: 'roll', audience: side, data: { purpose: `MC for ${side}01` }, version: 3 });
    expect(visibleEvents([mc('A'), mc('B')], { kind: 'public' }, false)).toEqual([]);
    // and of two pairs in a row, an owner's form is never read as the second of a pair
    const moved = (to: Side, units: string[]): Logged => ({ type: 'moved', audience: to, data: { units }, version: 4 });
    const seen = visibleEvents([moved('A', ['A01']), moved('B', []), moved('B', ['B01']), moved('A', [])], { kind: 'public' }, false);
    expect(seen.map((e) => e.data)).toEqual([{ units: [] }, { units: [] }]);
  });

  it("after the match each event appears once: of a pair the owner's form, of a roll and its notice the roll; nothing else is left out", () => {
    for (const g of games) {
      for (const viewer of [{ kind: 'side', side: 'A' }, { kind: 'side', side: 'B' }, { kind: 'public' }] as const) {
        const seen = visibleEvents(g.events, viewer, true);
        const left = g.events.filter((e) => !seen.includes(e));
        for (const e of left) {
          const i = g.events.indexOf(e);
          const before = g.events[i - 1]!;
          expect(seen).toContain(before);
          if (e.type === 'rollMade') expect(before.type).toBe('roll');
          else expect({ type: before.type, pair: [before.audience, e.audience].sort().join('') }).toEqual({ type: e.type, pair: 'AB' });
        }
        expect(left.length).toBeGreaterThan(0);
        // the moves of both sides are there in full: the owners' forms
        const moves = seen.filter((x) => x.type === 'moved');
        expect(moves.every((x) => named(x).every((id) => g.sideOf(id) === x.audience))).toBe(true);
      }
    }
  });
});
