// Test order for mutation runs: jest normally starts with the slowest files, but a mutant's run stops at
// its first failing file (bail), so the short rule tests go first and the long random playouts last:
// most mutants are then killed before a playout starts.
import { statSync } from 'node:fs';
import Sequencer from '@jest/test-sequencer';

const slow = (path) => /playout|random|fuzz/i.test(path);

export default class FastFirstSequencer extends (Sequencer.default ?? Sequencer) {
  sort(tests) {
    const size = (t) => statSync(t.path).size;
    return [...tests].sort((a, b) => Number(slow(a.path)) - Number(slow(b.path)) || size(a) - size(b));
  }
}
