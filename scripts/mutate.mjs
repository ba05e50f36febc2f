// `npm run mutate -- <area> [--tests <glob,...>] [--full]`: mutation testing (StrykerJS) of one rule area.
// <area> is a folder of shared/src/rules/ (sewers, tunnels, entrenchments, water, sewerNetwork, impulses,
// activations, sewerCards, core, fire, ...), one file of it (core/ift), or `los` (shared/src/map/los.ts).
// It mutates only that code and runs only that area's tests (--tests adds other globs: the tests of other
// areas that cover it). Incremental: mutation/incremental/<area>.json is kept in the repository, so the next
// run retests only the mutants whose code or tests changed (--full retests all). Not part of `npm test`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stryker } from '@stryker-mutator/core';
import base from '../stryker.config.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RULES = 'shared/src/rules';

/** Areas that are not a folder of shared/src/rules/: the code mutated and the tests run. */
const SPECIAL = {
  los: { mutate: ['shared/src/map/los.ts'], tests: ['shared/src/map/*.test.ts', 'shared/src/rules/core/*.test.ts'] },
};

function usage(message) {
  process.stderr.write(`${message}\nusage: npm run mutate -- <area|area/file> [--tests <glob,...>] [--full]\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const args = { area: undefined, tests: [], full: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--full') args.full = true;
    else if (argv[i] === '--tests') args.tests.push(...(argv[++i] ?? usage('--tests needs a glob')).split(','));
    else if (!args.area) args.area = argv[i];
    else usage(`unexpected argument ${argv[i]}`);
  }
  if (!args.area) usage('no area given');
  return args;
}

/** The files to mutate and the tests to run for an area (a rules folder, one file of it, or SPECIAL). */
function scope(area) {
  if (SPECIAL[area]) return SPECIAL[area];
  const [folder, file] = area.split('/');
  const dir = join(root, RULES, folder);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) usage(`no rule area ${folder} in ${RULES}/`);
  const tests = [`${RULES}/${folder}/**/*.test.ts`];
  if (file === undefined) return { mutate: [`${RULES}/${folder}/**/*.ts`, `!${RULES}/${folder}/**/*.test.ts`], tests };
  if (!existsSync(join(dir, `${file}.ts`))) usage(`no file ${RULES}/${folder}/${file}.ts`);
  return { mutate: [`${RULES}/${folder}/${file}.ts`], tests };
}

/** Counts by status from the incremental file (a mutation-testing-report-schema report). */
function summary(report) {
  const counts = { Killed: 0, Survived: 0, NoCoverage: 0, Timeout: 0, CompileError: 0, RuntimeError: 0, Ignored: 0 };
  const survivors = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const m of mutants) {
      counts[m.status] = (counts[m.status] ?? 0) + 1;
      if (m.status === 'Survived' || m.status === 'NoCoverage') {
        survivors.push(
          `  ${m.status === 'NoCoverage' ? 'no coverage' : 'survived'} ${file}:${m.location.start.line} ${m.mutatorName}: ${JSON.stringify(m.replacement ?? '')}`,
        );
      }
    }
  }
  // Stryker's score: detected (killed + timeout) over valid mutants (compile and runtime errors excluded).
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  return { counts, survivors, score: valid === 0 ? 100 : (100 * detected) / valid };
}

const args = parseArgs(process.argv.slice(2));
const { mutate, tests } = scope(args.area);
const incrementalFile = `mutation/incremental/${args.area.replace('/', '.')}.json`;
process.env.HEXFOG_MUTATE_TESTS = [...tests, ...args.tests].join(',');

const stryker = new Stryker({ ...base, mutate, incrementalFile, force: args.full });
await stryker.runMutationTest();

const { counts, survivors, score } = summary(JSON.parse(readFileSync(join(root, incrementalFile), 'utf8')));
process.stdout.write(
  `\nmutation score of ${args.area}: ${score.toFixed(2)}% ` +
    `(killed ${counts.Killed}, survived ${counts.Survived}, no coverage ${counts.NoCoverage}, timeout ${counts.Timeout}; ` +
    `compile errors ${counts.CompileError}, runtime errors ${counts.RuntimeError})\n` +
    (survivors.length ? `${survivors.join('\n')}\n` : ''),
);
