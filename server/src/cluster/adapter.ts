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
