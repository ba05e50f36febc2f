// The shape of the command path, checked by structure: matches/ reaches the outbound side only through
// the MatchPublisher interface (never an import of outbound/), outbound/ keeps no per-match state at
// module level (it lives on the live match, and leaves memory with it), the gateway asks the match
// service for seats instead of reading persistence, and only the command pipeline publishes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SRC = join(process.cwd(), 'server/src');

function sources(folder: string): { file: string; text: string }[] {
  return readdirSync(join(SRC, folder))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ file: `${folder}/${f}`, text: readFileSync(join(SRC, folder, f), 'utf8') }));
}

const importsOf = (text: string) => [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);

describe('the command path', () => {
  it('matches/ imports nothing from outbound/', () => {
    const bad = sources('matches').flatMap(({ file, text }) =>
      importsOf(text)
        .filter((i) => i.includes('/outbound/'))
        .map((i) => `${file} -> ${i}`),
    );
    expect(bad).toEqual([]);
  });

  it('outbound/ holds no module-level Map, WeakMap or Set (per-match state lives on the live match)', () => {
    const bad = sources('outbound').filter(({ text }) => /^(const|let|var)\s+\w+\s*(:[^=]+)?=\s*new (Weak)?(Map|Set)\b/m.test(text));
    expect(bad.map((s) => s.file)).toEqual([]);
  });

  it('the gateway reads no persistence: it asks the match service', () => {
    const bad = sources('gateway').flatMap(({ file, text }) =>
      importsOf(text)
        .filter((i) => i.includes('/persistence/') && !i.endsWith('/dbErrors'))
        .map((i) => `${file} -> ${i}`),
    );
    expect(bad).toEqual([]);
  });

  it('only the command pipeline publishes a committed command', () => {
    const callers = ['matches', 'gateway', 'cluster', 'chat', 'http', '.']
      .flatMap((folder) => sources(folder))
      .filter(({ text }) => /publisher\.publish\(|broadcastUpdate\(/.test(text))
      .map((s) => s.file);
    expect(callers).toEqual(['matches/commandPipeline.ts']);
  });
});
