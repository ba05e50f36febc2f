// The rulesets' parameters and scenario rules stay honest: every value a module declares is read
// somewhere, every value a ruleset or a shipped scenario sets is declared by a module it plays, and no
// code reads ctx.params or scenario.rules around the modules' typed ParamSets.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuleModule } from '../engine/module';
import { scenarioDoc, shippedScenarios } from '../testing/fixtures';
import { RULESETS } from './index';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const modules = (): RuleModule[] => [...new Map(Object.values(RULESETS).flatMap((r) => r.modules.map((m) => [m.id, m] as const))).values()];
const keys = (pick: (m: RuleModule) => { shape: object } | undefined) =>
  modules().flatMap((m) => Object.keys(pick(m)?.shape ?? {}).map((k) => ({ module: m.id, key: k })));

describe('rulesets: parameters and scenario rules', () => {
  const code = sources(SRC)
    .filter((f) => !f.includes('/testing/'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');

  it('every parameter and scenario rule a module declares is read by some code (a typed `.key` read)', () => {
    const unread = [...keys((m) => m.params), ...keys((m) => m.scenarioRules)].filter(({ key }) => !new RegExp(`\\.${key}\\b`).test(code));
    expect(unread).toEqual([]);
  });

  it('every value a ruleset sets is a parameter one of its modules declares (engine/game.test.ts builds every ruleset)', () => {
    for (const r of Object.values(RULESETS)) {
      const declared = new Set(r.modules.flatMap((m) => Object.keys(m.params?.shape ?? {})));
      expect({ ruleset: r.id, undeclared: Object.keys(r.params).filter((k) => !declared.has(k)) }).toEqual({
        ruleset: r.id,
        undeclared: [],
      });
    }
  });

  it('every special rule of a shipped scenario is declared by a module of a ruleset the scenario lists', () => {
    const problems: string[] = [];
    for (const id of shippedScenarios()) {
      const doc = scenarioDoc(id);
      const rulesets = (doc.rulesets as string[]).map((r) => RULESETS[r]!);
      const declared = new Set(rulesets.flatMap((r) => r.modules.flatMap((m) => Object.keys(m.scenarioRules?.shape ?? {}))));
      for (const k of Object.keys((doc.rules as object | undefined) ?? {})) if (!declared.has(k)) problems.push(`${id}: ${k}`);
    }
    expect(problems).toEqual([]);
  });

  it('no code reads ctx.params or scenario.rules directly (only engine/params.ts and engine/context.ts hand them out)', () => {
    const offenders = sources(SRC)
      .filter((f) => !f.endsWith('engine/params.ts') && !f.endsWith('engine/context.ts') && !f.includes('/testing/'))
      .filter((f) => /\b(?:ctx|context)\.params\b|scenario\.rules\b|\.scenarioRules\b/.test(withoutComments(readFileSync(f, 'utf8'))));
    expect(offenders).toEqual([]);
  });
});
