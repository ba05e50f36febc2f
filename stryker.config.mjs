// StrykerJS settings shared by every `npm run mutate -- <area>` run (scripts/mutate.mjs adds the area's
// files, tests and incremental file). Jest runs in ESM mode, so the test runner's node needs
// --experimental-vm-modules; perTest coverage runs each mutant against only the tests that reach it.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning'],
  jest: { projectType: 'custom', configFile: 'mutation/jest.config.mjs', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  tsconfigFile: 'shared/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  // The machine's two cores are shared by many: two test runners at most (HEXFOG_MUTATE_CONCURRENCY=1 for one).
  concurrency: Number(process.env.HEXFOG_MUTATE_CONCURRENCY ?? 2),
  timeoutMS: 10000,
  reporters: ['clear-text', 'progress-append-only'],
  // scripts/mutate.mjs prints the survivors itself: the reporter gives the score table only.
  clearTextReporter: { allowColor: false, reportTests: false, reportMutants: false, reportScoreTable: true },
  // Only shared/ is mutated and tested: keep the server, the client and the rest out of the sandbox.
  ignorePatterns: ['/server', '/client', '/bench', '/deploy', '/docs', '/prisma', '/.data', '/test-artifacts', '/.tmp', '/.ci'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  incremental: true,
};
