import { createdLabel } from './lobbyCards';

describe('the created match label', () => {
  it('says what was created: scenario, ruleset, listing, spectators and the rule options', () => {
    expect(createdLabel({ name: 'Sewer duel' }, 'asl', { delay: 0, listed: false, hiddenSewerCards: false })).toBe(
      'Sewer duel · asl · unlisted · spectators see the public view',
    );
    expect(createdLabel({ name: 'Sewer duel' }, 'sewer-cards', { delay: 1, listed: true, hiddenSewerCards: true })).toBe(
      'Sewer duel · sewer-cards · listed in the public lobby · spectators 1 Player Turn behind · hidden Sewer cards',
    );
    // a ruleset that does not offer hidden Sewer cards is never labelled with them (the server refuses them)
    expect(createdLabel({ name: 'Sewer duel' }, 'asl', { delay: 0, listed: false, hiddenSewerCards: true })).not.toContain('hidden');
  });
});
