// The printed map, drawn so each terrain kind is known without reading (our own drawings): ground
// shaded by level (hills: a darker brown each level up) with a contour along each hill's edge,
// woods, brush, grain, orchard, marsh and rubble as textures (./terrainPatterns), buildings as roofed
// blocks (stone grey, wood brown; the hexes of one multi-hex building joined), gullies and streams as
// channels running into their neighbours, water rippled, roads (paved grey, dirt tan), bridges,
// manholes (a round grille), walls, hedges, cliffs and pond hexsides, and each hex's name at its top.
// Pure: Art, drawn by the board into its terrain layers.
import { centre, corners, DIRECTIONS, neighbour, type Direction, type Point } from '@hexfog/shared/hex/index';
import type { GameMap, MapHex } from '@hexfog/shared/map/index';
import { type Art, art } from '../art';
import { waterFill, waterLook } from '../terrain/water';
import { TERRAIN_PATTERN } from './terrainPatterns';

const round = (n: number) => Math.round(n * 1000) / 1000;
const pts = (ps: readonly Point[]) => ps.map((p) => `${round(p.x)},${round(p.y)}`).join(' ');

/** The ground's colour by level: the plain at 0, a browner shade each level up, greener below. */
export const LEVEL_COLOUR: Readonly<Record<number, string>> = {
  [-2]: '#b7c48c',
  [-1]: '#cad49e',
  0: '#e4e8c4',
  1: '#d9c58f',
  2: '#c9aa6c',
  3: '#b38c53',
  4: '#9c7443',
};

export function groundColour(elevation: number): string {
  return LEVEL_COLOUR[Math.max(-2, Math.min(4, elevation))]!;
}

/** Depressions drawn as channels: their colour and the bank's. */
const CHANNEL: Readonly<Record<string, { bed: string; bank: string }>> = {
  gully: { bed: '#a88559', bank: '#6f5230' },
  stream: { bed: '#6fa8d6', bank: '#8a6a3e' },
};

/** Terrain names as players say them, for the hex's tooltip. */
const TERRAIN_NAME: Readonly<Record<string, string>> = {
  open: 'open ground',
  stoneBuilding: 'stone building',
  woodenBuilding: 'wooden building',
  lakeOcean: 'lake',
};

export function terrainName(terrain: string): string {
  return TERRAIN_NAME[terrain] ?? terrain;
}

/** Corners of a hex shrunk towards its centre by factor k. */
function inset(c: Point, cs: readonly Point[], k: number): Point[] {
  return cs.map((p) => ({ x: c.x + (p.x - c.x) * k, y: c.y + (p.y - c.y) * k }));
}

/** The two corners of hexside `d` (flat-topped: N is the top edge). */
export function sideEnds(cs: readonly Point[], d: Direction): [Point, Point] {
  const i = DIRECTIONS.indexOf(d);
  return [cs[(4 + i) % 6]!, cs[(5 + i) % 6]!];
}

