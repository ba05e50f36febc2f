// What a rule module says a unit may not do, or must do, now, for the core rule that would otherwise
// decide it: a fording unit is immune to Pin (B21.41), fires as Area Fire (B21.42),
// may not Low Crawl and must rout (B21.43). Collected from every module (RuleModule.unitConditions);
// each says its rule, so a refusal can name it.
export type UnitConditionKind =
  /** Pin results (A7.8) do not affect it. */
  | 'pinImmune'
  /** Its fire is Area Fire (FP halved, A7.23). */
  | 'areaFire'
  /** Broken, it must rout (A10.5), whoever is near. */
  | 'mustRout'
  /** It may not Low Crawl (A10.52). */
  | 'noLowCrawl'
  /** It may neither move nor fire now (an impulse ruleset: not activated in this impulse, or already used this turn). */
  | 'inactive'
  /** It may not move now, though it may fire (sewer-cards: activated for Concentrated Fire). */
  | 'noMove'
  /** It may not fire now, though it may move (sewer-cards: activated to Advance). */
  | 'noFire'
  /** It may not fire its own (inherent) FP, though a SW it possesses may fire (A7.352, A9.11: it fired a SW). */
  | 'noInherentFire';

export interface UnitCondition {
  readonly kind: UnitConditionKind;
  readonly reason: string;
  readonly rule: string;
}
