// Rout and rally (A10.5, A10.6): a broken unit routs to the offered Location farthest from the enemy it
// can see, in the best cover (A10.51's priorities: away from the enemy, toward woods or buildings);
// it declines a voluntary rout when no enemy is near; every rally attempt offered is made. The
// attacker's units rout no farther back than they must (routScore).
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';
import { best, type Decision, entriesOf, fresh, type Memory } from './types';

interface RoutChoices {
  unit: string;
  from: string;
  to: string[];
}

/**
 * A rout destination's score (lower is better): never ADJACENT to a seen enemy (A10.5: it would be
 * eliminated for failure to rout, A10.53, or attacked), in cover, and the attacker's as near its goals
 * as that allows (it rallies there and goes on, A10.6), the defender's away from the enemy.
 */
function routScore(world: World, hex: string): number {
  const near = world.enemyDistance(hex);
  const cover = world.tem(hex) > 0 ? 0 : 6;
  const beside = near <= 1 ? 100 : near === 2 ? 8 : 0;
  return world.attacking ? beside + cover + world.nearest(hex, world.goals()) : beside + cover - near * 2;
}

export function routPolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  for (const entry of entriesOf(legal, 'rout')) {
    const c = entry.choices as unknown as RoutChoices;
    const noRout = legal.find((l) => l.type === 'noRout' && l.command?.unit === c.unit);
    if (noRout && world.enemyDistance(c.from) > 1) return { command: { ...noRout.command }, why: 'rout: stays, no enemy near' };
    const to = best(c.to, (h) => routScore(world, h));
    const cmd = to && fresh(memory, { type: 'rout', unit: c.unit, to });
    if (cmd) return { command: cmd, why: 'rout: away from the enemy, into cover' };
  }
  const noRout = legal.find((l) => l.type === 'noRout');
  if (noRout) return { command: { ...noRout.command }, why: 'rout: stays' };
  const rally = legal.find((l) => l.type === 'rally' && l.command);
  if (rally) return { command: { ...rally.command }, why: 'rally' };
  return null;
}
