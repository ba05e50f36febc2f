import type { LegalCommand, View } from '@hexfog/shared/protocol/index';
import { nothingToDo } from './skipPhases';

const end: LegalCommand = { type: 'endPhase', label: 'Done with RPh', command: { type: 'endPhase' } };
const resign: LegalCommand = { type: 'resign', label: 'Resign', command: { type: 'resign' } };
const rally: LegalCommand = { type: 'rally', label: 'Rally', choices: { units: ['A01'] } };
const view = (legal: LegalCommand[], more: Partial<View> = {}) => ({ status: 'playing', pending: null, legal, ...more }) as unknown as View;

describe('a phase with nothing to do (the skip preference)', () => {
  it('is one where ending it (and resigning) is all the seat may do', () => {
    expect(nothingToDo(view([end, resign]), 'A')).toBe(end);
    expect(nothingToDo(view([end]), 'B')).toBe(end);
  });
  it('is not one with any other choice, or without a phase end for this seat', () => {
    expect(nothingToDo(view([end, resign, rally]), 'A')).toBeUndefined();
    expect(nothingToDo(view([resign]), 'A')).toBeUndefined();
  });
  it('never skips for a spectator, outside play, or while another decision waits', () => {
    expect(nothingToDo(view([end]), null)).toBeUndefined();
    expect(nothingToDo(view([end], { status: 'setup' } as Partial<View>), 'A')).toBeUndefined();
    expect(nothingToDo(view([end], { pending: { side: 'A', kind: 'rout' } } as unknown as Partial<View>), 'A')).toBeUndefined();
  });
  it('answers "No fire" to a Defensive First Fire question (A8.1) only when no unit of the seat may fire', () => {
    const dff = { pending: { side: 'B', kind: 'defensiveFirstFire' } } as unknown as Partial<View>;
    const noFire: LegalCommand = { type: 'declineFire', label: 'No fire', command: { type: 'declineFire' } };
    const fire: LegalCommand = { type: 'defensiveFire', label: 'Fire', choices: { firers: ['B01'] } };
    const prompt: LegalCommand = { type: 'setFirstFirePrompt', label: 'Ask me', choices: { modes: ['always'] } };
    expect(nothingToDo(view([noFire, prompt, resign], dff), 'B')).toBe(noFire);
    expect(nothingToDo(view([fire, noFire, prompt, resign], dff), 'B')).toBeUndefined();
    // the question is the other seat's: nothing to answer here
    expect(nothingToDo(view([end, resign], dff), 'A')).toBeUndefined();
  });
});
