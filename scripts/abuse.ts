// `npm run abuse [-- --phase-ms 20000 --timeout-ms 30000 --scale 1 --only chat,status]`: the abuse harness at full size
// (server/test/abuse.ts) against one real server process on loopback, with the production limits.
// Prints, per phase, the honest match's command p50/p95 (and p95 as a multiple of the quiet phase's),
// the honest failures, /healthz, honest match creations, and what each flood got. Needs DATABASE_URL,
// or starts an embedded PostgreSQL in a temporary directory. Exits 1 when an honest request failed.
import { type FloodName, type PhaseReport, quantile, runAbuse } from '../server/test/abuse';
import { numberArg as arg, withDatabase } from '../server/test/scriptSupport';

const ms = (x: number) => (Number.isNaN(x) ? '-' : `${x.toFixed(1)} ms`);

function print(reports: readonly PhaseReport[]): number {
  const quiet = quantile(reports.find((r) => r.name === 'quiet')!.honest.commandMs, 0.95);
  let failures = 0;
  const out = (s: string) => process.stdout.write(`${s}\n`);
  out('');
  out(
    `${'phase'.padEnd(12)} ${'commands'.padStart(8)} ${'failed'.padStart(6)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p95/quiet'.padStart(9)}   ${'healthz n/failed/p95'.padEnd(24)} creations ok/failed`,
  );
  for (const r of reports) {
    const h = r.honest;
    failures += h.commandFailures + h.healthFailures + h.creationFailures;
    const p95 = quantile(h.commandMs, 0.95);
    out(
      `${r.name.padEnd(12)} ${String(h.commandMs.length).padStart(8)} ${String(h.commandFailures).padStart(6)} ${ms(quantile(h.commandMs, 0.5)).padStart(10)} ${ms(p95).padStart(10)} ${`${(p95 / quiet).toFixed(2)}x`.padStart(9)}   ${`${h.healthMs.length}/${h.healthFailures}/${ms(quantile(h.healthMs, 0.95))}`.padEnd(24)} ${h.creations}/${h.creationFailures}`,
    );
  }
  out('');
  for (const r of reports)
    if (Object.keys(r.attack).length)
      out(
        `${r.name.padEnd(12)} ${Object.entries(r.attack)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ')}`,
      );
  out('');
  out(failures ? `${failures} honest requests failed` : 'no honest request failed');
  return failures;
}

async function main() {
  let failures = 0;
  await withDatabase('abuse', async () => {
    const only = process.argv.includes('--only')
      ? (process.argv[process.argv.indexOf('--only') + 1]!.split(',') as FloodName[])
      : undefined;
    const reports = await runAbuse({
      ...(only ? { only } : {}),
      scale: arg('scale', 1),
      phaseMs: arg('phase-ms', 20_000),
      requestTimeoutMs: arg('timeout-ms', 30_000),
      log: (s) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${s}\n`),
    });
    failures = print(reports);
  });
  process.exit(failures ? 1 : 0);
}

main().catch((e) => {
  process.stderr.write(`abuse failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
