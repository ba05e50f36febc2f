import type { GameEvent } from '../../engine/events';
import { createGame } from '../../game/game';
import { compileMap } from '../../map/gameMap';
import { ruleset } from '../../rulesets/index';
import { mapDoc, scenarioDoc } from '../../testing/fixtures';
import { given, type Given } from '../../testing/scenarioBuilder';
import { iftColumn, iftResult } from '../core/ift';
import { CoreParams } from '../core/params';
import { swPieces } from '../core/swPieces';
import { sewerDestinations, readSewers, stacksOf } from './sewerState';

// Manholes of board 71 (B8.1): F5, N5, V5, DD5 on the avenue, N2, V2, F8, N8, DD8. F5 -> F8 is 3 hexes.
const mph = (g: Given) => g.playing({ phase: 'MPh', attacker: 'A' });
const stackOf = (g: Given) => stacksOf(g.state, 'A')[0]!;
const ofType = (g: Given, type: string, audience?: string) =>
  g.events.filter((e) => e.type === type && (!audience || e.audience === audience));
const rollsFor = (g: Given, rule: string) => g.events.filter((e) => e.type === 'roll' && (e.data as { rule: string }).rule === rule);

function entered(g: Given, units: string[], dr: number): Given {
  g.dice([dr]);
  const r = g.when('A', { type: 'enterSewer', units });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return g;
}

describe('B8.1 sewers usable only by SSR; Sewer Movement capability', () => {
  it('B8.1: without the SSR no unit may enter a sewer', () => {
    const g = mph(
      given('sewer-infiltration', 'asl', (d) => ((d.rules as Record<string, unknown>).sewersUsable = false))
        .unit('A01', '71F5')
        .unit('B01', '71P2'),
    );
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'enterSewer')).toBe(false);
    expect(g.when('A', { type: 'enterSewer', units: ['A01'] })).toMatchObject({ ok: false, error: { rule: 'B8.1' } });
  });
  it('B8.4: a side without the capability needs a leader who passes a 4TC (DR + 4 <= morale) at the start of the MPh', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71P8')
      .unit('B01', '71N8')
      .unit('B04', '71N8')
      .playing({ phase: 'MPh', attacker: 'B' });
    expect(g.when('B', { type: 'enterSewer', units: ['B01'] })).toMatchObject({ ok: false, error: { rule: 'B8.4' } });
    g.dice([3, 3]); // 6 + 4 = 10 > 9: failed
    expect(g.when('B', { type: 'sewerLeaderCheck', leader: 'B04' }).ok).toBe(true);
    expect(rollsFor(g, 'B8.4').at(-1)).toMatchObject({ audience: 'B', data: { final: 10, modifiers: [{ name: '4TC', value: 4 }] } });
    expect(g.when('B', { type: 'sewerLeaderCheck', leader: 'B04' })).toMatchObject({ ok: false, error: { rule: 'B8.4' } });
    expect(g.when('B', { type: 'enterSewer', units: ['B01', 'B04'] })).toMatchObject({ ok: false, error: { rule: 'B8.4' } });
    const h = given('sewer-infiltration')
      .unit('A01', '71P8')
      .unit('B01', '71N8')
      .unit('B04', '71N8')
      .playing({ phase: 'MPh', attacker: 'B' });
    h.dice([2, 2, 3]); // 4 + 4 = 8 <= 9: passed; then the direction dr 3
    expect(h.when('B', { type: 'sewerLeaderCheck', leader: 'B04' }).ok).toBe(true);
    expect(h.when('B', { type: 'enterSewer', units: ['B01', 'B04'] }).ok).toBe(true);
    expect(h.state.units.B01!.loc).toEqual({ hex: '71N8', place: 'sewer', level: -1 });
  });
});

