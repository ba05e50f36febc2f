// Match options a rule module declares: a boolean ruleset parameter a player may choose when creating a
// match (sewer-cards: the Sewer cards hidden from the opponent). The module marks the parameter in its
// own params schema with `.meta(matchOption({...}))`; from there the option reaches the catalog (the
// lobby draws a checkbox per option of the chosen ruleset), the creation body's `options.rules`
// (validated here against the ruleset's options), the stored match and the game's parameters. No other
// file names the option.
import type * as z from 'zod';
import type { MatchOptionMeta, MatchOptionSpec, RuleOptions } from '../protocol/ruleOptions';
import type { Ruleset, RuleModule } from './module';

export type { MatchOptionMeta, MatchOptionSpec, RuleOptions } from '../protocol/ruleOptions';

/** The meta that marks a boolean parameter as a match option: `z.boolean().default(false).meta(matchOption({...}))`. */
export const matchOption = (meta: MatchOptionMeta) => ({ matchOption: meta });

function optionMeta(schema: z.ZodType): MatchOptionMeta | undefined {
  return (schema.meta() as { matchOption?: MatchOptionMeta } | undefined)?.matchOption;
}

/** The match options of these modules, in module order. */
export function declaredOptions(modules: readonly RuleModule[]): MatchOptionSpec[] {
  const out: MatchOptionSpec[] = [];
  for (const m of modules)
    for (const [id, schema] of Object.entries(m.params?.shape ?? {})) {
      const meta = optionMeta(schema as z.ZodType);
      if (meta) out.push({ id, ...meta });
    }
  return out;
}

/**
 * The options chosen for a match under `rs`: only those its modules declare, only the ones set (a false
 * option is the parameter's default). Null and the reason when an option is not the ruleset's.
 */
export function ruleOptionsFor(rs: Pick<Ruleset, 'id' | 'modules'>, chosen: RuleOptions): { options: RuleOptions } | { problem: string } {
  const declared = new Set(declaredOptions(rs.modules).map((o) => o.id));
  const options: Record<string, boolean> = {};
  for (const [id, on] of Object.entries(chosen)) {
    if (!declared.has(id)) return { problem: `option ${id} is not played with ruleset ${rs.id}` };
    if (on) options[id] = true;
  }
  return { options };
}
