// The entrenchment entries (B27) as options in player language: placing entrenchments in setup (B27.1,
// B27.51, B27.56), units set up beneath a counter (B27.1) and Entrenching Attempts (B27.11). Pure:
// nothing here decides a rule, it only names what the server offers.
import type { Choices } from '@hexfog/shared/protocol/index';
import { counterName, type FortificationLike, fortificationName } from '../../counters/fortifications';
import type { Option } from '../options';

type Counter = Pick<FortificationLike, 'hex' | 'kind' | 'squads'>;

export type EntrenchmentKind = 'foxhole' | 'trench' | 'atDitch';
export const ENTRENCHMENT_KINDS: readonly EntrenchmentKind[] = ['foxhole', 'trench', 'atDitch'];
const KIND_RULE: Readonly<Record<EntrenchmentKind, string>> = { foxhole: 'B27.1', trench: 'B27.51', atDitch: 'B27.56' };

/** The hexes a kind may be placed in now (B27.1: foxholes where the hex has room left). */
export function entrenchmentHexes(c: Choices<'placeEntrenchment'>, kind: EntrenchmentKind): string[] {
  return kind === 'foxhole' ? Object.keys(c.foxhole) : [...c[kind]];
}

/** "Foxholes: 3 squads left · trenches: 1 left · A-T ditches: 0 left". */
export function allowanceLine(c: Choices<'placeEntrenchment'>): string {
  const { foxholeSquads, trenches, atDitches } = c.left;
  return `Left to place: foxholes for ${foxholeSquads} squad${foxholeSquads === 1 ? '' : 's'} · ${trenches} trench${trenches === 1 ? '' : 'es'} · ${atDitches} A-T ditch${atDitches === 1 ? '' : 'es'}`;
}

/** The placement of a kind in `hex`; a foxhole of `squads` capacity, no more than the hex takes (B27.12). Null where the kind is not offered. */
export function placeEntrenchmentCommand(
  c: Choices<'placeEntrenchment'>,
  kind: EntrenchmentKind,
  hex: string,
  squads: number,
): Option | null {
  if (!entrenchmentHexes(c, kind).includes(hex)) return null;
  if (kind !== 'foxhole')
    return {
      label: `Place a ${fortificationName({ kind })} in ${hex}`,
      rule: KIND_RULE[kind],
      command: { type: 'placeEntrenchment', kind, hex },
    };
  const s = Math.max(1, Math.min(squads, c.foxhole[hex]!));
  return { label: `Place a foxhole ${s}S in ${hex}`, rule: 'B27.1', command: { type: 'placeEntrenchment', kind, hex, squads: s } };
}

/** B27.1: each unit on top that fits goes beneath, each beneath comes up; all at once where several may. */
export function setUpBeneathOptions(c: Choices<'setUpBeneath'>, forts: readonly Counter[]): Option[] {
  const name = counterName('beneath', c.hex, forts);
  const opt = (units: readonly string[], beneath: boolean): Option => ({
    label: beneath ? `Set up ${units.join(', ')} beneath ${name} in ${c.hex}` : `Set up ${units.join(', ')} on top of ${name} in ${c.hex}`,
    rule: 'B27.1',
    command: { type: 'setUpBeneath', units, beneath },
  });
  return [...c.above.map((u) => opt([u], true)), ...c.beneath.map((u) => opt([u], false))];
}

/** B27.11: one attempt per squad-equivalent, alone or with one of the leaders there. */
export function entrenchOptions(c: Choices<'entrench'>): Option[] {
  return c.groups.flatMap((units) => [
    { label: `Entrenching attempt in ${c.hex}: ${units.join(' + ')}`, rule: 'B27.11', command: { type: 'entrench', units, leaders: [] } },
    ...c.leaders.map((l) => ({
      label: `Entrenching attempt in ${c.hex}: ${units.join(' + ')} led by ${l}`,
      rule: 'B27.11',
      command: { type: 'entrench', units, leaders: [l] },
    })),
  ]);
}
