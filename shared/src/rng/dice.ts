// Dice. The engine never draws randomness itself: `apply` is handed a DiceSource. In play it is the
// seeded stream below (the server keeps the seed secret and publishes its SHA-256 commitment; once the
// match ends anyone can recompute every die from the revealed seed). Tests hand in scripted dice.
import { fromHex, sha256, toHex } from './sha256';

export interface DiceSource {
  /** The d6 at this position of the match's dice stream (positions count from 0). */
  die(position: number): number;
}

/** SHA-256 of the seed bytes, hex: published at match creation. */
export function diceCommitment(seedHex: string): string {
  return toHex(sha256(fromHex(seedHex)));
}

/**
 * Die n of the stream: hash(seed || n as 4 bytes big-endian), whose bytes are read in order and the
 * first below 252 (a multiple of 6, so no value is favoured) gives (byte mod 6) + 1.
 */
export function seededDie(seed: Uint8Array, position: number): number {
  const input = new Uint8Array(seed.length + 4);
  input.set(seed);
  new DataView(input.buffer).setUint32(seed.length, position >>> 0);
  let block = sha256(input);
  for (;;) {
    for (const byte of block) if (byte < 252) return (byte % 6) + 1;
    block = sha256(block); // astronomically rare: all 32 bytes >= 252
  }
}

export function seededDice(seedHex: string): DiceSource {
  const seed = fromHex(seedHex);
  if (seed.length !== 32) throw new Error('a dice seed is 256 bits');
  const cache = new Map<number, number>();
  return {
    die(position) {
      let v = cache.get(position);
      if (v === undefined) {
        v = seededDie(seed, position);
        cache.set(position, v);
      }
      return v;
    },
  };
}

export class DiceExhaustedError extends Error {
  constructor() {
    super('scripted dice ran out: the test rolled more dice than it scripted');
  }
}

/** Dice for tests: the given values in order, whatever the position. */
export function scriptedDice(values: readonly number[]): DiceSource & { readonly used: number } {
  let i = 0;
  return {
    die() {
      if (i >= values.length) throw new DiceExhaustedError();
      const v = values[i++]!;
      if (!Number.isInteger(v) || v < 1 || v > 6) throw new Error(`scripted die ${v} is not 1..6`);
      return v;
    },
    get used() {
      return i;
    },
  };
}

/** Dice that must not be rolled (for commands that roll nothing). */
export const noDice: DiceSource = {
  die() {
    throw new DiceExhaustedError();
  },
};
