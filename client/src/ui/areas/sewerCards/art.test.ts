import { findArt, shownText, titleOf } from '../../art';
import { pieceCounter } from '../../counters/stack';
import { badgeArt } from '../../counters/badge';
import { entranceMarkerArt } from './art';
import { tokenBadge } from './activations';

describe('SC.2 entrance markers and SC.7 token badges on the board', () => {
  it("one disc per card in the hex, in the card's colour, named in its tooltip", () => {
    const marks = entranceMarkerArt('71F8', { x: 0, y: 0 }, ['red', 'blue']);
    expect(marks.map((m) => m.attrs['data-card'])).toEqual(['red', 'blue']);
    expect(titleOf(marks[0]!)).toBe('entrance marker of Sewer card red (SC.2)');
    expect(findArt(marks[1]!, (a) => a.tag === 'circle')[0]!.attrs.fill).toBe('#1565c0');
  });

  it('a counter with a token shows its badge and says so in its tooltip; none without', () => {
    const c = pieceCounter(
      {
        kind: 'piece',
        layer: 'top',
        label: '6-2-8',
        side: 'A',
        title: 'A01 6-2-8',
        concealed: false,
        unit: 'A01',
        badge: tokenBadge('opFire')!,
      },
      '71F8',
      0,
      0,
    );
    expect(shownText(c)).toEqual(['6-2-8', 'OF']);
    expect(titleOf(c)).toMatch(/A01 6-2-8 · Op Fire token/);
    expect(badgeArt(undefined, 0, 0)).toBeNull();
    expect(
      shownText(pieceCounter({ kind: 'piece', layer: 'top', label: '6-2-8', side: 'A', title: 'A01', concealed: false }, '71F8', 0, 0)),
    ).toEqual(['6-2-8']);
  });
});
