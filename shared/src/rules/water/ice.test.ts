// B21.6 ice broken by an Original HE attack DR that scores a KIA (a real DC attack, A23.7), and its
// collapse under vehicles as per B6.42. sewer-infiltration on board 71 of the tests' own terrain, in a
// sub-zero scenario: canal R5 and R7 and pond C5 are ice. B01 (a 4-6-7) carries a DC (B06); B's OB
// gains a 25-ton tank (B07), a 3-ton truck (B08), an 8-ton halftrack (B09), two 5-ton vehicles (B10,
// B11), a 4-ton one (B12) and a Gun given 10 tons (B13).
import type { GameEvent, RollEventData } from '../../engine/events';
import { runOnEnter } from '../../engine/hooks';
import type { RuleModule, Ruleset } from '../../engine/module';
import { ruleset } from '../../rulesets/index';
import { hookContext } from '../../testing/hookContext';
import { given, type Given } from '../../testing/scenarioBuilder';
import { ground } from '../../units/location';
import { iceAfterAttack } from './ice';
import { waterState } from './state';

const HEXES = { '71R5': { terrain: 'canal' }, '71R7': { terrain: 'canal' }, '71C5': { terrain: 'pond' } };
const UNIT_TYPES = [
  { id: 'ge-pz-iv', kind: 'vehicle', name: 'PzKpfw IVH', nationality: 'german', chassis: 'tracked', tons: 25 },
  { id: 'ge-opel', kind: 'vehicle', name: 'Opel Blitz', nationality: 'german', chassis: 'wheeled', tons: 3 },
  { id: 'ge-251', kind: 'vehicle', name: 'SPW 251/1', nationality: 'german', chassis: 'halftrack', tons: 8 },
  { id: 'ge-5t', kind: 'vehicle', name: 'five-ton truck', nationality: 'german', chassis: 'wheeled', tons: 5 },
  { id: 'ge-4t', kind: 'vehicle', name: 'four-ton truck', nationality: 'german', chassis: 'wheeled', tons: 4 },
  // a Gun given a weight: B21.6 counts vehicles only
  { id: 'ge-heavy-gun', kind: 'gun', name: 'heavy gun', nationality: 'german', tons: 10 },
];

/** A test module giving every DC attack this DRM: the Final DR then differs from the Original DR. */
function withDcDrm(value: number): Ruleset {
  const asl = ruleset('asl');
  const drm: RuleModule = {
    id: 'testDcDrm',
    rules: [],
    modifiers: (_c, _s, q) => (q.kind === 'ift' && q.source === 'dc' ? [{ name: 'test DRM', value, rule: 'test' }] : []),
  };
  return { ...asl, modules: [...asl.modules, drm] };
}

function scene(rules: string | Ruleset = 'asl', units: Record<string, string> = {}, params: Record<string, unknown> = {}): Given {
  const rs = typeof rules === 'string' ? ruleset(rules) : rules;
  const g = given(
    'sewer-infiltration',
    { ...rs, params: { ...rs.params, ...params } },
    (doc) => {
      doc.rules = { ...(doc.rules as object), subZero: true };
      doc.unitTypes = UNIT_TYPES;
      (doc.oob as { B: unknown[] }).B.push(
        { type: 'dc', count: 1 },
        { type: 'ge-pz-iv' },
        { type: 'ge-opel' },
        { type: 'ge-251' },
        { type: 'ge-5t', count: 2 },
        { type: 'ge-4t' },
        { type: 'ge-heavy-gun' },
      );
    },
    (m) => {
      m.hexes = HEXES;
      m.hexsides = [];
    },
  );
  for (const [id, hex] of Object.entries(units)) g.unit(id, hex);
  g.state.units.B01!.carries = ['B06'];
  return g.playing({ phase: 'MPh', attacker: 'B' });
}

const terrainAt = (g: Given, hex: string) => g.game.contextAt(g.state).map.byName(hex)!.spec.terrain;

