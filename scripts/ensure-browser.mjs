// The browser tests drive Debian's Chromium through playwright-core (downloading a browser is not
// possible here). Installs it when it is missing and we are root; otherwise says what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.HEXFOG_CHROMIUM ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  process.stdout.write(`chromium: ${CHROMIUM}\n`);
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  process.stderr.write(
    `The browser tests need Chromium at ${CHROMIUM}.\n` +
      'Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set HEXFOG_CHROMIUM to its path, then run npm test again.\n',
  );
  process.exit(1);
}
process.stdout.write('installing Debian chromium for the browser tests (about a minute)\n');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  process.stderr.write(`chromium was installed but ${CHROMIUM} does not exist\n`);
  process.exit(1);
}
