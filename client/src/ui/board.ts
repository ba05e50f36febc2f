// The SVG board, drawn from the map document: terrain, elevation shading, roads, manholes, water,
// walls and hedges, hex names; then the counters a view holds. Pan by dragging, zoom with the wheel
// or the buttons. Geometry comes from shared/hex, so the client and server agree on every hex.
import { centre, corners, DIRECTIONS } from '@hexfog/shared/hex/index';
import type { GameMap } from '@hexfog/shared/map/index';
import type { View } from '@hexfog/shared/protocol/index';
import { clear, h, s } from './dom';

const FILL: Record<string, string> = {
  open: '#dfe8c8', stoneBuilding: '#9aa0a6', woodenBuilding: '#c08a55', woods: '#5e8c4a', brush: '#9cb56d', grain: '#e3d27d',
  orchard: '#a9c97f', rubble: '#b3a89a', marsh: '#a7c4b5', gully: '#b59b72', stream: '#8fb8d8', canal: '#5b8fc9', river: '#4f83c2',
  pond: '#6a9bd1', lakeOcean: '#3f73b5',
};
const SIDE_COLOUR: Record<string, string> = { A: '#a33b2b', B: '#3b5f2b' };

export interface BoardOptions {
  onHexClick(name: string): void;
  /** The counter's name for a unit type (from the scenario's unit types). */
  unitName(type: string): string;
}

export class Board {
  readonly el: HTMLDivElement;
  private readonly svg: SVGSVGElement;
  private readonly counters: SVGGElement;
  private readonly hexEls = new Map<string, SVGElement>();
  private vb = { x: 0, y: 0, w: 10, h: 10 };

  constructor(
    private readonly map: GameMap,
    private readonly opts: BoardOptions,
  ) {
    this.svg = s('svg', { role: 'img', 'aria-label': `map ${map.doc.name}` }) as SVGSVGElement;
    const terrain = s('g');
    const overlay = s('g');
    this.counters = s('g') as SVGGElement;
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const cell of map.hexes()) {
      const pts = corners(cell.hex);
      for (const p of pts) {
        minX = Math.min(minX, p.x); minY = Math.min(minY, p.y); maxX = Math.max(maxX, p.x); maxY = Math.max(maxY, p.y);
      }
      const poly = s('polygon', { points: pts.map((p) => `${p.x},${p.y}`).join(' '), fill: FILL[cell.spec.terrain] ?? '#ccc', class: 'hex', 'data-hex': cell.name });
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
      const colour = side.terrain === 'wall' ? '#3f3f3f' : side.terrain === 'hedge' ? '#2f6b2f' : '#5a3a1a';
      overlay.append(s('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: colour, 'stroke-width': 0.16, 'pointer-events': 'none' }));
    }
    this.svg.append(terrain, overlay, this.counters);
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

  /** Draws the counters of a view: units stacked per Location, "?" markers. */
  render(view: View, staged: ReadonlyMap<string, string> = new Map()) {
    clear(this.counters);
    const stacks = new Map<string, { label: string; side: string; title: string; concealed: boolean }[]>();
    const push = (hex: string, item: { label: string; side: string; title: string; concealed: boolean }) => stacks.set(hex, [...(stacks.get(hex) ?? []), item]);
    for (const u of view.units) {
      const hex = staged.get(u.id) ?? u.loc?.hex;
      if (!hex || u.eliminated) continue;
      const label = u.kind === 'dummy' ? 'dummy' : this.opts.unitName(u.type);
      const below = u.loc?.place === 'sewer' ? ' in the sewer' : '';
      push(hex, { label: `${label}${u.concealed ? '?' : ''}${below ? '↓' : ''}`, side: u.side, title: `${u.id} ${label}${u.loc && u.loc.level > 0 ? ` level ${u.loc.level}` : ''}${below}${u.concealed ? ' (concealed)' : ''}`, concealed: u.concealed });
    }
    for (const m of view.markers) push(m.loc.hex, { label: m.kind === 'concealed' ? '?' : `${m.kind} ?`, side: m.side, title: `${m.kind === 'concealed' ? '"?"' : m.kind} marker`, concealed: true });
    // Residual FP counters (A8.2), public
    for (const r of view.modules.fire?.residual ?? []) push(r.hex, { label: `Res ${r.fp}`, side: 'none', title: `Residual FP ${r.fp} (A8.2)`, concealed: false });
    // "Sewer ?" / "Lost ?" counters (B8.41): public; their owner also sees the units beneath
    for (const st of view.modules.sewers?.stacks ?? []) push(st.hex, { label: `${st.kind === 'lost' ? 'Lost' : 'Sewer'} ?${st.discovered ? '!' : ''}`, side: st.side, title: `${st.id}: "${st.kind === 'lost' ? 'Lost' : 'Sewer'} ?" beneath ${st.hex}${st.discovered ? ', discovered' : ''}`, concealed: true });
    for (const [hex, items] of stacks) {
      const cell = this.map.byName(hex);
      if (!cell) continue;
      const c = centre(cell.hex);
      items.slice(0, 6).forEach((it, i) => {
        const x = c.x - 0.42 + (i % 3) * 0.12;
        const y = c.y - 0.3 + Math.floor(i / 3) * 0.12 + (i % 3) * 0.06;
        this.counters.append(
          s('g', { class: 'counter', 'data-hex': hex, 'pointer-events': 'none' },
            s('rect', { x, y, width: 0.62, height: 0.42, rx: 0.05, fill: SIDE_COLOUR[it.side] ?? '#555', stroke: it.concealed ? '#f6e27a' : '#111', 'stroke-width': 0.04 }),
            s('text', { x: x + 0.31, y: y + 0.27, 'text-anchor': 'middle', fill: '#fff' }, it.label),
            s('title', {}, it.title),
          ),
        );
      });
    }
  }
}
