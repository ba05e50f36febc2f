// Defensive First Fire's target (A8.1), AFPh fire (A7.24), FPF (A8.31), Residual FP (A8.2, A8.26), pinned
// movers (A7.83) and fire direction (A7.53, A7.531, A7.831), on board 71 with all hexes open unless a test
// gives its own terrain. Dice sit at the boundary: the old reading of each rule gives another result.
import type { GameEvent } from '../../engine/events';
import { type given, onTerrain } from '../../testing/scenarioBuilder';

type Hexes = Record<string, Record<string, unknown>>;
const on = (hexes: Hexes = {}, hexsides: unknown[] = []) => onTerrain(hexes, hexsides);
type G = ReturnType<typeof given>;
const rolls = (g: G, rule = 'A7.3') =>
  g.events
    .filter((e) => e.type === 'roll' && (e.data as { rule: string }).rule === rule)
    .map((e) => e.data as { original: number; final: number; modifiers: { name: string; value: number }[] });
const results = (g: G) => g.events.filter((e) => e.type === 'fireResult').map((e) => e.data.result);
const checked = (g: G) => rolls(g, 'A10.1').map((r) => (r as unknown as { purpose: string }).purpose.replace(/.*MC for /, ''));
const activity = (extra: Record<string, unknown> = {}) => ({ mf: {}, moved: {}, nonAssault: {}, fired: {}, done: {}, ...extra });

describe('A8.1 Defensive First Fire affects only the moving unit/stack', () => {
  it('A8.1: a unit already in the Location is not attacked, nor revealed, by the First Fire at a unit moving in', () => {
    // A04 (4-4-7) waits concealed in K8; A01 (6-2-8) moves in from K7; B01 (4-6-7) fires from K4 (range 4)
    const g = on()
      .unit('A01', '71K7')
      .unit('A04', '71K8', { concealed: true })
      .unit('B01', '71K4')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K8' }).ok).toBe(true);
    // what the DEFENDER is asked names the Location only, not the moving units
    expect(JSON.stringify(g.view('B').pending)).not.toMatch(/A01|A04/);
    g.dice([3, 3, 4, 4, 4, 4]); // 4 FP, DR 6 - 2 (FFMO, FFNAM) = 4: 1MC; A01's MC 8 + 1 > 8: broken
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(results(g)).toEqual(['1MC']);
    expect(checked(g)).toEqual(['A01']);
    expect(g.state.units.A01!.status.broken).toBe(true);
    expect(g.state.units.A04!.status).toMatchObject({ broken: false, concealed: true });
    const seenByB = g.events.filter((e: GameEvent) => e.audience === 'B' || e.audience === 'all');
    expect(JSON.stringify(seenByB)).not.toMatch(/A04/);
  });
});

describe('A7.24 AFPh fire', () => {
  it('A7.24: fire in the AFPh is halved even if the firing unit did not move (6-2-8 PBF 12 -> 6)', () => {
    const g = on().unit('A01', '71K7').unit('B01', '71K8').playing({ phase: 'AFPh', attacker: 'A' });
    g.dice([2, 2, 3, 3]); // DR 4: 2MC on the 6 column (the 12 column would give a 3MC); B01's MC 6 + 2 > 7
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71K8' }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'fire')!.data).toMatchObject({ kind: 'advancing', fp: 6 });
    expect(results(g)).toEqual(['2MC']);
  });
});

describe('A8.31 Final Protective Fire', () => {
  it('A8.31: FPF is "a combination of Area Fire and PBF": a 4-6-7 ADJACENT fires 4 FP (8 halved)', () => {
    const g = on().unit('A01', '71K6').unit('B01', '71K8').playing({ phase: 'MPh', attacker: 'A' });
    g.state.modules.activity = activity({ fired: { B01: 'final' } });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K7' }).ok).toBe(true);
    // DR 6 - 2 = 4: 1MC on the 4 column (2MC on the 8); A01's MC 6 + 1 = 7 < 8 passes (6 + 2 = 8 would pin)
    g.dice([3, 3, 3, 3]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'fire')!.data.fp).toBe(4);
    expect(results(g)).toEqual(['1MC']);
    expect(g.state.units.A01!.status.pinned).toBe(false);
  });
});

