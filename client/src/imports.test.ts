// The client's dependency rule (docs/architecture.md): it imports the protocol, the geometry and map
// code it draws with, and the dice check of the replay; never the engine, the rules or the barrel
// `@hexfog/shared` (which would pull the whole engine into the browser bundle). And nothing outside
// client/ by a relative path.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const CLIENT = resolve(dirname(SELF), '..');
const SRC = join(CLIENT, 'src');
const ALLOWED_SHARED = [
  /^@hexfog\/shared\/protocol\/[\w/]+$/,
  /^@hexfog\/shared\/hex\/[\w/]+$/,
  /^@hexfog\/shared\/map\/[\w/]+$/,
  /^@hexfog\/shared\/rng\/verify$/,
];
/** A test (never bundled) may also play games through the engine: the wording test reads the lines of random games. */
const ALLOWED_IN_TESTS = [/^@hexfog\/shared\/(?:game|rulesets|testing|rng|units)\/[\w/]+$/];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every module specifier: static imports and re-exports (`from '...'`), side-effect imports, dynamic import(). */
export function specifiers(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    out.push((m[1] ?? m[2] ?? m[3])!);
  return out;
}

function problems(file: string, source: string): string[] {
  const out: string[] = [];
  const where = relative(CLIENT, file);
  for (const spec of specifiers(source)) {
    const allowed = file.endsWith('.test.ts') ? [...ALLOWED_SHARED, ...ALLOWED_IN_TESTS] : ALLOWED_SHARED;
    if (spec.startsWith('@hexfog/shared') && !allowed.some((r) => r.test(spec))) out.push(`${where}: ${spec}`);
    if (spec.startsWith('.') && relative(CLIENT, resolve(dirname(file), spec)).startsWith('..'))
      out.push(`${where}: ${spec} leaves client/`);
  }
  return out;
}

describe('client imports', () => {
  it('every client/src file imports from @hexfog/shared only protocol/, hex/, map/ and rng/verify, and no relative path leaves client/', () => {
    // this file is skipped: its probe below holds forbidden imports as text
    const all = files(SRC).filter((f) => f !== SELF);
    expect(all.length).toBeGreaterThan(10);
    expect(all.flatMap((f) => problems(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('the scan catches the barrel, engine modules, dynamic imports and paths out of client/', () => {
    const file = join(SRC, 'ui', 'x.ts');
    const bad = [
      "import { View } from '@hexfog/shared';",
      "import type { Game } from '@hexfog/shared/engine/game';",
      "export * from '@hexfog/shared/rng/dice';",
      "const m = await import('@hexfog/shared/rules/fire/fire');",
      "import { x } from '../../../shared/src/protocol/index';",
    ].join('\n');
    expect(problems(file, bad)).toHaveLength(5);
    expect(problems(file, "import { View } from '@hexfog/shared/protocol/index';\nimport { h } from './dom';")).toEqual([]);
  });
});
