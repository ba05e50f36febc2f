// Fortification counters (B27 foxholes and trenches, B27.56 A-T ditches, B30 pillboxes, F8 sangars,
// B30.8 bunkers) and Fortified Building Locations (B23.9), drawn as our own pictures so each is known
// at a glance: a dug pit with its squad capacity, a zig-zag trench, a hatched ditch, a concrete box
// with its firing slit, a ring of stones, an earth mound with its door. Pure: they return Art.
import type { FortificationView } from '@hexfog/shared/protocol/index';
import { type Art, art } from '../art';
import { CONCRETE, EARTH, LOOSE_EARTH, SAND, sideColour, STONE } from './palette';

/** A counter's size on the board (hex radius 1), the same as a unit counter so they stack alike. */
export const COUNTER = { w: 0.9, h: 0.9 } as const;

/** The pictures below are drawn in a 0.62 x 0.42 box, scaled onto the square counter under its name. */
const PICTURE = { w: 0.62, h: 0.42 } as const;

/** A fortification as the view or an event carries it (events name the kind as a plain string). */
export type FortificationLike = Pick<FortificationView, 'id' | 'hex' | 'side' | 'squads' | 'hidden'> & { readonly kind: string };

const NAME: Readonly<Record<string, string>> = {
  foxhole: 'foxhole',
  trench: 'trench',
  atDitch: 'A-T ditch',
  pillbox: 'pillbox',
  sangar: 'sangar',
  bunker: 'bunker',
};
const RULE: Readonly<Record<string, string>> = {
  foxhole: 'B27.1',
  trench: 'B27.5',
  atDitch: 'B27.56',
  pillbox: 'B30',
  sangar: 'F8',
  bunker: 'B30.8',
};

/** What players call it: "foxhole 2S" (B27.12: a foxhole holds 1, 2 or 3 squads), "trench", "A-T ditch". */
export function fortificationName(f: Pick<FortificationLike, 'kind' | 'squads'>): string {
  const name = NAME[f.kind] ?? f.kind;
  return f.kind === 'foxhole' && f.squads ? `${name} ${f.squads}S` : name;
}

export function fortificationRule(kind: string): string | undefined {
  return RULE[kind];
}

/** The picture on the counter, in the counter's box at (x, y). */
export function fortificationPicture(f: Pick<FortificationLike, 'kind' | 'squads'>, x: number, y: number): Art[] {
  const at = (dx: number, dy: number) => `${round(x + dx)},${round(y + dy)}`;
  switch (f.kind) {
    case 'foxhole':
      // a dark pit with its spoil heaped behind it, and its capacity in squads
      return [
        art('path', {
          d: `M ${at(0.04, 0.22)} Q ${at(0.2, 0.05)} ${at(0.36, 0.22)}`,
          fill: 'none',
          stroke: LOOSE_EARTH,
          'stroke-width': 0.05,
        }),
        art('ellipse', { cx: round(x + 0.2), cy: round(y + 0.26), rx: 0.15, ry: 0.085, fill: EARTH }),
        art('text', { x: round(x + 0.5), y: round(y + 0.3), 'text-anchor': 'middle', 'font-size': 0.2, fill: '#222' }, `${f.squads ?? 1}S`),
      ];
    case 'trench':
      return [
        art('polyline', {
          points: zigzag(x, y),
          fill: 'none',
          stroke: EARTH,
          'stroke-width': 0.09,
          'stroke-linejoin': 'miter',
          class: 'zigzag',
        }),
        art('polyline', { points: zigzag(x, y), fill: 'none', stroke: LOOSE_EARTH, 'stroke-width': 0.025 }),
      ];
    case 'atDitch':
      // a broad channel, its sloped sides hatched
      return [
        art('rect', { x: round(x + 0.04), y: round(y + 0.14), width: 0.54, height: 0.14, fill: EARTH }),
        ...[0, 1, 2, 3, 4, 5].map((i) =>
          art('line', {
            x1: round(x + 0.07 + i * 0.09),
            y1: round(y + 0.14),
            x2: round(x + 0.11 + i * 0.09),
            y2: round(y + 0.28),
            stroke: SAND,
            'stroke-width': 0.02,
          }),
        ),
      ];
    case 'pillbox':
      return [
        art('polygon', {
          points: [at(0.14, 0.35), at(0.18, 0.09), at(0.44, 0.09), at(0.48, 0.35)].join(' '),
          fill: CONCRETE,
          stroke: '#444',
          'stroke-width': 0.02,
        }),
        art('rect', { x: round(x + 0.21), y: round(y + 0.17), width: 0.2, height: 0.045, fill: '#111' }),
      ];
    case 'sangar':
      // a horseshoe of piled stones, open to the rear
      return [0, 1, 2, 3, 4, 5, 6].map((i) => {
        const a = Math.PI + (i * Math.PI) / 6;
        return art('circle', {
          cx: round(x + 0.31 + 0.17 * Math.cos(a)),
          cy: round(y + 0.3 + 0.17 * Math.sin(a)),
          r: 0.045,
          fill: STONE,
          stroke: '#555',
          'stroke-width': 0.01,
        });
      });
    case 'bunker':
      // an earth mound with a log roof line and a dark doorway
      return [
        art('path', {
          d: `M ${at(0.08, 0.36)} Q ${at(0.31, -0.04)} ${at(0.54, 0.36)} Z`,
          fill: '#7a6a45',
          stroke: EARTH,
          'stroke-width': 0.02,
        }),
        art('line', {
          x1: round(x + 0.17),
          y1: round(y + 0.22),
          x2: round(x + 0.45),
          y2: round(y + 0.22),
          stroke: EARTH,
          'stroke-width': 0.03,
        }),
        art('rect', { x: round(x + 0.26), y: round(y + 0.26), width: 0.1, height: 0.1, fill: '#111' }),
      ];
    default:
      return [art('text', { x: round(x + 0.31), y: round(y + 0.27), 'text-anchor': 'middle', 'font-size': 0.16, fill: '#222' }, f.kind)];
  }
}

