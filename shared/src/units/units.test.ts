import { given } from '../testing/scenarioBuilder';
import { revealIfSeen } from '../rules/core/concealment';
import { overstacked, stackIn } from './stacking';
import { ground, groundKey, sewer, locationKey, sameLocation } from './location';

describe('units and Locations', () => {
  it('A2.5/B8.2: the Sewer Location beneath a hex is a different Location from its ground level', () => {
    expect(sameLocation(ground('71F5'), sewer('71F5'))).toBe(false);
    expect(locationKey(sewer('71F5'))).toBe('71F5/sewer/-1');
    expect(groundKey('71F5')).toBe(locationKey(ground('71F5')));
  });
  it('A5.1: three squads and four SMC fit; a HS counts half; dummies do not count', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('A02', '71A1')
      .unit('A04', '71A1')
      .unit('A06', '71A1')
      .unit('A07', '71A1')
      .playing();
    const c = stackIn(g.state, ground('71A1'), 'A');
    expect(c).toEqual({ squads: 3, smc: 1 });
    expect(overstacked(c)).toBe(false);
    expect(overstacked(stackIn(g.state, ground('71A1'), 'A', ['halfSquad']))).toBe(true);
    expect(overstacked(stackIn(g.state, ground('71A1'), 'A', ['leader', 'leader', 'leader']))).toBe(false);
    expect(overstacked(stackIn(g.state, ground('71A1'), 'A', ['leader', 'leader', 'leader', 'hero']))).toBe(true);
  });
  it('A12.14: a concealed unit acting in view of a Good Order enemy loses its "?"; broken watchers do not count', () => {
    const g = given('sewer-infiltration').unit('A01', '71B2', { concealed: true }).unit('B01', '71P2').playing();
    g.state.units.B01!.status.broken = true;
    expect(revealIfSeen(g.state, g.state.units.A01!, () => true)).toEqual([]);
    g.state.units.B01!.status.broken = false;
    const ev = revealIfSeen(g.state, g.state.units.A01!, () => true);
    expect(g.state.units.A01!.status.concealed).toBe(false);
    expect(ev[0]).toMatchObject({ type: 'concealmentLost', audience: 'all', data: { unit: 'A01', rule: 'A12.14' } });
  });
  it('A12.15: a dummy that would lose concealment is removed', () => {
    const g = given('sewer-infiltration').unit('A07', '71C3').unit('B01', '71P2').playing();
    const ev = revealIfSeen(g.state, g.state.units.A07!, () => true);
    expect(g.state.units.A07!.eliminated).toBe(true);
    expect(ev[0]).toMatchObject({ type: 'dummyRevealed', audience: 'all' });
    expect(JSON.stringify(ev)).not.toMatch(/A07/);
  });
});

describe('A4.4 portage', () => {
  it('A4.42: a squad carries up to 3 PP, a leader adds 1; more is beyond the IPC', async () => {
    const { withinIpc, portageLoad } = await import('../rules/core/portage');
    const g = given('sewer-infiltration', 'asl', (s) => {
      (s.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 }, { type: 'lmg', count: 1 });
    })
      .unit('A01', '71A1')
      .unit('A06', '71A1')
      .unit('A09', '71A1')
      .unit('A10', '71A1')
      .playing();
    const [mmg, lmg] = ['A09', 'A10'];
    const squad = g.state.units.A01!;
    const leader = g.state.units.A06!;
    squad.carries = [mmg];
    expect(portageLoad(g.game.ctx, g.state, squad)).toBe(4);
    expect(withinIpc(g.game.ctx, g.state, [squad])).toBe(false);
    expect(withinIpc(g.game.ctx, g.state, [squad, leader])).toBe(true);
    squad.carries = [mmg, lmg];
    expect(withinIpc(g.game.ctx, g.state, [squad, leader])).toBe(false);
  });
  it('A4.42: every MMC has an IPC of 3 (a HS too); Infantry may not pool their IPC, only one SMC adds his to one unit', async () => {
    const { withinIpc, portageLoad, ipcOf } = await import('../rules/core/portage');
    const g = given('sewer-infiltration', 'asl', (s) => {
      (s.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 });
    })
      .unit('A01', '71A1')
      .unit('A02', '71A1')
      .unit('A09', '71A1')
      .playing();
    const [squad, other] = [g.state.units.A01!, g.state.units.A02!];
    (squad as { kind: string }).kind = 'halfSquad';
    expect(ipcOf(g.game.ctx, squad)).toBe(3);
    squad.carries = ['A09'];
    expect(portageLoad(g.game.ctx, g.state, squad)).toBe(4);
    // the other squad's spare 3 PP do not help: only a SMC may add his IPC
    expect(withinIpc(g.game.ctx, g.state, [squad, other])).toBe(false);
  });
});

describe('B27.13 positions inside a Location', () => {
  it('a unit beneath a counter is in the same Location for stacking and Close Combat, a different position for TEM and Recovery', async () => {
    const { locationKey, sameLocation, samePosition, ground } = await import('./location');
    const { stackIn } = await import('./stacking');
    const beneath = { ...ground('71A1'), position: 'beneath' };
    expect(sameLocation(beneath, ground('71A1'))).toBe(true);
    expect(locationKey(beneath)).toBe(locationKey(ground('71A1')));
    expect(samePosition(beneath, ground('71A1'))).toBe(false);
    expect(samePosition(beneath, { ...ground('71A1'), position: 'beneath' })).toBe(true);
    const unit = (id: string, loc: ReturnType<typeof ground>) => ({
      id,
      side: 'A' as const,
      type: 'ru-447',
      kind: 'squad' as const,
      loc,
      status: { broken: false, berserk: false, pinned: false, cx: false, concealed: false, hidden: false },
      eliminated: false,
      carries: [],
      mayConceal: false,
    });
    const units = { a: unit('a', beneath), b: unit('b', ground('71A1')) };
    expect(stackIn({ units }, ground('71A1'), 'A')).toEqual({ squads: 2, smc: 0 });
  });
});
