import { given, type Given } from '../../testing/scenarioBuilder';
import { readSewers, sewerDestinations } from '../sewers/sewerState';

// sewer-infiltration with a DC for the Germans (B06), set up with B01 on the manhole at N5
function withDc(): Given {
  const g = given('sewer-infiltration', 'asl', (d) => (d.oob as { B: unknown[] }).B.push({ type: 'dc', count: 1 }))
    .unit('A01', '71A1')
    .unit('B01', '71N5');
  g.state.units.B01!.carries = ['B06'];
  return g;
}

/** A Soviet "Sewer ?" (S1: A02, A03) beneath N5. */
function sovietStackBeneathN5(g: Given): Given {
  for (const id of ['A02', 'A03']) g.unit(id, { hex: '71N5', place: 'sewer', level: -1 }, { concealed: true });
  const s = g.state.modules.sewers as { stacks: Record<string, unknown>; nextId: number };
  s.stacks.S1 = {
    id: 'S1',
    side: 'A',
    hex: '71N5',
    units: ['A02', 'A03'],
    lost: false,
    enteredTurn: 0,
    leftEncircled: false,
    moved: true,
    awaitingMove: false,
    emergence: null,
  };
  s.nextId = 2;
  return g;
}

describe('A23.7 Demolition Charges', () => {
  it('A4.4/A23.7: a DC sets up carried by an Infantry unit in its Location; the other side never sees what a unit carries', () => {
    const g = given('sewer-infiltration', 'asl', (d) => (d.oob as { B: unknown[] }).B.push({ type: 'dc', count: 1 }));
    const placements = ['B01', 'B02', 'B03', 'B04', 'B05'].map((unit, i) => ({ unit, hex: ['71P2', '71Q2', '71R2', '71P8', '71Q8'][i] }));
    expect(g.when('B', { type: 'placeUnits', placements: [{ unit: 'B06', hex: '71R4' }] })).toMatchObject({
      ok: false,
      error: { rule: 'A4.4' },
    });
    expect(g.when('B', { type: 'placeUnits', placements: [...placements, { unit: 'B06', hex: '71P2' }] }).ok).toBe(true);
    expect(g.state.units.B01!.carries).toEqual(['B06']);
    expect(g.game.legal(g.state, 'B').some((l) => l.type === 'finishSetup')).toBe(true);
    g.state.units.B01!.status.concealed = false;
    g.state.status = 'playing';
    expect(g.view('A').units.find((u) => u.id === 'B01')?.carries).toEqual([]);
    expect(JSON.stringify(g.view('A')) + JSON.stringify(g.view('public'))).not.toContain('B06');
  });

  it('A23.7: placed into the Sewer Location beneath for its MF, without entering; the DEFENDER is asked about Defensive First Fire; the other side learns only where', () => {
    const g = sovietStackBeneathN5(withDc()).playing({ phase: 'MPh', attacker: 'B' });
    expect(g.game.legal(g.state, 'B').find((l) => l.type === 'placeDC')?.choices).toMatchObject({
      unit: 'B01',
      targets: expect.arrayContaining(['beneath', '71N4']),
    });
    expect(g.when('B', { type: 'placeDC', unit: 'B01', target: '71P8' })).toMatchObject({ ok: false, error: { rule: 'A23.7' } });
    expect(g.when('B', { type: 'placeDC', unit: 'B01', target: 'beneath' }).ok).toBe(true);
    expect(g.state.units.B01!.loc).toEqual({ hex: '71N5', place: 'ground', level: 0 });
    expect(g.state.units.B01!.carries).toEqual([]);
    expect(g.state.pending).toMatchObject({ side: 'A', kind: 'defensiveFirstFire' });
    const toA = g.events.filter((e) => e.type === 'dcPlaced' && e.audience === 'A');
    expect(toA).toEqual([{ type: 'dcPlaced', audience: 'A', data: { loc: { hex: '71N5', place: 'sewer', level: -1 }, rule: 'A23.7' } }]);
  });

  it('B8.5: a DC attack that rubbles a Sewer Location eliminates all units in it and blocks sewer movement into that hex; the Manhole Location is unaffected', () => {
    const g = sovietStackBeneathN5(withDc()).playing({ phase: 'MPh', attacker: 'B' });
    g.when('B', { type: 'placeDC', unit: 'B01', target: 'beneath' });
    g.when('A', { type: 'declineFire' });
    expect(g.when('B', { type: 'endPhase' }).ok).toBe(true); // MPh -> DFPh
    // AFPh starts: 30 FP, no TEM in a sewer; DR 2: KIA; the stack's results are A's; rubble dr 1
    g.dice([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(g.endPhase().ok).toBe(true);
    const attack = g.events.find((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'A23.7');
    expect(attack).toMatchObject({ audience: 'all', data: { modifiers: [] } });
    expect(g.events.find((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'B8.5')).toMatchObject({ audience: 'all' });
    expect(g.state.units.A02!.eliminated && g.state.units.A03!.eliminated).toBe(true);
    expect(g.events.filter((e) => e.type === 'eliminated').every((e) => e.audience === 'A')).toBe(true);
    expect(g.events.find((e) => e.type === 'sewerRubbled')).toMatchObject({ audience: 'all', data: { hex: '71N5' } });
    expect(readSewers(g.state).rubbled).toEqual(['71N5']);
    expect(readSewers(g.state).stacks.S1).toBeUndefined();
    const probe = {
      id: 'S9',
      side: 'A' as const,
      hex: '71N6',
      units: [],
      lost: false,
      enteredTurn: 0,
      leftEncircled: false,
      moved: false,
      awaitingMove: true,
      emergence: null,
    };
    expect(sewerDestinations(g.game.ctx, g.state, probe, false)).not.toContain('71N5');
    expect(g.game.ctx.map.isManholeLocation(g.game.ctx.map.byName('71N5')!.hex)).toBe(true);
  });

  it('B8.5: without a KIA, or with a rubble dr above the parameter, the Sewer Location stays open', () => {
    const g = sovietStackBeneathN5(withDc()).playing({ phase: 'MPh', attacker: 'B' });
    g.when('B', { type: 'placeDC', unit: 'B01', target: 'beneath' });
    g.when('A', { type: 'declineFire' });
    g.when('B', { type: 'endPhase' });
    g.dice([1, 1, 6, 6, 6, 6, 6, 6, 6, 6]); // KIA, then rubble dr 6; survivors' MCs
    expect(g.endPhase().ok).toBe(true);
    expect(readSewers(g.state).rubbled).toEqual([]);
  });

  it('A23.7: against an ADJACENT ground Location the DC attack uses its TEM', () => {
    const g = withDc().unit('B01', '71O2').unit('A04', '71P2').playing({ phase: 'MPh', attacker: 'B' });
    expect(g.when('B', { type: 'placeDC', unit: 'B01', target: '71P2' }).ok).toBe(true);
    g.when('A', { type: 'declineFire' });
    g.when('B', { type: 'endPhase' });
    g.dice(Array(12).fill(6));
    expect(g.endPhase().ok).toBe(true);
    expect(g.events.find((e) => e.type === 'dcAttack')).toMatchObject({ data: { loc: { hex: '71P2', place: 'ground' }, fp: 30 } });
    expect(g.events.find((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'A23.7')?.data.modifiers).toEqual([
      { name: 'TEM stoneBuilding', value: 3, rule: 'B23' },
    ]);
  });
});
