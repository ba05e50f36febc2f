// For a test of one migration: the migrations before it, copied into a folder of their own, so a
// database can be made as it was just before it (isolatedDatabase(name, folder)).
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/config/config';

export const ALL_MIGRATIONS = join(PROJECT_ROOT, 'prisma/migrations');

/** A new temporary folder with the migrations older than `name` (the caller removes it). */
export function migrationsBefore(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hexfog-migrations-'));
  for (const d of readdirSync(ALL_MIGRATIONS)) if (d < name) cpSync(join(ALL_MIGRATIONS, d), join(dir, d), { recursive: true });
  return dir;
}
