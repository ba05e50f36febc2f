// The same load over two server processes on the same database (cluster mode: advisory-lock owners,
// the PostgreSQL adapter). Matches are created alternately on each process (the creator owns it); the
// commanding player always connects to the first, the other player to the second, the spectator to
// either: half the commands are forwarded to the owner, and updates cross processes both ways.
import { freePort, startServerProcess } from '../server/test/process';
import { type ManyResult, manyMatches, oneMatch, type Placement } from './load';
import { line } from './stats';

export async function twoProcesses(url: string, matches: number, perMatch: number, one: { single: number[]; many: ManyResult }, out: (s: string) => void): Promise<void> {
  const env = { DATABASE_URL: url, LOG_LEVEL: 'warn', CLUSTER: 'on', COMMAND_RATE: '10000', COMMAND_BURST: '10000' };
  const [p1, p2] = await Promise.all([startServerProcess(env, await freePort()), startServerProcess(env, await freePort())]);
  try {
    const spread = (i: number): Placement => ({ create: i % 2 ? p2.url : p1.url, a: p1.url, b: p2.url, s: i % 4 < 2 ? p1.url : p2.url });
    const owned = await oneMatch(spread(0));
    const forwarded = await oneMatch(spread(1));
    const many = await manyMatches(matches, perMatch, spread);
    out('');
    out(`two server processes (${p1.url}, ${p2.url}) on the same PostgreSQL, cluster mode; one process (above) beside:`);
    out(line('1 process, 1 match: emit -> last of 3 viewers updated', one.single));
    out(line('2 processes, 1 match, player on the owner', owned));
    out(line('2 processes, 1 match, player forwarded to the owner', forwarded));
    out(line(`1 process, ${matches} matches at once`, one.many.samples));
    out(line(`2 processes, ${matches} matches at once (half forwarded)`, many.samples));
    out(`commands/s, ${matches} matches: 1 process ${one.many.rate.toFixed(0)} /s, 2 processes ${many.rate.toFixed(0)} /s (${many.samples.length} commands, ${matches * 3} sockets)`);
  } finally {
    await Promise.all([p1.kill('SIGTERM'), p2.kill('SIGTERM')]);
  }
}