describe('B8.4 entering a sewer', () => {
  it('B8.4: a unit may never start play already in a sewer', () => {
    const g = given('sewer-infiltration');
    expect(g.when('A', { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71F5', level: -1 }] })).toMatchObject({
      ok: false,
      error: { code: 'BAD_COMMAND' },
    });
  });
  it('B8.4: sewer movement never passes beneath a Water Obstacle hex', () => {
    // the same board with a canal across N3-N4 and M3-M4, O3-O4: every way from N5 to N2 within 3 hexes is under water
    const doc = structuredClone(mapDoc('stalingrad-blocks')) as { hexes: Record<string, Record<string, unknown>> };
    for (const h of ['71M3', '71N3', '71O3', '71M4', '71N4', '71O4']) doc.hexes[h] = { ...doc.hexes[h], terrain: 'canal' };
    const game = createGame(ruleset('asl'), scenarioDoc('sewer-infiltration'), compileMap(doc));
    const state = game.initialState();
    const stack = {
      id: 'S1',
      side: 'A' as const,
      hex: '71N5',
      units: [],
      lost: false,
      enteredTurn: 0,
      leftEncircled: false,
      moved: false,
      awaitingMove: true,
      emergence: null,
    };
    expect(sewerDestinations(game.ctx, state, stack, false)).not.toContain('71N2');
    const dry = createGame(ruleset('asl'), scenarioDoc('sewer-infiltration'), compileMap(mapDoc('stalingrad-blocks')));
    expect(sewerDestinations(dry.ctx, dry.initialState(), stack, false)).toContain('71N2');
  });
  it('B8.4: only Good Order Infantry or dummies, from a Manhole Location, at the start of their MPh, for all their MF', () => {
    const g = mph(given('sewer-infiltration').unit('A01', '71F5').unit('A02', '71E5').unit('A03', '71F8').unit('B01', '71P2'));
    expect(g.when('A', { type: 'enterSewer', units: ['A02'] })).toMatchObject({ ok: false, error: { rule: 'B8.4' } }); // E5 has no manhole
    g.state.units.A03!.status.pinned = true;
    expect(g.when('A', { type: 'enterSewer', units: ['A03'] })).toMatchObject({ ok: false, error: { rule: 'B8.4' } });
    expect(g.when('A', { type: 'move', units: ['A02'], to: '71F5' }).ok).toBe(true);
    g.when('B', { type: 'declineFire' });
    expect(g.when('A', { type: 'enterSewer', units: ['A02'] })).toMatchObject({ ok: false, error: { rule: 'B8.4' } }); // it has moved
    entered(g, ['A01'], 2);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71F4' })).toMatchObject({ ok: false }); // all its MF are spent
  });
  it('B8.45: a broken unit may never enter a Sewer Location', () => {
    const g = mph(given('sewer-infiltration').unit('A01', '71F5').unit('B01', '71P2'));
    g.state.units.A01!.status.broken = true;
    expect(g.when('A', { type: 'enterSewer', units: ['A01'] })).toMatchObject({ ok: false, error: { rule: 'B8.45' } });
  });
  it('B8.4: units in a sewer may not portage more than their IPC', () => {
    const g0 = given('sewer-infiltration', 'asl', (d) => (d.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 }))
      .unit('A01', '71F5')
      .unit('B01', '71P2');
    const mmg = Object.values(g0.state.units).find((u) => u.type === 'mmg')!;
    mmg.loc = { hex: '71F5', place: 'ground', level: 0 };
    g0.state.units.A01!.carries = [mmg.id];
    const g = mph(g0);
    expect(g.when('A', { type: 'enterSewer', units: ['A01'] })).toMatchObject({ ok: false, error: { rule: 'B8.4' } });
  });
  it('B8.4 / A9.8: the same squad with its MMG dm (3 PP, its IPC) may enter', () => {
    const g0 = given('sewer-infiltration', 'asl', (d) => (d.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 }))
      .unit('A01', '71F5')
      .unit('B01', '71P2');
    const mmg = Object.values(g0.state.units).find((u) => u.type === 'mmg')!;
    g0.state.units.A01!.carries = [mmg.id];
    swPieces(g0.state).dismantled[mmg.id] = true; // as the supportWeapons module's dismantleMg leaves it
    const g = mph(g0).dice([1, 1, 1, 1]);
    expect(g.when('A', { type: 'enterSewer', units: ['A01'] }).ok).toBe(true);
  });
  it('B8.4 / A9.8: the entry offers a unit within its IPC only: the squad with its MMG assembled is not offered, dm it is', () => {
    const offered = (dm: boolean) => {
      const g0 = given('sewer-infiltration', 'asl', (d) => (d.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 }))
        .unit('A01', '71F5')
        .unit('B01', '71P2');
      const mmg = Object.values(g0.state.units).find((u) => u.type === 'mmg')!;
      g0.state.units.A01!.carries = [mmg.id];
      if (dm) swPieces(g0.state).dismantled[mmg.id] = true;
      const g = mph(g0);
      return (g.game.legal(g.state, 'A').find((l) => l.type === 'enterSewer')?.choices as { units: string[] } | undefined)?.units ?? [];
    };
    expect(offered(false)).toEqual([]);
    expect(offered(true)).toEqual(['A01']);
  });
});

