import { createHash, randomBytes } from 'node:crypto';
import { DICE_STREAMS, diceCommitment, scriptedDice, seededDice, seededDie, singleStreamDie } from './dice';
import { EVENT_DATA } from '../protocol/events';
import { fromHex, sha256, toHex } from './sha256';

/** The derivation as DESIGN section 3 states it, with node:crypto: the first byte < 252 of the hash, mod 6, + 1. */
function reference(input: Buffer): number {
  const byte = [...createHash('sha256').update(input).digest()].find((b) => b < 252)!;
  return (byte % 6) + 1;
}
const be32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

describe('dice (DESIGN section 3)', () => {
  it('sha256 agrees with node:crypto on inputs of every padding length', () => {
    for (let n = 0; n < 200; n += 7) {
      const data = randomBytes(n);
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });
  it('sha256 of a short input after a longer one is its own (the one-block buffer is reused between calls)', () => {
    for (const n of [55, 3, 40, 0, 37, 1]) {
      const data = Buffer.alloc(n, 0xff);
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });
  it('the commitment is the SHA-256 of the seed bytes', () => {
    const seed = randomBytes(32);
    expect(diceCommitment(seed.toString('hex'))).toBe(createHash('sha256').update(seed).digest('hex'));
  });
  it('a seeded source is deterministic, uniform enough in every stream, and addressed by stream and position', () => {
    const seed = randomBytes(32).toString('hex');
    const a = seededDice(seed);
    const b = seededDice(seed);
    for (const stream of DICE_STREAMS) {
      const counts = [0, 0, 0, 0, 0, 0];
      for (let i = 0; i < 3000; i++) {
        const v = a.die(stream, i);
        expect(b.die(stream, i)).toBe(v);
        counts[v - 1]!++;
      }
      for (const c of counts) expect(c).toBeGreaterThan(400);
    }
    expect(a.die('A', 17)).toBe(seededDice(seed).die('A', 17));
  });
  it('die n of a stream is hash(seed || stream byte || n), the stream byte its index (all 0, A 1, B 2, none 3)', () => {
    const seed = randomBytes(32);
    expect(DICE_STREAMS).toEqual(['all', 'A', 'B', 'none']);
    DICE_STREAMS.forEach((stream, byte) => {
      for (const n of [0, 1, 255, 256, 70000])
        expect(seededDie(seed, stream, n)).toBe(reference(Buffer.concat([seed, Buffer.from([byte]), be32(n)])));
    });
  });
  it('the streams are independent of each other and of the single stream of older matches (hash(seed || n))', () => {
    const seed = randomBytes(32);
    for (const n of [0, 1, 99]) expect(singleStreamDie(seed, n)).toBe(reference(Buffer.concat([seed, be32(n)])));
    const runs = [
      ...DICE_STREAMS.map((s) => Array.from({ length: 40 }, (_, n) => seededDie(seed, s, n))),
      Array.from({ length: 40 }, (_, n) => singleStreamDie(seed, n)),
    ];
    expect(new Set(runs.map((r) => r.join(''))).size).toBe(runs.length);
  });
  it('the wire schema of a roll names the same streams', () => {
    expect(EVENT_DATA.roll.shape.stream.unwrap().options).toEqual([...DICE_STREAMS]);
  });
  it('a seed that is not 256 bits is refused', () => {
    expect(() => seededDice('ab'.repeat(31))).toThrow(/256 bits/);
    expect(fromHex('0a')).toEqual(new Uint8Array([10]));
  });
  it('scripted dice return their values in order, whatever the stream, and refuse to run past the script', () => {
    const d = scriptedDice([6, 2]);
    expect(d.die('all', 0)).toBe(6);
    expect(d.die('B', 5)).toBe(2);
    expect(() => d.die('all', 6)).toThrow(/ran out/);
  });
});
