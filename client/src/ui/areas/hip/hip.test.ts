// Hidden Initial Placement's client (A12.3): the reveal lines for each audience's form, the owner's
// setup line, the toggles' commands and the grant line; through the page's own lookup (areaEventLine).
import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { areaEntryText, areaEventLine } from '../index';
import { fortificationCounter } from '../../counters/fortifications';
import { fortificationGrantLine, grantLine, toggleFortification, toggleHidden } from './choices';

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

describe('A12.33 fortifications set up hidden (our reading)', () => {
  it('the owner hears his own hidden setup; everyone hears a reveal with its cause and the rule', () => {
    expect(areaEventLine(ev('fortificationsHidden', { counters: ['FA71C5', 'FA71E7'], rule: 'A12.33' }), names)).toBe(
      'You set up hidden your fortification counters in 71C5, 71E7 (A12.33; the enemy sees nothing of them)',
    );
    expect(areaEventLine(ev('fortificationsHidden', { counters: [], rule: 'A12.33' }), names)).toBe(
      'You set up no fortification hidden (A12.33)',
    );
    const fortification = { id: 'FA71C5', kind: 'foxhole', hex: '71C5', side: 'A', squads: 2 };
    expect(areaEventLine(ev('fortificationRevealed', { fortification, why: 'enemyEntered', rule: 'A12.33' }), names)).toBe(
      "A's foxhole 2S in 71C5, set up hidden, is revealed: an enemy unit is in its Location (A12.33)",
    );
    expect(areaEventLine(ev('fortificationRevealed', { fortification, why: 'unitSeen', rule: 'A12.33' }), names)).toContain(
      'a unit is seen beneath it',
    );
  });

  it('a toggle sends the whole hidden list with the counter added or taken out; the grant line; the entry button', () => {
    const c = { counters: ['FA71C5', 'FA71E7'], hidden: ['FA71E7'], max: 2 };
    expect(toggleFortification(c, 'FA71C5')).toEqual({ type: 'hideFortifications', counters: ['FA71C5', 'FA71E7'] });
    expect(toggleFortification(c, 'FA71E7')).toEqual({ type: 'hideFortifications', counters: [] });
    expect(fortificationGrantLine(c)).toBe('Fortifications set up hidden (A12.33, our reading): 1 of 2');
    expect(areaEntryText({ type: 'hideFortifications', label: 'x', rule: 'A12.33', choices: c }, (id) => id)).toBe(
      'Set up fortifications hidden (A12.33)',
    );
  });

  it("the owner's hidden counter is marked HIP on the board (A12.33); a public one is not", () => {
    const f = { id: 'FA71C5', kind: 'foxhole', hex: '71C5', side: 'A' as const, squads: 1 };
    const text = (a: unknown) => JSON.stringify(a);
    expect(text(fortificationCounter({ ...f, hidden: true }, 0, 0, 'Soviet'))).toContain('"data-hidden":"true"');
    expect(text(fortificationCounter({ ...f, hidden: true }, 0, 0, 'Soviet'))).toContain('HIP');
    expect(text(fortificationCounter(f, 0, 0, 'Soviet'))).not.toContain('HIP');
  });
});
