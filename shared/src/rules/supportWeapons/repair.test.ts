// A9.72 repair of a malfunctioned MG (repair.ts): who may try it, when, and who is told. The MG scene
// (testing/mgScene.ts, hamlet-line board 72) with the German MMG B08 added and carried by B04 (2-4-8);
// the German LMG B06 carried by B01 (4-6-7); both malfunctioned before the RPh.
import { ok, type Given } from '../../testing/scenarioBuilder';
import { scene } from '../../testing/mgScene';
import { sw } from './state';

/** B06 and B08 malfunctioned, in `phase` of the Germans' Player Turn (`attacker`: whose Player Turn). */
function broken(phase = 'RPh', attacker: 'A' | 'B' = 'B'): Given {
  const g = scene((s) => (s.oob as { B: unknown[] }).B.push({ type: 'mmg', count: 1 }), { B01: ['B06'], B04: ['B08'] });
  g.state.phase = phase;
  g.state.attacker = attacker;
  // inserted out of order: the entries come sorted by id
  sw(g.state).malfunctioned = { B08: true, B06: true };
  return g;
}

const repairs = (g: Given, side: 'A' | 'B') => g.game.legal(g.state, side).filter((l) => l.type === 'repairMg');

describe('A9.72 repair: who and when', () => {
  it('A9.72: in the RPh its owner is offered each malfunctioned MG, by id, named by type; the other side nothing', () => {
    const g = broken();
    expect(repairs(g, 'B')).toEqual([
      { type: 'repairMg', label: 'Repair LMG (B06)', rule: 'A9.72', command: { type: 'repairMg', unit: 'B06' } },
      { type: 'repairMg', label: 'Repair MMG (B08)', rule: 'A9.72', command: { type: 'repairMg', unit: 'B08' } },
    ]);
    expect(repairs(g, 'A')).toEqual([]);
    expect(g.when('A', { type: 'repairMg', unit: 'B06' }).ok).toBe(false);
  });

  it('A9.72: in the RPh of the other Player Turn too (both sides rally then)', () => {
    expect(repairs(broken('RPh', 'A'), 'B').map((l) => l.command)).toEqual([
      { type: 'repairMg', unit: 'B06' },
      { type: 'repairMg', unit: 'B08' },
    ]);
  });

  it('A9.72: not in another phase (the PFPh after the RPh): not offered, refused', () => {
    const g = broken('PFPh');
    expect(repairs(g, 'B')).toEqual([]);
    expect(g.dice([1]).when('B', { type: 'repairMg', unit: 'B06' }).ok).toBe(false);
  });

  it('A9.72: a broken possessor may not repair its MG; its Good Order neighbour may', () => {
    const g = broken();
    g.state.units.B01!.status.broken = true;
    expect(repairs(g, 'B').map((l) => (l.command as { unit: string }).unit)).toEqual(['B08']);
    expect(g.dice([1]).when('B', { type: 'repairMg', unit: 'B06' }).ok).toBe(false);
  });

  it('A9.72: not while a decision is pending (another side answers first), nor for an eliminated MG', () => {
    const g = broken();
    g.state.pending = { side: 'A', kind: 'sniperPlacement', rule: 'A14.2', options: [] };
    expect(repairs(g, 'B')).toEqual([]);
    g.state.pending = null;
    g.state.units.B08!.eliminated = true;
    expect(repairs(g, 'B').map((l) => (l.command as { unit: string }).unit)).toEqual(['B06']);
  });

  it('A9.72: an unpossessed MG (lying in a Location) is not repaired', () => {
    const g = broken();
    g.state.units.B01!.carries = [];
    expect(repairs(g, 'B').map((l) => (l.command as { unit: string }).unit)).toEqual(['B08']);
  });

  it("A21.1: a captured MG is its captor's to repair, no longer its first owner's", () => {
    const g = broken();
    g.state.units.A01!.carries = ['B06'];
    g.state.units.B01!.carries = [];
    (g.state.units.B06 as { side: string }).side = 'A';
    expect(repairs(g, 'B').map((l) => (l.command as { unit: string }).unit)).toEqual(['B08']);
    expect(repairs(g, 'A').map((l) => (l.command as { unit: string }).unit)).toEqual(['B06']);
  });

  it("A9.72: the dr and the result are the owner's alone (what a unit carries is its owner's business)", () => {
    const g = broken();
    ok(g.dice([3]).when('B', { type: 'repairMg', unit: 'B06' }));
    const told = g.events.filter((e) => e.type === 'roll' || e.type === 'mgRepair').map((e) => [e.type, e.audience]);
    expect(told).toEqual([
      ['roll', 'B'],
      ['mgRepair', 'B'],
    ]);
    expect(g.events.find((e) => e.type === 'mgRepair')?.data).toEqual({ unit: 'B06', type: 'lmg', dr: 3, result: 'none', rule: 'A9.72' });
  });
});

describe('A9.72 repair: the attempt', () => {
  it('A9.72: refused out of the RPh, with the reason and the rule', () => {
    expect(broken('PFPh').when('B', { type: 'repairMg', unit: 'B06' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'B06 cannot be repaired now', rule: 'A9.72' },
    });
  });

  it('A9.72: the dr is named for the MG; dr 1 repairs it', () => {
    const g = broken();
    ok(g.dice([1]).when('B', { type: 'repairMg', unit: 'B06' }));
    expect(g.events.find((e) => e.type === 'roll')?.data).toMatchObject({ purpose: 'repair B06', rule: 'A9.72', original: 1 });
    expect(g.events.find((e) => e.type === 'mgRepair')?.data).toMatchObject({ unit: 'B06', result: 'repaired' });
  });

  it('A9.72: one attempt each: after B06 and then B08 were tried, neither is offered again this RPh', () => {
    const g = broken();
    ok(g.dice([3]).when('B', { type: 'repairMg', unit: 'B06' }));
    ok(g.dice([3]).when('B', { type: 'repairMg', unit: 'B08' }));
    expect(repairs(g, 'B')).toEqual([]);
  });

  it('A9.72: an eliminated MG leaves its possessor, who keeps his other SW', () => {
    const g = broken();
    g.state.units.B04!.carries = [];
    g.state.units.B01!.carries = ['B06', 'B08'];
    ok(g.dice([6]).when('B', { type: 'repairMg', unit: 'B06' }));
    expect(g.state.units.B06!.eliminated).toBe(true);
    expect(g.state.units.B01!.carries).toEqual(['B08']);
  });
});
