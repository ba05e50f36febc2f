// What the other side may know of the counters a side placed in its secret setup (A2.9, B27.1): once
// play begins it sees them, as they stand. Not how they came to be: a foxhole enlarged (B27.12: "the
// hex's counter is replaced by the larger one") or placed at once, a counter taken back, the order of
// the placings. The counters' ids (side and hex, core/fortifications.ts) and their order in the view
// carry none of it. sewer-infiltration on an open board 71: B sets up in columns O-Z.
import { given, type Given } from '../../testing/scenarioBuilder';

function scene(): Given {
  return given(
    'sewer-infiltration',
    'asl',
    (doc) => {
      doc.rules = { ...(doc.rules as object), entrenchments: { B: { foxholeSquads: 3, trenches: 1 } } };
    },
    (m) => {
      m.hexes = {};
      m.hexsides = [];
    },
  );
}

const place = (kind: string, hex: string, squads = 1) => ({ type: 'placeEntrenchment', kind, hex, squads });

/**
 * B's setup by these commands; then play begins. Returns what A (and a spectator) receive and see,
 * but the state's version: it counts B's commands, which the protocol shows anyway (each command is
 * an update), not what they were.
 */
function setUp(commands: Record<string, unknown>[]): { events: string; viewA: string; viewPublic: string } {
  const g = scene();
  for (const c of commands) expect([c, g.when('B', c).ok]).toEqual([c, true]);
  const events = JSON.stringify(g.events.filter((e) => e.audience === 'A' || e.audience === 'all'));
  g.playing();
  const seen = (viewer: 'A' | 'public') => JSON.stringify({ ...g.view(viewer), version: 0 });
  return { events, viewA: seen('A'), viewPublic: seen('public') };
}

describe('A2.9 / B27.12: setup counters tell the other side nothing of their history', () => {
  it('A2.9, B27.12: a 2S foxhole placed at once or enlarged from a 1S, placed before or after another, or after a trench taken back: A sees the same once play begins', () => {
    const atOnce = setUp([place('foxhole', '71R4', 2), place('foxhole', '71R6')]);
    expect(JSON.parse(atOnce.viewA).modules.fortifications.counters).toEqual([
      { id: 'FB71R4', kind: 'foxhole', hex: '71R4', side: 'B', squads: 2 },
      { id: 'FB71R6', kind: 'foxhole', hex: '71R6', side: 'B', squads: 1 },
    ]);
    const histories = {
      enlarged: setUp([place('foxhole', '71R4'), place('foxhole', '71R6'), place('foxhole', '71R4')]),
      otherOrder: setUp([place('foxhole', '71R6'), place('foxhole', '71R4', 2)]),
      takenBack: setUp([
        place('trench', '71R5'),
        { type: 'removeEntrenchment', id: 'FB71R5' },
        place('foxhole', '71R6'),
        place('foxhole', '71R4', 2),
      ]),
      reRemoved: setUp([
        place('foxhole', '71R4', 2),
        { type: 'removeEntrenchment', id: 'FB71R4' },
        place('foxhole', '71R4', 2),
        place('foxhole', '71R6'),
      ]),
    };
    for (const [name, h] of Object.entries(histories)) expect([name, h]).toEqual([name, atOnce]);
  });
});
