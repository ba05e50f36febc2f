// SC.1-SC.6 boundary tests of the sewerCards module (issue #33, mutation testing): the scenario's Sewer
// rule checked when the match is built, the conditions of a squad on a card, the Status Phase flip and the
// invariants. Board 71 with open ground; sewer-infiltration: A01-A03 6-2-8, B01-B03 4-6-7.
import { ruleset } from '../../rulesets/index';
import { given, ok, type Given } from '../../testing/scenarioBuilder';
import { activation } from '../core/activation';
import { sewerCardsModule } from './index';
import { CARD_PLACE, readCards } from './state';

const HEXES = ['71F5', '71F6', '71F9'];
function scene(rule: Record<string, unknown> = { side: 'A', count: 2, hexes: HEXES }, params?: Record<string, unknown>): Given {
  return given(
    'sewer-infiltration',
    ruleset('sewer-cards', params),
    (s) => {
      s.rules = { ...(s.rules ?? {}), sewerCards: rule } as typeof s.rules;
    },
    (m) => {
      m.hexes = {};
      m.hexsides = [];
    },
  );
}
/** A01 on the red card, beneath its marker at F5, with one token (what SC.2 leaves). */
function onRed(g: Given): Given {
  g.unit('A01', { hex: '71F5', place: CARD_PLACE, level: -1 }).playing({ phase: 'Act' });
  Object.assign(readCards(g.state).cards.red!, { unit: 'A01', marker: '71F5', tokens: ['fatigue'] });
  return g;
}
const conditions = (g: Given, unit: string) => sewerCardsModule.unitConditions!(g.game.ctx, g.state, g.state.units[unit]!);
const check = (g: Given) => sewerCardsModule.invariants!(g.game.ctx, g.state);

describe('SC.1 the scenario’s Sewer rule checked when the match is built', () => {
  it('SC.1: as many colours as cards is accepted (one fewer is refused); a colour listed twice is refused', () => {
    expect(() => scene({ side: 'A', count: 2, colours: ['red', 'grey'] })).not.toThrow();
    expect(() => scene({ side: 'A', count: 2, colours: ['red', 'grey', 'pink'] })).not.toThrow();
    expect(() => scene({ side: 'A', count: 2, colours: ['red'] })).toThrow(/2 cards but 1 colours/);
    expect(() => scene({ side: 'A', count: 1, colours: ['red', 'red'] })).toThrow(/a colour is listed twice/);
  });
  it('SC.1: every problem is reported at once, each hex off the map named', () => {
    let message = '';
    try {
      scene({ side: 'A', count: 2, colours: ['red'], hexes: ['71F5', '99Z98', '99Z99'] });
    } catch (e) {
      message = JSON.stringify(e) + String(e);
    }
    expect(message).toMatch(/2 cards but 1 colours/);
    expect(message).toMatch(/99Z98 is not a hex/);
    expect(message).toMatch(/99Z99 is not a hex/);
    expect(message).not.toMatch(/71F5 is not a hex/);
  });
});

describe('SC.4-SC.5 a squad on a Sewer card acts by the card alone', () => {
  it('SC.4/SC.5: a squad on a card may neither move nor fire by the map’s rules; a squad on the map, or eliminated, has no such condition', () => {
    const g = onRed(scene().unit('A02', '71F6').unit('B01', '71K4'));
    expect(conditions(g, 'A01')).toEqual([
      { kind: 'noMove', reason: 'on a Sewer card: it advances, emerges or assaults by the card', rule: 'SC.4' },
      { kind: 'noFire', reason: 'on a Sewer card, out of sight beneath the streets', rule: 'SC.5' },
    ]);
    expect(conditions(g, 'A02')).toEqual([]);
    g.state.units.A01!.eliminated = true;
    expect(conditions(g, 'A01')).toEqual([]);
  });
});

describe('SC.3 the Status Phase flips the tokens on the cards, and only the Status Phase', () => {
  it('SC.3: entering the Rally Phase leaves the fatigue token as it is; entering the Status Phase flips it', () => {
    const g = onRed(scene().unit('B01', '71K4'));
    activation(g.state).active = null;
    g.state.phase = 'RtPh';
    ok(g.endPhase());
    expect(g.state.phase).toBe('StPh');
    expect(readCards(g.state).cards.red!.tokens).toEqual(['opFire']);
    readCards(g.state).cards.red!.tokens = ['fatigue'];
    ok(g.endPhase()); // the action turns start: no flip
    expect(g.state.phase).toBe('Act');
    expect(readCards(g.state).cards.red!.tokens).toEqual(['fatigue']);
  });
});

