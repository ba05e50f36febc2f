// The bare durable relay: the 1-match load's path with nothing of Hexfog in it (bench/relayServer.ts:
// emit -> one INSERT -> one room emit to 3 viewers -> ack), timed as the load times a command (emit to
// the last of 3 viewers). It says how much of the 1-match figure any durable server pays on this
// machine (process wake-ups, socket writes, the commit after idleness) and how much is ours.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { io as ioc, type Socket } from 'socket.io-client';

const WARM_UP = 500;
const MEASURED = 300;
const TIMEOUT_MS = 30000;

/** The moment a viewer has update `v`; rejects after `timeoutMs` (a broken relay fails the bench). */
function updated(c: Socket, v: number, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      c.off('update', on);
      reject(new Error(`relay: no update ${v} within ${timeoutMs} ms`));
    }, timeoutMs);
    const on = (u: { version: number }) => {
      if (u.version < v) return;
      const at = performance.now();
      clearTimeout(timer);
      c.off('update', on);
      resolve(at);
    };
    c.on('update', on);
  });
}

/** Closed loop over one match of 3 sockets: each command after the previous one's ack and updates. */
export async function relayFigure(url: string): Promise<number[]> {
  const child = fork(fileURLToPath(new URL('./relayServer.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`relay server exited (${code})`)));
    });
    const viewers = [0, 1, 2].map(() => ioc(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false }));
    await Promise.all(viewers.map((c) => new Promise<void>((r) => c.once('connect', () => r()))));
    const samples: number[] = [];
    for (let v = 1; v <= WARM_UP + MEASURED; v++) {
      const arrived = Promise.all(viewers.map((c) => updated(c, v, TIMEOUT_MS)));
      const t0 = performance.now();
      await viewers[0]!.timeout(TIMEOUT_MS).emitWithAck('command', { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71A1' }] });
      const last = Math.max(...(await arrived));
      if (v > WARM_UP) samples.push(last - t0);
    }
    for (const c of viewers) c.close();
    return samples;
  } finally {
    child.disconnect();
    await exited;
  }
}
