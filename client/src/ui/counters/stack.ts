// The counters of one hex, in the order they lie on the map: units beneath a fortification counter
// first (B27.13: beneath a foxhole, trench or sangar; B30.1, B30.8: inside a pillbox or bunker, which
// ASL also shows by putting them under the counter), then the fortification counters, then the units
// and markers on top. Each later counter is drawn over the earlier ones. Pure: returns Art.
import type { FortificationView, WireLocation } from '@hexfog/shared/protocol/index';
import { type Art, art } from '../art';
import { COUNTER, fortificationCounter, type FortificationLike, fortificationName } from './fortifications';
import { sideColour } from './palette';
import { skillBadge, skillsPhrase } from './skills';
import { tokenBadgeArt } from '../sewerCards/art';

export type Layer = 'beneath' | 'fortification' | 'top';

/** A unit, a "?" or another marker drawn as a plain counter: side colour, a short label, a tooltip. */
export interface PieceItem {
  readonly kind: 'piece';
  readonly layer: 'beneath' | 'top';
  readonly label: string;
  readonly side: string;
  readonly title: string;
  readonly concealed: boolean;
  /** The unit's id, for units the viewer sees (never for a "?"). */
  readonly unit?: string;
  /** A Hero's or Leader's skill cards the view carries (heroes-and-leaders). */
  readonly skills?: readonly string[];
  /** An activation token on the unit (sewer-cards, SC.7): its badge. */
  readonly token?: { readonly text: string; readonly title: string };
}

export interface FortificationItem {
  readonly kind: 'fortification';
  readonly layer: 'fortification';
  readonly fortification: FortificationView;
}

export type StackItem = PieceItem | FortificationItem;

const RANK: Readonly<Record<Layer, number>> = { beneath: 0, fortification: 1, top: 2 };

/** Where a unit or "?" lies: any position inside its Location is under the fortification counter. */
export function layerOf(loc: Pick<WireLocation, 'position'> | null | undefined): 'beneath' | 'top' {
  return loc?.position ? 'beneath' : 'top';
}

/** Kinds a unit can be beneath (B27.13, F8; an A-T ditch is entered like a trench, B27.56), in the order we name them. */
const BENEATH_KINDS = ['foxhole', 'trench', 'sangar', 'atDitch'];

/**
 * Where inside its Location a unit is, in words: "beneath foxhole 2S", "in pillbox", "" on top. A
 * `beneath` position does not say which counter: it is the hex's foxhole, trench or sangar.
 */
export function positionPhrase(position: string | undefined, inHex: readonly Pick<FortificationLike, 'kind' | 'squads'>[]): string {
  if (!position) return '';
  if (position === 'beneath') {
    const f = BENEATH_KINDS.map((k) => inHex.find((x) => x.kind === k)).find((x) => x !== undefined);
    return `beneath ${f ? fortificationName(f) : 'a fortification counter'}`;
  }
  return `in ${fortificationName({ kind: position })}`;
}

/** The items in map order (beneath, fortifications, on top); the same layer keeps its order. */
export function orderStack<T extends { readonly layer: Layer }>(items: readonly T[]): T[] {
  return items.map((it, i) => ({ it, i })).sort((a, b) => RANK[a.it.layer] - RANK[b.it.layer] || a.i - b.i).map((x) => x.it);
}

/** Counters drawn per hex; more would cover the hex's name. */
export const MAX_DRAWN = 8;

/** The i-th counter's top-left corner, from the hex centre, in a hex without fortifications: three per row, each row a little lower. */
export function slot(i: number): { dx: number; dy: number } {
  return { dx: -0.42 + (i % 3) * 0.12, dy: -0.3 + Math.floor(i / 3) * 0.12 + (i % 3) * 0.06 };
}

/**
 * Where each counter of a hex goes (top-left corner from the hex centre), in paint order. With a
 * fortification the hex is split so every layer shows: the fortification counter on the left, the
 * units beneath it peeking out above it with their labels readable, the units on top to its right,
 * overlapping its right edge only (a flat-topped hex of radius 1 is 1 - |y|/sqrt(3) wide each side).
 */
export function placeStack<T extends { readonly layer: Layer }>(items: readonly T[]): { item: T; dx: number; dy: number }[] {
  const ordered = orderStack(items).slice(0, MAX_DRAWN);
  if (!ordered.some((x) => x.layer === 'fortification')) return ordered.map((item, i) => ({ item, ...slot(i) }));
  const seen: Record<Layer, number> = { beneath: 0, fortification: 0, top: 0 };
  return ordered.map((item) => {
    const n = seen[item.layer]++;
    const at = item.layer === 'beneath' ? { dx: -0.64 + 0.1 * n, dy: -0.62 + 0.04 * n } : item.layer === 'fortification' ? { dx: -0.74 + 0.06 * n, dy: -0.3 + 0.06 * n } : { dx: -0.1 + 0.1 * n, dy: -0.34 + 0.08 * n };
    return { item, ...at };
  });
}

export function pieceCounter(it: PieceItem, hex: string, x: number, y: number): Art {
  return art('g', { class: 'counter', 'data-hex': hex, 'data-layer': it.layer, ...(it.unit ? { 'data-unit': it.unit } : {}), 'pointer-events': 'none' },
    art('rect', { x, y, width: COUNTER.w, height: COUNTER.h, rx: 0.05, fill: sideColour(it.side), stroke: it.concealed ? '#f6e27a' : '#111', 'stroke-width': 0.04 }),
    // a unit beneath shows a notch along its top: the edge of the counter over it
    it.layer === 'beneath' ? art('rect', { x, y, width: COUNTER.w, height: 0.06, fill: '#000', opacity: 0.35 }) : null,
    art('text', { x: x + COUNTER.w / 2, y: y + 0.27, 'text-anchor': 'middle', fill: '#fff' }, it.label),
    skillBadge(it.skills, x, y),
    tokenBadgeArt(it.token, x, y),
    art('title', {}, [it.title, it.skills?.length ? skillsPhrase(it.skills) : '', it.token?.title ?? ''].filter(Boolean).join(' · ')),
  );
}

/** The counters of one hex, bottom first. */
export function stackArt(hex: string, centre: { x: number; y: number }, items: readonly StackItem[], sideName: (side: string) => string): Art[] {
  return placeStack(items).map(({ item, dx, dy }) => {
    const x = Math.round((centre.x + dx) * 1000) / 1000;
    const y = Math.round((centre.y + dy) * 1000) / 1000;
    return item.kind === 'fortification' ? fortificationCounter(item.fortification, x, y, sideName(item.fortification.side)) : pieceCounter(item, hex, x, y);
  });
}
