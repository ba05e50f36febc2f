// The IFT result as chapter A applies it (A7.301, A10.2, A10.3, A10.31, A10.62), asserted from a given
// result through `applyIftResult`, so that these tests do not depend on the IFT's cells.
import type { RollEventData } from '../../engine/events';
import { given } from '../../testing/scenarioBuilder';
import { withIftResults } from '../../testing/iftResult';
import type { IftResult } from './ift';

const withResults = withIftResults;

const hit = (g: ReturnType<typeof given>, units: string[], result: IftResult) =>
  g.when(g.state.attacker, { type: 'testIftResult', units, result });
const rolls = (g: ReturnType<typeof given>, rule: string) =>
  g.events
    .filter((e) => e.type === 'roll' && (e.data as unknown as RollEventData).rule === rule)
    .map((e) => e.data as unknown as RollEventData);

describe('A10.3 a broken unit that fails a MC', () => {
  it('A10.3: a broken squad failing a MC is Casualty Reduced to a HS that stays broken, not eliminated', () => {
    const g = given('sewer-infiltration', withResults).unit('A04', '71D4').playing({ phase: 'PFPh', attacker: 'B' });
    expect(g.state.units.A04!.type).toBe('ru-447');
    g.state.units.A04!.status.broken = true;
    g.dice([4, 4]); // 8 > 7
    expect(hit(g, ['A04'], { kind: 'NMC' }).ok).toBe(true);
    const u = g.state.units.A04!;
    expect(u.eliminated).toBe(false);
    expect(u.type).toBe('ru-237');
    expect(u.status.broken).toBe(true);
    expect(g.events.find((e) => e.type === 'reduced')).toMatchObject({ data: { unit: 'A04', to: 'ru-237', rule: 'A10.3' } });
  });
  it("A10.3: a broken HS or SMC failing a MC is eliminated (Casualty Reduction of a HS; a SMC's wound, A17, is not modelled)", () => {
    const g = given('sewer-infiltration', withResults).unit('A06', '71D4').playing({ phase: 'PFPh', attacker: 'B' });
    expect(g.state.units.A06!.type).toBe('ru-8-1');
    g.state.units.A06!.status.broken = true;
    g.dice([4, 5]); // 9 > 8
    expect(hit(g, ['A06'], { kind: 'NMC' }).ok).toBe(true);
    expect(g.state.units.A06!.eliminated).toBe(true);
  });
  it('A10.3: a broken unit that passes keeps its counter; equal to its Morale Level it is pinned (A7.8)', () => {
    const g = given('sewer-infiltration', withResults).unit('A04', '71D4').playing({ phase: 'PFPh', attacker: 'B' });
    g.state.units.A04!.status.broken = true;
    g.dice([3, 4]); // 7 = 7
    expect(hit(g, ['A04'], { kind: 'NMC' }).ok).toBe(true);
    expect(g.state.units.A04!).toMatchObject({ type: 'ru-447', eliminated: false, status: { broken: true, pinned: true } });
  });
});

describe('A10.31 the Casualty MC', () => {
  it('A10.31: an Original 12 on a MC Casualty Reduces a Good Order squad and breaks the HS', () => {
    const g = given('sewer-infiltration', withResults).unit('A04', '71D4').playing({ phase: 'PFPh', attacker: 'B' });
    g.dice([6, 6]);
    expect(hit(g, ['A04'], { kind: 'NMC' }).ok).toBe(true);
    expect(g.state.units.A04!).toMatchObject({ type: 'ru-237', eliminated: false, status: { broken: true } });
  });
  it('A10.31: an Original 12 eliminates a broken squad; an 11 only Reduces it', () => {
    const g = given('sewer-infiltration', withResults).unit('A04', '71D4').unit('A05', '71D5').playing({ phase: 'PFPh', attacker: 'B' });
    g.state.units.A04!.status.broken = true;
    g.state.units.A05!.status.broken = true;
    g.dice([6, 6]);
    expect(hit(g, ['A04'], { kind: 'NMC' }).ok).toBe(true);
    expect(g.state.units.A04!.eliminated).toBe(true);
    g.dice([6, 5]);
    expect(hit(g, ['A05'], { kind: 'NMC' }).ok).toBe(true);
    expect(g.state.units.A05!).toMatchObject({ type: 'ru-237', eliminated: false });
  });
});

