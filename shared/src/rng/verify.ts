// Dice verification after a match: the revealed seed must hash to the commitment published at
// creation, and every logged die must be the die at its position of the seed's stream. Pure, so the
// server, the command line and the browser all check with the same code.
import { diceCommitment, seededDie } from './dice';
import { fromHex } from './sha256';

export interface LoggedRoll {
  readonly seq?: number;
  readonly purpose?: string;
  readonly positions: readonly number[];
  readonly dice: readonly number[];
}

export interface DiceVerification {
  readonly ok: boolean;
  readonly commitmentOk: boolean;
  readonly checked: number;
  readonly problems: readonly string[];
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
  const used = new Map<number, number>();
  for (const r of rolls) {
    if (r.positions.length !== r.dice.length) {
      problems.push(`roll ${r.seq ?? '?'}: ${r.positions.length} positions for ${r.dice.length} dice`);
      continue;
    }
    r.positions.forEach((p, i) => {
      checked++;
      const prior = used.get(p);
      if (prior !== undefined) problems.push(`roll ${r.seq ?? '?'}: die position ${p} was already used by roll ${prior}`);
      used.set(p, r.seq ?? -1);
      if (seed && seededDie(seed, p) !== r.dice[i]) problems.push(`roll ${r.seq ?? '?'} (${r.purpose ?? 'roll'}): die ${i + 1} at position ${p} is ${r.dice[i]}, the seed gives ${seededDie(seed, p)}`);
    });
  }
  return { ok: problems.length === 0, commitmentOk, checked, problems };
}
