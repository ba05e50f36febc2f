// Whom to activate when the ruleset's turn asks (heroes-and-leaders' impulses, HL.3; sewer-cards' action
// turns and their Assault, SC.7): the stack nearest the goals that is not already holding one; a unit
// with an enemy in reach fires instead, and the DEFENDER prepares Op Fire where it holds.
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';
import { effectChance } from './odds';
import { best, type Decision, fresh, type Memory } from './types';

const onGoal = (world: World, hex: string) => world.objectives.includes(world.cell(hex)?.name ?? hex);

/** The best chance an attack from this unit alone has on any enemy it can see within its range. */
function bestShot(world: World, id: string, hex: string): number {
  let top = 0;
  for (const e of world.enemies.values())
    if (world.dist(hex, e.hex) <= world.range(id)) top = Math.max(top, effectChance(world, [id], e.hex));
  return top;
}

type UnitOption = { id: string; hex: string; actions: string[] };

function actionFor(world: World, u: UnitOption): string {
  const shot = bestShot(world, u.id, u.hex);
  if (u.actions.includes('fire') && shot >= 0.25 && (onGoal(world, u.hex) || !world.attacking)) return 'fire';
  if (u.actions.includes('fireAndMove') && shot >= 0.25 && world.attacking) return 'fireAndMove';
  if (!world.attacking && onGoal(world, u.hex) && u.actions.includes('opFire')) return 'opFire';
  if (u.actions.includes('advance')) return 'advance';
  return u.actions[0] ?? 'fatigue';
}

export function activationPolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  const goals = world.goals();
  for (const entry of legal.filter((l) => l.type === 'assault')) {
    const units = (entry.choices as { units: { id: string; targets: string[] }[] }).units;
    for (const u of units) {
      // an assault into a victory hex (or at a seen enemy beside one) is what takes it: made before any other activation
      const target = best(u.targets, (h) => world.nearest(h, goals) - (world.enemies.has(h) ? 1 : 0));
      if (target === undefined || world.nearest(target, goals) > 1) continue;
      const cmd = fresh(memory, { type: 'assault', unit: u.id, hex: target });
      if (cmd) return { command: cmd, why: 'assault (SC.7)' };
    }
  }
  for (const entry of legal.filter((l) => l.type === 'activate')) {
    const c = entry.choices as { hexes?: string[]; units?: UnitOption[] };
    if (c.units) {
      // sewer-cards: units that would move toward a goal first, then those that fire
      const u = best(c.units, (x) => (onGoal(world, x.hex) ? 50 : 0) + world.nearest(x.hex, goals));
      const cmd = u && fresh(memory, { type: 'activate', unit: u.id, action: actionFor(world, u) });
      if (cmd) return { command: cmd, why: `activate: ${String(cmd.action)}` };
    } else if (c.hexes) {
      const hex = best(
        c.hexes,
        (h) => (onGoal(world, h) && world.attacking ? 50 : 0) + world.nearest(h, goals) - (world.enemyDistance(h) <= 3 ? 2 : 0),
      );
      const cmd = hex && fresh(memory, { type: 'activate', hex });
      if (cmd) return { command: cmd, why: 'activate: the stack nearest the goal' };
    }
  }
  return null;
}
