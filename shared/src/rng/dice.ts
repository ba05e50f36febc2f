// Dice. The engine never draws randomness itself: `apply` is handed a DiceSource. In play it is the
// seeded source below (the server keeps the seed secret and publishes its SHA-256 commitment; once the
// match ends anyone can recompute every die from the revealed seed). Tests hand in scripted dice.
//
// One seed, four streams: a roll draws from the stream of its audience (who sees it: everyone, side A,
// side B, or no one until the end), and each stream counts its own positions. So what a viewer sees of
// the dice, positions and values, depends only on the rolls that viewer sees: a roll hidden from it
// (a check of units in a sewer, a concealed unit's rally) moves nothing in the dice it sees next.
import { fromHex, sha256, toHex, writeWord } from './sha256';

/** The dice streams, one per roll audience, in the order of their byte in the derivation. */
export const DICE_STREAMS = ['all', 'A', 'B', 'none'] as const;
export type DiceStream = (typeof DICE_STREAMS)[number];

/** The next position of each stream. */
export type DiceStreamPositions = Record<DiceStream, number>;

export function startOfStreams(): DiceStreamPositions {
  return { all: 0, A: 0, B: 0, none: 0 };
}

export interface DiceSource {
  /** The d6 at this position of this stream of the match's dice (positions count from 0 in each stream). */
  die(stream: DiceStream, position: number): number;
}

/** SHA-256 of the seed bytes, hex: published at match creation. */
export function diceCommitment(seedHex: string): string {
  return toHex(sha256(fromHex(seedHex)));
}

/** The first byte below 252 (a multiple of 6, so no value is favoured) of the hash gives (byte mod 6) + 1. */
function dieOf(input: Uint8Array): number {
  let block = sha256(input);
  for (;;) {
    for (const byte of block) if (byte < 252) return (byte % 6) + 1;
    block = sha256(block); // astronomically rare: all 32 bytes >= 252
  }
}

/**
 * Die n of a stream: hash(seed || stream byte || n as 4 bytes big-endian), the stream byte being its
 * index in DICE_STREAMS (all 0, A 1, B 2, none 3). The input is one byte longer than the single-stream
 * derivation's, so no die of a stream can be read as a die of the old stream.
 */
export function seededDie(seed: Uint8Array, stream: DiceStream, position: number): number {
  const input = new Uint8Array(seed.length + 5);
  input.set(seed);
  input[seed.length] = DICE_STREAMS.indexOf(stream);
  writeWord(input, seed.length + 1, position >>> 0);
  return dieOf(input);
}

/**
 * Die n of the single stream of matches played before the streams (rules version 2 and earlier):
 * hash(seed || n as 4 bytes big-endian). Kept to verify their dice.
 */
export function singleStreamDie(seed: Uint8Array, position: number): number {
  const input = new Uint8Array(seed.length + 4);
  input.set(seed);
  writeWord(input, seed.length, position >>> 0);
  return dieOf(input);
}

export function seededDice(seedHex: string): DiceSource {
  const seed = fromHex(seedHex);
  if (seed.length !== 32) throw new Error('a dice seed is 256 bits');
  const cache = new Map<string, number>();
  return {
    die(stream, position) {
      const key = `${stream}:${position}`;
      let v = cache.get(key);
      if (v === undefined) {
        v = seededDie(seed, stream, position);
        cache.set(key, v);
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

/** Dice for tests: the given values in order, whatever the stream and position. */
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
