// SC.1/SC.4 the Sewer cards' parameters and the scenario's Sewer rule at their bounds (issue #33, mutation
// testing): what a ruleset or a scenario may say, one step inside and one step outside each bound.
import { SewerCardParams, SewerCardRules } from './params';

const params = (p: Record<string, unknown>) => SewerCardParams.schema.safeParse(p).success;
const rule = (r: Record<string, unknown>) => SewerCardRules.schema.safeParse({ sewerCards: r }).success;

describe('SC.4 the exit-range track and the hidden-cards option', () => {
  it('SC.4: the default track is 0, 2, 4, 6, 8 (DESIGN section 6) and the cards are open', () => {
    expect(SewerCardParams.schema.parse({})).toEqual({ sewerCardTrack: [0, 2, 4, 6, 8], hiddenSewerCards: false });
  });
  it('SC.4: a track has 1 to 12 squares of whole numbers from 0', () => {
    expect(params({ sewerCardTrack: [0] })).toBe(true);
    expect(params({ sewerCardTrack: [] })).toBe(false);
    expect(params({ sewerCardTrack: Array(12).fill(0) })).toBe(true);
    expect(params({ sewerCardTrack: Array(13).fill(0) })).toBe(false);
    expect(params({ sewerCardTrack: [-1] })).toBe(false);
    expect(params({ sewerCardTrack: [1.5] })).toBe(false);
  });
});

describe('SC.1 the scenario’s Sewer rule', () => {
  it('SC.1: side A or B; 1 to 6 cards', () => {
    expect(rule({ side: 'A', count: 1 })).toBe(true);
    expect(rule({ side: 'B', count: 6 })).toBe(true);
    expect(rule({ side: 'C', count: 1 })).toBe(false);
    expect(rule({ side: 'A', count: 0 })).toBe(false);
    expect(rule({ side: 'A', count: 7 })).toBe(false);
    expect(rule({ side: 'A', count: 1.5 })).toBe(false);
  });
  it('SC.1: 1 to 6 colours, each of 1 to 12 characters; hex names of at most 12; no other key', () => {
    expect(rule({ side: 'A', count: 1, colours: ['r'] })).toBe(true);
    expect(rule({ side: 'A', count: 1, colours: [] })).toBe(false);
    expect(rule({ side: 'A', count: 1, colours: ['a', 'b', 'c', 'd', 'e', 'f'] })).toBe(true);
    expect(rule({ side: 'A', count: 1, colours: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toBe(false);
    expect(rule({ side: 'A', count: 1, colours: [''] })).toBe(false);
    expect(rule({ side: 'A', count: 1, colours: ['x'.repeat(12)] })).toBe(true);
    expect(rule({ side: 'A', count: 1, colours: ['x'.repeat(13)] })).toBe(false);
    expect(rule({ side: 'A', count: 1, hexes: ['x'.repeat(12)] })).toBe(true);
    expect(rule({ side: 'A', count: 1, hexes: ['x'.repeat(13)] })).toBe(false);
    expect(rule({ side: 'A', count: 1, extra: 1 })).toBe(false);
    expect(SewerCardRules.schema.safeParse({}).success).toBe(true);
  });
});
