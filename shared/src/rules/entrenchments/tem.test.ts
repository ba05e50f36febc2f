// B27.3 TEM of units beneath a foxhole (B27.5 a trench, B27.56 an A-T Ditch), B27.13 (another Location
// for TEM than on top of the counter) and B27.53. sewer-infiltration on a board 71 of the tests' own
// terrain: A01-A03 6-2-8, A04-A05 4-4-7, A06 8-1; B01-B03 4-6-7, B04 9-1. Assertions are on the DRM
// breakdown and the Final DR.
import { collectModifiers } from '../../engine/hooks';
import type { Ruleset, RuleModule } from '../../engine/module';
import type { AttackKind } from '../../engine/rollQuery';
import { ruleset } from '../../rulesets/index';
import { fortifiedScene } from '../../testing/fortifiedScene';
import type { Given } from '../../testing/scenarioBuilder';
import type { Location } from '../../units/location';
import { moduleState } from '../../engine/moduleState';
import type { FortificationsState } from '../core/fortifications';

type Fort = { kind: 'foxhole' | 'trench' | 'atDitch'; hex: string; side: 'A' | 'B'; squads?: number };
type Hexes = Record<string, Record<string, unknown>>;

function scene(forts: Fort[], hexes: Hexes = {}, hexsides: unknown[] = [], rules: string | Ruleset = 'asl') {
  return fortifiedScene(forts, hexes, hexsides, rules);
}

const beneath = (hex: string): Location => ({ hex, place: 'ground', level: 0, position: 'beneath' });
const rollOf = (g: Given) =>
  g.events.find((e) => e.type === 'roll')!.data as {
    original: number;
    modifiers: { name: string; value: number; rule: string }[];
    final: number;
  };
const fireResults = (g: Given) => g.events.filter((e) => e.type === 'fireResult').map((e) => e.data);

