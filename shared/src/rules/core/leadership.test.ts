// Leadership in morale and task checks, and how K/# and KIA results fall, each at its boundary DR:
// A10.7 (a leader's DRM to the MC/PTC of the other units in his Location, never his own), A10.21 (no
// un-reversed leadership DRM to a LLMC/LLTC), A10.22 (a leader gets the DRM of an unbroken leader of
// higher morale: the EX's 9-1 and 10-2), A10.1 (a TC passes with a Final DR <= the Morale Level), A7.302
// (K/#: one unit Casualty Reduced, every target, the Reduced one included, a #MC) and A7.301 (#KIA: a
// survivor that cannot break is Casualty Reduced). German units: B01-B03 4-6-7s (morale 7), B04 a 9-1;
// the EX's 10-2 and 9-2 and an 8-1 are counters of this test.
import * as z from 'zod';
import type { RollEventData } from '../../engine/events';
import type { CommandHandler, RuleModule, Ruleset } from '../../engine/module';
import { given, type Given } from '../../testing/scenarioBuilder';
import { withIftResults } from '../../testing/iftResult';
import type { IftResult } from './ift';
import { taskCheck } from './morale';

const LEADERS = [
  { id: 'test-10-2', kind: 'leader', name: '10-2', nationality: 'german', morale: 10, leadership: -2 },
  { id: 'test-9-2', kind: 'leader', name: '9-2', nationality: 'german', morale: 9, leadership: -2 },
  { id: 'test-8-1', kind: 'leader', name: '8-1', nationality: 'german', morale: 8, leadership: -1 },
];

// a test command that makes one unit take a TC with a given DRM; the outcome is kept in the module state
const TcSchema = z.strictObject({ type: z.literal('testTaskCheck'), unit: z.string(), drm: z.int() });
const tcCommand: CommandHandler<z.infer<typeof TcSchema>> = {
  type: 'testTaskCheck',
  schema: TcSchema,
  legal: () => [],
  apply(ctx, cmd) {
    ctx.state.modules.testTaskCheck = taskCheck(ctx, ctx.state.units[cmd.unit]!, cmd.drm, 'test task', 'A10.1');
  },
};
const rules: Ruleset = {
  ...withIftResults,
  modules: [...withIftResults.modules, { id: 'testTaskCheck', rules: [], commands: [tcCommand] } satisfies RuleModule],
};

/** sewer-infiltration with this test's leaders; `as`: units turned into them (id -> type). */
function scene(as: Record<string, string> = {}): Given {
  const g = given('sewer-infiltration', rules, (s) => {
    s.unitTypes = LEADERS;
  });
  for (const [id, type] of Object.entries(as)) Object.assign(g.state.units[id]!, { type, kind: 'leader' });
  return g;
}
const at = (g: Given, ids: string[]) => {
  for (const id of ids) g.unit(id, '71D4');
  return g.playing({ phase: 'PFPh', attacker: 'A' });
};
const hit = (g: Given, units: string[], result: IftResult) => {
  const r = g.when('A', { type: 'testIftResult', units, result });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
};
const checks = (g: Given) =>
  g.events.filter((e) => e.type === 'roll' && e.data.kind === 'DR').map((e) => e.data as unknown as RollEventData);
const mods = (r: RollEventData | undefined) => (r?.modifiers ?? []).map((m) => `${m.name} ${m.value}`);

describe('A10.7 leadership in MC and PTC', () => {
  it('A10.7: a 9-1 lends -1 to the NMC of a 4-6-7 with him: DR 8 becomes 7, pinned (A7.8) instead of broken', () => {
    const g = at(scene(), ['B01', 'B04']);
    g.dice([4, 4]);
    hit(g, ['B01'], { kind: 'NMC' });
    expect(mods(checks(g)[0])).toEqual(['leader B04 -1']);
    expect(g.state.units.B01!.status).toMatchObject({ broken: false, pinned: true });
  });
  it("A10.7/A7.305: the 9-1's -1 applies to a PTC: DR 8 becomes 7 and passes (not pinned)", () => {
    const g = at(scene(), ['B01', 'B04']);
    g.dice([4, 4]);
    hit(g, ['B01'], { kind: 'PTC' });
    expect(mods(checks(g)[0])).toEqual(['leader B04 -1']);
    expect(g.state.units.B01!.status.pinned).toBe(false);
  });
  it('A10.7: a leader "can never" enhance his own performance: the 9-1 alone fails a NMC on a DR of 10', () => {
    const g = at(scene(), ['B04']);
    g.dice([5, 5]);
    hit(g, ['B04'], { kind: 'NMC' });
    expect(mods(checks(g)[0])).toEqual([]);
    expect(g.state.units.B04!.status.broken).toBe(true);
  });
});

