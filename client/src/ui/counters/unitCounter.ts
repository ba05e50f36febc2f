// A unit's counter as an ASL player reads it: a square in its nationality's colours, a silhouette of
// what it is (squad, half-squad, crew, leader, hero, support weapon, gun, vehicle), and the printed
// numbers along the bottom: FP-range-morale on squads, half-squads, crews and heroes (A1.2), morale
// and leadership modifier on a leader ("9-1", "8+1": A10.7), FP-range on a support weapon. The broken
// side (A10.4) is red, shows the broken Morale Level alone and says BROKEN. Pure: data, then Art.
import type { UnitTypeSummary, ViewUnit } from '@hexfog/shared/protocol/index';
import { type Art, art } from '../art';
import { COUNTER } from './fortifications';
import { BROKEN, type Colours, coloursOf } from './nationality';

/** What a unit's counter shows. */
export interface CounterFace {
  readonly unit: string;
  readonly kind: string;
  /** The unit type's name ("4-6-7", "LMG"). */
  readonly name: string;
  readonly colours: Colours;
  readonly broken: boolean;
  /** The numbers along the bottom: "4-6-7", "9-1", or the broken Morale Level alone. */
  readonly values: string;
  /** The word at the top: "BROKEN" on the broken side, the weapon's name on a SW or Gun, else empty. */
  readonly caption: string;
}

/** A leader's morale and modifier as printed: "9-1", "8-0", "7+1" (A10.7: negative is better). */
export function leaderValues(morale: number, leadership: number | undefined): string {
  const mod = leadership ?? 0;
  return `${morale}${mod > 0 ? '+' : '-'}${Math.abs(mod)}`;
}

/** The bottom line of a unit type's counter, good-order or broken side. */
export function unitValues(t: UnitTypeSummary | undefined, broken: boolean, fallback: string): string {
  if (!t) return fallback;
  if (broken) return String(t.brokenMorale ?? t.morale);
  switch (t.kind) {
    case 'leader':
      return leaderValues(t.morale, t.leadership);
    case 'squad':
    case 'halfSquad':
    case 'crew':
    case 'hero':
      return `${t.firepower}-${t.range}-${t.morale}`;
    case 'sw':
      return t.range > 0 ? `${t.firepower}-${t.range}` : `${t.firepower}`;
    case 'dummy':
      return '';
    default:
      return t.name;
  }
}

