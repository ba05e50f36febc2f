// What can be played: scenarios and the maps they are drawn on (public data).
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import { errorBody } from '../../outbound/projection';

export function catalogRoutes(app: FastifyInstance, deps: { catalog: Catalog }): void {
  app.get('/api/scenarios', async () => ({ scenarios: deps.catalog.scenarios() }));
  app.get('/api/maps/:id', async (req, reply) => {
    const doc = deps.catalog.mapDoc(String((req.params as { id: unknown }).id));
    if (!doc) return reply.code(404).send(errorBody('NOT_FOUND', 'no such map'));
    return doc;
  });
}
