// Declaring CC attacks (A11.12): the ATTACKER first, then the DEFENDER, before any is resolved; who
// attacks whom, a unit that declines (A11.19, A11.41 EX), the limits (A11.12, A11.14, A11.16) and what
// the offer tells each side (hidden information). Scenario units: A01 a 6-2-8, A04/A05 4-4-7s, A06 an
// 8-1; B01-B03 4-6-7s, B04 a 9-1. 71A1 is open ground.
import type { GameEvent } from '../../engine/events';
import { given, type Given } from '../../testing/scenarioBuilder';

const ccRolls = (g: Given) => g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A11.11' && e.data.kind === 'DR');
const detail = (e: GameEvent | undefined) => e?.data.detail as { odds?: string; killNumber: number; attackFp: number } | undefined;
function ok(g: Given, side: 'A' | 'B', cmd: Record<string, unknown>): void {
  const r = g.when(side, cmd);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
}
const refusal = (g: Given, side: 'A' | 'B', cmd: Record<string, unknown>) => {
  const r = g.when(side, cmd);
  return r.ok ? 'accepted' : r.error.message;
};

/** A11.12 EX: B (ATTACKER) with three 4-6-7s, A with two 4-4-7s, in open ground; A06 elsewhere keeps A in the game. */
const threeVsTwo = () =>
  given('sewer-infiltration')
    .unit('B01', '71A1')
    .unit('B02', '71A1')
    .unit('B03', '71A1')
    .unit('A04', '71A1')
    .unit('A05', '71A1')
    .unit('A06', '71Q8')
    .playing({ phase: 'CCPh', attacker: 'B' });

describe('A11.12 declaring CC attacks', () => {
  it('A11.12 EX (B): three squads against one at 3-1 (12-4, Kill Number 8); the DEFENDER answers 1-1 (4-4, Kill Number 5); DR 7 eliminates, the DEFENDER still attacks', () => {
    const g = threeVsTwo();
    ok(g, 'B', { type: 'declareCloseCombat', location: '71A1', attacks: [{ attackers: ['B01', 'B02', 'B03'], targets: ['A04'] }] });
    expect(g.state.pending).toMatchObject({ side: 'A', kind: 'ccDeclaration', rule: 'A11.12' });
    expect(refusal(g, 'B', { type: 'endPhase' })).toMatch(/waiting for your opponent/);
    ok(g, 'A', { type: 'answerCloseCombat', location: '71A1', attacks: [{ attackers: ['A04'], targets: ['B01'] }] });
    g.dice([3, 4, 2, 3]); // B: DR 7 < 8 eliminates A04; A04 (eliminated, A11.12) strikes back: DR 5 = 5, a Partial Kill on B01
    ok(g, 'B', { type: 'endPhase' });
    const [b, a] = ccRolls(g);
    expect(detail(b)).toMatchObject({ attackFp: 12, defenceFp: 4, odds: '3-1', killNumber: 8 });
    expect(detail(a)).toMatchObject({ attackFp: 4, defenceFp: 4, odds: '1-1', killNumber: 5 });
    expect(g.state.units.A04!.eliminated).toBe(true);
    expect(g.state.units.A05).toMatchObject({ eliminated: false, type: 'ru-447' }); // neither attacked nor attacking
    expect(g.state.units.B01!.type).not.toBe('ge-467'); // Reduced to a HS
    expect(g.events.filter((e) => e.type === 'closeCombatDeclared').map((e) => e.data)).toEqual([
      {
        hex: '71A1',
        side: 'B',
        attacks: [{ attackers: ['B01', 'B02', 'B03'], concealedAttackers: false, targets: ['A04'], concealedTargets: false }],
        rule: 'A11.12',
      },
      {
        hex: '71A1',
        side: 'A',
        attacks: [{ attackers: ['A04'], concealedAttackers: false, targets: ['B01'], concealedTargets: false }],
        rule: 'A11.12',
      },
    ]);
  });

  it('A11.11 boundary: the same 3-1 attack with DR 8 (= Kill Number) is a Partial Kill only', () => {
    const g = threeVsTwo();
    ok(g, 'B', { type: 'declareCloseCombat', location: '71A1', attacks: [{ attackers: ['B01', 'B02', 'B03'], targets: ['A04'] }] });
    ok(g, 'A', { type: 'answerCloseCombat', location: '71A1', attacks: [] });
    g.dice([4, 4]);
    ok(g, 'B', { type: 'endPhase' });
    expect(ccRolls(g)).toHaveLength(1); // A declined every attack (A11.12: not all units have to attack)
    expect(g.state.units.A04).toMatchObject({ eliminated: false });
    expect(g.state.units.A04!.type).not.toBe('ru-447');
  });

  it('A11.12: no unit attacks or is attacked more than once; A11.16 broken units never attack; A11.14 a SMC is not singled out', () => {
    const g = given('sewer-infiltration')
      .unit('B01', '71A1')
      .unit('B02', '71A1')
      .unit('B03', '71A1')
      .unit('A04', '71A1')
      .unit('A06', '71A1')
      .unit('A05', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'B' });
    g.state.units.B03!.status.broken = true;
    const decl = (attacks: unknown[]) => refusal(g, 'B', { type: 'declareCloseCombat', location: '71A1', attacks });
    expect(
      decl([
        { attackers: ['B01'], targets: ['A04'] },
        { attackers: ['B01'], targets: ['A06'] },
      ]),
    ).toMatch(/B01 attacks more than once/);
    expect(
      decl([
        { attackers: ['B01'], targets: ['A04'] },
        { attackers: ['B02'], targets: ['A04'] },
      ]),
    ).toMatch(/A04 is attacked more than once/);
    expect(decl([{ attackers: ['B03'], targets: ['A04'] }])).toMatch(/broken units never attack/);
    expect(decl([{ attackers: ['B01'], targets: ['A06'] }])).toMatch(/cannot single out a SMC/);
    expect(decl([{ attackers: ['B01'], targets: ['A04', 'A06'] }])).toBe('accepted');
  });

  it('a Location nobody declared in is one big attack each way, as before (A11.12 EX case A)', () => {
    const g = threeVsTwo();
    g.dice([6, 6, 6, 6]);
    ok(g, 'B', { type: 'endPhase' });
    expect(ccRolls(g).map((e) => detail(e)!.odds)).toEqual(['3-2', '1-2']); // 12-8 and 8-12
  });
});