describe('B8.41 Sewer Movement', () => {
  it('B8.41: one combined stack beneath a "Sewer ?" (concealed even if it was not); no farther than three hexes; the owner moves it on a dr under 6', () => {
    const g = entered(mph(given('sewer-infiltration').unit('A01', '71F5').unit('A06', '71F5').unit('B01', '71P2')), ['A01', 'A06'], 5);
    const s = stackOf(g);
    expect(s).toMatchObject({ hex: '71F5', units: ['A01', 'A06'], lost: false, awaitingMove: true });
    expect(g.state.units.A01!.status.concealed).toBe(true);
    // the direction dr is the owner's; the opponent learns only that it was made
    expect(rollsFor(g, 'B8.41')).toEqual([expect.objectContaining({ audience: 'A' })]);
    expect(ofType(g, 'rollMade', 'B')).toHaveLength(1);
    expect(sewerDestinations(g.game.ctx, g.state, s, true)).toEqual(['71F5', '71F8']);
    expect(g.when('A', { type: 'sewerMove', stack: s.id, to: '71N5' })).toMatchObject({ ok: false, error: { rule: 'B8.41' } });
    expect(g.when('A', { type: 'sewerMove', stack: s.id, to: '71F8' }).ok).toBe(true);
    expect(g.state.units.A06!.loc).toEqual({ hex: '71F8', place: 'sewer', level: -1 });
  });
  it('B8.41: on a dr of 6 the stack is lost; the DEFENDER is asked with exactly the allowable Locations and never learns what the stack holds', () => {
    const g = entered(mph(given('sewer-infiltration').unit('A01', '71N5').unit('B01', '71P2')), ['A01'], 6);
    const s = stackOf(g);
    expect(s.lost).toBe(true);
    expect(ofType(g, 'sewerLost')).toEqual([{ type: 'sewerLost', audience: 'all', data: { stack: s.id, hex: '71N5', rule: 'B8.41' } }]);
    const vb = g.view('B');
    expect(vb.pending).toEqual({
      side: 'B',
      kind: 'sewerLostDestination',
      rule: 'B8.41',
      options: [{ stack: s.id, from: '71N5', to: ['71N2', '71N5', '71N6', '71N8'] }],
    });
    expect(JSON.stringify(vb)).not.toContain('A01');
    expect(vb.modules.sewers).toMatchObject({ stacks: [{ id: s.id, side: 'A', kind: 'lost', hex: '71N5', discovered: false }] });
    expect(g.when('A', { type: 'sewerMove', stack: s.id, to: '71N2' })).toMatchObject({ ok: false, error: { code: 'PENDING_DECISION' } });
    expect(g.when('B', { type: 'sewerLostDestination', stack: s.id, to: '71F5' })).toMatchObject({ ok: false, error: { rule: 'B8.41' } });
    expect(g.when('B', { type: 'sewerLostDestination', stack: s.id, to: '71N8' }).ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71N8');
  });
  it('B8.41: the dr is repeated at the start of every friendly MPh with +1 while lost; a Final dr <= 5 flips "Lost ?" back', () => {
    const g = entered(mph(given('sewer-infiltration').unit('A01', '71N5').unit('B01', '71A10')), ['A01'], 6);
    g.when('B', { type: 'sewerLostDestination', stack: stackOf(g).id, to: '71N8' });
    g.state.phase = 'CCPh';
    g.state.playerTurn = 2;
    g.state.attacker = 'B';
    g.dice([1, 1]); // (no Emergence dr: A is not the ATTACKER) ... end of B's turn -> A's RPh
    expect(g.when('B', { type: 'endPhase' }).ok).toBe(true);
    expect(g.endPhase().ok).toBe(true); // RPh -> PFPh
    g.dice([4]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true); // PFPh -> MPh: direction dr 4 + 1 = 5
    expect(rollsFor(g, 'B8.41').at(-1)).toMatchObject({ data: { original: 4, modifiers: [{ name: 'lost', value: 1 }], final: 5 } });
    expect(stackOf(g)).toMatchObject({ lost: false, awaitingMove: true });
    expect(ofType(g, 'sewerFound')).toHaveLength(1);
  });
  it('B8.41: units in a sewer must move every MPh (to a new Sewer Location); with none allowable they are eliminated', () => {
    const g = entered(mph(given('sewer-infiltration').unit('A01', '71F5').unit('B01', '71P2')), ['A01'], 1);
    expect(g.when('A', { type: 'endPhase' })).toMatchObject({ ok: false, error: { rule: 'B8.41' } });
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'endPhase')).toBe(false);
    const s = stackOf(g);
    expect(sewerDestinations(g.game.ctx, g.state, s, false)).toEqual(['71F8']);
    // with F8 rubbled by a DC (B8.5), nothing is left: the next direction dr eliminates the stack
    g.when('A', { type: 'sewerMove', stack: s.id, to: '71F5' });
    readSewers(g.state).rubbled.push('71F8');
    expect(sewerDestinations(g.game.ctx, g.state, stackOf(g), false)).toEqual([]);
  });
  /** A's stacks: S1 (`s1`) beneath F8, just entered (it may stay); S2 (`s2`) beneath F5 from an earlier turn: its only way is to F8. */
  function twoStacks(s1: string[], s2: string[]) {
    const g0 = given('sewer-infiltration').unit('B01', '71P2');
    for (const id of [...s1, ...s2]) g0.unit(id, '71A10');
    const g = mph(g0);
    const sw = g.state.modules.sewers as { stacks: Record<string, unknown> };
    const put = (ids: string[], hex: string) =>
      ids.forEach(
        (id) =>
          Object.assign(g.state.units[id]!, { loc: { hex, place: 'sewer', level: -1 } }) && (g.state.units[id]!.status.concealed = true),
      );
    put(s1, '71F8');
    put(s2, '71F5');
    const base = { side: 'A', lost: false, leftEncircled: false, moved: false, awaitingMove: true, emergence: null };
    sw.stacks.S1 = { ...base, id: 'S1', hex: '71F8', units: s1, enteredTurn: g.game.ctx.turn.index(g.state) };
    sw.stacks.S2 = { ...base, id: 'S2', hex: '71F5', units: s2, enteredTurn: -1 };
    return g;
  }
  it('B8.2: a Sewer Location is never overstacked (A5.1): a stack may not join one that would exceed the limit; left with nowhere to go it is eliminated as the MPh ends', () => {
    const g = twoStacks(['A01', 'A02', 'A03'], ['A04']); // 3 squads beneath F8 + 1 = 4 > 3
    expect(sewerDestinations(g.game.ctx, g.state, readSewers(g.state).stacks.S2!, false)).toEqual([]);
    expect(
      g.game
        .legal(g.state, 'A')
        .filter((l) => l.type === 'sewerMove')
        .map((l) => l.choices!.stack),
    ).toEqual(['S1']);
    expect(g.when('A', { type: 'sewerMove', stack: 'S1', to: '71F8' }).ok).toBe(true);
    g.dice([3]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.units.A04!.eliminated).toBe(true);
    expect(readSewers(g.state).stacks.S2).toBeUndefined();
  });
  it('B8.2/B8.41: a second friendly stack may share a Sewer Location within the stacking limit; they end the MPh as one combined stack with one Emergence dr', () => {
    const g = twoStacks(['A01', 'A02'], ['A04']); // 2 + 1 = 3 squads: fits
    expect(sewerDestinations(g.game.ctx, g.state, readSewers(g.state).stacks.S2!, false)).toEqual(['71F8']);
    expect(g.when('A', { type: 'sewerMove', stack: 'S2', to: '71F8' }).ok).toBe(true);
    expect(g.when('A', { type: 'sewerMove', stack: 'S1', to: '71F8' }).ok).toBe(true);
    g.dice([3]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(Object.keys(readSewers(g.state).stacks)).toEqual(['S1']);
    expect(readSewers(g.state).stacks.S1!.units).toEqual(['A01', 'A02', 'A04']);
    expect(rollsFor(g, 'B8.42')).toHaveLength(1);
    expect(ofType(g, 'sewerStacksCombined')).toEqual([
      { type: 'sewerStacksCombined', audience: 'all', data: { stack: 'S1', from: ['S2'], hex: '71F8', lost: false, rule: 'B8.41' } },
    ]);
  });
  it("B8.41/B8.2: a lost stack whose only Sewer Location holds another of its side's stacks is offered nothing, whether the two would fit or not: its fate must not tell the DEFENDER what they hold", () => {
    for (const s1 of [['A01'], ['A01', 'A02', 'A03']]) {
      const g = twoStacks(s1, ['A04']); // F8 is S2's only destination
      expect(sewerDestinations(g.game.ctx, g.state, readSewers(g.state).stacks.S2!, false, true)).toEqual([]);
    }
  });
  it('B8.41/B8.2: the DEFENDER directing a lost stack is offered the same Locations whatever the stacks hold (never one holding another of its stacks)', () => {
    const prompt = (s1: string[]) => {
      const g = twoStacks(s1, ['A04']);
      readSewers(g.state).stacks.S1!.awaitingMove = false;
      (g.state.modules.sewers as { stacks: Record<string, { hex: string }> }).stacks.S2!.hex = '71N5';
      g.state.units.A04!.loc = { hex: '71N5', place: 'sewer', level: -1 };
      (g.state.modules.sewers as { stacks: Record<string, { hex: string }> }).stacks.S1!.hex = '71N8';
      for (const id of s1) g.state.units[id]!.loc = { hex: '71N8', place: 'sewer', level: -1 };
      g.state.phase = 'PFPh';
      g.dice([1, 6]); // direction drs: S1 1 (its owner moves it), S2 6 (lost)
      expect(g.when('A', { type: 'endPhase' }).ok).toBe(true); // PFPh -> MPh: direction drs
      return g.view('B').pending;
    };
    const small = prompt(['A01']);
    expect(small).toMatchObject({ kind: 'sewerLostDestination', options: [{ stack: 'S2', from: '71N5' }] });
    expect((small!.options![0] as { to: string[] }).to).not.toContain('71N8');
    expect(prompt(['A01', 'A02', 'A03'])).toEqual(small);
  });
  it('B8.41: a stack with no allowable Sewer Location is eliminated; the opponent learns only that the counter is gone', () => {
    const g = mph(given('sewer-infiltration').unit('A01', '71F5').unit('B01', '71P2'));
    (g.state.modules.sewers as { rubbled: string[] }).rubbled.push('71F8');
    g.state.units.A01!.status.concealed = false;
    // entering may stay beneath its own manhole: F5 is allowable
    entered(g, ['A01'], 2);
    g.when('A', { type: 'sewerMove', stack: stackOf(g).id, to: '71F5' });
    g.state.phase = 'PFPh';
    g.dice([2, 1]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true); // the next MPh: nowhere new to go
    expect(g.state.units.A01!.eliminated).toBe(true);
    expect(ofType(g, 'eliminated')).toEqual([expect.objectContaining({ audience: 'A' })]);
    expect(ofType(g, 'sewerStackRemoved')).toEqual([
      expect.objectContaining({ audience: 'all', data: expect.objectContaining({ rule: 'B8.41' }) }),
    ]);
  });
});

