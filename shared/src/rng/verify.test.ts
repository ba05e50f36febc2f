import { randomBytes } from 'node:crypto';
import { diceCommitment, type DiceStream, seededDice, singleStreamDie } from './dice';
import { fromHex } from './sha256';
import { type LoggedRoll, verifyDice } from './verify';

describe('dice verification (DESIGN section 3)', () => {
  const seed = randomBytes(32).toString('hex');
  const commitment = diceCommitment(seed);
  const d = seededDice(seed);
  const roll = (seq: number, stream: DiceStream, positions: number[]): LoggedRoll => ({
    seq,
    stream,
    positions,
    dice: positions.map((p) => d.die(stream, p)),
  });
  const legacy = (seq: number, positions: number[]): LoggedRoll => ({
    seq,
    positions,
    dice: positions.map((p) => singleStreamDie(fromHex(seed), p)),
  });
  // every audience rolls from its own stream, each from 0
  const rolls = [
    roll(1, 'all', [0, 1]),
    roll(2, 'A', [0, 1]),
    roll(3, 'all', [2]),
    roll(4, 'B', [0]),
    roll(5, 'none', [0, 1]),
    roll(6, 'A', [2]),
  ];

  it('accepts an honest log: the seed matches the commitment and every die matches its position in its stream', () => {
    expect(verifyDice(seed, commitment, rolls)).toEqual({ ok: true, commitmentOk: true, checked: 9, problems: [] });
  });
  it('rejects a swapped seed', () => {
    const other = randomBytes(32).toString('hex');
    expect(verifyDice(other, commitment, rolls)).toMatchObject({ ok: false, commitmentOk: false });
  });
  it('rejects a doctored die, and a die moved to another stream', () => {
    const doctored = rolls.map((r) => (r.seq === 3 ? { ...r, dice: [(r.dice[0]! % 6) + 1] } : r));
    expect(verifyDice(seed, commitment, doctored).problems).toEqual([
      expect.stringMatching(/^roll 3 \(roll\): die 1 at position 2 of stream all is \d, the seed gives \d$/),
    ]);
    // B's die 0 relabelled as A's 3: one of A's dice, unless the two streams happen to agree there
    const moved = [...rolls, { ...rolls[3]!, seq: 7, stream: 'A', positions: [3] }];
    expect(verifyDice(seed, commitment, moved).ok).toBe(d.die('A', 3) === d.die('B', 0));
  });
  it('rejects a position used twice in one stream; the same position in two streams is no reuse', () => {
    const reused = verifyDice(seed, commitment, [...rolls, roll(7, 'all', [1])]);
    expect(reused.problems).toEqual([expect.stringMatching(/^roll 7: position 1 of stream all was already used by roll 1$/)]);
    expect(verifyDice(seed, commitment, [roll(1, 'A', [0]), roll(2, 'B', [0])]).ok).toBe(true);
  });
  it('rejects a gap: a stream whose positions do not run from 0 without a hole is missing a roll', () => {
    const dropped = rolls.filter((r) => r.seq !== 2); // A's first DR
    expect(verifyDice(seed, commitment, dropped).problems).toEqual(['stream A: no roll at positions 0, 1: a roll is missing from the log']);
    expect(verifyDice(seed, commitment, [roll(1, 'B', [1])]).problems).toEqual([
      'stream B: no roll at position 0: a roll is missing from the log',
    ]);
    expect(verifyDice(seed, commitment, [roll(1, 'all', [0]), roll(2, 'all', [4_000_000_000])]).problems).toEqual([
      'stream all: no roll at positions 1, 2, 3, 4, 5 and 3999999994 more: a roll is missing from the log',
    ]);
  });
  it('rejects an unknown stream and a position that is not one', () => {
    expect(verifyDice(seed, commitment, [{ seq: 1, stream: 'C', positions: [0], dice: [1] }]).problems).toEqual([
      'roll 1: there is no dice stream "C"',
    ]);
    expect(verifyDice(seed, commitment, [{ seq: 1, stream: 'all', positions: [-1], dice: [1] }]).problems).toEqual([
      'roll 1: die 1 has no position (-1)',
    ]);
  });
  it('verifies a log of a match played before the streams against the single stream it drew from', () => {
    const old = [legacy(1, [0, 1]), legacy(2, [2]), legacy(5, [3, 4])];
    expect(verifyDice(seed, commitment, old)).toEqual({ ok: true, commitmentOk: true, checked: 5, problems: [] });
    const doctored = [old[0]!, { ...old[1]!, dice: [(old[1]!.dice[0]! % 6) + 1] }];
    expect(verifyDice(seed, commitment, doctored).problems).toEqual([
      expect.stringMatching(/^roll 2 \(roll\): die 1 at position 2 of the single stream \(before the streams\) is/),
    ]);
    expect(verifyDice(seed, commitment, [...old, legacy(6, [1])]).problems[0]).toMatch(
      /position 1 of the single stream .* already used by roll 1/,
    );
  });
  it('verifies a match resumed across the change: single-stream rolls, then streams that may start past 0 (the commands re-played at the resume drew them) but have no gap', () => {
    const mixed = [legacy(1, [0, 1]), legacy(2, [2, 3]), roll(3, 'all', [2, 3]), roll(4, 'A', [1]), roll(5, 'all', [4])];
    expect(verifyDice(seed, commitment, mixed)).toEqual({ ok: true, commitmentOk: true, checked: 8, problems: [] });
    const holed = mixed.filter((r) => r.seq !== 3).concat(roll(6, 'all', [6]));
    expect(verifyDice(seed, commitment, holed).problems).toEqual(['stream all: no roll at position 5: a roll is missing from the log']);
    // a stream roll written with no stream is checked as a single-stream die, and fails
    const unlabelled = { ...roll(7, 'all', [5]), stream: undefined };
    expect(verifyDice(seed, commitment, [...mixed, unlabelled]).ok).toBe(d.die('all', 5) === singleStreamDie(fromHex(seed), 5));
  });
});