/** B places its DC into R5 (the ice, A04 on it) in the MPh; it detonates as the AFPh starts, with these dice. */
function dcOnTheIce(g: Given, dice: number[]): void {
  expect(g.when('B', { type: 'placeDC', unit: 'B01', target: '71R5' }).ok).toBe(true);
  if (g.state.pending) g.when('A', { type: 'declineFire' });
  expect(g.when('B', { type: 'endPhase' }).ok).toBe(true); // MPh -> DFPh
  g.dice(dice);
  expect(g.endPhase().ok).toBe(true); // DFPh -> AFPh: the DC attack
}

describe('B21.6 ice removed by an Original HE attack DR that scores a KIA', () => {
  it('B21.6: a DC attack (30 FP) with Original DR 5 (KIA on its column) breaks the ice even when a +1 DRM makes the Final DR 6 (K/4)', () => {
    const g = scene(withDcDrm(1), { B01: '71R4', A04: '71R5', A05: '71R5' });
    expect(terrainAt(g, '71R5')).toBe('ice');
    dcOnTheIce(g, [2, 3, 1, 1, 1, 1, 1, 1]);
    expect(g.events.find((e) => e.type === 'fireResult')?.data).toMatchObject({ target: '71R5', result: 'K/4' });
    expect(waterState(g.state).brokenIce).toEqual(['71R5']);
    expect(g.events.find((e) => e.type === 'iceBroken')).toEqual({
      type: 'iceBroken',
      audience: 'all',
      data: { hex: '71R5', rule: 'B21.6' },
    });
    expect(terrainAt(g, '71R5')).toBe('canal');
    expect(terrainAt(g, '71R7')).toBe('ice');
    expect(g.view('public').modules.water?.changed['71R5']).toBeUndefined();
    // the text eliminates units only when the ice collapses: the survivor stays, now in the water
    expect(['A04', 'A05'].filter((id) => !g.state.units[id]!.eliminated).map((id) => g.state.units[id]!.loc?.hex)).toEqual([
      '71R5',
      '71R5',
    ]);
  });

  it('B21.6: Original DR 6 (K/4 on the 30 column) does not break the ice even when a -1 DRM makes the Final DR a KIA', () => {
    const g = scene(withDcDrm(-1), { B01: '71R4', A04: '71R5' });
    dcOnTheIce(g, [3, 3, 6, 6, 6, 6, 6, 6]);
    expect(g.events.find((e) => e.type === 'fireResult')?.data).toMatchObject({ result: '1KIA' });
    expect(waterState(g.state).brokenIce).toEqual([]);
    expect(g.events.some((e) => e.type === 'iceBroken')).toBe(false);
    expect(terrainAt(g, '71R5')).toBe('ice');
  });

  it('B21.6: a KIA attack on a hex that is not ice breaks nothing', () => {
    const g = scene('asl', { B01: '71R2', A04: '71R3' });
    expect(g.when('B', { type: 'placeDC', unit: 'B01', target: '71R3' }).ok).toBe(true);
    if (g.state.pending) g.when('A', { type: 'declineFire' });
    g.when('B', { type: 'endPhase' });
    g.dice([1, 1, 6, 6, 6, 6]);
    expect(g.endPhase().ok).toBe(true);
    expect(waterState(g.state).brokenIce).toEqual([]);
  });
});

const applyContext = (g: Given, dice: number[]) => hookContext(g, dice);

/** A vehicle's move onto the ice as vehicle movement will report it (RuleModule.onEnter), with these dice. */
function driveOnto(g: Given, unit: string, from: string, to: string, dice: number[]): GameEvent[] {
  const u = g.state.units[unit]!;
  u.loc = ground(to);
  const { ctx, events } = applyContext(g, dice);
  runOnEnter(ctx, { side: u.side, group: [u], from: ground(from), to: ground(to), purpose: 'move', mf: 1, entered: true });
  return events;
}

