// The water module as the engine sees it (index.ts): its id and the rules it implements, which
// docs/rules-coverage.md lists (issue #33 mutation testing).
import { waterModule } from './index';

describe('B21 the water module', () => {
  it('B21.1-B21.6: the module names the rules it implements (docs/rules-coverage.md lists them)', () => {
    expect(waterModule.id).toBe('water');
    expect(waterModule.rules).toEqual([
      'B21.1',
      'B21.11',
      'B21.12',
      'B21.121',
      'B21.122',
      'B21.13',
      'B21.14',
      'B21.2',
      'B21.21',
      'B21.3',
      'B21.4',
      'B21.41',
      'B21.42',
      'B21.43',
      'B21.5',
      'B21.6',
    ]);
  });
});
