// The hideFortifications setup command (A12.33, our reading) at its edges: which counters it offers and
// accepts (the side's own setup foxholes and trenches, not a scenario's fixed counter, not the enemy's,
// not an A-T Ditch), what each refusal says, the owner's event in id order. sewer-infiltration, every hex
// open; A and B each have foxholes and an A-T Ditch to place, A a fixed foxhole from the scenario at C8.
import { given, type Given, ok } from '../../testing/scenarioBuilder';

function setup(): Given {
  const g = given(
    'sewer-infiltration',
    'asl',
    (d) => {
      d.rules = {
        ...(d.rules as object),
        fortifications: [{ kind: 'foxhole', hex: '71C8', side: 'A' }],
        entrenchments: { A: { foxholeSquads: 3, atDitches: 1 }, B: { foxholeSquads: 1 } },
        hip: { A: { fortifications: 3 }, B: { fortifications: 1 } },
      };
    },
    (m) => {
      m.hexes = {};
      m.hexsides = [];
    },
  );
  ok(g.when('A', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71E5', squads: 1 }));
  ok(g.when('A', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71C5', squads: 1 }));
  ok(g.when('A', { type: 'placeEntrenchment', kind: 'atDitch', hex: '71D5' }));
  ok(g.when('B', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71Q5', squads: 1 }));
  return g;
}

const hide = (g: Given, ...counters: string[]) => g.when('A', { type: 'hideFortifications', counters });

describe('A12.33 hideFortifications: what it offers and accepts', () => {
  it("A12.33: the side's own setup foxholes only: not the scenario's fixed counter, not B's, not the A-T Ditch", () => {
    const g = setup();
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'hideFortifications')!.choices).toEqual({
      counters: ['FA71C5', 'FA71E5'],
      hidden: [],
      max: 3,
    });
    expect(hide(g, 'F1')).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_UNIT', message: 'you have no counter placed in setup F1' } });
    expect(hide(g, 'FB71Q5')).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_UNIT' } });
    expect(hide(g, 'FA71D5')).toMatchObject({
      ok: false,
      error: { code: 'HIP_NOT_GRANTED', message: 'FA71D5 is not set up hidden: foxholes and trenches only', rule: 'A12.33' },
    });
  });

  it('A12.33: the refusals in words; the owner hears the list in id order', () => {
    const g = setup();
    g.state.setupDone.B = true;
    expect(g.when('B', { type: 'hideFortifications', counters: [] })).toMatchObject({
      ok: false,
      error: { code: 'SETUP_FINISHED', message: 'fortifications are set up hidden during your setup', rule: 'A12.33' },
    });
    expect(hide(g, 'FA71C5', 'FA71C5')).toMatchObject({ ok: false, error: { code: 'BAD_COMMAND', message: 'a counter is listed twice' } });
    const from = g.events.length;
    ok(hide(g, 'FA71E5', 'FA71C5'));
    expect(g.events.slice(from)).toEqual([
      { type: 'fortificationsHidden', audience: 'A', data: { counters: ['FA71C5', 'FA71E5'], rule: 'A12.33' } },
    ]);
    const none = given('sewer-infiltration');
    expect(none.when('A', { type: 'hideFortifications', counters: [] })).toMatchObject({
      ok: false,
      error: { code: 'HIP_NOT_GRANTED', message: 'the scenario lets your side set up no fortification hidden', rule: 'A12.33' },
    });
  });

  it('A12.33: beyond the grant, in words', () => {
    const g = given(
      'sewer-infiltration',
      'asl',
      (d) => {
        d.rules = { ...(d.rules as object), entrenchments: { A: { foxholeSquads: 2 } }, hip: { A: { fortifications: 1 } } };
      },
      (m) => {
        m.hexes = {};
      },
    );
    ok(g.when('A', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71E5', squads: 1 }));
    ok(g.when('A', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71C5', squads: 1 }));
    expect(hide(g, 'FA71C5', 'FA71E5')).toMatchObject({
      ok: false,
      error: { code: 'HIP_NOT_GRANTED', message: 'your side may set up 1 fortification(s) hidden, not 2' },
    });
  });
});