describe('SC.1-SC.6 invariants of the cards', () => {
  it('SC.2: none for a squad beneath its marker and for empty cards', () => {
    const g = onRed(scene().unit('B01', '71K4'));
    expect(check(g)).toEqual([]);
  });
  it('SC.2: an empty card with a marker, or with tokens, is named', () => {
    const g = onRed(scene().unit('B01', '71K4'));
    readCards(g.state).cards.blue!.marker = '71F6';
    expect(check(g)).toEqual(['the empty blue Sewer card has a marker or tokens']);
    Object.assign(readCards(g.state).cards.blue!, { marker: null, tokens: ['fatigue'] });
    expect(check(g)).toEqual(['the empty blue Sewer card has a marker or tokens']);
  });
  it('SC.2: the card’s squad off its marker, off the card, eliminated or unknown is named', () => {
    const g = onRed(scene().unit('B01', '71K4'));
    const red = readCards(g.state).cards.red!;
    red.marker = '71F6';
    expect(check(g)).toEqual(['A01 of the red Sewer card is not beneath its marker']);
    red.marker = '71F5';
    g.state.units.A01!.loc = { hex: '71F5', place: 'ground', level: 0 } as never;
    expect(check(g)).toEqual(['A01 of the red Sewer card is not beneath its marker']);
    g.state.units.A01!.loc = null;
    expect(check(g)).toEqual(['A01 of the red Sewer card is not beneath its marker']);
    g.state.units.A01!.loc = { hex: '71F5', place: CARD_PLACE, level: -1 } as never;
    g.state.units.A01!.eliminated = true;
    expect(check(g)).toEqual(['A01 of the red Sewer card is not beneath its marker']);
    red.unit = 'Z99';
    expect(check(g)).toEqual(['Z99 of the red Sewer card is not beneath its marker']);
  });
  it('SC.2: a squad beneath the streets on no card is named (not when eliminated)', () => {
    const g = onRed(scene().unit('B01', '71K4'));
    Object.assign(readCards(g.state).cards.red!, { unit: null, marker: null, tokens: [] });
    expect(check(g)).toEqual(['A01 is on no Sewer card']);
    g.state.units.A01!.eliminated = true;
    expect(check(g)).toEqual([]);
  });
});

describe('SC.1-SC.6 the view of the cards: full to the owner, the replay and after the match; to the others by the option', () => {
  const cardsOf = (g: Given, who: 'A' | 'B' | 'public' | 'replay') =>
    (g.view(who).modules.sewerCards as { cards: readonly unknown[] }).cards;
  const full = {
    id: 'red',
    marker: '71F5',
    occupied: true,
    tokens: ['fatigue'],
    exitRange: 2,
    unit: { id: 'A01', type: expect.any(String) },
  };
  it('open cards: an empty card shows its (no) tokens but no exit range and no squad', () => {
    const g = onRed(scene().unit('B01', '71K4'));
    expect(cardsOf(g, 'B')[1]).toEqual({ id: 'blue', track: [0, 2, 4, 6, 8], marker: null, occupied: false, tokens: [] });
    expect(g.view('B').modules.sewerCards).toMatchObject({ side: 'A', hidden: false });
  });
  it('open cards: a squad under "?" is named to its owner, the replay and everyone once the match has ended only', () => {
    const g = onRed(scene().unit('B01', '71K4'));
    g.state.units.A01!.status.concealed = true;
    expect(cardsOf(g, 'A')[0]).toMatchObject(full);
    expect(cardsOf(g, 'replay')[0]).toMatchObject(full);
    for (const who of ['B', 'public'] as const) {
      expect(cardsOf(g, who)[0]).toMatchObject({ tokens: ['fatigue'], exitRange: 2 });
      expect(cardsOf(g, who)[0]).not.toHaveProperty('unit');
    }
    g.state.status = 'ended';
    expect(cardsOf(g, 'B')[0]).toMatchObject(full);
  });
  it('hidden cards: B and the spectators see the marker only; the owner and the replay see all; all see all once ended', () => {
    const g = onRed(scene(undefined, { hiddenSewerCards: true }).unit('B01', '71K4'));
    const markerOnly = { id: 'red', track: [0, 2, 4, 6, 8], marker: '71F5', occupied: true };
    expect(cardsOf(g, 'B')[0]).toEqual(markerOnly);
    expect(cardsOf(g, 'public')[0]).toEqual(markerOnly);
    expect(g.view('B').modules.sewerCards).toMatchObject({ hidden: true });
    expect(cardsOf(g, 'A')[0]).toMatchObject(full);
    expect(cardsOf(g, 'replay')[0]).toMatchObject(full);
    g.state.status = 'ended';
    expect(cardsOf(g, 'public')[0]).toMatchObject(full);
  });
});

