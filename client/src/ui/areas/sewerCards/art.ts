// Sewer cards on the board (SC.2): each card's entrance marker, a disc of the card's colour at the
// upper right of the hex where its squad went down (public in both modes: the opponent sees the marker,
// never what is on the card when the cards are hidden). And the token badge an activation token puts on
// a counter (SC.7). Pure: Art.
import { type Art, art } from '../../art';
import { cardColour } from './cards';

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The entrance markers in one hex (one disc per card, side by side). */
export function entranceMarkerArt(hex: string, centre: { x: number; y: number }, cards: readonly string[]): Art[] {
  return cards.map((card, i) => {
    const cx = round(centre.x + 0.42 - i * 0.2);
    const cy = round(centre.y - 0.5);
    return art(
      'g',
      { class: 'sewer-entrance', 'data-hex': hex, 'data-card': card, 'pointer-events': 'none' },
      art('circle', { cx, cy, r: 0.12, fill: cardColour(card), stroke: '#111', 'stroke-width': 0.03 }),
      art('text', { x: cx, y: round(cy + 0.05), 'font-size': 0.14, 'text-anchor': 'middle', fill: '#fff' }, 'S'),
      art('title', {}, `entrance marker of Sewer card ${card} (SC.2)`),
    );
  });
}
