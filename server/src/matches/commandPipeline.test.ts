// The command pipeline publishes every command it commits, whoever submitted it: here a caller that is
// none of the gateway, forwarding or the clock (service.submit directly) still reaches every viewer,
// and a refused command reaches none.
import type { HexfogClient } from '@hexfog/client/sdk';
import { A_UNITS, caughtUp, setupCommand, startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

/** Update frames each client receives from now on. */
function updates(clients: HexfogClient[]): number[][] {
  return clients.map((c) => {
    const versions: number[] = [];
    c.wire.on('update', (p) => versions.push(p.version));
    return versions;
  });
}

async function watched() {
  const m = await t.newMatch();
  const all = [t.client(m.matchId, m.seats.A.token), t.client(m.matchId, m.seats.B.token), t.client(m.matchId)];
  await Promise.all(all.map((c) => c.ready()));
  return { m, all, frames: updates(all) };
}

describe('the command pipeline', () => {
  it('publishes a committed command of any caller to every viewer class that sees it, once, after the commit', async () => {
    const { m, all, frames } = await watched();
    const publish = t.server.publisher.publish;
    const published: { version: number; stored: number }[] = [];
    t.server.publisher.publish = (match, events, before) => {
      // the command is durable when its updates go out: the stored row already has its version
      void t.server.db.match
        .findUnique({ where: { id: match.id } })
        .then((r) => published.push({ version: match.state.version, stored: r!.version }));
      publish(match, events, before);
    };
    try {
      const out = await t.server.service.submit(m.matchId, 'A', {
        commandId: 'direct-1',
        expectedVersion: 0,
        command: setupCommand('A', A_UNITS),
      });
      expect(out.ack).toEqual({ ok: true, version: 1 });
      await all[0]!.waitForVersion(1);
      // A's secret setup: B and the spectators see nothing of it, and are sent nothing (versions per audience)
      const done = await t.server.service.submit(m.matchId, 'A', {
        commandId: 'direct-1b',
        expectedVersion: 1,
        command: { type: 'finishSetup' },
      });
      expect(done.ack).toEqual({ ok: true, version: 2 });
      await Promise.all([all[0]!.waitForVersion(2), all[1]!.waitForVersion(1), all[2]!.waitForVersion(1)]);
      expect(frames).toEqual([[1, 2], [1], [1]]);
      expect(all[1]!.view).toEqual(await t.freshView(m.matchId, m.seats.B.token));
      expect(all[2]!.view).toEqual(await t.freshView(m.matchId));
      await new Promise((r) => setTimeout(r, 50));
      expect(published).toEqual([
        { version: 1, stored: 1 },
        { version: 2, stored: 2 },
      ]);
    } finally {
      t.server.publisher.publish = publish;
    }
  });

  it('publishes nothing for a refused command (a stale version) nor for a repeated commandId', async () => {
    const { m, all, frames } = await watched();
    const first = await t.server.service.submit(m.matchId, 'A', {
      commandId: 'direct-2',
      expectedVersion: 0,
      command: setupCommand('A', A_UNITS),
    });
    expect(first.ack).toEqual({ ok: true, version: 1 });
    const done = await t.server.service.submit(m.matchId, 'A', {
      commandId: 'direct-2b',
      expectedVersion: 1,
      command: { type: 'finishSetup' },
    });
    expect(done.ack).toEqual({ ok: true, version: 2 });
    await caughtUp(all);
    // B saw A's setup done (its version 1): a command based on its version 0 is stale
    const stale = await t.server.service.submit(m.matchId, 'B', {
      commandId: 'direct-3',
      expectedVersion: 0,
      command: { type: 'finishSetup' },
    });
    expect(stale.ack).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const again = await t.server.service.submit(m.matchId, 'A', {
      commandId: 'direct-2',
      expectedVersion: 0,
      command: setupCommand('A', A_UNITS),
    });
    expect(again.ack).toEqual({ ok: true, version: 1, duplicate: true });
    await new Promise((r) => setTimeout(r, 150)); // room for any frame sent by mistake to arrive
    expect(frames).toEqual([[1, 2], [1], [1]]);
  });
});
