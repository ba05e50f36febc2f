// The tests run real programs from Debian: Chromium for the browser tests (driven by playwright-core;
// downloading a browser is not possible here) and redis-server for the Redis adapter test. Installs
// what is missing when we are root; otherwise says what to install. Each path can be overridden.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TOOLS = [
  {
    name: 'chromium',
    pkg: 'chromium',
    path: process.env.HEXFOG_CHROMIUM ?? '/usr/bin/chromium',
    env: 'HEXFOG_CHROMIUM',
    forWhat: 'the browser tests',
    takes: 'about a minute',
  },
  {
    name: 'redis-server',
    pkg: 'redis-server',
    path: process.env.HEXFOG_REDIS_SERVER ?? '/usr/bin/redis-server',
    env: 'HEXFOG_REDIS_SERVER',
    forWhat: 'the Redis adapter test',
    takes: 'about 10 s',
  },
];

const missing = TOOLS.filter((t) => !existsSync(t.path));
for (const t of TOOLS.filter((x) => !missing.includes(x))) process.stdout.write(`${t.name}: ${t.path}\n`);
if (!missing.length) process.exit(0);
if (process.getuid?.() !== 0) {
  for (const t of missing) {
    process.stderr.write(
      `${t.forWhat} need ${t.name} at ${t.path}. Install it (Debian/Ubuntu: sudo apt-get install -y ${t.pkg}) or set ${t.env} to its path.\n`,
    );
  }
  process.stderr.write('Then run npm test again.\n');
  process.exit(1);
}
process.stdout.write(`installing Debian ${missing.map((t) => `${t.pkg} for ${t.forWhat} (${t.takes})`).join(', ')}\n`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...missing.map((t) => t.pkg)], { stdio: 'inherit', env });
for (const t of missing) {
  if (!existsSync(t.path)) {
    process.stderr.write(`${t.pkg} was installed but ${t.path} does not exist\n`);
    process.exit(1);
  }
}
