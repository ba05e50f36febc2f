// Typed HTTP errors: every failure answers { error: { code, message } } with a stable code.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure, type Logger, redactUrl } from '../logging/logger';
import { errorBody } from '../outbound/projection';

export function zodIssue(e: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const i = e.issues[0];
  return i ? `${i.path.map(String).join('.') || 'body'}: ${i.message}` : 'invalid request';
}

export function installErrorHandlers(app: FastifyInstance, log: Logger): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // a route's zod schema (fastify-type-provider-zod) refused the params, query or body
    if (hasZodFastifySchemaValidationErrors(err))
      return reply.code(400).send(errorBody('BAD_REQUEST', validationMessage(err.validation[0]!)));
    if (err.statusCode === 429) return reply.code(429).send(errorBody('RATE_LIMITED', err.message));
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err.statusCode === 400 && /JSON/i.test(err.message))) {
      return reply.code(400).send(errorBody('BAD_JSON', 'the request body is not valid JSON'));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413)
      return reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', 'the request body is too large'));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415)
      return reply.code(415).send(errorBody('BAD_REQUEST', 'send application/json'));
    if (err.statusCode && err.statusCode < 500) return reply.code(err.statusCode).send(errorBody('BAD_REQUEST', err.message));
    log.error({ ...failure(err), reqId: req.id, url: redactUrl(req.url) }, 'request failed');
    return reply.code(500).send(errorBody('INTERNAL', 'internal error'));
  });
  app.setNotFoundHandler((req, reply) => reply.code(404).send(errorBody('NOT_FOUND', `no route ${req.method} ${req.url.split('?')[0]}`)));
}

/** The first issue as zodIssue words it: `path: message` (`body` for the whole body). */
function validationMessage(v: { instancePath: string; message?: string }): string {
  return `${v.instancePath.split('/').filter(Boolean).join('.') || 'body'}: ${v.message ?? 'invalid'}`;
}
