import { createdLabel } from './lobbyCards';

const HIDDEN = { id: 'hiddenSewerCards', label: 'hidden Sewer cards', description: '' };
const duel = { name: 'Sewer duel', options: { 'sewer-cards': [HIDDEN], asl: [] } };

describe('the created match label', () => {
  it('says what was created: scenario, ruleset, listing, spectators and the rule options', () => {
    expect(createdLabel(duel, 'asl', { delay: 0, listed: false, rules: new Set() })).toBe(
      'Sewer duel · asl · unlisted · spectators see the public view',
    );
    expect(createdLabel(duel, 'sewer-cards', { delay: 1, listed: true, rules: new Set(['hiddenSewerCards']) })).toBe(
      'Sewer duel · sewer-cards · listed in the public lobby · spectators 1 Player Turn behind · hidden Sewer cards',
    );
    // a ruleset that does not offer the option is never labelled with it (the server refuses it)
    expect(createdLabel(duel, 'asl', { delay: 0, listed: false, rules: new Set(['hiddenSewerCards']) })).not.toContain('hidden');
  });
});
