// One decision: the policies asked in order of urgency (an answer the match waits on first, then the
// plan), the first command one of them wants is sent. Bounded: each policy walks the view's finite
// lists once or twice, no search tree; `decide` reports how long it took (the runner's p50/p99).
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import { isLeaving } from '@hexfog/shared/protocol/legal';
import { activationPolicy } from './policy/activation';
import { closeCombatPolicy } from './policy/closeCombat';
import { updateControl } from './policy/control';
import { fallbackPolicy } from './policy/fallback';
import { firePolicy, firstFirePolicy } from './policy/fire';
import { advancePolicy, movePolicy } from './policy/movement';
import { routPolicy } from './policy/rout';
import { setupPolicy } from './policy/setup';
import { sewerCardsPolicy } from './policy/sewerCards';
import { type Decision, type Memory, type Policy, phaseKey } from './policy/types';
import { undergroundPolicy } from './policy/underground';
import { type Level, NORMAL } from './level';
import type { World } from './world';

export const POLICIES: readonly Policy[] = [
  closeCombatPolicy,
  firstFirePolicy,
  routPolicy,
  setupPolicy,
  sewerCardsPolicy,
  activationPolicy,
  firePolicy,
  undergroundPolicy,
  movePolicy,
  advancePolicy,
  fallbackPolicy,
];

/** The entries the bot plays from: never resigning or aborting (isLeaving). */
export function playable(legal: readonly LegalCommand[]): LegalCommand[] {
  return legal.filter((l) => !isLeaving(l));
}

export function newMemory(): Memory {
  return {
    refused: new Set(),
    perPhase: new Map(),
    moved: new Set(),
    control: { key: '', here: new Set(), held: new Set() },
    setup: new Set(),
  };
}

/** The policies an easy bot may skip (level.ts): chances it lets go, never an answer the rules require. */
const OPTIONAL: ReadonlySet<Policy> = new Set([firstFirePolicy, firePolicy, undergroundPolicy, movePolicy, advancePolicy]);

/** The bot's command for this view, or null when it has nothing to do. */
export function decide(world: World, memory: Memory, level: Level = NORMAL): Decision | null {
  const legal = playable(world.view.legal);
  if (!legal.length) return null;
  world.believeControlled(updateControl(world, memory));
  for (const policy of POLICIES) {
    if (OPTIONAL.has(policy) && level.skips()) continue;
    const d = policy(world, legal, memory);
    if (d) return d;
  }
  return null;
}

/** After the server's answer: a refused command is never sent again at this version; an accepted one counts toward its phase's bound. */
export function remember(world: World, memory: Memory, decision: Decision, accepted: boolean): void {
  if (!accepted) {
    memory.refused.add(JSON.stringify(decision.command));
    return;
  }
  memory.refused.clear();
  // the setup plan's steps are sent once each (setupPlan.ts), counted when accepted (a CONFLICT is decided again)
  if (world.view.status === 'setup') memory.setup.add(JSON.stringify(decision.command));
  const key = phaseKey(world);
  if (!memory.perPhase.has(key)) {
    memory.perPhase.clear(); // only the current phase is counted
    memory.moved.clear();
  }
  memory.perPhase.set(key, (memory.perPhase.get(key) ?? 0) + 1);
  if (decision.command.type === 'move') for (const u of decision.command.units as string[]) memory.moved.add(u);
}
