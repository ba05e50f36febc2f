// A7.5 in legal(): "a Fire Group" of units in a chain of ADJACENT Locations is offered as one entry
// beside each Location's own, so the client can form it; units that are not ADJACENT are never grouped.
import type { LegalCommand } from '../../engine/module';
import { given, ok } from '../../testing/scenarioBuilder';

const groups = (legal: LegalCommand[], type = 'fire') =>
  legal.filter((l) => l.type === type && (l.choices as { group?: boolean } | undefined)?.group);

describe('A7.5 Fire Groups across ADJACENT Locations in legal()', () => {
  it('A7.5: D3 and E3 (ADJACENT) are offered as one Fire Group at D6; B4 (two hexes from D3) is not in it', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D3')
      .unit('A02', '71E3')
      .unit('A04', '71B4')
      .unit('B01', '71D6')
      .unit('B02', '71P2')
      .playing({ phase: 'PFPh', attacker: 'A' });
    const legal = g.game.legal(g.state, 'A');
    const [group, ...more] = groups(legal);
    expect(more).toEqual([]);
    expect(group).toMatchObject({
      rule: 'A7.5',
      label: 'Prep Fire, Fire Group from 71D3, 71E3',
      choices: { targets: ['71D6'], byTarget: { '71D6': ['A01', 'A02'] } },
    });
    // the single-Location entries stay
    expect(legal.filter((l) => l.type === 'fire' && !(l.choices as { group?: boolean }).group).length).toBe(3);
    // and the engine takes the group as offered
    g.dice([6, 6]);
    ok(g.when('A', { type: 'fire', firers: ['A01', 'A02'], target: '71D6' }));
  });

  it('A7.5: a unit out of reach of the target breaks the chain: no group through it', () => {
    // A02 in E3 cannot see D6 through a building in D5/E5... here simply: B01 is beyond A02's reach
    const g = given('sewer-infiltration')
      .unit('A01', '71D3')
      .unit('A02', '71C3')
      .unit('A04', '71B3')
      .unit('B01', '71D6')
      .unit('B02', '71P2')
      .playing({ phase: 'PFPh', attacker: 'A' });
    (g.state.units.A02 as { status: { broken: boolean } }).status.broken = true; // a broken unit may not fire (A10.1)
    expect(groups(g.game.legal(g.state, 'A'))).toEqual([]);
  });

  it("A7.5: the DEFENDER's answer to the First Fire question offers the ADJACENT units as one group", () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71K6')
      .unit('B01', '71K3')
      .unit('B02', '71L3')
      .playing({ phase: 'MPh', attacker: 'A' });
    for (const id of Object.keys(g.state.units)) if (!['A01', 'B01', 'B02'].includes(id)) g.state.units[id]!.loc = null;
    ok(g.when('A', { type: 'move', units: ['A01'], to: '71K7' }));
    const [group] = groups(g.game.legal(g.state, 'B'), 'defensiveFire');
    expect(group).toMatchObject({ rule: 'A7.5', choices: { firers: ['B01', 'B02'], targets: ['71K7'] } });
  });
});
