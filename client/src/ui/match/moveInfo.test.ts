import type { LegalCommand, View } from '@hexfog/shared/protocol/index';
import { selectedMove } from './moveInfo';

const move = (from: string, units: string[]): LegalCommand => ({
  type: 'move',
  label: `Move from ${from}`,
  choices: { units, from, to: ['72I5'], costs: { '72I5': { mf: 3, parts: [] } } },
});
const view = (legal: LegalCommand[]) => ({ legal }) as unknown as View;

describe('the selected stack’s move', () => {
  it('is the move entry chosen, else the first offered from the selected hex; another chosen entry shows none', () => {
    const a = move('72H5', ['A01']);
    const b = move('72G4', ['A02']);
    const fire: LegalCommand = { type: 'fire', label: 'Fire', choices: { targets: ['72I5'], byTarget: { '72I5': ['A01'] } } };
    expect(selectedMove(view([a, b]), b, '72H5')?.units).toEqual(['A02']);
    expect(selectedMove(view([a, b]), null, '72H5')?.units).toEqual(['A01']);
    expect(selectedMove(view([a, b]), null, '72A1')).toBeNull();
    expect(selectedMove(view([a, b]), fire, '72H5')).toBeNull();
    expect(selectedMove(view([a, b]), null, null)).toBeNull();
  });
});
