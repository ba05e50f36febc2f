import type { View } from '@hexfog/shared/protocol/index';
import { waitingLine } from './commands';

const sides = (s: string) => (s === 'A' ? 'Soviets' : 'Germans');
const view = (more: Partial<View>) =>
  ({ status: 'playing', pending: null, phase: 'MPh', phaseEnders: ['A'], phaseDone: [], ...more }) as unknown as View;

describe('the waiting line (the other side acts)', () => {
  it('names who the phase waits for and the phase, to the seat that has nothing to end', () => {
    expect(waitingLine(view({}), 'B', sides)).toBe('Waiting for the Soviets: Movement Phase (MPh)');
    expect(waitingLine(view({ phase: 'RPh', phaseEnders: ['A', 'B'], phaseDone: ['B'] }), 'B', sides)).toBe(
      'Waiting for the Soviets: Rally Phase (RPh)',
    );
  });
  it('is absent for the seat the phase waits for, a spectator, a pending decision, or outside play', () => {
    expect(waitingLine(view({}), 'A', sides)).toBeNull();
    expect(waitingLine(view({ phase: 'RPh', phaseEnders: ['A', 'B'], phaseDone: [] }), 'B', sides)).toBeNull();
    expect(waitingLine(view({}), null, sides)).toBeNull();
    expect(waitingLine(view({ pending: { side: 'B', kind: 'defensiveFirstFire' } } as unknown as Partial<View>), 'B', sides)).toBeNull();
    expect(waitingLine(view({ status: 'setup' } as Partial<View>), 'B', sides)).toBeNull();
  });
});
