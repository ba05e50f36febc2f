import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { sewerCardsEventLine } from './events';

const ev = (type: string, data: Record<string, unknown>): ViewEvent => ({ version: 1, index: 0, type, data });

describe('SC.2-SC.7 event lines', () => {
  it("the owner's lines name the squad; the other side's (hidden cards, an unseen squad) only what its event carries", () => {
    expect(sewerCardsEventLine(ev('sewerCardEntered', { unit: 'A01', card: 'red', hex: '71F8', rule: 'SC.2' }))).toBe(
      'A01 went down into the sewer at 71F8 onto Sewer card red (SC.2)',
    );
    expect(sewerCardsEventLine(ev('sewerCardEntered', { card: 'red', hex: '71F8', rule: 'SC.2' }))).toBe(
      'a squad went down into the sewer at 71F8 onto Sewer card red (SC.2)',
    );
    expect(sewerCardsEventLine(ev('sewerAdvanced', { card: 'red', exitRange: 4, rule: 'SC.4' }))).toBe(
      'Sewer card red advanced: exit range 4 (SC.4)',
    );
    expect(sewerCardsEventLine(ev('emerged', { unit: 'A01', card: 'red', from: '71F8', hex: '71N6', action: 'fire', rule: 'SC.5' }))).toBe(
      'A01 came up out of the sewer at 71N6 (Sewer card red): fire (SC.5)',
    );
    expect(sewerCardsEventLine(ev('emerged', { card: 'red', from: '71F8', hex: '71N6', stopped: true, rule: 'SC.5' }))).toBe(
      'a squad of Sewer card red could not come up at 71N6: a hidden unit is there (SC.5)',
    );
    expect(sewerCardsEventLine(ev('sewerAssault', { unit: 'A01', card: 'red', from: '71F8', hex: '71P2', rule: 'SC.6' }))).toBe(
      'A01 assaulted 71P2 from the sewer (Sewer card red) (SC.6)',
    );
    expect(sewerCardsEventLine(ev('sewerAssaultResolved', { card: 'red', hex: '71P2', won: false, eliminated: true, rule: 'SC.6' }))).toBe(
      'The assault from Sewer card red on 71P2 failed: the squad was eliminated (SC.6)',
    );
  });

  it("activated and assaulted of the turn; heroes-and-leaders' activated and the asl sewer events are not ours", () => {
    expect(sewerCardsEventLine(ev('activated', { units: ['A02'], action: 'opFire', rule: 'SC.7' }))).toBe(
      'A02 activated: prepare op fire (SC.7)',
    );
    expect(sewerCardsEventLine(ev('activated', { units: [], concealed: true, action: 'advance', rule: 'SC.7' }))).toBe(
      'A "?" activated: advance (SC.7)',
    );
    expect(sewerCardsEventLine(ev('assaulted', { unit: 'A03', hex: '71P3', won: true, rule: 'SC.7' }))).toBe(
      'A03 assaulted 71P3 and holds it (SC.7)',
    );
    expect(sewerCardsEventLine(ev('activated', { by: 'hex', hex: '74B4', units: ['A04'] }))).toBeNull();
    expect(sewerCardsEventLine(ev('sewerEntered', { stack: 'S1', hex: '71F8', side: 'A', rule: 'B8.4' }))).toBeNull();
    expect(sewerCardsEventLine(ev('moved', { units: ['A01'] }))).toBeNull();
  });

  it('a known event of another shape gets a plain line, never raw JSON', () => {
    expect(sewerCardsEventLine(ev('emerged', { unit: 'A01' }))).toBe('emerged');
  });
});
