// Static JSON the API serves on every page load (the scenario list, the map documents), serialised and
// compressed once (gzip and brotli) and sent in the encoding the request's Accept-Encoding prefers.
// Only public catalog data goes through here: a match's payloads never do (their sizes are not padded).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface PrecompressedJson {
  readonly raw: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
}

export function precompressJson(value: unknown): PrecompressedJson {
  const raw = Buffer.from(JSON.stringify(value));
  return { raw, gzip: gzipSync(raw, { level: 9 }), br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) };
}

/** The encodings the request accepts (q > 0), lower-cased. */
function accepted(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name);
  }
  return out;
}

export function sendJson(req: FastifyRequest, reply: FastifyReply, body: PrecompressedJson): FastifyReply {
  const ok = accepted(req.headers['accept-encoding']);
  const encoding = ok.has('br') ? 'br' : ok.has('gzip') ? 'gzip' : null;
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'Accept-Encoding').header('cache-control', 'no-cache');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? body[encoding] : body.raw);
}
