// Snipers (A14) at their boundaries, each test written against a mutant that survived the rule tests
// (npm run mutate -- snipers/<file>). sewer-infiltration (board 71): B's Sniper counter in 71D1 unless a
// test says otherwise. The Sniper attack is called directly (`callSniper`: a DR made by `by`, then the
// scripted drs in order: the Sniper dr, the Random Location direction and distance, A0.9 drs...), or by
// A01 (6-2-8) firing from 71D4 at B01 (4-6-7) in 71D7 (fire DR, B01's MC DR, then the Sniper's drs).
import { applyContext } from '../../engine/context';
import type { GameEvent, RollEventData } from '../../engine/events';
import type { RollSpec } from '../../engine/module';
import type { Side } from '../../engine/state';
import { ruleset } from '../../rulesets/index';
import { given, ok, type Given } from '../../testing/scenarioBuilder';
import { snipersAfterRolls } from './attack';
import { snipers } from './state';

type Sn = { san: number; hex?: string };
type Snipers = { A?: Sn; B?: Sn };

const SNIPERS: Snipers = { A: { san: 3, hex: '71H9' }, B: { san: 4, hex: '71D1' } };

function scene(sn: Snipers | Record<string, never> = SNIPERS, params: Record<string, unknown> = {}): Given {
  const rs = ruleset('asl');
  return given('sewer-infiltration', { ...rs, params: { ...rs.params, ...params } }, (doc) => {
    doc.rules = { ...(doc.rules as object), snipers: sn };
  });
}

/** A's units by id: [hex, concealed?]; B01 in 71D7; every other unit out of play; A's PFPh. */
function board(at: Record<string, [string, boolean?]>, sn: Snipers = SNIPERS, params: Record<string, unknown> = {}): Given {
  const g = scene(sn, params);
  for (const [id, [hex, concealed]] of Object.entries(at)) g.unit(id, hex, { concealed: !!concealed });
  g.unit('B01', '71D7');
  const placed = new Set([...Object.keys(at), 'B01']);
  g.without(...Object.keys(g.state.units).filter((id) => !placed.has(id)));
  return g.playing({ phase: 'PFPh', attacker: 'A' });
}

/** `by` makes a DR seen by all (Original `original`, of `kind`) and the Sniper checks it; drs scripted. */
function callSniper(g: Given, by: Side, original: number, drs: number[], kind: 'DR' | 'dr' = 'DR') {
  const events: GameEvent[] = [];
  const state = structuredClone(g.state);
  const queue = [...drs];
  const ctx = applyContext(
    g.game.contextAt(state),
    state,
    by,
    (e) => events.push(e),
    (spec: RollSpec) => {
      const d = queue.shift();
      if (d === undefined) throw new Error(`no scripted dr left for ${spec.purpose}`);
      const data = {
        purpose: spec.purpose,
        rule: spec.rule,
        kind: spec.kind,
        stream: spec.audience,
        positions: [],
        dice: [d],
        original: d,
        modifiers: [],
        final: d,
      };
      events.push({ type: 'roll', audience: spec.audience, data });
      return data as unknown as RollEventData;
    },
  );
  const dice = kind === 'DR' ? [1, original - 1] : [original];
  const roll = { purpose: 'MC', rule: 'A10.1', kind, stream: 'all', positions: [], dice, original, modifiers: [], final: original };
  snipersAfterRolls(ctx, [{ by, check: 'MC', audience: 'all', roll: roll as RollEventData }]);
  expect(queue).toEqual([]); // every scripted dr was used
  return { events, state, attack: events.find((e) => e.type === 'sniperAttack')?.data as Record<string, unknown> | undefined };
}

const purposes = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'roll').map((e) => `${e.data.rule} ${e.data.purpose}`);

describe('A14.01, A14.1: the scenario gives the Sniper counters (state.ts)', () => {
  it('A14.01 "SAN >= 2": a SAN of 2 has its counter in play; 1 has none', () => {
    const g = scene({ A: { san: 2, hex: '71H9' }, B: { san: 1, hex: '71D1' } });
    expect(snipers(g.state)).toEqual({ A: { san: 2, hex: '71H9' }, B: { san: 1, hex: null } });
  });

  it('a side the rule leaves out has no Sniper; an empty rule gives no Sniper and no view', () => {
    expect(snipers(scene({ B: { san: 4, hex: '71D1' } }).state)).toEqual({ B: { san: 4, hex: '71D1' } });
    const none = scene({});
    expect(snipers(none.state)).toEqual({});
    expect(none.view('public').modules.snipers).toBeUndefined();
    expect(none.view('A').modules.snipers).toBeUndefined();
  });

  it("A14.2: a counter's hex not on the map is a scenario error naming it", () => {
    expect(() => scene({ A: { san: 3, hex: '71Z99' } })).toThrow('scenario rule snipers.A.hex: no hex 71Z99 on the map');
  });

  it('A14.2: a SAN without a hex leaves the counter to be placed by its owner', () => {
    expect(snipers(scene({ A: { san: 3 } }).state)).toEqual({ A: { san: 3, hex: null, toPlace: true } });
  });

  it('A14.01: only one side with a view: the view lists that side alone', () => {
    expect(scene({ B: { san: 4, hex: '71D1' } }).view('A').modules.snipers).toEqual({ B: { san: 4, hex: '71D1' } });
  });
});