const collapseRoll = (events: GameEvent[]) =>
  events.find((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'B21.6')?.data as RollEventData | undefined;

describe('B21.6 / B6.42 the ice collapses under vehicles of five tons or more', () => {
  it('B6.42: +1 per five-ton increment or fraction over the limit (8 tons over 0: +2); Final DR 11 holds and the limit becomes 8 tons', () => {
    const g = scene('asl', { B09: '71R4' });
    const events = driveOnto(g, 'B09', '71R4', '71R5', [5, 4]);
    expect(collapseRoll(events)).toMatchObject({ original: 9, final: 11, modifiers: [{ value: 2, rule: 'B6.42' }] });
    expect(waterState(g.state).iceWeightLimit).toBe(8);
    expect(waterState(g.state).brokenIce).toEqual([]);
    expect(g.state.units.B09!.eliminated).toBe(false);
  });

  it('B6.42: Final DR 12 collapses the ice: every unit in the hex is eliminated, the hex is water, vehicles of that weight are doomed on the ice', () => {
    const g = scene('asl', { B09: '71R4', B02: '71R5', A04: '71R5', B07: '71R6' });
    const events = driveOnto(g, 'B09', '71R4', '71R5', [5, 5]);
    expect(collapseRoll(events)?.final).toBe(12);
    expect(events.find((e) => e.type === 'iceCollapsed')).toEqual({
      type: 'iceCollapsed',
      audience: 'all',
      data: { hex: '71R5', tons: 8, limit: 0, rule: 'B21.6' },
    });
    expect(['B09', 'B02', 'A04'].map((id) => g.state.units[id]!.eliminated)).toEqual([true, true, true]);
    expect(waterState(g.state)).toMatchObject({ brokenIce: ['71R5'], iceCollapsedUnder: 8 });
    expect(terrainAt(g, '71R5')).toBe('canal');
    // B21.6: "all future vehicles >= that weight venturing onto the ice" are eliminated, without a DR
    const later = driveOnto(g, 'B07', '71R6', '71R7', []);
    expect(g.state.units.B07!.eliminated).toBe(true);
    expect(later.find((e) => e.type === 'iceCollapsed')?.data).toMatchObject({ hex: '71R7', tons: 25 });
    expect(terrainAt(g, '71R7')).toBe('ice');
  });

  it('B21.6: the Weight Limit is the same for all ice hexes: a vehicle no heavier than the highest weight sustained so far crosses without a DR', () => {
    const g = scene('asl', { B07: '71R4', B09: '71R6' });
    driveOnto(g, 'B07', '71R4', '71R5', [3, 3]); // 25 tons over 0: +5, Final DR 11 holds
    expect(waterState(g.state).iceWeightLimit).toBe(25);
    const events = driveOnto(g, 'B09', '71R6', '71R7', []);
    expect(events).toEqual([]);
  });

  it('B6.42: only a weight that exceeds the limit checks: a second five-ton vehicle after the first held crosses without a DR', () => {
    const g = scene('asl', { B10: '71R4', B11: '71R6' });
    driveOnto(g, 'B10', '71R4', '71R5', [3, 3]); // 5 tons over 0: +1, Final DR 7 holds
    expect(waterState(g.state).iceWeightLimit).toBe(5);
    expect(driveOnto(g, 'B11', '71R6', '71R7', [])).toEqual([]);
  });

  it('B6.42: "the total weight of vehicles" in the hex: a five-ton vehicle joining another on the ice checks ten tons (+2)', () => {
    const g = scene('asl', { B10: '71R4', B11: '71R5', A04: '71R5' });
    const events = driveOnto(g, 'B10', '71R4', '71R5', [4, 4]);
    expect(collapseRoll(events)).toMatchObject({ original: 8, final: 10, modifiers: [{ value: 2, rule: 'B6.42' }] });
    expect(waterState(g.state).iceWeightLimit).toBe(10);
  });

  it('B21.6: a vehicle under five tons and Infantry never check; nor one entering ice already broken', () => {
    const g = scene('asl', { B10: '71R5' });
    const u = g.state.units.B10!;
    const { ctx, events } = applyContext(g, []);
    runOnEnter(ctx, { side: 'B', group: [u], from: ground('71R5'), to: ground('71R5'), purpose: 'move', mf: 1, entered: true });
    runOnEnter(ctx, { side: 'B', group: [u], from: ground('71R4'), to: ground('71R5'), purpose: 'move', mf: 1, entered: false });
    expect(events).toEqual([]);
    waterState(g.state).brokenIce.push('71R7');
    expect(driveOnto(g, 'B10', '71R6', '71R7', [])).toEqual([]);
  });

  it('B21.6: within one command, a hex whose ice has just collapsed is water: a heavier vehicle entering it next is not "venturing onto the ice"', () => {
    const g = scene('asl', { B10: '71R4', B09: '71R6' });
    const { ctx, events } = applyContext(g, [6, 6]); // one context: its map still shows R5 as ice
    const enter = (id: string, from: string) => {
      const u = g.state.units[id]!;
      u.loc = ground('71R5');
      runOnEnter(ctx, { side: 'B', group: [u], from: ground(from), to: ground('71R5'), purpose: 'move', mf: 1, entered: true });
    };
    enter('B10', '71R4'); // 5 tons over 0: +1, Final DR 13 collapses
    expect(waterState(g.state)).toMatchObject({ brokenIce: ['71R5'], iceCollapsedUnder: 5 });
    enter('B09', '71R6');
    expect(g.state.units.B09!.eliminated).toBe(false);
    expect(events.filter((e) => e.type === 'iceCollapsed')).toHaveLength(1);
  });

  it('B21.6: a vehicle under five tons and Infantry never check; the parameter iceInitialWeightLimit sets the first limit (25 tons over 20: +1)', () => {
    const g = scene('asl', { B08: '71R4', B03: '71R6' });
    expect(driveOnto(g, 'B08', '71R4', '71R5', [])).toEqual([]);
    expect(driveOnto(g, 'B03', '71R6', '71R7', [])).toEqual([]);
    const h = scene('asl', { B07: '71R4' }, { iceInitialWeightLimit: 20 });
    expect(waterState(h.state).iceWeightLimit).toBe(20);
    expect(collapseRoll(driveOnto(h, 'B07', '71R4', '71R5', [5, 5]))).toMatchObject({
      purpose: 'ice collapse in 71R5 (25 tons, limit 20)',
      final: 11,
      modifiers: [{ name: '5 tons over the limit', value: 1 }],
    });
    expect(waterState(h.state).iceWeightLimit).toBe(25);
  });

  it('B21.6: "any vehicle of >= five tons": exactly five tons checks (5 over 0: +1), a Final DR 12 collapses; four tons never checks', () => {
    const g = scene('asl', { B12: '71R6', B10: '71R4' });
    expect(driveOnto(g, 'B12', '71R6', '71R7', [])).toEqual([]);
    const events = driveOnto(g, 'B10', '71R4', '71R5', [5, 6]);
    expect(collapseRoll(events)).toMatchObject({ original: 11, final: 12, modifiers: [{ value: 1, rule: 'B6.42' }] });
    expect(waterState(g.state)).toMatchObject({ brokenIce: ['71R5'], iceCollapsedUnder: 5 });
    expect(g.state.units.B10!.eliminated).toBe(true);
  });

  it('B21.6: after a collapse under eight tons, a lighter five-ton vehicle is not doomed: it makes its own Collapse DR', () => {
    const g = scene('asl', { B09: '71R4', B10: '71R6' });
    driveOnto(g, 'B09', '71R4', '71R5', [6, 6]); // 8 tons over 0: +2, collapses
    expect(waterState(g.state).iceCollapsedUnder).toBe(8);
    const later = driveOnto(g, 'B10', '71R6', '71R7', [2, 2]); // 5 tons over 0: +1, Final DR 5 holds
    expect(g.state.units.B10!.eliminated).toBe(false);
    expect(collapseRoll(later)).toMatchObject({ final: 5 });
  });

  it('B21.6: a doomed vehicle makes no Collapse DR, even where another vehicle already stands on the ice', () => {
    const g = scene('asl', { B10: '71R4', B09: '71R6', B11: '71R7' });
    driveOnto(g, 'B10', '71R4', '71R5', [6, 6]); // collapses under 5 tons
    const later = driveOnto(g, 'B09', '71R6', '71R7', []);
    expect(g.state.units.B09!.eliminated).toBe(true);
    expect(collapseRoll(later)).toBeUndefined();
  });

  it('B21.6: after a collapse under five tons, another vehicle of exactly that weight venturing onto the ice is eliminated (">= that weight")', () => {
    const g = scene('asl', { B10: '71R4', B11: '71R6' });
    driveOnto(g, 'B10', '71R4', '71R5', [6, 6]); // 5 tons over 0: +1, Final DR 13 collapses
    expect(waterState(g.state).iceCollapsedUnder).toBe(5);
    const later = driveOnto(g, 'B11', '71R6', '71R7', []);
    expect(g.state.units.B11!.eliminated).toBe(true);
    expect(later.find((e) => e.type === 'iceCollapsed')?.data).toMatchObject({ hex: '71R7', tons: 5, limit: 5 });
  });

  it('B21.6 / B6.42: only vehicles weigh on the ice: a Gun given tons and an eliminated vehicle still placed in the hex add nothing (5 tons over 0: +1)', () => {
    const g = scene('asl', { B10: '71R4', B13: '71R5', B07: '71R5' });
    g.state.units.B07!.eliminated = true;
    const events = driveOnto(g, 'B10', '71R4', '71R5', [2, 2]);
    expect(collapseRoll(events)).toMatchObject({ purpose: 'ice collapse in 71R5 (5 tons, limit 0)', final: 5, modifiers: [{ value: 1 }] });
    expect(events.filter((e) => e.type === 'eliminated')).toEqual([]);
  });

  it('B21.6: a collapse eliminates every unit in the hex once, by rule B21.6; a pushed Gun is lost with its pusher, told to its owner alone', () => {
    const g = scene('asl', { B10: '71R4', B02: '71R5', B13: '71R5', A04: '71R5', B07: '71R6' });
    g.state.units.B02!.carries = ['B13'];
    const events = driveOnto(g, 'B10', '71R4', '71R5', [6, 5]); // 5 tons over 0: +1, Final DR 12 collapses
    expect(events.find((e) => e.type === 'iceBroken')?.data).toEqual({ hex: '71R5', rule: 'B21.6' });
    const eliminated = events.filter((e) => e.type === 'eliminated');
    expect(eliminated.map((e) => [e.data.unit, e.data.rule]).sort()).toEqual([
      ['A04', 'B21.6'],
      ['B02', 'B21.6'],
      ['B10', 'B21.6'],
      ['B13', 'B21.6'],
    ]);
    expect(eliminated.find((e) => e.data.unit === 'B13')).toMatchObject({ audience: 'B', data: { carriedBy: 'B02' } });
    // a doomed vehicle is eliminated by the same rule
    const later = driveOnto(g, 'B07', '71R6', '71R7', []);
    expect(later.filter((e) => e.type === 'eliminated').map((e) => [e.data.unit, e.data.rule])).toEqual([['B07', 'B21.6']]);
    expect(later.find((e) => e.type === 'iceCollapsed')?.data).toMatchObject({ rule: 'B21.6' });
  });
});

describe('B21.6: only an HE attack breaks the ice (iceAfterAttack)', () => {
  const attack = (source: string, place: 'ground' | 'sewer') => ({
    source,
    target: { ...ground('71R5'), place },
    result: 'KIA',
    column: 30,
    original: 2,
  });
  it('B21.6 "Original HE attack DR": a KIA by an attack that is not HE (a squad\'s fire) leaves the ice; the same DR by a DC breaks it', () => {
    const g = scene('asl', { A04: '71R5' });
    const { ctx, events } = applyContext(g, []);
    iceAfterAttack(ctx, attack('squad', 'ground') as never);
    expect(waterState(g.state).brokenIce).toEqual([]);
    iceAfterAttack(ctx, attack('dc', 'ground') as never);
    expect(waterState(g.state).brokenIce).toEqual(['71R5']);
    // a second KIA within the same command (its map still shows the ice): the ice is broken once, told once
    iceAfterAttack(ctx, attack('dc', 'ground') as never);
    expect(waterState(g.state).brokenIce).toEqual(['71R5']);
    expect(events.filter((e) => e.type === 'iceBroken')).toHaveLength(1);
  });
  it('B21.6: a DC attack on a sewer Location beneath an ice hex does not reach the ice', () => {
    const g = scene('asl', { A04: '71R5' });
    const { ctx } = applyContext(g, []);
    iceAfterAttack(ctx, attack('dc', 'sewer') as never);
    expect(waterState(g.state).brokenIce).toEqual([]);
  });
});
