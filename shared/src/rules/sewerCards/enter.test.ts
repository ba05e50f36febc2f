// SC.2 boundary tests of going down (issue #33, mutation testing): "A Soviet squad may spend 1 MP in a
// hex with a sewer token to enter the sewer ... place it on any empty Sewer movement card (only one squad
// per card)". What is offered and to whom, and the one-squad-per-card refusal's text and rule. Board 71 with
// open ground; sewer-infiltration: A01-A03 6-2-8, B01-B03 4-6-7; side A has the red and blue cards.
import type { Side } from '../../engine/state';
import { ruleset } from '../../rulesets/index';
import { given, type Given } from '../../testing/scenarioBuilder';
import { activation } from '../core/activation';
import { CARD_PLACE, readCards } from './state';

const HEXES = ['71F5', '71F6', '71K4'];
function scene(): Given {
  return given(
    'sewer-infiltration',
    ruleset('sewer-cards'),
    (s) => {
      s.rules = { ...(s.rules ?? {}), sewerCards: { side: 'A', count: 2, hexes: HEXES } } as typeof s.rules;
    },
    (m) => {
      m.hexes = {};
      m.hexsides = [];
    },
  );
}
/** `side`'s action turn with `unit` activated to advance (what the turn's activate command would do). */
function activeAs(g: Given, unit: string, side: Side = 'A'): Given {
  g.playing({ phase: 'Act', attacker: side });
  activation(g.state).active = { unit, action: 'advance' };
  return g;
}
const offer = (g: Given, side: Side = 'A') => g.game.legal(g.state, side).find((l) => l.type === 'enterSewerCard');

describe('SC.2 what going down offers', () => {
  it('SC.2: the active squad on a sewer-token hex is offered its hex and the empty cards, under SC.2', () => {
    const g = activeAs(scene().unit('A01', '71F5').unit('B01', '71P2'), 'A01');
    expect(offer(g)).toEqual({
      type: 'enterSewerCard',
      label: 'A01 enters the sewer at 71F5',
      rule: 'SC.2',
      choices: { units: [{ id: 'A01', hex: '71F5' }], cards: ['red', 'blue'] },
    });
  });
  it('SC.1/SC.2: a side with no Sewer cards is offered none, though its active squad stands on a sewer token', () => {
    const g = activeAs(scene().unit('A01', '71P2').unit('B01', '71K4'), 'B01', 'B');
    expect(offer(g, 'B')).toBeUndefined();
  });
  it("SC.2: the offer is for the side's own active squad only", () => {
    const g = activeAs(scene().unit('A01', '71P2').unit('B01', '71F5'), 'B01');
    expect(offer(g)).toBeUndefined();
  });
});

describe('SC.2 one squad per card', () => {
  it('SC.2: a card that holds a squad is refused with the reason and the rule', () => {
    const g = scene().unit('A01', '71F5').unit('A02', { hex: '71F6', place: CARD_PLACE, level: -1 }).unit('B01', '71P2');
    activeAs(g, 'A01');
    Object.assign(readCards(g.state).cards.red!, { unit: 'A02', marker: '71F6', tokens: ['fatigue'] });
    expect(offer(g)?.choices).toEqual({ units: [{ id: 'A01', hex: '71F5' }], cards: ['blue'] });
    expect(g.when('A', { type: 'enterSewerCard', unit: 'A01', card: 'red' })).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'the red Sewer card holds a squad already (one squad per card)', rule: 'SC.2' },
    });
  });
});
