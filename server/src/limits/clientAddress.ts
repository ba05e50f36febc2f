// Who a client is, for every limit keyed by address: the peer's address, or, behind a trusted proxy
// (TRUST_PROXY), the nearest untrusted address its X-Forwarded-For names. HTTP (fastify's `trustProxy`)
// and the socket handshake use the same trust function, so one client has one key on both.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustFunction } from '../config/trustProxy';

export { type TrustFunction, trustFunction, validTrustProxy } from '../config/trustProxy';

/** The client's address of a raw request (the socket.io handshake's), as fastify's `request.ip` gives it. */
export function clientAddressOf(req: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(req, trust);
}
