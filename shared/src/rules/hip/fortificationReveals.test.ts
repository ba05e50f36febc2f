// The reveals of a fortification set up hidden (A12.33, our reading) that come with an attack, an
// Entrenching Attempt or a rout, each through the one seam (core/concealment.ts revealFortification).
// sewer-infiltration, board 71 all open: A01 6-2-8, A04 4-4-7; B01-B03 4-6-7, B01 carrying a DC (B06).
// A's foxhole in K8 is a scenario counter made a hidden setup counter here (the id is not under test).
import type { GameEvent } from '../../engine/events';
import { ruleset } from '../../rulesets/index';
import { given, type Given, ok } from '../../testing/scenarioBuilder';
import { type Fortification, readFortifications } from '../core/fortifications';

const beneath = { hex: '71K8', place: 'ground', level: 0, position: 'beneath' } as const;

/** A's foxhole at K8 (hidden unless `open`, none with `noFoxhole`); A04 hidden beneath it unless `nobody`; `entrench`: A01 on it in A's PFPh. */
function scene(opts: { nobody?: boolean; noFoxhole?: boolean; open?: boolean; entrench?: boolean } = {}): Given {
  const g = given(
    'sewer-infiltration',
    ruleset('asl', { dcFirepower: 4 }),
    (doc) => {
      doc.rules = {
        ...(doc.rules as object),
        fortifications: opts.noFoxhole ? [] : [{ kind: 'foxhole', hex: '71K8', side: 'A' }],
        hip: { A: { fortifications: 1 } },
      };
      (doc.oob as { B: unknown[] }).B.push({ type: 'dc', count: 1 });
    },
    (m) => {
      m.hexes = {};
      m.hexsides = [];
    },
  );
  g.unit('B01', opts.entrench ? '71K2' : '71K7');
  if (opts.entrench) g.unit('A01', '71K8');
  g.state.units.B01!.carries = ['B06'];
  if (!opts.nobody) {
    g.unit('A04', beneath);
    g.state.units.A04!.status.hidden = true;
  }
  g.playing(opts.entrench ? { phase: 'PFPh', attacker: 'A' } : { phase: 'MPh', attacker: 'B' });
  const f = readFortifications(g.state).counters[0] as { -readonly [K in keyof Fortification]: Fortification[K] } | undefined;
  if (f && !opts.open) Object.assign(f, { hidden: true, placedInSetup: true });
  return g;
}

/** B places the DC into K8 in its MPh; it detonates as the AFPh starts with this DR. Returns the events of the detonation. */
function detonate(g: Given, dr: [number, number]): GameEvent[] {
  ok(g.when('B', { type: 'placeDC', unit: 'B01', target: '71K8' }));
  if (g.state.pending) ok(g.when('A', { type: 'declineFire' }));
  ok(g.when('B', { type: 'endPhase' })); // MPh -> DFPh
  g.dice([...dr, 3, 3, 3, 3]);
  const from = g.events.length;
  ok(g.endPhase()); // DFPh -> AFPh: the DC attack
  return g.events.slice(from);
}

const toB = (events: GameEvent[]) => JSON.stringify(events.filter((e) => e.audience === 'B' || e.audience === 'all'));
const shownTo = (g: Given, who: 'B' | 'public') => JSON.stringify(g.view(who).modules.fortifications);

describe('A12.33 an attack on units beneath a hidden fortification', () => {
  it('A12.33: a DR of 6 leaves the hidden squad beneath unaffected (8 with the TEM): B hears and sees exactly what it would with neither squad nor foxhole', () => {
    const g = scene();
    const events = detonate(g, [3, 3]);
    const twin = scene({ nobody: true, noFoxhole: true });
    expect(toB(events)).toBe(toB(detonate(twin, [3, 3])));
    for (const who of ['B', 'public'] as const) expect(shownTo(g, who)).toBe(shownTo(twin, who));
    expect(events.some((e) => e.type === 'fortificationRevealed')).toBe(false);
  });

  it("A12.33: a DR of 5 affects it (7 with the foxhole's +2: a PTC): the result names its TEM, so the foxhole comes on board with it, before the squad, for all", () => {
    const g = scene();
    const events = detonate(g, [2, 3]);
    const at = events.findIndex((e) => e.type === 'fortificationRevealed');
    expect(events[at]).toEqual({
      type: 'fortificationRevealed',
      audience: 'all',
      data: { fortification: { id: 'F1', kind: 'foxhole', hex: '71K8', side: 'A', squads: 1 }, why: 'unitSeen', rule: 'A12.33' },
    });
    expect(at).toBeLessThan(events.findIndex((e) => e.type === 'concealmentLost'));
    expect(g.view('B').modules.fortifications!.counters).toEqual([{ id: 'F1', kind: 'foxhole', hex: '71K8', side: 'A', squads: 1 }]);
  });
});

describe('A12.33 an Entrenching Attempt in a hidden foxhole', () => {
  it('A12.33: a success enlarges the counter to a public 2S: the hidden 1S is revealed first (same id), then replaced; a failure reveals nothing', () => {
    const attempt = (dice: [number, number]) => {
      const g = scene({ nobody: true, entrench: true });
      g.dice(dice);
      const from = g.events.length;
      ok(g.when('A', { type: 'entrench', units: ['A01'], leaders: [] }));
      return { g, events: g.events.slice(from) };
    };
    const { g, events } = attempt([2, 3]);
    const types = events.map((e) => e.type);
    expect(types.indexOf('fortificationRevealed')).toBeLessThan(types.indexOf('fortificationRemoved'));
    expect(events.find((e) => e.type === 'fortificationRevealed')!.data).toMatchObject({ fortification: { id: 'F1' }, why: 'entrenching' });
    expect(g.view('B').modules.fortifications!.counters).toMatchObject([{ kind: 'foxhole', hex: '71K8', squads: 2 }]);
    expect(attempt([3, 3]).events.some((e) => e.type === 'fortificationRevealed')).toBe(false);
  });
});
