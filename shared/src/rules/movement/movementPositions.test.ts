// The position seam (RuleModule.positions): move, advance and rout name a `position` inside a Location;
// the core refuses one no module owns; the owning module's entryCost says what entering it costs and
// what it lifts. Proved with a module only this test uses ('probe' positions in hexes the test lists).
import type { RuleModule, Ruleset } from '../../engine/module';
import { given } from '../../testing/scenarioBuilder';
import { ruleset } from '../../rulesets/index';
import { readChoices } from '../../protocol/legal';

const HOLES = ['71A2', '71K6', '71K7'];

/** A 'probe' position in the listed hexes: +1 MF to enter or leave it from inside its hex, combined with the hex's entry only in the RtPh, where it lifts Interdiction. */
const probe: RuleModule = {
  id: 'probe',
  rules: ['T3'],
  positions: ['probe'],
  entryCost: (_ctx, _state, q) => {
    if (!q.to.position && !q.from.position) return [];
    if (q.to.position && !HOLES.includes(q.to.hex)) return [{ kind: 'forbid', reason: 'no hole here', rule: 'T3' }];
    const inHex = q.from.hex === q.to.hex;
    if (!inHex && q.purpose === 'move') return [{ kind: 'forbid', reason: 'enter the hex first', rule: 'T3' }];
    const add = (q.to.position ? 1 : 0) + (q.from.position ? 1 : 0);
    return [
      { kind: 'add', mf: add, name: q.to.position ? 'into the hole' : 'out of the hole', rule: 'T3' },
      ...(q.to.position ? [{ kind: 'exempt' as const, from: 'interdiction', rule: 'T3' }] : []),
    ];
  },
};

const asl = ruleset('asl');
const withProbe: Ruleset = { ...asl, modules: [...asl.modules, probe] };

