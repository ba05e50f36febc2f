// The layering of shared/src (docs/architecture.md), enforced: each folder imports only from the
// folders below it, a rule module's folder never from another module's, and there are no import
// cycles. Tests, the testing/ helpers and the package's barrel (index.ts) may import anything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What each layer may import besides itself, bottom to top. */
const ALLOWED: Record<string, readonly string[]> = {
  protocol: [],
  util: [],
  rng: ['util'],
  hex: [],
  map: ['hex', 'util'],
  units: ['map', 'hex', 'protocol', 'util'],
  scenario: ['units', 'protocol'],
  engine: ['scenario', 'units', 'map', 'hex', 'rng', 'protocol', 'util'],
  view: ['engine', 'units', 'protocol'],
  'rules/core': ['engine', 'scenario', 'units', 'map', 'hex', 'protocol', 'util'],
  // every rule module: the core and the layers below it, never another module
  'rules/*': ['rules/core', 'engine', 'scenario', 'units', 'map', 'hex', 'protocol', 'util'],
  rulesets: ['rules/*', 'rules/core', 'engine', 'protocol'],
  game: ['engine', 'view', 'map'],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The layer of a file: its top folder, or rules/<module> for a rule module. */
function layerOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  return parts[0] === 'rules' ? `rules/${parts[1]}` : parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.ts$/, '');
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
  return specs.filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s).replace(/(\.ts)?$/, '.ts'));
}

const exempt = (f: string) =>
  f.endsWith('.test.ts') || layerOf(f) === 'testing' || layerOf(f) === 'architecture' || relative(SRC, f) === 'index.ts';

function allowed(from: string, to: string): boolean {
  if (from === to) return true;
  const rules = ALLOWED[from.startsWith('rules/') && from !== 'rules/core' ? 'rules/*' : from];
  if (!rules) return false;
  return rules.includes(to) || (to.startsWith('rules/') && to !== 'rules/core' && rules.includes('rules/*'));
}

describe('architecture: layering of shared/src', () => {
  const sources = files(SRC).filter((f) => !exempt(f));

  it('every import points down the layers (a rule module imports the core, never another module)', () => {
    const bad: string[] = [];
    for (const f of sources)
      for (const t of imports(f)) if (!allowed(layerOf(f), layerOf(t))) bad.push(`${relative(SRC, f)} -> ${relative(SRC, t)}`);
    expect(bad).toEqual([]);
  });

  it('no import cycles', () => {
    const graph = new Map(sources.map((f) => [f, imports(f).filter((t) => !exempt(t))]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (f: string, path: string[]) => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...path.slice(path.indexOf(f)), f].map((p) => relative(SRC, p)).join(' -> '));
        return;
      }
      state.set(f, 'open');
      for (const t of graph.get(f) ?? []) visit(t, [...path, f]);
      state.set(f, 'done');
    };
    for (const f of sources) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it('zod is imported as a namespace (`import * as z`), so the browser bundle keeps only the parts it uses', () => {
    const named = files(SRC).filter((f) => /^import (?:type )?\{ z \} from 'zod'/m.test(readFileSync(f, 'utf8')));
    expect(named.map((f) => relative(SRC, f))).toEqual([]);
  });

  it('the check itself: a rule module importing another module, or the engine importing view/, is caught', () => {
    expect(allowed('rules/demolition', 'rules/sewers')).toBe(false);
    expect(allowed('engine', 'view')).toBe(false);
    expect(allowed('units', 'engine')).toBe(false);
    expect(allowed('protocol', 'rulesets')).toBe(false);
    expect(allowed('rules/sewers', 'rules/core')).toBe(true);
  });
});
