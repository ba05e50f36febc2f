// The HTTP server's own limits, as fastify and node take them: who the client is (trustProxy, shared
// with the socket handshake), and how long a request may take to arrive. Without them a client that
// sends full headers and a body that never comes holds its connection open for ever (fastify's
// requestTimeout is off by default); node checks those timeouts every `connectionsCheckingInterval`,
// so the check runs at a fraction of the shortest one.
import type { Limits } from '../config/config';
import { type TrustFunction, trustFunction } from '../limits/clientAddress';

export function httpServerOptions(limits: Limits): {
  trustProxy: TrustFunction;
  requestTimeout: number;
  connectionTimeout: number;
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    trustProxy: trustFunction(limits.trustProxy),
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      headersTimeout,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.floor(Math.max(100, Math.min(1_000, headersTimeout / 4))),
    },
  };
}
