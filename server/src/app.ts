// Builds the server: external plugins, then services, then thin routes (fastify's demo app order),
// with socket.io attached to the same HTTP server.
import fastifyStatic from '@fastify/static';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { type Catalog, loadCatalog } from './catalog/catalog';
import { PROJECT_ROOT } from './config/config';
import { attachGateway } from './gateway/socketGateway';
import { installErrorHandlers } from './http/errors';
import { catalogRoutes } from './http/routes/catalog';
import { healthRoutes } from './http/routes/health';
import { matchRoutes } from './http/routes/matches';
import type { Logger } from './logging/logger';
import { MatchService } from './matches/matchService';
import { createMatchStore } from './persistence/matchStore';
import { newDiceSeed } from './matches/seats';
import { createDb, type Db } from './persistence/prisma';

export const MAX_PAYLOAD_BYTES = 64 * 1024;

export interface AppOptions {
  readonly databaseUrl: string;
  readonly log: Logger;
  readonly snapshotEvery?: number;
  readonly publicUrl?: string;
  readonly catalog?: Catalog;
  readonly poolSize?: number;
  /** Where new matches get their dice seed (default: 32 random bytes). Tests pass a fixed one. */
  readonly diceSeed?: () => string;
}

export interface HexfogApp {
  readonly app: FastifyInstance;
  readonly io: Server;
  readonly service: MatchService;
  readonly db: Db;
  close(): Promise<void>;
}

export async function buildApp(opts: AppOptions): Promise<HexfogApp> {
  const log = opts.log;
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: MAX_PAYLOAD_BYTES,
    genReqId: () => randomUUID(),
  }) as unknown as FastifyInstance; // our pino Logger is a FastifyBaseLogger; keep the default generics

  const io = new Server(app.server, { maxHttpBufferSize: MAX_PAYLOAD_BYTES, serveClient: false });
  // socket.io must close before fastify: with a websocket open, app.close() would wait forever.
  app.addHook('preClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  const db = createDb(opts.databaseUrl, opts.poolSize);
  const store = createMatchStore(db);
  const catalog = opts.catalog ?? loadCatalog();
  const service = new MatchService(store, catalog, log, opts.snapshotEvery ?? 50, opts.diceSeed ?? newDiceSeed);

  installErrorHandlers(app, log);
  healthRoutes(app, { db });
  catalogRoutes(app, { catalog });
  matchRoutes(app, { service, catalog, ...(opts.publicUrl ? { publicUrl: opts.publicUrl } : {}) });
  const dist = join(PROJECT_ROOT, 'client/dist');
  await app.register(fastifyStatic, { root: existsSync(dist) ? dist : join(PROJECT_ROOT, 'client/public'), index: 'index.html' });
  attachGateway(io, service, store, log);

  return {
    app,
    io,
    service,
    db,
    async close() {
      await app.close();
      await db.$disconnect();
    },
  };
}
