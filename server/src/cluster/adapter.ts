// socket.io rooms across processes: the official PostgreSQL adapter on the match database (LISTEN /
// NOTIFY, larger payloads through its socket_io_attachments table, created by our migrations). Each
// process's own pool; closed after socket.io (io.close() first, then pool.end()).
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Server } from 'socket.io';
import type { Logger } from '../logging/logger';

export interface AdapterHandle {
  close(): Promise<void>;
}

export function attachPostgresAdapter(io: Server, databaseUrl: string, log: Logger): AdapterHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, application_name: 'hexfog-adapter' });
  // idle connections break when the database restarts: the pool drops them; the adapter reconnects
  pool.on('error', (e) => log.warn({ err: e.message }, 'socket.io adapter connection lost'));
  pool.on('connect', (client) => {
    // The adapter keeps one client checked out for LISTEN and listens to its 'end' only: pg-pool watches
    // errors on idle clients only, so the FATAL a database restart sends to that client would be an
    // unhandled 'error' event and end the process (the database restart test found it).
    client.on('error', (e) => log.warn({ err: e.message }, 'socket.io adapter connection lost'));
    // Nor does the adapter release that client when it ends: each restart would keep one pool slot
    // until the pool (4) is exhausted. Its LISTEN client is the one with 'notification' listeners.
    client.once('end', () => {
      if (client.listenerCount('notification') === 0) return;
      try {
        client.release(new Error('connection ended'));
      } catch {
        // already released
      }
    });
  });
  io.adapter(
    createAdapter(pool, {
      // a process that died is forgotten after 4 s, so forwarded commands stop waiting for it
      heartbeatInterval: 1000,
      heartbeatTimeout: 4000,
      errorHandler: (e: Error) => log.warn({ err: e.message }, 'socket.io adapter error'),
    }),
  );
  return {
    async close() {
      await pool.end().catch(() => undefined);
    },
  };
}
