// Runs the real server as a child process from its source (`node --import tsx server/src/main.ts`): the
// tests and the bench run the code as it is, with no build step to forget or go stale before them.
// `npm start` runs the same code bundled by scripts/build-server.mjs; server/src/serverBuild.test.ts
// starts that bundle.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly output: () => string;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/** `nodeArgs`: extra node flags for the server process (e.g. `--cpu-prof` for the bench's profile). */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    // info unless the caller says otherwise (the bench runs at warn: a log line per command is not what it measures)
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  while (!out.includes('Hexfog is running')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    if (Date.now() - started > 30000) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 30 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    output: () => out,
    async kill(signal) {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
