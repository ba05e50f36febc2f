// The SIGKILL fault scenario, shared by the test (small) and `npm run faults` (large): matches spread
// over two server processes behind a load balancer, a burst of commands from every match, the owner of
// half of them killed with SIGKILL in the middle. Returns what the checks need.
import { api, connect, type HexfogClient } from '@hexfog/client/sdk';
import { applierRuns, commandLog, type LoggedCommand } from './commandLog';
import { startLoadBalancer } from './loadBalancer';
import { freePort, startServerProcess } from './process';

export interface BurstResult {
  readonly killedPid: number;
  readonly matches: { id: string; acked: Map<string, number>; sent: Set<string>; log: LoggedCommand[]; clients: HexfogClient[] }[];
  readonly retries: number;
}

const cmd = (i: number) => ({ type: 'placeUnits', placements: [{ unit: 'A01', hex: `71${'ABCDEFG'[i % 7]}${1 + (i % 8)}` }] });

export async function sigkillBurst(opts: { matches: number; commandsPerMatch: number; log?: (s: string) => void }): Promise<BurstResult> {
  const env = { DATABASE_URL: process.env.DATABASE_URL!, CLUSTER: 'on', COMMAND_RATE: '10000', COMMAND_BURST: '10000', LOG_LEVEL: 'warn' };
  const [port1, port2] = [await freePort(), await freePort()];
  const [p1, p2] = await Promise.all([startServerProcess(env, port1), startServerProcess(env, port2)]);
  const lb = await startLoadBalancer([port1, port2]);
  const say = opts.log ?? (() => {});
  const tables: { id: string; a: HexfogClient; s: HexfogClient; acked: Map<string, number>; sent: Set<string> }[] = [];
  try {
    const ids: string[] = [];
    for (let i = 0; i < opts.matches; i++) {
      // created on alternate processes; each match is owned by the process its first socket reaches
      // through the load balancer (creation takes no lock), so each process owns some of them
      const m = await api(i % 2 ? p2.url : p1.url).createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' });
      const so = { socketOptions: { reconnectionDelay: 100, reconnectionDelayMax: 500 } };
      const a = connect({ url: lb.url, matchId: m.matchId, token: m.seats.A.token, ...so });
      const s = connect({ url: lb.url, matchId: m.matchId, ...so });
      ids.push(m.matchId);
      tables.push({ id: m.matchId, a, s, acked: new Map(), sent: new Set() });
    }
    await Promise.all(tables.flatMap((t) => [t.a.ready(), t.s.ready()]));
    const total = opts.matches * opts.commandsPerMatch;
    let acked = 0;
    let retries = 0;
    let killed: Promise<unknown> | undefined;
    const drive = async (t: (typeof tables)[number]) => {
      for (let i = 0; t.acked.size < opts.commandsPerMatch; i++) {
        const commandId = t.a.nextCommandId();
        t.sent.add(commandId);
        for (;;) {
          let ack: Awaited<ReturnType<HexfogClient['send']>>;
          try {
            await t.a.waitUntil(() => t.a.status === 'connected', 30000, 'a connection');
            ack = await t.a.send(cmd(i), { commandId, timeoutMs: 6000 });
          } catch {
            retries++;
            continue; // no answer (the process died, or the socket dropped): ask again, same commandId
          }
          if (ack.ok) {
            t.acked.set(commandId, ack.version);
            acked++;
            if (!killed && acked >= total * 0.4) {
              say(`SIGKILL process ${p1.child.pid} after ${acked} acknowledged commands`);
              killed = p1.kill('SIGKILL');
            }
            break;
          }
          if (ack.error.code === 'CONFLICT') {
            await t.a.resync().catch(() => undefined);
            break; // not applied: a fresh command next
          }
          retries++; // UNAVAILABLE and the like: retryable, same commandId
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    await Promise.all(tables.map(drive));
    await killed;
    const logs = await commandLog(ids);
    const last = (id: string) => logs.get(id)!.at(-1)?.version ?? 0;
    // every seat, on whichever process it landed after the kill, catches up by version (its own: every
    // command here is its own); the spectator sees nothing of a secret setup, its version never moves
    await Promise.all(tables.map((t) => t.a.waitForVersion(last(t.id), 30000)));
    for (const t of tables) if (t.s.version !== 0) throw new Error(`a spectator was sent a version of a secret setup: ${t.s.version}`);
    say(
      `${acked} commands acknowledged over ${opts.matches} matches, ${retries} retries; appliers per match: ${[...new Set(ids.map((id) => applierRuns(logs.get(id)!).length))].join('/')} run(s)`,
    );
    return {
      killedPid: p1.child.pid!,
      retries,
      matches: tables.map((t) => ({ id: t.id, acked: t.acked, sent: t.sent, log: logs.get(t.id)!, clients: [t.a, t.s] })),
    };
  } finally {
    for (const t of tables) {
      t.a.close();
      t.s.close();
    }
    await lb.close();
    await Promise.all([p1.kill('SIGKILL'), p2.kill('SIGTERM')]);
  }
}