function mid(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** "71F5: stone building, level 1, 1 upper level, paved road, manhole". */
export function hexTitle(map: GameMap, cell: MapHex): string {
  const s = cell.spec;
  const parts = [terrainName(s.terrain), `level ${s.elevation}`];
  if (s.upperLevels) parts.push(`${s.upperLevels} upper level${s.upperLevels > 1 ? 's' : ''}`);
  if (s.road) parts.push(`${s.road.kind} road`);
  if (s.bridge) parts.push('bridge');
  if (map.isManholeLocation(cell.hex)) parts.push('manhole');
  return `${cell.name}: ${parts.join(', ')}`;
}

/** The clickable hex: its ground (water, ice and mudflats fills; else the level's colour). */
export function hexBase(map: GameMap, cell: MapHex): Art {
  const look = waterLook(cell.spec.terrain);
  const pattern = look === 'water' ? TERRAIN_PATTERN[cell.spec.terrain] : undefined;
  const fill = look
    ? waterFill(look, pattern ?? '#6a9bd1')
    : CHANNEL[cell.spec.terrain]
      ? CHANNEL[cell.spec.terrain]!.bank
      : groundColour(cell.spec.elevation);
  return art(
    'polygon',
    {
      points: pts(corners(cell.hex)),
      fill,
      class: `hex${look ? ` ${look}` : ''}`,
      'data-hex': cell.name,
      'data-terrain': cell.spec.terrain,
      'data-level': cell.spec.elevation,
    },
    art('title', {}, hexTitle(map, cell)),
  );
}

/** What stands on the ground: textures, buildings, channels, hill contours, roads, bridge, manhole. */
export function hexFeatures(map: GameMap, cell: MapHex): Art[] {
  const c = centre(cell.hex);
  const cs = corners(cell.hex);
  const t = cell.spec.terrain;
  const out: Art[] = [];
  const texture = waterLook(t) ? undefined : TERRAIN_PATTERN[t];
  if (texture)
    out.push(
      art('polygon', {
        class: `terrain ${t}`,
        points: pts(inset(c, cs, t === 'woods' ? 0.94 : 0.9)),
        fill: texture,
        stroke: t === 'woods' ? '#2f5424' : 'none',
        'stroke-width': 0.03,
      }),
    );
  const channel = CHANNEL[t];
  if (channel) out.push(channelArt(map, cell, channel.bed, t));
  if (cell.terrain.building) out.push(...buildingArt(map, cell));
  out.push(...contourArt(map, cell));
  for (const side of cell.spec.road?.sides ?? []) {
    const m = mid(...sideEnds(cs, side));
    const paved = cell.spec.road!.kind === 'paved';
    out.push(
      art('line', {
        class: `road ${cell.spec.road!.kind}`,
        x1: round(c.x),
        y1: round(c.y),
        x2: round(m.x),
        y2: round(m.y),
        stroke: paved ? '#6f6f6f' : '#a8875a',
        'stroke-width': paved ? 0.34 : 0.26,
        'stroke-linecap': 'round',
      }),
    );
    if (paved)
      out.push(
        art('line', {
          x1: round(c.x),
          y1: round(c.y),
          x2: round(m.x),
          y2: round(m.y),
          stroke: '#9a9a9a',
          'stroke-width': 0.24,
          'stroke-linecap': 'round',
        }),
      );
  }
  if (cell.spec.bridge)
    out.push(
      art(
        'rect',
        {
          class: 'bridge',
          x: round(c.x - 0.2),
          y: round(c.y - 0.45),
          width: 0.4,
          height: 0.9,
          fill: '#8b6b4a',
          stroke: '#3f2f1f',
          'stroke-width': 0.04,
        },
        art('title', {}, 'bridge (B6.1)'),
      ),
    );
  if (map.isManholeLocation(cell.hex)) out.push(manholeArt(c));
  if (cell.spec.upperLevels) {
    const x = round(c.x + 0.36);
    const y = round(c.y + 0.5);
    out.push(
      art(
        'g',
        { class: 'upper-levels' },
        art('rect', { x, y, width: 0.24, height: 0.18, rx: 0.03, fill: '#2f3336' }),
        art(
          'text',
          { x: round(x + 0.12), y: round(y + 0.14), 'text-anchor': 'middle', 'font-size': 0.14, fill: '#fff' },
          `+${cell.spec.upperLevels}`,
        ),
        art('title', {}, `${cell.spec.upperLevels} upper level(s) (B23)`),
      ),
    );
  }
  return out;
}

/** A building block: an inset square roof, joined across the hexside to each hex of the same building. */
function buildingArt(map: GameMap, cell: MapHex): Art[] {
  const c = centre(cell.hex);
  const cs = corners(cell.hex);
  const stone = cell.spec.terrain === 'stoneBuilding';
  const fill = stone ? '#8e9398' : '#b77d47';
  const edge = stone ? '#2c3034' : '#4e3018';
  const k = 0.66;
  const inner = inset(c, cs, k);
  const out: Art[] = [];
  for (const d of DIRECTIONS) {
    const other = map.at(neighbour(cell.hex, d));
    if (!other || !cell.spec.building || other.spec.building !== cell.spec.building) continue;
    // the strip between this hex's inset side and the hexside itself; the neighbour draws its own half
    const [a, b] = sideEnds(inner, d);
    const [a2, b2] = sideEnds(cs, d);
    const mA = { x: a.x + (a2.x - a.x) * 1.02, y: a.y + (a2.y - a.y) * 1.02 };
    const mB = { x: b.x + (b2.x - b.x) * 1.02, y: b.y + (b2.y - b.y) * 1.02 };
    out.push(art('polygon', { points: pts([a, b, mB, mA]), fill }));
  }
  out.push(art('polygon', { class: `building ${stone ? 'stone' : 'wood'}`, points: pts(inner), fill, stroke: edge, 'stroke-width': 0.05 }));
  // the roof's ridge lines: hatched for stone, planked for wood
  out.push(
    art('path', {
      d: stone
        ? `M ${round(c.x - 0.4)},${round(c.y)} L ${round(c.x + 0.4)},${round(c.y)} M ${round(c.x)},${round(c.y - 0.4)} L ${round(c.x)},${round(c.y + 0.4)}`
        : `M ${round(c.x - 0.45)},${round(c.y - 0.18)} h 0.9 M ${round(c.x - 0.5)},${round(c.y)} h 1 M ${round(c.x - 0.45)},${round(c.y + 0.18)} h 0.9`,
      stroke: edge,
      'stroke-width': 0.025,
      opacity: 0.6,
    }),
  );
  return out;
}

/** A gully's or stream's bed from the centre to each hexside shared with a depression or water; a pool alone. */
function channelArt(map: GameMap, cell: MapHex, bed: string, kind: string): Art {
  const c = centre(cell.hex);
  const cs = corners(cell.hex);
  const joins = DIRECTIONS.filter((d) => {
    const o = map.at(neighbour(cell.hex, d));
    return o && (o.terrain.depression || o.terrain.waterObstacle);
  });
  const parts: Art[] = joins.map((d) => {
    const m = mid(...sideEnds(cs, d));
    return art('line', {
      x1: round(c.x),
      y1: round(c.y),
      x2: round(m.x),
      y2: round(m.y),
      stroke: bed,
      'stroke-width': 0.5,
      'stroke-linecap': 'round',
    });
  });
  parts.push(art('circle', { cx: round(c.x), cy: round(c.y), r: 0.27, fill: bed }));
  return art('g', { class: `channel ${kind}` }, ...parts);
}

/** The edge of higher ground: a brown contour on each hexside this hex is above its neighbour (a hill's edge). */
function contourArt(map: GameMap, cell: MapHex): Art[] {
  const cs = corners(cell.hex);
  return DIRECTIONS.flatMap((d) => {
    const o = map.at(neighbour(cell.hex, d));
    if (!o || o.spec.elevation >= cell.spec.elevation) return [];
    const [a, b] = sideEnds(cs, d);
    return [
      art('line', {
        class: 'contour',
        'data-hex': cell.name,
        'data-side': d,
        x1: round(a.x),
        y1: round(a.y),
        x2: round(b.x),
        y2: round(b.y),
        stroke: '#6b4a22',
        'stroke-width': 0.07,
        'stroke-linecap': 'round',
      }),
    ];
  });
}

/** A manhole (B8.1): a round black grille at the hex's left, clear of the counters. */
function manholeArt(c: Point): Art {
  const x = round(c.x - 0.68);
  const y = round(c.y + 0.12);
  return art(
    'g',
    { class: 'manhole' },
    art('circle', { cx: x, cy: y, r: 0.13, fill: '#1d1d1d', stroke: '#d8d8d8', 'stroke-width': 0.025 }),
    art('path', { d: `M ${round(x - 0.08)},${y} h 0.16 M ${x},${round(y - 0.08)} v 0.16`, stroke: '#8a8a8a', 'stroke-width': 0.02 }),
    art('title', {}, 'manhole (B8.1)'),
  );
}

/** A hexside's terrain: a wall of stones, a bushy hedge, a cliff with its hachures, an all-water pond side (B21.13). The first line carries the hexside's class and hex. */
export function hexsideArt(cell: MapHex, side: Direction, terrain: string): Art {
  const [a, b] = sideEnds(corners(cell.hex), side);
  const line = { x1: round(a.x), y1: round(a.y), x2: round(b.x), y2: round(b.y) };
  const main = (attrs: Record<string, string | number>) =>
    art('line', { ...line, class: `hexside ${terrain}`, 'data-hex': cell.name, 'data-side': side, ...attrs });
  const detail = (attrs: Record<string, string | number>) => art('line', { ...line, ...attrs });
  const g = (...children: Art[]) => art('g', { class: 'hexside-art' }, ...children);
  switch (terrain) {
    case 'wall':
      return g(
        main({ stroke: '#5b544c', 'stroke-width': 0.16 }),
        detail({ stroke: '#b8aea1', 'stroke-width': 0.08, 'stroke-dasharray': '0.1 0.05' }),
        art('title', {}, `wall ${cell.name} ${side} (B9)`),
      );
    case 'hedge':
      return g(
        main({ stroke: '#2e5e27', 'stroke-width': 0.16 }),
        detail({ stroke: '#4f8a3c', 'stroke-width': 0.13, 'stroke-dasharray': '0.001 0.09', 'stroke-linecap': 'round' }),
        art('title', {}, `hedge ${cell.name} ${side} (B9)`),
      );
    case 'cliff':
      return g(
        main({ stroke: '#4a2d12', 'stroke-width': 0.14 }),
        detail({ stroke: '#e0cfa8', 'stroke-width': 0.06, 'stroke-dasharray': '0.02 0.06' }),
        art('title', {}, `cliff ${cell.name} ${side}`),
      );
    default:
      return g(
        main({ stroke: '#4a7fbf', 'stroke-width': 0.22, 'stroke-linecap': 'round' }),
        art('title', {}, `water hexside ${cell.name} ${side} (B21.13)`),
      );
  }
}

/** The hex's name at the top of the hex, haloed so it reads over any terrain. */
export function hexLabel(cell: MapHex): Art {
  const c = centre(cell.hex);
  return art(
    'text',
    { class: 'hex-id', 'data-hex': cell.name, x: round(c.x), y: round(c.y - 0.866 + 0.2), 'text-anchor': 'middle', 'font-size': 0.18 },
    cell.name,
  );
}
