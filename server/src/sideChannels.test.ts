// No side channel in shape: where the rules hide a fact, what the other seat and spectators receive
// does not change with it, in content, size, count or order.
import type { HexfogClient } from '@hexfog/client/sdk';
import { A_UNITS, B_UNITS, caughtUp, endPhase, setupCommand, startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

/** Plays one match where A's units in 71B2 and 71C3 are swapped between the two runs. */
async function play(swap: boolean): Promise<{ b: string[]; s: string[] }> {
  const m = await t.newMatch();
  const a = t.client(m.matchId, m.seats.A.token);
  const b = t.client(m.matchId, m.seats.B.token);
  const s = t.client(m.matchId);
  const frames = { b: [] as string[], s: [] as string[] };
  // the match id and the dice commitment differ between any two matches by design
  const capture = (c: HexfogClient, into: string[]) =>
    c.socket.onAny((ev: string, p: unknown) =>
      into.push(`${ev} ${JSON.stringify(p).replaceAll(m.matchId, 'MATCH').replaceAll(m.diceCommitment, 'COMMITMENT')}`),
    );
  capture(b, frames.b);
  capture(s, frames.s);
  await Promise.all([a.ready(), b.ready(), s.ready()]);
  // A01 is a 6-2-8 squad, A07 a dummy: one "?" each in a wooden building (Concealment Terrain)
  const [squadHex, dummyHex] = swap ? ['71C3', '71B2'] : ['71B2', '71C3'];
  const rest = A_UNITS.filter((u) => u !== 'A01' && u !== 'A07');
  const steps: [HexfogClient, Record<string, unknown>][] = [
    [
      a,
      {
        type: 'placeUnits',
        placements: [
          { unit: 'A01', hex: squadHex, concealed: true },
          { unit: 'A07', hex: dummyHex },
          ...rest.map((unit, i) => ({ unit, hex: `71A${i + 1}` })),
        ],
      },
    ],
    [b, setupCommand('B', B_UNITS)],
    [a, { type: 'finishSetup' }],
    [b, { type: 'finishSetup' }],
  ];
  for (const [c, cmd] of steps) {
    const r = await c.send(cmd);
    expect({ cmd: cmd.type, r }).toEqual({ cmd: cmd.type, r: expect.objectContaining({ ok: true }) });
    if (r.ok) await caughtUp([a, b, s]);
  }
  for (let i = 0; i < 8; i++) await endPhase([a, b], [a, b, s]);
  return frames;
}

describe('no side channel in shape', () => {
  it('A12: a concealed squad and a dummy are indistinguishable to the opponent and spectators until revealed', async () => {
    const one = await play(false);
    const two = await play(true);
    expect(one.b.length).toBeGreaterThan(10);
    expect(two.b).toEqual(one.b);
    expect(two.s).toEqual(one.s);
  });
});
