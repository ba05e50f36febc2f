// The SVG board, drawn from the map in play (the printed map with the terrain changed during play):
// terrain (./terrain), hexsides, hex names at the top of each hex, the Crest Lines the LOS tool shows,
// the river's Current counter; then the counters a view holds, fanned per hex (../counters/stack, with
// ./unitCounter and ./markers), and the MF badges of the selected stack's move. A click on a hex
// reaches the page (selection, orders) and opens the stack viewer on its counters. Pan by dragging,
// zoom with the wheel or the buttons, "Fit" shows the whole map; the first view is the whole map when
// it fits at a legible scale, else the legible scale on the viewer's units (./zoom). Geometry comes
// from shared/hex, so the client and server agree on every hex.
import { centre, corners, type Hex } from '@hexfog/shared/hex/index';
import type { GameMap } from '@hexfog/shared/map/index';
import type { UnitTypeSummary, View } from '@hexfog/shared/protocol/index';
import { areaMarks, type BoardMark } from '../areas/index';
import { type Art, toSvg } from '../art';
import { fortifiedBuildingMark } from '../counters/fortifications';
import { stackArt, type StackItem } from '../counters/stack';
import { clear, h, s } from '../dom';
import { costBadge, type Priced } from '../moveCosts';
import { crestArt, waterPatterns } from '../terrain/water';
import { stacksOf } from './stacks';
import { StackViewer } from './stackViewer';
import { hexBase, hexFeatures, hexLabel, hexsideArt } from './terrain';
import { terrainPatterns } from './terrainPatterns';
import { boundsOf, type Box, fitBox, legibleBox, zoomAbout } from './zoom';

export interface BoardOptions {
  onHexClick(name: string): void;
  /** The counter's name for a unit type (from the scenario's unit types). */
  unitName(type: string): string;
  /** The side's name (from the match summary), for tooltips. */
  sideName(side: string): string;
  /** The printed counter of a unit type (numbers, nationality): without it counters show their names. */
  unitType?(type: string): UnitTypeSummary | undefined;
  /** A side's nationality, for the colours of its "?" and of its dummies and support weapons. */
  nationality?(side: string): string | undefined;
}

/** How the view box follows the board area's size: the legible default, the whole map, or the player's own zoom. */
type ZoomMode = 'legible' | 'fit' | 'manual';

export class Board {
  readonly el: HTMLDivElement;
  private readonly svg: SVGSVGElement;
  private readonly terrain = s('g', { class: 'terrain-layer' }) as SVGGElement;
  private readonly features = s('g', { class: 'feature-layer', 'pointer-events': 'none' }) as SVGGElement;
  private readonly labels = s('g', { class: 'hex-ids', 'pointer-events': 'none' }) as SVGGElement;
  private readonly crests = s('g', { class: 'crest-lines', display: 'none' }) as SVGGElement;
  private readonly water = s('g') as SVGGElement;
  private readonly counters = s('g', { class: 'counter-layer' }) as SVGGElement;
  private readonly badges = s('g') as SVGGElement;
  /** The LOS tool's thread (ui/los), drawn above everything. */
  readonly losLayer = s('g', { class: 'los-thread', 'pointer-events': 'none' }) as SVGGElement;
  private readonly hexEls = new Map<string, SVGElement>();
  private readonly viewer: StackViewer;
  private stacks = new Map<string, StackItem[]>();
  private vb: Box = { x: 0, y: 0, w: 10, h: 10 };
  private bounds: Box;
  private mode: ZoomMode = 'legible';
  /** The area the default view shows: the setup zone, the offered hexes, the viewer's units. */
  private focus: Box | undefined;
  private map: GameMap;