describe('A11.19, A11.41 EX: a concealed unit may decline its attack to keep its "?"', () => {
  // A11.41 EX with our units: A01 (6 FP) is the German 6-5-8, the concealed B01 (4 FP) the Russian 4-4-7.
  // Ambush drs: A 3, B 3 - 2 = 1: two lower, no Ambush.
  const scene = () =>
    given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('B01', '71A1', { concealed: true })
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });

  it('A11.41 EX: declining, the 4-4-7 is attacked at 3-4, i.e. 1-2 (Kill Number 4): DR 5 has no effect and it keeps its "?"', () => {
    const g = scene();
    ok(g, 'A', { type: 'declareCloseCombat', location: '71A1', attacks: [{ attackers: ['A01'], targets: [], concealed: true }] });
    ok(g, 'B', { type: 'answerCloseCombat', location: '71A1', attacks: [] });
    g.dice([3, 3, 2, 3]);
    ok(g, 'A', { type: 'endPhase' });
    expect(ccRolls(g)).toHaveLength(1);
    expect(detail(ccRolls(g)[0])).toMatchObject({ attackFp: 3, killNumber: 4 });
    expect(g.state.units.B01).toMatchObject({ eliminated: false, type: 'ge-467', status: expect.objectContaining({ concealed: true }) });
  });

  it('A11.41 EX: DR 4 (= Kill Number) Reduces it to a HS and costs its "?"', () => {
    const g = scene();
    ok(g, 'A', { type: 'declareCloseCombat', location: '71A1', attacks: [{ attackers: ['A01'], targets: [], concealed: true }] });
    ok(g, 'B', { type: 'answerCloseCombat', location: '71A1', attacks: [] });
    g.dice([3, 3, 2, 2]);
    ok(g, 'A', { type: 'endPhase' });
    expect(g.state.units.B01).toMatchObject({ eliminated: false, status: expect.objectContaining({ concealed: false }) });
    expect(g.state.units.B01!.type).not.toBe('ge-467');
  });

  it('A11.41 EX: attacking, it loses its "?" and the 6-5-8 attacks at 3-2 (Kill Number 6): the same DR 5 eliminates it', () => {
    const g = scene();
    ok(g, 'A', { type: 'declareCloseCombat', location: '71A1', attacks: [{ attackers: ['A01'], targets: [], concealed: true }] });
    ok(g, 'B', { type: 'answerCloseCombat', location: '71A1', attacks: [{ attackers: ['B01'], targets: ['A01'] }] });
    g.dice([3, 3, 2, 3, 6, 6]);
    ok(g, 'A', { type: 'endPhase' });
    expect(detail(ccRolls(g)[0])).toMatchObject({ attackFp: 6, defenceFp: 4, odds: '3-2', killNumber: 6 });
    expect(g.state.units.B01!.eliminated).toBe(true);
  });
});

