// Levels of play (CreateMatchBody `computer.level`): 'normal' asks every policy in order; 'easy' plays
// the same legal, never-refused commands but lets a share of its chances go: each optional policy (fire,
// Defensive First Fire, movement, advance, going below) is skipped at random, so it fires less, moves
// less far and lets the phase end sooner. What the rules require of it (setup, rout, Close Combat, the
// answers the match waits on) it always does.
import type { ComputerLevel } from '@hexfog/shared/protocol/index';

/** The share of optional policies an easy bot skips (each decision, each policy drawn anew). */
export const EASY_SKIP = 0.45;

/** What each level is, for the lobby's choice: its label and the share of optional policies it skips (distinct per level). */
export const LEVELS: Readonly<Record<ComputerLevel, { readonly label: string; readonly skip: number }>> = {
  easy: { label: 'easy', skip: EASY_SKIP },
  normal: { label: 'normal', skip: 0 },
};

export interface Level {
  readonly id: ComputerLevel;
  /** Whether the optional policy asked now is skipped (drawn anew each time). */
  skips(): boolean;
}

/** A small seeded generator (mulberry32): the same seed plays the same game. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function level(id: ComputerLevel = 'normal', random: () => number = seeded(Date.now())): Level {
  const skip = LEVELS[id].skip;
  return { id, skips: () => skip > 0 && random() < skip };
}

export const NORMAL: Level = level('normal');