describe('A14.1: what calls a Sniper (attack.ts)', () => {
  it('A14.1 names DR only: a dr equal to the enemy SAN calls none; the DR of the same value does', () => {
    const g = board({ A01: ['71D4'] });
    expect(callSniper(g, 'A', 4, [], 'dr').attack).toBeUndefined();
    expect(callSniper(g, 'A', 4, [5]).attack).toMatchObject({ side: 'B', dr: 5 });
  });

  it('A14.1: a side whose counter is out of play (SAN < 2) makes no Sniper attack on its SAN', () => {
    const g = board({ A01: ['71D4'] }, { A: { san: 3, hex: '71H9' }, B: { san: 1, hex: '71D1' } });
    expect(callSniper(g, 'A', 1, [], 'DR').attack).toBeUndefined();
  });

  it('A14.2: the drs of an attack are explained: whose Sniper, its SAN and the DR that called it; direction, distance, A0.9', () => {
    const g = board({ A01: ['71D4'], A02: ['71D4'] });
    const { events } = callSniper(g, 'A', 4, [1, 4, 3, 4, 4, 2]);
    expect(purposes(events)).toEqual([
      'A14.2 Sniper attack by side B (SAN 4, called by MC DR 4)',
      'A14.2 Sniper Random Location: direction',
      'A14.2 Sniper Random Location: hexes S',
      'A0.9 Random Selection for the Sniper: A01',
      'A0.9 Random Selection for the Sniper: A02',
      'A14.2 Sniper attack dr for A02',
    ]);
  });
});

describe('A14.1: the SAN reduction (the parameter `sanReduction`)', () => {
  it('only on its dr: a Sniper dr of 5 with the reduction on 6 changes nothing', () => {
    const g = board({ A01: ['71D4'] }, SNIPERS, { sanReduction: { dr: 6, by: 3 } });
    const r = callSniper(g, 'A', 4, [5]);
    expect(r.events.filter((e) => e.type === 'sanChanged')).toEqual([]);
    expect(snipers(r.state).B).toEqual({ san: 4, hex: '71D1' });
  });

  it('"(reduced to) < 2": 4 reduced by 2 is 2, the counter stays; by 4 it is 0, never below, and removed', () => {
    const two = callSniper(board({ A01: ['71D4'] }, SNIPERS, { sanReduction: { dr: 6, by: 2 } }), 'A', 4, [6]);
    expect(two.events.find((e) => e.type === 'sanChanged')?.data).toEqual({ side: 'B', san: 2, removed: false, rule: 'A14.1' });
    expect(snipers(two.state).B).toEqual({ san: 2, hex: '71D1' });
    const zero = callSniper(board({ A01: ['71D4'] }, SNIPERS, { sanReduction: { dr: 6, by: 5 } }), 'A', 4, [6]);
    expect(snipers(zero.state).B).toEqual({ san: 0, hex: null });
  });

  it('a reducing dr that also attacks (dr 1): the attack is resolved, then the SAN changes', () => {
    const r = callSniper(board({ A01: ['71D4'] }, SNIPERS, { sanReduction: { dr: 1, by: 1 } }), 'A', 4, [1, 4, 3]);
    const types = r.events.map((e) => e.type).filter((t) => t === 'sniperAttack' || t === 'sanChanged');
    expect(types).toEqual(['sniperAttack', 'sanChanged']);
    expect(snipers(r.state).B).toEqual({ san: 3, hex: '71D4' });
  });
});