  constructor(
    printed: GameMap,
    private readonly opts: BoardOptions,
  ) {
    this.map = printed;
    this.svg = s('svg', { role: 'img', 'aria-label': `map ${printed.doc.name}`, 'data-testid': 'board' }) as SVGSVGElement;
    // a margin of a hex's width, so the tools over the board's corner never cover an edge hex
    this.bounds = boundsOf(
      printed.hexes().flatMap((c) => corners(c.hex)),
      1,
    );
    this.drawTerrain(printed);
    this.svg.append(
      toSvg(waterPatterns()),
      toSvg(terrainPatterns()),
      this.terrain,
      this.features,
      this.crests,
      this.labels,
      this.water,
      this.counters,
      this.badges,
      this.losLayer,
    );
    this.viewer = new StackViewer(opts.sideName);
    this.el = h(
      'div',
      { class: 'board-wrap' },
      this.svg,
      h(
        'div',
        { class: 'board-tools' },
        h('button', { onclick: () => this.zoom(0.8), 'aria-label': 'zoom in', title: 'zoom in' }, '+'),
        h('button', { onclick: () => this.zoom(1.25), 'aria-label': 'zoom out', title: 'zoom out' }, '−'),
        h(
          'button',
          { onclick: () => this.fit(), 'aria-label': 'zoom to fit', title: 'show the whole map', 'data-testid': 'zoom-fit' },
          'Fit',
        ),
      ),
      this.viewer.el,
    );
    this.applyViewBox();
    this.enablePanZoom();
    // the board area's size is known once mounted, and changes with the window (and the phone's drawers)
    new ResizeObserver(() => this.follow()).observe(this.svg);
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

  private drawTerrain(map: GameMap) {
    for (const g of [this.terrain, this.features, this.labels, this.crests]) clear(g);
    this.hexEls.clear();
    for (const cell of map.hexes()) {
      const poly = toSvg(hexBase(map, cell));
      poly.addEventListener('click', () => this.hexClicked(cell.name));
      // a mouse over a stack previews it in the stack viewer (touch has no hover: a tap opens it)
      poly.addEventListener('pointerenter', (e) => {
        if ((e as PointerEvent).pointerType === 'mouse') this.viewer.preview(cell.name, this.stacks.get(cell.name) ?? []);
      });
      this.hexEls.set(cell.name, poly);
      this.terrain.append(poly);
      for (const a of hexFeatures(map, cell)) this.features.append(toSvg(a));
      this.labels.append(toSvg(hexLabel(cell)));
    }
    for (const side of map.doc.hexsides) {
      const cell = map.byName(side.hex);
      if (cell) this.features.append(toSvg(hexsideArt(cell, side.side, side.terrain)));
    }
    for (const line of crestArt(map, corners)) this.crests.append(toSvg(line));
  }

  private hexClicked(name: string) {
    this.opts.onHexClick(name);
    this.viewer.show(name, this.stacks.get(name) ?? [], true);
  }

  /** The size of the board area in CSS pixels. */
  private viewport() {
    return { w: this.svg.clientWidth, h: this.svg.clientHeight };
  }

  /** Re-applies the legible default or the fit when the area changes size; the player's own zoom stays. */
  private follow() {
    const vp = this.viewport();
    if (!vp.w || !vp.h || this.mode === 'manual') return;
    this.vb = this.mode === 'fit' ? fitBox(this.bounds, vp) : legibleBox(this.bounds, vp, this.focus);
    this.applyViewBox();
  }

  /** Zoom to fit: the whole map in the board area. */
  fit() {
    this.mode = 'fit';
    this.follow();
  }

  private applyViewBox() {
    const r = (n: number) => Math.round(n * 1000) / 1000;
    this.svg.setAttribute('viewBox', `${r(this.vb.x)} ${r(this.vb.y)} ${r(this.vb.w)} ${r(this.vb.h)}`);
  }

  zoom(f: number, cx?: number, cy?: number) {
    this.mode = 'manual';
    this.vb = zoomAbout(this.vb, f, cx, cy);
    this.applyViewBox();
  }

  private enablePanZoom() {
    let drag: { x: number; y: number; vx: number; vy: number } | null = null;
    const scale = () => this.vb.w / Math.max(1, this.svg.clientWidth);
    this.svg.addEventListener('pointerdown', (e) => (drag = { x: e.clientX, y: e.clientY, vx: this.vb.x, vy: this.vb.y }));
    window.addEventListener('pointerup', () => (drag = null));
    this.svg.addEventListener('pointermove', (e) => {
      if (!drag || (Math.abs(e.clientX - drag.x) < 3 && Math.abs(e.clientY - drag.y) < 3)) return;
      this.mode = 'manual';
      this.vb = { ...this.vb, x: drag.vx - (e.clientX - drag.x) * scale(), y: drag.vy - (e.clientY - drag.y) * scale() };
      this.applyViewBox();
    });
    this.svg.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        const r = this.svg.getBoundingClientRect();
        this.zoom(
          e.deltaY > 0 ? 1.15 : 0.87,
          this.vb.x + ((e.clientX - r.left) / r.width) * this.vb.w,
          this.vb.y + ((e.clientY - r.top) / r.height) * this.vb.h,
        );
      },
      { passive: false },
    );
  }

  /** Outlines: the setup zone, the hexes a decision offers, the selected hex; brought into view unless the player zoomed. */
  highlight(zone: ReadonlySet<string>, options: ReadonlySet<string>, selected: string | null) {
    for (const [name, el] of this.hexEls) {
      el.classList.toggle('zone', zone.has(name));
      el.classList.toggle('option', options.has(name));
      el.classList.toggle('selected', name === selected);
    }
    // the setup zone is where the player looks first (before any unit is placed)
    if (zone.size && !this.focus) {
      this.focus = this.areaOf([...zone]);
      this.follow();
    }
    if (options.size) this.bringIntoView([...options]);
  }

  /** The box around some hexes (undefined for none on this map). */
  private areaOf(hexes: readonly string[]): Box | undefined {
    const points = hexes.flatMap((n) => {
      const cell = this.map.byName(n);
      return cell ? corners(cell.hex) : [];
    });
    return points.length ? boundsOf(points, 0.2) : undefined;
  }

  /** Brings the hexes a decision offers into view, when some are not and the player has not zoomed or panned. */
  private bringIntoView(hexes: readonly string[]) {
    if (this.mode === 'manual') return;
    const inView = (n: string) => {
      const cell = this.map.byName(n);
      if (!cell) return true;
      const c = centre(cell.hex);
      return c.x - 0.5 >= this.vb.x && c.x + 0.5 <= this.vb.x + this.vb.w && c.y - 0.5 >= this.vb.y && c.y + 0.5 <= this.vb.y + this.vb.h;
    };
    if (hexes.every(inView)) return;
    const area = this.areaOf(hexes);
    if (!area) return;
    this.focus = area;
    this.follow();
  }

  /** Draws the counters of a view: per hex, units beneath fortification counters, the counters, then units and markers on top; Fortified Building Locations and the rule areas' marks (areas/: tunnel entrances, network nodes, the Current counter, Sewer card entrances). */
  render(view: View, staged: ReadonlyMap<string, string> = new Map()) {
    clear(this.counters);
    clear(this.water);
    const marks = areaMarks(view, this.map);
    const draw = (layer: BoardMark['layer'], into?: SVGGElement) => {
      for (const m of marks) if (m.layer === layer) this.drawAt(m.hex, (cell) => m.art(cell) ?? [], into);
    };
    draw('water', this.water);
    const forts = view.modules.fortifications;
    for (const hex of forts?.fortifiedBuildings ?? []) this.drawAt(hex, (cell) => fortifiedBuildingMark(hex, corners(cell), centre(cell)));
    draw('under');
    this.stacks = stacksOf(view, staged, this.opts);
    for (const [hex, items] of this.stacks) this.drawAt(hex, (cell) => stackArt(hex, centre(cell), items, this.opts.sideName));
    draw('over');
    if (this.viewer.hex) this.viewer.show(this.viewer.hex, this.stacks.get(this.viewer.hex) ?? []);
    this.focusOnUnits(view);
  }

  /** The first view centres on the viewer's own units (all units for a spectator) when the map is too large to show whole. */
  private focusOnUnits(view: View) {
    if (this.focus || this.mode !== 'legible') return;
    const seen = view.units.filter(
      (u) => u.loc && !u.eliminated && (view.viewer === u.side || (view.viewer !== 'A' && view.viewer !== 'B')),
    );
    this.focus = this.areaOf(seen.map((u) => u.loc!.hex));
    if (this.focus) this.follow();
  }

  /** Badges with the MF of each destination of the selected stack's move (none: cleared). */
  showMoveCosts(byHex: ReadonlyMap<string, readonly Priced[]>) {
    clear(this.badges);
    for (const [hex, priced] of byHex)
      this.drawAt(
        hex,
        (cell) => costBadge(hex, centre(cell), priced),
        this.badges,
        () => this.opts.onHexClick(hex),
      );
  }

  private drawAt(hex: string, draw: (cell: Hex) => Art | readonly Art[], into: SVGGElement = this.counters, onClick?: () => void) {
    const cell = this.map.byName(hex);
    if (!cell) return;
    for (const a of [draw(cell.hex)].flat()) {
      const el = toSvg(a);
      if (onClick) el.addEventListener('click', onClick);
      into.append(el);
    }
  }
}
