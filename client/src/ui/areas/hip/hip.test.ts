// Hidden Initial Placement's client (A12.3): the reveal lines for each audience's form, the owner's
// setup line, the toggles' commands and the grant line; through the page's own lookup (areaEventLine).
import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { areaEntryText, areaEventLine } from '../index';
import { grantLine, toggleHidden } from './choices';

const ev = (type: string, data: Record<string, unknown>): ViewEvent => ({ version: 1, index: 0, type, data });
const names = { side: (s: string) => s, unit: (t: string) => (t === 'ru-447' ? '4-4-7' : t) };
const loc = { hex: '71C5', place: 'ground', level: 0 };

describe('A12.3 log lines', () => {
  it('A12.31: a hidden unit revealed is "totally discovered"; an ordinary "?" lost is not HIP (the core words it)', () => {
    expect(areaEventLine(ev('concealmentLost', { unit: 'A04', type: 'ru-447', loc, rule: 'A12.31' }), names)).toBe(
      'A04 (4-4-7), set up hidden, is revealed in 71C5: totally discovered, no "?" (A12.31)',
    );
    expect(areaEventLine(ev('concealmentLost', { unit: 'A04', type: 'ru-447', loc, rule: 'A12.14' }), names)).toBeNull();
  });

  it('A12.15 / A12.3: beneath a "?": the owner reads the unit, the other side only that a "?" is placed; A12.12 gains are the core\'s', () => {
    expect(areaEventLine(ev('concealmentGained', { unit: 'A04', loc, rule: 'A12.3' }), names)).toBe(
      'A04 leaves Hidden Initial Placement: on board beneath a "?" in 71C5 (A12.3)',
    );
    expect(areaEventLine(ev('concealmentGained', { loc, rule: 'A12.15' }), names)).toBe(
      'A "?" is placed in 71C5: a hidden unit comes on board (A12.15)',
    );
    expect(areaEventLine(ev('concealmentGained', { loc, rule: 'A12.12' }), names)).toBeNull();
  });

  it('A12.3: the owner hears his own hidden setup', () => {
    expect(areaEventLine(ev('unitsHidden', { units: ['A01', 'A06'], rule: 'A12.3' }), names)).toBe(
      'You set up hidden: A01, A06 (A12.3; the enemy sees nothing of them)',
    );
    expect(areaEventLine(ev('unitsHidden', { units: [], rule: 'A12.3' }), names)).toBe('You set up no unit hidden (A12.3)');
  });
});

describe('A12.3 setup controls', () => {
  const c = { units: ['A01', 'A04', 'A06'], hidden: ['A04'], squadEquivalents: 1, used: 1, smcWithThem: true, hexes: ['71C3'] };
  it('a toggle sends the whole hidden list with the unit added or taken out', () => {
    expect(toggleHidden(c, 'A01')).toEqual({ type: 'setUpHidden', units: ['A01', 'A04'] });
    expect(toggleHidden(c, 'A04')).toEqual({ type: 'setUpHidden', units: [] });
  });
  it('the grant in words, and the entry button', () => {
    expect(grantLine(c)).toBe(
      'Hidden Initial Placement (A12.3): 1 of 1 squad equivalent(s) hidden; leaders with them; every unit set up in 71C3',
    );
    expect(areaEntryText({ type: 'setUpHidden', label: 'Set up hidden', rule: 'A12.3', choices: c }, (id) => id)).toBe(
      'Set up units hidden (A12.3)',
    );
  });
});
