// Server configuration from the environment, parsed once with zod; a bad value stops the start with
// a message naming the variable.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { parseTrustProxy, type TrustProxy, validTrustProxy } from './trustProxy';

export { parseTrustProxy, type TrustProxy } from './trustProxy';

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
  MAX_PAYLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(16 * 1024 * 1024)
    .default(64 * 1024),
  /** Commands and sync requests per second one seat may send over all its sockets (a spectator: per address), sustained. */
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
  SOCKET_DEFLATE: z
    .union([
      z.enum(['off', 'on']),
      z.coerce
        .number()
        .int()
        .min(0)
        .max(16 * 1024 * 1024),
    ])
    .default('off'),
  /** Spectators one match admits at once (over all processes). */
  MAX_SPECTATORS: z.coerce.number().int().min(0).max(100_000).default(200),
  // --- limits per client (server/src/limits/, docs/operations.md lists every one) ---
  /**
   * Which proxies' X-Forwarded-For names the client: unset or `false`, none (the peer address is the
   * client); `true`, any (only behind a proxy that overwrites the header); else a comma-separated list
   * of proxy addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`. (A hop count is not
   * offered: fastify trusts nobody with one, it cannot check the nearest peer.)
   */
  TRUST_PROXY: z
    .string()
    .max(1000)
    .refine(
      (v) => validTrustProxy(parseTrustProxy(v)),
      'must be true, false or a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal',
    )
    .optional(),
  /** Socket events (every kind) per second one client address may send, over all its sockets, sustained. */
  SOCKET_EVENT_RATE: z.coerce.number().min(0.1).max(100_000).default(30),
  /** ... and in a burst. */
  SOCKET_EVENT_BURST: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** New socket connections per minute from one client address. */
  SOCKET_CONNECT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Refused events (RATE_LIMITED) one socket may send in a minute; past them it is disconnected. */
  SOCKET_REFUSALS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** New sockets this process admits per second, from all clients together (a burst is spread; refused ones retry). */
  SOCKET_ADMIT_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /** Sockets one client address may hold open at once (in one process). */
  MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(40),
  // the computer's seats share the loopback address's socket cap above: keep this well under it
  MAX_COMPUTER_OPPONENTS: z.coerce.number().int().min(0).max(1_000).default(16),
  COMPUTER_MATCHES_PER_PLAYER: z.coerce.number().int().min(0).max(100).default(2),
  COMPUTER_PACE_MS: z.coerce.number().int().min(0).max(10_000).default(700),
  /** Sockets one match may have open at once, seats and spectators (in one process). */
  MAX_SOCKETS_PER_MATCH: z.coerce.number().int().min(2).max(1_000_000).default(300),
  /** Chat messages per second one seat (or one spectator address) may send, sustained. */
  CHAT_RATE: z.coerce.number().min(0.01).max(1_000).default(0.5),
  /** ... and in a burst. */
  CHAT_BURST: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Chat messages waiting to be stored in this process; one more is refused (`RATE_LIMITED`) until the queue drains. */
  CHAT_QUEUE: z.coerce.number().int().min(1).max(100_000).default(200),
  /** Chat messages being stored at once in this process (database connections chat may hold). */
  CHAT_WRITERS: z.coerce.number().int().min(1).max(64).default(2),
  /** HTTP requests per minute one client address may make to any route (429 `RATE_LIMITED` past it). */
  HTTP_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(600),
  /** Matches one client address may create per minute. */
  MATCH_CREATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** "Your matches" polls (POST /api/seats/status) per minute from one client address. */
  SEAT_STATUS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Seats named by "your matches" polls per minute from one client address (a poll of 50 seats takes 50). */
  SEAT_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(50).max(10_000_000).default(200),
  /** Replay, position and dice requests of ended matches per minute from one client address. */
  REPLAY_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Sign-in attempts (POST /api/sign-in) per 15 minutes from one client address. */
  SIGN_IN_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Failed sign-ins per 15 minutes for one player name, from any address. */
  SIGN_IN_FAILURES_PER_NAME: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** New anonymous players (a request without a session cookie that needs a player) per minute from one client address. */
  PLAYERS_CREATED_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Time to receive a whole HTTP request, headers and body (node requestTimeout, fastify requestTimeout). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** Time to receive an HTTP request's headers (node headersTimeout); at most HTTP_REQUEST_TIMEOUT_MS. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  /** An HTTP connection with no traffic this long is closed (fastify connectionTimeout); websockets ping every 25 s. */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(30_000).max(3_600_000).default(120_000),
  /** A match no seat has ever opened is deleted this long after its creation. */
  UNJOINED_MATCH_TTL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .max(30 * 86_400_000)
    .default(86_400_000),
  /** An invitation to a match's other seat may be accepted this long after it was issued (7 days). */
  INVITATION_TTL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .max(90 * 86_400_000)
    .default(7 * 86_400_000),
  /** An unaccepted challenge is listed, and may be accepted, this long after it was posted (1 day). */
  CHALLENGE_TTL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .max(30 * 86_400_000)
    .default(86_400_000),
  /** Matches per page of the lobby (GET /api/matches; the next page with ?after=<cursor>). */
  LOBBY_PAGE_SIZE: z.coerce.number().int().min(1).max(500).default(100),
  /**
   * Lets its holder list every match (`Authorization: Bearer <token>` on GET /api/matches), not only
   * the public lobby's, and see any match's live progress. Unset: nobody can. A secret: never logged.
   */
  OPERATOR_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .max(200)
    .regex(/^[A-Za-z0-9._~+/=-]+$/, 'must be letters, digits or ._~+/=-')
    .optional(),
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
  /** The least time between two of the computer's commands (computer/), so that a human can follow them. */
  readonly computerPaceMs: number;
  /** Socket frame compression: with the connection's history (`on`), of frames from a size on, or none. */
  readonly socketDeflate: SocketDeflate | undefined;
};

