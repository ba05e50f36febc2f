// The leak harness and the twin games play sewer-cards in both visibility modes (open and hidden Sewer
// cards, the match option), their bots build the sewer-cards commands from the legal entries alone, and
// the oracle (server/test/leak/knowledge.ts) keeps a squad on a hidden Sewer card out of the opponent's knowledge.
import type { GameState, LegalCommand, UnitState } from '@hexfog/shared';
import { commandFor, sewerCardsCommand } from '../test/leak/bots';
import { GAMES, ruleOptionsOf } from '../test/leak/harness';
import { knowledgeAt } from '../test/leak/knowledge';
import { twinPlans } from '../test/leak/twinScenarios';
import { fingerprint } from '../test/leak/fingerprint';

const seq = (...xs: number[]) => {
  let i = 0;
  return () => xs[i++ % xs.length]!;
};

describe('sewer-cards in both visibility modes', () => {
  it('the ruleset declares the match option as its parameter hiddenSewerCards: both modes are played', () => {
    expect(ruleOptionsOf('sewer-cards')).toEqual([{}, { hiddenSewerCards: true }]);
    expect(ruleOptionsOf('asl')).toEqual([{}]);
  });

  it('the leak games and the twin pairs cover sewer-infiltration-cards in each mode', () => {
    const games = GAMES.filter((g) => g.scenario === 'sewer-infiltration-cards');
    expect(games.map((g) => g.options)).toEqual(ruleOptionsOf('sewer-cards'));
    const plans = twinPlans().filter((p) => p.ruleset === 'sewer-cards');
    for (const mode of ruleOptionsOf('sewer-cards'))
      expect(
        plans.filter((p) => p.scenario === 'sewer-infiltration-cards' && JSON.stringify(p.options) === JSON.stringify(mode)),
      ).toHaveLength(2);
    expect(
      twinPlans()
        .filter((p) => p.ruleset !== 'sewer-cards')
        .every((p) => !p.options.hiddenSewerCards),
    ).toBe(true);
  });
});

describe('the bots build sewer-cards commands from the legal entries (SC.2-SC.7)', () => {
  const entry = (type: string, choices: Record<string, unknown>): LegalCommand => ({ type, label: type, choices });
  const view = { units: [], modules: {} } as never;

  it('activate: a unit and one of its actions; assault: a unit and one of its targets', () => {
    expect(commandFor(entry('activate', { units: [{ id: 'A01', hex: '71F8', actions: ['advance', 'fire'] }] }), seq(0, 0.9), view)).toEqual(
      { type: 'activate', unit: 'A01', action: 'fire' },
    );
    expect(commandFor(entry('assault', { units: [{ id: 'A02', targets: ['71P2'] }] }), seq(0), view)).toEqual({
      type: 'assault',
      unit: 'A02',
      hex: '71P2',
    });
  });

  it('enterSewer onto a card, sewerAdvance, emerge and sewerAssault from their options', () => {
    expect(
      commandFor(entry('enterSewerCard', { units: [{ id: 'A01', hex: '71F8' }], cards: ['red', 'blue'] }), seq(0, 0.6, 0.1), view),
    ).toEqual({ type: 'enterSewerCard', unit: 'A01', card: 'blue' });
    expect(commandFor(entry('sewerCardAdvance', { cards: ['red'] }), seq(0), view)).toEqual({ type: 'sewerCardAdvance', card: 'red' });
    expect(
      commandFor(
        entry('emerge', { options: [{ card: 'red', hexes: ['71N2', '71N6'] }], actions: ['fire', 'advance'] }),
        seq(0, 0.7, 0.2),
        view,
      ),
    ).toEqual({ type: 'emerge', card: 'red', hex: '71N6', action: 'fire' });
    expect(commandFor(entry('sewerAssault', { options: [{ card: 'red', hexes: ['71P2'] }] }), seq(0), view)).toEqual({
      type: 'sewerAssault',
      card: 'red',
      hex: '71P2',
    });
  });

  it("the asl sewers' and heroes-and-leaders' commands are not taken for them", () => {
    const none = (e: LegalCommand) => sewerCardsCommand(e, e.choices ?? {}, seq(0));
    expect(none(entry('enterSewer', { units: ['A01'] }))).toBeNull();
    expect(none(entry('sewerAdvance', { stack: 'S1', into: ['71N2'] }))).toBeNull();
    expect(none(entry('activate', { hexes: ['71F8'], leaders: [] }))).toBeNull();
  });
});

describe('the oracle: a squad on a Sewer card (SC.1)', () => {
  const unit = (over: Partial<UnitState>): UnitState =>
    ({
      id: 'A01',
      side: 'A',
      type: 'ru-628',
      kind: 'squad',
      eliminated: false,
      loc: { hex: '71F8', place: 'sewerCard', level: -1 },
      status: { concealed: false, hidden: false },
      ...over,
    }) as unknown as UnitState;
  const state = (u: UnitState): GameState =>
    ({
      status: 'playing',
      units: { [u.id]: u },
      modules: { sewerCards: { cards: { red: { unit: u.id, marker: '71F8', tokens: ['fatigue'] } } } },
    }) as unknown as GameState;

  it('open cards: the opponent knows the squad (unless concealed); hidden cards: it does not', () => {
    expect(knowledgeAt(state(unit({})), 'B').knownUnits.has('A01')).toBe(true);
    expect(knowledgeAt(state(unit({})), 'B', { hiddenSewerCards: true }).knownUnits.has('A01')).toBe(false);
    expect(knowledgeAt(state(unit({})), 'spectator', { hiddenSewerCards: true }).unknownUnits.has('A01')).toBe(true);
    expect(knowledgeAt(state(unit({})), 'A', { hiddenSewerCards: true }).knownUnits.has('A01')).toBe(true);
    expect(knowledgeAt(state(unit({ status: { concealed: true, hidden: false } } as never)), 'B').knownUnits.has('A01')).toBe(false);
  });

  it("the fingerprint with hidden cards holds each card's marker and occupancy, not its squad or tokens", () => {
    const hidden = fingerprint(state(unit({})), 'B', { hiddenSewerCards: true });
    expect(hidden).toContain('"marker":"71F8"');
    expect(hidden).not.toContain('fatigue');
    expect(fingerprint(state(unit({})), 'B')).toContain('fatigue');
  });
});
