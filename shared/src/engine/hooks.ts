// The engine collects the modules' hooks here, in the ruleset's module order.
import type { UnitCondition, UnitConditionKind } from './conditions';
import type { RollModifier } from './events';
import type { EnterEvent } from './entry';
import type { ApplyContext, FireAs, FiredAttack, FpFactor, GameContext, MadeRoll, ResolvedAttack, RoutWay, RuleModule } from './module';
import type { Modifier, RollQuery } from './rollQuery';
import type { GameState, UnitState } from './state';

/**
 * Every module's modifiers to a roll, as one named breakdown, less those another module cancels. Positive Terrain Effects Modifiers are
 * not cumulative (B27.3: a foxhole's TEM does not add to the building's): of the positive TEM only the
 * largest stays (the first given on a tie); negative TEM (Air Burst, B13.3) all apply.
 */
export function collectModifiers(ctx: GameContext, state: GameState, roll: RollQuery): RollModifier[] {
  const given: Modifier[] = [];
  for (const m of modulesWith(ctx.modules, 'modifiers')) for (const x of m.modifiers(ctx, state, roll)) given.push(x);
  // asked for every roll: loops, no intermediate lists (most rolls have no cancelling modifier)
  let cancelled: Set<string> | undefined;
  for (const x of given) if (x.cancels) (cancelled ??= new Set()).add(x.cancels);
  const stays = (x: Modifier) => !x.cancels && !cancelled?.has(x.name);
  let best: Modifier | undefined;
  for (const x of given) if (stays(x) && x.tem && x.value > 0 && (!best || x.value > best.value)) best = x;
  const out: RollModifier[] = [];
  for (const x of given) if (stays(x) && (!(x.tem && x.value > 0) || x === best)) out.push({ name: x.name, value: x.value, rule: x.rule });
  return out;
}

/** The sum of a breakdown. */
export function total(mods: readonly RollModifier[]): number {
  return mods.reduce((s, m) => s + m.value, 0);
}

type Hooked<K extends keyof RuleModule> = RuleModule & Required<Pick<RuleModule, K>>;
const hookedCache = new WeakMap<readonly RuleModule[], Map<keyof RuleModule, readonly RuleModule[]>>();
let lastModules: readonly RuleModule[] | undefined;
let lastByHook: Map<keyof RuleModule, readonly RuleModule[]> | undefined;

/**
 * The ruleset's modules that bring hook `k`, in module order: computed once per module list (the
 * entry cost and unit condition hooks are asked thousands of times per legal()).
 */
export function modulesWith<K extends keyof RuleModule>(modules: readonly RuleModule[], k: K): readonly Hooked<K>[] {
  // the last module list asked is nearly always the one asked again: no WeakMap lookup then
  let byHook = modules === lastModules ? lastByHook : hookedCache.get(modules);
  if (!byHook) hookedCache.set(modules, (byHook = new Map()));
  lastModules = modules;
  lastByHook = byHook;
  let list = byHook.get(k);
  if (!list) byHook.set(k, (list = modules.filter((m) => m[k] !== undefined)));
  return list as readonly Hooked<K>[];
}

export function runOnEnter(ctx: ApplyContext, entered: EnterEvent): void {
  for (const m of modulesWith(ctx.modules, 'onEnter')) m.onEnter(ctx, entered);
}

/** The possessor a unit fires through, if a module says it fires so (`fireAs`: a SW MG, A9.1). */
export function fireAsOf(ctx: GameContext, state: GameState, unit: UnitState): FireAs | undefined {
  for (const m of modulesWith(ctx.modules, 'fireAs')) {
    const as = m.fireAs(ctx, state, unit);
    if (as) return as;
  }
  return undefined;
}

/** Every module's factors on a firer's FP in one attack (`firepowerFactors`). */
export function firepowerFactorsOf(ctx: GameContext, state: GameState, firer: UnitState, firers: readonly UnitState[]): FpFactor[] {
  const out: FpFactor[] = [];
  for (const m of modulesWith(ctx.modules, 'firepowerFactors')) out.push(...m.firepowerFactors(ctx, state, firer, firers));
  return out;
}