/** `on`: every frame, with the connection's history; a number: frames of that many bytes or more, each alone. */
export type SocketDeflate = 'on' | number;

/**
 * What one client may use. Rates are per second (sustained) with a burst, or per minute; `Infinity`
 * turns a limit off (the tests' embedded app does for the rates it does not test).
 */
export interface Limits {
  readonly maxPayloadBytes: number;
  /** Commands and sync requests per seat (over all its sockets), or per spectator address. */
  readonly commandRate: number;
  readonly commandBurst: number;
  readonly maxSpectators: number;
  /** Who the client is: the TRUST_PROXY setting, as fastify's `trustProxy` takes it. */
  readonly trustProxy: TrustProxy;
  readonly socketEventRate: number;
  readonly socketEventBurst: number;
  readonly socketConnectPerMinute: number;
  readonly socketRefusalsPerMinute: number;
  readonly socketAdmitPerSecond: number;
  readonly maxSocketsPerAddress: number;
  /** Seats the computer plays at once (computer/opponents.ts). */
  readonly maxComputerOpponents: number;
  /** Matches against the computer one player has in play at once. */
  readonly computerMatchesPerPlayer: number;
  readonly maxSocketsPerMatch: number;
  readonly chatRate: number;
  readonly chatBurst: number;
  readonly chatQueue: number;
  readonly chatWriters: number;
  readonly httpPerMinute: number;
  readonly matchCreatePerMinute: number;
  readonly seatStatusPerMinute: number;
  readonly seatLookupsPerMinute: number;
  readonly replayPerMinute: number;
  /** Sign-in attempts per 15 minutes per client address (players/signInLimiter.ts). */
  readonly signInPerAddress: number;
  /** Failed sign-ins per 15 minutes per player name. */
  readonly signInFailuresPerName: number;
  /** New anonymous players per minute per client address (players/identity.ts). */
  readonly playersCreatedPerMinute: number;
  readonly requestTimeoutMs: number;
  readonly headersTimeoutMs: number;
  readonly idleTimeoutMs: number;
  readonly unjoinedMatchTtlMs: number;
  /** How long an unaccepted invitation stays valid. */
  readonly invitationTtlMs: number;
  /** How long an unaccepted challenge stays live. */
  readonly challengeTtlMs: number;
  readonly lobbyPageSize: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxPayloadBytes: 64 * 1024,
  commandRate: 10,
  commandBurst: 20,
  maxSpectators: 200,
  trustProxy: false,
  socketEventRate: 30,
  socketEventBurst: 60,
  socketConnectPerMinute: 60,
  socketRefusalsPerMinute: 100,
  socketAdmitPerSecond: 50,
  maxSocketsPerAddress: 40,
  maxComputerOpponents: 16,
  computerMatchesPerPlayer: 2,
  maxSocketsPerMatch: 300,
  chatRate: 0.5,
  chatBurst: 5,
  chatQueue: 200,
  chatWriters: 2,
  httpPerMinute: 600,
  matchCreatePerMinute: 10,
  seatStatusPerMinute: 30,
  seatLookupsPerMinute: 200,
  replayPerMinute: 60,
  signInPerAddress: 20,
  signInFailuresPerName: 10,
  playersCreatedPerMinute: 30,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 120_000,
  unjoinedMatchTtlMs: 86_400_000,
  invitationTtlMs: 7 * 86_400_000,
  challengeTtlMs: 86_400_000,
  lobbyPageSize: 100,
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
    cluster: e.CLUSTER === 'on' || (e.CLUSTER === 'auto' && e.DATABASE_URL !== undefined),
    redisUrl: e.REDIS_URL,
    matchIdleMs: e.MATCH_IDLE_MS,
    matchCacheMax: e.MATCH_CACHE_MAX,
    commitBatchMax: e.COMMIT_BATCH_MAX,
    commitInFlight: e.COMMIT_IN_FLIGHT,
    limits: {
      maxPayloadBytes: e.MAX_PAYLOAD_BYTES,
      commandRate: e.COMMAND_RATE,
      commandBurst: e.COMMAND_BURST,
      maxSpectators: e.MAX_SPECTATORS,
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      socketEventRate: e.SOCKET_EVENT_RATE,
      socketEventBurst: e.SOCKET_EVENT_BURST,
      socketConnectPerMinute: e.SOCKET_CONNECT_PER_MINUTE,
      socketRefusalsPerMinute: e.SOCKET_REFUSALS_PER_MINUTE,
      socketAdmitPerSecond: e.SOCKET_ADMIT_PER_SECOND,
      maxSocketsPerAddress: e.MAX_SOCKETS_PER_ADDRESS,
      maxComputerOpponents: e.MAX_COMPUTER_OPPONENTS,
      computerMatchesPerPlayer: e.COMPUTER_MATCHES_PER_PLAYER,
      maxSocketsPerMatch: e.MAX_SOCKETS_PER_MATCH,
      chatRate: e.CHAT_RATE,
      chatBurst: e.CHAT_BURST,
      chatQueue: e.CHAT_QUEUE,
      chatWriters: e.CHAT_WRITERS,
      httpPerMinute: e.HTTP_PER_MINUTE,
      matchCreatePerMinute: e.MATCH_CREATE_PER_MINUTE,
      seatStatusPerMinute: e.SEAT_STATUS_PER_MINUTE,
      seatLookupsPerMinute: e.SEAT_LOOKUPS_PER_MINUTE,
      replayPerMinute: e.REPLAY_PER_MINUTE,
      signInPerAddress: e.SIGN_IN_PER_ADDRESS,
      signInFailuresPerName: e.SIGN_IN_FAILURES_PER_NAME,
      playersCreatedPerMinute: e.PLAYERS_CREATED_PER_MINUTE,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS), // node requires headers <= request
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      unjoinedMatchTtlMs: e.UNJOINED_MATCH_TTL_MS,
      invitationTtlMs: e.INVITATION_TTL_MS,
      challengeTtlMs: e.CHALLENGE_TTL_MS,
      lobbyPageSize: e.LOBBY_PAGE_SIZE,
    },
    operatorToken: e.OPERATOR_TOKEN,
    computerPaceMs: e.COMPUTER_PACE_MS,
    socketDeflate: e.SOCKET_DEFLATE === 'off' ? undefined : e.SOCKET_DEFLATE,
  };
}
