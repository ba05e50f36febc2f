import type { FastifyInstance } from 'fastify';
import type { Db } from '../../persistence/prisma';

export function healthRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get('/healthz', async (_req, reply) => {
    try {
      await deps.db.$queryRaw`SELECT 1`;
      return { ok: true, db: 'up' };
    } catch {
      return reply.code(503).send({ ok: false, db: 'down' });
    }
  });
}
