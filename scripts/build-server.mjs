// Compiles the server for `npm start` and the Docker image: server/src/main.ts bundled by esbuild into
// one ES module, server/dist/main.js, with @hexfog/shared (TypeScript source) and the generated Prisma
// client inlined and every other package left to node_modules, so the running server loads
// JavaScript only and nothing from devDependencies (tsx, typescript, prisma, esbuild stay build tools).
//
// A bundle has one import.meta, so a source file that finds its files from its own place
// (config.ts's PROJECT_ROOT) would look from server/dist instead. The plugin below gives each such
// file its own place back: `import.meta.url` / `dirname` / `filename` become expressions of the
// bundle's own URL and the file's path relative to it, so the built tree may be moved or copied whole
// (a Docker image, a fresh clone) and still finds prisma/migrations, shared/data and client/dist.

import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = join(root, 'server/dist/main.js');

/** Bare imports stay external (node_modules at run time) except the workspace's own packages (shared; the client's SDK in the bot process). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hexfog/shared') || args.path.startsWith('@hexfog/client') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** Each source file's import.meta, as it would be were the file run where it lies. */
const ownImportMeta = (outDir) => ({
  name: 'own-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const fromBundle = JSON.stringify(relative(outDir, args.path).split('\\').join('/'));
      const url = `new URL(${fromBundle}, import.meta.url).href`;
      const contents = text
        .replaceAll('import.meta.url', url)
        .replaceAll('import.meta.filename', `__bundledFileUrlToPath(${url})`)
        .replaceAll('import.meta.dirname', `__bundledDirname(__bundledFileUrlToPath(${url}))`);
      return { contents, loader: 'ts' };
    });
  },
});

export async function buildServer({ outfile = SERVER_BUNDLE } = {}) {
  const outDir = dirname(outfile);
  // the server, and beside it the bot process it starts for the computer's seats (computer/botHost.ts)
  await bundle(join(root, 'server/src/main.ts'), outfile, outDir);
  await bundle(join(root, 'server/src/computer/botProcess.ts'), join(outDir, 'botProcess.js'), outDir);
  return outfile;
}

async function bundle(entry, outfile, outDir) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // the pino and fastify names in stack traces and logs stay readable
    keepNames: true,
    logLevel: 'warning',
    // the helpers the own-import-meta plugin's expressions call
    banner: {
      js: "import { fileURLToPath as __bundledFileUrlToPath } from 'node:url';\nimport { dirname as __bundledDirname } from 'node:path';",
    },
    plugins: [externalPackages, ownImportMeta(outDir)],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await buildServer();
  process.stdout.write(`server built: ${relative(root, out)}\n`);
}
