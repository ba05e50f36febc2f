// The client build (scripts/clientAssets.mjs, run by scripts/build-client.mjs) names each asset by its
// content: a changed file gets a new name (so a cached old one is never served for it), an unchanged
// one keeps its name, and index.html references the names written.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../config/config';

interface Built {
  readonly names: Record<string, string>;
  readonly html: string;
}
type BuildClient = (o: { entry: string; publicDir: string; outDir: string; minify?: boolean }) => Promise<Built>;

let dir: string;
let buildClient: BuildClient;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hexfog-build-'));
  ({ buildClient } = (await import(pathToFileURL(join(PROJECT_ROOT, 'scripts/clientAssets.mjs')).href)) as { buildClient: BuildClient });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function source(css: string, js: string) {
  mkdirSync(join(dir, 'public'), { recursive: true });
  writeFileSync(
    join(dir, 'public/index.html'),
    '<link rel="stylesheet" href="/styles.css" /><link rel="stylesheet" href="/layout.css" /><script type="module" src="/app.js"></script>',
  );
  writeFileSync(join(dir, 'public/styles.css'), css);
  writeFileSync(join(dir, 'public/layout.css'), '.a { color: red }');
  writeFileSync(join(dir, 'main.ts'), js);
}
const build = () => buildClient({ entry: join(dir, 'main.ts'), publicDir: join(dir, 'public'), outDir: join(dir, 'dist') });

describe('client build', () => {
  it('hashes change with the content, and only for the file that changed', async () => {
    source('body { margin: 0 }', 'console.log("one");');
    const first = await build();
    expect(first.names['app.js']).toMatch(/^app\.[0-9a-f]{10}\.js$/);
    expect(first.names['styles.css']).toMatch(/^styles\.[0-9a-f]{10}\.css$/);
    for (const name of Object.values(first.names)) expect(first.html).toContain(`"/${name}"`);
    expect(first.html).not.toMatch(/"\/(app\.js|styles\.css|layout\.css)"/);

    const again = await build();
    expect(again.names).toEqual(first.names);

    source('body { margin: 1px }', 'console.log("one");');
    const css = await build();
    expect(css.names['styles.css']).not.toBe(first.names['styles.css']);
    expect(css.names['app.js']).toBe(first.names['app.js']);
    expect(css.names['layout.css']).toBe(first.names['layout.css']);

    source('body { margin: 1px }', 'console.log("two");');
    const js = await build();
    expect(js.names['app.js']).not.toBe(first.names['app.js']);
    expect(js.names['styles.css']).toBe(css.names['styles.css']);
  });

  it('writes a gzip and a brotli copy of each text asset with the same content, and points the script at its map', async () => {
    source('body { margin: 0 }', 'console.log("one");');
    const { names } = await build();
    const out = join(dir, 'dist');
    const files = readdirSync(out);
    for (const name of ['index.html', names['app.js']!, names['styles.css']!]) {
      const raw = readFileSync(join(out, name));
      expect(gunzipSync(readFileSync(join(out, `${name}.gz`))).equals(raw)).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(out, `${name}.br`))).equals(raw)).toBe(true);
    }
    expect(files).toContain(`${names['app.js']}.map`);
    expect(readFileSync(join(out, names['app.js']!), 'utf8')).toContain(`sourceMappingURL=${names['app.js']}.map`);
  });
});