describe("A10.22 a leader's MC and a leader of higher morale", () => {
  it('A10.22 EX: a 9-1 with an unbroken 10-2 passes a NMC on a DR of 11 (11 - 2 = 9); the 10-2 checks first', () => {
    const g = at(scene({ B01: 'test-10-2' }), ['B01', 'B04']);
    g.dice([4, 5, 5, 6]); // the 10-2: 9 passes; the 9-1: 11 - 2 = 9, passed (equal: pinned, A7.8)
    hit(g, ['B04', 'B01'], { kind: 'NMC' });
    expect(checks(g).map((r) => r.purpose)).toEqual([expect.stringContaining('B01'), expect.stringContaining('B04')]);
    expect(mods(checks(g)[1])).toEqual(['leader B01 -2']);
    expect(g.state.units.B04!.status.broken).toBe(false);
  });
  it("A10.22 EX: a 9-2 in the hex instead has no effect, his Morale Level being the same as the 9-1's", () => {
    const g = at(scene({ B01: 'test-9-2' }), ['B01', 'B04']);
    g.dice([5, 5]);
    hit(g, ['B04'], { kind: 'NMC' });
    expect(mods(checks(g)[0])).toEqual([]);
    expect(g.state.units.B04!.status.broken).toBe(true);
  });
  it('A10.22 EX: "The 10-2 must pass his NMC first and with no assistance from the 9-1": DR 11 breaks him', () => {
    const g = at(scene({ B01: 'test-10-2' }), ['B01', 'B04']);
    g.dice([5, 6, 1, 1]); // the 10-2: 11 > 10, broken; then the 9-1's LLTC (A10.2): 2 + 2 passes
    hit(g, ['B01'], { kind: 'NMC' });
    expect(mods(checks(g)[0])).toEqual([]);
    expect(g.state.units.B01!.status.broken).toBe(true);
  });
});

describe('A10.21 no leadership DRM to a LLMC', () => {
  it('A10.21: "Normal, un-reversed leadership DRM are NA to LLMC/LLTC": a 4-6-7 whose 9-1 is eliminated takes a 1MC without the 8-1\'s -1 (DR 7 + 1 breaks it)', () => {
    const g = at(scene({ B02: 'test-8-1' }), ['B01', 'B02', 'B04']);
    g.dice([1, 1, 4, 3]); // leaders first (A10.2): the 8-1's LLMC 2 + 1; the 4-6-7's 7 + 1 = 8 > 7 (with the 8-1's -1: 7, pinned)
    hit(g, ['B04'], { kind: 'KIA', n: 1 });
    const llmc = checks(g).filter((r) => r.rule === 'A10.2');
    expect(llmc.map((r) => r.purpose)).toEqual([expect.stringContaining('LLMC for B02'), expect.stringContaining('LLMC for B01')]);
    expect(llmc.map(mods)).toEqual([['LLMC 1'], ['LLMC 1']]);
    expect(g.state.units.B01!.status.broken).toBe(true);
  });
});

describe('A10.1 the Task Check', () => {
  it('A10.1: a TC passes with a Final DR equal to the Morale Level ("roll <= ... to succeed") and fails one above', () => {
    const g = at(scene(), ['B01']);
    g.dice([3, 4]);
    expect(g.when('A', { type: 'testTaskCheck', unit: 'B01', drm: 0 }).ok).toBe(true);
    expect(g.state.modules.testTaskCheck).toBe(true);
    g.dice([4, 4]);
    expect(g.when('A', { type: 'testTaskCheck', unit: 'B01', drm: 0 }).ok).toBe(true);
    expect(g.state.modules.testTaskCheck).toBe(false);
  });
  it("A10.1/A10.7: a leader's DRM counts in a TC: 4-6-7 with a 9-1, a 1TC on a DR of 7 passes (7 + 1 - 1)", () => {
    const g = at(scene(), ['B01', 'B04']);
    g.dice([3, 4]);
    expect(g.when('A', { type: 'testTaskCheck', unit: 'B01', drm: 1 }).ok).toBe(true);
    expect(g.state.modules.testTaskCheck).toBe(true);
  });
});

describe('A7.302 K/#, A7.301 #KIA', () => {
  it('A7.302: K/2: one unit is Casualty Reduced and every target, the just-Reduced HS included, takes a 2MC (DR 6 + 2 breaks a morale 7 unit, 6 + 1 would pin it)', () => {
    const g = at(scene(), ['B01', 'B02']);
    g.dice([1, 3, 3, 3, 3]); // Random Selection: B01; then the MC DRs of B01 (now a HS) and B02
    hit(g, ['B01', 'B02'], { kind: 'K', n: 2 });
    expect(g.state.units.B01).toMatchObject({ type: 'ge-248', kind: 'halfSquad' });
    const mcs = checks(g).filter((r) => r.rule === 'A10.1');
    expect(mcs.map((r) => r.purpose)).toEqual([expect.stringContaining('B01'), expect.stringContaining('B02')]);
    expect(mcs.map(mods)).toEqual([['2MC 2'], ['2MC 2']]);
    expect(g.state.units.B02!.status.broken).toBe(true);
    // the 2-4-8 HS (morale 8): 6 + 2 = 8, pinned
    expect(g.state.units.B01!.status).toMatchObject({ broken: false, pinned: true });
  });
  it('A7.301: 1KIA on two broken units: one is eliminated, the other "cannot be broken" and suffers Casualty Reduction instead', () => {
    const g = at(scene(), ['B01', 'B02']);
    g.state.units.B01!.status.broken = true;
    g.state.units.B02!.status.broken = true;
    g.dice([1]); // Random Selection: B01
    hit(g, ['B01', 'B02'], { kind: 'KIA', n: 1 });
    expect(g.state.units.B01!.eliminated).toBe(true);
    expect(g.state.units.B02).toMatchObject({ eliminated: false, type: 'ge-248', status: { broken: true } });
  });
});
