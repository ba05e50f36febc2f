// A real Redis server for tests: Debian's redis-server (installed by scripts/ensure-test-tools.mjs, run by
// `npm test`), on a port of ours, with a password, nothing written to disk. Stopped and started again
// on the same port to test a Redis restart.
import { type ChildProcess, spawn } from 'node:child_process';

export const REDIS_SERVER = process.env.HEXFOG_REDIS_SERVER ?? '/usr/bin/redis-server';

export interface RedisServer {
  /** redis://:password@127.0.0.1:port */
  readonly url: string;
  readonly password: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export function redisServer(port: number, password: string): RedisServer {
  let child: ChildProcess | undefined;
  return {
    url: `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    password,
    async start() {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--requirepass', password, '--save', '', '--appendonly', 'no'];
      const c = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child = c;
      let out = '';
      // the server says so once it accepts connections; an exit before that is a failure to start
      await new Promise<void>((resolve, reject) => {
        c.once('error', reject);
        c.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${out}`)));
        for (const s of [c.stdout!, c.stderr!])
          s.on('data', (d) => {
            out += String(d);
            if (out.includes('Ready to accept connections')) resolve();
          });
      });
    },
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGTERM');
      });
    },
  };
}
