// SC.1-SC.6 the Sewer cards (rules/sewerCards): board 71 of open ground unless a test says otherwise;
// the action turn is set up directly (phase 'Act'); the unit activated to move is set in the core's
// activation state (the turn's `activate` command is another module's).
import type { GameEvent } from '../../engine/events';
import type { Side } from '../../engine/state';
import { ruleset } from '../../rulesets/index';
import { given, type Given } from '../../testing/scenarioBuilder';
import type { SewerCardsView } from '../../protocol/moduleViews';
import { activation, readActivation } from '../core/activation';
import { activity, readActivity } from '../core/activity';
import { sewerCardAdvance } from './advance';
import { sewerAssault } from './assault';
import { emerge } from './emerge';
import { enterSewerCard } from './enter';
import { readCards } from './state';

type Hexes = Record<string, Record<string, unknown>>;
/** Sewer-token hexes of the tests: F5 and along column F (F9 is 4 hexes from F5, F10 is 5), N5. */
const HEXES = ['71F5', '71F6', '71F9', '71F10', '71N5'];

function scene(opts: { hexes?: Hexes; rule?: Record<string, unknown> | null; params?: Record<string, unknown> } = {}): Given {
  return given(
    'sewer-infiltration',
    ruleset('sewer-cards', opts.params),
    (s) => {
      const rules = (s.rules ?? {}) as Record<string, unknown>;
      if (opts.rule !== null) rules.sewerCards = opts.rule ?? { side: 'A', count: 2, hexes: HEXES };
      s.rules = rules;
    },
    (m) => {
      m.hexes = opts.hexes ?? {};
      m.hexsides = [];
    },
  );
}
function ok(r: { ok: boolean; error?: unknown }): void {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
}
/** A's action turn with `unit` activated for `action` (what the turn's activate command would do). */
function activeAs(g: Given, unit: string, action = 'advance', side: Side = 'A'): Given {
  actTurn(g, side);
  activation(g.state).active = { unit, action };
  return g;
}
/** An action turn of `side` (play starts at the first: units not placed by then are out of the game). */
function actTurn(g: Given, side: Side): void {
  if (g.state.status !== 'playing') g.playing({ phase: 'Act', attacker: side });
  g.state.phase = 'Act';
  g.state.attacker = side;
  g.state.step = 1;
}
/** A new action turn of `side` with nothing activated (the core's bookkeeping only). */
function nextTurn(g: Given, side: Side = 'A'): Given {
  actTurn(g, side);
  activation(g.state).active = null;
  return g;
}
const card = (g: Given, id: string) => readCards(g.state).cards[id]!;
const view = (g: Given, who: Side | 'public') => g.view(who).modules.sewerCards as SewerCardsView;
const legal = (g: Given, type: string, side: Side = 'A') => g.game.legal(g.state, side).find((l) => l.type === type);
const seenBy = (g: Given, side: Side, type: string) =>
  g.events.filter((e: GameEvent) => e.type === type && (e.audience === side || e.audience === 'all'));

/** A01 goes down at F5 onto the red card (1 token: exit range 2). */
function down(g: Given, unit = 'A01', at = '71F5', cardId = 'red'): Given {
  if (!g.state.units[unit]!.loc) g.unit(unit, at);
  activeAs(g, unit);
  ok(g.when('A', { type: 'enterSewerCard', unit, card: cardId }));
  return g;
}
/** The red card's squad fresh again with `covered` squares covered (a new round). */
function freshWith(g: Given, cardId: string, covered: number): Given {
  const c = card(g, cardId);
  c.tokens = Array<'opFire'>(covered).fill('opFire');
  activation(g.state).tokens = {};
  return nextTurn(g);
}

