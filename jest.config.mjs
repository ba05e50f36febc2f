// One jest run over every workspace. TypeScript is compiled by @swc/jest in ESM mode (the generated
// Prisma client is ESM and uses import.meta); type checking is `npm run typecheck`, run by `npm test`.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  // Some dependencies ship ESM only (cookie@2 through light-my-request, content-disposition through
  // @fastify/static): transform them too.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|light-my-request|content-disposition)/)'],
  testMatch: ['<rootDir>/{shared,server,client}/src/**/*.test.ts'],
  // a mutation run's sandbox (npm run mutate) copies the workspaces: never resolve modules from it
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  globalSetup: '<rootDir>/server/test/globalSetup.mjs',
  globalTeardown: '<rootDir>/server/test/globalTeardown.mjs',
  testTimeout: 60000,
  maxWorkers: 2,
};
