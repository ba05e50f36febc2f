// The positionsIn hook (movementCosts.ts): legal() asks the entry cost only of the positions it lists
// in a hex, so every position it leaves out must be one the entryCost hook forbids there, for every
// mover, from every Location, for move, advance and rout: 'beneath', 'pillbox' and 'bunker' need their
// counter (B27.1, B30.1), Crest status a Depression hex (B20.9).
import { positionsIn } from '../../engine/hooks';
import type { EntryQuery } from '../../engine/entry';
import { neighbourNames } from '../../map/neighbourNames';
import { ruleset } from '../../rulesets/index';
import { fortifiedScene } from '../../testing/fortifiedScene';
import type { Location } from '../../units/location';
import { entryCost } from '../core/entryCost';
import { ENTRENCHMENT_POSITIONS } from './positions';

const forts = [
  { kind: 'foxhole', hex: '71C6', side: 'A' as const },
  { kind: 'trench', hex: '71D6', side: 'A' as const },
  { kind: 'pillbox', hex: '71D5', side: 'B' as const },
  { kind: 'bunker', hex: '71E6', side: 'B' as const },
  { kind: 'sangar', hex: '71E5', side: 'A' as const },
];
const scene = () =>
  fortifiedScene(forts, { '71C5': { terrain: 'gully' }, '71B6': { terrain: 'stream' } }, [], ruleset('asl'))
    .unit('A01', '71C6')
    .unit('A02', { hex: '71C6', place: 'ground', level: 0, position: 'beneath' })
    .unit('A03', { hex: '71D5', place: 'ground', level: 0, position: 'pillbox' })
    .unit('A04', { hex: '71C5', place: 'ground', level: 0, position: 'crest' })
    .unit('B01', '71F6')
    .playing({ phase: 'MPh', attacker: 'A' });

describe('positionsIn (entrenchments)', () => {
  it('lists the positions with their counter or Depression in the hex, in module order', () => {
    const g = scene();
    const listed = positionsIn(g.game.contextAt(g.state), g.state);
    expect(listed('71C6')).toEqual(['beneath']);
    expect(listed('71D6')).toEqual(['beneath']);
    expect(listed('71E5')).toEqual(['beneath']);
    expect(listed('71D5')).toEqual(['pillbox']);
    expect(listed('71E6')).toEqual(['bunker']);
    expect(listed('71C5')).toEqual(['crest']);
    expect(listed('71B6')).toEqual(['crest']);
    expect(listed('71C8')).toEqual([]);
  });

  it('every position left out is forbidden by the entry cost (move, advance, rout; from every Location around)', () => {
    const g = scene();
    const ctx = g.game.contextAt(g.state);
    const listed = positionsIn(ctx, g.state);
    let asked = 0;
    for (const u of Object.values(g.state.units).filter((x) => x.side === 'A' && x.loc)) {
      const from = u.loc as Location;
      for (const hex of [from.hex, ...neighbourNames(ctx.map, from.hex)]) {
        for (const position of ENTRENCHMENT_POSITIONS.filter((p) => !listed(hex).includes(p))) {
          for (const purpose of ['move', 'advance', 'rout'] as const) {
            const q: EntryQuery = { side: 'A', units: [u], from, to: { hex, place: 'ground', level: 0, position }, purpose };
            expect([hex, position, purpose, entryCost(ctx, g.state, q).ok]).toEqual([hex, position, purpose, false]);
            asked++;
          }
        }
      }
    }
    expect(asked).toBeGreaterThan(100);
  });

  it('a listed position may be allowed: beneath the foxhole from its hex in the MPh (room for one more)', () => {
    const g = fortifiedScene(forts, {}, [], ruleset('asl')).unit('A01', '71C6').playing({ phase: 'MPh', attacker: 'A' });
    const ctx = g.game.contextAt(g.state);
    const u = g.state.units.A01!;
    expect(positionsIn(ctx, g.state)('71C6')).toEqual(['beneath']);
    const cost = entryCost(ctx, g.state, {
      side: 'A',
      units: [u],
      from: u.loc!,
      to: { hex: '71C6', place: 'ground', level: 0, position: 'beneath' },
      purpose: 'move',
    });
    expect(cost.ok ? 'allowed' : cost.reason).toBe('allowed');
  });
});
