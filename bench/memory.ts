// `node --import tsx bench/memory.ts`: the server process's resident memory (RSS, from /proc) with
// 1,000 idle matches held in memory, with 1,000 created while at most 100 stay in memory
// (MATCH_CACHE_MAX, MATCH_IDLE_MS), and at the peak of 200 active matches (2 players + 1 spectator each, the load of
// bench/load.ts). `memoryFigures(url, out)` is what bench/run.ts may call with its database.
import { runAsScript, withDatabase } from './database';
import { readFileSync } from 'node:fs';
import { api } from '../client/src/sdk/index';
import { freePort, type ServerProcess, startServerProcess } from '../server/test/process';
import { manyMatches, onOneServer } from './load';
import { LIMITS_LIFTED } from './serverEnv';

const MB = 1024 * 1024;

/** Resident set size of a process, in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

async function createIdle(url: string, n: number): Promise<void> {
  const http = api(url);
  for (let i = 0; i < n; i += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, n - i) }, () => http.createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' })),
    );
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withServer<T>(url: string, env: Record<string, string>, run: (s: ServerProcess) => Promise<T>): Promise<T> {
  const s = await startServerProcess({ DATABASE_URL: url, LOG_LEVEL: 'warn', CLUSTER: 'off', ...LIMITS_LIFTED, ...env }, await freePort());
  try {
    return await run(s);
  } finally {
    await s.kill('SIGTERM');
  }
}

export async function memoryFigures(url: string, out: (s: string) => void, idle = 1000, active = 200): Promise<void> {
  const mb = (b: number) => `${(b / MB).toFixed(0)} MB`;
  // held: nothing leaves memory during the run
  await withServer(url, { MATCH_IDLE_MS: '3600000', MATCH_CACHE_MAX: String(idle * 2) }, async (s) => {
    await settle(500);
    const started = rssOf(s.child.pid!);
    await createIdle(s.url, idle);
    await settle(1000);
    const held = rssOf(s.child.pid!);
    out(
      `memory: server RSS at start ${mb(started)}; with ${idle} idle matches in memory ${mb(held)} (${((held - started) / idle / 1024).toFixed(0)} kB per match)`,
    );
  });
  // evicted: at most 100 matches in memory, idle ones leave after 1 s (they reload on demand)
  await withServer(url, { MATCH_IDLE_MS: '1000', MATCH_CACHE_MAX: '100' }, async (s) => {
    await settle(500);
    const started = rssOf(s.child.pid!);
    await createIdle(s.url, idle);
    await settle(3000);
    out(
      `memory: server RSS after ${idle} matches created with MATCH_CACHE_MAX 100, MATCH_IDLE_MS 1000 ${mb(rssOf(s.child.pid!))} (at start ${mb(started)})`,
    );
  });
  await withServer(url, {}, async (s) => {
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, rssOf(s.child.pid!))), 100);
    try {
      const r = await manyMatches(active, 10, () => onOneServer(s.url));
      out(`memory: server RSS peak with ${active} active matches (${active * 3} sockets, ${r.samples.length} commands) ${mb(peak)}`);
    } finally {
      clearInterval(timer);
    }
  });
}

runAsScript(import.meta, 'memory bench', () =>
  withDatabase((url) =>
    memoryFigures(
      url,
      (s) => process.stdout.write(`${s}\n`),
      Number(process.env.MEMORY_IDLE ?? 1000),
      Number(process.env.MEMORY_ACTIVE ?? 200),
    ),
  ),
);
