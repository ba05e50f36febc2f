// The same load over two server processes on the same database (cluster mode: advisory-lock owners,
// the PostgreSQL adapter). Every socket of a match connects to the process a load balancer routes the
// match to (backendFor, the hash on the match id that server/test/loadBalancer.ts uses, as nginx does in
// deploy/nginx.conf); the bench connects there directly, so no proxy's CPU is counted on this machine.
// Matches are created alternately on each process, as a load balancer spreads requests that name no
// match: about half are created on the process that will not serve their sockets.
import { commandLog } from '../server/test/commandLog';
import { backendFor } from '../server/test/loadBalancer';
import { freePort, startServerProcess } from '../server/test/process';
import { type ManyResult, manyMatches, onOneServer, oneMatch, type Placement, warmUp } from './load';
import { line } from './stats';
import { LIMITS_LIFTED } from './serverEnv';

export async function twoProcesses(
  url: string,
  matches: number,
  perMatch: number,
  one: { single: number[]; many: ManyResult },
  out: (s: string) => void,
): Promise<void> {
  const env = { DATABASE_URL: url, LOG_LEVEL: 'warn', CLUSTER: 'on', ...LIMITS_LIFTED };
  // one after the other: two starting at once on a loaded machine can miss the start timeout
  const p1 = await startServerProcess(env, await freePort());
  const p2 = await startServerProcess(env, await freePort());
  try {
    const urls = [p1.url, p2.url];
    // each process settles its JIT as the one process above did (warmUp: about 2,500 commands), else
    // the figures compare a settled process with two fresh ones
    for (const u of urls) await warmUp(onOneServer(u));
    const routed = (matchId: string) => urls[backendFor(matchId, urls.length)]!;
    const spread = (i: number): Placement => ({ create: urls[i % 2]!, a: routed, b: routed, s: routed });
    // one match created where its sockets are routed, one created on the other process
    const elsewhere = (matchId: string) => urls[1 - backendFor(matchId, urls.length)]!;
    const sameProcess = await oneMatch(spread(0));
    const split = await oneMatch({ create: p1.url, a: elsewhere, b: routed, s: routed });
    const many = await manyMatches(matches, perMatch, spread);
    out('');
    out(
      `two server processes (${p1.url}, ${p2.url}) on the same PostgreSQL, cluster mode, sockets routed by match id; one process (above) beside:`,
    );
    out(line('1 process, 1 match: emit -> last of 3 viewers updated', one.single));
    out(line('2 processes, 1 match, its 3 sockets on one process', sameProcess));
    out(line('2 processes, 1 match, the player on the other process', split));
    out(line(`1 process, ${matches} matches at once`, one.many.samples));
    out(line(`2 processes, ${matches} matches at once (routed by match id)`, many.samples));
    // where each match was applied: by the process its sockets are routed to, or forwarded elsewhere
    const pids = [p1.child.pid, p2.child.pid];
    const log = await commandLog(many.matchIds, url);
    const atSockets = many.matchIds.filter((id) =>
      (log.get(id) ?? []).every((c) => c.appliedBy?.includes(`:${pids[backendFor(id, urls.length)]}:`)),
    );
    out(`matches whose every command was applied by the process their sockets are on: ${atSockets.length}/${many.matchIds.length}`);
    out(
      `commands/s, ${matches} matches: 1 process ${one.many.rate.toFixed(0)} /s, 2 processes ${many.rate.toFixed(0)} /s (${(many.rate / one.many.rate).toFixed(2)} x; ${many.samples.length} commands, ${matches * 3} sockets)`,
    );
  } finally {
    await Promise.all([p1.kill('SIGTERM'), p2.kill('SIGTERM')]);
  }
}