describe('A14.2, A14.21: where the Sniper attacks', () => {
  it('A14.21: a Random Location on the enemy Sniper counter stays there, though no unit is in it', () => {
    // S 2 from 71D1: 71D3, A's counter; A01 in 71D4 is one hex farther
    const r = callSniper(board({ A01: ['71D4'] }, { A: { san: 3, hex: '71D3' }, B: { san: 4, hex: '71D1' } }), 'A', 4, [1, 4, 2]);
    expect(r.attack).toMatchObject({ from: '71D1', to: '71D3', hits: [] });
  });

  it('A14.21: an empty Random Location sends the Sniper to the nearest of the enemy counter (1 hex) and a target (2 hexes)', () => {
    const r = callSniper(board({ A01: ['71D4'] }, { A: { san: 3, hex: '71D3' }, B: { san: 4, hex: '71D1' } }), 'A', 4, [1, 4, 1]);
    expect(r.attack).toMatchObject({ to: '71D3', hits: [] });
  });

  it('A14.21: equidistant hexes, the lower TEM: 71E2 (open, 0) before 71C2 (wooden building, +2)', () => {
    // direction N from 71D1: the map's edge, the counter stays in 71D1; 71C2 and 71E2 are both one hex away
    const r = callSniper(board({ A01: ['71C2'], A02: ['71E2'] }), 'A', 4, [1, 1, 6]);
    expect(r.attack).toMatchObject({ to: '71E2', hits: [{ unit: 'A02' }] });
  });

  it('A14.21: equidistant hexes of the same TEM: the first by name (71C1 before 71E1), one hex nearer before a farther one', () => {
    expect(callSniper(board({ A01: ['71E1'], A02: ['71C1'] }), 'A', 4, [1, 1, 6]).attack).toMatchObject({ to: '71C1' });
    expect(callSniper(board({ A01: ['71A1'], A02: ['71E2'] }), 'A', 4, [1, 1, 6]).attack).toMatchObject({ to: '71E2' });
  });

  it('A14.21: with no eligible target and no enemy counter on the map, the Sniper stays where its Random Location put it', () => {
    const sn = { A: { san: 1, hex: '71H9' }, B: { san: 4, hex: '71D1' } };
    const r = callSniper(board({ A01: ['71D4', true] }, sn), 'A', 4, [2, 4, 2]);
    expect(r.attack).toMatchObject({ from: '71D1', to: '71D3', hits: [] });
    expect(r.state.units.A01!.status.pinned).toBe(false);
  });

  it("A14.22: a hidden unit, a unit in a sewer, an eliminated unit and a unit of the Sniper's own side are no targets", () => {
    const g = board({ A01: ['71D3'], A02: ['71D3'], A03: ['71D3'], A04: ['71F1'] });
    g.state.units.A01!.status.hidden = true;
    g.state.units.A02!.loc = { hex: '71D3', place: 'sewer', level: -1 };
    g.state.units.A03!.eliminated = true;
    g.state.units.B01!.loc = { hex: '71D3', place: 'ground', level: 0 };
    const r = callSniper(g, 'A', 4, [1, 4, 2]);
    expect(r.attack).toMatchObject({ to: '71F1', hits: [{ unit: 'A04' }] });
  });

  it('A14.22: a Dummy revealed on the map is no target', () => {
    const g = board({ A07: ['71D3'], A02: ['71F1'] });
    expect(g.state.units.A07!.kind).toBe('dummy');
    g.state.units.A07!.status.concealed = false;
    const r = callSniper(g, 'A', 4, [1, 4, 2]);
    expect(r.attack).toMatchObject({ to: '71F1', hits: [{ unit: 'A02' }] });
  });
});

describe('A14.3: what the result does (the parameter `sniperResults`)', () => {
  const hit = (effect: string, status: { broken?: boolean; pinned?: boolean } = {}) => {
    const g = board({ A01: ['71D4'] }, SNIPERS, { sniperResults: { 1: effect, 2: 'pin' } });
    Object.assign(g.state.units.A01!.status, status);
    return callSniper(g, 'A', 4, [1, 4, 3]);
  };

  it('"eliminate" eliminates the unit', () => {
    expect(hit('eliminate').state.units.A01!.eliminated).toBe(true);
  });

  it('"break" breaks a Good Order unit; a broken one is not broken again (no second DM, not reduced)', () => {
    expect(hit('break').state.units.A01!.status.broken).toBe(true);
    const again = hit('break', { broken: true });
    expect(again.state.units.A01!.type).toBe('ru-628');
    expect(again.state.units.A01!.eliminated).toBe(false);
    expect(again.events.filter((e) => e.type !== 'roll' && e.type !== 'sniperAttack')).toEqual([]);
  });

  it('"pin" pins a Good Order unit (event `pinned`); not a broken one, nor one already pinned', () => {
    const pinned = hit('pin');
    expect(pinned.state.units.A01!.status.pinned).toBe(true);
    expect(pinned.events.find((e) => e.type === 'pinned')?.data).toEqual({ unit: 'A01', rule: 'A14.3' });
    const broken = hit('pin', { broken: true });
    expect(broken.state.units.A01!.status.pinned).toBe(false);
    expect(broken.events.filter((e) => e.type === 'pinned')).toEqual([]);
    expect(hit('pin', { pinned: true }).events.filter((e) => e.type === 'pinned')).toEqual([]);
  });

  it('"none" does nothing to the unit', () => {
    const r = hit('none');
    expect(r.attack).toMatchObject({ hits: [{ unit: 'A01', dr: 1, effect: 'none' }] });
    expect(r.state.units.A01).toEqual(board({ A01: ['71D4'] }).state.units.A01);
  });
});

describe('A14.1 within a game: a fire DR calls the Sniper', () => {
  it('A14.1: the fire attack resolved, the Sniper attack comes after it (by A01 fire DR 4 = B SAN 4)', () => {
    const g = board({ A01: ['71D4'] }).dice([2, 2, 6, 6, 5]);
    ok(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }));
    expect(g.events.filter((e) => e.type === 'sniperAttack').map((e) => e.data.dr)).toEqual([5]);
  });
});
