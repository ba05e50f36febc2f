// Builds the server: external plugins, then services, then thin routes (fastify's demo app order),
// with socket.io attached to the same HTTP server.
import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CommandEnvelope, Side } from '@hexfog/shared';
import { Server } from 'socket.io';
import { type Catalog, loadCatalog } from './catalog/catalog';
import { attachPostgresAdapter, type AdapterHandle } from './cluster/adapter';
import { forwardCommand, serveForwarded } from './cluster/forwarding';
import { RoomReach } from './cluster/roomReach';
import { attachRedisAdapter } from './cluster/redisAdapter';
import { MatchLocks } from './cluster/matchLocks';
import { DEFAULT_LIMITS, type Limits, PROJECT_ROOT, type SocketDeflate } from './config/config';
import { attachGateway } from './gateway/socketGateway';
import { handshakeFromOwnPage } from './http/sameOrigin';
import { chatStore } from './chat/chatStore';
import { onlineConnection } from './chat/online';
import { MatchClocks, type TimeSource } from './matches/clock';
import { Invitations } from './invitations/invitations';
import { startInvitationExpiry } from './invitations/expiry';
import { invitationStore } from './invitations/invitationStore';
import { Challenges } from './challenges/challenges';
import { challengeStore } from './challenges/challengeStore';
import type { HexfogServer } from './outbound/events';
import { emitClock } from './outbound/online';
import { roomsOf, socketPublisher } from './outbound/sockets';
import { registerHttp } from './http';
import { httpServerOptions } from './http/serverOptions';
import { type ProcessLimits, startLimits } from './limits';
import type { Logger } from './logging/logger';
import type { MatchCacheOptions } from './matches/matchCache';
import { DEFAULT_COMMIT, MatchService, type ServiceOptions } from './matches/matchService';
import type { MatchPublisher } from './matches/publisher';
import type { GroupCommitOptions } from './persistence/groupCommit';
import { createMatchStore, type MatchStore } from './persistence/matchStore';
import { BotHost } from './computer/botHost';
import { ComputerOpponents } from './computer/opponents';
import { newDiceSeed } from './matches/seats';
import { createDb, type Db } from './persistence/prisma';
import { PlayerIdentity } from './players/identity';
import { createPlayerStore } from './players/playerStore';

export const MAX_PAYLOAD_BYTES = DEFAULT_LIMITS.maxPayloadBytes;

/** The rate limits and caps an embedded app (the tests) leaves off unless it passes them; chat's stay on. */
const UNLIMITED: Partial<Limits> = Object.fromEntries(
  (
    [
      'commandRate',
      'commandBurst',
      'maxSpectators',
      'socketEventRate',
      'socketEventBurst',
      'socketConnectPerMinute',
      'socketRefusalsPerMinute',
      'socketAdmitPerSecond',
      'maxSocketsPerAddress',
      'maxSocketsPerMatch',
      'httpPerMinute',
      'matchCreatePerMinute',
      'seatStatusPerMinute',
      'seatLookupsPerMinute',
      'replayPerMinute',
      'playersCreatedPerMinute',
    ] as const
  ).map((k) => [k, Infinity]),
);

export interface AppOptions {
  readonly databaseUrl: string;
  readonly log: Logger;
  readonly snapshotEvery?: number;
  readonly publicUrl?: string;
  readonly catalog?: Catalog;
  readonly poolSize?: number;
  /** Where new matches get their dice seed (default: 32 random bytes). Tests pass a fixed one. */
  readonly diceSeed?: () => string;
  /**
   * Share the database with other server processes (adapter + match ownership); off by default. With
   * `redisUrl` socket.io fans out through Redis, else through the database.
   */
  readonly cluster?: { readonly idleMs?: number; readonly redisUrl?: string };
  /** Matches in memory: idle time and most kept (the rest reload on demand). */
  readonly cache?: Partial<MatchCacheOptions>;
  /** Group commit: most commands per commit and commits at once. */
  readonly commit?: Partial<GroupCommitOptions>;
  readonly limits?: Partial<Limits>;
  /** Lets its holder list every match and see live progress (OPERATOR_TOKEN); unset: nobody can. */
  readonly operatorToken?: string;
  /** Socket frame compression (permessage-deflate, SOCKET_DEFLATE); unset: none. */
  readonly socketDeflate?: SocketDeflate;
  /** The time control's clock and timers (tests pass a controllable one). */
  readonly time?: TimeSource;
  /**
   * The computer opponents: the least time between two of its commands (default 700 ms; tests pass 0),
   * and whether this process takes over, when it starts, the computer seats of the matches in play in
   * its database (default: only a process that has the database to itself, not in cluster mode).
   */
  readonly computer?: { readonly paceMs?: number; readonly resume?: boolean };
}