describe('declaration and hidden information', () => {
  it('A11.19: attacks made only by units under "?" reach the other side as one, so their number does not count the units beneath', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('A02', '71A1')
      .unit('B01', '71A1', { concealed: true })
      .unit('B02', '71A1', { concealed: true })
      .unit('B04', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    ok(g, 'A', { type: 'declareCloseCombat', location: '71A1', attacks: [{ attackers: ['A01', 'A02'], targets: [], concealed: true }] });
    ok(g, 'B', {
      type: 'answerCloseCombat',
      location: '71A1',
      attacks: [
        { attackers: ['B01'], targets: ['A01'] },
        { attackers: ['B02'], targets: ['A02'] },
      ],
    });
    const told = g.events.filter((e) => e.type === 'closeCombatDeclared' && (e.data as { side: string }).side === 'B');
    expect(told.map((e) => e.data)).toEqual([
      {
        hex: '71A1',
        side: 'B',
        attacks: [{ attackers: [], concealedAttackers: true, targets: ['A01', 'A02'], concealedTargets: false }],
        rule: 'A11.12',
      },
    ]);
  });

  it('the ATTACKER\'s offer names the enemy units it sees and a "?" as one target, never the concealed ids; a concealed id gets the refusal of an id that exists nowhere', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('B01', '71A1', { concealed: true })
      .unit('B02', '71A1', { concealed: true })
      .unit('B03', '71A1')
      .unit('B04', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    const entry = g.game.legal(g.state, 'A').find((l) => l.type === 'declareCloseCombat')!;
    expect(entry.choices).toMatchObject({
      location: '71A1',
      attackers: ['A01'],
      targets: ['B03'],
      concealed: true,
      fp: { A01: 6, B03: 4 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/B01|B02/);
    const send = (id: string) =>
      refusal(g, 'A', { type: 'declareCloseCombat', location: '71A1', attacks: [{ attackers: ['A01'], targets: [id] }] })
        .split(id)
        .join('<id>');
    expect(send('B01')).toBe(send('B99'));
    expect(send('B04')).toBe(send('B99')); // a visible enemy elsewhere too
  });

  it('a Location where the only enemy is hidden is neither offered nor accepted: the refusal of a Location with no CC', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('B01', '71A1')
      .unit('A02', '71A2')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.state.units.B01!.status.hidden = true;
    expect(g.game.legal(g.state, 'A').filter((l) => l.type === 'declareCloseCombat')).toEqual([]);
    const send = (hex: string) => refusal(g, 'A', { type: 'declareCloseCombat', location: hex, attacks: [] }).split(hex).join('<hex>');
    expect(send('71A1')).toBe(send('71A2'));
  });

  it("a unit set up hidden in the Location is not offered to its own side's declaration, so no declaration tells of it", () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('B01', '71A1')
      .unit('B02', '71A1')
      .unit('B03', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.state.units.B02!.status.hidden = true;
    ok(g, 'A', { type: 'declareCloseCombat', location: '71A1', attacks: [{ attackers: ['A01'], targets: ['B01'] }] });
    expect(g.game.legal(g.state, 'B').find((l) => l.type === 'answerCloseCombat')!.choices).toMatchObject({ attackers: ['B01'] });
    expect(refusal(g, 'B', { type: 'answerCloseCombat', location: '71A1', attacks: [{ attackers: ['B02'], targets: ['A01'] }] })).toMatch(
      /set up hidden/,
    );
  });

  it('A11.19: dummies are removed as the ATTACKER declares, before the DEFENDER is asked', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('B01', '71A1')
      .unit('A07', '71A1')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.state.units.A07!.status.concealed = true;
    ok(g, 'A', { type: 'declareCloseCombat', location: '71A1', attacks: [{ attackers: ['A01'], targets: ['B01'] }] });
    expect(g.state.units.A07!.eliminated).toBe(true);
    const entry = g.game.legal(g.state, 'B').find((l) => l.type === 'answerCloseCombat')!;
    expect(entry.choices).toMatchObject({ targets: ['A01'], concealed: false });
  });
});