describe('A8.2, A8.26 Residual FP', () => {
  it('A8.2: Residual FP is half the IFT column used, "up to a maximum of 12" (36 column: 12, not 16)', () => {
    const g = on().unit('A01', '71K6').unit('B01', '71K8').unit('B02', '71K8').unit('B03', '71K8').playing({ phase: 'MPh', attacker: 'A' });
    for (const b of ['B01', 'B02', 'B03']) (g.state.units[b] as { type: string }).type = 'ru-628'; // 6 FP each, PBF 12
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K7' }).ok).toBe(true);
    g.dice([6, 6, 6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01', 'B02', 'B03'] }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'fire')!.data).toMatchObject({ fp: 36, column: 36 });
    expect(g.events.find((e) => e.type === 'residualFire')!.data).toMatchObject({ hex: '71K7', fp: 12 });
  });

  it('A8.26 EX #1: a four-FP First Fire through a grain Hindrance (+1) leaves one Residual FP, not two', () => {
    const g = on({ '71K6': { terrain: 'grain' } })
      .unit('A01', '71K7')
      .unit('B01', '71K4')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K8' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'residualFire')!.data).toMatchObject({ hex: '71K8', fp: 1 });
  });

  it('A8.26 EX: a 4 FP attack traced through a wall hexside (+2 TEM) leaves no Residual FP', () => {
    const g = on({}, [{ hex: '71K8', side: 'N', terrain: 'wall' }])
      .unit('A01', '71L8')
      .unit('B01', '71K4')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K8' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'residualFire')).toEqual([]);
  });
});

describe('A7.83 pinned movers', () => {
  it('A7.83: a unit pinned by Residual FP on entering is "not subject to any further DRM for FFNAM/FFMO"', () => {
    const g = on().unit('A01', '71K7').unit('B01', '71K4').playing({ phase: 'MPh', attacker: 'A' });
    g.state.modules.activity = activity({ residual: { '71K8': 2 } });
    // Residual 2 FP, DR 6 - 2 = 4: 1MC; A01's MC 7 + 1 = 8 = morale: pinned (A7.8)
    g.dice([3, 3, 3, 4]);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K8' }).ok).toBe(true);
    expect(g.state.units.A01!.status.pinned).toBe(true);
    g.dice([4, 4]); // 4 FP, DR 8 and no DRM: no effect (with FFMO and FFNAM, 6: a NMC)
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(rolls(g).at(-1)).toMatchObject({ original: 8, modifiers: [], final: 8 });
    expect(results(g).at(-1)).toBe('-');
  });
});

describe('A7.53, A7.531, A7.831 fire direction', () => {
  it('A7.831: a pinned leader cannot direct an attack', () => {
    const g = on().unit('B01', '71K4').unit('B04', '71K4').unit('A01', '71K8').playing({ phase: 'PFPh', attacker: 'B' });
    g.state.units.B04!.status.pinned = true;
    g.dice([3, 3, 6, 6]); // DR 6 on the 4 column: NMC (with the 9-1's -1, 5: a 1MC)
    expect(g.when('B', { type: 'fire', firers: ['B01'], target: '71K8' }).ok).toBe(true);
    expect(rolls(g)[0]).toMatchObject({ modifiers: [], final: 6 });
    expect(results(g)).toEqual(['NMC']);
  });

  it('A7.531: a leader directs one unit or Fire Group a Player Turn; A7.53: in Subsequent First Fire again only units he directed', () => {
    const g = on().unit('B01', '71K4').unit('B02', '71K4').unit('B04', '71K4').unit('A01', '71K6').playing({ phase: 'MPh', attacker: 'A' });
    const lead = (i: number) => rolls(g)[i]!.modifiers.filter((m) => m.name.startsWith('leader'));
    // A8.14: the other squad could attack the same expenditure; B declines that follow-up here
    const declineFollowUp = () => expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K7' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(lead(0)).toEqual([{ name: 'leader B04', value: -1, rule: 'A7.53' }]);
    declineFollowUp();
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K8' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B02'] }).ok).toBe(true);
    expect(lead(1)).toEqual([]); // B04 directed B01 already
    declineFollowUp();
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K9' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true); // Subsequent First Fire
    expect(lead(2)).toEqual([{ name: 'leader B04', value: -1, rule: 'A7.53' }]);
  });
});
