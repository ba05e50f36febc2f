// Water Obstacles as the board draws them (B21): the map in play (the printed map with the terrain the
// water module changed: ice, broken ice, a flooded river, mudflats), the river's Current counter, and
// the Crest Lines the LOS tool shows. The server says what changed (`view.modules.water`); nothing here
// decides a rule. Pure: returns maps, text and Art.
import { centre, DIRECTIONS, type Direction, type Hex } from '@hexfog/shared/hex/index';
import { compileMap, crestLines, type GameMap, type HexSpec } from '@hexfog/shared/map/index';
import type { ModuleViews } from '@hexfog/shared/protocol/index';
import { type Art, art } from '../art';

export interface RiverConditions {
  readonly depth: string;
  readonly current: string;
  readonly direction: string;
}

/** The water module's part of a view, read defensively: `changed` is optional (older servers send only the river). */
export interface WaterInPlay {
  readonly river?: RiverConditions;
  readonly changed: Readonly<Record<string, { readonly terrain: string; readonly elevation: number }>>;
}

export function readWater(modules: ModuleViews | undefined): WaterInPlay {
  const w = modules?.water as { river?: RiverConditions; changed?: WaterInPlay['changed'] } | undefined;
  return { ...(w?.river ? { river: w.river } : {}), changed: w?.changed ?? {} };
}

const inPlay = new WeakMap<GameMap, Map<string, GameMap>>();

/** The printed map with the changed hexes (B21.6 ice, B21.122 flooding, B16.7 mudflats); the printed one when nothing changed. Memoized per set of changes. */
export function mapInPlay(printed: GameMap, water: WaterInPlay): GameMap {
  const entries = Object.entries(water.changed);
  if (!entries.length) return printed;
  const key = JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
  let memo = inPlay.get(printed);
  if (!memo) inPlay.set(printed, (memo = new Map()));
  let map = memo.get(key);
  if (!map) {
    const hexes: Record<string, HexSpec> = { ...printed.doc.hexes };
    for (const [name, change] of entries) {
      const cell = printed.byName(name);
      if (!cell) continue; // a hex this map does not have: nothing to draw
      hexes[cell.name] = { ...cell.spec, terrain: change.terrain as HexSpec['terrain'], elevation: change.elevation };
      // a butted half hex is listed under one of its two names only
      if (name !== cell.name) delete hexes[name];
    }
    map = compileMap({ ...printed.doc, hexes });
    if (memo.size > 16) memo.delete(memo.keys().next().value!);
    memo.set(key, map);
  }
  return map;
}

/** How a hex's terrain looks: its fill (a pattern for ice and mudflats) and its class. */
export type WaterLook = 'water' | 'ice' | 'mudflats' | null;

const WATER = new Set(['river', 'canal', 'pond', 'lakeOcean']);

export function waterLook(terrain: string): WaterLook {
  if (WATER.has(terrain)) return 'water';
  if (terrain === 'ice') return 'ice';
  if (terrain === 'mudflats') return 'mudflats';
  return null;
}

