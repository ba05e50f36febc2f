import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../persistence/prisma';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get('/healthz', async (_req, reply) => {
    try {
      await deps.db.$queryRaw`SELECT 1`;
      return { ok: true, db: 'up' };
    } catch {
      return reply.code(503).send({ ok: false, db: 'down' });
    }
  });
};
