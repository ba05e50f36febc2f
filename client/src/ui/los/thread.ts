// The LOS thread (A6): what the LOS tool draws on the map between two Locations, from the map alone
// (the map is public; the thread says nothing of units). A straight line from centre dot to centre dot
// (A6.1): the clear part solid, the part beyond the blocking point dashed in red with a cross at the
// point the line is blocked (A6.2 obstacles, B9 walls/hedges, A6.7 hindrances of +6), and a label
// "+1" at each hindrance hex crossed before it (A6.7: each adds its DRM; B terrain gives the value).
// Pure: returns `Art` and text, so tests read what would be drawn without a browser.
import { centre } from '@hexfog/shared/hex/index';
import { groundLevel, lineOfSight, type GameMap, type LosResult, type MapHex } from '@hexfog/shared/map/index';
import { art, type Art } from '../art';

/** One end of the thread: a hex and how many levels above its ground (0: ground; n: building level n). */
export interface LosEnd {
  readonly hex: string;
  readonly up: number;
}

export interface LosCheck {
  readonly from: LosEnd;
  readonly to: LosEnd;
  readonly result: LosResult;
}

/** The levels a viewer may stand at in a hex: its ground, and each upper level of a building (B23.2). */
export function levelsOf(cell: MapHex): number[] {
  const upper = cell.terrain.building ? (cell.spec.upperLevels ?? 0) : 0;
  return Array.from({ length: upper + 1 }, (_, i) => i);
}

/** The absolute level of an end's eyes (A6: heights are levels; an upper building level is one per level). */
function viewpoint(map: GameMap, end: LosEnd) {
  const cell = map.byName(end.hex);
  if (!cell) throw new Error(`LOS: no hex ${end.hex} on this map`);
  const up = Math.min(Math.max(0, end.up), levelsOf(cell).length - 1);
  return { hex: cell.hex, level: groundLevel(cell) + up };
}

export function checkLos(map: GameMap, from: LosEnd, to: LosEnd): LosCheck {
  return { from, to, result: lineOfSight(map, viewpoint(map, from), viewpoint(map, to)) };
}

const where = (e: LosEnd) => (e.up ? `${e.hex} level ${e.up}` : e.hex);

/** The check in one line of text, with each hindrance and the blocking point (A6.2, A6.7). */
export function losSummary(c: LosCheck): string {
  const r = c.result;
  const head = `LOS ${where(c.from)} → ${where(c.to)}`;
  const list = r.hindrances.map((h) => `${h.hex} ${h.kind} +${h.drm}`).join(', ');
  if (r.clear) return `${head}: clear${r.hindranceDrm ? `, hindered +${r.hindranceDrm} (${list}; A6.7)` : ''}`;
  return `${head}: blocked at ${r.blockedBy!.hex} (${r.blockedBy!.reason})${list ? `; hindrances before it: ${list}` : ''}`;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The thread's drawing: `data-*` attributes name what each part is for tests and assistive tools. */
export function threadArt(map: GameMap, c: LosCheck): Art {
  const a = centre(map.byName(c.from.hex)!.hex);
  const b = centre(map.byName(c.to.hex)!.hex);
  const r = c.result;
  const point = (t: number) => ({ x: round(a.x + (b.x - a.x) * t), y: round(a.y + (b.y - a.y) * t) });
  const stop = r.clear ? 1 : (r.blockedBy?.at ?? 1);
  const p = point(stop);
  const line = (from: { x: number; y: number }, to: { x: number; y: number }, part: string, attrs: Record<string, string | number>) =>
    art('line', {
      x1: round(from.x),
      y1: round(from.y),
      x2: to.x,
      y2: to.y,
      'stroke-linecap': 'round',
      class: `los-line los-line-${part}`,
      'data-part': part,
      ...attrs,
    });
  const end = (q: { x: number; y: number }, e: LosEnd, which: string) =>
    art(
      'g',
      { class: 'los-end', 'data-end': which, 'data-hex': e.hex, 'data-level': e.up },
      art('circle', { cx: round(q.x), cy: round(q.y), r: 0.16, fill: '#fff', stroke: '#1b1b1b', 'stroke-width': 0.05 }),
      e.up
        ? art('text', { x: round(q.x), y: round(q.y + 0.07), 'font-size': 0.18, 'text-anchor': 'middle', fill: '#1b1b1b' }, `L${e.up}`)
        : null,
    );
  const hindrances = r.hindrances.map((h) => {
    const q = point(h.at ?? 0.5);
    return art(
      'g',
      { class: 'los-hindrance', 'data-hex': h.hex, 'data-drm': h.drm },
      art('rect', {
        x: round(q.x - 0.22),
        y: round(q.y - 0.42),
        width: 0.44,
        height: 0.26,
        rx: 0.05,
        fill: '#fff8d0',
        stroke: '#8a6d00',
        'stroke-width': 0.03,
      }),
      art(
        'text',
        { x: q.x, y: round(q.y - 0.23), 'font-size': 0.2, 'text-anchor': 'middle', fill: '#5a4500', 'font-weight': 'bold' },
        `+${h.drm}`,
      ),
      art('title', {}, `${h.hex}: ${h.reason}, +${h.drm} DRM (A6.7)`),
    );
  });
  const blocked = r.clear
    ? null
    : art(
        'g',
        { class: 'los-blocked', 'data-hex': r.blockedBy!.hex },
        art('path', {
          d: `M ${round(p.x - 0.2)},${round(p.y - 0.2)} L ${round(p.x + 0.2)},${round(p.y + 0.2)} M ${round(p.x + 0.2)},${round(p.y - 0.2)} L ${round(p.x - 0.2)},${round(p.y + 0.2)}`,
          stroke: '#c62828',
          'stroke-width': 0.09,
          'stroke-linecap': 'round',
        }),
        art('title', {}, `blocked at ${r.blockedBy!.hex}: ${r.blockedBy!.reason}`),
      );
  return art(
    'g',
    { class: 'los-thread-art', 'data-clear': String(r.clear), 'pointer-events': 'none' },
    art('title', {}, losSummary(c)),
    line(a, p, 'clear', { stroke: '#0d47a1', 'stroke-width': 0.08 }),
    r.clear ? null : line(p, b, 'blocked', { stroke: '#c62828', 'stroke-width': 0.06, 'stroke-dasharray': '0.15 0.12', opacity: 0.85 }),
    ...hindrances,
    blocked,
    end(a, c.from, 'from'),
    end(b, c.to, 'to'),
  );
}