/** The SVG patterns the board's water fills use: ice pale and crackled, mudflats brown and dotted. */
export function waterPatterns(): Art {
  return art(
    'defs',
    {},
    art(
      'pattern',
      { id: 'fill-ice', width: 0.5, height: 0.5, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(30)' },
      art('rect', { width: 0.5, height: 0.5, fill: '#e8f3fb' }),
      art('path', { d: 'M0 0.25 L0.5 0.25 M0.18 0 L0.3 0.25 M0.35 0.25 L0.22 0.5', stroke: '#9cc1dc', 'stroke-width': 0.03, fill: 'none' }),
    ),
    art(
      'pattern',
      { id: 'fill-mudflats', width: 0.3, height: 0.3, patternUnits: 'userSpaceOnUse' },
      art('rect', { width: 0.3, height: 0.3, fill: '#b9a37a' }),
      art('circle', { cx: 0.08, cy: 0.08, r: 0.03, fill: '#7d6a48' }),
      art('circle', { cx: 0.22, cy: 0.2, r: 0.025, fill: '#6f93a8' }),
    ),
  );
}

/** The fill of a hex: the ice and mudflats patterns, else the terrain's colour. */
export function waterFill(look: WaterLook, colour: string): string {
  if (look === 'ice') return 'url(#fill-ice)';
  if (look === 'mudflats') return 'url(#fill-mudflats)';
  return colour;
}

/** "River: fordable, Current moderate flowing S (B21.121, B21.122)". */
export function currentText(r: RiverConditions): string {
  return `River: ${r.depth}, Current ${r.current} flowing ${r.direction} (B21.121, B21.122)`;
}

/** The river hex nearest the middle of the map in play, where the Current counter sits; none without a river. */
export function currentHex(map: GameMap): { name: string; hex: Hex } | null {
  const rivers = map.hexes().filter((c) => c.spec.terrain === 'river');
  if (!rivers.length) return null;
  const pts = map.hexes().map((c) => centre(c.hex));
  const mid = { x: pts.reduce((s, p) => s + p.x, 0) / pts.length, y: pts.reduce((s, p) => s + p.y, 0) / pts.length };
  const d = (h: Hex) => (centre(h).x - mid.x) ** 2 + (centre(h).y - mid.y) ** 2;
  const best = rivers.reduce((a, b) => (d(b.hex) < d(a.hex) ? b : a));
  return { name: best.name, hex: best.hex };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The Current counter: a square with an arrow pointing downstream, the force and the depth (B21.121). */
export function currentCounter(hex: string, at: { x: number; y: number }, r: RiverConditions): Art {
  const i = DIRECTIONS.indexOf(r.direction as Direction);
  const angle = (i < 0 ? 0 : i) * 60; // N is up; each direction 60 degrees clockwise
  const x = round(at.x - 0.32);
  const y = round(at.y - 0.32);
  return art(
    'g',
    {
      class: 'current-counter',
      'data-hex': hex,
      'data-direction': r.direction,
      'data-current': r.current,
      'data-depth': r.depth,
      'pointer-events': 'none',
    },
    art('rect', { x, y, width: 0.64, height: 0.64, rx: 0.06, fill: '#f4f8fc', stroke: '#1f4e86', 'stroke-width': 0.035 }),
    art('path', {
      d: 'M0 0.2 L0 -0.12 M-0.1 -0.04 L0 -0.2 L0.1 -0.04',
      transform: `translate(${round(at.x)} ${round(at.y - 0.04)}) rotate(${angle})`,
      stroke: '#1f4e86',
      'stroke-width': 0.05,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    art(
      'text',
      { x: round(at.x), y: round(at.y + 0.25), 'text-anchor': 'middle', 'font-size': 0.11, fill: '#1f4e86' },
      `${r.current} · ${r.depth}`,
    ),
    art('title', {}, `Current ${r.current} flowing ${r.direction}, ${r.depth} (B21.121, B21.122)`),
  );
}

/** Each Crest Line of the map in play as a heavy brown hexside stroke (B21.2). */
export function crestArt(map: GameMap, corners: (h: Hex) => { x: number; y: number }[]): Art[] {
  return crestLines(map).map(({ hex, side }) => {
    const cell = map.byName(hex)!;
    const pts = corners(cell.hex);
    const i = DIRECTIONS.indexOf(side);
    const a = pts[(4 + i) % 6]!;
    const b = pts[(5 + i) % 6]!;
    return art(
      'line',
      {
        class: 'crest-line',
        'data-hex': hex,
        'data-side': side,
        x1: round(a.x),
        y1: round(a.y),
        x2: round(b.x),
        y2: round(b.y),
        stroke: '#6b3a14',
        'stroke-width': 0.13,
        'stroke-linecap': 'round',
        'pointer-events': 'none',
      },
      art('title', {}, `Crest Line ${hex} ${side} (B21.2)`),
    );
  });
}
