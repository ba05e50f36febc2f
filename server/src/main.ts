// `npm start`: configuration, the database (embedded when DATABASE_URL is unset), migrations, the
// server; then the URL to open. SIGINT/SIGTERM close sockets, HTTP and the embedded database cleanly.
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig, PROJECT_ROOT } from './config/config';
import { createLogger, safeDatabaseUrl } from './logging/logger';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './persistence/embeddedPostgres';
import { migrate } from './persistence/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'postgres'), log: (l) => log.info(l) });
    databaseUrl = embedded.url;
    log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }
  log.info({ database: safeDatabaseUrl(databaseUrl) }, 'database');
  // Redis only carries the socket.io fan-out between processes sharing a database
  if (config.redisUrl && !config.cluster) log.warn('REDIS_URL is ignored: cluster mode is off (CLUSTER, or the embedded database)');
  const report = await migrate(databaseUrl, join(PROJECT_ROOT, 'prisma/migrations'));
  if (report.applied.length) log.info({ migrations: report.applied }, 'migrations applied');

  const server = await buildApp({
    databaseUrl,
    log,
    snapshotEvery: config.snapshotEvery,
    cache: { idleMs: config.matchIdleMs, maxLive: config.matchCacheMax },
    commit: { maxBatch: config.commitBatchMax, maxInFlight: config.commitInFlight },
    limits: config.limits,
    ...(config.operatorToken ? { operatorToken: config.operatorToken } : {}),
    computer: { paceMs: config.computerPaceMs },
    ...(config.cluster ? { cluster: { idleMs: config.matchIdleMs, ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}) } } : {}),
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    ...(config.socketDeflate !== undefined ? { socketDeflate: config.socketDeflate } : {}),
  });
  await server.app.listen({ port: config.port, host: config.host });
  const addr = server.app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  log.info({ url }, 'Hexfog is ready');
  process.stdout.write(`\n  Hexfog is running. Open ${url}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10000);
    force.unref();
    try {
      await server.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e) => {
  process.stderr.write(`Hexfog could not start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
