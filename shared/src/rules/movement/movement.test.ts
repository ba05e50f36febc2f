import { given } from '../../testing/scenarioBuilder';
import { ground } from '../../units/location';
import type { GameContext } from '../../engine/module';
import { entryCost } from '../core/entryCost';

/** The MF to enter `to` from `from` for a move, or undefined when it cannot be entered. */
function costToEnter(ctx: GameContext, from: string, to: string): number | undefined {
  const c = entryCost(ctx, given('sewer-infiltration').state, {
    side: 'A',
    units: [],
    from: ground(from),
    to: ground(to),
    purpose: 'move',
  });
  return c.ok ? c.mf : undefined;
}

/** The sewer scenario in the Soviet MPh with B01 in P2 and the given Soviet units placed. */
const mph = (...units: [string, string][]) => {
  const g = given('sewer-infiltration').unit('B01', '71P2');
  for (const [id, hex] of units) g.unit(id, hex);
  return g.playing({ phase: 'MPh', attacker: 'A' });
};

describe('A4 movement', () => {
  it('A4.1: entering open ground costs 1 MF, a building 2; A4.132: along a road 1 MF; B9.4: a wall or hedge +1', () => {
    const { game } = mph();
    expect(costToEnter(game.ctx, '71A1', '71A2')).toBe(1);
    expect(costToEnter(game.ctx, '71A2', '71B2')).toBe(2); // wooden building
    expect(costToEnter(game.ctx, '71N1', '71N2')).toBe(1); // road into the manhole hex
    expect(costToEnter(game.ctx, '71K7', '71K8')).toBe(3); // woods (2) across a wall (+1)
    expect(costToEnter(game.ctx, '71FF5', '71FF6')).toBeUndefined(); // canal: a Water Obstacle
  });

  it('A4.1: a squad has 4 MF; a fifth MF is refused naming the rule; the DEFENDER is asked after every step (A8.1)', () => {
    const g = mph(['A01', '71A1']);
    for (const to of ['71A2', '71A3', '71A4', '71A5']) {
      expect(g.when('A', { type: 'move', units: ['A01'], to }).ok).toBe(true);
      expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire', rule: 'A8.1' });
      expect(g.when('A', { type: 'endPhase' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'PENDING_DECISION' }) });
      expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
    }
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71A6' })).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'A01 has 0 MF left, 71A6 costs 1', rule: 'A4.1' },
    });
  });

  it('A4.61: Assault Movement enters one Location per MPh and draws no FFNAM', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D3')
      .unit('B01', '71D7')
      .unit('B02', '71P2')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D4', assault: true }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'roll').at(-1)?.data.modifiers).toEqual([{ name: 'FFMO', value: -1, rule: 'A4.6' }]);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D5' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_COMMAND' }),
    });
  });

  it('A4.12: MMC moving with a leader have 6 MF', () => {
    const g = mph(['A01', '71A1'], ['A06', '71A1']);
    for (const to of ['71A2', '71A3', '71A4', '71A5', '71A6', '71A7']) {
      expect(g.when('A', { type: 'move', units: ['A01', 'A06'], to }).ok).toBe(true);
      g.when('B', { type: 'declineFire' });
    }
    expect(g.state.units.A01!.loc!.hex).toBe('71A7');
  });

  it('the question after a move is asked whether or not the DEFENDER can fire, so it reveals nothing', () => {
    const g = mph(['A01', '71A1']); // B01 in P2 cannot see A1
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71A2' }).ok).toBe(true);
    expect(g.state.pending?.kind).toBe('defensiveFirstFire');
    expect(
      g.game
        .legal(g.state, 'B')
        .map((l) => l.type)
        .sort(),
    ).toEqual(['declineFire', 'resign']);
  });

  it('A12.14: moving in the open in view of a Good Order enemy costs the "?"; the opponent sees a "?" move before', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D4', { concealed: true })
      .unit('B01', '71D7')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D5' }).ok).toBe(true); // the avenue, open, B01 looks down column D
    expect(g.state.units.A01!.status.concealed).toBe(false);
    expect(g.events.find((e) => e.type === 'concealmentLost')).toMatchObject({ audience: 'all', data: { unit: 'A01' } });
  });

  it('A12.15: moving into a Location with concealed enemy units reveals them and ends the move outside; a Known enemy Location is closed', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71O3')
      .unit('B01', '71P2', { concealed: true })
      .unit('B02', '71O5')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71P2' }).ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71O3');
    expect(g.state.units.B01!.status.concealed).toBe(false);
    expect(g.events.map((e) => e.type)).toEqual(expect.arrayContaining(['concealmentLost', 'moveStopped']));
    g.when('B', { type: 'declineFire' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71O4' }).ok).toBe(false); // its move is over
    const h = given('sewer-infiltration').unit('A01', '71O4').unit('B02', '71O5').playing({ phase: 'MPh', attacker: 'A' });
    expect(h.when('A', { type: 'move', units: ['A01'], to: '71O5' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_LOCATION', rule: 'A4.1' }),
    });
  });

  it('A12.15: a dummy in the way is removed and the mover goes on', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71O3')
      .unit('B05', '71P2')
      .unit('B01', '71Z9')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71P2' }).ok).toBe(true);
    expect(g.state.units.B05!.eliminated).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71P2');
  });

  it('only the ATTACKER moves, only in its MPh, only Good Order units', () => {
    const g = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71P2').playing({ phase: 'PFPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71A2' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'WRONG_PHASE' }),
    });
    g.state.phase = 'MPh';
    expect(g.when('B', { type: 'move', units: ['B01'], to: '71P3' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'NOT_YOUR_TURN' }),
    });
    g.state.units.A01!.status.broken = true;
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71A2' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_COMMAND' }),
    });
  });
  it("A4.1: in its MPh the ATTACKER sees its units' MF spent and allowance; the DEFENDER and spectators see nothing of it", () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D3')
      .unit('A06', '71D3')
      .unit('B01', '71P2')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D4' }).ok).toBe(true);
    expect((g.view('A').modules.movement as { mf: Record<string, unknown> }).mf).toMatchObject({
      A01: { spent: 1, allowance: 4 },
      A06: { spent: 0, allowance: 6 },
    });
    expect(g.view('B').modules.movement).toBeUndefined();
    expect(g.view('public').modules.movement).toBeUndefined();
  });
  it('A4.5: Double Time gives +2 MF for the MPh and makes the units CX; A4.51: a CX unit fires with +1, carries 1 PP less, and is CX until its next Player Turn', () => {
    const g = given('sewer-infiltration').unit('A01', '71D1').unit('B01', '71P2').playing({ phase: 'MPh', attacker: 'A' });
    for (const to of ['71D2', '71D3', '71D4', '71D5']) {
      expect(g.when('A', { type: 'move', units: ['A01'], to }).ok).toBe(true);
      g.when('B', { type: 'declineFire' });
    }
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D6' })).toMatchObject({ ok: false });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D6', doubleTime: true }).ok).toBe(true);
    g.when('B', { type: 'declineFire' });
    expect(g.state.units.A01!.status.cx).toBe(true);
    expect((g.view('A').modules.movement as { mf: Record<string, { spent: number; allowance: number }> }).mf.A01).toEqual({
      spent: 5,
      allowance: 6,
    });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D7' }).ok).toBe(true);
    g.when('B', { type: 'declineFire' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D8' })).toMatchObject({ ok: false });
    // through B's Player Turn it stays CX; it is no longer CX when A's next Player Turn begins
    g.state.phase = 'CCPh';
    g.state.playerTurn = 2;
    g.state.attacker = 'B';
    expect(g.state.units.A01!.status.cx).toBe(true);
    expect(g.when('B', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.units.A01!.status.cx).toBe(false);
  });
  it('A4.51: a CX firer adds +1 to its fire DR; a unit already CX cannot Double Time again', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D3')
      .unit('B01', '71D5')
      .unit('B02', '71P2')
      .playing({ phase: 'PFPh', attacker: 'A' });
    g.state.units.A01!.status.cx = true;
    g.dice([6, 6]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D5' }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'roll')!.data.modifiers).toEqual([{ name: 'CX firer', value: 1, rule: 'A4.51' }]);
    const h = given('sewer-infiltration').unit('A01', '71D3').unit('B02', '71P2').playing({ phase: 'MPh', attacker: 'A' });
    h.state.units.A01!.status.cx = true;
    expect(h.when('A', { type: 'move', units: ['A01'], to: '71D4', doubleTime: true })).toMatchObject({
      ok: false,
      error: { rule: 'A4.5' },
    });
  });
});

