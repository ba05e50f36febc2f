// Snipers (A14) on sewer-infiltration (board 71), with a scenario rule giving both sides a SAN and a
// Sniper counter: A (Soviet) SAN 3, B (German) SAN 4 unless a test says otherwise. A01 (6-2-8) fires
// from 71D4 at B01 (4-6-7) in the open at 71D7: 6 FP halved beyond normal range, the 2 column (A7.22).
import { ruleset } from '../../rulesets/index';
import type { GameEvent } from '../../engine/events';
import { given, type Given } from '../../testing/scenarioBuilder';
import { applyContext } from '../../engine/context';
import { snipersAfterRolls } from './attack';
import { snipers } from './state';

type Snipers = { A?: { san: number; hex: string }; B?: { san: number; hex: string } };

function scene(sn: Snipers, params: Record<string, unknown> = {}): Given {
  const rs = ruleset('asl');
  return given('sewer-infiltration', { ...rs, params: { ...rs.params, ...params } }, (doc) => {
    doc.rules = { ...(doc.rules as object), snipers: sn };
  });
}

const SNIPERS: Snipers = { A: { san: 3, hex: '71H9' }, B: { san: 4, hex: '71D1' } };

/** `more`: other units placed before play, by id: [hex, concealed?]. */
const duel = (sn: Snipers = SNIPERS, params: Record<string, unknown> = {}, more: Record<string, [string, boolean?]> = {}) => {
  const g = scene(sn, params).unit('A01', '71D4').unit('B01', '71D7').unit('B02', '71P2');
  for (const [id, [hex, concealed]] of Object.entries(more)) g.unit(id, hex, { concealed: !!concealed });
  return g.playing({ phase: 'PFPh', attacker: 'A' });
};

const attacks = (g: Given) => g.events.filter((e): e is GameEvent & { data: Record<string, unknown> } => e.type === 'sniperAttack');

describe('A14.1 the Sniper check on an Original DR equal to the enemy SAN', () => {
  it("A14.1: A fires with Original DR 4 = B SAN 4: B's Sniper attacks, after the fire and its MC are resolved", () => {
    const g = duel().dice([2, 2, 6, 6, 5]); // fire DR 4 (2 column: 1MC); B01's MC DR 12 (not A's SAN 3); Sniper dr 5
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g).map((e) => e.data)).toEqual([{ side: 'B', dr: 5, from: '71D1', to: '71D1', hits: [], rule: 'A14.2' }]);
    const types = g.events.map((e) => e.type);
    // "after resolving all effects of the DR that activated it": the fire's result and MC come first
    expect(types.lastIndexOf('fireResult')).toBeLessThan(types.indexOf('sniperAttack'));
    expect(g.events.filter((e) => e.type === 'roll').at(-1)?.data).toMatchObject({ kind: 'dr', rule: 'A14.2', original: 5 });
  });

  it('A14.1: Original DR 5, one off B SAN 4: no Sniper attack', () => {
    const g = duel().dice([2, 3, 6, 6, 5]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g)).toEqual([]);
  });

  it("A14.1: the roller's own SAN does not call his Sniper: A's DR 3 = A SAN 3 calls none; B's MC DR 3 calls A's", () => {
    const g = duel().dice([1, 2, 1, 2, 6]); // fire DR 3 = A's own SAN: nothing; B01's MC DR 3 = A SAN 3: A's Sniper, dr 6
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g).map((e) => e.data.side)).toEqual(['A']);
  });

  it('A14.1: only in the phases the rule names (the parameter): the same DR 4 in the PFPh calls none when only the MPh may', () => {
    const g = duel(SNIPERS, { sniperPhases: ['MPh', 'DFPh', 'AFPh'] }).dice([2, 2, 6, 6, 5]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g)).toEqual([]);
  });

  it('A14.01: a scenario without the snipers rule has no Sniper: the same DR calls nothing and the view has none', () => {
    const g = given('sewer-infiltration').unit('A01', '71D4').unit('B01', '71D7').playing({ phase: 'PFPh', attacker: 'A' });
    g.dice([2, 2, 6, 6, 5]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g)).toEqual([]);
    expect(g.view('public').modules.snipers).toBeUndefined();
  });

  it('A14.01/A14.1: a SAN below 2 gives that side no Sniper counter', () => {
    const g = duel({ A: { san: 1, hex: '71H9' }, B: { san: 4, hex: '71D1' } });
    expect(snipers(g.state).A).toEqual({ san: 1, hex: null });
    g.dice([1, 2, 1, 2, 6]); // B01's MC DR 3 would equal a SAN of 3
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g)).toEqual([]);
  });
});

