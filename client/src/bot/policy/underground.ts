// Below the map, where it pays: sewers (B8: enter at a manhole when the approach is long and the enemy
// near, move toward the goals, emerge at or beside one, advance and fire from below), tunnels (B8.6),
// heroes-and-leaders' sewer network (HL.4); sewer-cards' Sewer cards are sewerCards.ts. Every choice is
// from the legal entry's own options and the public map.
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';
import { effectChance } from './odds';
import { best, type Command, type Decision, fresh, type Memory } from './types';

/** Half the stacks go below (by a hash of their first unit's id): the others keep the surface. */
function takesTheSewer(units: readonly string[]): boolean {
  let h = 0;
  for (const ch of units[0] ?? '') h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 2 === 0;
}

const goalDistance = (world: World, hex: string) => world.nearest(hex.split('/')[0]!, world.goals());

/** The option nearest the goals, when it is nearer than `from`. */
function nearer(world: World, from: string, to: readonly string[]): string | undefined {
  const pick = best(to, (h) => goalDistance(world, h));
  return pick !== undefined && goalDistance(world, pick) < goalDistance(world, from) ? pick : undefined;
}

type Rule = (world: World, entry: LegalCommand, legal: readonly LegalCommand[]) => Command | null;

const RULES: Readonly<Record<string, Rule>> = {
  enterSewer: (world, e) => {
    const c = e.choices as { units: string[]; from: string };
    const far = goalDistance(world, c.from) >= 3 && world.enemyDistance(c.from) <= 4;
    return world.attacking && far && takesTheSewer(c.units) ? { type: 'enterSewer', units: c.units } : null;
  },
  sewerMove: (world, e, legal) => {
    const c = e.choices as { stack: string; from: string; to: string[] };
    const to = nearer(world, c.from, c.to);
    if (to) return { type: 'sewerMove', stack: c.stack, to };
    const emerge = legal.find((l) => l.type === 'sewerEmerge' && l.command?.stack === c.stack);
    return emerge ? { ...emerge.command } : null;
  },
  sewerLostDestination: (world, e) => {
    const c = e.choices as { stack: string; to: string[] };
    return { type: 'sewerLostDestination', stack: c.stack, to: best(c.to, (h) => goalDistance(world, h)) };
  },
  sewerAdvance: (world, e) => {
    const c = e.choices as { stack: string; from: string; into: string[] };
    const into = nearer(world, c.from, c.into);
    return into ? { type: 'sewerAdvance', stack: c.stack, into } : null;
  },
  sewerFire: (world, e) => {
    const byTarget = (e.choices as { byTarget: Record<string, string[]> }).byTarget;
    const key = best(Object.keys(byTarget), (k) => -effectChance(world, byTarget[k]!, k.slice(k.indexOf(':') + 1)));
    if (!key) return null;
    const firers = byTarget[key]!;
    return key.startsWith('stack:') ? { type: 'sewerFire', firers, stack: key.slice(6) } : { type: 'sewerFire', firers, hex: key.slice(4) };
  },
  enterTunnel: (world, e) => {
    const c = e.choices as { units: string[]; from: string; to: string };
    return nearer(world, c.from, [c.to]) ? { type: 'enterTunnel', units: c.units, to: c.to } : null;
  },
  networkMove: (world, e) => {
    const c = e.choices as { units: string[]; from: string; to: string[] };
    const to = nearer(world, c.from, c.to);
    return to ? { type: 'networkMove', units: c.units, to } : null;
  },
  leaveNetwork: (world, e, legal) => {
    const c = e.choices as { units: string[]; hex: string };
    const onward = legal.some((l) => l.type === 'networkMove' && nearer(world, c.hex, (l.choices as { to: string[] }).to));
    return onward ? null : { type: 'leaveNetwork', units: c.units };
  },
};

export function undergroundPolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  for (const entry of legal) {
    const rule = RULES[entry.type];
    const cmd = rule?.(world, entry, legal);
    const ok = cmd && fresh(memory, cmd);
    if (ok) return { command: ok, why: `underground: ${entry.type}` };
  }
  return null;
}
