// SC.5 boundary tests of the emergence (issue #33, mutation testing): "a unit may be placed on any hex
// with a sewer token that is within exit range from the sewer entrance marker ... If that hex contains an
// enemy unit, the unit in the sewers may attempt an assault from the sewer" (SC.6). What is offered, and
// each refusal's code, text and rule. Board 71 with open ground; sewer-infiltration: A01-A03 6-2-8,
// B01-B03 4-6-7.
import { ruleset } from '../../rulesets/index';
import { given, ok, type Given } from '../../testing/scenarioBuilder';
import { activation } from '../core/activation';
import { CARD_PLACE, readCards } from './state';

/** Sewer-token hexes: F5 (the red marker), F6 (1 hex from it), F9 (4 hexes: beyond an exit range of 2). */
const HEXES = ['71F5', '71F6', '71F9'];
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
/** A01 on the red card beneath its marker at F5, one square covered (exit range 2), fresh in A's action turn. */
function onRed(g: Given): Given {
  g.unit('A01', { hex: '71F5', place: CARD_PLACE, level: -1 }).playing({ phase: 'Act', attacker: 'A' });
  Object.assign(readCards(g.state).cards.red!, { unit: 'A01', marker: '71F5', tokens: ['opFire'] });
  activation(g.state).active = null;
  activation(g.state).tokens = {};
  return g;
}
const offer = (g: Given, type: string) => g.game.legal(g.state, 'A').find((l) => l.type === type);

describe('SC.5 what the emergence offers', () => {
  it('SC.5: the offer names itself and its rule; a card with a hex to go to is offered with it', () => {
    const g = onRed(scene());
    expect(offer(g, 'emerge')).toEqual({
      type: 'emerge',
      label: 'Emerge from the sewer',
      rule: 'SC.5',
      choices: { options: [{ card: 'red', hexes: ['71F5', '71F6'] }], actions: ['advance', 'fire', 'fireAndMove', 'opFire'] },
    });
  });
  it('SC.5/SC.6: every sewer-token hex in exit range held by a known enemy: no emergence is offered (an assault is)', () => {
    const g = onRed(scene().unit('B01', '71F5').unit('B02', '71F6'));
    expect(offer(g, 'emerge')).toBeUndefined();
    expect(offer(g, 'sewerAssault')).toBeDefined();
  });
});

describe('SC.5 the refusals name their rule', () => {
  it('SC.6: a hex an enemy holds is refused: it is assaulted from the sewer, not emerged onto', () => {
    const g = onRed(scene().unit('B01', '71F6'));
    expect(g.when('A', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' })).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION', message: 'an enemy holds 71F6: assault it from the sewer instead', rule: 'SC.6' },
    });
  });
  it("SC.5: the card's squad is activated in its side's action turn: refused to the other side, and a second time, under SC.5", () => {
    const g = onRed(scene().unit('A02', '71K7'));
    expect(g.when('B', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN', rule: 'SC.5' },
    });
    ok(g.when('A', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' }));
    expect(g.when('A', { type: 'emerge', card: 'red', hex: '71F5', action: 'advance' })).toMatchObject({
      ok: false,
      error: { rule: 'SC.5' },
    });
  });
});