describe('B8.42 Sewer Emergence', () => {
  // A stack moved to F8 (a road hex in the open); the MPh ends
  function emergence(dr: number, extra?: (g: Given) => void) {
    const g0 = given('sewer-infiltration').unit('A01', '71F5').unit('B01', '71P2');
    extra?.(g0);
    const g = mph(g0);
    entered(g, ['A01'], 1);
    g.when('A', { type: 'sewerMove', stack: stackOf(g).id, to: '71F8' });
    g.dice([dr]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    return g;
  }
  it('B8.42: the dr is the owner’s; out of every enemy LOS the manhole is safe (-1); <= 4 may emerge concealed in the APh', () => {
    const g = emergence(5);
    const e = ofType(g, 'sewerEmergence');
    expect(e).toEqual([
      {
        type: 'sewerEmergence',
        audience: 'A',
        data: expect.objectContaining({
          original: 5,
          final: 4,
          result: 'mayEmerge',
          modifiers: [expect.objectContaining({ name: 'manhole safe from the enemy', value: -1 })],
        }),
      },
    ]);
    expect(rollsFor(g, 'B8.42')).toEqual([expect.objectContaining({ audience: 'A' })]);
    expect(ofType(g, 'rollMade', 'B').length).toBeGreaterThan(0);
    expect(JSON.stringify(g.events.filter((x) => x.audience === 'B' || x.audience === 'all'))).not.toContain('mayEmerge');
  });
  it('B8.42: 5-6 cannot emerge this turn (parameter sewerEmergence)', () => {
    const g = emergence(6);
    expect(stackOf(g).emergence).toBe('cannotEmerge');
    g.state.phase = 'APh';
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'sewerEmerge')).toBe(false);
    expect(g.when('A', { type: 'sewerEmerge', stack: stackOf(g).id })).toMatchObject({ ok: false, error: { rule: 'B8.42' } });
  });
  it('B8.42: >= 7 discovered: public; the DEFENDER\'s Infantry above may fire, PBF with -2 Hazardous Movement and no TEM (B8.3), and the "Sewer ?" stays', () => {
    const g = emergence(6, (h) => h.unit('B02', '71F7'));
    // a Known enemy (B02, adjacent) sees the manhole: no "safe" drm; 6 -> cannot emerge. Put B02 above instead:
    const d = emergence(6, (h) => h.unit('B02', '71F8'));
    expect(ofType(d, 'sewerEmergence')[0]!.data).toMatchObject({
      final: 7,
      result: 'discovered',
      modifiers: [expect.objectContaining({ name: '1 Good Order enemy MMC in the Manhole Location', value: 1 })],
    });
    expect(ofType(d, 'sewerDiscovered')).toEqual([expect.objectContaining({ audience: 'all' })]);
    expect(d.view('B').modules.sewers).toMatchObject({ stacks: [{ discovered: true }] });
    expect(d.state.phase).toBe('DFPh');
    d.dice([3, 3, 6, 6]); // 4 FP PBF = 8; DR 6 - 2 = 4 on the 8 column: 2MC (A7.3); the MC is A's alone
    const before = d.events.length;
    expect(d.when('B', { type: 'sewerFire', firers: ['B02'], stack: stackOf(d).id }).ok).toBe(true);
    expect(rollsFor(d, 'A7.3').at(-1)).toMatchObject({
      audience: 'all',
      data: { modifiers: [{ name: 'Hazardous Movement', value: -2, rule: 'B8.3' }] },
    });
    expect(ofType(d, 'fire', 'A').at(-1)?.data.fp).toBe(8);
    expect(d.state.units.A01!.status.concealed).toBe(true);
    for (const e of d.events.slice(before).filter((x) => x.audience !== 'A')) expect(JSON.stringify(e)).not.toContain('A01');
    expect(g.state.units.B02).toBeDefined();
  });
  it('B8.42: concealed enemy units count only if the DEFENDER reveals them, at his option after the dr, without seeing it; both learn counts, not units', () => {
    const g = emergence(5, (h) => h.unit('B02', '71F8', { concealed: true }));
    expect(g.view('B').pending).toMatchObject({ side: 'B', kind: 'sewerEmergenceReveal', options: [{ units: ['B02'] }] });
    expect(JSON.stringify(g.view('B'))).not.toMatch(/"original":5/);
    expect(g.when('B', { type: 'sewerEmergenceReveal', reveal: true }).ok).toBe(true);
    expect(ofType(g, 'sewerEmergenceRevealed')[0]).toMatchObject({ audience: 'all', data: { manholeGoodOrderMmc: 1 } });
    expect(JSON.stringify(ofType(g, 'sewerEmergenceRevealed'))).not.toContain('B02');
    // 5, no longer "safe" (B02 is in the Location above... in the open? F8 is not a building: B02 sees it) + 1 MMC = 6
    expect(ofType(g, 'sewerEmergence')[0]!.data).toMatchObject({ final: 6, result: 'cannotEmerge' });
    expect(g.state.units.B02!.status.concealed).toBe(true);
  });
  it('B8.42: a dummy "?" above prompts the same question as a real unit, so the prompt betrays nothing', () => {
    const g = emergence(5, (h) => h.unit('B05', '71F8'));
    expect(g.view('A').pending).toEqual({ side: 'B', kind: 'sewerEmergenceReveal', rule: 'B8.42' });
    expect(g.when('B', { type: 'sewerEmergenceReveal', reveal: true }).ok).toBe(true);
    expect(ofType(g, 'sewerEmergenceRevealed')[0]).toMatchObject({ data: { manholeGoodOrderMmc: 0, manholeOccupied: false } });
  });
  it('B8.5: beneath a rubbled manhole there is no Sewer Emergence dr', () => {
    const g = mph(given('sewer-infiltration').unit('A01', '71F5').unit('B01', '71P2'));
    entered(g, ['A01'], 1);
    g.when('A', { type: 'sewerMove', stack: stackOf(g).id, to: '71F8' });
    (g.game.ctx.map.byName('71F8')!.spec as { terrain?: string }).terrain = 'rubble';
    try {
      expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
      expect(rollsFor(g, 'B8.42')).toHaveLength(0);
    } finally {
      delete (g.game.ctx.map.byName('71F8')!.spec as { terrain?: string }).terrain;
    }
  });
});

