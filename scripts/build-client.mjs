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

/**
 * `import { z } from 'zod'` makes esbuild keep zod's whole `z` namespace object, every locale
 * included (~450 KB minified); `import * as z from 'zod'` lets it keep only what is used (~85 KB for
 * the protocol and map schemas). Same members, same behaviour: this rewrites the former into the latter
 * for the browser bundle, for files that are not ours to change (the map schema).
 */
const zodNamespace = {
  name: 'zod-namespace',
  setup(b) {
    b.onLoad({ filter: /[\\/](shared|client)[\\/]src[\\/].*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      return { contents: text.replace(/^import \{ z \} from 'zod';$/m, "import * as z from 'zod';"), loader: 'ts' };
    });
  },
};

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
  plugins: [zodNamespace],
});
const app = join(dist, 'app.js');
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`client/dist/app.js: ${kb(statSync(app).size)} (${kb(gzipSync(readFileSync(app)).length)} gzipped)`);