export function runOnFired(ctx: ApplyContext, fired: FiredAttack): void {
  for (const m of modulesWith(ctx.modules, 'onFired')) m.onFired(ctx, fired);
}

export function runOnAttackResolved(ctx: ApplyContext, attack: ResolvedAttack): void {
  for (const m of ctx.modules) m.onAttackResolved?.(ctx, attack);
}

/** After a command: the modules that react to the Original DR of the rolls it made (A14.1, Snipers). */
export function runAfterRolls(ctx: ApplyContext, rolls: readonly MadeRoll[]): void {
  if (!rolls.length) return;
  const taken = [...rolls];
  for (const m of modulesWith(ctx.modules, 'afterRolls')) m.afterRolls(ctx, taken);
}

/** Every module's `afterCommand`, in module order, once the command and its rolls are resolved. */
export function runAfterCommand(ctx: ApplyContext): void {
  for (const m of modulesWith(ctx.modules, 'afterCommand')) m.afterCommand(ctx);
}

const positionsCache = new WeakMap<readonly unknown[], readonly string[]>();

/** The positions inside a Location the ruleset's modules own (RuleModule.positions), in module order. */
export function ownedPositions(ctx: GameContext): readonly string[] {
  let out = positionsCache.get(ctx.modules);
  if (!out) positionsCache.set(ctx.modules, (out = [...new Set(ctx.modules.flatMap((m) => m.positions ?? []))]));
  return out;
}

const NONE: readonly string[] = [];

/**
 * The positions worth asking the entry cost about in each hex of this state: those the owning modules
 * say may be entered there (RuleModule.positionsIn), in `ownedPositions` order. Every other owned
 * position is one its module's entryCost forbids there, so legal() leaves the same entries out without
 * asking. Built once per call; ask it for every hex of one legal() (the state must not change between).
 */
export function positionsIn(ctx: GameContext, state: GameState): (hex: string) => readonly string[] {
  const owned = ownedPositions(ctx);
  if (!owned.length) return () => NONE;
  const owners = ctx.modules.filter((m) => m.positions?.length);
  if (owners.some((m) => !m.positionsIn)) return () => owned;
  const asks = owners.map((m) => m.positionsIn!(ctx, state));
  if (asks.length === 1) return asks[0]!;
  return (hex) => {
    const here = new Set(asks.flatMap((a) => a(hex)));
    return owned.filter((p) => here.has(p));
  };
}

/** A module's rout way, with the module that carries it out. */
export type OfferedRoutWay = RoutWay & { readonly module: string };

/** Every module's extra ways for a broken unit to rout (B8.62: through a tunnel). */
export function collectRoutWays(ctx: GameContext, state: GameState, unit: UnitState): OfferedRoutWay[] {
  const out: OfferedRoutWay[] = [];
  for (const m of ctx.modules)
    if (m.routWays)
      for (const w of m.routWays(ctx, state, unit)) out.push({ via: w.via, to: w.to, label: w.label, rule: w.rule, module: m.id });
  return out;
}

/** The module that offered the way routs the unit by it. */
export function runRoutBy(ctx: ApplyContext, unit: UnitState, way: OfferedRoutWay, forced: boolean): void {
  ctx.modules.find((m) => m.id === way.module)?.routBy?.(ctx, unit, way, forced);
}

/** The first condition of this kind the modules put on the unit (B21.41: a fording unit is immune to Pin). */
export function unitCondition(ctx: GameContext, state: GameState, unit: UnitState, kind: UnitConditionKind): UnitCondition | undefined {
  for (const m of modulesWith(ctx.modules, 'unitConditions')) {
    for (const c of m.unitConditions(ctx, state, unit)) if (c.kind === kind) return c;
  }
  return undefined;
}

/** Whether the modules put a condition of any of these kinds on the unit (`unitCondition` for each, in one pass). */
export function hasUnitCondition(ctx: GameContext, state: GameState, unit: UnitState, kinds: readonly UnitConditionKind[]): boolean {
  for (const m of modulesWith(ctx.modules, 'unitConditions')) {
    for (const c of m.unitConditions(ctx, state, unit)) if (kinds.includes(c.kind)) return true;
  }
  return false;
}
