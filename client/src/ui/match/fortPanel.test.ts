import { unfinishedSetupPicks } from './fortPanel';

describe('issue 35: Finish setup drops nothing silently', () => {
  it('B8.6: a tunnel with one entrance picked, or placements not sent, are named; nothing pending: null', () => {
    expect(unfinishedSetupPicks({ tunnelPick: { first: '72C3' }, staged: new Map() })).toBe(
      'The tunnel from 72C3 has one entrance only: pick its other entrance, or press the tunnel button again to drop it, then finish setup (B8.6)',
    );
    expect(unfinishedSetupPicks({ tunnelPick: null, staged: new Map([['A01', '72C3']]) })).toBe(
      '1 placement(s) not sent yet: send them (or place the rest at random and send), then finish setup',
    );
    // a tunnel pick begun but no entrance picked yet loses nothing
    expect(unfinishedSetupPicks({ tunnelPick: { first: null }, staged: new Map() })).toBeNull();
    expect(unfinishedSetupPicks({ tunnelPick: null, staged: new Map() })).toBeNull();
  });
});
