// What the other side may know of a Self-Rally (A10.63) by a unit under "?": nothing. The rules give
// the opponent of a concealed stack no right to learn that it acted (A12.16 limits even an
// unconcealed stack out of his LOS to "verification of action(s) taken", and warns that verifying
// would "reveal Dummy stacks"); a rally attempt would tell him that the "?" holds a broken unit. So
// the engine tells A nothing: no event, no change in its view, whether the DR fails, succeeds, or no
// attempt is made at all (twin games below, compared byte for byte). The one trace left is outside the
// engine: the server sends every seat an update for every accepted command, so A receives an update
// with an empty patch and no events for B's command. Closing it is the server's (issue 33 report):
// withhold a seat's update when its patch is empty and it has no event, and number what a seat sees
// so that the withheld versions leave no gap (base/version, expectedVersion and CONFLICT answers).
// sewer-infiltration: B02 a German 4-6-7, broken under "?" at K2 in B's own RPh (A18.11: its first
// MMC Rally attempt may be a Self-Rally); a DR of 11 fails (11 + 1 > 7), 6 succeeds (6 + 1 <= 7).
import type { GameEvent } from '../../engine/events';
import type { Viewer } from '../../engine/module';
import { given, type Given } from '../../testing/scenarioBuilder';
import { visibleEvents } from '../../view/events';

const A: Viewer = { kind: 'side', side: 'A' };
const PUBLIC: Viewer = { kind: 'public' };

/**
 * B's RPh with B02 broken under "?" at K2, out of the view of every A unit (A12.141 would cost it the
 * "?" in the LOS of a Good Order enemy within 16 hexes); B Self-Rallies it with `dice`, or does nothing.
 */
function rallyPhase(dice?: [number, number]): { g: Given; events: readonly GameEvent[] } {
  const g = given('sewer-infiltration').unit('B02', '71K2', { concealed: true }).playing({ phase: 'RPh', attacker: 'B' });
  g.state.units.B02!.status.broken = true;
  if (!dice) return { g, events: [] };
  g.dice(dice);
  const r = g.when('B', { type: 'rally', unit: 'B02' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return { g, events: r.events };
}

const received = (events: readonly GameEvent[], viewer: Viewer) =>
  visibleEvents(
    events.map((e) => ({ ...e, version: 1 })),
    viewer,
    false,
  );
/** A viewer's view, but the state's version (it counts commands: the server's business, above). */
const seen = (g: Given, viewer: 'A' | 'public') => JSON.stringify({ ...g.view(viewer), version: 0 });

describe('A10.63 / A12.16: a Self-Rally under "?" tells the other side nothing', () => {
  it('A10.63: A and spectators receive no event and see the same view whether B02 fails (DR 11), rallies (DR 6) or B makes no attempt; B has the roll and the result', () => {
    const fails = rallyPhase([6, 5]);
    const rallies = rallyPhase([3, 3]);
    const none = rallyPhase();
    expect([fails.g.state.units.B02!.status.broken, rallies.g.state.units.B02!.status.broken]).toEqual([true, false]);
    for (const viewer of [A, PUBLIC]) {
      expect(received(fails.events, viewer)).toEqual([]);
      expect(received(rallies.events, viewer)).toEqual([]);
    }
    for (const viewer of ['A', 'public'] as const) {
      expect(seen(fails.g, viewer)).toBe(seen(none.g, viewer));
      expect(seen(rallies.g, viewer)).toBe(seen(none.g, viewer));
    }
    expect(rallies.events.map((e) => [e.type, e.audience])).toEqual([
      ['roll', 'B'],
      ['rallied', 'B'],
    ]);
  });
});
