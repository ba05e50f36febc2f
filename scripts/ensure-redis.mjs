// The Redis adapter test runs a real Redis server (Debian's redis-server, started by the test on a free
// port with no persistence). Installs it when it is missing and we are root; otherwise says what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const REDIS_SERVER = process.env.HEXFOG_REDIS_SERVER ?? '/usr/bin/redis-server';

if (existsSync(REDIS_SERVER)) {
  process.stdout.write(`redis-server: ${REDIS_SERVER}\n`);
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  process.stderr.write(
    `The Redis adapter test needs redis-server at ${REDIS_SERVER}.\n` +
      'Install it (Debian/Ubuntu: sudo apt-get install -y redis-server) or set HEXFOG_REDIS_SERVER to its path, then run npm test again.\n',
  );
  process.exit(1);
}
process.stdout.write('installing Debian redis-server for the Redis adapter test (about 10 s)\n');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'redis-server'], { stdio: 'inherit', env });
if (!existsSync(REDIS_SERVER)) {
  process.stderr.write(`redis-server was installed but ${REDIS_SERVER} does not exist\n`);
  process.exit(1);
}
