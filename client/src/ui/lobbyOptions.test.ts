import { createOptions, offersHiddenSewerCards, optionsPhrase } from './lobbyOptions';

describe('the create-match option "hidden Sewer cards"', () => {
  it('is offered for sewer-cards only, and sent only when ticked there', () => {
    expect(offersHiddenSewerCards('sewer-cards')).toBe(true);
    expect(offersHiddenSewerCards('asl')).toBe(false);
    expect(createOptions('sewer-cards', { delay: 0, listed: true, hiddenSewerCards: true })).toEqual({
      spectators: { mode: 'public' },
      lobby: 'public',
      hiddenSewerCards: true,
    });
    expect(createOptions('sewer-cards', { delay: 1, listed: false, hiddenSewerCards: false })).toEqual({
      spectators: { mode: 'delayed', playerTurns: 1 },
      lobby: 'unlisted',
    });
    // ticked, then another ruleset chosen: not sent (the server would refuse it)
    expect(createOptions('asl', { delay: 0, listed: false, hiddenSewerCards: true })).toEqual({
      spectators: { mode: 'public' },
      lobby: 'unlisted',
    });
  });

  it('the lobby entry and the match header say so', () => {
    expect(optionsPhrase({ hiddenSewerCards: true })).toBe(' · hidden Sewer cards');
    expect(optionsPhrase({ hiddenSewerCards: false })).toBe('');
  });
});
