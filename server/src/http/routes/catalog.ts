// What can be played: scenarios and the maps they are drawn on (public data), serialised and
// compressed once: every lobby and match page load fetches them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Catalog } from '../../catalog/catalog';
import { errorBody } from '../../outbound/projection';
import { type PrecompressedJson, precompressJson, sendJson } from '../compressedJson';

const MapParams = z.strictObject({ id: z.string().max(100) });

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, deps) => {
  const scenarios = precompressJson({ scenarios: deps.catalog.scenarios() });
  const maps = new Map<string, PrecompressedJson>();
  app.get('/api/scenarios', async (req, reply) => sendJson(req, reply, scenarios));
  app.get('/api/maps/:id', { schema: { params: MapParams } }, async (req, reply) => {
    const { id } = req.params;
    const doc = deps.catalog.mapDoc(id);
    if (!doc) return reply.code(404).send(errorBody('NOT_FOUND', 'no such map'));
    let body = maps.get(id);
    if (!body) maps.set(id, (body = precompressJson(doc)));
    return sendJson(req, reply, body);
  });
};
