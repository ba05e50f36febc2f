// One match's latency alone (both floors and the bare durable relay, then BENCH_RUNS runs of the
// 1-match load on one server): quicker than `--load` for before/after comparisons. BENCH_SERVER_ARGS
// passes node flags to the server process (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile
// of the server under load).
import { readFileSync, writeFileSync } from 'node:fs';
import { freePort, startServerProcess } from '../server/test/process';
import { runAsScript, withDatabase } from './database';
import { postgresFloor, socketFloor } from './floors';
import { oneMatch, onOneServer } from './load';
import { relayFigure } from './relay';
import { line, summary } from './stats';
import { LIMITS_LIFTED } from './serverEnv';

const out = (s: string) => process.stdout.write(`${s}\n`);

/** CPU time (user + system) of a process so far, in milliseconds, from /proc (Linux). */
function cpuMs(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

runAsScript(import.meta, 'latency', () =>
  withDatabase(async (url) => {
    const args = (process.env.BENCH_SERVER_ARGS ?? '').split(/\s+/).filter(Boolean);
    const server = await startServerProcess(
      {
        DATABASE_URL: url,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        CLUSTER: 'off',
        ...LIMITS_LIFTED,
      },
      await freePort(),
      args,
    );
    try {
      const floor = await postgresFloor(url);
      out(line('floor: bare durable PostgreSQL commit', floor));
      const roundTrip = await socketFloor();
      out(line('floor: socket.io round trip between processes', roundTrip));
      const target = 2 * (summary(floor).median + summary(roundTrip).median);
      out(line('bare durable relay, emit -> INSERT -> 3 viewers', await relayFigure(url)));
      const medians: number[] = [];
      const p99s: number[] = [];
      for (let i = 0; i < Number(process.env.BENCH_RUNS ?? 3); i++) {
        const s0 = cpuMs(server.child.pid!);
        const c0 = process.cpuUsage();
        const s = await oneMatch(onOneServer(server.url));
        const c = process.cpuUsage(c0);
        const n = s.length + 20;
        out(
          `${line(`1 match, run ${i + 1}`, s)}  cpu/command: server ${((cpuMs(server.child.pid!) - s0) / n).toFixed(3)} ms, clients ${((c.user + c.system) / 1000 / n).toFixed(3)} ms`,
        );
        medians.push(summary(s).median);
        p99s.push(summary(s).p99);
      }
      out(
        `1 match: median of run medians ${summary(medians).median.toFixed(3)} ms, of run p99s ${summary(p99s).median.toFixed(3)} ms; 2x the floors ${target.toFixed(3)} ms`,
      );
    } finally {
      await server.kill('SIGTERM');
      if (process.env.BENCH_SERVER_OUT) writeFileSync(process.env.BENCH_SERVER_OUT, server.output());
    }
  }),
);
