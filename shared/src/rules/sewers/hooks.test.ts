// The sewers module's engine hooks (index.ts) asked directly: the B8.3 Hazardous Movement DRM and the
// B8.41 "Lost ?" drm, the B8.2 / B8.5 refusals of a DC placed into a Sewer Location, the B8.5 rubble dr
// after a DC's KIA, the B8.42 discovery reset as a Player Turn begins, the B8.41 "must move" block and the
// module's invariants (issue #33 mutation testing: each case fails with its mutant applied by hand).
import type { ResolvedAttack } from '../../engine/module';
import type { RollQuery } from '../../engine/rollQuery';
import { sewerStackIn } from '../../testing/sewerStacks';
import { hookContext } from '../../testing/hookContext';
import { given, type Given } from '../../testing/scenarioBuilder';
import { ground, sewer } from '../../units/location';
import { EMERGENCE_ROLL } from './emergence';
import { sewersModule } from './index';
import { DIRECTION_ROLL } from './sewerMovement';
import { readSewers, type SewerStack } from './sewerState';

/** A's stack `id` (these units) beneath `hex`, as the sewer movement leaves it. */
const stack = (g: Given, id: string, hex: string, units: string[], more: Partial<SewerStack> = {}): SewerStack =>
  sewerStackIn(g, id, 'A', hex, units, more);

function scene(): Given {
  return given('sewer-infiltration').unit('A01', '71A10').unit('A02', '71A10').unit('B01', '71Z1').playing({ phase: 'MPh', attacker: 'A' });
}

const applyContext = (g: Given, dice: number[]) => hookContext(g, dice);

const modifiers = (g: Given, q: RollQuery) => sewersModule.modifiers!(g.game.ctx, g.state, q);

describe('B8.3 / B8.41 / B8.42 the sewers module drm', () => {
  const ift = (source: string, place: 'sewer' | 'ground') =>
    ({ kind: 'ift', source, firers: [], target: place === 'sewer' ? sewer('71F8') : ground('71F8'), targets: [] }) as RollQuery;
  it('B8.3: fire in a sewer at a Sewer Location has the -2 Hazardous Movement DRM; other fire, or at the ground, none', () => {
    const g = scene();
    expect(modifiers(g, ift('sewerFire', 'sewer'))).toEqual([{ name: 'Hazardous Movement', value: -2, rule: 'B8.3' }]);
    expect(modifiers(g, ift('fire', 'sewer'))).toEqual([]);
    expect(modifiers(g, ift('sewerFire', 'ground'))).toEqual([]);
  });
  it('B8.41: the direction dr of a "Lost ?" stack is +1; of another stack unmodified', () => {
    const g = scene();
    const lost = stack(g, 'S1', '71F8', ['A01'], { lost: true });
    const found = stack(g, 'S2', '71N5', ['A02']);
    expect(modifiers(g, { kind: 'module', roll: DIRECTION_ROLL, subject: lost })).toEqual([{ name: 'lost', value: 1, rule: 'B8.41' }]);
    expect(modifiers(g, { kind: 'module', roll: DIRECTION_ROLL, subject: found })).toEqual([]);
  });
  it('B8.42: the Emergence dr takes its drm (a "Lost ?" stack +1); another module roll and other kinds get nothing here', () => {
    const g = scene();
    const lost = stack(g, 'S1', '71F8', ['A01'], { lost: true });
    expect(modifiers(g, { kind: 'module', roll: EMERGENCE_ROLL, subject: { stack: lost, revealed: new Set() } })).toContainEqual({
      name: 'lost',
      value: 1,
      rule: 'B8.42',
    });
    expect(modifiers(g, { kind: 'module', roll: 'water.current', subject: lost })).toEqual([]);
    expect(modifiers(g, { kind: 'ambush', side: 'A', units: [], loc: sewer('71F8'), public: false })).toEqual([]);
  });
});

describe('B8.2 / B8.5 what may be placed into a Sewer Location', () => {
  const q = (g: Given, to: ReturnType<typeof sewer>) => ({
    side: 'B' as const,
    units: [g.state.units.B01!],
    from: ground('71F7'),
    to,
    purpose: 'dcPlacement' as const,
  });
  it('B8.2: beneath a hex without a manhole there is no Sewer Location; B8.5: a rubbled one is refused; else nothing', () => {
    const g = scene();
    const entry = (to: ReturnType<typeof sewer>) => sewersModule.entryCost!(g.game.ctx, g.state, q(g, to));
    expect(entry(sewer('71A1'))).toEqual([{ kind: 'forbid', reason: 'there is no Sewer Location beneath 71A1', rule: 'B8.2' }]);
    expect(entry(sewer('71F8'))).toEqual([]);
    expect(entry(ground('71A1'))).toEqual([]);
    readSewers(g.state).rubbled.push('71F8');
    expect(entry(sewer('71F8'))).toEqual([{ kind: 'forbid', reason: 'the Sewer Location beneath 71F8 is rubbled', rule: 'B8.5' }]);
  });
});