describe('SC.1 the scenario’s Sewer rule gives a side N Sewer cards and their entrance markers', () => {
  it('SC.1: count 2 gives the red and blue cards to side A, empty, the track [0,2,4,6,8]', () => {
    const g = scene().unit('A01', '71F5').playing({ phase: 'Act' });
    const v = view(g, 'A');
    expect(v.side).toBe('A');
    expect(v.cards.map((c) => [c.id, c.marker, c.occupied])).toEqual([
      ['red', null, false],
      ['blue', null, false],
    ]);
    expect(v.cards[0]!.track).toEqual([0, 2, 4, 6, 8]);
    expect(v.sewerHexes).toEqual(HEXES);
  });
  it('SC.1: colours as given; without hexes the map’s Manhole Locations have the sewer tokens', () => {
    const g = scene({ rule: { side: 'B', count: 1, colours: ['grey'] }, hexes: { '71K3': { manhole: true } } }).playing({ phase: 'Act' });
    const v = view(g, 'B');
    expect(v.cards.map((c) => c.id)).toEqual(['grey']);
    expect(v.sewerHexes).toEqual(['71K3']);
  });
  it('SC.1: a hex off the map, too few colours, a count of 7 are refused when the match is built', () => {
    expect(() => scene({ rule: { side: 'A', count: 1, hexes: ['71F5', '99Z99'] } })).toThrow(/99Z99 is not a hex/);
    expect(() => scene({ rule: { side: 'A', count: 2, colours: ['red'] } })).toThrow(/2 cards but 1 colours/);
    expect(() => scene({ rule: { side: 'A', count: 7 } })).toThrow();
  });
  it('SC.1: without the Sewer rule there are no cards and no view', () => {
    const g = scene({ rule: null }).playing({ phase: 'Act' });
    expect(g.view('A').modules.sewerCards).toBeUndefined();
  });
});

describe('SC.2 a squad spends 1 MP in a hex with a sewer token to go onto an empty Sewer card', () => {
  it('SC.2: the active squad goes onto the card, the marker on its hex, a fatigue token on the first square; its activation is over', () => {
    const g = down(scene());
    const u = g.state.units.A01!;
    expect(u.loc).toEqual({ hex: '71F5', place: 'sewerCard', level: -1 });
    expect(card(g, 'red')).toMatchObject({ unit: 'A01', marker: '71F5', tokens: ['fatigue'] });
    expect(readActivation(g.state).tokens.A01).toBe('fatigue');
    expect(readActivity(g.state).mf.A01).toBe(1);
    expect(view(g, 'A').cards[0]).toMatchObject({ marker: '71F5', occupied: true, tokens: ['fatigue'], exitRange: 2, unit: { id: 'A01' } });
  });
  it('SC.2: with 1 MF left it may (the last MF); with 0 left it may not', () => {
    const g = scene().unit('A01', '71F5');
    activeAs(g, 'A01');
    activity(g.state).mf.A01 = 4;
    expect(g.when('A', { type: 'enterSewerCard', unit: 'A01' })).toMatchObject({
      ok: false,
      error: { rule: 'SC.2', message: expect.stringMatching(/no MF left/) },
    });
    expect(legal(g, 'enterSewerCard')).toBeUndefined();
    activity(g.state).mf.A01 = 3;
    expect(legal(g, 'enterSewerCard')?.choices).toEqual({ units: [{ id: 'A01', hex: '71F5' }], cards: ['red', 'blue'] });
    ok(g.when('A', { type: 'enterSewerCard', unit: 'A01' }));
    expect(card(g, 'red').unit).toBe('A01'); // the first empty card
  });
  it('SC.2: in a building only at elevation 0: from the ground level yes, from the first level no', () => {
    const building = { '71F5': { terrain: 'stoneBuilding', upperLevels: 1 } };
    const up = scene({ hexes: building }).unit('A01', { hex: '71F5', place: 'upper', level: 1 });
    activeAs(up, 'A01');
    expect(up.when('A', { type: 'enterSewerCard', unit: 'A01' })).toMatchObject({
      ok: false,
      error: { rule: 'SC.2', message: expect.stringMatching(/ground level/) },
    });
    const grd = scene({ hexes: building });
    ok(down(grd).events.length ? { ok: true } : { ok: false });
    expect(card(grd, 'red').marker).toBe('71F5');
  });
  it('SC.2: refused without a sewer token, for a unit not activated to move, for a leader, onto an occupied card', () => {
    const g = scene().unit('A01', '71F4').unit('A06', '71A1').unit('A02', '71F6');
    activeAs(g, 'A01');
    expect(g.when('A', { type: 'enterSewerCard', unit: 'A01' })).toMatchObject({
      ok: false,
      error: { message: '71F4 has no sewer token' },
    });
    g.state.units.A01!.loc = { hex: '71F5', place: 'ground', level: 0 };
    activeAs(g, 'A01', 'fire');
    expect(g.when('A', { type: 'enterSewerCard', unit: 'A01' })).toMatchObject({ ok: false, error: { rule: 'SC.2' } });
    g.state.units.A06!.loc = { hex: '71F5', place: 'ground', level: 0 };
    activeAs(g, 'A06');
    expect(g.when('A', { type: 'enterSewerCard', unit: 'A06' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/not a squad/) },
    });
    down(g, 'A02', '71F6', 'red');
    activeAs(g, 'A01');
    expect(g.when('A', { type: 'enterSewerCard', unit: 'A01', card: 'red' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/one squad per card/) },
    });
  });
  it('SC.2: the other side’s own card colour or a colour nobody has gets the one refusal', () => {
    const g = scene().unit('A01', '71F5');
    activeAs(g, 'A01');
    expect(g.when('A', { type: 'enterSewerCard', unit: 'A01', card: 'mauve' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_UNIT', message: 'you have no Sewer card mauve' },
    });
  });
});