describe('B8.41/B8.42 the APh: emerging', () => {
  function ready(extra?: (g: Given) => void, enter = ['A01']) {
    const g0 = given('sewer-infiltration').unit('A01', '71F5');
    if (extra) extra(g0);
    else g0.unit('B01', '71P2');
    const g = mph(g0);
    entered(g, enter, 1);
    g.when('A', { type: 'sewerMove', stack: stackOf(g).id, to: '71F8' });
    g.dice([1]);
    g.when('A', { type: 'endPhase' }); // Emergence dr 1: may emerge
    g.state.phase = 'APh';
    return g;
  }
  it('B8.41: only a vertical advance into the Manhole Location, concealed at the owner\'s option; the opponent sees a "?" appear', () => {
    const g = ready();
    const s = stackOf(g);
    expect(s.leftEncircled).toBe(false);
    expect(g.game.legal(g.state, 'A').filter((l) => l.type === 'advance')).toEqual([]);
    expect(g.when('A', { type: 'sewerEmerge', stack: s.id, concealed: true }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual({ hex: '71F8', place: 'ground', level: 0 });
    expect(g.view('B').markers).toEqual([expect.objectContaining({ kind: 'concealed', loc: { hex: '71F8', place: 'ground', level: 0 } })]);
    expect(readSewers(g.state).stacks[s.id]).toBeUndefined();
  });
  it('B8.41: even into an enemy-occupied Manhole Location (Close Combat follows)', () => {
    const g = ready((h) => h.unit('B01', '71A10'));
    g.state.units.B01!.loc = { hex: '71F8', place: 'ground', level: 0 };
    expect(g.when('A', { type: 'sewerEmerge', stack: stackOf(g).id, concealed: false }).ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71F8');
  });
  it('B8.41 EXC (B23.922): never up into an enemy-occupied Fortified Building Location; a concealed enemy there is revealed and the stack stays below', () => {
    const fortify = (d: Record<string, unknown>) => ((d.rules as Record<string, unknown>).fortifiedBuildings = ['71F8']);
    const known = given('sewer-infiltration', 'asl', fortify).unit('A01', '71F5').unit('B01', '71A10');
    const g = mph(known);
    entered(g, ['A01'], 1);
    g.when('A', { type: 'sewerMove', stack: stackOf(g).id, to: '71F8' });
    g.dice([1]);
    g.when('A', { type: 'endPhase' });
    g.state.phase = 'APh';
    g.state.units.B01!.loc = { hex: '71F8', place: 'ground', level: 0 };
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'sewerEmerge')).toBe(false);
    expect(g.when('A', { type: 'sewerEmerge', stack: stackOf(g).id })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION', rule: 'B8.41' },
    });
    g.state.units.B01!.status.concealed = true;
    expect(g.when('A', { type: 'sewerEmerge', stack: stackOf(g).id }).ok).toBe(true);
    expect(g.state.units.B01!.status.concealed).toBe(false);
    expect(g.state.units.A01!.loc!.place).toBe('sewer');
    expect(stackOf(g).emergence).toBe('cannotEmerge');
  });
  it('B8.41: leaving an Encircled Location by sewer means pinned and CX on advancing out that turn', () => {
    // every hex next to F5 is next to one of B01-B04 (A7.7, simplified): F5 is Encircled
    const g = ready((h) => h.unit('B01', '71F3').unit('B02', '71F7').unit('B03', '71D5').unit('B04', '71H5'));
    const s = stackOf(g);
    expect(s.leftEncircled).toBe(true);
    expect(g.when('A', { type: 'sewerEmerge', stack: s.id, concealed: true }).ok).toBe(true);
    expect(g.state.units.A01!.status).toMatchObject({ pinned: true, cx: true });
  });
});

