// Generates the Prisma client into server/src/generated/prisma (git-ignored).
// The Prisma CLI would try to download a native schema engine, which `generate` does not need:
// PRISMA_SCHEMA_ENGINE_BINARY=/bin/true keeps it from trying. Skips work when the schema is unchanged.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schema = readFileSync(join(root, 'prisma/schema.prisma'));
const stamp = join(root, 'server/src/generated/prisma/.schema-hash');
const hash = createHash('sha256').update(schema).digest('hex');
if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) process.exit(0);

execFileSync(process.execPath, [join(root, 'node_modules/prisma/build/index.js'), 'generate'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true', PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' },
});
writeFileSync(stamp, hash);
