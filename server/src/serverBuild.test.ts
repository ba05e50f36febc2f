// The server's build (scripts/build-server.mjs, run by `npm start` and the Docker image): one bundle
// that loads only the server's own dependencies at run time (never a devDependency such as tsx,
// typescript, prisma or esbuild), finds the project's files from where it lies (migrations, maps,
// client/dist), and starts. The other process tests run the source through tsx (server/test/process.ts).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../test/process';
import { PROJECT_ROOT } from './config/config';

type BuildServer = (o: { outfile: string }) => Promise<string>;

const outfile = join(PROJECT_ROOT, '.tmp/server-build/main.js');
let bundle: string;
beforeAll(async () => {
  const { buildServer } = (await import(pathToFileURL(join(PROJECT_ROOT, 'scripts/build-server.mjs')).href)) as {
    buildServer: BuildServer;
  };
  await buildServer({ outfile });
  bundle = readFileSync(outfile, 'utf8');
}, 60000);
afterAll(() => rmSync(join(PROJECT_ROOT, '.tmp/server-build'), { recursive: true, force: true }));

/** The package a specifier names: 'pino' for 'pino', '@prisma/client' for '@prisma/client/runtime/client'. */
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

describe('the server build (npm start)', () => {
  it.each(['main.js', 'botProcess.js'])(
    '%s imports at run time only node built-ins and the server package dependencies, with @hexfog/shared and the SDK inlined',
    (file) => {
      const text = file === 'main.js' ? bundle : readFileSync(join(dirname(outfile), file), 'utf8');
      const specs = [...text.matchAll(/\bfrom\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => (m[1] ?? m[2])!);
      expect(specs.length).toBeGreaterThan(2);
      const server = JSON.parse(readFileSync(join(PROJECT_ROOT, 'server/package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      const allowed = new Set(Object.keys(server.dependencies));
      const builtin = (s: string) => s.startsWith('node:') || builtinModules.includes(s);
      const outside = [...new Set(specs.filter((s) => !builtin(s)).map(packageOf))].filter((p) => !allowed.has(p));
      expect(outside).toEqual([]);
      expect(specs.some((s) => s.startsWith('@hexfog/'))).toBe(false);
    },
  );

  it('starts from the bundle with node alone (no tsx), applies migrations and answers /healthz', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [outfile], {
      env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', CLUSTER: 'off', PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      const started = Date.now();
      while (!out.includes('Hexfog is running')) {
        if (child.exitCode !== null || Date.now() - started > 45000) throw new Error(`the built server did not start:\n${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      // the client's files are found from the bundle's place (client/dist, built by npm start / npm test)
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 60000);
});