describe('B8.3 who may fire into a sewer', () => {
  it('B8.3: a Gun (ordnance) may not fire into a sewer, even from the Manhole Location above a discovered stack', () => {
    const g0 = given('sewer-infiltration', 'asl', (d) => (d.oob as { B: unknown[] }).B.push({ type: 'at-gun', count: 1 }))
      .unit('A01', '71F5')
      .unit('B01', '71P2')
      .unit('B02', '71F8')
      .unit('B06', '71F8');
    const g = mph(g0);
    entered(g, ['A01'], 1);
    g.when('A', { type: 'sewerMove', stack: stackOf(g).id, to: '71F8' });
    g.dice([6]);
    g.when('A', { type: 'endPhase' });
    expect(stackOf(g).emergence).toBe('discovered');
    expect(
      (g.game.legal(g.state, 'B').find((l) => l.type === 'sewerFire')!.choices as { byTarget: Record<string, string[]> }).byTarget[
        `stack:${stackOf(g).id}`
      ],
    ).toEqual(['B02']);
    expect(g.when('B', { type: 'sewerFire', firers: ['B06'], stack: stackOf(g).id })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND' },
    });
  });
});

describe('B8.43 fire from the sewer at the Manhole Location above', () => {
  it('B8.43: only in the AFPh after being discovered; PBF at the units above, with their TEM; the firers stay beneath their counter', () => {
    const g0 = given('sewer-infiltration').unit('A01', '71F5').unit('B01', '71P2').unit('B02', '71F8');
    const g = mph(g0);
    entered(g, ['A01'], 1);
    g.when('A', { type: 'sewerMove', stack: stackOf(g).id, to: '71F8' });
    g.dice([6]); // 6 + 1 (B02, a Good Order MMC above) = 7: discovered
    g.when('A', { type: 'endPhase' });
    expect(stackOf(g).emergence).toBe('discovered');
    g.dice([6, 6]);
    expect(g.when('B', { type: 'sewerFire', firers: ['B02'], stack: stackOf(g).id }).ok).toBe(true); // DFPh: B fires down, no effect
    // in the DFPh A may not fire up; in the AFPh it may
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'sewerFire')).toBe(false);
    expect(g.endPhase().ok).toBe(true); // DFPh -> AFPh
    const entry = g.game.legal(g.state, 'A').find((l) => l.type === 'sewerFire');
    expect(entry?.choices).toMatchObject({ hexes: ['71F8'], byTarget: { 'hex:71F8': ['A01'] } });
    g.dice([6, 6]);
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8' }).ok).toBe(true);
    const fireToB = g.events.filter((e) => e.type === 'fire' && e.audience === 'B').at(-1)!;
    expect(fireToB.data).toMatchObject({ firers: [], fromStack: stackOf(g).id, target: '71F8' });
    expect(g.state.units.A01!.status.concealed).toBe(true);
  });
  it('B8.43: an undiscovered stack cannot fire at the Location above', () => {
    const g = mph(given('sewer-infiltration').unit('A01', '71F5').unit('B01', '71P2').unit('B02', '71F8'));
    entered(g, ['A01'], 1);
    g.when('A', { type: 'sewerMove', stack: stackOf(g).id, to: '71F8' });
    g.dice([2]); // 2 + 1 = 3: may emerge, not discovered
    g.when('A', { type: 'endPhase' });
    g.endPhase(); // DFPh -> AFPh
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8' })).toMatchObject({ ok: false, error: { rule: 'B8.43' } });
  });
});

describe('hidden information in public rolls', () => {
  it('B8.2/A7.53: a leader beneath a "Sewer ?" lends no leadership to its stack\'s public fire DR: his DRM would tell the opponent a leader is there', () => {
    // A06 is the 8-1 leader; with A01 in the stack he would give -1 to a fire the opponent sees
    const g = mph(given('sewer-infiltration').unit('A01', '71F5').unit('A06', '71F5').unit('B01', '71P2').unit('B02', '71F8'));
    entered(g, ['A01', 'A06'], 1);
    g.when('A', { type: 'sewerMove', stack: stackOf(g).id, to: '71F8' });
    g.dice([6]);
    g.when('A', { type: 'endPhase' });
    expect(stackOf(g).emergence).toBe('discovered');
    expect(g.endPhase().ok).toBe(true); // DFPh -> AFPh (B does not fire)
    g.dice([6, 6]);
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8' }).ok).toBe(true);
    const roll = g.events.find((e) => e.type === 'roll' && String(e.data.purpose).startsWith('fire at 71F8'))!;
    expect(roll.audience).toBe('all');
    expect((roll.data.modifiers as { name: string }[]).map((m) => m.name)).toEqual([]);
    expect(JSON.stringify(g.events.filter((e) => e.audience !== 'A'))).not.toContain('A06');
  });
});

