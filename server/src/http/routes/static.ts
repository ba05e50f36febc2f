// The browser client's files (client/dist, built by scripts/build-client.mjs). The build writes each
// text asset with a gzip and a brotli copy beside it; @fastify/static picks the copy the request's
// Accept-Encoding allows (brotli first) and says so in Content-Encoding, with Vary: Accept-Encoding.
// Content-hashed names (app.<hash>.js) never change content, so browsers keep them a year; index.html
// names the current ones and is revalidated on every load.
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Same rule as the build's HASHED_NAME (scripts/clientAssets.mjs): 10 hex digits between dots. */
const HASHED = /\.[0-9a-f]{10}\./;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(path: string): string {
  return HASHED.test(basename(path)) ? IMMUTABLE : REVALIDATE;
}

export const staticRoutes: FastifyPluginAsync<{ projectRoot: string }> = async (app, deps) => {
  const dist = join(deps.projectRoot, 'client/dist');
  // without a build (a bare checkout), the unbundled public files: no copies, so nothing compressed
  const built = existsSync(dist);
  await app.register(fastifyStatic, {
    root: built ? dist : join(deps.projectRoot, 'client/public'),
    index: ['index.html'], // an array: with preCompressed, '/' finds its index only so
    preCompressed: built,
    cacheControl: false,
    setHeaders: (res, path) => res.header('cache-control', cacheControlFor(path)),
  });
};