describe('SC.3 in the Status Phase the tokens on the Sewer cards flip to their Op Fire side', () => {
  it('SC.3: the card’s token flips, its square stays covered, the squad is fresh in the next round', () => {
    const g = down(scene());
    activation(g.state).active = null; // the action turns are over
    g.state.phase = 'RtPh';
    ok(g.endPhase());
    expect(g.state.phase).toBe('StPh');
    expect(card(g, 'red').tokens).toEqual(['opFire']);
    expect(readActivation(g.state).tokens).toEqual({});
    ok(g.endPhase());
    expect(g.state.phase).toBe('Act');
    expect(legal(g, 'sewerCardAdvance')?.choices).toEqual({ cards: ['red'] });
  });
});

describe('SC.4 an activated sewer squad advances: a token on the next open square; exit range = lowest uncovered number', () => {
  it('SC.4: the next square is covered, fatigue side up; the exit range goes from 2 to 4; the squad is fatigued', () => {
    const g = down(scene());
    freshWith(g, 'red', 1);
    ok(g.when('A', { type: 'sewerCardAdvance', card: 'red' }));
    expect(card(g, 'red').tokens).toEqual(['opFire', 'fatigue']);
    expect(view(g, 'A').cards[0]!.exitRange).toBe(4);
    expect(readActivation(g.state).tokens.A01).toBe('fatigue');
    expect(g.when('A', { type: 'sewerCardAdvance', card: 'red' })).toMatchObject({ ok: false, error: { rule: 'SC.4' } });
  });
  it('SC.4: a squad that acted this round (not fresh) may not advance', () => {
    const g = down(scene());
    nextTurn(g);
    expect(legal(g, 'sewerCardAdvance')).toBeUndefined();
    expect(g.when('A', { type: 'sewerCardAdvance', card: 'red' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/not fresh/), rule: 'SC.4' },
    });
  });
  it('SC.4 (our reading): with four squares covered the exit range is 8; with all five covered it stays 8 and the card advances no more', () => {
    const g = down(scene());
    freshWith(g, 'red', 4);
    expect(view(g, 'A').cards[0]!.exitRange).toBe(8);
    ok(g.when('A', { type: 'sewerCardAdvance', card: 'red' }));
    expect(view(g, 'A').cards[0]!.exitRange).toBe(8);
    freshWith(g, 'red', 5);
    expect(legal(g, 'sewerCardAdvance')).toBeUndefined();
  });
});

