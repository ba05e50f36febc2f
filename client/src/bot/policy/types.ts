// What a policy is: given the bot's world and its legal entries, a command for one of them, or null to
// leave the choice to the next policy. Policies are pure and bounded (loops over the view's finite lists).
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';

export type Command = Record<string, unknown>;

export interface Decision {
  readonly command: Command;
  /** Which policy chose it and why (for the runner's counts and for reading a game). */
  readonly why: string;
}

/** What the bot remembers across decisions: only its own commands, never anything the view did not show. */
export interface Memory {
  /** Commands refused at this version (their JSON): never sent twice. */
  readonly refused: Set<string>;
  /** Commands sent in the current phase, by phase key: a bound on moves per phase. */
  readonly perPhase: Map<string, number>;
  /** Units this side moved in the current phase (A4.61: Assault Movement only as a stack's one Location). */
  readonly moved: Set<string>;
  /** The victory hexes it believes it Controls (control.ts): `here` at its last decision of phase `key`, `held` since. */
  readonly control: { key: string; here: Set<string>; held: Set<string> };
  /** Setup commands of the plan already sent (setupPlan.ts: each once). */
  readonly setup: Set<string>;
}

export type Policy = (world: World, legal: readonly LegalCommand[], memory: Memory) => Decision | null;

export const choices = <T>(l: LegalCommand): T => (l.choices ?? {}) as T;

/** The entries of a type. */
export const entriesOf = (legal: readonly LegalCommand[], type: string): LegalCommand[] => legal.filter((l) => l.type === type);

/** The phase's key: what the per-phase bounds count under. */
export function phaseKey(world: World): string {
  const v = world.view;
  return `${v.turn}.${v.playerTurn}.${v.phase}.${v.step ?? 0}`;
}

/** The command, unless it was refused before (then null: the policy tries its next option). */
export function fresh(memory: Memory, command: Command): Command | null {
  return memory.refused.has(JSON.stringify(command)) ? null : command;
}

/** The element of xs with the lowest score (the first of equals); undefined when xs is empty. */
export function best<T>(xs: readonly T[], score: (x: T) => number): T | undefined {
  let pick: T | undefined;
  let low = Number.POSITIVE_INFINITY;
  for (const x of xs) {
    const s = score(x);
    if (s < low) {
      low = s;
      pick = x;
    }
  }
  return pick;
}