describe('A7.301 KIA', () => {
  it('A7.301: the units picked by Random Selection are eliminated and every other unit breaks at once, with no MC', () => {
    const g = given('sewer-infiltration', withResults)
      .unit('A01', '71D4')
      .unit('A02', '71D4')
      .unit('A04', '71D4')
      .playing({ phase: 'PFPh', attacker: 'B' });
    g.dice([1]); // Random Selection: the first of three
    expect(hit(g, ['A01', 'A02', 'A04'], { kind: 'KIA', n: 1 }).ok).toBe(true);
    expect(g.state.units.A01!.eliminated).toBe(true);
    for (const id of ['A02', 'A04']) expect(g.state.units[id]!).toMatchObject({ eliminated: false, status: { broken: true, dm: true } });
    expect(rolls(g, 'A10.1')).toHaveLength(0);
    expect(g.events.filter((e) => e.type === 'broken').map((e) => (e.data as { rule: string }).rule)).toEqual(['A7.301', 'A7.301']);
  });
});

describe('A10.2 Leader Loss MC and TC', () => {
  it("A10.2/A12: a concealed unit that was not the target takes its LLMC unseen: the check and its result are its owner's alone", () => {
    // the leader is attacked alone (A8.1: First Fire hits the moving unit only); A04 stays concealed
    const g = given('sewer-infiltration', withResults)
      .unit('A06', '71D4')
      .unit('A04', '71D4', { concealed: true })
      .playing({ phase: 'PFPh', attacker: 'B' });
    g.dice([4, 4]); // 1KIA eliminates the leader (the only target: no Random Selection); A04's LLMC 8 + 1 > 7: broken
    expect(hit(g, ['A06'], { kind: 'KIA', n: 1 }).ok).toBe(true);
    const llmc = g.events.filter((e) => e.type === 'roll' && (e.data as unknown as RollEventData).rule === 'A10.2');
    expect(llmc).toEqual([expect.objectContaining({ audience: 'A' })]);
    expect(g.state.units.A04!.status).toMatchObject({ broken: true, concealed: true });
    for (const e of g.events.filter((x) => x.audience !== 'A' && x.audience !== 'none'))
      expect(JSON.stringify(e.data)).not.toContain('A04');
  });
  it('A10.2 EX: a 9-1 eliminated by a 1KIA: both squads break, and the broken 4-6-7 takes a 1MC as its LLMC, failed a broken HS', () => {
    // the EX's SS 6-5-8 (broken morale 9, no LLMC) is not in the catalog: a 2-4-8 HS (8 < 9) checks too
    const g = given('factory-assault', withResults)
      .unit('A06', '72H2')
      .unit('A01', '72H2')
      .unit('A05', '72H2')
      .playing({ phase: 'PFPh', attacker: 'B' });
    expect([g.state.units.A06!.type, g.state.units.A01!.type, g.state.units.A05!.type]).toEqual(['ge-9-1', 'ge-467', 'ge-248']);
    g.dice([1, 4, 3, 1, 1]); // Random Selection: the leader; LLMC 4-6-7: 7 + 1 > 7; LLMC 2-4-8: 2 + 1
    expect(hit(g, ['A06', 'A01', 'A05'], { kind: 'KIA', n: 1 }).ok).toBe(true);
    expect(g.state.units.A06!.eliminated).toBe(true);
    const llmc = rolls(g, 'A10.2');
    expect(llmc.map((r) => r.purpose)).toEqual([expect.stringContaining('LLMC for A01'), expect.stringContaining('LLMC for A05')]);
    expect(llmc[0]!.modifiers).toContainEqual({ name: 'LLMC', value: 1, rule: 'A10.2' });
    expect(g.state.units.A01!).toMatchObject({ type: 'ge-248', eliminated: false, status: { broken: true } });
    expect(g.state.units.A05!).toMatchObject({ type: 'ge-248', status: { broken: true } });
  });
  it('A10.2 EX: a broken 8-1 eliminated by a 1MC: only the units of lower Morale Level (the 4-4-7, not the 6-2-8) take a LLMC, a 1MC', () => {
    const g = given('sewer-infiltration', withResults)
      .unit('A06', '71D4')
      .unit('A01', '71D4')
      .unit('A04', '71D4')
      .playing({ phase: 'PFPh', attacker: 'B' });
    expect([g.state.units.A01!.type, g.state.units.A04!.type]).toEqual(['ru-628', 'ru-447']);
    g.state.units.A06!.status.broken = true;
    // leader first (A10.2): 9 + 1 > 8, a broken leader Reduced = eliminated; the squads' 1MC pass; LLMC of the 4-4-7: 7 + 1 > 7
    g.dice([4, 5, 1, 1, 1, 1, 3, 4]);
    expect(hit(g, ['A01', 'A04', 'A06'], { kind: 'MC', n: 1 }).ok).toBe(true);
    expect(g.state.units.A06!.eliminated).toBe(true);
    expect(rolls(g, 'A10.1')[0]!.purpose).toContain('A06'); // the leader checks first
    const llmc = rolls(g, 'A10.2');
    expect(llmc).toHaveLength(1);
    expect(llmc[0]!.purpose).toContain('A04');
    expect(llmc[0]!.modifiers).toContainEqual({ name: 'LLMC', value: 1, rule: 'A10.2' });
    expect(g.state.units.A04!.status.broken).toBe(true);
    expect(g.state.units.A01!.status.broken).toBe(false);
  });
  it('A10.2 EX: a 9-1 lost: the 4-6-8-like 2-4-8 and the 4-6-7 both take a 1MC as their LLMC', () => {
    const g = given('factory-assault', withResults)
      .unit('A06', '72H2')
      .unit('A01', '72H2')
      .unit('A05', '72H2')
      .playing({ phase: 'PFPh', attacker: 'B' });
    g.state.units.A06!.status.broken = true;
    g.dice([5, 5, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(hit(g, ['A06', 'A01', 'A05'], { kind: 'MC', n: 1 }).ok).toBe(true);
    expect(rolls(g, 'A10.2').map((r) => r.purpose)).toEqual([expect.stringContaining('A01'), expect.stringContaining('A05')]);
  });
  it('A10.2: a Good Order leader who breaks costs the unbroken units of lower Morale Level a LLTC with his leadership reversed; failed, they are pinned, not broken', () => {
    const g = given('sewer-infiltration', withResults).unit('B04', '71D4').unit('B01', '71D4').playing({ phase: 'PFPh', attacker: 'A' });
    expect(g.state.units.B04!.type).toBe('ge-9-1');
    g.dice([5, 5, 1, 1, 4, 3]); // the leader: 10 > 9, broken; the squad's NMC passes; LLTC 7 + 1 > 7
    expect(hit(g, ['B01', 'B04'], { kind: 'NMC' }).ok).toBe(true);
    expect(g.state.units.B04!.status.broken).toBe(true);
    const lltc = rolls(g, 'A10.2');
    expect(lltc).toHaveLength(1);
    expect(lltc[0]!.modifiers).toContainEqual({ name: 'LLTC', value: 1, rule: 'A10.2' });
    expect(g.state.units.B01!.status).toMatchObject({ broken: false, pinned: true });
  });
  it('A10.2: no Leader Loss check when the leader keeps his Good Order', () => {
    const g = given('sewer-infiltration', withResults).unit('B04', '71D4').unit('B01', '71D4').playing({ phase: 'PFPh', attacker: 'A' });
    g.dice([4, 4, 1, 1]);
    expect(hit(g, ['B01', 'B04'], { kind: 'NMC' }).ok).toBe(true);
    expect(rolls(g, 'A10.2')).toHaveLength(0);
  });
});

describe('A10.62 Desperation Morale from attacks', () => {
  it('A10.62: a unit that breaks is under DM, and the view shows it on the unit', () => {
    const g = given('sewer-infiltration', withResults).unit('A04', '71D4').playing({ phase: 'PFPh', attacker: 'B' });
    g.dice([5, 5]);
    expect(hit(g, ['A04'], { kind: 'NMC' }).ok).toBe(true);
    expect(g.state.units.A04!.status.dm).toBe(true);
    expect(g.view('B').units.find((u) => u.id === 'A04')).toMatchObject({ broken: true, dm: true });
  });
  it('A10.62: a broken unit attacked with a NMC or worse comes under DM; a PTC does not', () => {
    const g = given('sewer-infiltration', withResults).unit('A04', '71D4').unit('A05', '71D6').playing({ phase: 'PFPh', attacker: 'B' });
    g.state.units.A04!.status.broken = true;
    g.state.units.A05!.status.broken = true;
    g.dice([1, 1]);
    expect(hit(g, ['A04'], { kind: 'NMC' }).ok).toBe(true);
    expect(g.state.units.A04!.status.dm).toBe(true);
    expect(hit(g, ['A05'], { kind: 'PTC' }).ok).toBe(true);
    expect(g.state.units.A05!.status.dm).toBeFalsy();
  });
});
