// Drawings as data. The board's counters and badges are built by pure functions returning `Art` (a
// tag, its attributes, its children), so tests read what would be drawn without a browser; `toSvg`
// turns a drawing into SVG elements in one place.
import { s } from './dom';

export type Attrs = Readonly<Record<string, string | number>>;

export interface Art {
  readonly tag: string;
  readonly attrs: Attrs;
  readonly children: readonly (Art | string)[];
}

export function art(tag: string, attrs: Attrs = {}, ...children: (Art | string | null | undefined | false)[]): Art {
  return { tag, attrs, children: children.filter((c): c is Art | string => c !== null && c !== undefined && c !== false) };
}

export function toSvg(a: Art): SVGElement {
  return s(a.tag, { ...a.attrs }, ...a.children.map((c) => (typeof c === 'string' ? c : toSvg(c))));
}

/** Every drawing in `a` (itself included) that `test` accepts, depth first. */
export function findArt(a: Art, test: (x: Art) => boolean): Art[] {
  return [...(test(a) ? [a] : []), ...a.children.flatMap((c) => (typeof c === 'string' ? [] : findArt(c, test)))];
}

/** The text a drawing shows: its <text> elements' strings, in order (titles are left out). */
export function shownText(a: Art): string[] {
  return findArt(a, (x) => x.tag === 'text').flatMap((t) => t.children.filter((c): c is string => typeof c === 'string'));
}

/** The tooltip of a drawing: its own <title>, if any. */
export function titleOf(a: Art): string | undefined {
  const t = a.children.find((c): c is Art => typeof c !== 'string' && c.tag === 'title');
  return t?.children.find((c): c is string => typeof c === 'string');
}