describe('SC.2 the Location of a squad on a card, and the rules the module answers for', () => {
  it('SC.2: beneath its marker: underground, out of sight, never stacked with another, no terrain TEM', () => {
    const g = scene();
    expect(g.game.ctx.locations.kind({ hex: '71F5', place: CARD_PLACE, level: -1 } as never)).toEqual({
      id: CARD_PLACE,
      underground: true,
      los: 'none',
      strictStacking: true,
      terrainTem: false,
    });
  });
  it('SC.1-SC.6: the module names the rules it implements (docs/rules-coverage.md lists them)', () => {
    expect(sewerCardsModule.rules).toEqual(['SC.1', 'SC.2', 'SC.3', 'SC.4', 'SC.5', 'SC.6']);
  });
});

describe('SC.4-SC.6 which card’s squad may be activated now', () => {
  const advance = (g: Given, side: 'A' | 'B' = 'A') => g.game.legal(g.state, side).find((l) => l.type === 'sewerCardAdvance');
  it('SC.4: the owner’s card with a fresh squad, in its action turn with nothing active; not the other side, not an eliminated squad', () => {
    const g = onRed(scene().unit('B01', '71K4'));
    Object.assign(g.state, { phase: 'Act', attacker: 'A', step: 1 });
    activation(g.state).active = null;
    expect(advance(g)).toMatchObject({ label: 'Advance in the sewer', rule: 'SC.4', choices: { cards: ['red'] } });
    expect(advance(g, 'B')).toBeUndefined();
    expect(g.when('B', { type: 'sewerCardAdvance', card: 'red' })).toMatchObject({ ok: false });
    g.state.units.A01!.eliminated = true;
    expect(advance(g)).toBeUndefined();
    expect(g.when('A', { type: 'sewerCardAdvance', card: 'red' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'no squad is on the red Sewer card', rule: 'SC.4' },
    });
    g.state.units.A01!.eliminated = false;
    readCards(g.state).cards.red!.unit = 'Z99';
    expect(advance(g)).toBeUndefined();
  });
  it('SC.4: in the other side’s action turn its legal commands offer none of the owner’s cards (the card is the owner’s, SC.1)', () => {
    const g = onRed(scene().unit('B01', '71K4'));
    Object.assign(g.state, { phase: 'Act', attacker: 'B', step: 1 });
    activation(g.state).active = null;
    expect(g.game.legal(g.state, 'B').some((l) => l.type === 'activate')).toBe(true); // B may activate now
    expect(advance(g, 'B')).toBeUndefined();
    expect(g.when('B', { type: 'sewerCardAdvance', card: 'red' })).toMatchObject({ ok: false });
  });
  it('SC.4: not while another unit is active: refused with the rule', () => {
    const g = onRed(scene().unit('A02', '71F6').unit('B01', '71K4'));
    Object.assign(g.state, { phase: 'Act', attacker: 'A', step: 1 });
    activation(g.state).active = { unit: 'A02', action: 'advance' };
    expect(advance(g)).toBeUndefined();
    expect(g.when('A', { type: 'sewerCardAdvance', card: 'red' })).toEqual({
      ok: false,
      error: {
        code: 'NOT_YOUR_TURN',
        message: 'a Sewer card’s squad is activated in its side’s action turn, before anything else is',
        rule: 'SC.4',
      },
    });
  });
});

describe('SC.1 the hexes with a sewer token as the scenario names them', () => {
  it('SC.1: a hex the scenario writes another way (71F05) is the map’s hex by its own name (71F5)', () => {
    const g = scene({ side: 'A', count: 1, hexes: ['71F05'] });
    expect((g.view('B').modules.sewerCards as { sewerHexes: readonly string[] }).sewerHexes).toEqual(['71F5']);
  });
});
