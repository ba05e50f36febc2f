import { io as rawIo } from 'socket.io-client';
import { A_UNITS, B_UNITS, caughtUp, setupCommand, startTestServer, type TestServer } from '../../test/harness';
import { SEAT_REFUSED } from './socketGateway';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ snapshotEvery: 3 });
});
afterAll(async () => t.close());

async function seated() {
  const m = await t.newMatch();
  const a = t.client(m.matchId, m.seats.A.token);
  const b = t.client(m.matchId, m.seats.B.token);
  const s = t.client(m.matchId);
  await Promise.all([a.ready(), b.ready(), s.ready()]);
  return { m, a, b, s };
}

function refused(auth: Record<string, unknown>): Promise<{ message: string; code?: string }> {
  return new Promise((resolve) => {
    const sock = rawIo(t.url, { transports: ['websocket'], auth, reconnection: false });
    sock.on('connect_error', (e: Error & { data?: { code?: string } }) => {
      sock.close();
      resolve({ message: e.message, code: e.data?.code });
    });
    sock.on('connect', () => {
      sock.close();
      resolve({ message: 'connected' });
    });
  });
}

describe('socket gateway', () => {
  it('both seats and a spectator join; each gets its own view at the handshake', async () => {
    const { a, b, s } = await seated();
    expect([a.seat, b.seat, s.seat]).toEqual(['A', 'B', null]);
    expect(a.view?.viewer).toBe('A');
    expect(b.view?.viewer).toBe('B');
    expect(s.view?.viewer).toBe('public');
    expect(a.view?.legal.map((l) => l.type)).toContain('placeUnits');
    expect(s.view?.legal).toEqual([]);
  });

  it('a command reaches both players and the spectator, each with its own view; secret setup stays with its owner', async () => {
    const { a, b, s } = await seated();
    const updates = [b, s].map((c) => {
      const got: unknown[] = [];
      c.wire.on('update', (p) => got.push(p));
      return got;
    });
    const ack = await a.send(setupCommand('A', A_UNITS));
    expect(ack).toEqual({ ok: true, version: 1 });
    await a.waitForVersion(1);
    await caughtUp([b, s]);
    // the secret setup changes nothing B and the spectators see: they are sent nothing, their versions stay
    expect([b.version, s.version, ...updates.map((u) => u.length)]).toEqual([0, 0, 0, 0]);
    expect((await a.send({ type: 'finishSetup' })).ok).toBe(true);
    await Promise.all([a.waitForVersion(2), b.waitForVersion(1), s.waitForVersion(1)]);
    expect(a.view?.units.filter((u) => u.side === 'A' && u.loc)).toHaveLength(8);
    expect(b.view?.units.filter((u) => u.side === 'A')).toEqual([]);
    expect(s.view?.units).toEqual([]);
    expect(a.events.map((e) => e.type)).toEqual(['unitsPlaced', 'setupFinished']);
    expect(b.events.map((e) => [e.version, e.type])).toEqual([[1, 'setupFinished']]);
    expect(JSON.stringify(b.view) + JSON.stringify(s.view)).not.toMatch(/71A1|A01/);
  });

  it('the sender holds its new view when its command is acknowledged: the updates go out before the ack', async () => {
    const { a } = await seated();
    // the ack callback runs as its frame is read: what the client holds then is what came before it
    const atAck = await new Promise<{ ack: unknown; version: number; placed: number }>((resolve) =>
      a.socket.emit('command', { commandId: 'first', expectedVersion: 0, command: setupCommand('A', A_UNITS) }, (ack: unknown) =>
        resolve({ ack, version: a.version, placed: a.view?.units.filter((u) => u.side === 'A' && u.loc).length ?? 0 }),
      ),
    );
    expect(atAck).toEqual({ ack: { ok: true, version: 1 }, version: 1, placed: 8 });
  });

  it('a spectator cannot act; a seat acts only for its own side; a wrong or missing token is refused', async () => {
    const { m, b, s } = await seated();
    expect(await s.send({ type: 'finishSetup' })).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: 'spectators cannot act' } });
    const r = await b.send(setupCommand('A', ['A01']));
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: 'NOT_YOUR_UNIT' }) });
    expect(await refused({ matchId: m.matchId, token: 'x'.repeat(43) })).toEqual({ message: SEAT_REFUSED, code: 'UNAUTHORIZED' });
    expect(await refused({ matchId: m.matchId })).toEqual(expect.objectContaining({ code: 'UNAUTHORIZED' }));
    expect(await refused({ matchId: 'AAAAAAAAAAAAAAAA', spectate: true })).toEqual(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(await refused({ matchId: m.matchId, token: m.seats.A.token, spectate: true })).toEqual(
      expect.objectContaining({ code: 'BAD_REQUEST' }),
    );
    expect(await refused({ matchId: 7 })).toEqual(expect.objectContaining({ code: 'BAD_REQUEST' }));
  });

  it('malformed input gets a typed error and changes nothing', async () => {
    const { a } = await seated();
    const send = (payload: unknown) => a.socket.timeout(5000).emitWithAck('command', payload);
    expect(await send('not json at all')).toEqual({ ok: false, error: expect.objectContaining({ code: 'BAD_REQUEST' }) });
    expect(await send({ commandId: 5, expectedVersion: 0, command: {} })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'BAD_REQUEST' }),
    });
    expect(await send({ commandId: 'x', expectedVersion: 0, command: { type: 'finishSetup' }, extra: 1 })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'BAD_REQUEST' }),
    });
    expect(await send({ commandId: 'y', expectedVersion: 0, command: { type: 'launchMissiles' } })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'BAD_COMMAND' }),
    });
    const protocolError = new Promise((resolve) => a.socket.once('protocolError', resolve));
    a.socket.emit('hack', { x: 1 });
    expect(await protocolError).toEqual({ code: 'UNKNOWN_EVENT', message: 'unknown event hack' });
    const noAck = new Promise((resolve) => a.socket.once('protocolError', resolve));
    a.socket.emit('command', { commandId: 'z', expectedVersion: 0, command: { type: 'finishSetup' } });
    expect(await noAck).toEqual(expect.objectContaining({ code: 'BAD_REQUEST' }));
    expect((await t.api.match(a.opts.matchId)).version).toBe(0);
  });

  it('a "__proto__" key is refused like any other unknown key, in the envelope and at the top of the command', async () => {
    const { m, a } = await seated();
    // JSON.parse makes "__proto__" an own key, as socket.io's parser does with what the client sent
    const send = (json: string) => a.socket.timeout(5000).emitWithAck('command', JSON.parse(json));
    const place = JSON.stringify(setupCommand('A', ['A01'])).slice(1, -1); // a placement the rules accept
    const envelope = (key: string) => send(`{"commandId":"e-${key.length}","expectedVersion":0,"command":{${place}},"${key}":{"x":1}}`);
    const command = (key: string) => send(`{"commandId":"c-${key.length}","expectedVersion":0,"command":{${place},"${key}":{"x":1}}}`);
    const like = (ack: unknown, key: string) => JSON.parse(JSON.stringify(ack).replaceAll('extra', key));
    const otherEnvelope = await envelope('extra');
    expect(otherEnvelope).toEqual({ ok: false, error: expect.objectContaining({ code: 'BAD_REQUEST' }) });
    expect(await envelope('__proto__')).toEqual(like(otherEnvelope, '__proto__'));
    const otherCommand = await command('extra');
    expect(otherCommand).toEqual({ ok: false, error: expect.objectContaining({ code: 'BAD_COMMAND' }) });
    expect(await command('__proto__')).toEqual(like(otherCommand, '__proto__'));
    expect((await t.api.match(m.matchId)).version).toBe(0);
  });

  it('an oversized payload closes that connection without touching the match; the seat reconnects', async () => {
    const { m, a } = await seated();
    const closed = new Promise((resolve) => a.socket.once('disconnect', resolve));
    a.socket.emit('command', { commandId: 'big', expectedVersion: 0, command: { type: 'placeUnits', junk: 'x'.repeat(200 * 1024) } });
    await closed;
    expect((await t.api.match(m.matchId)).version).toBe(0);
    const again = t.client(m.matchId, m.seats.A.token);
    await again.ready();
    expect((await again.send(setupCommand('A', ['A01']))).ok).toBe(true);
  });

  it('commands sent at once from both seats are serialized; a duplicate commandId is idempotent; a stale version is a conflict', async () => {
    const { a, b } = await seated();
    // each seat's secret setup: neither sees the other's, so neither is stale (versions per audience)
    const [ra, rb] = await Promise.all([
      a.send(setupCommand('A', A_UNITS), { expectedVersion: 0 }),
      b.send(setupCommand('B', B_UNITS), { expectedVersion: 0 }),
    ]);
    expect([ra, rb]).toEqual([
      { ok: true, version: 1 },
      { ok: true, version: 1 },
    ]);
    // A's setup done is public: B's version 1 is stale now
    expect(await a.send({ type: 'finishSetup' }, { expectedVersion: 1 })).toEqual({ ok: true, version: 2 });
    expect(await b.send({ type: 'finishSetup' }, { expectedVersion: 1 })).toEqual({
      ok: false,
      error: { code: 'CONFLICT', message: 'the match is at version 2', currentVersion: 2 },
    });
    const cmd = setupCommand('B', B_UNITS);
    const first = await b.send(cmd, { commandId: 'same-id', expectedVersion: 2 });
    const repeat = await b.send(cmd, { commandId: 'same-id', expectedVersion: 2 });
    expect(first).toEqual({ ok: true, version: 3 });
    expect(repeat).toEqual({ ok: true, version: 3, duplicate: true });
    await b.waitForVersion(3);
    const hexes = ['71P2', '71Q2', '71R2', '71P8', '71Q8', '71R4'];
    const burst = await Promise.all(
      hexes.map((hex, i) => b.send({ type: 'placeUnits', placements: [{ unit: B_UNITS[i % 5], hex }] }, { expectedVersion: 3 + i })),
    );
    expect(burst.every((r) => r.ok)).toBe(true);
    expect(burst.map((r) => (r.ok ? r.version : -1))).toEqual([4, 5, 6, 7, 8, 9]);
  });

  it('a reconnecting client sends its last version and receives only the missed events, then the fresh view', async () => {
    const { m, a, b } = await seated();
    await a.send(setupCommand('A', A_UNITS));
    await caughtUp([b]);
    expect(b.version).toBe(0); // A's secret setup: nothing B sees
    b.close();
    await a.send({ type: 'finishSetup' });
    const b2 = t.client(m.matchId, m.seats.B.token, { lastVersion: 0 });
    await b2.ready();
    expect(b2.version).toBe(1);
    expect(b2.events.map((e) => [e.version, e.type])).toEqual([[1, 'setupFinished']]);
    expect(b2.view?.setupDone).toEqual({ A: true, B: false });
  });

  it('a match not in memory is rebuilt from its latest snapshot plus the commands after it', async () => {
    const { m, a, b } = await seated();
    await a.send(setupCommand('A', A_UNITS));
    await b.send(setupCommand('B', B_UNITS));
    await a.send({ type: 'finishSetup' });
    await caughtUp([b]);
    await b.send({ type: 'finishSetup' });
    await caughtUp([a]);
    const before = JSON.stringify(a.view);
    t.server.service.forgetAll(); // as after a restart: snapshot at version 3, one command to replay
    const a2 = t.client(m.matchId, m.seats.A.token);
    await a2.ready();
    expect(a2.version).toBe(3); // A's own: its placement, its setup done, B's setup done (B's placement it never saw)
    expect(JSON.stringify(a2.view)).toBe(before);
    expect((await a2.send({ type: 'endPhase' })).ok).toBe(true);
  });
});
