import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { eventLine, makeNames } from './format';

const ev = (type: string, data: Record<string, unknown>): ViewEvent => ({ version: 1, index: 0, type, data });

describe('event lines', () => {
  it('fortificationPlaced / fortificationRemoved in player language; a removal names the counter seen before', () => {
    const names = makeNames({ A: 'Germans', B: 'Soviets' }, []);
    expect(eventLine(ev('fortificationPlaced', { fortification: { id: 'F3', kind: 'foxhole', hex: '72I5', side: 'B', squads: 2 }, rule: 'B27.11' }), names)).toBe('Soviets: foxhole 2S placed in 72I5 (B27.11)');
    expect(eventLine(ev('fortificationRemoved', { id: 'F3', hex: '72I5', rule: 'B27.11' }), names)).toBe('Foxhole 2S in 72I5 is removed (B27.11)');
    names.remember([{ id: 'F1', kind: 'atDitch' }]);
    expect(eventLine(ev('fortificationRemoved', { id: 'F1', hex: '72J6', rule: 'B27.56' }), names)).toBe('A-T ditch in 72J6 is removed (B27.56)');
    expect(eventLine(ev('fortificationRemoved', { id: 'F9', hex: '72J6', rule: 'B30' }), names)).toBe('A fortification counter in 72J6 is removed (B30)');
  });

  it('moved, advanced and routed say the MF they cost when the event carries it', () => {
    const names = makeNames({ A: 'Germans', B: 'Soviets' }, []);
    expect(eventLine(ev('moved', { units: ['A01'], from: '72H5', to: '72I5', mf: 3 }), names)).toBe('A01 moved 72H5 → 72I5 (3 MF)');
    expect(eventLine(ev('advanced', { units: ['A01'], from: '72H5', to: '72I5', mf: 4 }), names)).toBe('A01 advanced 72H5 → 72I5 (4 MF)');
    expect(eventLine(ev('routed', { units: ['B01'], from: '72I5', to: '72J6', mf: 2, rule: 'A10.5' }), names)).toBe('B01 routed 72I5 → 72J6 (2 MF) (A10.5)');
    expect(eventLine(ev('advanced', { units: [], from: '72H5', to: '72I5', concealed: true }), names)).toBe('a "?" advanced 72H5 → 72I5');
  });
});
