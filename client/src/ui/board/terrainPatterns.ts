// The fills that make each terrain kind recognisable without reading (our own drawings): woods as
// massed tree crowns, brush as scattered tufts, grain as rows of ears, an orchard as rows of trees,
// marsh as reeds over water, rubble as broken stones, water with ripples (a canal's straight). SVG patterns in map units
// (hex radius 1), referenced by id from the terrain layer. Pure: Art.
import { type Art, art } from '../art';

const pattern = (id: string, size: number, ...children: Art[]) =>
  art('pattern', { id, width: size, height: size, patternUnits: 'userSpaceOnUse' }, ...children);

export const TERRAIN_PATTERN: Readonly<Record<string, string>> = {
  woods: 'url(#t-woods)',
  brush: 'url(#t-brush)',
  grain: 'url(#t-grain)',
  orchard: 'url(#t-orchard)',
  marsh: 'url(#t-marsh)',
  rubble: 'url(#t-rubble)',
  river: 'url(#t-water-deep)',
  lakeOcean: 'url(#t-water-deep)',
  canal: 'url(#t-canal)',
  pond: 'url(#t-water)',
};

export function terrainPatterns(): Art {
  return art(
    'defs',
    {},
    pattern(
      't-woods',
      0.5,
      art('rect', { width: 0.5, height: 0.5, fill: '#3f6e2f' }),
      art('circle', { cx: 0.12, cy: 0.13, r: 0.13, fill: '#588f3f' }),
      art('circle', { cx: 0.37, cy: 0.2, r: 0.12, fill: '#4e8438' }),
      art('circle', { cx: 0.22, cy: 0.38, r: 0.13, fill: '#5f9a45' }),
      art('circle', { cx: 0.1, cy: 0.1, r: 0.04, fill: '#7cb35a' }),
      art('circle', { cx: 0.34, cy: 0.17, r: 0.035, fill: '#7cb35a' }),
      art('circle', { cx: 0.19, cy: 0.35, r: 0.04, fill: '#86bd62' }),
    ),
    pattern(
      't-brush',
      0.34,
      art('rect', { width: 0.34, height: 0.34, fill: '#b6c98a' }),
      ...[
        [0.08, 0.1],
        [0.25, 0.2],
        [0.12, 0.28],
      ].map(([x, y]) =>
        art('path', {
          d: `M ${x! - 0.05},${y! + 0.03} l 0.05,-0.08 l 0.05,0.08 M ${x},${y! + 0.03} v -0.07`,
          stroke: '#5d7a2e',
          'stroke-width': 0.022,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      ),
    ),
    pattern(
      't-grain',
      0.24,
      art('rect', { width: 0.24, height: 0.24, fill: '#ecd77a' }),
      art('path', {
        d: 'M 0.02,0.08 l 0.05,-0.05 M 0.08,0.08 l 0.05,-0.05 M 0.14,0.08 l 0.05,-0.05 M 0.02,0.2 l 0.05,-0.05 M 0.08,0.2 l 0.05,-0.05 M 0.14,0.2 l 0.05,-0.05',
        stroke: '#b8962f',
        'stroke-width': 0.018,
      }),
    ),
    pattern(
      't-orchard',
      0.36,
      art('rect', { width: 0.36, height: 0.36, fill: '#cfe0a4' }),
      art('circle', { cx: 0.18, cy: 0.18, r: 0.08, fill: '#6d9f45', stroke: '#3f6e2f', 'stroke-width': 0.015 }),
    ),
    pattern(
      't-marsh',
      0.3,
      art('rect', { width: 0.3, height: 0.3, fill: '#a9c6bc' }),
      art('path', { d: 'M 0.03,0.1 h 0.1 M 0.16,0.24 h 0.1', stroke: '#5c8fb0', 'stroke-width': 0.02 }),
      art('path', {
        d: 'M 0.2,0.12 v -0.08 M 0.23,0.12 l 0.03,-0.07 M 0.05,0.25 v -0.08 M 0.08,0.25 l 0.03,-0.07',
        stroke: '#4d6e39',
        'stroke-width': 0.015,
      }),
    ),
    pattern(
      't-rubble',
      0.3,
      art('rect', { width: 0.3, height: 0.3, fill: '#b9b0a2' }),
      art('polygon', { points: '0.03,0.1 0.09,0.03 0.14,0.09 0.08,0.14', fill: '#7d746a' }),
      art('polygon', { points: '0.17,0.2 0.25,0.15 0.27,0.24 0.2,0.27', fill: '#8f867a' }),
      art('polygon', { points: '0.04,0.24 0.1,0.2 0.12,0.27', fill: '#6c645b' }),
    ),
    pattern(
      't-water',
      0.4,
      art('rect', { width: 0.4, height: 0.4, fill: '#6a9bd1' }),
      art('path', {
        d: 'M 0.02,0.12 q 0.05,-0.04 0.1,0 t 0.1,0 M 0.2,0.3 q 0.05,-0.04 0.1,0 t 0.1,0',
        stroke: '#a9c8ea',
        'stroke-width': 0.02,
        fill: 'none',
      }),
    ),
    // a canal: straight-banked, its ripples in straight lines
    pattern(
      't-canal',
      0.3,
      art('rect', { width: 0.3, height: 0.3, fill: '#5b8fc9' }),
      art('path', { d: 'M 0.03,0.08 h 0.12 M 0.15,0.22 h 0.12', stroke: '#c2d8f0', 'stroke-width': 0.018 }),
    ),
    pattern(
      't-water-deep',
      0.4,
      art('rect', { width: 0.4, height: 0.4, fill: '#4a7fbf' }),
      art('path', {
        d: 'M 0.02,0.12 q 0.05,-0.04 0.1,0 t 0.1,0 M 0.2,0.3 q 0.05,-0.04 0.1,0 t 0.1,0',
        stroke: '#8fb4e0',
        'stroke-width': 0.02,
        fill: 'none',
      }),
    ),
  );
}
