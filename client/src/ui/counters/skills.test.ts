import { findArt, shownText, titleOf } from '../art';
import { cardInitials, skillBadge, skillsPhrase } from './skills';
import { pieceCounter } from './stack';

describe('HL.3 skill cards on Hero and Leader counters', () => {
  it("a badge with the card's initials (or the number of cards), the names in its tooltip; none without cards", () => {
    const one = skillBadge(['Sewer Rat'], 1, 2)!;
    expect(one.attrs).toMatchObject({ class: 'skill-badge', 'data-skills': 'Sewer Rat' });
    expect(shownText(one)).toEqual(['SR']);
    expect(titleOf(one)).toBe('skill card: Sewer Rat');
    expect(shownText(skillBadge(['Sewer Rat', 'Iron Will'], 0, 0)!)).toEqual(['2']);
    expect(skillBadge([], 0, 0)).toBeNull();
    expect(skillBadge(undefined, 0, 0)).toBeNull();
    expect(skillsPhrase(['Sewer Rat', 'Iron Will'])).toBe('skill cards: Sewer Rat, Iron Will');
    expect(cardInitials('sewer  rat')).toBe('SR');
  });

  it('the counter carries the badge and its tooltip names the cards', () => {
    const c = pieceCounter(
      { kind: 'piece', layer: 'top', label: '8-1', side: 'A', title: 'A01 8-1', concealed: false, unit: 'A01', skills: ['Sewer Rat'] },
      '74C5',
      0,
      0,
    );
    expect(findArt(c, (a) => a.attrs['class'] === 'skill-badge')).toHaveLength(1);
    expect(titleOf(c)).toBe('A01 8-1 · skill card: Sewer Rat');
    const plain = pieceCounter(
      { kind: 'piece', layer: 'top', label: '6-2-8', side: 'A', title: 'A03 6-2-8', concealed: false, unit: 'A03' },
      '74C5',
      0,
      0,
    );
    expect(findArt(plain, (a) => a.attrs['class'] === 'skill-badge')).toHaveLength(0);
    expect(titleOf(plain)).toBe('A03 6-2-8');
  });
});
