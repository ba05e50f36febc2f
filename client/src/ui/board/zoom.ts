// The board's view box: fitting the whole map into the board area, or, where fitting would shrink the
// counters below a legible size (a two-board map, a phone), the legible scale centred on a point of
// interest; zooming about a point. Pure arithmetic in map units (hex radius 1) and CSS pixels.
import { COUNTER } from '../counters/fortifications';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Size {
  readonly w: number;
  readonly h: number;
}

/** Pixels per map unit the default view aims at: a 0.9-unit counter is 40 px, its numbers about 12 px. */
export const LEGIBLE_PX_PER_UNIT = 44;

/** The least the default view zooms out to show a whole setup zone or every option: a counter is still 32 px. */
export const MIN_LEGIBLE_PX_PER_UNIT = 36;

/** The counter's side in pixels at a scale. */
export function counterPx(pxPerUnit: number): number {
  return COUNTER.w * pxPerUnit;
}

/** The box around points, with a margin. */
export function boundsOf(points: readonly { x: number; y: number }[], margin = 0.3): Box {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  if (!Number.isFinite(minX)) return { x: 0, y: 0, w: 10, h: 10 };
  return { x: minX - margin, y: minY - margin, w: maxX - minX + 2 * margin, h: maxY - minY + 2 * margin };
}

/** Pixels per map unit when `box` fills `viewport` (the SVG keeps the aspect: the smaller ratio). */
export function scaleOf(box: Box, viewport: Size): number {
  return Math.min(viewport.w / box.w, viewport.h / box.h);
}

/** The view box of the viewport's shape, at `pxPerUnit`, centred on `at`. */
export function boxAt(at: { x: number; y: number }, viewport: Size, pxPerUnit: number): Box {
  const w = viewport.w / pxPerUnit;
  const h = viewport.h / pxPerUnit;
  return { x: at.x - w / 2, y: at.y - h / 2, w, h };
}

/** The whole map in the viewport, centred, the box shaped like the viewport. */
export function fitBox(bounds: Box, viewport: Size): Box {
  return boxAt({ x: bounds.x + bounds.w / 2, y: bounds.y + bounds.h / 2 }, viewport, scaleOf(bounds, viewport));
}

/**
 * The default view: the whole map when it fits at a legible scale; else the area of interest (`focus`:
 * the setup zone, the offered hexes, the viewer's units) at the preferred scale, zoomed out as far as
 * the least legible scale to show it whole, centred on it and kept inside the map.
 */
export function legibleBox(
  bounds: Box,
  viewport: Size,
  focus?: Box,
  px = { preferred: LEGIBLE_PX_PER_UNIT, least: MIN_LEGIBLE_PX_PER_UNIT },
): Box {
  const scale = focus ? Math.min(px.preferred, Math.max(px.least, scaleOf(focus, viewport))) : px.preferred;
  if (scaleOf(bounds, viewport) >= scale) return fitBox(bounds, viewport);
  const area = focus ?? bounds;
  const box = boxAt({ x: area.x + area.w / 2, y: area.y + area.h / 2 }, viewport, scale);
  const clampAxis = (pos: number, size: number, lo: number, span: number) =>
    size >= span ? lo + span / 2 - size / 2 : Math.min(Math.max(pos, lo), lo + span - size);
  return { ...box, x: clampAxis(box.x, box.w, bounds.x, bounds.w), y: clampAxis(box.y, box.h, bounds.y, bounds.h) };
}

/** The box zoomed by factor f (< 1 in, > 1 out) about the point (cx, cy), which stays put. */
export function zoomAbout(b: Box, f: number, cx = b.x + b.w / 2, cy = b.y + b.h / 2): Box {
  return { x: cx - (cx - b.x) * f, y: cy - (cy - b.y) * f, w: b.w * f, h: b.h * f };
}