/** A zig-zag across the counter: the trench line. */
function zigzag(x: number, y: number): string {
  return [0, 1, 2, 3, 4, 5, 6].map((i) => `${round(x + 0.05 + i * 0.087)},${round(y + (i % 2 ? 0.12 : 0.3))}`).join(' ');
}

/** The whole counter at (x, y): sand face edged in its owner's colour, the picture, a tooltip. */
export function fortificationCounter(f: FortificationLike, x: number, y: number, sideName: string): Art {
  const rule = fortificationRule(f.kind);
  const name = fortificationName(f);
  return art(
    'g',
    {
      class: 'counter fortification',
      'data-hex': f.hex,
      'data-kind': f.kind,
      'data-layer': 'fortification',
      'data-fortification': f.id,
      ...(f.hidden ? { 'data-hidden': 'true' } : {}),
      'pointer-events': 'none',
    },
    art('rect', {
      x: round(x),
      y: round(y),
      width: COUNTER.w,
      height: COUNTER.h,
      rx: 0.06,
      fill: SAND,
      stroke: sideColour(f.side),
      'stroke-width': 0.05,
    }),
    art(
      'text',
      { x: round(x + COUNTER.w / 2), y: round(y + 0.2), 'text-anchor': 'middle', 'font-size': 0.15, 'font-weight': 700, fill: '#222' },
      (NAME[f.kind] ?? f.kind).toUpperCase(),
    ),
    art(
      'g',
      {
        transform: `translate(${round(x)} ${round(y + 0.24)}) scale(${round(COUNTER.w / PICTURE.w)}) translate(${round(-x)} ${round(-y)})`,
      },
      ...fortificationPicture(f, x, y),
    ),
    // A12.33 (our reading): only its owner's view has a hidden counter at all: marked for him, as a HIP unit is
    ...(f.hidden ? hiddenBand(x, y) : []),
    art(
      'title',
      {},
      `${name[0]!.toUpperCase()}${name.slice(1)} (${sideName})${rule ? ` (${rule})` : ''}${f.hidden ? ': set up hidden, unseen by the enemy (A12.33)' : ''}`,
    ),
  );
}

/** The "HIP" band across the foot of a counter set up hidden (A12.33), in the HIP marker's colours. */
function hiddenBand(x: number, y: number): Art[] {
  return [
    art('rect', { x: round(x + 0.03), y: round(y + COUNTER.h - 0.2), width: round(COUNTER.w - 0.06), height: 0.17, fill: '#263238' }),
    art(
      'text',
      {
        x: round(x + COUNTER.w / 2),
        y: round(y + COUNTER.h - 0.07),
        'text-anchor': 'middle',
        'font-size': 0.13,
        'font-weight': 700,
        fill: '#b2ebf2',
      },
      'HIP',
    ),
  ];
}

/** B23.9: a Fortified Building Location, marked by a dashed inner outline of its hex and a battlement. */
export function fortifiedBuildingMark(hex: string, corners: readonly { x: number; y: number }[], centre: { x: number; y: number }): Art {
  const inner = corners.map((p) => `${round(centre.x + (p.x - centre.x) * 0.86)},${round(centre.y + (p.y - centre.y) * 0.86)}`).join(' ');
  const bx = centre.x - 0.62;
  const by = centre.y + 0.28;
  // a wall with three merlons
  const battlement = `M ${round(bx)},${round(by + 0.16)} v -0.16 h 0.06 v 0.06 h 0.06 v -0.06 h 0.06 v 0.06 h 0.06 v -0.06 h 0.06 v 0.16 Z`;
  return art(
    'g',
    { class: 'fortified-building', 'data-hex': hex, 'pointer-events': 'none' },
    art('polygon', { points: inner, fill: 'none', stroke: '#3d2a14', 'stroke-width': 0.07, 'stroke-dasharray': '0.16 0.08' }),
    art('path', { d: battlement, fill: '#3d2a14' }),
    art('title', {}, 'Fortified Building Location (B23.9)'),
  );
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Kinds a unit may be beneath (B27.4 foxholes and trenches, F8 sangars), the first found naming the counter. */
const BENEATH_KINDS = ['foxhole', 'trench', 'atDitch', 'sangar'];

/** "the foxhole 2S", "the trench": the counter a position in `hex` is in or beneath. */
export function counterName(position: string, hex: string, forts: readonly Pick<FortificationLike, 'hex' | 'kind' | 'squads'>[]): string {
  const inHex = forts.filter((f) => f.hex === hex);
  const f =
    position === 'beneath'
      ? BENEATH_KINDS.map((k) => inHex.find((x) => x.kind === k)).find((x) => x)
      : inHex.find((x) => x.kind === position);
  return `the ${f ? fortificationName(f) : position === 'beneath' ? 'counter' : fortificationName({ kind: position })}`;
}
