// The jest configuration Stryker runs (npm run mutate): the project's own (ESM through @swc/jest) limited
// to the rules engine's tests, which are pure and need no PostgreSQL, so the global setup that starts one
// is dropped. scripts/mutate.mjs narrows testMatch to the area's tests through HEXFOG_MUTATE_TESTS.
import base from '../jest.config.mjs';

const { globalSetup, globalTeardown, ...rest } = base;
const tests = (process.env.HEXFOG_MUTATE_TESTS ?? 'shared/src/**/*.test.ts').split(',');

export default {
  ...rest,
  rootDir: '..',
  testMatch: tests.map((glob) => `<rootDir>/${glob}`),
  testSequencer: '<rootDir>/mutation/testSequencer.mjs',
};