describe('B8.2/B8.44 sewer against sewer', () => {
  function facing() {
    const g = mph(given('sewer-infiltration').unit('A01', '71N5').unit('B01', '71P2').unit('B02', '71N8'));
    // B's stack beneath N8 (entered earlier), A enters at N5
    const s = g.state.modules.sewers as { stacks: Record<string, unknown>; nextId: number };
    g.state.units.B02!.loc = { hex: '71N8', place: 'sewer', level: -1 };
    g.state.units.B02!.status.concealed = true;
    s.stacks.S9 = {
      id: 'S9',
      side: 'B',
      hex: '71N8',
      units: ['B02'],
      lost: false,
      enteredTurn: 0,
      leftEncircled: false,
      moved: true,
      awaitingMove: false,
      emergence: null,
    };
    return g;
  }
  it('B8.44: no entry into an enemy-occupied Sewer Location in the MPh', () => {
    const g = entered(facing(), ['A01'], 1);
    expect(sewerDestinations(g.game.ctx, g.state, stackOf(g), true)).toEqual(['71N2', '71N5', '71N6']);
  });
  it('B8.2: a sewer unit is out of LOS of the enemy above (until discovered) but seen from an ADJACENT Sewer Location (reciprocity)', () => {
    const g = facing();
    g.state.units.A01!.loc = { hex: '71N8', place: 'ground', level: 0 };
    g.state.phase = 'AFPh';
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], stack: 'S9' })).toMatchObject({ ok: false, error: { rule: 'B8.2' } });
  });
  function adjacentStacks() {
    const g = facing();
    g.state.units.A01!.loc = { hex: '71N8', place: 'sewer', level: -1 };
    g.state.units.A01!.status.concealed = true;
    const s = g.state.modules.sewers as { stacks: Record<string, unknown> };
    s.stacks.S1 = {
      id: 'S1',
      side: 'A',
      hex: '71N8',
      units: ['A01'],
      lost: false,
      enteredTurn: 0,
      leftEncircled: false,
      moved: true,
      awaitingMove: false,
      emergence: null,
    };
    (s.stacks.S9 as { hex: string }).hex = '71N8';
    g.state.units.B02!.loc = { hex: '71N8', place: 'sewer', level: -1 };
    return g;
  }
  it('B8.44: ADJACENT sewer units fire at each other in the DFPh and AFPh; the firers stay hidden beneath their counter; B8.41/A7.23: at half FP, the target being concealed', () => {
    const g = adjacentStacks();
    g.state.phase = 'AFPh';
    // A01 (6-2-8): 6 x 2 (PBF, B8.3) / 2 (AFPh, A7.24) / 2 (concealed target, A7.23) = 3 FP, the 2 column;
    // DR 12 - 2 (Hazardous Movement) = 10: no effect
    g.dice([6, 6]);
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], stack: 'S9' }).ok).toBe(true);
    expect(ofType(g, 'fire', 'B')[0]!.data).toMatchObject({ firers: [], fromStack: 'S1', stack: 'S9', fp: 3, column: 2, area: true });
  });
  it('B8.41/A7.23: in the DFPh a 4-6-7 fires at an ADJACENT sewer stack with 4 FP (4 x 2 PBF / 2 Area Fire), not 8', () => {
    const g = adjacentStacks();
    g.state.phase = 'DFPh';
    // DR 6 - 2 (B8.3) = 4: on the 4 column a 1MC, whose DR 7 + 1 = 8 pins A01 (morale 8, A7.8); on the 8
    // column it would be a 2MC, 7 + 2 = 9, breaking it and so eliminating it in the sewer (B8.45)
    g.dice([3, 3, 3, 4]);
    expect(g.when('B', { type: 'sewerFire', firers: ['B02'], stack: 'S1' }).ok).toBe(true);
    expect(ofType(g, 'fire', 'B')[0]!.data).toMatchObject({ firers: ['B02'], stack: 'S1', fp: 4, column: 4, area: true });
    expect(g.state.units.A01).toMatchObject({ eliminated: false, status: { pinned: true } });
  });
  it('B8.44: in the APh the ATTACKER may advance into CC with a sewer stack beneath an ADJACENT manhole; CC resolves as the CCPh ends, never Melee', () => {
    const g = facing();
    const s = g.state.modules.sewers as { stacks: Record<string, { hex: string }> };
    (s.stacks.S9 as { hex: string }).hex = '71N6';
    g.state.units.B02!.loc = { hex: '71N6', place: 'sewer', level: -1 };
    g.state.units.A01!.loc = { hex: '71N5', place: 'sewer', level: -1 };
    g.state.units.A01!.status.concealed = true;
    s.stacks.S1 = {
      id: 'S1',
      side: 'A',
      hex: '71N5',
      units: ['A01'],
      lost: false,
      enteredTurn: 0,
      leftEncircled: false,
      moved: true,
      awaitingMove: false,
      emergence: 'cannotEmerge',
    } as never;
    g.state.phase = 'APh';
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'sewerAdvance')?.choices).toEqual({
      stack: 'S1',
      from: '71N5',
      into: ['71N6'],
    });
    expect(g.when('A', { type: 'sewerAdvance', stack: 'S1', into: '71N8' })).toMatchObject({ ok: false, error: { rule: 'B8.44' } });
    expect(g.when('A', { type: 'sewerAdvance', stack: 'S1', into: '71N6' }).ok).toBe(true);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true); // APh -> CCPh
    g.dice([3, 4, 1, 1, 6, 6]); // Ambush drs 3 and 4 (no Ambush); A: 6 vs 4, DR 2 + 1 (A11.19) kills B02; B: DR 12 misses (sewerCloseCombat.test.ts tests the procedure)
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.units.B02!.eliminated).toBe(true);
    expect(ofType(g, 'eliminated')).toEqual([expect.objectContaining({ audience: 'B' })]);
    expect(ofType(g, 'closeCombat')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ sewer: true, melee: false, rule: 'B8.44' }) }),
    ]);
    expect(readSewers(g.state).stacks.S9).toBeUndefined();
    expect(readSewers(g.state).stacks.S1).toBeDefined();
  });
});

