import { randomBytes } from 'node:crypto';
import { diceCommitment, seededDice } from './dice';
import { verifyDice } from './verify';

describe('dice verification (DESIGN section 3)', () => {
  const seed = randomBytes(32).toString('hex');
  const d = seededDice(seed);
  const rolls = [
    { seq: 1, positions: [0, 1], dice: [d.die(0), d.die(1)] },
    { seq: 4, positions: [2], dice: [d.die(2)] },
  ];
  it('accepts an honest log: the seed matches the commitment and every die matches its position', () => {
    expect(verifyDice(seed, diceCommitment(seed), rolls)).toEqual({ ok: true, commitmentOk: true, checked: 3, problems: [] });
  });
  it('rejects a swapped seed, a doctored die, and a reused position', () => {
    const other = randomBytes(32).toString('hex');
    expect(verifyDice(other, diceCommitment(seed), rolls).commitmentOk).toBe(false);
    const doctored = [{ ...rolls[1]!, dice: [(rolls[1]!.dice[0]! % 6) + 1] }];
    expect(verifyDice(seed, diceCommitment(seed), doctored).problems[0]).toMatch(/position 2 is/);
    expect(verifyDice(seed, diceCommitment(seed), [...rolls, { seq: 5, positions: [1], dice: [d.die(1)] }]).problems[0]).toMatch(/already used/);
  });
});