export function counterFace(
  u: Pick<ViewUnit, 'id' | 'side' | 'type' | 'kind' | 'broken'>,
  t: UnitTypeSummary | undefined,
  sideNationality?: string,
): CounterFace {
  const kind = t?.kind ?? u.kind;
  const broken = u.broken && kind !== 'sw' && kind !== 'gun' && kind !== 'vehicle';
  const caption = broken
    ? 'BROKEN'
    : kind === 'sw' || kind === 'gun' || kind === 'vehicle'
      ? (t?.name ?? u.type)
      : kind === 'dummy'
        ? 'dummy'
        : '';
  return {
    unit: u.id,
    kind,
    name: t?.name ?? u.type,
    colours: broken ? BROKEN : coloursOf(t?.nationality, sideNationality, u.side),
    broken,
    values: unitValues(t, broken, u.type),
    caption,
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** One soldier, feet at (x, y), h tall: helmet, body, legs. */
function soldier(x: number, y: number, h: number, ink: string, cap = false): Art[] {
  const r = h * 0.14;
  return [
    art('circle', { cx: round(x), cy: round(y - h + r), r: round(r), fill: ink }),
    cap ? art('rect', { x: round(x - r * 1.5), y: round(y - h + r * 0.2), width: round(r * 3), height: round(r * 0.6), fill: ink }) : null,
    art('path', {
      d: `M ${round(x - h * 0.2)},${round(y - h * 0.15)} L ${round(x - h * 0.16)},${round(y - h + 2.2 * r)} L ${round(x + h * 0.16)},${round(y - h + 2.2 * r)} L ${round(x + h * 0.2)},${round(y - h * 0.15)} Z`,
      fill: ink,
    }),
    art('rect', { x: round(x - h * 0.14), y: round(y - h * 0.18), width: round(h * 0.1), height: round(h * 0.18), fill: ink }),
    art('rect', { x: round(x + h * 0.04), y: round(y - h * 0.18), width: round(h * 0.1), height: round(h * 0.18), fill: ink }),
  ].filter((a): a is Art => a !== null);
}

/** The silhouette in the counter's upper part: what kind of unit it is at a glance. */
export function silhouette(kind: string, x: number, y: number, ink: string): Art {
  const S = COUNTER.w;
  const cx = x + S / 2;
  const feet = y + S * 0.58;
  const h = S * 0.42;
  const parts: Art[] = (() => {
    switch (kind) {
      case 'squad':
        return [...soldier(cx - S * 0.17, feet, h, ink), ...soldier(cx, feet - 0.02, h, ink), ...soldier(cx + S * 0.17, feet, h, ink)];
      case 'halfSquad':
        return [...soldier(cx - S * 0.09, feet, h, ink), ...soldier(cx + S * 0.09, feet, h, ink)];
      case 'crew':
        return [
          ...soldier(cx - S * 0.12, feet, h, ink),
          art('circle', {
            cx: round(cx + S * 0.16),
            cy: round(feet - h * 0.25),
            r: round(h * 0.25),
            fill: 'none',
            stroke: ink,
            'stroke-width': 0.03,
          }),
        ];
      case 'leader':
        return [
          ...soldier(cx - S * 0.08, feet, h * 1.05, ink, true),
          art('path', { d: starPath(cx + S * 0.22, y + S * 0.2, S * 0.09), fill: ink }),
        ];
      case 'hero':
        return [
          ...soldier(cx - S * 0.06, feet, h * 1.1, ink),
          art('path', { d: starPath(cx + S * 0.22, y + S * 0.2, S * 0.1), fill: '#f9a825', stroke: ink, 'stroke-width': 0.01 }),
        ];
      case 'sw':
        // a machine gun on its bipod
        return [
          art('rect', { x: round(x + S * 0.2), y: round(y + S * 0.3), width: round(S * 0.6), height: round(S * 0.07), fill: ink }),
          art('path', {
            d: `M ${round(cx)},${round(y + S * 0.36)} l -0.08,0.14 M ${round(cx)},${round(y + S * 0.36)} l 0.08,0.14`,
            stroke: ink,
            'stroke-width': 0.025,
          }),
        ];
      case 'gun':
        return [
          art('rect', { x: round(x + S * 0.25), y: round(y + S * 0.3), width: round(S * 0.55), height: round(S * 0.06), fill: ink }),
          art('circle', {
            cx: round(cx - S * 0.05),
            cy: round(y + S * 0.45),
            r: round(S * 0.1),
            fill: 'none',
            stroke: ink,
            'stroke-width': 0.03,
          }),
        ];
      case 'vehicle':
        return [
          art('rect', {
            x: round(x + S * 0.15),
            y: round(y + S * 0.3),
            width: round(S * 0.7),
            height: round(S * 0.18),
            rx: 0.04,
            fill: ink,
          }),
          art('rect', { x: round(cx), y: round(y + S * 0.26), width: round(S * 0.35), height: round(S * 0.04), fill: ink }),
        ];
      default:
        return [];
    }
  })();
  return art('g', { class: 'silhouette', 'data-kind': kind, opacity: 0.85 }, ...parts);
}

function starPath(cx: number, cy: number, r: number): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    return `${round(cx + rr * Math.cos(a))},${round(cy + rr * Math.sin(a))}`;
  });
  return `M ${pts.join(' L ')} Z`;
}

/** The counter's face with its top-left corner at (x, y): colour, silhouette, caption, numbers, the unit's id. */
export function unitFaceArt(face: CounterFace, x: number, y: number): Art[] {
  const S = COUNTER.w;
  const { face: fill, ink } = face.colours;
  return [
    art('rect', {
      class: 'face',
      x: round(x),
      y: round(y),
      width: S,
      height: S,
      rx: 0.06,
      fill,
      stroke: '#111',
      'stroke-width': 0.03,
      'data-broken': face.broken ? 'true' : 'false',
    }),
    face.broken ? null : silhouette(face.kind, x, y, ink),
    face.caption
      ? art(
          'text',
          {
            class: 'caption',
            x: round(x + S / 2),
            y: round(y + (face.broken ? 0.34 : 0.19)),
            'text-anchor': 'middle',
            'font-size': face.broken ? 0.17 : 0.15,
            'font-weight': 700,
            fill: ink,
          },
          face.caption,
        )
      : null,
    art('text', { class: 'unit-id', x: round(x + 0.05), y: round(y + 0.15), 'font-size': 0.13, fill: ink, opacity: 0.8 }, face.unit),
    face.values
      ? art(
          'text',
          {
            class: 'values',
            x: round(x + S / 2),
            y: round(y + S - (face.broken ? 0.13 : 0.08)),
            'text-anchor': 'middle',
            'font-size': face.broken ? 0.4 : values(face.values),
            'font-weight': 700,
            fill: ink,
          },
          face.values,
        )
      : null,
  ].filter((a): a is Art => a !== null);
}

/** The numbers' size: as large as the counter's width allows. */
function values(text: string): number {
  return text.length <= 5 ? 0.28 : 0.22;
}
