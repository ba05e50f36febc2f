// Typed parameters and scenario rules. Each module declares a zod schema for the ruleset parameters it
// reads (`RuleModule.params`) and for the scenario special rules it reads (`RuleModule.scenarioRules`);
// the context merges them and parses the ruleset's values and the scenario's rules once, at build time
// (engine/context.ts), so a missing or mistyped value fails there, not in play. Code reads the parsed
// values through a ParamSet, typed by the same schema: no casts, no defaults at the call site.
import * as z from 'zod';
import type { GameContext, RuleModule } from './module';

export interface ParamSet<T> {
  readonly schema: z.ZodObject;
  /** This module's ruleset parameters, parsed. */
  of(ctx: Pick<GameContext, 'params'>): T;
}

export interface ScenarioRuleSet<T> {
  readonly schema: z.ZodObject;
  /** The scenario special rules this module reads, parsed. */
  of(ctx: Pick<GameContext, 'scenarioRules'>): T;
}

export function defineParams<S extends z.ZodObject>(schema: S): ParamSet<z.infer<S>> {
  return { schema, of: (ctx) => ctx.params as z.infer<S> };
}

export function defineScenarioRules<S extends z.ZodObject>(schema: S): ScenarioRuleSet<z.infer<S>> {
  return { schema, of: (ctx) => ctx.scenarioRules as z.infer<S> };
}

/** One object schema from the modules' schemas; a key declared by two modules is an error. */
export function mergeSchemas(modules: readonly RuleModule[], pick: (m: RuleModule) => z.ZodObject | undefined, what: string): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  const owner: Record<string, string> = {};
  for (const m of modules) {
    const s = pick(m);
    if (!s) continue;
    for (const [k, v] of Object.entries(s.shape)) {
      if (owner[k]) throw new Error(`${what} ${k} is declared by modules ${owner[k]} and ${m.id}`);
      owner[k] = m.id;
      shape[k] = v as z.ZodType;
    }
  }
  return z.object(shape);
}
