import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { impulseEventLine, words } from './events';

const ev = (type: string, data: Record<string, unknown>): ViewEvent => ({ version: 1, index: 0, type, data });
const side = (s: string) => (s === 'A' ? 'Soviets' : 'Germans');

describe('HL.3, HL.4 event lines', () => {
  it('activated: by leader (his stack) or by hex', () => {
    expect(impulseEventLine(ev('activated', { by: 'leader', hex: '74C5', leader: 'A01', units: ['A01', 'A03'] }), side)).toBe(
      'Activated leader A01 in 74C5 with A03 (HL.3)',
    );
    expect(impulseEventLine(ev('activated', { by: 'hex', hex: '74B4', units: ['A04'], side: 'A' }), side)).toBe(
      'Soviets activated hex 74B4 with A04 (HL.3)',
    );
    // the other side's event: the leader unseen, a "?" among them; or nothing on the map for it
    expect(impulseEventLine(ev('activated', { by: 'hex', hex: '74B4', units: ['A04'], concealed: true, rule: 'HL.3' }), side)).toBe(
      'Activated hex 74B4 with A04 and a "?" (HL.3)',
    );
    expect(impulseEventLine(ev('activated', { units: [], concealed: true, rule: 'HL.3' }), side)).toBe('Activated a "?" (HL.3)');
  });

  it('a network move, and leaving the network, under the names the module may give them', () => {
    expect(impulseEventLine(ev('networkMoved', { units: ['A01', 'A03'], from: '74C5', to: '74I5', rule: 'HL.4' }), side)).toBe(
      'A01, A03 moved through the sewer network 74C5 → 74I5 (HL.4)',
    );
    expect(impulseEventLine(ev('sewerNetworkMoved', { units: ['B01'], from: '74O5', to: '74I5', melee: true }), side)).toBe(
      'B01 moved through the sewer network 74O5 → 74I5 into Melee (HL.4)',
    );
    expect(impulseEventLine(ev('leftNetwork', { units: ['B01'], hex: '74I5' }), side)).toBe(
      'B01 came up out of the sewer network at 74I5 (HL.4)',
    );
    expect(impulseEventLine(ev('networkLeft', { units: ['B01'], from: '74I5', to: '74I5', rule: 'HL.2' }), side)).toBe(
      'B01 came up out of the sewer network at 74I5 (HL.2)',
    );
    expect(impulseEventLine(ev('networkMoved', { units: [], from: '74C5', to: '74I5', concealed: true, rule: 'HL.4' }), side)).toBe(
      'a "?" moved through the sewer network 74C5 → 74I5 (HL.4)',
    );
  });

  it('an unknown event of these modules gets a plain line, never raw JSON; other events are not ours', () => {
    expect(impulseEventLine(ev('impulsePassed', { side: 'B', rule: 'HL.3' }), side)).toBe('Germans impulse passed (HL.3)');
    expect(impulseEventLine(ev('networkEntered', { units: ['A01'], hex: '74C5' }), side)).toBe('A01 network entered 74C5');
    expect(impulseEventLine(ev('activated', { by: 'somehow' }), side)).toBe('activated');
    expect(impulseEventLine(ev('moved', { units: ['A01'], from: 'a', to: 'b' }), side)).toBeNull();
    expect(words('sewerNetworkMoved')).toBe('sewer network moved');
  });
});
