// The counters of one hex, in the order they lie on the map: units beneath a fortification counter
// first (B27.13: beneath a foxhole, trench or sangar; B30.1, B30.8: inside a pillbox or bunker, which
// ASL also shows by putting them under the counter), then the fortification counters, then the units
// and markers on top. A unit's markers (Pin, CX, DM...) lie right on top of it. The stack is fanned:
// each counter a little up and right of the one under it, so the bottom and left edges of every counter
// (colour, numbers) show. Each later counter is drawn over the earlier ones. Pure: returns Art.
import type { FortificationView, WireLocation } from '@hexfog/shared/protocol/index';
import { type Art, art } from '../art';
import { markerCounterArt, type MarkerKind } from './markers';
import { type CounterFace, unitFaceArt } from './unitCounter';
import { COUNTER, fortificationCounter, type FortificationLike, fortificationName } from './fortifications';
import { sideColour } from './palette';
import { skillBadge, skillsPhrase } from './skills';
import { badgeArt, type UnitBadge } from './badge';

export type Layer = 'beneath' | 'fortification' | 'top';

/** A unit, a "?" or another marker drawn as a counter: side colour, a short label, a tooltip. */
export interface PieceItem {
  readonly kind: 'piece';
  readonly layer: 'beneath' | 'top';
  readonly label: string;
  readonly side: string;
  readonly title: string;
  readonly concealed: boolean;
  /** The unit's id, for units the viewer sees (never for a "?"). */
  readonly unit?: string;
  /** A unit's printed counter (nationality colours, numbers, broken side); without it the label is drawn. */
  readonly face?: CounterFace;
  /** A marker counter: its kind, the Residual FP value, the unit it lies on, its colours when they are its owner's. */
  readonly marker?: {
    readonly kind: MarkerKind;
    readonly value?: number;
    readonly forUnit?: string;
    readonly face?: string;
    readonly ink?: string;
  };
  /** A Hero's or Leader's skill cards the view carries (heroes-and-leaders). */
  readonly skills?: readonly string[];
  /** A rule area's badge on the unit (an activation token, SC.7). */
  readonly badge?: UnitBadge;
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
  return items
    .map((it, i) => ({ it, i }))
    .sort((a, b) => RANK[a.it.layer] - RANK[b.it.layer] || a.i - b.i)
    .map((x) => x.it);
}

/** Counters drawn per hex; the stack viewer lists them all. */
export const MAX_DRAWN = 10;

/** How far apart fanned counters lie: wide for a few, closer for many, so the fan stays in its hex. */
export function fanStep(n: number): number {
  return n <= 1 ? 0 : Math.min(0.16, 0.5 / (n - 1));
}

/** The i-th of n counters' top-left corner, from the hex centre: the fan goes up and to the right, centred a little below the hex's name. */
export function slot(i: number, n = 1): { dx: number; dy: number } {
  const step = fanStep(n);
  const spread = step * (n - 1);
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return { dx: r(-COUNTER.w / 2 - spread / 2 + i * step), dy: r(-COUNTER.h / 2 + 0.06 + spread / 2 - i * step) };
}

/** Where each counter of a hex goes (top-left corner from the hex centre), in paint order. */
export function placeStack<T extends { readonly layer: Layer }>(items: readonly T[]): { item: T; dx: number; dy: number }[] {
  const ordered = orderStack(items).slice(0, MAX_DRAWN);
  return ordered.map((item, i) => ({ item, ...slot(i, ordered.length) }));
}

export function pieceCounter(it: PieceItem, hex: string, x: number, y: number): Art {
  if (it.marker) {
    const m = it.marker;
    return markerCounterArt(m.kind, x, y, {
      hex,
      title: it.title,
      side: it.side,
      ...(m.value !== undefined ? { value: m.value } : {}),
      ...(m.forUnit ? { forUnit: m.forUnit } : {}),
      ...(m.face ? { face: m.face } : {}),
      ...(m.ink ? { ink: m.ink } : {}),
    });
  }
  return art(
    'g',
    {
      class: `counter unit${it.face?.broken ? ' broken' : ''}`,
      'data-hex': hex,
      'data-layer': it.layer,
      ...(it.unit ? { 'data-unit': it.unit } : {}),
      'pointer-events': 'none',
    },
    ...(it.face
      ? unitFaceArt(it.face, x, y)
      : [
          art('rect', {
            x,
            y,
            width: COUNTER.w,
            height: COUNTER.h,
            rx: 0.06,
            fill: sideColour(it.side),
            stroke: it.concealed ? '#f6e27a' : '#111',
            'stroke-width': 0.04,
          }),
          art(
            'text',
            {
              x: x + COUNTER.w / 2,
              y: y + COUNTER.h / 2 + 0.08,
              'text-anchor': 'middle',
              'font-size': 0.22,
              'font-weight': 700,
              fill: '#fff',
            },
            it.label,
          ),
        ]),
    // a unit beneath shows a dark band along its top: the edge of the counter over it
    it.layer === 'beneath' ? art('rect', { x, y, width: COUNTER.w, height: 0.06, fill: '#000', opacity: 0.35 }) : null,
    skillBadge(it.skills, x, y),
    badgeArt(it.badge, x, y),
    art('title', {}, [it.title, it.skills?.length ? skillsPhrase(it.skills) : '', it.badge?.title ?? ''].filter(Boolean).join(' · ')),
  );
}

/** The counters of one hex, bottom first. */
export function stackArt(
  hex: string,
  centre: { x: number; y: number },
  items: readonly StackItem[],
  sideName: (side: string) => string,
): Art[] {
  return placeStack(items).map(({ item, dx, dy }) => {
    const x = Math.round((centre.x + dx) * 1000) / 1000;
    const y = Math.round((centre.y + dy) * 1000) / 1000;
    return item.kind === 'fortification'
      ? fortificationCounter(item.fortification, x, y, sideName(item.fortification.side))
      : pieceCounter(item, hex, x, y);
  });
}
