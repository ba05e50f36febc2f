import { given } from '../../testing/scenarioBuilder';

describe('A4.7 the Advance Phase', () => {
  it('A4.7: a Good Order unit advances once into an adjacent hex, even one holding enemy units; pinned units may not', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71O3')
      .unit('A02', '71O3')
      .unit('B01', '71P2', { concealed: true })
      .playing({ phase: 'APh', attacker: 'A' });
    g.state.units.A02!.status.pinned = true;
    expect(g.when('A', { type: 'advance', units: ['A02'], to: '71P2' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'A4.7' }),
    });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71P2' }).ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71P2');
    expect(g.state.units.B01!.status.concealed).toBe(true); // revealed only by the Close Combat
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71P3' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_COMMAND' }),
    });
  });
  it('A4.7: a broken unit may not advance ("neither broken, pinned ..."), the Good Order one beside it may', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('A02', '71A1')
      .unit('B01', '71P2')
      .playing({ phase: 'APh', attacker: 'A' });
    g.state.units.A02!.status.broken = true;
    const offered = g.game
      .legal(g.state, 'A')
      .filter((l) => l.type === 'advance')
      .flatMap((l) => (l.choices?.units as string[] | undefined) ?? []);
    expect(offered).toContain('A01');
    expect(offered).not.toContain('A02');
    expect(g.when('A', { type: 'advance', units: ['A02'], to: '71A2' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'A4.7' }),
    });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71A2' }).ok).toBe(true);
  });
  it("A4.7: one advance per APh: a unit that advanced may advance again in its side's next APh", () => {
    const g = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71P2').playing({ phase: 'APh', attacker: 'A' });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71A2' }).ok).toBe(true);
    for (let i = 0; i < 40 && !(g.state.phase === 'APh' && g.state.attacker === 'A' && g.state.turn === 2); i++) {
      const r = g.endPhase();
      if (!r.ok) throw new Error(JSON.stringify(r.error));
    }
    expect(g.state).toMatchObject({ turn: 2, phase: 'APh', attacker: 'A' });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71A3' }).ok).toBe(true);
  });
  it('A4.7: not across a Water Obstacle, and only the ATTACKER in the APh', () => {
    const g = given('sewer-infiltration').unit('A01', '71EE6').unit('B01', '71P2').playing({ phase: 'APh', attacker: 'A' });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71FF6' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_LOCATION' }),
    });
    expect(g.when('B', { type: 'advance', units: ['B01'], to: '71P3' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'NOT_YOUR_TURN' }),
    });
  });
});

describe('A11 Close Combat', () => {
  it('A11.11/A11.12: as the CCPh ends both sides attack at once; a Final DR under the Kill Number eliminates; A11.19: a concealed unit that attacks loses its "?" as it declares, so it is attacked at full FP (A11.41 EX: 3-2)', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71P2')
      .unit('B01', '71P2', { concealed: true })
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    // Ambush drs 3 and 3 (B concealed: 1): no Ambush (needs 3 lower).
    // A: 6 FP vs 4: 3:2 -> Kill Number 6 (A11.11); DR 5 < 6 kills B01 (halved, 3-4 -> 1-2, Kill Number 4,
    // it would miss). B: 4 vs 6 -> 1:2 -> 4; DR 12 misses
    g.dice([3, 3, 2, 3, 6, 6]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.units.B01!.eliminated).toBe(true);
    expect(g.state.units.A01!.eliminated).toBe(false);
    const cc = g.events.filter((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'A11.11');
    expect(cc[0]?.data).toMatchObject({ modifiers: [], final: 5 });
    expect(g.events.find((e) => e.type === 'concealmentLost')).toMatchObject({ data: { unit: 'B01' } });
    expect(g.events.find((e) => e.type === 'closeCombat')).toMatchObject({ audience: 'all', data: { hex: '71P2', melee: false } });
  });
  it('A11.11: a Final DR equal to the Kill Number is a Partial Kill: one defender Casualty Reduced', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71P2')
      .unit('B01', '71P2')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.dice([3, 3, 3, 3, 6, 6]); // no Ambush; A: 3:2 -> Kill Number 6, DR 6: Partial Kill on B01 (alone); B: DR 12 misses
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.units.B01!.type).toBe('ge-248');
    expect(g.state.units.B01!.eliminated).toBe(false);
  });
  it('A11.4: a side whose Ambush dr is 3 lower attacks first with -1, and only its survivors strike back', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71P2')
      .unit('B01', '71P2', { concealed: true })
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    // drs: A 4, B 3 - 2 (concealed) = 1: B Ambushes. B: 4 vs 6 -> 1:2 -> 4; DR 4 - 1 = 3 < 4 kills A01 (without
    // the Ambush -1 it would be a Partial Kill), which never attacks
    g.dice([4, 3, 2, 2]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'ambush')).toMatchObject({ data: { hex: '71P2', side: 'B', rule: 'A11.4' } });
    expect(g.state.units.A01!.eliminated).toBe(true);
    expect(g.events.filter((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'A11.11')).toHaveLength(1);
  });
  it('A11.15: when both survive they are in Melee, and fight again next CCPh without an Ambush dr (A11.4)', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71P2')
      .unit('B01', '71P2')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.dice([3, 3, 6, 6, 6, 6]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'closeCombat')?.data.melee).toBe(true);
    g.state.phase = 'CCPh';
    g.state.attacker = 'B';
    g.state.playerTurn = 2;
    const before = g.events.length;
    g.dice([6, 6, 6, 6]);
    expect(g.when('B', { type: 'endPhase' }).ok).toBe(true);
    expect(g.events.slice(before).filter((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'A11.4')).toHaveLength(0);
  });
});

describe('A4.7 the advances legal() offers', () => {
  it('A4.7, A5.1, B23.42, B27.4: out of a position first, then the ADJACENT hexes the stack fits in, then the levels of its building it fits in', () => {
    // factory-assault: 72L7 and 72L6 are stone buildings with a level 1; 72K7 (open) holds a foxhole
    const g = given('factory-assault', 'asl', (doc) => {
      doc.rules = { ...(doc.rules as object), fortifications: [{ kind: 'foxhole', hex: '72K7', side: 'A' }] };
    })
      .unit('A01', '72L7')
      .unit('A02', '72L6')
      .unit('A03', '72L6')
      .unit('A04', '72L6')
      .unit('A05', { hex: '72K7', place: 'ground', level: 0, position: 'beneath' })
      .unit('B01', '72M5')
      .playing({ phase: 'APh', attacker: 'A' });
    const offered = () =>
      g.game
        .legal(g.state, 'A')
        .filter((l) => l.type === 'advance')
        .map((l) => l.choices as { units: string[]; to: string[] });
    const to = Object.fromEntries(offered().map((c) => [c.units.join(','), c.to]));
    // A01 may not join the three squads in 72L6, nor they him in 72L7 (four squads, A5.1), nor the HS in 72K7 (three and a half);
    // the HS leaves its foxhole into the rest of 72K7 first (B27.4), and may not join the three squads either
    expect(to).toEqual({
      A01: ['72M7', '72M8', '72L8', '72K8', '72K7', '72L7/1'],
      'A02,A03,A04': ['72L5', '72M6', '72M7', '72K6', '72L6/1'],
      A05: ['72K7', '72K6', '72L7', '72K8', '72J7', '72J6'],
    });
  });
});
