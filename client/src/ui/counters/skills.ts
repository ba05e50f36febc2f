// Skill cards on Heroes and Leaders (heroes-and-leaders; HL.3: a "Sewer Rat" card lets a Hero or
// Leader move through a sewer network): a small gold badge at the counter's top-right corner with the
// number of cards, the card names in the tooltip and the stack viewer. Only cards the view carries are
// shown (the owner's, the opponent's when shown or revealed). Pure: text and Art.
import { type Art, art } from '../art';
import { COUNTER } from './fortifications';

/** "skill cards: Sewer Rat" / "skill card: Sewer Rat"; empty without cards. */
export function skillsPhrase(skills: readonly string[] | undefined): string {
  if (!skills?.length) return '';
  return `skill card${skills.length > 1 ? 's' : ''}: ${skills.join(', ')}`;
}

/** The initials of a card ("Sewer Rat" -> "SR"), what the badge shows for a single card. */
export function cardInitials(card: string): string {
  return card
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
    .slice(0, 3);
}

/** The badge on a counter whose top-left corner is (x, y); null without cards. */
export function skillBadge(skills: readonly string[] | undefined, x: number, y: number): Art | null {
  if (!skills?.length) return null;
  const cx = Math.round((x + COUNTER.w - 0.02) * 1000) / 1000;
  const cy = Math.round((y + 0.02) * 1000) / 1000;
  return art(
    'g',
    { class: 'skill-badge', 'data-skills': skills.join('|') },
    art('circle', { cx, cy, r: 0.1, fill: '#e9c46a', stroke: '#5c4400', 'stroke-width': 0.02 }),
    art(
      'text',
      { x: cx, y: Math.round((cy + 0.035) * 1000) / 1000, 'text-anchor': 'middle', 'font-size': 0.09, fill: '#3b2a00' },
      skills.length > 1 ? String(skills.length) : cardInitials(skills[0]!),
    ),
    art('title', {}, skillsPhrase(skills)),
  );
}