describe('A14.2 target selection and A14.3 results', () => {
  // B's Sniper at 71D1; its Random Location (direction dr 4 = S, distance dr 3) lands on 71D4, A01's hex
  it('A14.2/A14.3: Sniper dr 1 moves the counter by its Random Location and resolves the dr 1 on the one unit there (Casualty Reduction)', () => {
    const g = duel().dice([2, 2, 6, 6, 1, 4, 3]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g)[0]?.data).toEqual({
      side: 'B',
      dr: 1,
      from: '71D1',
      to: '71D4',
      hits: [{ unit: 'A01', dr: 1, effect: 'casualtyReduce' }],
      rule: 'A14.3',
    });
    expect(g.state.units.A01!.type).toBe('ru-237'); // the 6-2-8's HS (A7.302)
    expect(snipers(g.state).B?.hex).toBe('71D4');
    expect(g.view('A').modules.snipers).toEqual({ A: { san: 3, hex: '71H9' }, B: { san: 4, hex: '71D4' } });
  });

  it('A14.3: Sniper dr 2 pins the unit; dr 3 (one off) moves nothing and does nothing', () => {
    const two = duel().dice([2, 2, 6, 6, 2, 4, 3]);
    expect(two.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(two.state.units.A01!.status.pinned).toBe(true);
    const three = duel().dice([2, 2, 6, 6, 3, 4, 3]);
    expect(three.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(three.state.units.A01!.status.pinned).toBe(false);
    expect(attacks(three)[0]?.data).toMatchObject({ dr: 3, to: '71D1', hits: [] });
    expect(snipers(three.state).B?.hex).toBe('71D1');
  });

  it('A14.21: a Random Location with no eligible target sends the Sniper to the nearest hex with one', () => {
    // direction dr 1 (N) from 71D1: the map's edge, it stays in 71D1, empty; A01 in 71D4 (3 hexes) is nearer than A02 in 71H1
    const g = duel(SNIPERS, {}, { A02: ['71H1'] }).dice([2, 2, 6, 6, 1, 1, 6]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g)[0]?.data).toMatchObject({ from: '71D1', to: '71D4', hits: [{ unit: 'A01' }] });
  });

  it('A14.22: a concealed unit is no eligible target: the Sniper goes on to the nearest unconcealed one', () => {
    const g = duel(SNIPERS, {}, { A02: ['71D3', true], A03: ['71D5'] }).dice([2, 2, 6, 6, 1, 4, 2]);
    // Random Location S 2 from 71D1 = 71D3 (only the concealed A02): A01 in 71D4 is nearest
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g)[0]?.data).toMatchObject({ to: '71D4', hits: [{ unit: 'A01' }] });
    expect(g.state.units.A02!.type).toBe('ru-628');
  });

  it('A0.9: two units in the hex: the higher Random Selection dr is hit with the Sniper dr', () => {
    const g = duel(SNIPERS, {}, { A02: ['71D4'] }).dice([2, 2, 6, 6, 1, 4, 3, 3, 5]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g)[0]?.data.hits).toEqual([{ unit: 'A02', dr: 1, effect: 'casualtyReduce' }]);
    expect(g.state.units.A01!.type).toBe('ru-628');
  });

  it('A0.9/A14.2: a tie selects both; only one takes the original dr, the other its own dr', () => {
    const g = duel(SNIPERS, {}, { A02: ['71D4'] }).dice([2, 2, 6, 6, 1, 4, 3, 4, 4, 2]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g)[0]?.data.hits).toEqual([
      { unit: 'A01', dr: 1, effect: 'casualtyReduce' },
      { unit: 'A02', dr: 2, effect: 'pin' },
    ]);
    const three = duel(SNIPERS, {}, { A02: ['71D4'] }).dice([2, 2, 6, 6, 1, 4, 3, 4, 4, 3]);
    expect(three.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(three)[0]?.data.hits).toEqual([
      { unit: 'A01', dr: 1, effect: 'casualtyReduce' },
      { unit: 'A02', dr: 3, effect: 'none' },
    ]);
    expect(three.state.units.A02!.status.pinned).toBe(false);
  });

  // A06 (8-1) with A04 (4-4-7, Morale 7) and A01 (6-2-8, Morale 8) in 71D4: the Random Selection drs 1, 2, 6 pick A06
  const leaderHit = (llmc: [number, number]) =>
    duel(SNIPERS, { sniperResults: { 1: 'eliminate', 2: 'pin' } }, { A04: ['71D4'], A06: ['71D4'] }).dice([
      2,
      2,
      6,
      6,
      1,
      4,
      3,
      1,
      2,
      6,
      ...llmc,
    ]);

  it('A10.2: a leader the Sniper eliminates costs the lower-Morale units in his Location a LLMC with his leadership reversed: DR 6 (+1 = 7) passes', () => {
    const g = leaderHit([3, 3]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(attacks(g)[0]?.data.hits).toEqual([{ unit: 'A06', dr: 1, effect: 'eliminate' }]);
    const llmc = g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A10.2').map((e) => e.data);
    expect(llmc).toEqual([expect.objectContaining({ purpose: expect.stringMatching(/LLMC for A04/), original: 6, final: 7 })]);
    expect(g.state.units.A04!.status.broken).toBe(false);
    const types = g.events.map((e) => e.type);
    expect(types.indexOf('sniperAttack')).toBeLessThan(types.lastIndexOf('roll'));
  });

  it('A10.2: the same LLMC with DR 7 (+1 = 8 > Morale 7) breaks A04; A01 (Morale 8, not lower) takes none', () => {
    const g = leaderHit([3, 4]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(g.state.units.A04!.status.broken).toBe(true);
    expect(g.state.units.A01!.status.broken).toBe(false);
    expect(g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A10.2')).toHaveLength(1);
  });

  it('A14.1: a SAN reduced below 2 removes the Sniper counter (the reducing dr is a parameter)', () => {
    const g = duel(SNIPERS, { sanReduction: { dr: 6, by: 3 } }).dice([2, 2, 6, 6, 6]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'sanChanged')?.data).toEqual({ side: 'B', san: 1, removed: true, rule: 'A14.1' });
    expect(g.view('public').modules.snipers?.B).toEqual({ san: 1, hex: null });
  });
});