/** A04 (4-4-7) Prep Fires from `from` at K8 with an Original DR of 6. */
function prepFire(g: Given, from = '71K5'): Given {
  g.unit('A04', from).playing({ phase: 'PFPh', attacker: 'A' }).dice([3, 3, 6, 6, 6, 6, 6, 6]);
  const r = g.when('A', { type: 'fire', firers: ['A04'], target: '71K8' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return g;
}

describe('B27.3 foxhole TEM', () => {
  it('B27.3: a unit beneath a foxhole gets +2 vs Infantry fire', () => {
    const g = prepFire(scene([{ kind: 'foxhole', hex: '71K8', side: 'B' }]).unit('B01', beneath('71K8')));
    expect(rollOf(g)).toMatchObject({ original: 6, modifiers: [{ name: 'TEM foxhole', value: 2, rule: 'B27.3' }], final: 8 });
    expect(fireResults(g)).toEqual([{ target: '71K8', position: 'beneath', result: '-', rule: 'A7.3' }]);
  });

  it('B27.13: a unit on top of the counter is in another Location for TEM: no foxhole TEM; one attack on both is one DR, each position its own Final DR', () => {
    const top = prepFire(scene([{ kind: 'foxhole', hex: '71K8', side: 'B' }]).unit('B01', '71K8'));
    expect(rollOf(top)).toMatchObject({ modifiers: [], final: 6 });
    const both = prepFire(
      scene([{ kind: 'foxhole', hex: '71K8', side: 'B' }])
        .unit('B01', '71K8')
        .unit('B02', beneath('71K8')),
    );
    expect(both.events.filter((e) => e.type === 'roll' && e.data.rule === 'A7.3')).toHaveLength(1);
    expect(rollOf(both)).toMatchObject({ original: 6, modifiers: [], final: 6 });
    // 4 FP: a 6 is a NMC for B01 on top, an 8 (6 + 2) nothing for B02 beneath
    expect(fireResults(both)).toEqual([
      { target: '71K8', result: 'NMC', rule: 'A7.3' },
      {
        target: '71K8',
        position: 'beneath',
        modifiers: [{ name: 'TEM foxhole', value: 2, rule: 'B27.3' }],
        final: 8,
        result: '-',
        rule: 'A7.3',
      },
    ]);
    const checks = both.events.filter((e) => e.type === 'roll' && e.data.rule === 'A10.1').map((e) => String(e.data.purpose));
    expect(checks).toEqual(['fire at 71K8: MC for B01']);
  });

  it("B27.3: not cumulative with other positive TEM of the hex (woods +1 gives way; a wall's +2 stays one +2); a stone building's +3 beats it", () => {
    const woods = prepFire(
      scene([{ kind: 'foxhole', hex: '71K8', side: 'B' }], { '71K8': { terrain: 'woods' } }).unit('B01', beneath('71K8')),
    );
    expect(rollOf(woods)).toMatchObject({ modifiers: [{ name: 'TEM foxhole', value: 2 }], final: 8 });
    const wall = prepFire(
      scene([{ kind: 'foxhole', hex: '71K8', side: 'B' }], {}, [{ hex: '71K8', side: 'N', terrain: 'wall' }]).unit('B01', beneath('71K8')),
    );
    expect(rollOf(wall).modifiers.filter((m) => m.value > 0)).toHaveLength(1);
    expect(rollOf(wall)).toMatchObject({ final: 8 });
    // B27.1 forbids a foxhole in a building: the counter is set by hand to show the engine's rule
    const building = scene([], { '71K8': { terrain: 'stoneBuilding' } }).unit('B01', beneath('71K8'));
    moduleState<FortificationsState>(building.state, 'fortifications', () => ({ counters: [], nextId: 1 })).counters = [
      { id: 'F1', kind: 'foxhole', hex: '71K8', side: 'B', squads: 1 },
    ];
    expect(rollOf(prepFire(building))).toMatchObject({ modifiers: [{ name: 'TEM stoneBuilding', value: 3 }], final: 9 });
    expect(temVs(building, 'oba')).toEqual([{ name: 'TEM foxhole', value: 4, rule: 'B27.3' }]);
  });

  it('B27.3: +4 vs an OVR and vs OBA, +2 vs an on-board mortar, none vs FT or an OVR made with FT only (the attack kinds are the seam; the weapons do not exist yet)', () => {
    const g = scene([{ kind: 'foxhole', hex: '71K8', side: 'B' }])
      .unit('B01', beneath('71K8'))
      .playing();
    expect(temVs(g, 'overrun')).toEqual([{ name: 'TEM foxhole', value: 4, rule: 'B27.3' }]);
    expect(temVs(g, 'oba')).toEqual([{ name: 'TEM foxhole', value: 4, rule: 'B27.3' }]);
    expect(temVs(g, 'onBoardMortar')).toEqual([{ name: 'TEM foxhole', value: 2, rule: 'B27.3' }]);
    expect(temVs(g, undefined)).toEqual([{ name: 'TEM foxhole', value: 2, rule: 'B27.3' }]);
    expect(temVs(g, 'flamethrower')).toEqual([]);
    expect(temVs(g, 'overrunFtOnly')).toEqual([]);
  });

  it("B27.3, B13.3: a negative TEM (Air Burst) applies with the foxhole's +2", () => {
    const airBurst: RuleModule = {
      id: 'airBurstProbe',
      rules: ['B13.3'],
      modifiers: (_c, _s, q) => (q.kind === 'ift' ? [{ name: 'Air Burst', value: -1, rule: 'B13.3', tem: true }] : []),
    };
    const asl = ruleset('asl');
    const g = prepFire(
      scene([{ kind: 'foxhole', hex: '71K8', side: 'B' }], { '71K8': { terrain: 'woods' } }, [], {
        ...asl,
        modules: [...asl.modules, airBurst],
      }).unit('B01', beneath('71K8')),
    );
    expect(rollOf(g)).toMatchObject({
      modifiers: [
        { name: 'TEM foxhole', value: 2 },
        { name: 'Air Burst', value: -1 },
      ],
      final: 7,
    });
  });

  it('B27.3 EXC: no foxhole TEM in Close Combat', () => {
    const g = scene([{ kind: 'foxhole', hex: '71K8', side: 'B' }])
      .unit('A01', '71K8')
      .unit('B01', beneath('71K8'))
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.dice([6, 6, 6, 6]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    const cc = g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A11.11');
    expect(cc).toHaveLength(2);
    for (const r of cc) expect(JSON.stringify(r.data.modifiers)).not.toContain('foxhole');
  });
});

describe('B27.5 trench TEM and B27.53', () => {
  it('B27.5: beneath a trench (and an A-T Ditch, B27.56) the same +2', () => {
    const t = prepFire(scene([{ kind: 'trench', hex: '71K8', side: 'B' }]).unit('B01', beneath('71K8')));
    expect(rollOf(t)).toMatchObject({ modifiers: [{ name: 'TEM trench', value: 2, rule: 'B27.5' }], final: 8 });
    const d = prepFire(scene([{ kind: 'atDitch', hex: '71K8', side: 'B' }]).unit('B01', beneath('71K8')));
    expect(rollOf(d)).toMatchObject({ modifiers: [{ name: 'TEM A-T Ditch', value: 2, rule: 'B27.5' }], final: 8 });
  });

  it('B27.53: the TEM stays when the firer is beneath an ADJACENT, connecting trench', () => {
    const g = scene([
      { kind: 'trench', hex: '71K7', side: 'A' },
      { kind: 'trench', hex: '71K8', side: 'B' },
    ])
      .unit('A04', beneath('71K7'))
      .unit('B01', beneath('71K8'))
      .playing({ phase: 'PFPh', attacker: 'A' })
      .dice([3, 3, 6, 6]);
    expect(g.when('A', { type: 'fire', firers: ['A04'], target: '71K8' }).ok).toBe(true);
    expect(rollOf(g)).toMatchObject({ modifiers: [{ name: 'TEM trench', value: 2, rule: 'B27.5' }], final: 8 });
  });
});

/** The foxhole's part of the DRM of an attack of this kind at B01 beneath K8. */
function temVs(g: Given, attack: AttackKind | undefined) {
  const target = g.state.units.B01!;
  return collectModifiers(g.game.ctx, g.state, {
    kind: 'ift',
    source: 'probe',
    ...(attack ? { attack } : {}),
    firers: [],
    target: target.loc!,
    targets: [target],
  }).filter((m) => m.rule.startsWith('B27'));
}
