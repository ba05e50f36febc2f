// Match options a rule module declares: a boolean ruleset parameter a player may choose when creating a
// match (sewer-cards: the Sewer cards hidden from the opponent). The module marks the parameter in its
// own params schema with `.meta(matchOption({...}))`; from there the option reaches the catalog (the
// lobby draws a checkbox per option of the chosen ruleset), the creation body's `options.rules`
// (validated here against the ruleset's options), the stored match and the game's parameters. No other
// file names the option.
import * as z from 'zod';
import type { Ruleset, RuleModule } from './module';

/** How the lobby and the match lists show a match option. */
export interface MatchOptionMeta {
  /** The checkbox's words ("hidden Sewer cards"). */
  readonly label: string;
  /** A line saying what it does (the checkbox's title). */
  readonly description: string;
}

/** A declared option, as the catalog lists it: the parameter's key and its words. */
export interface MatchOptionSpec extends MatchOptionMeta {
  readonly id: string;
}

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

/** The most options one body may name (the body's bound: more is a bad request). */
export const MAX_RULE_OPTIONS = 16;

/** What a creation body may say of the rule options: option ids to on/off, read against the ruleset later. */
export const RuleOptionsSchema = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/), z.boolean());
export type RuleOptions = z.infer<typeof RuleOptionsSchema>;

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
