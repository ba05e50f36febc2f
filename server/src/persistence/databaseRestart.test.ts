// The database restarts under load (issue #19): a real server process, its own embedded PostgreSQL in a
// temporary directory (not the shared test database, so other suites are unaffected), stopped and
// started again on the same port while players send commands. While it is away every command is refused
// with the retryable UNAVAILABLE, never acknowledged; the same server process reconnects by itself; every
// acknowledged command is stored exactly once at its acknowledged version.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, connect, type HexfogClient } from '@hexfog/client/sdk';
import type { CommandAck } from '@hexfog/shared';
import { jest } from '@jest/globals';
import { applierRuns, commandLog } from '../../test/commandLog';
import { freePort, type ServerProcess, startServerProcess } from '../../test/process';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embeddedPostgres';
import { migrate } from './migrate';

jest.setTimeout(120000);

const MATCHES = 3;
const ACKS_PER_MATCH = 8;
const cmd = (i: number) => ({ type: 'placeUnits', placements: [{ unit: 'A01', hex: `71${'ABCDEFG'[i % 7]}${1 + (i % 8)}` }] });

let dir: string;
let db: EmbeddedDatabase | undefined;
let server: ServerProcess | undefined;
const clients: HexfogClient[] = [];
let stopped = false; // a failed test stops its command loops

/** Polls until `pred` holds; the deadline only guards against a hang (no timing is asserted). */
async function until(pred: () => boolean, what: string, deadlineMs = 60000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

afterAll(async () => {
  stopped = true;
  // a server that died tells why (its log carries ids and codes only)
  if (server && server.child.exitCode !== null)
    process.stderr.write(`server exited ${server.child.exitCode}:\n${server.output().slice(-3000)}\n`);
  for (const c of clients) c.close();
  await server?.kill('SIGTERM');
  await db?.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

describe('the database restarts under load', () => {
  it('commands are refused with UNAVAILABLE while it is away, the same server process serves again after, every acknowledged command is stored once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexfog-dbrestart-'));
    chmodSync(dir, 0o755); // the cluster runs as the postgres user when we are root
    const dbOpts = { dataDir: join(dir, 'postgres'), database: 'hexfog_restart', port: await freePort() };
    db = await startEmbeddedPostgres(dbOpts);
    const url = db.url;
    await migrate(url, join(import.meta.dirname, '../../../prisma/migrations'));
    server = await startServerProcess(
      {
        DATABASE_URL: url,
        CLUSTER: 'on',
        COMMAND_RATE: '10000',
        COMMAND_BURST: '10000',
        SOCKET_EVENT_RATE: '10000',
        SOCKET_EVENT_BURST: '10000',
        LOG_LEVEL: 'warn',
      },
      await freePort(),
    );
    const so = { socketOptions: { reconnectionDelay: 100, reconnectionDelayMax: 500 } };

    // odd while the database is stopped: stop() has returned and start() has not been called yet
    let outage = 0;
    let acked = 0;
    const duringOutage: CommandAck[] = [];
    const tables: { id: string; a: HexfogClient; s: HexfogClient; acked: Map<string, number>; sent: Set<string> }[] = [];
    for (let i = 0; i < MATCHES; i++) {
      const m = await api(server.url).createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' });
      const a = connect({ url: server.url, matchId: m.matchId, token: m.seats.A.token, ...so });
      const s = connect({ url: server.url, matchId: m.matchId, ...so });
      clients.push(a, s);
      tables.push({ id: m.matchId, a, s, acked: new Map(), sent: new Set() });
    }
    await Promise.all(tables.flatMap((t) => [t.a.ready(), t.s.ready()]));

    const drive = async (t: (typeof tables)[number]) => {
      for (let i = 0; t.acked.size < ACKS_PER_MATCH && !stopped; i++) {
        const commandId = t.a.nextCommandId();
        t.sent.add(commandId);
        while (!stopped) {
          const sentIn = outage;
          let ack: CommandAck;
          try {
            ack = await t.a.send(cmd(i), { commandId, timeoutMs: 10000 });
          } catch {
            continue; // no answer: ask again with the same commandId
          }
          if (sentIn % 2 === 1 && outage === sentIn) duringOutage.push(ack);
          if (ack.ok) {
            t.acked.set(commandId, ack.version);
            acked++;
            break;
          }
          if (ack.error.code === 'CONFLICT') {
            await t.a.resync().catch(() => undefined);
            break; // not applied: a fresh command next
          }
          expect(ack.error.code).toBe('UNAVAILABLE'); // nothing else is expected here
          await new Promise((r) => setTimeout(r, 50)); // retryable: same commandId
        }
      }
    };
    const driving = Promise.all(tables.map(drive));

    await until(() => acked >= MATCHES * 2, 'commands before the outage');
    await db.stop();
    outage++;
    // a new client is refused at the handshake with the same typed error
    const late = connect({ url: server.url, matchId: tables[0]!.id, socketOptions: { reconnection: false } });
    clients.push(late);
    expect(
      await late.ready().then(
        () => 'connected',
        (e: Error & { code?: string }) => `${e.code}: ${e.message}`,
      ),
    ).toMatch(/^UNAVAILABLE: /);
    await until(() => duringOutage.length >= MATCHES * 3, 'answers during the outage');
    outage++;
    db = await startEmbeddedPostgres(dbOpts);
    expect(db.url).toBe(url);
    await driving;

    // while the database was away nothing was acknowledged: every answer was the retryable refusal
    expect(duringOutage.length).toBeGreaterThanOrEqual(MATCHES * 3);
    expect(duringOutage.filter((a) => a.ok || a.error.code !== 'UNAVAILABLE')).toEqual([]);
    // the same process (never restarted) applied everything, before and after the outage
    expect(server.child.exitCode).toBeNull();
    const logs = await commandLog(
      tables.map((t) => t.id),
      url,
    );
    for (const t of tables) {
      const log = logs.get(t.id)!;
      expect(log.map((c) => c.version)).toEqual(log.map((_, i) => i + 1));
      expect(new Set(log.map((c) => c.commandId)).size).toBe(log.length);
      const byId = new Map(log.map((c) => [c.commandId, c.version]));
      for (const [id, v] of t.acked) expect({ id, v: byId.get(id) }).toEqual({ id, v });
      for (const c of log) expect(t.sent.has(c.commandId)).toBe(true);
      expect(applierRuns(log)).toEqual([expect.stringContaining(`:${server.child.pid}:`)]);
      // the seat, still the same object, catches up to the stored version (all its own commands; the
      // spectator sees nothing of a secret setup, so its own version never moved)
      await t.a.waitForVersion(log.length, 30000);
      expect(t.s.version).toBe(0);
    }
  });
});
