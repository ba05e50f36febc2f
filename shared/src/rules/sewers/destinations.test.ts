// B8.41 / B8.44 / B8.2 where a sewer stack may end a move (sewerState.ts `sewerDestinations`) at its
// boundaries (issue #33 mutation testing). Board 71 of sewer-infiltration: Manhole Locations at F5, F8,
// I9, K10, N2, N5, N6, N8, V5, DD5; F5 -> F8 is three hexes, N5 -> N8 three, N5 -> N6 one.
import type { Side } from '../../engine/state';
import { ruleset } from '../../rulesets/index';
import { sewerStackIn } from '../../testing/sewerStacks';
import { given, type Given } from '../../testing/scenarioBuilder';
import { sewerDestinations, type SewerStack } from './sewerState';

function scene(rules: ReturnType<typeof ruleset> | string = 'asl'): Given {
  const g = given('sewer-infiltration', rules);
  for (const u of ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07']) g.unit(u, '71A10');
  for (const u of ['B01', 'B02', 'B03', 'B04', 'B05']) g.unit(u, '71Z1');
  return g.playing({ phase: 'MPh', attacker: 'A' });
}

const stack = (g: Given, id: string, side: Side, hex: string, units: string[]): SewerStack =>
  sewerStackIn(g, id, side, hex, units, { moved: false, awaitingMove: true });

const to = (g: Given, s: SewerStack, entering = false, forDefender = false) =>
  sewerDestinations(g.game.ctx, g.state, s, entering, forDefender);

describe('B8.41 how far a sewer move goes', () => {
  it('B8.41: up to sewerMaxHexes (3): F8 is three hexes from F5; with a limit of 2 it is out of reach', () => {
    const g = scene();
    expect(to(g, stack(g, 'S1', 'A', '71F5', ['A01']))).toEqual(['71F8']);
    const two = scene(ruleset('asl', { sewerMaxHexes: 2 }));
    expect(to(two, stack(two, 'S1', 'A', '71F5', ['A01']))).toEqual([]);
  });
  it('B8.2: a full stack entering may stay beneath its own manhole (its own units are not counted twice)', () => {
    const g = scene();
    const s = stack(g, 'S1', 'A', '71F5', ['A01', 'A02', 'A03']);
    expect(to(g, s, true)).toEqual(['71F5', '71F8']);
  });
});

describe('B8.44 enemy sewer stacks', () => {
  it('B8.44: an enemy stack whose units are all eliminated neither occupies its Sewer Location nor bars the Locations ADJACENT to it', () => {
    const g = scene();
    const s = stack(g, 'S1', 'A', '71N5', ['A01']);
    const e = stack(g, 'S9', 'B', '71N8', ['B01']);
    expect(to(g, s)).not.toContain('71N8');
    g.state.units.B01!.eliminated = true;
    expect(to(g, s)).toContain('71N8');
    expect(e.units).toEqual(['B01']);
  });
  it('B8.44: a Sewer Location ADJACENT to an enemy stack (N5 beside N6) is allowed when both are beneath usable manholes', () => {
    const g = scene();
    const s = stack(g, 'S1', 'A', '71N2', ['A01']);
    stack(g, 'S9', 'B', '71N6', ['B01']);
    expect(to(g, s)).toEqual(['71N5']);
  });
});
