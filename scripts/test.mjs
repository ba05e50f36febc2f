// `npm test`: generate the Prisma client, type-check and lint (Biome) every workspace, then run every jest suite
// (unit, database, socket, process, Redis and browser tests) and print one closing summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
};
const step = (name, cmd, args, env) => {
  process.stdout.write(`\n== ${name}\n`);
  const code = run(cmd, args, env);
  if (code !== 0) {
    process.stdout.write(`\n${name} failed (exit ${code})\n`);
    process.exit(code);
  }
};

step('prisma generate', process.execPath, ['scripts/prisma-generate.mjs']);
step('test tools (Chromium, redis-server)', process.execPath, ['scripts/ensure-test-tools.mjs']);
step('build the browser client', process.execPath, ['scripts/build-client.mjs']);
for (const ws of ['shared', 'server', 'client']) step(`type-check ${ws}`, process.execPath, ['node_modules/typescript/bin/tsc', '-p', ws]);
// Biome (biome.jsonc: formatting and lint), as `npm run lint`; `npx biome check --write` fixes the formatting.
step('lint (Biome)', process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'check']);

mkdirSync(join(root, '.tmp'), { recursive: true });
const report = join(root, '.tmp/jest-results.json');
process.stdout.write('\n== jest\n');
const code = run(process.execPath, ['node_modules/jest/bin/jest.js', '--json', `--outputFile=${report}`, ...process.argv.slice(2)], {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
});
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  process.stdout.write(`\njest: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped\n`);
} catch {
  process.stdout.write('\njest: no results were written\n');
}
process.exit(code);
