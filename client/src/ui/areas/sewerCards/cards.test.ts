import type { LegalCommand, SewerCardView } from '@hexfog/shared/protocol/index';
import {
  advanceCommand,
  cardColour,
  cardEntries,
  cardFace,
  cardLine,
  cardsToLeave,
  enterCommand,
  entranceMarkers,
  exitHexes,
  leaveCommands,
  readCardEntry,
  readSewerCards,
} from './cards';

const unitName = (t: string) => (t === 'ru-628' ? '6-2-8' : t);
const own: SewerCardView = {
  id: 'red',
  track: [0, 2, 4, 6, 8],
  marker: '71F8',
  occupied: true,
  tokens: ['fatigue', 'opFire'],
  exitRange: 4,
  unit: { id: 'A03', type: 'ru-628' },
};
const theirsHidden: SewerCardView = { id: 'red', track: [0, 2, 4, 6, 8], marker: '71F8', occupied: true };

describe('SC.1 a Sewer card as its viewer may see it', () => {
  it('the owner (or anyone with open cards): colour, the track with its tokens from the first square, exit range, squad', () => {
    const f = cardFace(own, false, unitName);
    expect(f.faceDown).toBe(false);
    expect(f.colour).toBe(cardColour('red'));
    expect(f.squares).toEqual([
      { n: 0, token: 'fatigue' },
      { n: 2, token: 'opFire' },
      { n: 4, token: null },
      { n: 6, token: null },
      { n: 8, token: null },
    ]);
    expect(cardLine(f)).toBe('Sewer card red: A03 6-2-8 · entrance 71F8 · exit range 4 · tokens F, OF');
  });

  it('the opponent with hidden cards: the entrance marker and that it is occupied, face down; nothing else is made up', () => {
    const f = cardFace(theirsHidden, true, unitName);
    expect(f.faceDown).toBe(true);
    expect(f.squares.every((s) => s.token === null)).toBe(true);
    expect(f.exitRange).toBeNull();
    expect(cardLine(f)).toBe('Sewer card red: occupied · entrance 71F8 (hidden)');
    expect(cardFace({ id: 'blue', track: [0, 2], marker: null, occupied: false }, true, unitName).squad).toBe('empty');
  });

  it('the module view is read defensively; entrance markers per hex are public in both modes (SC.2)', () => {
    const v = readSewerCards({
      sewerCards: {
        side: 'A',
        hidden: true,
        cards: [theirsHidden, { id: 'blue', track: [0, 2], marker: '71F8', occupied: true }],
        sewerHexes: ['71F8'],
      },
    })!;
    expect([...entranceMarkers(v)]).toEqual([['71F8', ['red', 'blue']]]);
    expect(readSewerCards({ sewerCards: { side: 'C' } as never })).toBeNull();
    expect(readSewerCards({})).toBeNull();
    expect(entranceMarkers(null).size).toBe(0);
  });
});

describe('SC.2-SC.6 the Sewer-card entries', () => {
  const enter: LegalCommand = {
    type: 'enterSewerCard',
    label: 'Enter the sewer',
    rule: 'SC.2',
    choices: { units: [{ id: 'A01', hex: '71F8' }], cards: ['red', 'blue'] },
  };
  const advance: LegalCommand = { type: 'sewerCardAdvance', label: 'Advance', rule: 'SC.4', choices: { cards: ['red'] } };
  const emerge: LegalCommand = {
    type: 'emerge',
    label: 'Come up',
    rule: 'SC.5',
    choices: { options: [{ card: 'red', hexes: ['71N2', '71N6'] }], actions: ['fire', 'advance'] },
  };
  const sewerAssault: LegalCommand = {
    type: 'sewerAssault',
    label: 'Assault',
    rule: 'SC.6',
    choices: {
      options: [
        { card: 'red', hexes: ['71P2'] },
        { card: 'blue', hexes: [] },
      ],
    },
  };
  const legal = [enter, advance, emerge, sewerAssault];

  it("enter and advance make their commands; the asl sewers' entries are not ours", () => {
    expect(cardEntries(legal).enterSewerCard?.choices.cards).toEqual(['red', 'blue']);
    expect(enterCommand('A01', 'blue')).toEqual({ type: 'enterSewerCard', unit: 'A01', card: 'blue' });
    expect(enterCommand('A01')).toEqual({ type: 'enterSewerCard', unit: 'A01' });
    expect(advanceCommand('red')).toEqual({ type: 'sewerCardAdvance', card: 'red' });
    expect(readCardEntry({ type: 'enterSewer', label: 'x', choices: { units: ['A01'] } })).toBeNull();
    expect(readCardEntry({ type: 'sewerAdvance', label: 'x', choices: { stack: 'S1', into: ['71N2'] } })).toBeNull();
  });

  it("a chosen card's exit range is highlighted: the hexes its emerge and assault options offer", () => {
    expect([...exitHexes(legal, 'red')].sort()).toEqual(['71N2', '71N6', '71P2']);
    expect(exitHexes(legal, 'blue').size).toBe(0);
    expect(exitHexes(legal, null).size).toBe(0);
    expect([...cardsToLeave(legal)]).toEqual(['red']);
  });

  it('a hex picked offers coming up there with each action, or assaulting it', () => {
    expect(leaveCommands(legal, 'red', '71N2')).toEqual([
      { label: 'Come up at 71N2: fire', command: { type: 'emerge', card: 'red', hex: '71N2', action: 'fire' } },
      { label: 'Come up at 71N2: advance', command: { type: 'emerge', card: 'red', hex: '71N2', action: 'advance' } },
    ]);
    expect(leaveCommands(legal, 'red', '71P2')).toEqual([
      { label: 'Assault 71P2 from the sewer', command: { type: 'sewerAssault', card: 'red', hex: '71P2' } },
    ]);
    expect(leaveCommands(legal, 'blue', '71P2')).toEqual([]);
  });
});
