// Skill cards (heroes-and-leaders): the OB gives Heroes and Leaders cards (OobEntry.skills) that let
// them do what others may not ("Sewer Rat": lead units through the sewers). Rule modules ask here.
import type { UnitState } from './unit';

export const SEWER_RAT = 'Sewer Rat';

export function hasSkill(u: UnitState, card: string): boolean {
  return !!u.skills?.includes(card);
}
