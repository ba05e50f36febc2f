// Who a client is, for every limit keyed by address: the peer's address, or, behind a trusted proxy
// (TRUST_PROXY), the nearest untrusted address its X-Forwarded-For names. HTTP (fastify's `trustProxy`)
// and the socket handshake use the same trust function, so one client has one key on both.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config/config';

export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if (trust === true) return () => true;
  return proxyAddr.compile([...trust]);
}

/** Whether every entry of a TRUST_PROXY list is an address, a CIDR range or a named range. */
export function validTrustProxy(trust: TrustProxy): boolean {
  // a bare number would parse as an IPv4 address ("2" = 0.0.0.2): refused, it is surely a hop count
  if (typeof trust !== 'boolean' && trust.some((a) => /^\d+$/.test(a))) return false;
  try {
    trustFunction(trust);
    return true;
  } catch {
    return false;
  }
}

/** The client's address of a raw request (the socket.io handshake's), as fastify's `request.ip` gives it. */
export function clientAddressOf(req: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(req, trust);
}
