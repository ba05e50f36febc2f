// Bundles the browser client (client/src/ui) into client/dist with the static files of client/public:
// content-hashed names, index.html rewritten to them, gzip and brotli copies beside each (the build
// itself is scripts/clientAssets.mjs). Fast enough that `npm start` and `npm test` run it every time.
// Prints what a browser downloads on a first load (raw, gzip, brotli), so a change that pulls engine
// code into the bundle shows at once.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient, firstLoadFiles, wireSizes } from './clientAssets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'client/dist');
await buildClient({ entry: join(root, 'client/src/ui/main.ts'), publicDir: join(root, 'client/public'), outDir: dist });

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const row = (label, s) => `${label.padEnd(34)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} ${kb(s.br).padStart(10)}`;
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br });
const zero = { raw: 0, gzip: 0, br: 0 };
let assets = zero;
console.log(`${'first load (client/dist)'.padEnd(34)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
for (const f of firstLoadFiles(dist)) {
  const s = wireSizes(readFileSync(join(dist, f)));
  assets = add(assets, s);
  console.log(row(f, s));
}
// A match page adds its map document (GET /api/maps/:id, compressed once by the server; the largest
// shipped map here). Both pages add GET /api/scenarios (a few KiB compressed) and a match's summary.
const largest = ['factory-district', 'stalingrad-blocks', 'hl-city', 'river-ford', 'hamlet-line']
  .map((m) => {
    try {
      return wireSizes(Buffer.from(JSON.stringify(JSON.parse(readFileSync(join(root, `shared/data/maps/${m}.json`), 'utf8')))));
    } catch {
      return zero;
    }
  })
  .reduce((a, b) => (b.raw > a.raw ? b : a), zero);
console.log(row('lobby page (assets)', assets));
console.log(row('match page (assets + largest map)', add(assets, largest)));
