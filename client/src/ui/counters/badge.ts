// A badge at a counter's right, below the skill badge, clear of the numbers: a rule area's mark on one
// unit (sewer-cards' activation tokens, SC.7: "F" fatigue, "OF" Op Fire). Pure: returns Art.
import { type Art, art } from '../art';
import { COUNTER } from './fortifications';

/** A unit's badge: its short text, its tooltip, its colour. */
export interface UnitBadge {
  readonly text: string;
  readonly title: string;
  readonly colour: string;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The badge on the counter whose top left corner is (x, y); null without one. */
export function badgeArt(badge: UnitBadge | undefined, x: number, y: number): Art | null {
  if (!badge) return null;
  const w = badge.text.length > 2 ? 0.3 : badge.text.length > 1 ? 0.22 : 0.14; // three letters: a MG's class (LMG)
  return art(
    'g',
    { class: 'token-badge', 'data-token': badge.text },
    art('rect', {
      x: round(x + COUNTER.w - w - 0.03),
      y: round(y + 0.2),
      width: w,
      height: 0.14,
      rx: 0.03,
      fill: badge.colour,
      stroke: '#111',
      'stroke-width': 0.02,
    }),
    art(
      'text',
      { x: round(x + COUNTER.w - w / 2 - 0.03), y: round(y + 0.31), 'font-size': 0.11, 'text-anchor': 'middle', fill: '#fff' },
      badge.text,
    ),
    art('title', {}, badge.title),
  );
}
