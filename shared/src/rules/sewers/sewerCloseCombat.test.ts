// B8.44 Close Combat beneath the streets, by the Close Combat procedure of chapter A (A11.11 Kill Number
// and Partial Kill, A11.141 leadership, A11.19 concealed, A11.4 Ambush), and what each side learns of it.
// Units in a sewer are always concealed (B8.41), so every attack there is at half FP (A11.19): A's
// 6-2-8 attacks the 4-6-7 at 3-4 (the 1-2 column), the 4-6-7 strikes back at 2-6 (1-4).
// Kill Numbers are read from the ruleset's CC Table at test time, so the dice sit at the boundary
// whatever its values.
import type { GameEvent } from '../../engine/events';
import { given, type Given } from '../../testing/scenarioBuilder';
import { killNumber } from '../core/ccTable';
import { CoreParams } from '../core/params';
import { readSewers } from './sewerState';

const rolls = (g: Given, rule: string) => g.events.filter((e) => e.type === 'roll' && (e.data as { rule: string }).rule === rule);
const names = (e: GameEvent | undefined) =>
  ((e?.data.modifiers ?? []) as { name: string; value: number }[]).map((m) => `${m.name} ${m.value}`);
/** Two dice making `total` (2..12). */
const DR = (total: number): number[] => {
  if (total < 2 || total > 12) throw new Error(`no DR of ${total}`);
  const a = Math.min(6, total - 1);
  return [a, total - a];
};

/**
 * A's stack S1 beneath 71N5 (A01, a 6-2-8, and `withA`), B's stack S9 beneath the ADJACENT 71N6 (`bUnits`):
 * both beneath manholes, so in the APh A advances S1 into S9's Sewer Location (B8.44); then the CCPh.
 */
function facing(bUnits: string[] = ['B01'], withA: string[] = []): Given {
  const g0 = given('sewer-infiltration').unit('A01', '71A10').unit('B04', '71Z1');
  for (const id of withA) g0.unit(id, '71A10');
  for (const id of bUnits) g0.unit(id, '71Z1');
  const g = g0.playing({ phase: 'APh', attacker: 'A' });
  const s = g.state.modules.sewers as { stacks: Record<string, unknown> };
  const place = (ids: string[], hex: string) => {
    for (const id of ids) {
      g.state.units[id]!.loc = { hex, place: 'sewer', level: -1 };
      g.state.units[id]!.status.concealed = true;
    }
  };
  place(['A01', ...withA], '71N5');
  place(bUnits, '71N6');
  const stack = { lost: false, enteredTurn: 0, leftEncircled: false, moved: true, awaitingMove: false };
  s.stacks.S1 = { id: 'S1', side: 'A', hex: '71N5', units: ['A01', ...withA], ...stack, emergence: 'cannotEmerge' };
  s.stacks.S9 = { id: 'S9', side: 'B', hex: '71N6', units: bUnits, ...stack, emergence: null };
  expect(g.when('A', { type: 'sewerAdvance', stack: 'S1', into: '71N6' }).ok).toBe(true);
  expect(g.when('A', { type: 'endPhase' }).ok).toBe(true); // APh -> CCPh
  return g;
}

