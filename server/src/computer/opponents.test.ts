// Matches against the computer: the creator gets his seat only, the computer's seat is played by the
// bot process over loopback (a real child process, real sockets, the real database), the computer
// sets up and plays on its own, a restart of the server resumes its seat, and the limits hold.
import { jest } from '@jest/globals';
import type { HexfogClient } from '@hexfog/client/sdk';
import { api, seatCookie } from '@hexfog/client/sdk';
import { A_UNITS, setupCommand, startTestServer, type TestServer } from '../../test/harness';
import { isolatedDatabase } from '../../test/isolatedDatabase';

jest.setTimeout(120_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ limits: { computerMatchesPerPlayer: 1 } });
});
afterAll(async () => t?.close());

/** The human's setup (A, sewer-infiltration) and its end; then play waits on nobody but the sides. */
async function setUpHuman(a: HexfogClient): Promise<void> {
  for (const cmd of [setupCommand('A', A_UNITS), { type: 'finishSetup' }]) {
    const ack = await sendCurrent(a, cmd);
    expect(ack).toMatchObject({ ok: true });
    if (ack.ok) await a.waitForVersion(ack.version);
  }
}

/** Sends on the version the client holds; the computer moves meanwhile, so a CONFLICT is sent again on the newer one. */
async function sendCurrent(c: HexfogClient, command: Record<string, unknown>) {
  for (let i = 0; ; i++) {
    const ack = await c.send(command);
    if (ack.ok || ack.error.code !== 'CONFLICT' || i === 5) return ack;
    await c.waitForVersion(ack.error.currentVersion ?? c.version);
  }
}

describe('a match against the computer', () => {
  it('seats its creator alone (no invitation, no token of the computer), and the computer sets up and plays its side', async () => {
    const http = api(t.url);
    const created = await http.createMatch({ ruleset: 'asl', scenario: 'sewer-infiltration', side: 'A', computer: { level: 'easy' } });
    expect(created.computer).toEqual({ side: 'B', level: 'easy' });
    expect(Object.keys(created.seats)).toEqual(['A']);
    expect(created.invitation).toBeUndefined();

    const a = t.client(created.matchId, created.seats.A!.token);
    await a.ready();
    await setUpHuman(a);
    // the computer finished its setup: play begins without anything more from A
    await a.waitUntil(() => a.view?.status === 'playing', 60_000, 'play');
    // A ends the RPh; the computer (the DEFENDER) ends its part where the phase asks both
    const before = a.version;
    await a.waitUntil(() => a.view?.legal.some((l) => l.type === 'endPhase') ?? false, 30_000, 'endPhase offered');
    expect(await sendCurrent(a, { type: 'endPhase' })).toMatchObject({ ok: true });
    await a.waitUntil(() => a.view?.phase !== 'RPh', 30_000, 'the RPh over');
    expect(a.version).toBeGreaterThan(before + 1);
    expect(t.logs.join('')).toMatch(/the computer takes a seat/);
    // the level chosen goes to the bot process with the seat (messages.ts PlayMessage.level)
    expect(t.logs.join('')).toMatch(new RegExp(`"matchId":"${created.matchId}"[^\\n]*"level":"easy"`));
  });

  it('one player has one match against the computer at a time here (the limit): the second is refused, 429', async () => {
    const http = api(t.url);
    const first = await http.createMatch({ ruleset: 'asl', scenario: 'sewer-infiltration', side: 'B', computer: {} });
    expect(first.computer).toEqual({ side: 'A', level: 'normal' });
    const res = await fetch(`${t.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieOf(first.seats.B!.token) },
      body: JSON.stringify({ ruleset: 'asl', scenario: 'sewer-infiltration', computer: {} }),
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/against the computer/) } });
  });

  it('a practice match has no computer opponent (400), and a level it does not know is refused by the schema', async () => {
    for (const body of [
      { ruleset: 'asl', scenario: 'sewer-infiltration', practice: true, computer: {} },
      { ruleset: 'asl', scenario: 'sewer-infiltration', computer: { level: 'hard' } },
    ]) {
      const res = await fetch(`${t.url}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
    }
  });
});

describe("the computer's sockets and the per-address limits", () => {
  it('each computer seat is a client of its own (the key of its bot process), not one more socket of the loopback address', async () => {
    const one = await startTestServer({ limits: { maxSocketsPerAddress: 1 } });
    try {
      const created = await one.api.createMatch({ ruleset: 'asl', scenario: 'sewer-infiltration', side: 'A', computer: {} });
      // the player's socket takes the loopback address's one socket; the computer plays on regardless
      const a = one.client(created.matchId, created.seats.A!.token);
      await a.ready();
      await setUpHuman(a);
      await a.waitUntil(() => a.view?.status === 'playing', 60_000, 'play');
      // a socket with a made-up key is an ordinary client of that address: refused
      const forged = one.client(created.matchId, undefined, { socketOptions: { extraHeaders: { 'x-hexfog-computer': 'x'.repeat(43) } } });
      await expect(forged.ready()).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await one.close();
    }
  });
});

describe('a restart', () => {
  it('resumes the computer seats of matches still in play: a new token, and the computer plays on', async () => {
    const databaseUrl = await isolatedDatabase('computer_restart');
    const first = await startTestServer({ databaseUrl });
    const created = await first.api.createMatch({ ruleset: 'asl', scenario: 'sewer-infiltration', side: 'A', computer: {} });
    const token = created.seats.A!.token;
    // the computer sets up; then the server goes down before A does anything
    const watch = first.client(created.matchId, token);
    await watch.waitUntil(() => watch.events.some((e) => e.type === 'setupFinished'), 60_000, "the computer's setup");
    await first.close();

    const second = await startTestServer({ databaseUrl, resumeComputer: true });
    try {
      const a = second.client(created.matchId, token);
      await a.ready();
      await setUpHuman(a);
      await a.waitUntil(() => a.view?.status === 'playing', 60_000, 'play');
      // both sides end the RPh (A3.1): it ends only when the resumed computer ends its part
      expect(await sendCurrent(a, { type: 'endPhase' })).toMatchObject({ ok: true });
      await a.waitUntil(() => a.view?.phase !== 'RPh', 30_000, 'the RPh over');
      expect(second.logs.join('')).toMatch(/computer seats resumed/);
    } finally {
      await second.close();
    }
  });
});

/** The session cookie the SDK keeps for a seat it created (the same player creates again). */
const cookieOf = (token: string): string => seatCookie(token) ?? '';
