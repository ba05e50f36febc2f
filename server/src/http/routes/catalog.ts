// What can be played: scenarios and the maps they are drawn on (public data), serialised and
// compressed once: every lobby and match page load fetches them.
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import { errorBody } from '../../outbound/projection';
import { type PrecompressedJson, precompressJson, sendJson } from '../compressedJson';

export function catalogRoutes(app: FastifyInstance, deps: { catalog: Catalog }): void {
  const scenarios = precompressJson({ scenarios: deps.catalog.scenarios() });
  const maps = new Map<string, PrecompressedJson>();
  app.get('/api/scenarios', async (req, reply) => sendJson(req, reply, scenarios));
  app.get('/api/maps/:id', async (req, reply) => {
    const id = String((req.params as { id: unknown }).id);
    const doc = deps.catalog.mapDoc(id);
    if (!doc) return reply.code(404).send(errorBody('NOT_FOUND', 'no such map'));
    let body = maps.get(id);
    if (!body) maps.set(id, (body = precompressJson(doc)));
    return sendJson(req, reply, body);
  });
}
