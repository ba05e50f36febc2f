import { choicePhrase, createOptions, offeredOptions, optionsPhrase } from './lobbyOptions';

// a scenario whose catalog entry lists one rule option for one of its rulesets (as a module declares it)
const HIDDEN = { id: 'hiddenSewerCards', label: 'hidden Sewer cards', description: 'the opponent sees only the entrance markers' };
const sc = { options: { 'sewer-cards': [HIDDEN], asl: [] } };

describe('the rule options of the create-match choices (from the catalog)', () => {
  it('are offered for the rulesets that declare them, and sent only when ticked there', () => {
    expect(offeredOptions(sc, 'sewer-cards')).toEqual([HIDDEN]);
    expect(offeredOptions(sc, 'asl')).toEqual([]);
    expect(createOptions(sc, 'sewer-cards', { delay: 0, listed: true, rules: new Set(['hiddenSewerCards']) })).toEqual({
      spectators: { mode: 'public' },
      lobby: 'public',
      rules: { hiddenSewerCards: true },
    });
    expect(createOptions(sc, 'sewer-cards', { delay: 1, listed: false, rules: new Set() })).toEqual({
      spectators: { mode: 'delayed', playerTurns: 1 },
      lobby: 'unlisted',
    });
    // ticked, then another ruleset chosen: not sent (the server would refuse it)
    expect(createOptions(sc, 'asl', { delay: 0, listed: false, rules: new Set(['hiddenSewerCards']) })).toEqual({
      spectators: { mode: 'public' },
      lobby: 'unlisted',
    });
  });

  it('the lobby entry, the match header and the created label say them by their words', () => {
    expect(optionsPhrase({ ruleOptions: [HIDDEN] })).toBe(' · hidden Sewer cards');
    expect(optionsPhrase({ ruleOptions: [] })).toBe('');
    expect(choicePhrase(sc, 'sewer-cards', { delay: 0, listed: false, rules: new Set(['hiddenSewerCards']) })).toBe(
      ' · hidden Sewer cards',
    );
    expect(choicePhrase(sc, 'asl', { delay: 0, listed: false, rules: new Set(['hiddenSewerCards']) })).toBe('');
  });
});
