// Time control against the real server and database with a controllable clock: a chess clock's flag
// ends the match (the side loses), a correspondence deadline answers with "no fire"/"done" where the
// rules have one, a restart re-arms the stored timers, and the clock is shown to seats and spectators.
import type { ClockView } from '@hexfog/shared';
import { onClock } from '@hexfog/client/sdk/online';
import { setUpBoth, startTestServer as startShared } from '../../test/harness';
import { isolatedDatabase } from '../../test/isolatedDatabase';
import { FakeTime } from './fakeTime';
import { NOT_OWNER_RECHECK_MS } from './clock';

import { jest } from '@jest/globals';

jest.setTimeout(60000);

// The timers these servers re-arm at start are only this file's: a server of another file, on real
// time, would answer an expiry that the controllable clock here put in the past.
let databaseUrl = '';
beforeAll(async () => {
  databaseUrl = await isolatedDatabase('clocks');
});
const startTestServer = (opts: { time: FakeTime; cluster?: { idleMs?: number } }) => startShared({ ...opts, databaseUrl });

const until = async (pred: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i++) {
    if (await pred()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('match clocks', () => {
  it('a chess clock runs for the side the match waits on; its flag resigns that side and everyone sees the end', async () => {
    const time = new FakeTime();
    const t = await startTestServer({ time });
    try {
      const m = await t.newMatch('sewer-infiltration', 'asl', {
        timeControl: { mode: 'clock', initialSeconds: 600, incrementSeconds: 10 },
      });
      const a = t.client(m.matchId, m.seats.A.token);
      const b = t.client(m.matchId, m.seats.B.token);
      const s = t.client(m.matchId);
      const clocks: Record<string, ClockView[]> = { a: [], s: [] };
      onClock(a, (c) => clocks.a!.push(c));
      onClock(s, (c) => clocks.s!.push(c));
      await Promise.all([a.ready(), b.ready(), s.ready()]);
      await until(() => clocks.s!.length > 0, 'the spectator clock on connecting');
      expect(clocks.s!.at(-1)!.running).toEqual(['A', 'B']); // both set up at once
      time.advance(60_000);
      await setUpBoth(a, b);
      await until(() => clocks.a!.at(-1)?.running.join() === a.view!.phaseEnders.join(), 'the clock of the play');
      const inPlay = clocks.a!.at(-1)!;
      // each side spent a minute of setup; the ATTACKER of the first Player Turn gained the increment
      // once as it began (per own Player Turn: the setup commands earned nothing)
      const attacker = a.view!.attacker;
      expect(inPlay.remainingMs[attacker]).toBe(600_000 - 60_000 + 10_000);
      expect(inPlay.remainingMs[attacker === 'A' ? 'B' : 'A']).toBe(600_000 - 60_000);
      // the running side with the least time flags first
      const flagged = [...inPlay.running].sort((x, y) => inPlay.remainingMs[x] - inPlay.remainingMs[y])[0]!;
      time.advance(inPlay.remainingMs[flagged] + 1);
      await a.waitUntil(() => a.view?.status === 'ended', 10000, 'the flag');
      await s.waitUntil(() => s.view?.status === 'ended', 10000, 'the spectator sees the end');
      expect(a.view!.result!.winner).toBe(flagged === 'A' ? 'B' : 'A');
      expect(a.view!.result!.reason).toMatch(/ ran out of time$/);
      await until(() => clocks.s!.at(-1)?.expired !== undefined, 'the expiry shown');
      expect(clocks.s!.at(-1)!.expired).toEqual({ side: flagged, action: 'forfeit' });
      expect(clocks.s!.at(-1)!.running).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('a side out of time before the first Player Turn (it never set up) aborts the match: no winner, no loss by flag', async () => {
    const time = new FakeTime();
    const t = await startTestServer({ time });
    try {
      const m = await t.newMatch('sewer-infiltration', 'asl', {
        timeControl: { mode: 'clock', initialSeconds: 300, incrementSeconds: 0 },
      });
      const a = t.client(m.matchId, m.seats.A.token);
      const s = t.client(m.matchId);
      const clocks: ClockView[] = [];
      onClock(s, (c) => clocks.push(c));
      await Promise.all([a.ready(), s.ready()]);
      await until(() => clocks.length > 0, 'the spectator clock on connecting');
      time.advance(300_001);
      await s.waitUntil(() => s.view?.status === 'ended', 10000, 'the abort');
      expect(s.view!.result!.winner).toBeNull();
      expect(s.view!.result!.reason).toMatch(/did not finish setting up in time: the match is aborted, no result$/);
      await until(() => clocks.at(-1)?.expired !== undefined, 'the expiry shown');
      expect(clocks.at(-1)!.expired!.action).toBe('abort');
    } finally {
      await t.close();
    }
  });

  it('a correspondence deadline ends the phase for the side that ends it ("done", A3.4), and a restarted server re-arms the stored timer', async () => {
    const time = new FakeTime();
    const first = await startTestServer({ time });
    const m = await first.newMatch('sewer-infiltration', 'asl', { timeControl: { mode: 'deadline', secondsPerDecision: 3600 } });
    const a = first.client(m.matchId, m.seats.A.token);
    const b = first.client(m.matchId, m.seats.B.token);
    await Promise.all([a.ready(), b.ready()]);
    await setUpBoth(a, b);
    const before = a.view!;
    expect(before.status).toBe('playing');
    await until(
      async () => (await first.server.db.matchClock.findUnique({ where: { matchId: m.matchId } }))?.state !== undefined,
      'the stored clock',
    );
    // the clock's state is kept at the match's version (every command counted), not a seat's own
    const matchVersion = (await first.server.service.get(m.matchId))!.state.version;
    await until(
      async () =>
        ((await first.server.db.matchClock.findUnique({ where: { matchId: m.matchId } }))!.state as { version: number }).version ===
        matchVersion,
      'the clock of the play stored',
    );
    await first.close();

    const time2 = new FakeTime(time.now());
    const second = await startTestServer({ time: time2 });
    try {
      expect(time2.armed).toBeGreaterThan(0); // re-armed from the stored expiry, nobody connected
      const watcher = second.client(m.matchId, m.seats.A.token);
      await watcher.ready();
      expect(watcher.version).toBe(before.version);
      time2.advance(3600_000 + 1);
      await watcher.waitUntil(() => watcher.version > before.version, 10000, 'the default answer');
      const after = watcher.view!;
      expect(after.status).toBe('playing'); // passed, not forfeited: "done" exists for this phase
      expect(`${after.turn}/${after.playerTurn}/${after.phase}/${after.phaseDone.join()}`).not.toBe(
        `${before.turn}/${before.playerTurn}/${before.phase}/${before.phaseDone.join()}`,
      );
    } finally {
      await second.close();
    }
  });

  it('cluster mode: a process that does not own the match leaves its expired timer to the owner (no command, no clock written); once the owner is gone it takes the match and answers', async () => {
    const t1 = new FakeTime();
    const owner = await startTestServer({ time: t1, cluster: {} });
    const t2 = new FakeTime(t1.now());
    let other: Awaited<ReturnType<typeof startTestServer>> | undefined;
    try {
      const m = await owner.newMatch('sewer-infiltration', 'asl', { timeControl: { mode: 'deadline', secondsPerDecision: 3600 } });
      // the clock starts once the accepted invitation is seen (asynchronously): the other process must find it armed
      const armed = async () => (await owner.server.db.matchClock.findUnique({ where: { matchId: m.matchId } }))?.nextExpiry != null;
      await until(armed, 'the clock of the new match stored with its expiry');
      other = await startTestServer({ time: t2, cluster: {} }); // re-arms the stored timer of the new match
      const a = owner.client(m.matchId, m.seats.A.token);
      const b = owner.client(m.matchId, m.seats.B.token);
      await Promise.all([a.ready(), b.ready()]);
      await setUpBoth(a, b);
      const version = (await owner.server.service.get(m.matchId))!.state.version; // the match's (the clock's), not a seat's
      const row = () => owner.server.db.matchClock.findUnique({ where: { matchId: m.matchId } });
      await until(async () => ((await row())!.state as { version: number }).version === version, 'the clock of the play stored');
      const stored = JSON.stringify(await row());
      t2.advance(3600_000 + 1); // only the other process's time is up
      await until(() => t2.armedAt().includes(t2.now() + NOT_OWNER_RECHECK_MS), "the other process's timer re-armed to look again");
      expect(JSON.stringify(await row())).toBe(stored);
      expect((await owner.server.db.match.findUnique({ where: { id: m.matchId } }))!.version).toBe(version);

      await owner.close(); // its lock goes with its connection
      t2.advance(NOT_OWNER_RECHECK_MS);
      await until(
        async () => (await other!.server.db.match.findUnique({ where: { id: m.matchId } }))!.version > version,
        'the default answer by the new owner',
      );
    } finally {
      await owner.close();
      await other?.close();
    }
  });

  it('an untimed match has no clock: no timers, no clock events', async () => {
    const time = new FakeTime();
    const t = await startTestServer({ time });
    try {
      const armedBefore = time.armed; // timed matches of earlier tests, re-armed at start
      const m = await t.newMatch();
      const a = t.client(m.matchId, m.seats.A.token);
      const got: ClockView[] = [];
      onClock(a, (c) => got.push(c));
      await a.ready();
      expect(time.armed).toBe(armedBefore);
      expect(await t.server.db.matchClock.count({ where: { matchId: m.matchId } })).toBe(0);
      expect(got).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