describe('SC.5 the squad is placed on a sewer-token hex within exit range of its marker and takes a normal action', () => {
  it('SC.5 (the text’s example): the red card, fresh, two squares covered: advance, emerge up to 4 hexes (4 yes, 5 no), assault the enemy on A or be placed on B', () => {
    const g = down(scene().unit('A02', '71N5').unit('B01', '71F6')); // hex A: the enemy B01 within 1
    down(g, 'A02', '71N5', 'blue');
    freshWith(g, 'red', 2);
    activation(g.state).tokens.A02 = 'fatigue'; // the blue card's squad has acted this round
    expect(legal(g, 'sewerCardAdvance')?.choices).toEqual({ cards: ['red'] });
    expect(legal(g, 'emerge')?.choices).toEqual({
      options: [{ card: 'red', hexes: ['71F5', '71F9'] }],
      actions: ['advance', 'fire', 'fireAndMove', 'opFire'],
    });
    expect(legal(g, 'sewerAssault')?.choices).toEqual({ options: [{ card: 'red', hexes: ['71F6'] }] });
    expect(g.when('A', { type: 'emerge', card: 'red', hex: '71F10', action: 'advance' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION', rule: 'SC.5' },
    });
    ok(g.when('A', { type: 'emerge', card: 'red', hex: '71F9', action: 'fireAndMove' })); // hex B, 4 hexes away
    expect(g.state.units.A01!.loc).toEqual({ hex: '71F9', place: 'ground', level: 0 });
    expect(card(g, 'red')).toMatchObject({ unit: null, marker: null, tokens: [] });
    expect(readActivation(g.state).active).toEqual({ unit: 'A01', action: 'fireAndMove' });
    expect(readActivation(g.state).tokens.A01).toBeUndefined();
    expect(g.state.pending).toBeNull(); // no Op Fire for the placement
  });
  it('SC.5: not onto a hex an enemy holds (that is an assault); Prepare Op Fire puts its token on at once', () => {
    const g = down(scene().unit('B01', '71F6'));
    freshWith(g, 'red', 1);
    expect(g.when('A', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' })).toMatchObject({
      ok: false,
      error: { rule: 'SC.6' },
    });
    ok(g.when('A', { type: 'emerge', card: 'red', hex: '71F5', action: 'opFire' }));
    expect(readActivation(g.state).tokens.A01).toBe('opFire');
  });
  it('SC.5 (our reading): a unit set up hidden in the hex is found; the squad stays on its card, its activation spent', () => {
    const g = down(scene().unit('B03', '71F6'));
    g.state.units.B03!.status.hidden = true;
    freshWith(g, 'red', 1);
    ok(g.when('A', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' }));
    expect(g.state.units.B03!.status.hidden).toBe(false);
    expect(card(g, 'red').unit).toBe('A01');
    expect(readActivation(g.state).tokens.A01).toBe('fatigue');
  });
});

describe('SC.6 an assault from the sewer: the marker moves to the hex, the tokens come off, attack strength -1', () => {
  // A01 6-2-8 (CC 6, 5 at -1) against B01 4-6-7 (4): 6:4 is 3-2 (Kill Number 6), 5:4 is 1-1 (Kill Number 5)
  function assault(dice: number[]): Given {
    const g = down(scene().unit('B01', '71F6'));
    freshWith(g, 'red', 1);
    g.dice(dice);
    ok(g.when('A', { type: 'sewerAssault', card: 'red', hex: '71F6' }));
    return g;
  }
  it('SC.6: at the Kill Number with -1 deciding: DR 5 would kill at 6 FP (3-2) but is only a Casualty Reduction at 5 (1-1): the assault fails, a fatigue token goes back on the card', () => {
    const g = assault([2, 3, 6, 6]);
    expect(g.state.units.B01!.eliminated).toBeFalsy();
    expect(g.state.units.B01!.kind).toBe('halfSquad'); // the Partial Kill (A11.11)
    expect(g.state.units.A01!.loc).toEqual({ hex: '71F6', place: 'sewerCard', level: -1 });
    expect(card(g, 'red')).toMatchObject({ unit: 'A01', marker: '71F6', tokens: ['fatigue'] });
    expect(g.events.some((e) => e.type === 'roll' && String((e.data as { purpose: string }).purpose).includes('Kill Number 5'))).toBe(true);
  });
  it('SC.6: won (DR 4 < 5): the squad is in the hex, the card empty', () => {
    const g = assault([1, 3, 6, 6]);
    expect(g.state.units.B01!.eliminated).toBe(true);
    expect(g.state.units.A01!.loc).toEqual({ hex: '71F6', place: 'ground', level: 0 });
    expect(card(g, 'red')).toMatchObject({ unit: null, marker: null, tokens: [] });
  });
  it('SC.6: eliminated (B’s DR 2 < 4 at 1-2): the card empties', () => {
    const g = assault([6, 6, 1, 1]);
    expect(g.state.units.A01!.eliminated).toBe(true);
    expect(card(g, 'red')).toMatchObject({ unit: null, marker: null, tokens: [] });
  });
  it('SC.6: only on an enemy-held hex within exit range (the marker at F5, range 2: F6 yes)', () => {
    const g = down(scene().unit('B01', '71F9'));
    freshWith(g, 'red', 1);
    expect(legal(g, 'sewerAssault')).toBeUndefined();
    expect(g.when('A', { type: 'sewerAssault', card: 'red', hex: '71F9' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION', rule: 'SC.6' },
    });
    expect(g.when('A', { type: 'sewerAssault', card: 'red', hex: '71F5' })).toMatchObject({ ok: false, error: { rule: 'SC.5' } });
  });
});

describe('SC.1-SC.6 hidden Sewer cards (match option): the other side sees the markers only', () => {
  it('hidden: B sees the marker and that the card is occupied, never tokens, exit range or squad; nor the advance', () => {
    const g = down(scene({ params: { hiddenSewerCards: true } }));
    for (const who of ['B', 'public'] as const)
      expect(view(g, who).cards[0]).toEqual({ id: 'red', track: [0, 2, 4, 6, 8], marker: '71F5', occupied: true });
    expect(view(g, 'A').cards[0]).toMatchObject({ tokens: ['fatigue'], exitRange: 2, unit: { id: 'A01' } });
    expect(seenBy(g, 'B', 'sewerCardEntered').map((e) => e.data)).toEqual([{ card: 'red', hex: '71F5', rule: 'SC.2' }]);
    freshWith(g, 'red', 1);
    ok(g.when('A', { type: 'sewerCardAdvance', card: 'red' }));
    expect(seenBy(g, 'B', 'sewerAdvanced')).toEqual([]);
    expect(JSON.stringify(g.view('B'))).not.toMatch(/"A01"/);
  });
  it('open cards: B sees tokens, exit range and the squad it saw go down; a squad under "?" stays unnamed', () => {
    const g = down(scene());
    expect(view(g, 'B').cards[0]).toMatchObject({ tokens: ['fatigue'], exitRange: 2, unit: { id: 'A01' } });
    expect(seenBy(g, 'B', 'sewerCardEntered').map((e) => e.data)).toEqual([{ card: 'red', hex: '71F5', unit: 'A01', rule: 'SC.2' }]);
    const c = scene().unit('A02', '71N5', { concealed: true });
    down(c, 'A02', '71N5', 'blue');
    expect(view(c, 'B').cards[1]).not.toHaveProperty('unit');
    expect(seenBy(c, 'B', 'sewerCardEntered').map((e) => e.data)).toEqual([{ card: 'blue', hex: '71N5', rule: 'SC.2' }]);
  });
});

describe('SC.1-SC.6 boundaries pinned by mutation testing (issue #33)', () => {
  it('SC.1: every viewer is told the hexes with a sewer token (the tokens lie on the map for both sides)', () => {
    const g = down(scene());
    for (const who of ['A', 'B', 'public'] as const) expect(view(g, who).sewerHexes).toEqual(HEXES);
  });
  it('SC.5/SC.6: an eliminated enemy holds no hex: the squad may emerge there, and has nothing to assault', () => {
    const g = down(scene().unit('B01', '71F6'));
    g.state.units.B01!.eliminated = true;
    freshWith(g, 'red', 1);
    expect(legal(g, 'sewerAssault')).toBeUndefined();
    expect(legal(g, 'emerge')?.choices).toMatchObject({ options: [{ card: 'red', hexes: ['71F5', '71F6'] }] });
    ok(g.when('A', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' }));
    expect(g.state.units.A01!.loc).toEqual({ hex: '71F6', place: 'ground', level: 0 });
  });
  it('SC.4 (our reading): a card with every square covered is refused by the command too, with the rule; nothing changes', () => {
    const g = down(scene());
    freshWith(g, 'red', 5);
    expect(g.when('A', { type: 'sewerCardAdvance', card: 'red' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'every square of the red Sewer card is covered', rule: 'SC.4' },
    });
    expect(card(g, 'red').tokens).toHaveLength(5);
  });
  it('SC.4: the owner is told the card and its new exit range; with open cards the other side is told the same', () => {
    const g = down(scene());
    freshWith(g, 'red', 1);
    ok(g.when('A', { type: 'sewerCardAdvance', card: 'red' }));
    expect(readActivation(g.state).active).toEqual({ unit: 'A01', action: 'sewerAdvance' });
    const told = { card: 'red', exitRange: 4, rule: 'SC.4' };
    expect(g.events.filter((e) => e.type === 'sewerAdvanced').map((e) => [e.audience, e.data])).toEqual([
      ['A', told],
      ['B', told],
    ]);
  });
  it('SC.4: a playout picks among the offered cards by the random number (first at 0, last near 1)', () => {
    const entry = { type: 'sewerCardAdvance', label: '', rule: 'SC.4', choices: { cards: ['red', 'blue'] } };
    const g = scene();
    const pick = (r: number) => sewerCardAdvance.sample!(entry, () => r, g.game.ctx, g.state, 'A');
    expect(pick(0)).toEqual({ type: 'sewerCardAdvance', card: 'red' });
    expect(pick(0.99)).toEqual({ type: 'sewerCardAdvance', card: 'blue' });
  });
  it('SC.2/SC.5/SC.6: a playout picks the card, hex and action by the random number (first at 0, last near 1)', () => {
    const g = scene();
    const at = (r: number) => () => r;
    const enter = {
      type: 'enterSewerCard',
      label: '',
      rule: 'SC.2',
      choices: { units: [{ id: 'A01', hex: '71F5' }], cards: ['red', 'blue'] },
    };
    expect(enterSewerCard.sample!(enter, at(0), g.game.ctx, g.state, 'A')).toEqual({ type: 'enterSewerCard', unit: 'A01', card: 'red' });
    expect(enterSewerCard.sample!(enter, at(0.99), g.game.ctx, g.state, 'A')).toEqual({
      type: 'enterSewerCard',
      unit: 'A01',
      card: 'blue',
    });
    const options = [
      { card: 'red', hexes: ['71F5', '71F6'] },
      { card: 'blue', hexes: ['71N5', '71F9'] },
    ];
    const out = { type: 'emerge', label: '', rule: 'SC.5', choices: { options, actions: ['advance', 'opFire'] } };
    expect(emerge.sample!(out, at(0), g.game.ctx, g.state, 'A')).toEqual({ type: 'emerge', card: 'red', hex: '71F5', action: 'advance' });
    expect(emerge.sample!(out, at(0.99), g.game.ctx, g.state, 'A')).toEqual({
      type: 'emerge',
      card: 'blue',
      hex: '71F9',
      action: 'opFire',
    });
    const assault = { type: 'sewerAssault', label: '', rule: 'SC.6', choices: { options } };
    expect(sewerAssault.sample!(assault, at(0), g.game.ctx, g.state, 'A')).toEqual({ type: 'sewerAssault', card: 'red', hex: '71F5' });
    expect(sewerAssault.sample!(assault, at(0.99), g.game.ctx, g.state, 'A')).toEqual({ type: 'sewerAssault', card: 'blue', hex: '71F9' });
  });
  const told = (g: Given, type: string) => g.events.filter((e) => e.type === type).map((e) => [e.audience, e.data]);
  it('SC.2: the owner is told the card, the hex and its squad', () => {
    const g = down(scene());
    expect(told(g, 'sewerCardEntered')[0]).toEqual(['A', { card: 'red', hex: '71F5', unit: 'A01', rule: 'SC.2' }]);
  });
  it('SC.5: the owner is told the card, the marker, the hex, the squad and its action; the other side the squad only when it is not under a "?"', () => {
    const g = down(scene());
    freshWith(g, 'red', 1);
    ok(g.when('A', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' }));
    const place = { card: 'red', from: '71F5', hex: '71F6' };
    expect(told(g, 'emerged')).toEqual([
      ['A', { ...place, unit: 'A01', action: 'advance', rule: 'SC.5' }],
      ['B', { ...place, unit: 'A01', rule: 'SC.5' }],
    ]);
    const c = down(scene().unit('A01', '71F5', { concealed: true }));
    freshWith(c, 'red', 1);
    ok(c.when('A', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' }));
    expect(told(c, 'emerged')[1]).toEqual(['B', { ...place, rule: 'SC.5' }]);
    expect(c.state.units.A01!.status.concealed).toBe(true);
  });
  it('SC.5 (our reading, A12.15): the hidden unit found is revealed to all (its "?" too), and all are told the squad stopped', () => {
    const g = down(scene().unit('B03', '71F6', { concealed: true }));
    g.state.units.B03!.status.hidden = true;
    freshWith(g, 'red', 1);
    ok(g.when('A', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' }));
    expect(told(g, 'concealmentLost')).toEqual([
      ['all', { unit: 'B03', type: g.state.units.B03!.type, loc: { hex: '71F6', place: 'ground', level: 0 }, rule: 'A12.15' }],
    ]);
    expect(told(g, 'emerged')).toEqual([['all', { card: 'red', from: '71F5', hex: '71F6', stopped: true, rule: 'SC.5' }]]);
    expect(g.state.units.B03!.status.concealed).toBe(false);
  });
  it('SC.6: the owner is told the squad that assaults; the other side the marker’s move only; all the outcome', () => {
    const g = down(scene().unit('B01', '71F6'));
    freshWith(g, 'red', 1);
    g.dice([1, 3, 6, 6]);
    ok(g.when('A', { type: 'sewerAssault', card: 'red', hex: '71F6' }));
    const move = { card: 'red', from: '71F5', hex: '71F6' };
    expect(told(g, 'sewerAssault')).toEqual([
      ['A', { ...move, unit: 'A01', rule: 'SC.6' }],
      ['B', { ...move, rule: 'SC.6' }],
    ]);
    expect(told(g, 'sewerAssaultResolved')).toEqual([['all', { card: 'red', hex: '71F6', won: true, eliminated: false, rule: 'SC.6' }]]);
    expect(readActivation(g.state).tokens.A01).toBe('fatigue');
  });
  it('SC.2 (hidden information): a squad set up hidden that goes down stays unnamed to the other side, with open cards too', () => {
    const g = scene().unit('A01', '71F5');
    g.state.units.A01!.status.hidden = true;
    down(g);
    expect(told(g, 'sewerCardEntered')[1]).toEqual(['B', { card: 'red', hex: '71F5', rule: 'SC.2' }]);
  });
  it('SC.6: only the cards with an enemy-held hex in range are offered an assault (blue at N5 has none)', () => {
    const g = down(scene().unit('A02', '71N5').unit('B01', '71F6'));
    down(g, 'A02', '71N5', 'blue');
    freshWith(g, 'red', 1);
    expect(legal(g, 'sewerAssault')?.choices).toEqual({ options: [{ card: 'red', hexes: ['71F6'] }] });
  });
  it('SC.5/SC.6: a hex name that is no hex of the map is refused with the rule and the name as sent', () => {
    const g = down(scene().unit('B01', '71F6'));
    freshWith(g, 'red', 1);
    expect(g.when('A', { type: 'sewerAssault', card: 'red', hex: 'ZZ99' })).toMatchObject({
      ok: false,
      error: {
        code: 'ILLEGAL_LOCATION',
        message: 'ZZ99 is no hex with a sewer token within the exit range of the red marker',
        rule: 'SC.6',
      },
    });
    expect(g.when('A', { type: 'emerge', card: 'red', hex: 'ZZ99', action: 'advance' })).toMatchObject({
      ok: false,
      error: {
        code: 'ILLEGAL_LOCATION',
        message: 'ZZ99 is no hex with a sewer token within the exit range of the red marker',
        rule: 'SC.5',
      },
    });
    expect(card(g, 'red')).toMatchObject({ unit: 'A01', marker: '71F5' });
  });
  it('SC.2/SC.7: a squad activated to Fire and Move may go down; a broken one, or one not the active unit, may not', () => {
    const g = scene().unit('A01', '71F5').unit('A02', '71F5');
    activeAs(g, 'A01', 'fireAndMove');
    expect(legal(g, 'enterSewerCard')?.choices).toMatchObject({ units: [{ id: 'A01', hex: '71F5' }] });
    expect(g.when('A', { type: 'enterSewerCard', unit: 'A02' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'A02 is not the unit activated to move in this action turn', rule: 'SC.2' },
    });
    g.state.units.A01!.status.broken = true;
    expect(legal(g, 'enterSewerCard')).toBeUndefined();
    expect(g.when('A', { type: 'enterSewerCard', unit: 'A01' })).toMatchObject({
      ok: false,
      error: { message: 'A01 is broken', rule: 'SC.2' },
    });
    g.state.units.A01!.status.broken = false;
    ok(g.when('A', { type: 'enterSewerCard', unit: 'A01' }));
  });
  it('SC.2: with every card holding a squad none is offered, and going down without naming a card is refused', () => {
    const g = down(scene({ rule: { side: 'A', count: 1, hexes: HEXES } }).unit('A02', '71F6'));
    activeAs(g, 'A02');
    expect(legal(g, 'enterSewerCard')).toBeUndefined();
    expect(g.when('A', { type: 'enterSewerCard', unit: 'A02' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'every Sewer card holds a squad already', rule: 'SC.2' },
    });
  });
  it('SC.2: not in the other side’s action turn', () => {
    const g = scene().unit('A01', '71F5');
    activeAs(g, 'A01', 'advance', 'B');
    expect(legal(g, 'enterSewerCard')).toBeUndefined();
    expect(g.when('A', { type: 'enterSewerCard', unit: 'A01' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN', message: 'a squad enters the sewer in its own action turn', rule: 'SC.2' },
    });
  });
  it('SC.5/SC.6: a friendly unit holds its hex for its side: the squad may emerge to join it, and has nothing to assault there', () => {
    const g = down(scene().unit('A02', '71F6'));
    freshWith(g, 'red', 1);
    expect(legal(g, 'sewerAssault')).toBeUndefined();
    ok(g.when('A', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' }));
    expect(g.state.units.A01!.loc).toEqual({ hex: '71F6', place: 'ground', level: 0 });
  });
  it('SC.5 (A5.1): not onto a hex it would overstack (three squads there already): not offered, refused with the rule', () => {
    const g = down(scene().unit('A02', '71F6').unit('A03', '71F6').unit('A04', '71F6'));
    freshWith(g, 'red', 1);
    expect(legal(g, 'emerge')?.choices).toMatchObject({ options: [{ card: 'red', hexes: ['71F5'] }] });
    expect(g.when('A', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' })).toMatchObject({
      ok: false,
      error: { code: 'OVERSTACKED', message: 'A01 would overstack 71F6', rule: 'A5.1' },
    });
  });
  it('SC.5: the placement is no movement: the squad starts its action with all its MF (the 1 MP of going down is gone)', () => {
    const g = down(scene());
    expect(readActivity(g.state).mf.A01).toBe(1);
    freshWith(g, 'red', 1);
    ok(g.when('A', { type: 'emerge', card: 'red', hex: '71F6', action: 'advance' }));
    expect(readActivity(g.state).mf.A01).toBe(0);
  });
  it('SC.6: the assault is offered as such, activates the squad for an assault, and refuses a hex no known enemy holds with SC.5', () => {
    const g = down(scene().unit('B01', '71F6'));
    freshWith(g, 'red', 1);
    expect(legal(g, 'sewerAssault')).toMatchObject({ label: 'Assault from the sewer', rule: 'SC.6' });
    expect(g.when('A', { type: 'sewerAssault', card: 'red', hex: '71F5' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION', message: 'no enemy unit you know of holds 71F5: emerge there instead', rule: 'SC.5' },
    });
    g.dice([1, 3, 6, 6]);
    ok(g.when('A', { type: 'sewerAssault', card: 'red', hex: '71F6' }));
    expect(readActivation(g.state).active).toEqual({ unit: 'A01', action: 'assault' });
    nextTurn(g);
    expect(g.when('A', { type: 'sewerAssault', card: 'red', hex: '71F6' })).toMatchObject({ ok: false, error: { rule: 'SC.6' } });
  });
});
