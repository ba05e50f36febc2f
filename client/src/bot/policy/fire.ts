// Fire at the best odds the view lets the bot compute (odds.ts): each `fire` entry's targets scored by
// the chance of an effect. The ATTACKER's Prep Fire (A3.3) costs the firers their move, so it fires only
// with units that stay anyway (holding a victory hex) or at good odds; Defensive and Advancing Fire fire
// whenever the odds are worth a shot. Defensive First Fire (A8.1) is answered the same way.
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';
import { effectChance } from './odds';
import { pressing } from './tempo';
import { choices, type Decision, entriesOf, fresh, type Memory } from './types';

interface FireChoices {
  targets: string[];
  byTarget: Record<string, string[]>;
  group?: true;
}

/**
 * The least chance of an effect worth a shot. Prep Fire (A3.3), like an impulse's or an action turn's fire
 * where the same units could move instead, costs the firers their move: the ATTACKER takes it only at good
 * odds or with units that stay anyway.
 */
function threshold(world: World, firers: readonly string[], target: string, legal: readonly LegalCommand[]): number {
  const couldMove = legal.some(
    (l) => l.type === 'move' && ((l.choices?.units as string[] | undefined) ?? []).some((u) => firers.includes(u)),
  );
  if (world.view.phase !== 'PFPh' && !couldMove) return 0.15;
  if (!world.attacking) return 0.2;
  // units on a victory hex stay anyway (they hold it), and so do units beside one the enemy holds (they
  // advance into it, A4.7): firing costs them nothing. Beside an empty one they move in instead.
  const goals = world.goals();
  const at = (id: string) => world.unit(id)?.loc?.hex ?? '';
  const onGoal = firers.every((id) => world.objectives.includes(at(id)));
  const besideHeld = firers.every((id) => goals.some((g) => world.dist(at(id), g) <= 1 && world.enemies.has(g)));
  const atGoal = world.nearest(target, goals) <= 1;
  if (onGoal || besideHeld) return atGoal || onGoal ? 0.2 : 2;
  // the attacker's units with no turn to spare move instead (tempo.ts); the others fire only at a defender of a goal
  const late = firers.some((id) => pressing(world, at(id)));
  return late || !atGoal ? 2 : 0.45;
}

/** Firers of one Location (the first one's) when a Fire Group across Locations is not offered (A7.5). */
function oneLocation(world: World, firers: readonly string[]): string[] {
  const first = world.unit(firers[0] ?? '')?.loc;
  return firers.filter((id) => {
    const l = world.unit(id)?.loc;
    return l && first && l.hex === first.hex && l.level === first.level;
  });
}

export function firePolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  let pick: { command: Record<string, unknown>; chance: number } | null = null;
  for (const entry of entriesOf(legal, 'fire')) {
    const c = choices<FireChoices>(entry);
    for (const target of c.targets) {
      const all = c.byTarget[target] ?? [];
      for (const firers of [all, oneLocation(world, all)]) {
        if (!firers.length) continue;
        const chance = effectChance(world, firers, target);
        const cmd = fresh(memory, { type: 'fire', firers, target });
        if (cmd && chance >= threshold(world, firers, target, legal) && (!pick || chance > pick.chance)) pick = { command: cmd, chance };
      }
    }
  }
  return pick ? { command: pick.command, why: `fire: ${(pick.chance * 100).toFixed(0)}% of an effect` } : null;
}

interface DefensiveChoices {
  firers: string[];
  targets: string[];
}

/** A8.1: the DEFENDER asked whether to fire at a moving stack: fire when the odds are worth it, else decline. */
export function firstFirePolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  const entry = entriesOf(legal, 'defensiveFire')[0];
  if (!entry) return null;
  const c = choices<DefensiveChoices>(entry);
  const target = c.targets[0] ?? '';
  const chance = effectChance(world, c.firers, target);
  const cmd = fresh(memory, { type: 'defensiveFire', firers: c.firers });
  if (cmd && chance >= 0.15) return { command: cmd, why: `first fire: ${(chance * 100).toFixed(0)}%` };
  if (legal.some((l) => l.type === 'declineFire')) return { command: { type: 'declineFire' }, why: 'first fire: not worth it' };
  return null;
}