describe('B8.45 and what each viewer sees', () => {
  it('B8.45: a unit that breaks in a sewer is eliminated; its owner alone learns it', () => {
    // A01 (6-2-8, morale 8) alone, discovered beneath F8; B02 above fires 4 FP PBF = 8 FP with -2 (B8.3).
    const g = mph(given('sewer-infiltration').unit('A01', '71F5').unit('B01', '71P2').unit('B02', '71F8'));
    entered(g, ['A01'], 1);
    g.when('A', { type: 'sewerMove', stack: stackOf(g).id, to: '71F8' });
    g.dice([6]); // discovered (6 + 1 MMC = 7)
    g.when('A', { type: 'endPhase' });
    // the IFT DR (read from the ruleset's table) whose result is a plain MC, then A01's MC DR: final 9 > 8 breaks
    const table = CoreParams.of(g.game.ctx).ift;
    const column = iftColumn(table, 8);
    const final = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].find((f) => iftResult(table, column, f).kind === 'MC')!;
    const mc = iftResult(table, column, final) as { kind: 'MC'; n: number };
    const dr = (t: number) => [Math.min(6, t - 1), t - Math.min(6, t - 1)];
    g.dice([...dr(final + 2), ...dr(9 - mc.n)]);
    expect(g.when('B', { type: 'sewerFire', firers: ['B02'], stack: stackOf(g).id }).ok).toBe(true);
    expect(ofType(g, 'broken')).toEqual([expect.objectContaining({ audience: 'A', data: expect.objectContaining({ unit: 'A01' }) })]);
    expect(g.state.units.A01!.eliminated).toBe(true);
    expect(ofType(g, 'eliminated')).toEqual([
      expect.objectContaining({ audience: 'A', data: expect.objectContaining({ unit: 'A01', rule: 'B8.45' }) }),
    ]);
    expect(ofType(g, 'sewerStackRemoved')).toEqual([
      expect.objectContaining({ audience: 'all', data: expect.objectContaining({ rule: 'B8.45' }) }),
    ]);
  });
  it('A7.24: after its entry turn a stack that moved by Sewer Movement fires at half FP in the AFPh, as all AFPh fire (6-2-8 PBF: 12 halved to 6)', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A10')
      .unit('B01', '71P2')
      .unit('B02', '71F8')
      .playing({ phase: 'PFPh', attacker: 'A', turn: 2 });
    g.state.units.A01!.loc = { hex: '71F5', place: 'sewer', level: -1 };
    g.state.units.A01!.status.concealed = true;
    (g.state.modules.sewers as { stacks: Record<string, unknown> }).stacks.S1 = {
      id: 'S1',
      side: 'A',
      hex: '71F5',
      units: ['A01'],
      lost: false,
      enteredTurn: 0,
      leftEncircled: false,
      moved: false,
      awaitingMove: false,
      emergence: null,
    };
    expect(g.game.ctx.turn.index(g.state)).toBeGreaterThan(0);
    g.dice([1]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true); // PFPh -> MPh: direction dr 1
    expect(g.when('A', { type: 'sewerMove', stack: 'S1', to: '71F8' }).ok).toBe(true);
    g.dice([6]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true); // Emergence dr 6 + 1 (B02 above) = 7: discovered
    expect(g.endPhase().ok).toBe(true); // DFPh -> AFPh (the DEFENDER ends it, A3.4)
    g.dice([6, 6]);
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8' }).ok).toBe(true);
    expect(ofType(g, 'fire', 'A').at(-1)!.data).toMatchObject({ kind: 'advancing', fp: 6 });
  });
  it('A7.24: a discovered sewer stack that did not move this Player Turn fires at half FP in the AFPh too (6-2-8 PBF: 12 halved to 6)', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A10')
      .unit('B01', '71P2')
      .unit('B02', '71F8')
      .playing({ phase: 'AFPh', attacker: 'A', turn: 2 });
    g.state.units.A01!.loc = { hex: '71F8', place: 'sewer', level: -1 };
    g.state.units.A01!.status.concealed = true;
    (g.state.modules.sewers as { stacks: Record<string, unknown> }).stacks.S1 = {
      id: 'S1',
      side: 'A',
      hex: '71F8',
      units: ['A01'],
      lost: false,
      enteredTurn: 0,
      leftEncircled: false,
      moved: false,
      awaitingMove: false,
      emergence: 'discovered',
    };
    g.dice([6, 6]);
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8' }).ok).toBe(true);
    expect(ofType(g, 'fire', 'A').at(-1)!.data).toMatchObject({ kind: 'advancing', fp: 6 });
  });
  it('the opponent and spectators see only the counter; a dummy stack is indistinguishable from a real one', () => {
    const run = (unit: string) => {
      const g = mph(given('sewer-infiltration').unit(unit, '71F5').unit('B01', '71P2'));
      g.state.units[unit]!.status.concealed = true;
      entered(g, [unit], 6);
      g.when('B', { type: 'sewerLostDestination', stack: stackOf(g).id, to: '71F8' });
      g.dice([3]);
      g.when('A', { type: 'endPhase' });
      const b = g.events.filter((e: GameEvent) => e.audience === 'B' || e.audience === 'all');
      return JSON.stringify({ b, view: g.view('B'), pub: g.view('public') });
    };
    expect(run('A07')).toBe(run('A01')); // A07 is a dummy, A01 a 6-2-8 squad
  });
});
