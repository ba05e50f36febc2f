// What a rule area brings to the wire, and how the central files put the core's and the areas' parts
// together. An area (sewers, tunnels, ...) owns the event types its rule modules emit, the legal
// entry types they offer with choices, and the modules' parts of the view; it declares them in its
// own folder with `areaWire` and registers with one line in areas/index.ts, so adding an area changes
// no central switch. Each type has one owner: `composeSchemas` refuses a type declared twice, since
// a second declaration would silently replace the first one's shape.
import type * as z from 'zod';

/** Zod schemas by type: an event type's `data`, or a legal entry type's `choices`. */
export type Schemas = Readonly<Record<string, z.ZodType>>;

/**
 * One rule area's wire. `views` is a type only (never present at run time): the area's part of
 * `View.modules`, keyed by its modules' ids, which ModuleViews extends.
 */
export interface AreaWire<E extends Schemas = Schemas, C extends Schemas = Schemas, V = unknown> {
  /** The area's folder name, for the messages of a clash. */
  readonly area: string;
  /** The ids of the rule modules (shared/src/rules/<id>) that emit these events and offer these entries. */
  readonly modules: readonly string[];
  readonly events: E;
  readonly choices: C;
  readonly views?: V;
}

/**
 * An area's wire with its view part `V` named and its schemas' exact types kept:
 * `areaWire<SewersViews>()({ area: 'sewers', modules: ['sewers'], events, choices })` (two calls, because TypeScript infers
 * either all type arguments or none).
 */
export function areaWire<V>() {
  return <const E extends Schemas, const C extends Schemas>(wire: {
    readonly area: string;
    readonly modules: readonly string[];
    readonly events: E;
    readonly choices: C;
  }): AreaWire<E, C, V> => wire;
}

/** `A | B` to `A & B`: the areas' schema objects (or view parts), a union over the registry, as one object type. */
export type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

/** The keys declared by more than one of the named schema objects, with their owners ("sewerFire: core, sewers"). */
export function clashes(parts: readonly (readonly [owner: string, schemas: Schemas])[]): string[] {
  const owners = new Map<string, string[]>();
  for (const [owner, schemas] of parts) for (const key of Object.keys(schemas)) owners.set(key, [...(owners.get(key) ?? []), owner]);
  return [...owners].filter(([, o]) => o.length > 1).map(([key, o]) => `${key}: ${o.join(', ')}`);
}

/** The core's schemas and every area's in one object; throws when a type is declared twice. */
export function composeSchemas<T>(kind: 'events' | 'choices', core: Schemas, areas: readonly AreaWire[]): T {
  const parts = [['core', core] as const, ...areas.map((a) => [a.area, a[kind]] as const)];
  const twice = clashes(parts);
  if (twice.length > 0) throw new Error(`protocol: ${kind} declared twice: ${twice.join('; ')}`);
  return Object.freeze(Object.assign({}, ...parts.map(([, s]) => s))) as T;
}
