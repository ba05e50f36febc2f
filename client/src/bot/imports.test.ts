// The bot is a client like any other: its files import the SDK, the wire protocol and the public map and
// hex geometry of @hexfog/shared and each other; never the server, the engine, the rules (they would let
// it read what its view does not show) nor the file system (the scenario comes from its public summary).
// Its tests may also play games through the engine (bot.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const BOT = dirname(SELF);
const ALLOWED = [/^@hexfog\/shared\/(?:protocol|hex|map)\/[\w/]+$/];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

function specifiers(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    out.push((m[1] ?? m[2] ?? m[3])!);
  return out;
}

/** The imports of a bot file that break the rule. */
export function botImportProblems(file: string, source: string): string[] {
  const where = relative(BOT, file);
  return specifiers(source).flatMap((spec) => {
    if (spec.startsWith('.')) {
      const target = resolve(dirname(file), spec);
      const sdk = resolve(BOT, '..', 'sdk');
      return relative(BOT, target).startsWith('..') && !target.startsWith(sdk) ? [`${where}: ${spec} leaves the bot (only ../sdk)`] : [];
    }
    return ALLOWED.some((r) => r.test(spec)) ? [] : [`${where}: ${spec}`];
  });
}

describe('the bot imports only what a client may', () => {
  it('every non-test file of client/src/bot imports the SDK, shared protocol/hex/map and its own files only', () => {
    const all = files(BOT).filter((f) => !f.endsWith('.test.ts'));
    expect(all.length).toBeGreaterThan(5);
    expect(all.flatMap((f) => botImportProblems(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('the scan catches the server, the engine, the rules and the barrel', () => {
    const file = join(BOT, 'policy', 'x.ts');
    // the lines are built here, so that the client's own import scan (../imports.test.ts) does not read them as imports
    const Q = "'";
    const line = (spec: string) => `import { x } from ${Q}${spec}${Q};`;
    const bad = [
      line('../../../../server/src/matches/matchService'),
      line('@hexfog/shared/game/game'),
      line('@hexfog/shared/rules/core/ift'),
      line('@hexfog/shared'),
      line('../../ui/format'),
      line('node:fs'),
      `const m = await import(${Q}@hexfog/server/src/app${Q});`,
    ];
    for (const source of bad) expect(botImportProblems(file, source)).toHaveLength(1);
    expect(botImportProblems(file, line('../../sdk/index'))).toEqual([]);
    expect(botImportProblems(file, line('../world'))).toEqual([]);
  });
});
