// Test harness: the real app on a free loopback port, against the test database (globalSetup; or a
// `databaseUrl` of its own, isolatedDatabase.ts), with its log lines captured so tests can read them;
// plus helpers to create matches and connect clients.
import { Writable } from 'node:stream';
import { connect, type HexfogClient, api } from '@hexfog/client/sdk';
import type { CreateMatchBody, SeatedMatch } from '@hexfog/shared';
import { type AppOptions, buildApp, type HexfogApp } from '../src/app';
import type { Catalog } from '../src/catalog/catalog';
import type { Limits } from '../src/config/config';
import { createLogger } from '../src/logging/logger';
import type { MatchCacheOptions } from '../src/matches/matchCache';
import type { TimeSource } from '../src/matches/clock';
import { versionFor, visibleNow } from '../src/outbound/projection';

export interface TestServer {
  readonly url: string;
  readonly server: HexfogApp;
  readonly logs: string[];
  readonly api: ReturnType<typeof api>;
  /** Clients opened through `client()`, closed by `close()`. */
  client(
    matchId: string,
    token?: string,
    extra?: { lastVersion?: number; socketOptions?: Record<string, unknown>; seat?: 'A' | 'B'; cookie?: string },
  ): HexfogClient;
  newMatch(scenario?: string, ruleset?: string, options?: CreateMatchBody['options']): Promise<SeatedMatch>;
  /** The view a fresh connection of this viewer is sent now (to compare with the one a client holds). */
  freshView(matchId: string, token?: string): Promise<HexfogClient['view']>;
  close(): Promise<void>;
}

export async function startTestServer(
  opts: {
    snapshotEvery?: number;
    catalog?: Catalog;
    diceSeed?: () => string;
    limits?: Partial<Limits>;
    operatorToken?: string;
    cache?: Partial<MatchCacheOptions>;
    time?: TimeSource;
    databaseUrl?: string;
    cluster?: AppOptions['cluster'];
    /** Take over, at start, the computer seats of the database's matches in play (a restart; an isolated database). */
    resumeComputer?: boolean;
  } = {},
): Promise<TestServer> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const server = await buildApp({
    databaseUrl: opts.databaseUrl ?? process.env.DATABASE_URL!,
    log: createLogger('info', sink),
    snapshotEvery: opts.snapshotEvery ?? 50,
    poolSize: 4,
    ...(opts.catalog ? { catalog: opts.catalog } : {}),
    ...(opts.diceSeed ? { diceSeed: opts.diceSeed } : {}),
    ...(opts.limits ? { limits: opts.limits } : {}),
    ...(opts.operatorToken ? { operatorToken: opts.operatorToken } : {}),
    ...(opts.cache ? { cache: opts.cache } : {}),
    ...(opts.time ? { time: opts.time } : {}),
    ...(opts.cluster ? { cluster: opts.cluster } : {}),
    // the computer's commands as fast as it decides (a human needs a pace, a test does not); test servers
    // share one database, so only a test that asks takes over the computer seats of matches in play
    computer: { paceMs: 0, resume: opts.resumeComputer ?? false },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = server.app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const clients: HexfogClient[] = [];
  const http = api(url);
  return {
    url,
    server,
    logs,
    api: http,
    client(matchId, token, extra = {}) {
      const c = connect({
        url,
        matchId,
        ...(token ? { token } : {}),
        ...(extra.seat ? { seat: extra.seat } : {}),
        ...(extra.cookie ? { cookie: extra.cookie } : {}),
        ...(extra.lastVersion !== undefined ? { lastVersion: extra.lastVersion } : {}),
        socketOptions: { reconnection: false, ...(extra.socketOptions ?? {}) },
      });
      clients.push(c);
      return c;
    },
    async freshView(matchId, token) {
      const c = connect({ url, matchId, ...(token ? { token } : {}), socketOptions: { reconnection: false } });
      try {
        await c.ready();
        return c.view;
      } finally {
        c.close();
      }
    },
    newMatch: (scenario = 'sewer-infiltration', ruleset = 'asl', options) =>
      http.createSeatedMatch({ ruleset: ruleset as 'asl', scenario, ...(options ? { options } : {}) }),
    async close() {
      for (const c of clients) c.close();
      await server.close();
    },
  };
}

/** A placement of all a side's units in its zone, valid for the sewer-infiltration scenario. */
export function setupCommand(side: 'A' | 'B', unitIds: readonly string[]): Record<string, unknown> {
  const hexes =
    side === 'A'
      ? ['71A1', '71A2', '71A3', '71A4', '71A5', '71A6', '71A7', '71A8']
      : ['71P2', '71Q2', '71R2', '71P8', '71Q8', '71R4', '71S5'];
  return { type: 'placeUnits', placements: unitIds.map((unit, i) => ({ unit, hex: hexes[i % hexes.length] })) };
}

export const A_UNITS = ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07', 'A08'];
export const B_UNITS = ['B01', 'B02', 'B03', 'B04', 'B05'];

/**
 * Every client holds what the server has for it now. Versions are per receiver (a seat counts only the
 * commands that changed what it sees: server/src/matches/audiences.ts), so there is no one version to
 * wait for: each asks for a sync, which the server answers inside the match's queue, after every
 * command acknowledged so far. A sync's answer is an acknowledgement, never a frame of its own.
 */
export async function caughtUp(clients: readonly HexfogClient[]): Promise<void> {
  await Promise.all(clients.map((c) => c.resync()));
}

/**
 * As caughtUp, without a round trip: each client waits for the version this (in-process) server has
 * for its receiver now (outbound/projection.ts: its own version of what it is shown). For the harnesses
 * that play hundreds of commands.
 */
export async function caughtUpWith(t: TestServer, matchId: string, clients: readonly HexfogClient[]): Promise<void> {
  const match = await t.server.service.get(matchId);
  if (!match) throw new Error(`no match ${matchId}`);
  await Promise.all(clients.map((c) => c.waitForVersion(versionFor(match, c.seat, visibleNow(match, c.seat).version))));
}

/**
 * Ends the current phase as the sides whose phase it is do (A3.4: the DEFENDER ends the DFPh; A3.1:
 * both sides the RPh): each seat offered `endPhase` sends it; every client then holds the new position.
 * Returns the last sender's version.
 */
export async function endPhase(seats: readonly HexfogClient[], watchers: readonly HexfogClient[] = seats): Promise<number> {
  let version = -1;
  for (const seat of seats) {
    if (!seat.view?.legal.some((l) => l.type === 'endPhase')) continue;
    const ack = await seat.send({ type: 'endPhase' });
    if (!ack.ok) throw new Error(`endPhase refused: ${JSON.stringify(ack.error)}`);
    version = ack.version;
    await caughtUp(watchers);
  }
  if (version < 0) throw new Error('no seat may end this phase');
  return version;
}

/** Both seats set up every unit of the sewer-infiltration scenario and finish: play begins (the RPh). */
export async function setUpBoth(a: HexfogClient, b: HexfogClient): Promise<void> {
  for (const [c, cmd] of [
    [a, setupCommand('A', A_UNITS)],
    [b, setupCommand('B', B_UNITS)],
    [a, { type: 'finishSetup' }],
    [b, { type: 'finishSetup' }],
  ] as const) {
    const r = await c.send(cmd);
    if (!r.ok) throw new Error(`${String(cmd.type)} refused: ${JSON.stringify(r.error)}`);
    await caughtUp([a, b]);
  }
}
