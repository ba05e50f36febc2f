// Splitting a stack before it moves (A8.3: Defensive First Fire attacks every unit in the Location it
// fires at): a stack of several fighting units that has not moved yet sends one of them on (with what
// it carries, A4.4, and the stack's leader, A4.12), the others follow by their own commands. One DFF
// then stops one squad, not the whole attack.
import type { World } from '../world';

const FIGHTER = (kind: string) => kind !== 'leader' && kind !== 'sw' && kind !== 'dummy';

/** The units that move together: `units` itself, or its strongest fighter with its weapons and one leader. */
export function splitOff(world: World, units: readonly string[], moved: ReadonlySet<string>): string[] {
  if (units.some((u) => moved.has(u))) return [...units];
  const kind = (id: string) => world.unit(id)?.kind ?? '';
  const fighters = units.filter((id) => FIGHTER(kind(id)));
  if (fighters.length < 2) return [...units];
  const first = [...fighters].sort((a, b) => world.firepower(b) - world.firepower(a))[0]!;
  const carried = world.unit(first)?.carries ?? [];
  const leader = units.find((id) => kind(id) === 'leader');
  return units.filter((id) => id === first || carried.includes(id) || id === leader);
}