export interface HexfogApp {
  readonly app: FastifyInstance;
  readonly io: HexfogServer;
  readonly service: MatchService;
  /** What the command pipeline publishes through (tests watch it). */
  readonly publisher: MatchPublisher;
  readonly db: Db;
  /** Stored with each command this process applies (host:pid:random). */
  readonly processId: string;
  readonly clocks: MatchClocks;
  /** The socket limits of this process (server/src/limits/). */
  readonly limits: ProcessLimits;
  /** Who a browser is: the players and their sessions (players/). */
  readonly players: PlayerIdentity;
  /** The computer opponents this server plays (computer/). */
  readonly computer: ComputerOpponents;
  close(): Promise<void>;
}

export async function buildApp(opts: AppOptions): Promise<HexfogApp> {
  const log = opts.log;
  // `npm start` passes the configured limits; code that embeds the app (the tests) opts into them
  const limits: Limits = { ...DEFAULT_LIMITS, ...UNLIMITED, ...opts.limits };
  const processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: limits.maxPayloadBytes,
    genReqId: () => randomUUID(),
    // A "__proto__" key stays an ordinary own key of the parsed body, so the route's strict zod schema
    // refuses it like any other unknown key (BAD_REQUEST naming it); refusing it in the parser answered
    // BAD_JSON instead. No route merges a body into another object; zod builds the parsed values anew.
    onProtoPoisoning: 'ignore',
    ...httpServerOptions(limits), // trusted proxy, request/header/idle timeouts
  }) as unknown as FastifyInstance; // our pino Logger is a FastifyBaseLogger; keep the default generics

  // Without compression socket.io encodes a room's frame once for all its sockets (engine.io's
  // pre-encoded websocket frame); with it, every socket compresses its own copy.
  const io: HexfogServer = new Server(app.server, {
    maxHttpBufferSize: limits.maxPayloadBytes,
    serveClient: false,
    perMessageDeflate: deflateOptions(opts.socketDeflate),
  });
  // socket.io must close before fastify: with a websocket open, app.close() would wait forever.
  app.addHook('preClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  const db = createDb(opts.databaseUrl, opts.poolSize);
  const store = createMatchStore(db);
  const catalog = opts.catalog ?? loadCatalog();
  let adapter: AdapterHandle | undefined;
  let locks: MatchLocks | undefined;
  const cache = { ...(opts.cluster?.idleMs !== undefined ? { idleMs: opts.cluster.idleMs } : {}), ...opts.cache };
  // the only sender of committed commands' updates, whatever path a command came by (socket, forwarded, clock)
  // cluster mode: a match's rooms are emitted locally while no other process has its sockets (roomReach.ts)
  const reach = opts.cluster ? new RoomReach(io, roomsOf, log) : undefined;
  const publisher = socketPublisher(io, reach ? (id) => reach.emitterFor(id) : undefined);
  const serviceOptions: ServiceOptions = {
    processId,
    cache,
    commit: { ...DEFAULT_COMMIT, ...opts.commit },
    publisher,
    changed: (match, by) => clocks.changed(match, by), // clocks is built below, before any match changes
  };
  let service: MatchService;
  if (opts.cluster) {
    adapter = opts.cluster.redisUrl
      ? await attachRedisAdapter(io, opts.cluster.redisUrl, log)
      : attachPostgresAdapter(io, opts.databaseUrl, log);
    locks = new MatchLocks(opts.databaseUrl, log, (ids) => service.dropOwnership(ids));
    const cluster = {
      locks,
      forward: (matchId: string, side: Side, envelope: CommandEnvelope) => forwardCommand(io, { matchId, side, envelope }),
    };
    service = new MatchService(store, catalog, log, opts.snapshotEvery ?? 50, opts.diceSeed ?? newDiceSeed, { ...serviceOptions, cluster });
    // the owner applies forwarded commands; its pipeline publishes through the adapter to every process's rooms
    serveForwarded(io, async (req) => (await service.submitForwarded(req.matchId, req.side, req.envelope))?.ack ?? null, log);
    log.info({ processId, fanOut: opts.cluster.redisUrl ? 'redis' : 'postgresql' }, 'sharing the database with other server processes');
  } else {
    service = new MatchService(store, catalog, log, opts.snapshotEvery ?? 50, opts.diceSeed ?? newDiceSeed, serviceOptions);
  }

  const clocks = new MatchClocks({
    db,
    service,
    log,
    ...(opts.time ? { time: opts.time } : {}),
    sendClock: (id, clock, audiences) =>
      emitClock(
        reach ? reach.emitterFor(id) : io,
        id,
        clock,
        audiences.map((a) => (a === 'public' ? null : a)),
      ),
  });
  await clocks.start();

  // what the computer's bot process presents so that each of its sockets is a client of its own (limits/)
  const computerKey = randomBytes(32).toString('base64url');
  const processLimits = await startLimits({
    limits,
    db,
    log,
    computerKey,
    shared:
      opts.cluster &&
      (opts.cluster.redisUrl ? { kind: 'redis', url: opts.cluster.redisUrl } : { kind: 'postgres', databaseUrl: opts.databaseUrl }),
  });
  // the sessions' clock is the time control's (tests move both)
  const time = opts.time;
  const players = new PlayerIdentity(createPlayerStore(db), {
    ...(time ? { now: () => new Date(time.now()) } : {}),
    createdPerMinute: limits.playersCreatedPerMinute,
  });
  const computer = computerOpponents(app, store, log, limits, computerKey, {
    paceMs: opts.computer?.paceMs ?? 700,
    resume: opts.computer?.resume ?? !opts.cluster,
  });
  const invitations = new Invitations(invitationStore(db), limits.invitationTtlMs);
  const unaccepted = startInvitationExpiry(db, {}, (e) => log.warn({ err: String(e) }, 'invitation expiry sweep failed'));
  const challenges = new Challenges(challengeStore(db), service, limits.challengeTtlMs);
  const challengeSweep = challenges.startSweeping((e) => log.warn({ err: String(e) }, 'challenge expiry sweep failed'));
  await registerHttp(app, {
    log,
    players,
    invitations,
    challenges,
    seated: (matchId) => void clocks.seated(matchId).catch((e: unknown) => log.error({ matchId, err: String(e) }, 'clock start failed')),
    db,
    service,
    catalog,
    limits,
    limiter: processLimits,
    computer,
    projectRoot: PROJECT_ROOT,
    ...(opts.publicUrl ? { publicUrl: opts.publicUrl } : {}),
    ...(opts.operatorToken ? { operatorToken: opts.operatorToken } : {}),
  });
  // per-client socket limits around the gateway: address checks before its handshake, counts after
  io.use(processLimits.admit);
  attachGateway(
    io,
    service,
    log,
    limits,
    onlineConnection(
      {
        io,
        service,
        store: chatStore(db),
        log,
        writers: limits.chatWriters,
        queue: limits.chatQueue,
        ...(reach ? { emitterFor: (id: string) => reach.emitterFor(id) } : {}),
      },
      clocks,
    ),
    reach && ((id) => reach.announce(id)),
    // the player only from this server's own pages (a page of another site gets none)
    async (headers) =>
      handshakeFromOwnPage(headers.origin, headers.host, opts.publicUrl) ? players.playerFromCookieHeader(headers.cookie) : null,
  );
  io.use(processLimits.count);

  return {
    app,
    io,
    service,
    publisher,
    db,
    processId,
    clocks,
    limits: processLimits,
    players,
    computer,
    async close() {
      await computer.close();
      clocks.close();
      unaccepted.stop();
      challengeSweep.stop();
      service.close();
      await app.close(); // closes socket.io first (preClose), then the adapter's pool or clients may end
      await processLimits.close();
      await adapter?.close();
      await locks?.close();
      await db.$disconnect();
    },
  };
}

