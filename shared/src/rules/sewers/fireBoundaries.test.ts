// Fire into and out of a sewer (sewerFire.ts) at its boundaries (issue #33 mutation testing): who may
// fire at what and when (B8.2 LOS, B8.42 the DEFENDER above a discovered stack in the DFPh, B8.43 the
// stack up at the Manhole Location in the AFPh, B8.44 the phases), each refusal's code, text and rule,
// what each side is told, A7.8 pinned firers, and the bots' sample. sewer-infiltration: A01-A03 6-2-8;
// B01-B03 4-6-7, B04 a 9-1 leader, B05 a dummy.
import { sewerFire } from './sewerFire';
import { sewerStackIn } from '../../testing/sewerStacks';
import { given, type Given } from '../../testing/scenarioBuilder';
import { ground, sewer } from '../../units/location';
import { activity } from '../core/activity';
import type { SewerStack } from './sewerState';

const F8 = ground('71F8');

/** A01 beneath 71F8 in A's stack S1 (emergence as given: discovered by default); A's Player Turn, this phase; the rest far off. */
function scene(phase: 'DFPh' | 'AFPh', emergence: SewerStack['emergence'] = 'discovered'): Given {
  const g = given('sewer-infiltration');
  for (const u of ['A01', 'A02', 'A03']) g.unit(u, '71A10');
  for (const u of ['B01', 'B02', 'B03', 'B04', 'B05']) g.unit(u, '71Z1');
  g.playing({ phase, attacker: 'A' });
  sewerStackIn(g, 'S1', 'A', '71F8', ['A01'], { enteredTurn: 1, emergence });
  return g;
}

const above = (g: Given, ...ids: string[]) => {
  for (const id of ids) {
    g.state.units[id]!.loc = F8;
    g.state.units[id]!.status.concealed = false;
  }
  return g;
};
const offer = (g: Given, side: 'A' | 'B') => g.game.legal(g.state, side).find((l) => l.type === 'sewerFire');
const byTarget = (g: Given, side: 'A' | 'B') => (offer(g, side)?.choices?.byTarget ?? {}) as Record<string, string[]>;
const fires = (g: Given) => g.events.filter((e) => e.type === 'fire');

