// Using a skill card shows it: in a scenario whose skill cards are hidden, the other side learns a
// unit's cards when one is used (the move it allows is seen), and sees them from then on.
import type { ApplyContext } from '../../engine/module';
import type { UnitState } from '../../engine/state';

export function useSkill(ctx: ApplyContext, u: UnitState, card: string, rule: string): void {
  if (ctx.scenario.skillCards === 'shown' || u.skillsRevealed) return;
  u.skillsRevealed = true;
  ctx.emit({ type: 'skillCardUsed', audience: 'all', data: { unit: u.id, card, rule } });
}
