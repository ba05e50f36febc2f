import { given } from '../../testing/scenarioBuilder';

describe('A7 fire and A10 morale', () => {
  // A01 (6-2-8 Soviet squad) in 71D4 on the avenue's edge, B01 (4-6-7) in the open at 71D7
  const duel = () =>
    given('sewer-infiltration').unit('A01', '71D4').unit('B01', '71D7').unit('B02', '71P2').playing({ phase: 'PFPh', attacker: 'A' });

  it('A7.22: beyond normal range FP is halved; A7.1: the DR is a public roll with the DRM breakdown; A10.3: MC failed: broken', () => {
    const g = duel().dice([1, 1, 5, 6]); // fire DR 2; MC DR 11 > 7
    // range 3 > normal range 2: 6 FP halved to 3 -> 2 column; DR 2 on the 2 column: K/1 (A7.3; the 6 column would give 1KIA)
    const r = g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' });
    expect(r.ok).toBe(true);
    expect(g.events.find((e) => e.type === 'fire')).toMatchObject({
      audience: 'all',
      data: { firers: ['A01'], target: '71D7', fp: 3, column: 2, area: false },
    });
    expect(g.events.find((e) => e.type === 'roll')).toMatchObject({
      audience: 'all',
      data: { kind: 'DR', original: 2, modifiers: [], final: 2 },
    });
    expect(g.events.find((e) => e.type === 'fireResult')?.data.result).toBe('K/1');
    // K/1: B01 alone: Casualty Reduced to a HS (A7.302), then its 1MC (DR 11 + 1 > 8): broken
    expect(g.state.units.B01!.type).toBe('ge-248');
    expect(g.state.units.B01!.status.broken).toBe(true);
  });

  it('A7.21 PBF doubles; TEM adds (stone building +3); A7.8: a MC passed with DR equal to morale pins', () => {
    const g = given('sewer-infiltration').unit('A01', '71O3').unit('B01', '71P2').playing({ phase: 'PFPh', attacker: 'A' });
    // PBF 12 FP; DR 3 + TEM 3 = 6 on the 12 column: 2MC (A7.3; undoubled, the 6 column gives a 1MC); MC DR 7 + 2 = 9 > 7: broken
    g.dice([1, 2, 4, 3]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71P2' }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'fire')?.data.fp).toBe(12);
    expect(g.events.find((e) => e.type === 'roll')?.data.modifiers).toEqual([{ name: 'TEM stoneBuilding', value: 3, rule: 'B23' }]);
    expect(g.events.find((e) => e.type === 'fireResult')?.data.result).toBe('2MC');
    expect(g.state.units.B01!.status.broken).toBe(true);
    const p = given('sewer-infiltration').unit('A01', '71O3').unit('B01', '71P2').playing({ phase: 'PFPh', attacker: 'A' });
    p.dice([1, 2, 2, 3]); // 2MC; MC DR 5 + 2 = 7 = morale 7: pinned
    expect(p.when('A', { type: 'fire', firers: ['A01'], target: '71P2' }).ok).toBe(true);
    expect(p.state.units.B01!.status).toMatchObject({ broken: false, pinned: true });
  });

  it('A7.23: fire at a "?" is Area Fire at half FP; an effect reveals it; A12.14: the firer loses its own "?"', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71O3', { concealed: true })
      .unit('B01', '71P2', { concealed: true })
      .playing({ phase: 'PFPh', attacker: 'A' });
    g.dice([6, 6]); // no effect
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71P2' }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'fire')?.data).toMatchObject({ fp: 6, area: true });
    expect(g.state.units.A01!.status.concealed).toBe(false);
    expect(g.state.units.B01!.status.concealed).toBe(true); // no effect, nothing revealed
    const h = given('sewer-infiltration')
      .unit('A01', '71O3')
      .unit('B01', '71P2', { concealed: true })
      .playing({ phase: 'PFPh', attacker: 'A' });
    h.dice([3, 3]); // Area Fire 6 FP; DR 6 + TEM 3 = 9 on the 6 column: no effect (A7.3; 8 would be a PTC)
    h.when('A', { type: 'fire', firers: ['A01'], target: '71P2' });
    expect(h.state.units.B01!.status.concealed).toBe(true);
  });

  it('A8.1 Defensive First Fire with FFMO and FFNAM at a unit moving in the open', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D3')
      .unit('B01', '71D7')
      .unit('B02', '71P2')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D4' }).ok).toBe(true);
    expect(g.game.legal(g.state, 'B').find((l) => l.type === 'defensiveFire')?.choices).toEqual({ firers: ['B01'], targets: ['71D4'] });
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.state.pending).toBeNull();
    expect(g.events.filter((e) => e.type === 'roll').at(-1)?.data.modifiers).toEqual([
      { name: 'FFMO', value: -1, rule: 'A4.6' },
      { name: 'FFNAM', value: -1, rule: 'A4.6' },
    ]);
    expect(g.when('B', { type: 'fire', firers: ['B01'], target: '71D4' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'WRONG_PHASE' }),
    });
  });

  it('A8.3 Subsequent First Fire (normal range, half FP), then A8.31 Final Protective Fire (ADJACENT only, PBF and Area Fire, the DR is also a NMC for the firer)', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D3')
      .unit('B01', '71D7')
      .unit('B02', '71P2')
      .playing({ phase: 'MPh', attacker: 'A' });
    const fires = () => g.events.filter((e) => e.type === 'fire');
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D4' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true); // DFF: 4 FP at range 3
    expect(fires().at(-1)?.data.fp).toBe(4);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D5' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true); // SFF at range 2: halved
    expect(fires().at(-1)?.data.fp).toBe(2);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D6' }).ok).toBe(true);
    g.dice([6, 6]); // FPF: PBF 8 FP halved as Area Fire (A8.31), DR 12: no effect; the same DR as a NMC for B01: 12 > 7, broken
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(fires().at(-1)?.data.fp).toBe(4);
    expect(g.events.find((e) => e.type === 'moraleCheck')).toMatchObject({ data: { unit: 'B01', original: 12, rule: 'A8.31' } });
    expect(g.state.units.B01!.status.broken).toBe(true);
  });

  it('A8.3: a First Fire unit cannot use Subsequent First Fire beyond its normal range', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D3')
      .unit('B01', '71D7')
      .unit('B02', '71P2')
      .playing({ phase: 'MPh', attacker: 'A' });
    (g.state.units.B01 as { type: string }).type = 'ge-248'; // range 4
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D2' }).ok).toBe(true); // range 5: long range DFF
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D1' }).ok).toBe(true); // range 6 > 4
    expect(g.game.legal(g.state, 'B').filter((l) => l.type === 'defensiveFire')).toEqual([]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] })).toMatchObject({ ok: false, error: { rule: 'A8.3' } });
  });

  it('A8.4: in the DFPh a First Fire unit may fire only at an ADJACENT target, with half FP; an unmarked one fires fully', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D6')
      .unit('A02', '71D3')
      .unit('B01', '71D7')
      .unit('B02', '71D8')
      .playing({ phase: 'DFPh', attacker: 'A' });
    g.state.modules.activity = { mf: {}, moved: {}, nonAssault: {}, fired: { B01: 'first' }, done: {} };
    expect(g.when('B', { type: 'fire', firers: ['B01'], target: '71D3' })).toMatchObject({ ok: false, error: { rule: 'A8.4' } });
    g.dice([6, 6]);
    expect(g.when('B', { type: 'fire', firers: ['B01'], target: '71D6' }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'fire').at(-1)?.data.fp).toBe(4); // PBF 8 halved
    expect(g.when('B', { type: 'fire', firers: ['B01'], target: '71D6' })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_COMMAND' } });
    g.dice([6, 6]);
    expect(g.when('B', { type: 'fire', firers: ['B02'], target: '71D3' }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'fire').at(-1)?.data.fp).toBe(4); // range 5: full 4 FP
  });

  it('A7.5: units in a chain of ADJACENT Locations form one Fire Group; A7.53: leadership only when each Location has a leader', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D3')
      .unit('A02', '71E3')
      .unit('A04', '71B4')
      .unit('A06', '71D3')
      .unit('B01', '71D6')
      .unit('B02', '71P2')
      .playing({ phase: 'PFPh', attacker: 'A' });
    expect(g.when('A', { type: 'fire', firers: ['A01', 'A04'], target: '71D6' })).toMatchObject({ ok: false, error: { rule: 'A7.5' } });
    g.dice([6, 6]);
    expect(g.when('A', { type: 'fire', firers: ['A01', 'A02'], target: '71D6' }).ok).toBe(true);
    const fire = g.events.find((e) => e.type === 'fire')!;
    expect(fire.data).toMatchObject({ firers: ['A01', 'A02'], fp: 6 }); // each 6-2-8 at range 3 > 2: halved
    // A06 (8-1) directs only D3: E3 has no leader, so the Fire Group gets none
    expect(g.events.find((e) => e.type === 'roll')!.data.modifiers).toEqual([]);
  });

  it('A8.2: Defensive First Fire leaves Residual FP (half, on the IFT column) that attacks every later unit entering the hex in that MPh; gone when the MPh ends', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D3')
      .unit('A04', '71D3')
      .unit('B01', '71D7')
      .unit('B02', '71P2')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D4' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true); // 4 FP: Residual 2
    expect(g.events.find((e) => e.type === 'residualFire')).toMatchObject({ audience: 'all', data: { hex: '71D4', fp: 2, rule: 'A8.2' } });
    expect(g.view('A').modules.fire?.residual).toEqual([{ hex: '71D4', fp: 2 }]);
    expect(g.view('public').modules.fire?.residual).toEqual([{ hex: '71D4', fp: 2 }]);
    g.dice([5, 6]);
    expect(g.when('A', { type: 'move', units: ['A04'], to: '71D4' }).ok).toBe(true);
    const residual = g.events.filter((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'A8.2');
    expect(residual).toHaveLength(1);
    expect(residual[0]!.data.modifiers).toEqual([
      { name: 'FFMO', value: -1, rule: 'A4.6' },
      { name: 'FFNAM', value: -1, rule: 'A4.6' },
    ]);
    g.when('B', { type: 'declineFire' });
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.view('A').modules.fire?.residual).toBeUndefined();
  });

  it('A7.1: no shot at a hex that shows no enemy unit or "?"; A7.22: nor beyond twice the range or out of LOS', () => {
    const g = duel();
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D6' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'A7.1' }),
    });
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71P2' })).toEqual({
      ok: false,
      error: expect.objectContaining({ rule: 'A7.22' }),
    });
  });

  it('A10.31: a broken unit whose MC is an Original 12 (a Casualty MC) is eliminated; A10.3: any other failure Reduces it (rules/core/morale.test.ts)', () => {
    const g = duel().dice([2, 2, 6, 6]); // DR 4 on the 2 column: 1MC (A7.3); MC Original 12: Casualty MC
    g.state.units.B01!.status.broken = true;
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(g.state.units.B01!.eliminated).toBe(true);
  });
});
