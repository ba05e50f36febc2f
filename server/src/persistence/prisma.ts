// The Prisma client over node-postgres (driver adapter: Prisma 7 runs no native engine). The pool is
// ours, shared with the match store's commit statements, which go to node-postgres directly: the hot
// path of every command skips Prisma's query layer (about a third of a lone commit's time).
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = InstanceType<typeof PrismaClient>;

const pools = new WeakMap<Db, pg.Pool>();

export function createDb(databaseUrl: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // an idle connection the database dropped (a restart): the pool discards it, the next query reconnects
  pool.on('error', () => undefined);
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/** The node-postgres pool under a client made by createDb (its $disconnect ends it). */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}
