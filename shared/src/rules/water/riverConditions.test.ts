import { ruleset } from '../../rulesets/index';
import { given } from '../../testing/scenarioBuilder';

/** The match's EC (scenario rule `ec`) and the parameter `riverEcDrm` its drm is read from. */
interface Ec {
  readonly ec: string;
  readonly drm: Record<string, number>;
}

/** `river`: the scenario's river rule replaced (null: removed; undefined: factory-assault's own). */
function startPlay(dice: number[], river?: Record<string, string> | null, ec?: Ec) {
  const rules = ec ? ruleset('asl', { riverEcDrm: { wet: 0, moist: 0, moderate: 0, dry: 0, veryDry: 0, ...ec.drm } }) : 'asl';
  const g = given('factory-assault', rules, (s) => {
    if (river) (s.rules as Record<string, unknown>).river = river;
    if (river === null) delete (s.rules as Record<string, unknown>).river;
    if (ec) (s.rules as Record<string, unknown>).ec = ec.ec;
  });
  for (const side of ['A', 'B'] as const) {
    const entry = g.game.legal(g.state, side).find((l) => l.type === 'placeUnits')!;
    let i = 0;
    g.when(
      side,
      g.game.handler('placeUnits')!.sample!(entry, () => (i++ * 0.137) % 1, g.game.ctx, g.state, side),
    );
  }
  g.dice(dice);
  expect(g.when('A', { type: 'finishSetup' }).ok).toBe(true);
  expect(g.when('B', { type: 'finishSetup' }).ok).toBe(true);
  return g;
}

describe('B21.121 / B21.122 river conditions at the outset', () => {
  it('B21.121: an odd Current dr reverses the direction; dr 1 is a heavy current; B21.122: depth dr 6 is fordable', () => {
    const g = startPlay([1, 6], { direction: 'S', depth: 'rolled' });
    expect(g.view('B').modules.water).toEqual({ river: { depth: 'fordable', current: 'heavy', direction: 'N' }, changed: {} });
    const rolls = g.events.filter((e) => e.type === 'roll');
    expect(rolls.map((r) => [r.audience, r.data.purpose, r.data.rule, r.data.final])).toEqual([
      ['all', 'river current', 'B21.121', 1],
      ['all', 'river depth', 'B21.122', 6],
    ]);
    // the conditions are told to both sides, once (the client prints them)
    expect(g.events.filter((e) => e.type === 'riverConditions')).toEqual([
      { type: 'riverConditions', audience: 'all', data: { depth: 'fordable', current: 'heavy', direction: 'N', rule: 'B21.121' } },
    ]);
    // they are rolled once, at the outset: the next phases roll nothing
    g.endPhase();
    expect(g.state.phase).toBe('PFPh');
    expect(g.events.filter((e) => e.type === 'roll')).toHaveLength(2);
    expect(g.view('A').modules.water!.river).toEqual({ depth: 'fordable', current: 'heavy', direction: 'N' });
  });
  it('B21.121: an even dr keeps the direction; 2-5 is moderate, >= 6 slow; B21.122: 1 flooded, 2-5 deep', () => {
    const flooded = startPlay([4, 1], { direction: 'S', depth: 'rolled' }).view('A').modules.water!;
    expect(flooded.river).toEqual({ depth: 'flooded', current: 'moderate', direction: 'S' });
    // B21.21: the flooded river (73CC1-CC10, DD0-DD10 of factory-district) is one level higher
    expect(Object.keys(flooded.changed)).toHaveLength(21);
    expect(flooded.changed['73CC4']).toEqual({ terrain: 'river', elevation: 1 });
    expect(startPlay([6, 3], { direction: 'NE', depth: 'rolled' }).view('A').modules.water).toEqual({
      river: { depth: 'deep', current: 'slow', direction: 'NE' },
      changed: {},
    });
  });
  it('B21.122: a depth the scenario leaves undefined is deep, not rolled (the dr is for DYO scenarios: depth "rolled")', () => {
    const g = startPlay([4], { direction: 'S' });
    expect(g.view('A').modules.water!.river).toEqual({ depth: 'deep', current: 'moderate', direction: 'S' });
    expect(g.events.filter((e) => e.type === 'roll').map((r) => r.data.purpose)).toEqual(['river current']);
  });
  it('values the scenario gives are not rolled', () => {
    const g = startPlay([], { direction: 'S', current: 'moderate', depth: 'deep' });
    expect(g.events.filter((e) => e.type === 'roll')).toEqual([]);
    // known from the setup on (the view shows them): nothing to announce when play begins
    expect(g.events.filter((e) => e.type === 'riverConditions')).toEqual([]);
    expect(g.view('public').modules.water).toEqual({ river: { depth: 'deep', current: 'moderate', direction: 'S' }, changed: {} });
  });

  it('B21.121 / B21.122: only what the scenario leaves open is rolled: a given force rolls the depth alone, a given depth the Current alone', () => {
    const depthOnly = startPlay([3], { direction: 'S', current: 'heavy', depth: 'rolled' });
    expect(depthOnly.view('A').modules.water!.river).toEqual({ depth: 'deep', current: 'heavy', direction: 'S' });
    expect(depthOnly.events.filter((e) => e.type === 'roll').map((r) => r.data.purpose)).toEqual(['river depth']);
    const currentOnly = startPlay([1], { direction: 'S', depth: 'fordable' });
    expect(currentOnly.view('A').modules.water!.river).toEqual({ depth: 'fordable', current: 'heavy', direction: 'N' });
    expect(currentOnly.events.filter((e) => e.type === 'roll').map((r) => r.data.purpose)).toEqual(['river current']);
  });

  it('B21.121 "Place the Current counter in any applicable direction": a scenario that gives no direction places it S, then the dr reverses it or not', () => {
    expect(startPlay([4, 3], {}).view('A').modules.water!.river).toStrictEqual({ depth: 'deep', current: 'moderate', direction: 'S' });
    expect(startPlay([3, 3], {}).view('A').modules.water!.river).toStrictEqual({ depth: 'deep', current: 'moderate', direction: 'N' });
  });
  it('B21.121: a given force and depth without a direction are not known at setup: the counter is placed (S) when play starts, unrolled, and announced', () => {
    const g = startPlay([], { current: 'moderate', depth: 'deep' });
    expect(g.events.filter((e) => e.type === 'roll')).toEqual([]);
    expect(g.view('A').modules.water!.river).toStrictEqual({ depth: 'deep', current: 'moderate', direction: 'S' });
    expect(g.events.filter((e) => e.type === 'riverConditions').map((e) => e.data)).toEqual([
      { depth: 'deep', current: 'moderate', direction: 'S', rule: 'B21.121' },
    ]);
  });

  it('a scenario without a river rolls nothing and has no river conditions', () => {
    const g = startPlay([], null);
    expect(g.events.filter((e) => e.type === 'roll' || e.type === 'riverConditions')).toEqual([]);
    expect(g.view('A').modules.water).toBeUndefined();
  });

  it('B21.121: the force boundaries: dr 2 is already moderate (<= 1 heavy), dr 5 still moderate (>= 6 slow); an odd dr 5 reverses the counter', () => {
    expect(startPlay([2, 3], { direction: 'S', depth: 'rolled' }).view('A').modules.water!.river).toEqual({
      depth: 'deep',
      current: 'moderate',
      direction: 'S',
    });
    expect(startPlay([5, 3], { direction: 'S', depth: 'rolled' }).view('A').modules.water!.river).toEqual({
      depth: 'deep',
      current: 'moderate',
      direction: 'N',
    });
  });
  it('B21.122: the depth boundaries: dr 2 is already deep (<= 1 flooded), dr 5 still deep (>= 6 fordable)', () => {
    expect(startPlay([4, 2], { direction: 'S', depth: 'rolled' }).view('A').modules.water!.river).toMatchObject({ depth: 'deep' });
    expect(startPlay([4, 5], { direction: 'S', depth: 'rolled' }).view('A').modules.water!.river).toMatchObject({ depth: 'deep' });
  });
});

