import { makeNames } from './format';
import { replayLine } from './replay';

const names = makeNames({ A: 'Soviets', B: 'Germans' }, []);
const ev = (type: string, audience: string, data: Record<string, unknown>) => ({ seq: 1, version: 3, audience, type, data });

describe('a line of the replay (every side’s events together)', () => {
  it('names the side that placed its units, not "You"', () => {
    expect(
      replayLine(
        ev('unitsPlaced', 'B', {
          placements: [
            { unit: 'B01', carriedBy: 'B02' },
            { unit: 'B02', carriedBy: 'B03' },
          ],
        }),
        names,
      ),
    ).toBe('Germans placed 2 unit(s)');
  });
  it('leaves out the other side’s notice of a hidden roll (the roll itself is in the record)', () => {
    expect(replayLine(ev('rollMade', 'A', { kind: 'dr', purpose: 'Sewer Emergence', rule: 'B8.42' }), names)).toBeNull();
  });
  it('shows any other event as the match log does', () => {
    expect(replayLine(ev('setupFinished', 'all', { side: 'A' }), names)).toBe('Soviets finished setting up');
  });
});
