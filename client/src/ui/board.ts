// The SVG board, drawn from the map in play (the printed map with the terrain changed during play):
// terrain (water, ice and mudflats each their own fill), elevation shading, roads, manholes, walls,
// hedges and pond hexsides, hex names, the Crest Lines the LOS tool shows, the river's Current counter;
// then the counters a view holds (drawn by ./counters) and the MF badges of the selected stack's move. Pan by dragging, zoom with the wheel or the buttons. Geometry comes from shared/hex, so the client and server agree on every hex.
import { readActivations, tokenBadge } from './sewerCards/activations';
import { entranceMarkerArt } from './sewerCards/art';
import { entranceMarkers, readSewerCards, SEWER_CARD_PLACE } from './sewerCards/cards';
import { centre, corners, DIRECTIONS, type Hex } from '@hexfog/shared/hex/index';
import type { GameMap } from '@hexfog/shared/map/index';
import type { View } from '@hexfog/shared/protocol/index';
import { type Art, toSvg } from './art';
import { fortifiedBuildingMark } from './counters/fortifications';
import { layerOf, positionPhrase, stackArt, type StackItem } from './counters/stack';
import { readTunnels, tunnelEntranceMark, undergroundMarker } from './counters/underground';
import { networkNodeMark, readSewerNetwork } from './counters/sewerNetwork';
import { clear, h, s } from './dom';
import { costBadge, type Priced } from './moveCosts';
import { crestArt, currentCounter, currentHex, readWater, waterFill, waterLook, waterPatterns } from './terrain/water';

const FILL: Record<string, string> = {
  open: '#dfe8c8', stoneBuilding: '#9aa0a6', woodenBuilding: '#c08a55', woods: '#5e8c4a', brush: '#9cb56d', grain: '#e3d27d',
  orchard: '#a9c97f', rubble: '#b3a89a', marsh: '#a7c4b5', gully: '#b59b72', stream: '#8fb8d8', canal: '#5b8fc9', river: '#4f83c2',
  pond: '#6a9bd1', lakeOcean: '#3f73b5',
};

export interface BoardOptions {
  onHexClick(name: string): void;
  /** The counter's name for a unit type (from the scenario's unit types). */
  unitName(type: string): string;
  /** The side's name (from the match summary), for tooltips. */
  sideName(side: string): string;
}

export class Board {
  readonly el: HTMLDivElement;
  private readonly svg: SVGSVGElement;
  private readonly counters: SVGGElement;
  private readonly badges: SVGGElement;
  /** The LOS tool's thread (ui/los), drawn above everything. */
  readonly losLayer = s('g', { class: 'los-thread', 'pointer-events': 'none' }) as SVGGElement;
  private readonly hexEls = new Map<string, SVGElement>();
  private vb = { x: 0, y: 0, w: 10, h: 10 };

  private readonly terrain: SVGGElement;
  private readonly overlay: SVGGElement;
  private readonly crests: SVGGElement;
  private readonly water: SVGGElement;
  private map: GameMap;

