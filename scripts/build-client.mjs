// Bundles the browser client (client/src/ui) with esbuild into client/dist, with the static files of
// client/public. Fast (well under a second), so `npm start` and `npm test` simply run it every time.
// Prints the bundle's size, raw and gzipped, so a change that pulls in engine code shows at once.
import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'client/dist');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
cpSync(join(root, 'client/public'), dist, { recursive: true });
await build({
  entryPoints: [join(root, 'client/src/ui/main.ts')],
  bundle: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  outfile: join(dist, 'app.js'),
  sourcemap: true,
  minify: true,
  logLevel: 'warning',
});
const app = join(dist, 'app.js');
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`client/dist/app.js: ${kb(statSync(app).size)} (${kb(gzipSync(readFileSync(app)).length)} gzipped)`);
