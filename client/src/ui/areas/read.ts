// Reading the wire in the areas' client parts: an event's data and an entry's choices through the
// protocol's schemas (readEvent, readChoices), so every field is typed; an event or entry of a shape
// the schemas do not know (a newer server, say) reads as null and gets plain words.
import {
  type Choices,
  type ChoiceType,
  type KnownEvent,
  type LegalCommand,
  type View,
  readChoices,
  readEvent,
  type ViewEvent,
} from '@hexfog/shared/protocol/index';

// Parsing is cached per event object: the logs are redrawn on every change, the events never change.
const parsed = new WeakMap<ViewEvent, KnownEvent | null>();

/** The event with its data parsed by its type's schema; null for an unknown type or shape. */
export function known(e: ViewEvent): KnownEvent | null {
  let k = parsed.get(e);
  if (k === undefined) parsed.set(e, (k = readEvent(e)));
  return k;
}

/** Units named in a line: their ids, or a "?" when the reader sees none of them. */
export const unitsOrConcealed = (units: readonly string[]): string => (units.length ? units.join(', ') : 'a "?"');

/** The entry's choices when they parse as `type`'s; undefined otherwise. */
export function choicesOf<K extends ChoiceType>(l: LegalCommand, type: K): Choices<K> | undefined {
  const c = readChoices(l);
  // readChoices parsed them with exactly this type's schema
  return c?.type === type ? (c.choices as Choices<K>) : undefined;
}

/** A string field of an untyped object (a decision's option, a ready command). */
export function str(o: unknown, key: string): string {
  const v = o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : '';
}

/** A list of strings field of an untyped object. */
export function strs(o: unknown, key: string): string[] {
  const v = o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined;
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Unit ids in a server label ("Rout A03 from 71F5") named with their counters. */
export function namedLabel(label: string, who: (id: string) => string): string {
  return label.replace(/\b[AB]\d{2,}\b/g, (id) => who(id));
}

/** A button's words that are the server's own label, its unit ids named: for entries whose label says it all. */
export const serverLabel = (l: LegalCommand, who: (id: string) => string): string => namedLabel(l.label, who);

/** "Soviets' impulse", "Red Army's impulse". */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** "A01 8-1": a unit of the view by its id and counter name (its id alone when the view does not show it). */
export function unitLabel(v: Pick<View, 'units'>, names: { unit(type: string): string }): (id: string) => string {
  return (id) => {
    const u = v.units.find((x) => x.id === id);
    return u ? `${id} ${names.unit(u.type)}` : id;
  };
}
