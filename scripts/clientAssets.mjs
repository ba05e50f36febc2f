// The client's build, as a function the build script and its test call: bundles client/src/ui with
// esbuild, names every asset by its content (app.<hash>.js, styles.<hash>.css, ...), rewrites
// index.html to reference those names, and writes a gzip and a brotli copy beside each text asset so
// the server's static route sends them precompressed (server/src/http/routes/static.ts). A changed
// file gets a new name, so hashed files may be cached for a year; index.html is the one file served
// no-cache.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the server treats as a content-hashed name (10 hex digits between dots). */
export const HASHED_NAME = /\.[0-9a-f]{10}\./;
const COMPRESSED = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);

export const contentHash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);
const hashedName = (name, bytes) => {
  const ext = extname(name);
  return `${name.slice(0, -ext.length)}.${contentHash(bytes)}${ext}`;
};

export const gzip = (bytes) => gzipSync(bytes, { level: 9 });
export const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });

/**
 * Builds into outDir (emptied first). Returns the manifest: for each source name ('app.js',
 * 'styles.css', ...) the name it was written under, and index.html's text.
 */
export async function buildClient({ entry, publicDir, outDir, minify = true }) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const names = {};
  const write = (name, bytes) => {
    writeFileSync(join(outDir, name), bytes);
    if (COMPRESSED.has(extname(name))) {
      writeFileSync(join(outDir, `${name}.gz`), gzip(bytes));
      writeFileSync(join(outDir, `${name}.br`), brotli(bytes));
    }
  };
  const bundled = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    outfile: join(outDir, 'app.js'),
    sourcemap: true,
    minify,
    logLevel: 'warning',
    write: false,
  });
  const js = bundled.outputFiles.find((f) => f.path.endsWith('.js'));
  const map = bundled.outputFiles.find((f) => f.path.endsWith('.js.map'));
  // the name is the hash of the code as built (its map comment still says app.js.map), then the
  // comment is pointed at the hashed map
  const appName = hashedName('app.js', js.contents);
  names['app.js'] = appName;
  write(appName, Buffer.from(js.text.replace(/sourceMappingURL=app\.js\.map/, `sourceMappingURL=${appName}.map`)));
  write(`${appName}.map`, Buffer.from(map.contents));
  for (const file of readdirSync(publicDir)) {
    if (file === 'index.html') continue;
    const bytes = readFileSync(join(publicDir, file));
    names[file] = hashedName(file, bytes);
    write(names[file], bytes);
  }
  let html = readFileSync(join(publicDir, 'index.html'), 'utf8');
  for (const [from, to] of Object.entries(names)) html = html.split(`"/${from}"`).join(`"/${to}"`);
  write('index.html', Buffer.from(html));
  return { names, html };
}

/** Bytes of one file as sent: raw, gzip, brotli. */
export function wireSizes(bytes) {
  return { raw: bytes.length, gzip: gzip(bytes).length, br: brotli(bytes).length };
}

/** The files a browser fetches on its first load of the page: index.html and what it references. */
export function firstLoadFiles(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]).filter((f) => !f.startsWith('data:'));
  return ['index.html', ...refs];
}
