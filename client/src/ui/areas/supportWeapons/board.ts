// A malfunctioned MG (A9.7) as a badge on its possessor's counter: the SW rides with its unit and is
// not drawn on its own. Only the owner's view lists them (what a unit carries is the owner's business).
import type { View } from '@hexfog/shared/protocol/index';
import type { UnitBadge } from '../../counters/badge';
import type { AreaBoard } from '../registry';

/** The badge of a unit carrying a malfunctioned MG, or null. */
export function malfunctionBadge(view: View, unit: string): UnitBadge | null {
  const down = view.modules.supportWeapons?.malfunctioned;
  if (!down?.length) return null;
  const carries = view.units.find((u) => u.id === unit)?.carries ?? [];
  const mine = carries.filter((id) => down.includes(id));
  return mine.length ? { text: 'MG', title: `Malfunctioned: ${mine.join(', ')} (A9.7; repair in the RPh)`, colour: '#d33' } : null;
}

export const supportWeaponsBoard: AreaBoard = { badge: malfunctionBadge };