describe('positions inside a Location (RuleModule.positions)', () => {
  it('a position no module of the ruleset owns is refused by the core', () => {
    const g = given('sewer-infiltration').unit('A01', '71A2').playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71A2', position: 'probe' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION', rule: 'A2.5' },
    });
    const p = given('sewer-infiltration', withProbe).unit('A01', '71A2').playing({ phase: 'MPh', attacker: 'A' });
    expect(p.when('A', { type: 'move', units: ['A01'], to: '71A2', position: 'aloft' })).toMatchObject({
      ok: false,
      error: { rule: 'A2.5' },
    });
    expect(p.when('A', { type: 'move', units: ['A01'], to: '71A2', position: 'probe' }).ok).toBe(true);
  });

  it("a move to the own hex with a position is an MF expenditure: the module's cost, the position taken, the DEFENDER asked about Defensive First Fire", () => {
    const g = given('sewer-infiltration', withProbe).unit('A01', '71A2').unit('B01', '71A6').playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71A2', position: 'probe' }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual({ hex: '71A2', place: 'ground', level: 0, position: 'probe' });
    expect(g.events.find((e) => e.type === 'moved' && e.audience === 'A')?.data).toEqual({
      units: ['A01'],
      from: '71A2',
      to: '71A2',
      position: 'probe',
      mf: 1,
      rule: 'T3',
    });
    expect(g.events.find((e) => e.type === 'moved' && e.audience === 'B')?.data).toMatchObject({
      from: '71A2',
      to: '71A2',
      position: 'probe',
    });
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire' });
    expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
    // the same position again is no move; leaving it costs the module's MF again
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71A2', position: 'probe' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION' },
    });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71A2' }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual({ hex: '71A2', place: 'ground', level: 0 });
    expect(g.view('A').modules.movement).toMatchObject({ mf: { A01: { spent: 2 } } });
  });

  it('legal moves list the positions with their cost, each part named; a stack is the units of one position', () => {
    const g = given('sewer-infiltration', withProbe).unit('A01', '71A2').unit('A02', '71A2').playing({ phase: 'MPh', attacker: 'A' });
    g.state.units.A02!.loc = { hex: '71A2', place: 'ground', level: 0, position: 'probe' };
    const entries = g.game
      .legal(g.state, 'A')
      .filter((l) => l.type === 'move')
      .map((l) => readChoices(l));
    const above = entries.find((c) => c?.type === 'move' && c.choices.units.includes('A01'))!;
    const below = entries.find((c) => c?.type === 'move' && c.choices.units.includes('A02'))!;
    expect(above.choices).toMatchObject({ units: ['A01'], from: '71A2', positions: [{ to: '71A2', position: 'probe' }] });
    expect(above.type === 'move' && above.choices.costs!['71A2:probe']).toEqual({
      mf: 1,
      parts: [{ name: 'into the hole', mf: 1, rule: 'T3' }],
    });
    expect(above.type === 'move' && above.choices.costs!['71A3']).toEqual({ mf: 1, parts: [{ name: 'COT open', mf: 1, rule: 'B1' }] });
    // the unit in the hole may only leave it (moves out of the hex are the module's to forbid)
    expect(below.choices).toMatchObject({ units: ['A02'], from: '71A2', fromPosition: 'probe', to: ['71A2'] });
    expect(g.when('A', { type: 'move', units: ['A01', 'A02'], to: '71A3' })).toMatchObject({ ok: false, error: { rule: 'B27.13' } });
  });

  it('an advance may name a position in an adjacent hex or its own', () => {
    const g = given('sewer-infiltration', withProbe).unit('A01', '71A1').playing({ phase: 'APh', attacker: 'A' });
    const entry = readChoices(g.game.legal(g.state, 'A').find((l) => l.type === 'advance')!);
    expect(entry?.type === 'advance' && entry.choices.positions).toEqual([{ to: '71A2', position: 'probe' }]);
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71A3', position: 'probe' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION' },
    });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71A2', position: 'probe' }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual({ hex: '71A2', place: 'ground', level: 0, position: 'probe' });
    expect(g.events.find((e) => e.type === 'advanced' && e.audience === 'B')?.data).toMatchObject({ to: '71A2', position: 'probe' });
  });

  it('a rout may stop in a position on its way (A10.51); an entry that lifts Interdiction is not exposed, a DR 12 then rolls nothing', () => {
    // A01 in the open, B01 watching down column K: the woods at K9 is 5 MF away through K6-K8
    const g = given('sewer-infiltration', withProbe, undefined, (m) => {
      m.hexes = { '71K9': { terrain: 'woods' } };
      m.hexsides = [];
    })
      .unit('A01', '71K5')
      .unit('B01', '71K2')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    const o = g.state.pending!.options[0] as { to: string[]; positions: { to: string; position: string; mf: number }[] };
    expect(o.to).toEqual(['71K9']);
    expect(o.positions).toEqual([
      { to: '71K6', position: 'probe', mf: 2 },
      { to: '71K7', position: 'probe', mf: 5 }, // K6 into the hole 2, out + K7 + into 3: never exposed
    ]);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K8', position: 'probe' })).toMatchObject({
      ok: false,
      error: { rule: 'B27.41' },
    });
    g.dice([6, 6]);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K7', position: 'probe' }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual({ hex: '71K7', place: 'ground', level: 0, position: 'probe' });
    expect(g.events.some((e) => e.type === 'roll')).toBe(false);
    expect(g.events.find((e) => e.type === 'routed' && e.audience === 'A')?.data).toMatchObject({ to: '71K7', position: 'probe', mf: 5 });
  });

  it('A10.531: "An Entrenched unit ... is not in Open Ground for Failure to Rout": a broken unit in a position is not made to rout by an enemy that only sees it', () => {
    const g = given('sewer-infiltration', withProbe).unit('A01', '71K6').unit('B01', '71K2').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    g.state.units.A01!.loc = { hex: '71K6', place: 'ground', level: 0, position: 'probe' };
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.pending).toBeNull();
    const open = given('sewer-infiltration', withProbe).unit('A01', '71K6').unit('B01', '71K2').playing({ phase: 'AFPh', attacker: 'A' });
    open.state.units.A01!.status.broken = true;
    expect(open.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(open.state.pending).toMatchObject({ side: 'A', kind: 'rout' });
  });
});
