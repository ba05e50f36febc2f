// The socket side of the limits, around the gateway (app.ts registers `admit` before the gateway's
// handshake and `count` after it):
// - admit: the open-socket cap and the connection rate of the client's address, then this process's
//   rate of new sockets (SOCKET_ADMIT_PER_SECOND), before any database read, so a flood of handshakes
//   costs a map lookup each and a burst of them is spread out (the SDK retries a refused one);
// - count: the accepted socket counted against its address and its match (uncounted when its
//   connection closes), and every event it sends charged to its address (`event`), commands and syncs
//   to its seat (`command`: a seat's second socket adds no budget; a spectator's to its address) and
//   chat to its seat or address (`chat`).
// A refusal is the same whatever the match's hidden state: a handshake error { code: RATE_LIMITED },
// or the event's ack { ok: false, error: { code: RATE_LIMITED } } and the event goes no further.
// A socket that goes on sending past its refusals (more than `refusalsPerMinute` in a minute) is
// disconnected: refusing costs too, and a client that ignores RATE_LIMITED only costs.
import { timingSafeEqual } from 'node:crypto';
import type { Server, Socket } from 'socket.io';
import { CLIENT_EVENTS } from '@hexfog/shared';
import { clientAddressOf, type TrustFunction } from './clientAddress';
import { COMPUTER_KEY_HEADER } from './computerKey';
import { type ConnectionCaps, OpenSockets } from './connections';
import type { LimitKind, SocketLimiter } from './socketLimiter';

export const RATE_LIMITED = { code: 'RATE_LIMITED', message: 'too many requests from this client; slow down and retry' } as const;

class LimitError extends Error {
  readonly data = { code: RATE_LIMITED.code };
}

type Middleware = Parameters<Server['use']>[0];

export interface GuardCaps extends ConnectionCaps {
  /** Refused events a socket may send in a minute before it is disconnected. */
  readonly refusalsPerMinute: number;
}

export interface SocketGuard {
  readonly admit: Middleware;
  readonly count: Middleware;
  readonly open: OpenSockets;
}

const addresses = new WeakMap<Socket, string>();

/** The client's address of a socket admitted by the guard. */
export function addressOfSocket(socket: Socket): string | undefined {
  return addresses.get(socket);
}

/**
 * The computer's sockets (server/src/computer/) all come from this server's own loopback address: each
 * is its own client here, `computer:<match>`, so the computer's seats do not share one address's caps
 * with each other or with a player on the same machine. Known by the key the server gave its bot
 * process (a header only that process sends); per-seat command limits apply to them as to anyone.
 */
function computerClient(socket: Socket, key: string | undefined): string | undefined {
  const sent = socket.request.headers[COMPUTER_KEY_HEADER];
  if (!key || typeof sent !== 'string' || sent.length !== key.length) return undefined;
  if (!timingSafeEqual(Buffer.from(sent), Buffer.from(key))) return undefined;
  const matchId = (socket.handshake.auth as { matchId?: unknown } | undefined)?.matchId;
  return typeof matchId === 'string' ? `computer:${matchId.slice(0, 40)}` : undefined;
}

export function socketGuard(limiter: SocketLimiter, caps: GuardCaps, trust: TrustFunction, computerKey?: string): SocketGuard {
  const open = new OpenSockets(caps);
  const admit: Middleware = (socket, next) => {
    const address = computerClient(socket, computerKey) ?? clientAddressOf(socket.request, trust);
    addresses.set(socket, address);
    if (open.count({ address }) >= caps.perAddress) return next(new LimitError('too many connections from this client'));
    limiter.consume('connect', `addr:${address}`).then(
      async (ok) => {
        if (!ok) return next(new LimitError('too many new connections from this client; retry in a minute'));
        next(
          (await limiter.consume('admit', 'process')) ? undefined : new LimitError('too many new connections at once; retry in a moment'),
        );
      },
      () => next(), // the store failed and its insurance too: admit rather than lock everyone out
    );
  };
  const count: Middleware = (socket, next) => {
    const address = addresses.get(socket) ?? clientAddressOf(socket.request, trust);
    const { matchId, seat } = socket.data as { matchId: string; seat: string | null };
    const refused = open.open(address, matchId);
    if (refused)
      return next(new LimitError(refused === 'match' ? 'this match has too many connections' : 'too many connections from this client'));
    socket.conn.once('close', () => open.close(address, matchId));
    const client = seat ? `seat:${matchId}:${seat}` : `addr:${address}`;
    const refusals = { count: 0, since: Date.now() };
    socket.use((packet, go) => {
      const [event] = packet;
      const ack = packet[packet.length - 1];
      const kinds: [LimitKind, string][] = [['event', `addr:${address}`]];
      if (event === CLIENT_EVENTS.command || event === CLIENT_EVENTS.sync) kinds.push(['command', client]);
      if (event === CLIENT_EVENTS.chat) kinds.push(['chat', client]);
      allowed(limiter, kinds).then((ok) => {
        if (ok) return go();
        if (typeof ack === 'function') ack({ ok: false, error: RATE_LIMITED });
        if (Date.now() - refusals.since > 60_000) Object.assign(refusals, { count: 0, since: Date.now() });
        if (++refusals.count > caps.refusalsPerMinute) socket.disconnect(true);
      });
    });
    next();
  };
  return { admit, count, open };
}

/** Every kind charged in turn; a store failure lets the event through (its handler answers for itself). */
async function allowed(limiter: SocketLimiter, kinds: readonly [LimitKind, string][]): Promise<boolean> {
  for (const [kind, key] of kinds) {
    try {
      if (!(await limiter.consume(kind, key))) return false;
    } catch {
      return true;
    }
  }
  return true;
}