/**
 * The computer opponents: their bot process is started on the first seat, and once the server listens
 * the seats of matches still in play resume (a restart). The bot connects to this server's own address.
 */
function computerOpponents(
  app: FastifyInstance,
  store: MatchStore,
  log: Logger,
  limits: Limits,
  key: string,
  opts: { paceMs: number; resume: boolean },
): ComputerOpponents {
  const host = new BotHost({ log, key, onDone: (matchId) => opponents.done(matchId) });
  const opponents = new ComputerOpponents({ store, host, log, limits, paceMs: opts.paceMs, url: () => loopbackUrl(app) });
  // several processes on one database would each take every computer seat over (a fresh token each):
  // only a process that has the database to itself resumes them
  if (opts.resume)
    app.addHook('onListen', async () => {
      void opponents.resume().catch((e: unknown) => log.error({ err: String(e) }, 'computer seats could not resume'));
    });
  return opponents;
}

/** This server's own address as the bot process reaches it (loopback unless it listens on one address only). */
function loopbackUrl(app: FastifyInstance): string | null {
  const a = app.server.address();
  if (typeof a !== 'object' || !a) return null;
  const any = a.address === '0.0.0.0' || a.address === '::' || a.address === '::1' || a.address === '127.0.0.1';
  const host = any ? '127.0.0.1' : a.family === 'IPv6' ? `[${a.address}]` : a.address;
  return `http://${host}:${a.port}`;
}

/**
 * ws applies a size threshold only without context takeover (sender.js): with the connection's
 * history every frame is compressed. So `on` keeps the history, and a size compresses frames alone.
 */
function deflateOptions(d: SocketDeflate | undefined) {
  if (d === undefined) return false;
  if (d === 'on') return { threshold: 0 };
  return { threshold: d, serverNoContextTakeover: true, clientNoContextTakeover: true };
}
