import { createHash, randomBytes } from 'node:crypto';
import { diceCommitment, scriptedDice, seededDice } from './dice';
import { sha256, toHex } from './sha256';

describe('dice (DESIGN section 3)', () => {
  it('sha256 agrees with node:crypto on inputs of every padding length', () => {
    for (let n = 0; n < 200; n += 7) {
      const data = randomBytes(n);
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });
  it('the commitment is the SHA-256 of the seed bytes', () => {
    const seed = randomBytes(32);
    expect(diceCommitment(seed.toString('hex'))).toBe(createHash('sha256').update(seed).digest('hex'));
  });
  it('a seeded stream is deterministic, uniform enough, and position-addressed', () => {
    const seed = randomBytes(32).toString('hex');
    const a = seededDice(seed);
    const b = seededDice(seed);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) {
      const v = a.die(i);
      expect(b.die(i)).toBe(v);
      counts[v - 1]!++;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
    expect(a.die(17)).toBe(seededDice(seed).die(17));
  });
  it('scripted dice return their values in order and refuse to run past the script', () => {
    const d = scriptedDice([6, 2]);
    expect(d.die(0)).toBe(6);
    expect(d.die(5)).toBe(2);
    expect(() => d.die(6)).toThrow(/ran out/);
  });
});
