import type { View } from '@hexfog/shared/protocol/index';
import { tabTitle } from './title';

const side = (s: 'A' | 'B') => (s === 'A' ? 'Soviets' : 'Germans');
const view = (over: Partial<View>): View => ({ status: 'playing', turn: 2, phase: 'MPh', legal: [], ...over }) as View;
const resign = { type: 'resign', label: 'Resign' };

describe('the tab title says whether the match waits on this seat', () => {
  it('a seat with something to do besides resigning: your move', () => {
    expect(tabTitle(view({ legal: [resign, { type: 'endPhase', label: 'End MPh' }] }), 'A', side)).toBe('● Your move · MPh · Hexfog');
  });
  it('a seat that may only resign waits on the other side', () => {
    expect(tabTitle(view({ legal: [resign] }), 'A', side)).toBe('Waiting for Germans · Hexfog');
  });
  it('a spectator sees the turn and phase; an ended match says so', () => {
    expect(tabTitle(view({}), null, side)).toBe('Turn 2 · MPh · Hexfog');
    expect(tabTitle(view({ status: 'ended' }), 'B', side)).toBe('Match over · Hexfog');
  });
  it('setup: the seat that still sets up is told', () => {
    expect(tabTitle(view({ status: 'setup', legal: [{ type: 'placeUnits', label: 'Place' }] }), 'B', side)).toBe('Your setup · Hexfog');
    expect(tabTitle(view({ status: 'setup' }), 'B', side)).toBe('Setup · Hexfog');
  });
});