describe('B8.42 the DEFENDER above a discovered stack, in the DFPh', () => {
  it('B8.42: his Infantry in the Manhole Location is offered the stack: one entry, named and ruled', () => {
    const g = above(scene('DFPh'), 'B02');
    expect(offer(g, 'B')).toEqual({
      type: 'sewerFire',
      label: 'Fire in the sewers',
      rule: 'B8.3',
      choices: { stacks: ['S1'], hexes: [], byTarget: { 'stack:S1': ['B02'] } },
    });
    expect(offer(g, 'A')).toBeUndefined();
  });
  it('B8.42: only a stack discovered this Player Turn; only from the Manhole Location itself', () => {
    expect(offer(above(scene('DFPh', 'cannotEmerge'), 'B02'), 'B')).toBeUndefined();
    const g = scene('DFPh');
    g.state.units.B02!.loc = ground('71F7');
    expect(offer(g, 'B')).toBeUndefined();
  });
  it('A7.8, A8: a broken unit, one that fired this phase, an eliminated one, a leader without FP and a dummy are offered nothing', () => {
    const g = above(scene('DFPh'), 'B01', 'B02', 'B03', 'B04', 'B05');
    g.state.units.B01!.status.broken = true;
    activity(g.state).fired.B02 = 'final';
    g.state.units.B03!.eliminated = true;
    expect(offer(g, 'B')).toBeUndefined();
  });
  it('B8.42: the fire is told to both sides with its firers (they are above, in view); A7.8: a pinned 4-6-7 has 4 FP (8 halved)', () => {
    const g = above(scene('DFPh'), 'B02');
    g.state.units.B02!.status.pinned = true;
    g.dice([6, 6]);
    expect(g.when('B', { type: 'sewerFire', firers: ['B02'], stack: 'S1' }).ok).toBe(true);
    const data = { kind: 'final', firers: ['B02'], target: '71F8', stack: 'S1', fp: 4, column: 4, area: false, rule: 'B8.3' };
    expect(fires(g)).toEqual([
      { type: 'fire', audience: 'B', data },
      { type: 'fire', audience: 'A', data: { ...data, fromStack: undefined } },
    ]);
    expect(activity(g.state).fired.B02).toBe('final');
  });
  it('A8: a unit that fired is refused a second fire this phase', () => {
    const g = above(scene('DFPh'), 'B02');
    g.dice([6, 6, 6, 6]);
    expect(g.when('B', { type: 'sewerFire', firers: ['B02'], stack: 'S1' }).ok).toBe(true);
    expect(g.when('B', { type: 'sewerFire', firers: ['B02'], stack: 'S1' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND' },
    });
  });
  it('B8.42: the phasing side above an enemy stack discovered in the DFPh is not offered it in its AFPh (DFPh only)', () => {
    const g = scene('AFPh');
    const s = (g.state.modules.sewers as { stacks: Record<string, SewerStack> }).stacks.S1!;
    (g.state.modules.sewers as { stacks: Record<string, SewerStack> }).stacks.S1 = { ...s, side: 'B', units: ['B01'] };
    g.state.units.B01!.loc = sewer('71F8');
    g.state.units.B01!.status.concealed = true;
    g.state.units.A01!.loc = F8;
    g.state.units.A01!.status.concealed = false;
    expect(byTarget(g, 'A')).toEqual({});
  });
});

describe('B8.43 the stack up at the Manhole Location, in the AFPh', () => {
  it('B8.43: a discovered stack with a Known enemy above is offered the hex above', () => {
    expect(byTarget(above(scene('AFPh'), 'B02'), 'A')).toEqual({ 'hex:71F8': ['A01'] });
  });
  it('B8.43: nothing without an enemy above: a friendly unit, an eliminated or a hidden enemy there do not count; nor for an undiscovered stack', () => {
    const friendly = above(scene('AFPh'), 'A02');
    expect(byTarget(friendly, 'A')).toEqual({});
    const gone = above(scene('AFPh'), 'B02');
    gone.state.units.B02!.eliminated = true;
    expect(byTarget(gone, 'A')).toEqual({});
    const hidden = above(scene('AFPh'), 'B02');
    hidden.state.units.B02!.status.hidden = true;
    expect(byTarget(hidden, 'A')).toEqual({});
    expect(byTarget(above(scene('AFPh', 'mayEmerge'), 'B02'), 'A')).toEqual({});
  });
  it('B8.43: the opponent is told the attack from the stack, not its firers; only enemy units above are attacked', () => {
    const g = above(scene('AFPh'), 'B02', 'A02');
    g.dice([1, 1]); // DR 2 on the 6 column: 1KIA
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8' }).ok).toBe(true);
    const [mine, theirs] = fires(g);
    expect(mine).toMatchObject({ audience: 'A', data: { kind: 'advancing', firers: ['A01'], target: '71F8', fp: 6 } });
    expect(theirs).toMatchObject({ audience: 'B', data: { kind: 'advancing', firers: [], fromStack: 'S1', target: '71F8', fp: 6 } });
    // 1KIA: the one enemy unit there is eliminated; the friendly 6-2-8 beside it is no target
    expect(g.events.filter((e) => e.type === 'eliminated').map((e) => e.data.unit)).toEqual(['B02']);
    expect(g.state.units.A02!.eliminated).toBe(false);
  });
});

describe('B8.2 / B8.43 / B8.44 the refusals', () => {
  it('B8.44: out of the DFPh (DEFENDER) and the AFPh (ATTACKER) there is no such fire', () => {
    const g = above(scene('DFPh'), 'B02');
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8' })).toMatchObject({
      ok: false,
      error: {
        code: 'WRONG_PHASE',
        message: 'fire in or into a sewer happens in the DFPh (DEFENDER) or the AFPh (ATTACKER)',
        rule: 'B8.44',
      },
    });
  });
  it('one target exactly: both or neither is a bad command', () => {
    const g = above(scene('AFPh'), 'B02');
    const bad = {
      ok: false,
      error: { code: 'BAD_COMMAND', message: 'name exactly one target: a sewer stack or the hex above your stack' },
    };
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8', stack: 'S1' })).toMatchObject(bad);
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'] })).toMatchObject(bad);
  });
  it('B8.43: the hex above an undiscovered stack is refused with its text; B8.2: a stack out of LOS with its own', () => {
    const g = above(scene('AFPh', 'mayEmerge'), 'B02');
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8' })).toMatchObject({
      ok: false,
      error: {
        code: 'ILLEGAL_COMMAND',
        message: 'units in a sewer fire at the Manhole Location above only in the AFPh after their stack was discovered this Player Turn',
        rule: 'B8.43',
      },
    });
    const h = above(scene('DFPh', 'mayEmerge'), 'B02');
    expect(h.when('B', { type: 'sewerFire', firers: ['B02'], stack: 'S1' })).toMatchObject({
      ok: false,
      error: {
        code: 'ILLEGAL_COMMAND',
        message:
          'no LOS to that target from your units: a unit in a sewer is seen only from the same or an adjacent Sewer Location, or from above once discovered',
        rule: 'B8.2',
      },
    });
  });
  it("a firer listed twice is refused; a firer without that target is refused with the target's rule", () => {
    const g = above(scene('DFPh'), 'B02');
    g.state.units.B03!.loc = ground('71F7');
    expect(g.when('B', { type: 'sewerFire', firers: ['B02', 'B02'], stack: 'S1' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_COMMAND', message: 'a firer is listed twice' },
    });
    expect(g.when('B', { type: 'sewerFire', firers: ['B02', 'B03'], stack: 'S1' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'B03 cannot fire at that target now', rule: 'B8.2' },
    });
    const h = above(scene('AFPh'), 'B02');
    h.state.units.A02!.loc = sewer('71F8');
    h.state.units.A02!.status.concealed = true;
    expect(h.when('A', { type: 'sewerFire', firers: ['A02'], hex: '71F8' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'A02 cannot fire at that target now', rule: 'B8.43' },
    });
  });
});

describe("the bots' sample", () => {
  it('picks a target of the entry and its first firer always, the others each at random', () => {
    const entry = {
      type: 'sewerFire',
      label: 'Fire in the sewers',
      rule: 'B8.3',
      choices: { stacks: ['S1'], hexes: ['71F8'], byTarget: { 'stack:S1': ['B01', 'B02'], 'hex:71F8': ['A01', 'A02'] } },
    };
    const g = scene('DFPh');
    const sample = (r: number) => sewerFire.sample!(entry, () => r, g.game.ctx, g.state, 'B');
    expect(sample(0)).toEqual({ type: 'sewerFire', firers: ['B01', 'B02'], stack: 'S1' });
    expect(sample(0.99)).toEqual({ type: 'sewerFire', firers: ['A01'], hex: '71F8' });
  });
});
