// TRUST_PROXY: whose X-Forwarded-For names the client. Parsed and checked here with the rest of the
// configuration; ../limits/clientAddress.ts and ../http/serverOptions.ts use the trust function it compiles.
import proxyAddr from '@fastify/proxy-addr';

/** false: the peer is the client; true: any proxy; a list: the trusted proxies' addresses/CIDRs. */
export type TrustProxy = boolean | readonly string[];

/** TRUST_PROXY as fastify's `trustProxy` and ../limits/clientAddress.ts take it. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const v = raw?.trim().toLowerCase();
  if (v === undefined || v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return v
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
}

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
