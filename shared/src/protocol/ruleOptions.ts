// Rule options on the wire (engine/matchOptions.ts declares them from the modules): how the catalog
// lists one, and what a creation body may say of them.
import * as z from 'zod';

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

/** The most options one body may name (the body's bound: more is a bad request). */
export const MAX_RULE_OPTIONS = 16;

/** What a creation body may say of the rule options: option ids to on/off, read against the ruleset later. */
export const RuleOptionsSchema = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/), z.boolean());
export type RuleOptions = z.infer<typeof RuleOptionsSchema>;
