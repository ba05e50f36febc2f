import { ageText, sideText, termsText, timeControlText } from './terms';

const scenarios = new Map([['sewer-infiltration', { name: 'Sewer infiltration', sides: { A: 'Soviets', B: 'Germans' } }]]);
const base = { id: 'x', poster: 'ivan', scenario: 'sewer-infiltration', ruleset: 'asl', createdAt: '' } as const;

describe('challenge terms, as the accepter reads them', () => {
  it('names the sides from the accepter’s point of view (the poster’s for his own), or says they are drawn', () => {
    expect(sideText({ ...base, side: 'A' }, scenarios)).toBe('ivan plays the Soviets, you the Germans');
    expect(sideText({ ...base, side: 'B' }, scenarios)).toBe('ivan plays the Germans, you the Soviets');
    expect(sideText({ ...base, side: 'random' }, scenarios)).toBe('sides drawn at random');
    expect(sideText({ ...base, side: 'B' }, scenarios, true)).toBe('you play the Germans');
  });
  it('words the time control and the age in players’ words', () => {
    expect(timeControlText(null)).toBe('no clock');
    const clock = { mode: 'clock', initialSeconds: 1200, incrementSeconds: 120, delaySeconds: 10, startsAt: 'setup' } as const;
    expect(timeControlText(clock)).toBe('clock 20 min + 2 min per Player Turn, 10 s free per decision');
    expect(timeControlText({ ...clock, incrementSeconds: 30, delaySeconds: 0, startsAt: 'play' })).toBe(
      'clock 20 min + 30 s per Player Turn from the first Player Turn',
    );
    expect(timeControlText({ mode: 'deadline', secondsPerDecision: 86_400, startsAt: 'setup' })).toBe('1 day per decision');
    expect(timeControlText({ mode: 'deadline', secondsPerDecision: 3 * 86_400, startsAt: 'setup' })).toBe('3 days per decision');
    expect(ageText(30_000)).toBe('just now');
    expect(ageText(5 * 60_000)).toBe('5 min ago');
    expect(ageText(3 * 3600_000)).toBe('3 h ago');
  });
  it('one line: scenario name, ruleset, sides, clock', () => {
    expect(termsText({ ...base, side: 'B', timeControl: null }, scenarios)).toBe(
      'Sewer infiltration · asl · ivan plays the Germans, you the Soviets · no clock',
    );
  });
});