describe('B8.5 the rubble dr after a DC KIA on a Sewer Location', () => {
  const kia: ResolvedAttack = { source: 'dc', target: sewer('71F8'), result: 'KIA', column: 30, original: 2 };
  const after = (a: ResolvedAttack, dice: number[]) => {
    const g = scene();
    stack(g, 'S1', '71F8', ['A01']);
    const { ctx, events } = applyContext(g, dice);
    sewersModule.onAttackResolved!(ctx, a);
    return { g, events };
  };
  it('B8.5: dr 1 (at dcSewerRubbleDr) rubbles it, the dr public and named; the units beneath are eliminated', () => {
    const { g, events } = after(kia, [1]);
    expect(events[0]).toMatchObject({
      type: 'roll',
      audience: 'all',
      data: { kind: 'dr', rule: 'B8.5', purpose: 'rubble dr for the Sewer Location beneath 71F8 (as a stone building)', final: 1 },
    });
    expect(readSewers(g.state).rubbled).toEqual(['71F8']);
    expect(g.state.units.A01!.eliminated).toBe(true);
  });
  it('B8.5: dr 2 (above dcSewerRubbleDr) leaves it', () => {
    const { g, events } = after(kia, [2]);
    expect(events).toHaveLength(1);
    expect(readSewers(g.state).rubbled).toEqual([]);
  });
  it('B8.5: no rubble dr after a K/1, after a non-DC attack, or after a DC on the ground', () => {
    expect(after({ ...kia, result: 'K' }, [1]).events).toEqual([]);
    expect(after({ ...kia, source: 'fire' }, [1]).events).toEqual([]);
    expect(after({ ...kia, target: ground('71F8') }, [1]).events).toEqual([]);
  });
});

describe('B8.5 a rubbled Sewer Location is listed once', () => {
  it('B8.5: rubbled a second time (by another DC KIA and rubble dr), the Location stays listed once', () => {
    const g = scene();
    const { ctx } = applyContext(g, [1, 1]);
    const kia: ResolvedAttack = { source: 'dc', target: sewer('71F8'), result: 'KIA', column: 30, original: 2 };
    sewersModule.onAttackResolved!(ctx, kia);
    sewersModule.onAttackResolved!(ctx, kia);
    expect(readSewers(g.state).rubbled).toEqual(['71F8']);
  });
});

describe('B8.42 / B8.41 the phase hooks', () => {
  it("B8.42: a discovery lasts the Player Turn: its first phase clears every stack's Emergence result, another phase keeps it", () => {
    const g = scene();
    stack(g, 'S1', '71F8', ['A01'], { emergence: 'discovered' });
    g.state.phase = 'PFPh';
    const { ctx } = applyContext(g, []);
    sewersModule.onPhaseStart!(ctx);
    expect(readSewers(g.state).stacks.S1!.emergence).toBe('discovered');
    g.state.phase = 'RPh';
    const next = applyContext(g, []);
    sewersModule.onPhaseStart!(next.ctx);
    expect(readSewers(g.state).stacks.S1!.emergence).toBeNull();
  });
  it('B8.41: a stack that must move and has not blocks the end of its MPh, with its id and the rule', () => {
    const g = scene();
    stack(g, 'S1', '71F8', ['A01'], { moved: false, awaitingMove: true });
    expect(sewersModule.blocksPhaseEnd!(g.game.ctx, g.state)).toEqual({
      message: 'S1 must move: units in a sewer cannot remain motionless',
      rule: 'B8.41',
    });
  });
});

describe('the sewers invariants (B8.41)', () => {
  it('a unit of a stack elsewhere, or without its "Sewer ?", and a unit in a sewer outside any stack, are each reported', () => {
    const g = scene();
    stack(g, 'S1', '71F8', ['A01']);
    expect(sewersModule.invariants!(g.game.ctx, g.state)).toEqual([]);
    g.state.units.A01!.loc = sewer('71N5');
    g.state.units.A01!.status.concealed = false;
    g.state.units.A02!.loc = sewer('71N5');
    expect(sewersModule.invariants!(g.game.ctx, g.state)).toEqual([
      'A01 of S1 is not in the Sewer Location of 71F8',
      'A01 is in a sewer without its "Sewer ?" (B8.41)',
      'A02 is in a sewer outside any stack',
    ]);
    g.state.units.A02!.eliminated = true;
    g.state.units.A01!.loc = ground('71F8');
    g.state.units.A01!.status.concealed = true;
    expect(sewersModule.invariants!(g.game.ctx, g.state)).toEqual(['A01 of S1 is not in the Sewer Location of 71F8']);
  });
});

describe('B8 the sewers module', () => {
  it('B8.1-B8.5: the module names the rules it implements (docs/rules-coverage.md lists them)', () => {
    expect(sewersModule.id).toBe('sewers');
    expect(sewersModule.rules).toEqual(['B8.1', 'B8.2', 'B8.3', 'B8.4', 'B8.41', 'B8.42', 'B8.43', 'B8.44', 'B8.45', 'B8.5']);
  });
});
