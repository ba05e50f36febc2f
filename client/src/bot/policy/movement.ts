// Movement toward the victory conditions (A4): each stack that is not already holding a victory hex
// steps to the offered hex nearest the goals, preferring cover (TEM), and only when the step brings it
// nearer. Within two hexes of a seen enemy (a revealed unit or a "?"), it uses Assault Movement (A4.61).
// The Advance Phase (A4.7) is the same step, into a victory hex or at the enemy when the odds favour it.
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';
import { ccWorthIt } from './ccOdds';
import { splitOff } from './stacks';
import { lastTurn, pressing } from './tempo';
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
  const name = world.cell(hex)?.name ?? hex;
  if (!world.objectives.includes(name)) return [...units];
  // A26.11: a hex it Controls stays its own when it leaves (until the enemy comes): the attacker goes on, but holds in the last turn
  if (world.attacking && world.controlled.has(name) && !lastTurn(world)) return [...units];
  // a stack that has moved together goes on together (its units' MF left may differ, A4.1): or stays
  if (units.some((u) => moved.has(u))) return world.holders(hex).every((u) => units.includes(u.id)) ? [] : [...units];
  const holders = world.holders(hex);
  const others = holders.filter((u) => !units.includes(u.id));
  if (others.length) return [...units];
  const keep = [...holders].sort((a, b) => world.firepower(b.id) - world.firepower(a.id))[0];
  const leaders = units.filter((id) => world.unit(id)?.kind === 'leader');
  return units.filter((id) => id !== keep?.id && !leaders.includes(id) && world.unit(id)?.kind !== 'sw');
}

/** What an open hex in a seen enemy's LOS costs (per enemy, two at most): less than a hex nearer the goals gains (it chooses among equals). */
const EXPOSED = 4;

/**
 * A destination's score (lower is better): distance to the goals first, then cover. The defender keeps
 * away from the enemy; the attacker does not stack up (one DFF, one target: A8.3) and, while it has turns
 * to spare (tempo.ts), keeps out of open ground that a seen enemy has in its LOS (A8.1, A4.6).
 */
function score(world: World, to: string, goals: readonly string[], hurry: boolean): number {
  const hex = to.split('/')[0]!;
  const dist = world.nearest(hex, goals);
  if (!world.attacking) return dist * 10 - world.tem(hex) * 2 + Math.max(0, 3 - world.enemyDistance(hex));
  // with no turn to spare, cover counts for less than a hex nearer (A26: only the hexes held at the end count)
  const base = dist * 10 - world.tem(hex) * (hurry ? 1 : 2);
  const open = world.tem(hex) <= 0 && !hurry ? Math.min(2, world.exposure(hex)) * EXPOSED : 0;
  return base + world.ownIn(hex) * 3 + open;
}

/** The best step of one stack, or null when no step brings it nearer the goals. */
function step(world: World, c: MoveChoices, goals: readonly string[], ccOk: boolean): string | null {
  // dummies are the bait (baitFirst): they go on whatever the risk, like a unit with no turn to spare
  const hurry = pressing(world, c.from) || c.units.every((id) => world.unit(id)?.kind === 'dummy');
  // where it stands, its own units are counted once less (they are the ones moving)
  const here = score(world, c.from, goals, hurry) - (world.attacking ? c.units.length * 3 : 0);
  let pick: string | null = null;
  let low = here;
  for (const to of c.to) {
    const hex = to.split('/')[0]!;
    if (hex === c.from.split('/')[0]) continue;
    if (!ccOk && world.enemies.has(world.cell(hex)?.name ?? hex)) continue;
    const s = score(world, to, goals, hurry);
    if (s < low) {
      low = s;
      pick = to;
    }
  }
  return pick;
}

/**
 * The attacker's stacks in the order they move: dummies and the weakest first (A8.1: each DEFENDER unit
 * First Fires once in the MPh, A8.3 Subsequent First Fire only at close range), so the strongest cross
 * when the defender's fire has been drawn.
 */
function baitFirst(world: World, entries: LegalCommand[]): LegalCommand[] {
  if (!world.attacking) return entries;
  const fp = (e: LegalCommand) => ((e.choices?.units as string[] | undefined) ?? []).reduce((n, id) => n + world.firepower(id), 0);
  return [...entries].sort((a, b) => fp(a) - fp(b));
}

export function movePolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  if ((memory.perPhase.get(phaseKey(world)) ?? 0) >= MOVES_PER_PHASE) return null;
  const goals = world.goals();
  for (const entry of baitFirst(world, entriesOf(legal, 'move'))) {
    const c0 = entry.choices as unknown as MoveChoices;
    const going = movers(world, c0.from, c0.units, memory.moved);
    const units = world.attacking ? splitOff(world, going, memory.moved) : going;
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
    // A4.7 into an enemy's Location means Close Combat: the attacker goes in at the odds ccWorthIt accepts
    const ccOk = world.attacking && c.to.some((h) => ccWorthIt(world, c.units, h));
    const to = step(world, c, goals, ccOk);
    if (!to) continue;
    const cmd = fresh(memory, { type: 'advance', units: c.units, to });
    if (cmd) return { command: cmd, why: 'advance: toward the goal' };
  }
  return null;
}
