// Markers drawn as counters, the way they lie on an ASL stack: a full counter on top of the unit it
// marks, each kind with its own colours and its word in large letters, so a stack says "PIN" or "DM"
// from across the board. Which markers a unit carries comes from the view's flags (ViewUnit); Residual
// FP (A8.2), "?" (A12), "Sewer ?" / "Lost ?" (B8.41) and Rubble counters are stack items of their own.
// First Fire / Final Fire (A8.1, A8.3) come from the fire part of the view. Pure: Art.
import type { ViewUnit } from '@hexfog/shared/protocol/index';
import { type Art, art } from '../art';
import { COUNTER } from './fortifications';

export const MARKER_KINDS = [
  'concealed',
  'sewer',
  'lost',
  'residual',
  'rubble',
  'hip',
  'berserk',
  'pin',
  'cx',
  'dm',
  'ti',
  'firstFire',
  'finalFire',
] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

export interface MarkerLook {
  /** The large word(s) printed on the counter, one per line. */
  readonly lines: readonly string[];
  readonly face: string;
  readonly ink: string;
  /** What players call it, for the tooltip and the stack viewer. */
  readonly name: string;
  readonly rule: string;
}

export const MARKERS: Readonly<Record<MarkerKind, MarkerLook>> = {
  concealed: { lines: ['?'], face: '#f3e3a1', ink: '#1b1b1b', name: '"?" (concealed)', rule: 'A12' },
  sewer: { lines: ['Sewer', '?'], face: '#37474f', ink: '#ffffff', name: '"Sewer ?"', rule: 'B8.41' },
  lost: { lines: ['Lost', '?'], face: '#5d4037', ink: '#ffe0b2', name: '"Lost ?"', rule: 'B8.41' },
  residual: { lines: ['Resid'], face: '#ffffff', ink: '#c62828', name: 'Residual FP', rule: 'A8.2' },
  rubble: { lines: ['Rubble'], face: '#a1887f', ink: '#1b1b1b', name: 'Rubble', rule: 'B24' },
  hip: { lines: ['HIP'], face: '#263238', ink: '#b2ebf2', name: 'Hidden (HIP)', rule: 'A12.3' },
  berserk: { lines: ['BER-', 'SERK'], face: '#7f0000', ink: '#ffeb3b', name: 'Berserk', rule: 'A15' },
  pin: { lines: ['PIN'], face: '#fafafa', ink: '#b71c1c', name: 'Pin', rule: 'A7.8' },
  cx: { lines: ['CX'], face: '#ffca28', ink: '#1b1b1b', name: 'CX (Counter Exhausted)', rule: 'A4.51' },
  dm: { lines: ['DM'], face: '#4a148c', ink: '#ffffff', name: 'Desperation Morale', rule: 'A10.62' },
  ti: { lines: ['TI'], face: '#9e9e9e', ink: '#111111', name: 'Temporarily Immobilized', rule: 'A4.8' },
  firstFire: { lines: ['First', 'Fire'], face: '#fff59d', ink: '#1b1b1b', name: 'First Fire', rule: 'A8.1' },
  finalFire: { lines: ['Final', 'Fire'], face: '#ffab40', ink: '#1b1b1b', name: 'Final Fire', rule: 'A8.3' },
};

/** The markers a unit's flags put on it, bottom first (HIP and Berserk lie under Pin, CX, DM, TI). */
export function unitMarkers(
  u: Pick<ViewUnit, 'pinned' | 'cx' | 'berserk' | 'hidden'> & Partial<Pick<ViewUnit, 'dm' | 'ti'>>,
): MarkerKind[] {
  const on: [MarkerKind, boolean | undefined][] = [
    ['hip', u.hidden],
    ['berserk', u.berserk],
    ['pin', u.pinned],
    ['cx', u.cx],
    ['dm', u.dm],
    ['ti', u.ti],
  ];
  return on.filter(([, set]) => set === true).map(([k]) => k);
}

/** "Pin (A7.8)"; Residual FP says its value. */
export function markerName(kind: MarkerKind, value?: number): string {
  const m = MARKERS[kind];
  return `${m.name}${value !== undefined ? ` ${value}` : ''} (${m.rule})`;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * A marker counter with its top-left corner at (x, y). `value`: the Residual FP number, printed large.
 * `face` overrides the colour (a "?" in its owner's colours).
 */
export function markerCounterArt(
  kind: MarkerKind,
  x: number,
  y: number,
  opts: { hex?: string; value?: number; face?: string; ink?: string; forUnit?: string; side?: string; title?: string } = {},
): Art {
  const m = MARKERS[kind];
  const S = COUNTER.w;
  const lines = kind === 'residual' && opts.value !== undefined ? [...m.lines, String(opts.value)] : m.lines;
  const big = lines.length === 1 && lines[0]!.length <= 3;
  const size = big ? (lines[0] === '?' ? 0.56 : 0.34) : 0.22;
  const ink = opts.ink ?? m.ink;
  return art(
    'g',
    {
      class: 'counter marker',
      'data-marker': kind,
      ...(opts.hex ? { 'data-hex': opts.hex } : {}),
      ...(opts.forUnit ? { 'data-for': opts.forUnit } : {}),
      ...(opts.side ? { 'data-side': opts.side } : {}),
      'pointer-events': 'none',
    },
    art('rect', {
      x: round(x),
      y: round(y),
      width: S,
      height: S,
      rx: 0.06,
      fill: opts.face ?? m.face,
      stroke: '#111',
      'stroke-width': 0.03,
    }),
    art('rect', {
      x: round(x + 0.04),
      y: round(y + 0.04),
      width: round(S - 0.08),
      height: round(S - 0.08),
      rx: 0.04,
      fill: 'none',
      stroke: ink,
      'stroke-width': 0.015,
      opacity: 0.5,
    }),
    ...lines.map((line, i) => {
      const last = kind === 'residual' && i === lines.length - 1;
      const fs = last ? 0.38 : size;
      const y0 = y + S / 2 + (i - (lines.length - 1) / 2) * 0.29 + fs * 0.35;
      return art(
        'text',
        { x: round(x + S / 2), y: round(y0), 'text-anchor': 'middle', 'font-size': fs, 'font-weight': 700, fill: ink },
        line,
      );
    }),
    art('title', {}, opts.title ?? markerName(kind, opts.value)),
  );
}
