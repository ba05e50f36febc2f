// Dice verification after a match: the revealed seed must hash to the commitment published at
// creation, and every logged die must be the die at its position of its stream of the seed. Pure, so
// the server, the command line and the browser all check with the same code.
//
// A roll names its stream (rng/dice.ts). A roll without one was made before the streams existed (rules
// version 2 and earlier): it is checked against that single stream. A match resumed across the change
// has both kinds. Every roll is an event, whatever its audience, so each stream's positions must run
// from 0 without a gap; a gap means a roll is missing from the log. In a log that also holds rolls of
// the single stream, a stream may start past 0: the commands re-played when such a match was resumed
// under the new rules drew dice whose events are the single-stream ones stored when they were played.
import { DICE_STREAMS, type DiceStream, diceCommitment, seededDie, singleStreamDie } from './dice';
import { fromHex } from './sha256';

export interface LoggedRoll {
  readonly seq?: number;
  readonly purpose?: string;
  /** Absent in a roll made before the dice streams: it drew from the single stream. */
  readonly stream?: string;
  readonly positions: readonly number[];
  readonly dice: readonly number[];
}

export interface DiceVerification {
  readonly ok: boolean;
  readonly commitmentOk: boolean;
  readonly checked: number;
  readonly problems: readonly string[];
}

const SINGLE = 'single';
type Track = DiceStream | typeof SINGLE;

function isStream(s: string): s is DiceStream {
  return (DICE_STREAMS as readonly string[]).includes(s);
}

function trackName(t: Track): string {
  return t === SINGLE ? 'the single stream (before the streams)' : `stream ${t}`;
}

/**
 * The positions missing from a stream that must run from `from` to its last position: the first few and
 * how many in all (walked over the sorted positions, so a forged huge position costs nothing).
 */
function gaps(positions: readonly number[], from: number): { first: number[]; count: number } {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const first: number[] = [];
  let count = 0;
  let next = from;
  for (const p of sorted) {
    if (p > next) {
      for (let q = next; q < p && first.length < 5; q++) first.push(q);
      count += p - next;
    }
    next = p + 1;
  }
  return { first, count };
}

function listed(missing: { first: readonly number[]; count: number }): string {
  const shown = `${missing.count === 1 ? 'position' : 'positions'} ${missing.first.join(', ')}`;
  return missing.count > missing.first.length ? `${shown} and ${missing.count - missing.first.length} more` : shown;
}

export function verifyDice(seedHex: string, commitment: string, rolls: readonly LoggedRoll[]): DiceVerification {
  const problems: string[] = [];
  let commitmentOk = false;
  try {
    commitmentOk = diceCommitment(seedHex) === commitment.toLowerCase();
  } catch {
    problems.push('the seed is not a hex string');
  }
  if (!commitmentOk) problems.push('the seed does not match the commitment published at creation');
  let checked = 0;
  const seed = commitmentOk ? fromHex(seedHex) : null;
  const used = new Map<Track, Map<number, number>>();
  for (const r of rolls) {
    const name = `roll ${r.seq ?? '?'}`;
    if (r.positions.length !== r.dice.length) {
      problems.push(`${name}: ${r.positions.length} positions for ${r.dice.length} dice`);
      continue;
    }
    if (r.stream !== undefined && !isStream(r.stream)) {
      problems.push(`${name}: there is no dice stream ${JSON.stringify(r.stream)}`);
      continue;
    }
    const track: Track = r.stream ?? SINGLE;
    const seen = used.get(track) ?? new Map<number, number>();
    used.set(track, seen);
    r.positions.forEach((p, i) => {
      checked++;
      if (!Number.isInteger(p) || p < 0 || p > 0xffffffff) {
        problems.push(`${name}: die ${i + 1} has no position (${JSON.stringify(p)})`);
        return;
      }
      const prior = seen.get(p);
      if (prior !== undefined) problems.push(`${name}: position ${p} of ${trackName(track)} was already used by roll ${prior}`);
      seen.set(p, r.seq ?? -1);
      if (!seed) return;
      const expected = track === SINGLE ? singleStreamDie(seed, p) : seededDie(seed, track, p);
      if (expected !== r.dice[i])
        problems.push(
          `${name} (${r.purpose ?? 'roll'}): die ${i + 1} at position ${p} of ${trackName(track)} is ${r.dice[i]}, the seed gives ${expected}`,
        );
    });
  }
  const resumedAcrossStreams = used.has(SINGLE);
  for (const stream of DICE_STREAMS) {
    const positions = [...(used.get(stream)?.keys() ?? [])];
    if (!positions.length) continue;
    const missing = gaps(positions, resumedAcrossStreams ? positions.reduce((a, b) => Math.min(a, b)) : 0);
    if (missing.count) problems.push(`${trackName(stream)}: no roll at ${listed(missing)}: a roll is missing from the log`);
  }
  return { ok: problems.length === 0, commitmentOk, checked, problems };
}
