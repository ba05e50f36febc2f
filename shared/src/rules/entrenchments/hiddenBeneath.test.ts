// Who learns the result of an attack on hidden (HIP) units beneath a foxhole (B27.13: another position
// of the Location, with its own Final DR). A12.3: "Hidden Status is considered the equal of
// concealment"; A12.31: a revealed hidden unit "is totally discovered; it is not placed on board
// beneath a '?'". So a result that leaves them unaffected is their owner's alone and the public roll
// shows nothing of them (not even the foxhole's TEM), while a result that affects them reveals them
// and is everyone's, as for concealed units. A Demolition Charge (A23.7) is the one attack that
// reaches units the attacker cannot see: B places one into K8 (A's foxhole) from K7. The charge is
// set to 4 FP (parameter dcFirepower) so that the foxhole's +2 can leave the units beneath unaffected:
// on the 4 column a Final DR 6 is a NMC, 7 a PTC, 8 no effect. sewer-infiltration, board 71 all open:
// A01 6-2-8, A04 4-4-7; B01 4-6-7 carries the DC B06.
import type { GameEvent } from '../../engine/events';
import { ruleset } from '../../rulesets/index';
import { given, type Given } from '../../testing/scenarioBuilder';

const beneath = { hex: '71K8', place: 'ground', level: 0, position: 'beneath' } as const;

/** A's foxhole at K8; A04 hidden beneath it unless `nobodyBeneath`; A01 on top of it if `onTop`. */
function scene(opts: { onTop: boolean; nobodyBeneath?: boolean }): Given {
  const g = given(
    'sewer-infiltration',
    ruleset('asl', { dcFirepower: 4 }),
    (doc) => {
      doc.rules = { ...(doc.rules as object), fortifications: [{ kind: 'foxhole', hex: '71K8', side: 'A' }] };
      (doc.oob as { B: unknown[] }).B.push({ type: 'dc', count: 1 });
    },
    (m) => {
      m.hexes = {};
      m.hexsides = [];
    },
  );
  g.unit('B01', '71K7');
  g.state.units.B01!.carries = ['B06'];
  if (!opts.nobodyBeneath) {
    g.unit('A04', beneath);
    g.state.units.A04!.status.hidden = true;
  }
  if (opts.onTop) g.unit('A01', '71K8');
  return g.playing({ phase: 'MPh', attacker: 'B' });
}

/** B places the DC into K8 in its MPh; it detonates as the AFPh starts with this DR. Returns the events of the detonation. */
function detonate(g: Given, dr: [number, number]): GameEvent[] {
  expect(g.when('B', { type: 'placeDC', unit: 'B01', target: '71K8' }).ok).toBe(true);
  if (g.state.pending) expect(g.when('A', { type: 'declineFire' }).ok).toBe(true);
  expect(g.when('B', { type: 'endPhase' }).ok).toBe(true); // MPh -> DFPh
  g.dice([...dr, 3, 3, 3, 3]);
  const from = g.events.length;
  expect(g.endPhase().ok).toBe(true); // DFPh -> AFPh: the DC attack
  return g.events.slice(from);
}

const toB = (events: GameEvent[]) => JSON.stringify(events.filter((e) => e.audience === 'B' || e.audience === 'all'));
const fireResults = (events: GameEvent[]) => events.filter((e) => e.type === 'fireResult').map((e) => [e.audience, e.data]);

describe('B27.13 with A12.3: the result for hidden units beneath a foxhole', () => {
  it("A12.3: a DR of 6 (8 beneath: no effect) leaves the hidden squad beneath unaffected: its result is A's alone, it stays hidden, and B receives exactly what it would with nobody beneath", () => {
    const g = scene({ onTop: true });
    const events = detonate(g, [3, 3]);
    expect(fireResults(events)).toEqual([
      ['all', { target: '71K8', result: 'NMC', rule: 'A23.7' }],
      [
        'A',
        {
          target: '71K8',
          position: 'beneath',
          modifiers: [{ name: 'TEM foxhole', value: 2, rule: 'B27.3' }],
          final: 8,
          result: '-',
          rule: 'A23.7',
        },
      ],
    ]);
    expect(g.state.units.A04!.status.hidden).toBe(true);
    const twin = scene({ onTop: true, nobodyBeneath: true });
    expect(toB(events)).toBe(toB(detonate(twin, [3, 3])));
    expect(JSON.stringify(g.view('B'))).toBe(JSON.stringify(twin.view('B')));
  });

  it('A12.3: with nobody else in the Location, the public roll is the Location\'s (no foxhole TEM, no "beneath"): B cannot tell the foxhole is occupied', () => {
    const g = scene({ onTop: false });
    const events = detonate(g, [3, 3]);
    const roll = events.find((e) => e.type === 'roll' && e.data.rule === 'A23.7')!;
    expect(roll).toMatchObject({ audience: 'all', data: { original: 6, modifiers: [], final: 6 } });
    expect(fireResults(events)).toEqual([
      ['all', { target: '71K8', result: 'NMC', rule: 'A23.7' }],
      [
        'A',
        {
          target: '71K8',
          position: 'beneath',
          modifiers: [{ name: 'TEM foxhole', value: 2, rule: 'B27.3' }],
          final: 8,
          result: '-',
          rule: 'A23.7',
        },
      ],
    ]);
    const twin = scene({ onTop: false, nobodyBeneath: true });
    expect(toB(events)).toBe(toB(detonate(twin, [3, 3])));
    expect(JSON.stringify(g.view('B'))).toBe(JSON.stringify(twin.view('B')));
  });

  it('A12.3 / A12.31: a DR of 5 (7 beneath: a PTC) affects the hidden squad: it is revealed, totally discovered (no "?"), and its result is everyone\'s', () => {
    const g = scene({ onTop: false });
    const events = detonate(g, [2, 3]);
    expect(fireResults(events)[1]).toEqual([
      'all',
      {
        target: '71K8',
        position: 'beneath',
        modifiers: [{ name: 'TEM foxhole', value: 2, rule: 'B27.3' }],
        final: 7,
        result: 'PTC',
        rule: 'A23.7',
      },
    ]);
    expect(events.find((e) => e.type === 'concealmentLost')).toEqual({
      type: 'concealmentLost',
      audience: 'all',
      data: { unit: 'A04', type: g.state.units.A04!.type, loc: beneath, rule: 'A12.31' },
    });
    expect(g.state.units.A04!.status).toMatchObject({ hidden: false, concealed: false });
    expect(g.view('B').units.find((u) => u.id === 'A04')).toMatchObject({ loc: beneath });
  });
});