  constructor(
    printed: GameMap,
    private readonly opts: BoardOptions,
  ) {
    this.map = printed;
    this.svg = s('svg', { role: 'img', 'aria-label': `map ${printed.doc.name}` }) as SVGSVGElement;
    this.terrain = s('g') as SVGGElement;
    this.overlay = s('g') as SVGGElement;
    this.crests = s('g', { class: 'crest-lines', display: 'none' }) as SVGGElement;
    this.water = s('g') as SVGGElement;
    this.counters = s('g') as SVGGElement;
    this.badges = s('g') as SVGGElement;
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const cell of printed.hexes()) {
      for (const p of corners(cell.hex)) {
        minX = Math.min(minX, p.x); minY = Math.min(minY, p.y); maxX = Math.max(maxX, p.x); maxY = Math.max(maxY, p.y);
      }
    }
    this.drawTerrain(printed);
    this.svg.append(toSvg(waterPatterns()), this.terrain, this.overlay, this.crests, this.water, this.counters, this.badges, this.losLayer);
    this.vb = { x: minX - 0.5, y: minY - 0.5, w: maxX - minX + 1, h: maxY - minY + 1 };
    this.applyViewBox();
    this.enablePanZoom();
    this.el = h('div', { class: 'board-wrap' },
      this.svg,
      h('div', { class: 'board-tools' },
        h('button', { onclick: () => this.zoom(0.8), 'aria-label': 'zoom in' }, '+'),
        h('button', { onclick: () => this.zoom(1.25), 'aria-label': 'zoom out' }, '−'),
      ),
    );
  }

  /** The map in play (the printed map with the terrain changed during play, B21.6 ice...): redrawn when it is another map. */
  setMap(map: GameMap) {
    if (map === this.map) return;
    this.map = map;
    this.drawTerrain(map);
  }

  /** The LOS tool shows the Crest Lines of the map in play (B21.2). */
  showCrests(on: boolean) {
    this.crests.setAttribute('display', on ? 'inline' : 'none');
  }

  /** Terrain, elevation shading, roads, manholes, hex names, hexsides and Crest Lines of a map. */
  private drawTerrain(map: GameMap) {
    clear(this.terrain);
    clear(this.overlay);
    clear(this.crests);
    this.hexEls.clear();
    const { terrain, overlay } = this;
    for (const cell of map.hexes()) {
      const pts = corners(cell.hex);
      const look = waterLook(cell.spec.terrain);
      const poly = s('polygon', { points: pts.map((p) => `${p.x},${p.y}`).join(' '), fill: waterFill(look, FILL[cell.spec.terrain] ?? '#ccc'), class: `hex${look ? ` ${look}` : ''}`, 'data-hex': cell.name, 'data-terrain': cell.spec.terrain });
      poly.addEventListener('click', () => this.opts.onHexClick(cell.name));
      this.hexEls.set(cell.name, poly);
      terrain.append(poly);
      const c = centre(cell.hex);
      if (cell.spec.elevation > 0) overlay.append(s('polygon', { points: pts.map((p) => `${p.x},${p.y}`).join(' '), fill: '#7a5230', opacity: 0.12 * cell.spec.elevation, 'pointer-events': 'none' }));
      for (const side of cell.spec.road?.sides ?? []) {
        const i = DIRECTIONS.indexOf(side);
        const a = pts[(4 + i) % 6]!;
        const b = pts[(5 + i) % 6]!;
        overlay.append(s('line', { x1: c.x, y1: c.y, x2: (a.x + b.x) / 2, y2: (a.y + b.y) / 2, stroke: cell.spec.road!.kind === 'paved' ? '#6b6b6b' : '#a0825a', 'stroke-width': 0.28, 'stroke-linecap': 'round', 'pointer-events': 'none' }));
      }
      if (cell.spec.bridge) overlay.append(s('rect', { x: c.x - 0.18, y: c.y - 0.4, width: 0.36, height: 0.8, fill: '#8b6b4a', stroke: '#3f2f1f', 'stroke-width': 0.03, 'pointer-events': 'none' }, s('title', {}, 'bridge (B6.1)')));
      if (map.isManholeLocation(cell.hex)) overlay.append(s('circle', { cx: c.x, cy: c.y - 0.45, r: 0.12, fill: '#111', 'pointer-events': 'none' }, s('title', {}, 'manhole')));
      if (cell.spec.upperLevels) overlay.append(s('text', { x: c.x + 0.35, y: c.y - 0.35, 'font-size': 0.22, fill: '#222', 'pointer-events': 'none' }, `+${cell.spec.upperLevels}`));
      overlay.append(s('text', { x: c.x, y: c.y + 0.72, 'font-size': 0.18, 'text-anchor': 'middle', fill: '#444', 'pointer-events': 'none' }, cell.name));
    }
    for (const side of map.doc.hexsides) {
      const cell = map.byName(side.hex);
      if (!cell) continue;
      const pts = corners(cell.hex);
      const i = DIRECTIONS.indexOf(side.side);
      const a = pts[(4 + i) % 6]!;
      const b = pts[(5 + i) % 6]!;
      // B21.13: an all-water pond hexside is drawn as water
      const colour = side.terrain === 'wall' ? '#3f3f3f' : side.terrain === 'hedge' ? '#2f6b2f' : side.terrain === 'water' ? FILL.pond! : '#5a3a1a';
      overlay.append(s('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: colour, 'stroke-width': side.terrain === 'water' ? 0.22 : 0.16, class: `hexside ${side.terrain}`, 'data-hex': cell.name, 'data-side': side.side, 'pointer-events': 'none' }));
    }
    for (const line of crestArt(map, corners)) this.crests.append(toSvg(line));
  }

  private applyViewBox() {
    this.svg.setAttribute('viewBox', `${this.vb.x} ${this.vb.y} ${this.vb.w} ${this.vb.h}`);
  }

  zoom(f: number, cx = this.vb.x + this.vb.w / 2, cy = this.vb.y + this.vb.h / 2) {
    this.vb = { x: cx - (cx - this.vb.x) * f, y: cy - (cy - this.vb.y) * f, w: this.vb.w * f, h: this.vb.h * f };
    this.applyViewBox();
  }

  private enablePanZoom() {
    let drag: { x: number; y: number; vx: number; vy: number } | null = null;
    const scale = () => this.vb.w / Math.max(1, this.svg.clientWidth);
    this.svg.addEventListener('pointerdown', (e) => (drag = { x: e.clientX, y: e.clientY, vx: this.vb.x, vy: this.vb.y }));
    window.addEventListener('pointerup', () => (drag = null));
    this.svg.addEventListener('pointermove', (e) => {
      if (!drag || (Math.abs(e.clientX - drag.x) < 3 && Math.abs(e.clientY - drag.y) < 3)) return;
      this.vb.x = drag.vx - (e.clientX - drag.x) * scale();
      this.vb.y = drag.vy - (e.clientY - drag.y) * scale();
      this.applyViewBox();
    });
    this.svg.addEventListener('wheel', (e) => {
      e.preventDefault();
      const r = this.svg.getBoundingClientRect();
      this.zoom(e.deltaY > 0 ? 1.15 : 0.87, this.vb.x + ((e.clientX - r.left) / r.width) * this.vb.w, this.vb.y + ((e.clientY - r.top) / r.height) * this.vb.h);
    }, { passive: false });
  }

  /** Outlines: the setup zone, the hexes a decision offers, the selected hex. */
  highlight(zone: ReadonlySet<string>, options: ReadonlySet<string>, selected: string | null) {
    for (const [name, el] of this.hexEls) {
      el.classList.toggle('zone', zone.has(name));
      el.classList.toggle('option', options.has(name));
      el.classList.toggle('selected', name === selected);
    }
  }

  /** Draws the counters of a view: per hex, units beneath fortification counters, the counters, then units and markers on top; Fortified Building Locations and known tunnel entrances. */
  render(view: View, staged: ReadonlyMap<string, string> = new Map()) {
    clear(this.counters);
    clear(this.water);
    const river = readWater(view.modules).river;
    const at = river ? currentHex(this.map) : null;
    if (river && at) this.drawAt(at.name, (cell) => currentCounter(at.name, centre(cell), river), this.water);
    const forts = view.modules.fortifications;
    const tunnels = readTunnels(view.modules);
    for (const hex of forts?.fortifiedBuildings ?? []) this.drawAt(hex, (cell) => fortifiedBuildingMark(hex, corners(cell), centre(cell)));
    for (const hex of tunnels.entrances) this.drawAt(hex, (cell) => tunnelEntranceMark(hex, centre(cell)));
    // HL.2: the nodes of the heroes-and-leaders sewer networks (manholes are printed already)
    for (const node of readSewerNetwork(view.modules).nodes) this.drawAt(node.hex, (cell) => networkNodeMark(node, centre(cell), this.map.isManholeLocation(cell)) ?? []);
    for (const [hex, items] of stacksOf(view, staged, this.opts.unitName)) this.drawAt(hex, (cell) => stackArt(hex, centre(cell), items, this.opts.sideName));
    // SC.2: the Sewer cards' entrance markers (public)
    for (const [hex, cards] of entranceMarkers(readSewerCards(view.modules))) this.drawAt(hex, (cell) => entranceMarkerArt(hex, centre(cell), cards));
  }

  /** Badges with the MF of each destination of the selected stack's move (none: cleared). */
  showMoveCosts(byHex: ReadonlyMap<string, readonly Priced[]>) {
    clear(this.badges);
    for (const [hex, priced] of byHex) this.drawAt(hex, (cell) => costBadge(hex, centre(cell), priced), this.badges, () => this.opts.onHexClick(hex));
  }

  private drawAt(hex: string, draw: (cell: Hex) => Art | Art[], into: SVGGElement = this.counters, onClick?: () => void) {
    const cell = this.map.byName(hex);
    if (!cell) return;
    for (const a of [draw(cell.hex)].flat()) {
      const el = toSvg(a);
      if (onClick) el.addEventListener('click', onClick);
      into.append(el);
    }
  }
}

/** Every hex's stack items in a view: units (staged setup placements where they will go), "?" and sewer/tunnel markers, Residual FP and fortification counters. */
function stacksOf(view: View, staged: ReadonlyMap<string, string>, unitName: (type: string) => string): Map<string, StackItem[]> {
  const stacks = new Map<string, StackItem[]>();
  const push = (hex: string, item: StackItem) => stacks.set(hex, [...(stacks.get(hex) ?? []), item]);
  const forts = view.modules.fortifications?.counters ?? [];
  const where = (hex: string, position: string | undefined) => positionPhrase(position, forts.filter((f) => f.hex === hex));
  const tokens = readActivations(view.modules)?.tokens ?? {};
  for (const f of forts) push(f.hex, { kind: 'fortification', layer: 'fortification', fortification: f });
  for (const u of view.units) {
    const hex = staged.get(u.id) ?? u.loc?.hex;
    if (!hex || u.eliminated) continue;
    // a squad on a Sewer card is off the map: drawn on its card, its entrance marker on the map (SC.2)
    if (u.loc?.place === SEWER_CARD_PLACE && !staged.has(u.id)) continue;
    const label = u.kind === 'dummy' ? 'dummy' : unitName(u.type);
    const below = u.loc?.place === 'sewer' || u.loc?.place === 'tunnel' ? ` in the ${u.loc.place}` : '';
    const inside = u.loc && !staged.has(u.id) ? where(hex, u.loc.position) : '';
    push(hex, {
      kind: 'piece',
      layer: staged.has(u.id) ? 'top' : layerOf(u.loc),
      unit: u.id,
      label: `${label}${u.concealed ? '?' : ''}${below ? '↓' : ''}`,
      side: u.side,
      title: `${u.id} ${label}${u.loc && u.loc.level > 0 ? ` level ${u.loc.level}` : ''}${below}${inside ? ` ${inside}` : ''}${u.concealed ? ' (concealed)' : ''}`,
      concealed: u.concealed,
      ...(u.skills?.length ? { skills: u.skills } : {}),
      ...(tokenBadge(tokens[u.id]) ? { token: tokenBadge(tokens[u.id])! } : {}),
    });
  }
  for (const m of view.markers) {
    const inside = where(m.loc.hex, m.loc.position);
    push(m.loc.hex, { kind: 'piece', layer: layerOf(m.loc), label: m.kind === 'concealed' ? '?' : `${m.kind} ?`, side: m.side, title: `${m.kind === 'concealed' ? '"?"' : m.kind} marker${inside ? ` ${inside}` : ''}`, concealed: true });
  }
  // Residual FP counters (A8.2), public
  for (const r of view.modules.fire?.residual ?? []) push(r.hex, { kind: 'piece', layer: 'top', label: `Res ${r.fp}`, side: 'none', title: `Residual FP ${r.fp} (A8.2)`, concealed: false });
  // "Sewer ?" / "Lost ?" counters (B8.41, B8.61): public; their owner also sees the units beneath
  for (const st of view.modules.sewers?.stacks ?? []) push(st.hex, undergroundMarker(st, 'sewer'));
  for (const st of readTunnels(view.modules).stacks) push(st.hex, undergroundMarker(st, 'tunnel'));
  return stacks;
}
