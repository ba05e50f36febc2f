import type { View } from '@hexfog/shared/protocol/index';
import { alertFor, formatClock, isYourMove } from './yourMove';

const view = (legal: string[], status = 'playing') => ({ status, legal: legal.map((type) => ({ type, label: type })) }) as unknown as View;

describe('your move', () => {
  it('is a seat with something to do but resign, in a match not over', () => {
    expect(isYourMove(view(['resign', 'endPhase']), 'A')).toBe(true);
    expect(isYourMove(view(['resign']), 'A')).toBe(false);
    expect(isYourMove(view(['endPhase']), null)).toBe(false);
    expect(isYourMove(view(['endPhase'], 'ended'), 'A')).toBe(false);
  });
  it('alerts only on the change to your move, when enabled; the notification only with the page hidden', () => {
    expect(alertFor(true, false, true, false)).toEqual({ sound: true, notification: false });
    expect(alertFor(true, false, true, true)).toEqual({ sound: true, notification: true });
    expect(alertFor(true, true, true, true)).toEqual({ sound: false, notification: false });
    expect(alertFor(false, false, true, true)).toEqual({ sound: false, notification: false });
  });
  it('formats clocks', () => {
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(2 * 86400_000 + 3600_000)).toBe('2d 01:00');
    expect(formatClock(-5)).toBe('0:00');
  });
});