describe('A14: what each side sees', () => {
  it('the Sniper counters and SANs are public (A14.2 places the counter in the open): every viewer sees the same', () => {
    const g = duel();
    const seen = ['A', 'B', 'public'].map((v) => JSON.stringify(g.view(v as 'A').modules.snipers));
    expect(new Set(seen).size).toBe(1);
    expect(g.view('public').modules.snipers).toEqual({ A: { san: 3, hex: '71H9' }, B: { san: 4, hex: '71D1' } });
  });

  it('a roll only its maker sees calls no Sniper: the enemy would learn its value; the same roll seen by all calls it', () => {
    const g = duel();
    const made = (audience: 'all' | 'B'): GameEvent[] => {
      const events: GameEvent[] = [];
      const ctx = applyContext(
        g.game.contextAt(g.state),
        structuredClone(g.state),
        'A',
        (e) => events.push(e),
        (spec) => {
          const data = {
            purpose: spec.purpose,
            rule: spec.rule,
            kind: spec.kind,
            stream: spec.audience,
            positions: [],
            dice: [6],
            original: 6,
            modifiers: [],
            final: 6,
          };
          events.push({ type: 'roll', audience: spec.audience, data });
          return data;
        },
      );
      const roll = {
        purpose: 'MC',
        rule: 'A10.1',
        kind: 'DR' as const,
        stream: audience,
        positions: [],
        dice: [1, 2],
        original: 3,
        modifiers: [],
        final: 3,
      };
      snipersAfterRolls(ctx, [{ by: 'B', check: 'MC', audience, roll }]);
      return events.filter((e) => e.type === 'sniperAttack');
    };
    expect(made('B')).toEqual([]);
    expect(made('all').map((e) => e.data.side)).toEqual(['A']);
  });

  it("twin games: a concealed unit in the Sniper's Random Location hex or elsewhere: the Sniper's events are byte-identical", () => {
    // A02 concealed in 71D3 (where the Random Location lands) or in 71H1: either way the Sniper goes on to A01 in 71D4
    const sniperEvents = (hex: string) => {
      const g = duel(SNIPERS, {}, { A02: [hex, true] }).dice([2, 2, 6, 6, 1, 4, 2]);
      expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
      return JSON.stringify(g.events.filter((e) => e.type === 'sniperAttack' || (e.type === 'roll' && e.data.rule === 'A14.2')));
    };
    expect(sniperEvents('71D3')).toBe(sniperEvents('71H1'));
  });
});
