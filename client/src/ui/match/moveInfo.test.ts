import type { LegalCommand, View } from '@hexfog/shared/protocol/index';
import { badgedMove, oneClickMove, selectedMove } from './moveInfo';

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

describe('the badged move (a click on one of its destinations moves the stack)', () => {
  it('is the first move offered from the selected hex, a level of it included; none without a selected hex or a move from it', () => {
    const a = move('72H5', ['A01']);
    const b = move('72H5/1', ['A02']);
    const c = move('72G4', ['A03']);
    expect(badgedMove(view([a, b, c]), '72H5')).toBe(a);
    expect(badgedMove(view([b, c]), '72H5')).toBe(b);
    expect(badgedMove(view([a, c]), '72G4')).toBe(c);
    expect(badgedMove(view([a, c]), '72A1')).toBeUndefined();
    expect(badgedMove(view([a, c]), null)).toBeUndefined();
  });
});

describe('a click on a badged destination', () => {
  const unit = (id: string, side: string, hex: string | null, eliminated = false) => ({ id, side, loc: hex ? { hex } : null, eliminated });
  const withUnits = (legal: LegalCommand[], units: unknown[]) => ({ legal, units }) as unknown as View;
  it('moves the selected stack there, unless other units of the player are in that hex (the click then selects them)', () => {
    const a = move('72H5', ['A01']);
    const v = (units: unknown[]) => withUnits([a], units);
    expect(oneClickMove(v([unit('A01', 'A', '72H5')]), 'A', '72H5', '72I5')).toBe(a);
    expect(oneClickMove(v([unit('A01', 'A', '72H5'), unit('A02', 'A', '72I5')]), 'A', '72H5', '72I5')).toBeUndefined();
    // an enemy unit (a Known one, the engine offers the hex) or an eliminated own one does not stop it
    expect(oneClickMove(v([unit('A01', 'A', '72H5'), unit('B01', 'B', '72I5')]), 'A', '72H5', '72I5')).toBe(a);
    expect(oneClickMove(v([unit('A01', 'A', '72H5'), unit('A02', 'A', '72I5', true)]), 'A', '72H5', '72I5')).toBe(a);
    // not a destination, or no stack selected
    expect(oneClickMove(v([unit('A01', 'A', '72H5')]), 'A', '72H5', '72J5')).toBeUndefined();
    expect(oneClickMove(v([unit('A01', 'A', '72H5')]), 'A', null, '72I5')).toBeUndefined();
  });
});
