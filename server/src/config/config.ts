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
  /**
   * Several processes on one database: the socket.io PostgreSQL adapter and match ownership by
   * advisory lock. `auto`: on with DATABASE_URL (others may share it), off with the embedded database
   * (private to this process).
   */
  CLUSTER: z.enum(['auto', 'on', 'off']).default('auto'),
  /**
   * In cluster mode, socket.io rooms and forwarded commands go through this Redis instead of the
   * database (match ownership stays in PostgreSQL). May carry a password: never logged.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /**
   * A match unused this long leaves memory and reloads on demand from its latest snapshot; in cluster
   * mode its lock is released too, so another process may take it (milliseconds).
   */
  MATCH_IDLE_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
  /** At most this many matches in memory: past it the least recently used leaves first. */
  MATCH_CACHE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  /** Group commit: at most this many commands (of different matches) share one commit. */
  COMMIT_BATCH_MAX: z.coerce.number().int().min(1).max(10_000).default(256),
  /** Group commit: commits being written at once, each on its own database connection. */
  COMMIT_IN_FLIGHT: z.coerce.number().int().min(1).max(64).default(2),
  /** Largest HTTP body and socket.io message, in bytes. */
  MAX_PAYLOAD_BYTES: z.coerce.number().int().min(1024).max(16 * 1024 * 1024).default(64 * 1024),
  /** Commands (and sync requests) per second one connection may send, sustained. */
  COMMAND_RATE: z.coerce.number().min(0.1).max(10_000).default(10),
  /** ... and in a burst. */
  COMMAND_BURST: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * socket.io per-message compression (permessage-deflate), measured by bench/bytes.ts: `off` (the
   * default: updates are patches of a few hundred bytes, and an uncompressed frame is encoded once for
   * every socket of a room); `on` (every frame compressed with the connection's history, ws's default:
   * the fewest bytes, for a zlib context per socket and a compression per socket and frame); or a size
   * in bytes from which a frame is compressed on its own (no shared history).
   */
  SOCKET_DEFLATE: z.union([z.enum(['off', 'on']), z.coerce.number().int().min(0).max(16 * 1024 * 1024)]).default('off'),
  /** Spectators one match admits at once (over all processes). */
  MAX_SPECTATORS: z.coerce.number().int().min(0).max(100_000).default(200),
  /**
   * Lets its holder list every match (`Authorization: Bearer <token>` on GET /api/matches), not only
   * the public lobby's, and see any match's live progress. Unset: nobody can. A secret: never logged.
   */
  OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').max(200).regex(/^[A-Za-z0-9._~+/=-]+$/, 'must be letters, digits or ._~+/=-').optional(),
});

export type Config = {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  readonly snapshotEvery: number;
  readonly publicUrl: string | undefined;
  readonly cluster: boolean;
  readonly redisUrl: string | undefined;
  readonly matchIdleMs: number;
  readonly matchCacheMax: number;
  readonly commitBatchMax: number;
  readonly commitInFlight: number;
  readonly limits: Limits;
  readonly operatorToken: string | undefined;
  /** Socket frame compression: with the connection's history (`on`), of frames from a size on, or none. */
  readonly socketDeflate: SocketDeflate | undefined;
};

/** `on`: every frame, with the connection's history; a number: frames of that many bytes or more, each alone. */
export type SocketDeflate = 'on' | number;

export interface Limits {
  readonly maxPayloadBytes: number;
  readonly commandRate: number;
  readonly commandBurst: number;
  readonly maxSpectators: number;
}

export const DEFAULT_LIMITS: Limits = { maxPayloadBytes: 64 * 1024, commandRate: 10, commandBurst: 20, maxSpectators: 200 };

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
    cluster: e.CLUSTER === 'on' || (e.CLUSTER === 'auto' && e.DATABASE_URL !== undefined),
    redisUrl: e.REDIS_URL,
    matchIdleMs: e.MATCH_IDLE_MS,
    matchCacheMax: e.MATCH_CACHE_MAX,
    commitBatchMax: e.COMMIT_BATCH_MAX,
    commitInFlight: e.COMMIT_IN_FLIGHT,
    limits: { maxPayloadBytes: e.MAX_PAYLOAD_BYTES, commandRate: e.COMMAND_RATE, commandBurst: e.COMMAND_BURST, maxSpectators: e.MAX_SPECTATORS },
    operatorToken: e.OPERATOR_TOKEN,
    socketDeflate: e.SOCKET_DEFLATE === 'off' ? undefined : e.SOCKET_DEFLATE,
  };
}