describe('B23.42 building levels', () => {
  it('B23.42: a stack climbs or descends one level of its building for 1 MF (to confirm); the DEFENDER may fire at the Location it entered, on that level', () => {
    const g = given('factory-assault').unit('A01', '72L7').unit('B01', '72J7').playing({ phase: 'MPh', attacker: 'A' });
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'changeLevel')?.choices).toEqual({
      units: ['A01'],
      from: '72L7',
      level: 0,
      levels: [1],
    });
    expect(g.when('A', { type: 'changeLevel', units: ['A01'], level: 2 })).toMatchObject({ ok: false, error: { rule: 'B23.42' } });
    expect(g.when('A', { type: 'changeLevel', units: ['A01'], level: 1 }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual({ hex: '72L7', place: 'upper', level: 1 });
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire', options: [{ target: '72L7/1' }] });
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'fire')).toMatchObject({ data: { target: '72L7/1' } });
    // from an upper level a unit leaves the hex only by its ground level
    expect(g.game.legal(g.state, 'A').filter((l) => l.type === 'move')).toEqual([]);
  });
  it('A5.1: a level change is offered only to a level the stack fits in; each stack of the building asked apart', () => {
    const upper = { hex: '72L7', place: 'upper', level: 1 };
    const g = given('factory-assault')
      .unit('A01', '72L7')
      .unit('A02', upper)
      .unit('A03', upper)
      .unit('A04', upper)
      .unit('B01', '72J7')
      .playing({ phase: 'MPh', attacker: 'A' });
    const offered = () =>
      g.game
        .legal(g.state, 'A')
        .filter((l) => l.type === 'changeLevel')
        .map((l) => l.choices);
    // three squads above: A01 may not climb (four squads, A5.1); they may come down to A01 (four at ground level too): neither is offered
    expect(offered()).toEqual([]);
    expect(g.when('A', { type: 'changeLevel', units: ['A01'], level: 1 })).toMatchObject({
      ok: false,
      error: { code: 'OVERSTACKED', rule: 'A5.1' },
    });
    const two = given('factory-assault')
      .unit('A01', '72L7')
      .unit('A02', upper)
      .unit('A03', upper)
      .unit('B01', '72J7')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(
      two.game
        .legal(two.state, 'A')
        .filter((l) => l.type === 'changeLevel')
        .map((l) => l.choices),
    ).toEqual([
      { units: ['A01'], from: '72L7', level: 0, levels: [1] },
      { units: ['A02', 'A03'], from: '72L7', level: 1, levels: [0] },
    ]);
  });
  it('A4.7/B23.42: in the APh a unit may advance one level up or down in its building; fire names an upper Location as hex/level', () => {
    const g = given('factory-assault')
      .unit('A01', '72L7')
      .unit('B01', { hex: '72L7', place: 'upper', level: 1 })
      .playing({ phase: 'APh', attacker: 'A' });
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'advance')?.choices).toMatchObject({
      to: expect.arrayContaining(['72L7/1', '72L6']),
    });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '72L7/1' }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual({ hex: '72L7', place: 'upper', level: 1 });
    const f = given('factory-assault')
      .unit('A01', '72L6')
      .unit('B01', { hex: '72L7', place: 'upper', level: 1 })
      .playing({ phase: 'PFPh', attacker: 'A' });
    expect(f.game.legal(f.state, 'A').find((l) => l.type === 'fire')?.choices).toMatchObject({ targets: ['72L7/1'] });
    expect(f.when('A', { type: 'fire', firers: ['A01'], target: '72L7' })).toMatchObject({ ok: false, error: { rule: 'A7.1' } });
  });
});
