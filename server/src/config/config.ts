// Server configuration from the environment, parsed once with zod; a bad value stops the start with
// a message naming the variable.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** An external PostgreSQL; when unset an embedded one is started under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(join(PROJECT_ROOT, '.data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A snapshot of the match state is stored every N accepted commands. */
  SNAPSHOT_EVERY: z.coerce.number().int().min(1).max(10000).default(50),
  /** Public base URL used in invite links (defaults to http://localhost:PORT). */
  PUBLIC_URL: z.string().url().optional(),
});

export type Config = {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  readonly snapshotEvery: number;
  readonly publicUrl: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const msg = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${msg}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    snapshotEvery: e.SNAPSHOT_EVERY,
    publicUrl: e.PUBLIC_URL,
  };
}