describe('B21.121 / B21.122 the current EC drm (B25.5, parameter riverEcDrm)', () => {
  const rolls = (g: ReturnType<typeof startPlay>) =>
    g.events.filter((e) => e.type === 'roll').map((r) => [r.data.purpose, r.data.original, r.data.final, r.data.modifiers]);
  it('B21.122: "This dr is modified by the current EC drm": a depth dr 5 with a +1 EC drm is 6, fordable; B21.121: the Current dr 5 + 1 is slow, and still odd (reversed)', () => {
    const g = startPlay([5, 5], { direction: 'S', depth: 'rolled' }, { ec: 'wet', drm: { wet: 1 } });
    expect(g.view('B').modules.water!.river).toEqual({ depth: 'fordable', current: 'slow', direction: 'N' });
    const ec = [{ name: 'EC wet', value: 1, rule: 'B21.121, B25.5' }];
    expect(rolls(g)).toEqual([
      ['river current', 5, 6, ec],
      ['river depth', 5, 6, [{ ...ec[0], rule: 'B21.122, B25.5' }]],
    ]);
  });
  it('B25.5: an EC whose drm is 0 adds no modifier to either dr (the roll shows none)', () => {
    const g = startPlay([4, 3], { direction: 'S', depth: 'rolled' }, { ec: 'moderate', drm: {} });
    expect(rolls(g)).toEqual([
      ['river current', 4, 4, []],
      ['river depth', 3, 3, []],
    ]);
  });
  it("B21.122: a -1 EC drm makes a depth dr 2 flooded and the Current dr 2 heavy; the drm is the match EC's only (another EC's value is not read)", () => {
    expect(startPlay([2, 2], { direction: 'S', depth: 'rolled' }, { ec: 'dry', drm: { dry: -1 } }).view('A').modules.water!.river).toEqual({
      depth: 'flooded',
      current: 'heavy',
      direction: 'S',
    });
    expect(
      startPlay([2, 2], { direction: 'S', depth: 'rolled' }, { ec: 'moist', drm: { dry: -1 } }).view('A').modules.water!.river,
    ).toEqual({
      depth: 'deep',
      current: 'moderate',
      direction: 'S',
    });
  });
});
