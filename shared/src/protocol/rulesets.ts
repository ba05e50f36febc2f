// The ids of the rulesets a match can be created with. Only the ids live here (the client and the HTTP
// bodies need them); the rulesets themselves, with their rule modules, are in shared/src/rulesets.
export const RULESET_IDS = ['asl', 'heroes-and-leaders', 'sewer-cards'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];
