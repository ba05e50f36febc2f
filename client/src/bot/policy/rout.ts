// Rout and rally (A10.5, A10.6): a broken unit routs to the offered Location farthest from the enemy it
// can see, in the best cover (A10.51's priorities: away from the enemy, toward woods or buildings);
// it declines a voluntary rout when no enemy is near; every rally attempt offered is made.
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';
import { best, type Decision, entriesOf, fresh, type Memory } from './types';

interface RoutChoices {
  unit: string;
  from: string;
  to: string[];
}

export function routPolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  for (const entry of entriesOf(legal, 'rout')) {
    const c = entry.choices as unknown as RoutChoices;
    const noRout = legal.find((l) => l.type === 'noRout' && l.command?.unit === c.unit);
    if (noRout && world.enemyDistance(c.from) > 1) return { command: { ...noRout.command }, why: 'rout: stays, no enemy near' };
    const to = best(c.to, (h) => -world.enemyDistance(h) * 10 - world.tem(h));
    const cmd = to && fresh(memory, { type: 'rout', unit: c.unit, to });
    if (cmd) return { command: cmd, why: 'rout: away from the enemy, into cover' };
  }
  const noRout = legal.find((l) => l.type === 'noRout');
  if (noRout) return { command: { ...noRout.command }, why: 'rout: stays' };
  const rally = legal.find((l) => l.type === 'rally' && l.command);
  if (rally) return { command: { ...rally.command }, why: 'rally' };
  return null;
}