/** Ends the CCPh with the Ambush drs (A's, then B's) and then the CC DRs. */
function fight(g: Given, ambushDrs: [number, number], ...drs: number[][]): void {
  g.dice([...ambushDrs, ...drs.flat()]);
  const r = g.when('A', { type: 'endPhase' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
}

const kill = (g: Given, att: number, def: number) => killNumber(CoreParams.of(g.game.ctx).ccKillNumbers, att, def);
const ccRoll = (g: Given, side: 'A' | 'B') =>
  rolls(g, 'A11.11').find((e) => e.audience === side && String(e.data.purpose).includes('attack'));

describe('B8.44 Close Combat in a sewer uses the A11 procedure', () => {
  it('A11.11: a Final DR below the Kill Number eliminates; every sewer CC is a new one with a concealed unit, so an Ambush dr per side (-2 concealed, A11.4)', () => {
    const g = facing();
    const k = kill(g, 3, 4); // A11.19: 6-2-8 halved vs the concealed 4-6-7
    fight(g, [3, 4], DR(k - 1), DR(12)); // no Ambush (dr 3 vs 4); A's Final k-1 < k; B's DR 12 misses
    expect(rolls(g, 'A11.4').map((e) => names(e))).toEqual([['concealed -2'], ['concealed -2']]);
    expect(ccRoll(g, 'A')!.data).toMatchObject({ final: k - 1 });
    expect(names(ccRoll(g, 'A'))).toEqual([]);
    expect(g.state.units.B01!.eliminated).toBe(true);
    expect(readSewers(g.state).stacks.S9).toBeUndefined();
    expect(g.events.filter((e) => e.type === 'closeCombat')).toEqual([
      expect.objectContaining({ audience: 'all', data: { hex: '71N6', sewer: true, melee: false, rule: 'B8.44' } }),
    ]);
  });

  it('A11.11: a Final DR equal to the Kill Number is a Partial Kill: the defender is Casualty Reduced (a squad to its half-squad)', () => {
    const g = facing();
    const k = kill(g, 3, 4);
    fight(g, [3, 4], DR(k), DR(12)); // Final k
    expect(ccRoll(g, 'A')!.data).toMatchObject({ final: k });
    expect(g.state.units.B01).toMatchObject({ eliminated: false, type: 'ge-248', kind: 'halfSquad' });
    expect(g.events.filter((e) => e.type === 'reduced')).toEqual([expect.objectContaining({ audience: 'B' })]);
    // B8.41/B8.44: still beneath its "Sewer ?", no Melee
    expect(g.state.units.B01!.status.concealed).toBe(true);
    expect(readSewers(g.state).stacks.S9).toBeDefined();
  });

  it('A11.11: a Final DR one above the Kill Number has no effect; both stacks stay, never in Melee (B8.44)', () => {
    const g = facing();
    const k = kill(g, 3, 4);
    fight(g, [3, 4], DR(k + 1), DR(12)); // Final k+1
    expect(g.state.units.B01).toMatchObject({ eliminated: false, type: 'ge-467' });
    expect(readSewers(g.state).stacks.S1).toBeDefined();
    expect(readSewers(g.state).stacks.S9).toBeDefined();
    expect((g.state.modules.closeCombat as { melee: string[] }).melee).toEqual([]);
  });

  it('A11.19: the FP of an attack on a concealed unit is halved: a DR that would kill at 6-4 (3-2) misses at 3-4 (1-2)', () => {
    const g = facing();
    const full = kill(g, 6, 4);
    const half = kill(g, 3, 4);
    expect(half).toBeLessThan(full - 1);
    fight(g, [3, 4], DR(full - 1), DR(12)); // kills at full FP, above the halved Kill Number
    expect(g.state.units.B01).toMatchObject({ eliminated: false, type: 'ge-467' });
    expect(g.events.find((e) => e.type === 'closeCombatOdds' && e.data.side === 'A')?.data).toMatchObject({
      attackFp: 3,
      defenceFp: 4,
      killNumber: half,
    });
  });

  it("A7.8: a pinned unit in a sewer attacks at half FP again (6-2-8: 1.5 vs 4) and defends at full FP (6 against the 4-6-7's 2)", () => {
    const g = facing();
    g.state.units.A01!.status.pinned = true;
    const pinned = kill(g, 1.5, 4);
    const unpinned = kill(g, 3, 4);
    expect(pinned).toBeLessThan(unpinned);
    // Ambush drs 3 + 1 (pinned) - 2 and 3 - 2: no Ambush. A's DR at the pinned Kill Number: a Partial Kill,
    // where the unpinned attack would eliminate B01; B's DR 12 misses
    fight(g, [3, 3], DR(pinned), DR(12));
    expect(g.state.units.B01).toMatchObject({ eliminated: false, type: 'ge-248' });
    const odds = (side: string) => g.events.find((e) => e.type === 'closeCombatOdds' && e.data.side === side)?.data;
    expect(odds('A')).toMatchObject({ attackFp: 1.5, defenceFp: 4 });
    expect(odds('B')).toMatchObject({ attackFp: 2, defenceFp: 6 });
  });

  it('A11.41 EX: 6 FP against a concealed 4 FP squad is 3-4, rounded down to 1-2: DR 2 or 3 eliminates, 4 Reduces it to a HS, 5 has no effect', () => {
    const outcome = (dr: number) => {
      const g = facing();
      fight(g, [3, 4], DR(dr), DR(12));
      const b = g.state.units.B01!;
      return b.eliminated ? 'eliminated' : b.kind;
    };
    expect([2, 3, 4, 5].map(outcome)).toEqual(['eliminated', 'eliminated', 'halfSquad', 'squad']);
  });

  it("A11.14, A11.141: the leader adds his inherent FP of one and lends his leadership DRM; the roll is its maker's alone, so a concealed leader counts", () => {
    const g = facing(['B01'], ['A06']); // A06: 8-1
    const k = kill(g, 3.5, 4); // (6 + 1) halved vs 4
    fight(g, [3, 4], DR(k + 1), DR(12)); // k + 1 - 1 = Final k: a Partial Kill only thanks to the leader
    expect(ccRoll(g, 'A')!.data.modifiers).toEqual([{ name: 'leader A06', value: -1, rule: 'A11.141' }]);
    expect(ccRoll(g, 'A')!.data).toMatchObject({ final: k });
    expect(g.events.find((e) => e.type === 'closeCombatOdds' && e.data.side === 'A')?.data).toMatchObject({ attackFp: 3.5 });
    expect(g.state.units.B01!.type).toBe('ge-248');
  });

  it('A11.4: a side whose Final Ambush dr is 3 lower Ambushes: it attacks first with -1, and defenders it eliminates never strike back', () => {
    const g = facing();
    const k = kill(g, 3, 4);
    // Ambush drs 1 and 4: -1 vs 2 (3 lower); A's DR k - 1 = Final k-1: kill; B never attacks
    fight(g, [1, 4], DR(k));
    expect(g.events.filter((e) => e.type === 'ambush')).toEqual([
      expect.objectContaining({ audience: 'all', data: expect.objectContaining({ side: 'A', rule: 'A11.4' }) }),
    ]);
    expect(names(ccRoll(g, 'A'))).toEqual(['Ambush -1']);
    expect(g.state.units.B01!.eliminated).toBe(true);
    expect(ccRoll(g, 'B')).toBeUndefined();
    expect(g.state.units.A01!.eliminated).toBe(false);
  });

  it('A11.4: 2 lower is no Ambush: the attacks are simultaneous, so the eliminated defenders strike back (A11.12)', () => {
    const g = facing();
    const k = kill(g, 3, 4);
    const kb = kill(g, 2, 6);
    fight(g, [1, 3], DR(k - 1), DR(kb - 1)); // both Final one below their Kill Numbers
    expect(g.events.filter((e) => e.type === 'ambush')).toEqual([]);
    expect(names(ccRoll(g, 'A'))).toEqual([]);
    expect(g.state.units.B01!.eliminated).toBe(true);
    expect(g.state.units.A01!.eliminated).toBe(true);
  });
});

describe('B8.44 hidden information in sewer Close Combat', () => {
  it('each side sees only its own rolls: the opponent learns that they were made, never the odds or who is beneath', () => {
    const g = facing(['B01'], ['A06']);
    fight(g, [3, 4], DR(12), DR(12));
    for (const side of ['A', 'B'] as const) {
      expect(rolls(g, 'A11.11').filter((e) => e.audience === side)).toHaveLength(1);
      expect(rolls(g, 'A11.4').filter((e) => e.audience === side)).toHaveLength(1);
    }
    const seenByB = g.events.filter((e) => e.audience === 'B' || e.audience === 'all');
    expect(JSON.stringify(seenByB)).not.toMatch(/A06|A01|Kill Number/);
    expect(g.events.filter((e) => e.type === 'closeCombatOdds')).toEqual([
      expect.objectContaining({ audience: 'none' }),
      expect.objectContaining({ audience: 'none' }),
    ]);
  });

  it('B8.2: what A sees of a CC is the same whether the enemy stack holds one squad or two', () => {
    const run = (bUnits: string[]) => {
      const g = facing(bUnits);
      fight(g, [3, 4], DR(12), DR(12));
      const seen = g.events.filter((e) => e.audience === 'A' || e.audience === 'all');
      return JSON.stringify({ seen, view: g.view('A').modules.sewers, pub: g.view('public').modules.sewers });
    };
    expect(run(['B01', 'B02'])).toBe(run(['B01']));
  });
});
