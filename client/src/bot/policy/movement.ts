// Movement toward the victory conditions (A4): each stack that is not already holding a victory hex
// steps to the offered hex nearest the goals, preferring cover (TEM), and only when the step brings it
// nearer. Within two hexes of a seen enemy (a revealed unit or a "?"), it uses Assault Movement (A4.61).
// The Advance Phase (A4.7) is the same step, into a victory hex or at the enemy when the odds favour it.
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';
import { type Decision, entriesOf, fresh, type Memory, phaseKey } from './types';

/** At most this many move commands a phase: a bound, whatever the view offers. */
export const MOVES_PER_PHASE = 80;

interface MoveChoices {
  units: string[];
  from: string;
  to: string[];
}

/**
 * The units of a stack that go on: all of them, except on a victory hex, where the strongest Good Order
 * unit stays to hold it (A26.1) and the others go for the next one (a stack that is all one unit stays).
 */
function movers(world: World, from: string, units: readonly string[], moved: ReadonlySet<string>): string[] {
  const hex = from.split('/')[0]!;
  if (!world.objectives.includes(world.cell(hex)?.name ?? hex)) return [...units];
  // a stack that has moved together goes on together (its units' MF left may differ, A4.1): or stays
  if (units.some((u) => moved.has(u))) return world.holders(hex).every((u) => units.includes(u.id)) ? [] : [...units];
  const holders = world.holders(hex);
  const others = holders.filter((u) => !units.includes(u.id));
  if (others.length) return [...units];
  const keep = [...holders].sort((a, b) => world.firepower(b.id) - world.firepower(a.id))[0];
  const leaders = units.filter((id) => world.unit(id)?.kind === 'leader');
  return units.filter((id) => id !== keep?.id && !leaders.includes(id) && world.unit(id)?.kind !== 'sw');
}

/** A destination's score (lower is better): distance to the goals first, then cover, then distance from the enemy when defending. */
function score(world: World, to: string, goals: readonly string[]): number {
  const hex = to.split('/')[0]!;
  const danger = world.attacking ? 0 : Math.max(0, 3 - world.enemyDistance(hex));
  return world.nearest(hex, goals) * 10 - world.tem(hex) * 2 + danger;
}

/** The best step of one stack, or null when no step brings it nearer the goals. */
function step(world: World, c: MoveChoices, goals: readonly string[], ccOk: boolean): string | null {
  const here = score(world, c.from, goals);
  let pick: string | null = null;
  let low = here;
  for (const to of c.to) {
    const hex = to.split('/')[0]!;
    if (hex === c.from.split('/')[0]) continue;
    if (!ccOk && world.enemies.has(world.cell(hex)?.name ?? hex)) continue;
    const s = score(world, to, goals);
    if (s < low) {
      low = s;
      pick = to;
    }
  }
  return pick;
}

function stackFp(world: World, units: readonly string[]): number {
  return units.reduce((n, id) => n + world.firepower(id), 0);
}

export function movePolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  if ((memory.perPhase.get(phaseKey(world)) ?? 0) >= MOVES_PER_PHASE) return null;
  const goals = world.goals();
  for (const entry of entriesOf(legal, 'move')) {
    const c0 = entry.choices as unknown as MoveChoices;
    const units = movers(world, c0.from, c0.units, memory.moved);
    if (!units.length) continue;
    const c = { ...c0, units };
    const to = step(world, c, goals, false);
    if (!to) continue;
    // A4.61: Assault Movement is the stack's whole move (one Location): only a stack that has not moved yet
    const assault = world.enemyDistance(to.split('/')[0]!) <= 2 && !c.units.some((u) => memory.moved.has(u));
    const cmd = fresh(memory, { type: 'move', units: c.units, to, ...(assault ? { assault: true } : {}) });
    if (cmd) return { command: cmd, why: assault ? 'move: Assault Movement toward the goal' : 'move: toward the goal' };
  }
  return null;
}

export function advancePolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  if ((memory.perPhase.get(phaseKey(world)) ?? 0) >= MOVES_PER_PHASE) return null;
  const goals = world.goals();
  for (const entry of entriesOf(legal, 'advance')) {
    const c0 = entry.choices as unknown as MoveChoices;
    const units = movers(world, c0.from, c0.units, memory.moved);
    if (!units.length) continue;
    const c = { ...c0, units };
    // A4.7 into an enemy's Location means Close Combat: the attacker goes in when it outguns what it sees
    const ccOk =
      world.attacking &&
      c.to.some((h) => {
        const e = world.enemies.get(world.cell(h.split('/')[0]!)?.name ?? h);
        return !!e && stackFp(world, c.units) >= e.fp;
      });
    const to = step(world, c, goals, ccOk);
    if (!to) continue;
    const cmd = fresh(memory, { type: 'advance', units: c.units, to });
    if (cmd) return { command: cmd, why: 'advance: toward the goal' };
  }
  return null;
}
