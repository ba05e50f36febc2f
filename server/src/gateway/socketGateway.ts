// The socket.io gateway. In a fixed order (as boardgame.io's master does): credentials at the
// handshake (a seat token, or none for a spectator), then the seat (spectators cannot act), then the
// payload (zod), then the state version and the rules (the match service). Every payload sent goes
// through ../outbound; a committed command's updates are published by the match service's command
// pipeline, so the gateway only acknowledges.
import {
  CLIENT_EVENTS,
  CommandEnvelopeSchema,
  HandshakeSchema,
  type ProtocolErrorCode,
  type Side,
  SyncRequestSchema,
} from '@hexfog/shared';
import type { Limits } from '../config/config';
import { failure, type Logger } from '../logging/logger';
import type { MatchService } from '../matches/matchService';
import type { HexfogServer, HexfogSocket } from '../outbound/events';
import { ackPayload, errorBody, syncPayload } from '../outbound/projection';
import { roomFor, sendProtocolError, sendSync } from '../outbound/sockets';
import { isDatabaseUnavailable } from '../persistence/dbErrors';
import type { OnConnection } from '../chat/online';
import type { IncomingHttpHeaders } from 'node:http';
import type { PlayerRef } from '../players/identity';

class HandshakeError extends Error {
  readonly data: { code: ProtocolErrorCode };
  constructor(code: ProtocolErrorCode, message: string) {
    super(message);
    this.data = { code };
  }
}

const KNOWN = new Set<string>(Object.values(CLIENT_EVENTS));

function zodMessage(e: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const i = e.issues[0];
  return i ? `${i.path.map(String).join('.') || 'payload'}: ${i.message}` : 'invalid payload';
}

/** Called once a socket has joined its match's rooms, before its first sync (cluster: cluster/roomReach.ts announce). */
export type OnJoined = (matchId: string) => Promise<void>;

/**
 * The handshake's player, from the session cookie the browser sends with it (players/identity.ts
 * playerFromCookieHeader), when it comes from this server's own page (http/sameOrigin.ts
 * handshakeFromOwnPage); null otherwise. A seat that belongs to a player opens only to that player.
 */
export type HandshakePlayer = (headers: IncomingHttpHeaders) => Promise<PlayerRef | null>;

/** One refusal for a wrong token, another player's seat and a seat not his: none confirms a token. */
export const SEAT_REFUSED = 'this seat is not yours in this match (a wrong token, or a seat held by another player)';

export function attachGateway(
  io: HexfogServer,
  service: MatchService,
  log: Logger,
  limits: Limits,
  online?: OnConnection,
  joined?: OnJoined,
  playerOf?: HandshakePlayer,
): void {
  io.use(async (socket, next) => {
    try {
      const auth = HandshakeSchema.safeParse(socket.handshake.auth ?? {});
      if (!auth.success) return next(new HandshakeError('BAD_REQUEST', `handshake: ${zodMessage(auth.error)}`));
      if (auth.data.token === undefined && auth.data.seat === undefined && !auth.data.spectate) {
        return next(new HandshakeError('UNAUTHORIZED', 'a seat token or your seat (to play), or spectate: true (to watch), is required'));
      }
      if (auth.data.token !== undefined && auth.data.spectate)
        return next(new HandshakeError('BAD_REQUEST', 'send a seat token or spectate, not both'));
      if (auth.data.seat !== undefined && auth.data.spectate)
        return next(new HandshakeError('BAD_REQUEST', 'ask for a seat or spectate, not both'));
      const match = await service.get(auth.data.matchId);
      if (!match) return next(new HandshakeError('NOT_FOUND', 'no such match'));
      // who is asking (a player's seat opens only to that player: the seat check below may read it)
      const player = (await playerOf?.(socket.handshake.headers)) ?? null;
      let seat: Side | null = null;
      if (auth.data.spectate && Number.isFinite(limits.maxSpectators)) {
        // counted over every process (the adapter asks the others); concurrent joins may pass together
        const watching = await io.in(roomFor(match.id, null)).fetchSockets();
        if (watching.length >= limits.maxSpectators)
          return next(new HandshakeError('SPECTATORS_FULL', 'this match admits no more spectators for now'));
      }
      if (auth.data.token !== undefined || auth.data.seat !== undefined) {
        const playerId = player?.id ?? null;
        seat =
          auth.data.token !== undefined
            ? await service.seatOf(match.id, auth.data.token, playerId)
            : await service.playerSeat(match.id, auth.data.seat!, playerId);
        // a token and a side asked for together must name the same seat
        if (seat && auth.data.seat !== undefined && seat !== auth.data.seat) seat = null;
        if (!seat) return next(new HandshakeError('UNAUTHORIZED', SEAT_REFUSED));
        service.seatSeen(match.id, seat);
      }
      socket.data = { matchId: match.id, seat, playerId: player?.id ?? null };
      next();
    } catch (e) {
      if (isDatabaseUnavailable(e)) return next(new HandshakeError('UNAVAILABLE', 'the server cannot reach its database; retry shortly'));
      log.error(failure(e), 'handshake failed');
      next(new HandshakeError('INTERNAL', 'the server could not open this match'));
    }
  });

  io.on('connection', async (socket: HexfogSocket) => {
    const { matchId, seat } = socket.data;
    const lastVersion = typeof socket.handshake.auth?.lastVersion === 'number' ? socket.handshake.auth.lastVersion : undefined;
    const clog = log.child({ matchId, seat: seat ?? 'spectator', socket: socket.id });
    clog.info('connected');
    socket.on('disconnect', (reason) => clog.info({ reason }, 'disconnected'));

    socket.onAny((event: unknown) => {
      if (typeof event !== 'string' || !KNOWN.has(event))
        sendProtocolError(socket, { code: 'UNKNOWN_EVENT', message: `unknown event ${String(event).slice(0, 40)}` });
    });

    socket.on(CLIENT_EVENTS.command, async (payload: unknown, ack: unknown) => {
      if (typeof ack !== 'function')
        return sendProtocolError(socket, { code: 'BAD_REQUEST', message: 'a command needs an acknowledgement callback' });
      const reply = ack as (a: unknown) => void;
      if (!seat) return reply(ackPayload({ ok: false, error: { code: 'FORBIDDEN', message: 'spectators cannot act' } }));
      const env = CommandEnvelopeSchema.safeParse(payload);
      if (!env.success) return reply(ackPayload({ ok: false, error: { code: 'BAD_REQUEST', message: zodMessage(env.error) } }));
      try {
        // the pipeline has published the updates by now, so the ack comes after them: the sender holds
        // its new view when its command is acknowledged, and the other viewers' updates do not wait
        // behind the ack's socket write
        const outcome = await service.submit(matchId, seat, env.data);
        reply(ackPayload(outcome.ack));
      } catch (e) {
        clog.error({ ...failure(e), commandId: env.data.commandId }, 'command failed');
        reply(
          ackPayload({
            ok: false,
            error: errorBody('INTERNAL', 'the server could not process this command; retry with the same commandId').error,
          }),
        );
      }
    });

    socket.on(CLIENT_EVENTS.sync, async (payload: unknown, ack: unknown) => {
      if (typeof ack !== 'function')
        return sendProtocolError(socket, { code: 'BAD_REQUEST', message: 'sync needs an acknowledgement callback' });
      const reply = ack as (a: unknown) => void;
      const req = SyncRequestSchema.safeParse(payload);
      if (!req.success) return reply(errorBody('BAD_REQUEST', zodMessage(req.error)));
      try {
        const sync = await service.consistentRead(matchId, seat, req.data.sinceVersion, (m, events, since) =>
          syncPayload(m, seat, events, since === 0),
        );
        reply(sync ?? errorBody('NOT_FOUND', 'no such match'));
      } catch (e) {
        if (!isDatabaseUnavailable(e)) clog.error(failure(e), 'sync failed');
        reply(
          isDatabaseUnavailable(e)
            ? errorBody('UNAVAILABLE', 'the server cannot reach its database; retry shortly')
            : errorBody('INTERNAL', 'the server could not read this match'),
        );
      }
    });

    // Join first, then read inside the match's queue: every update after this sync reaches the socket.
    await socket.join(roomFor(matchId, seat));
    try {
      // cluster: the other processes learn that this one holds a socket of the match before the read
      await joined?.(matchId);
      await service.consistentRead(matchId, seat, lastVersion ?? 0, (m, events, since) => sendSync(socket, m, seat, events, since === 0));
    } catch (e) {
      // without its first sync the client cannot play: close, it reconnects and tries again
      clog.warn(isDatabaseUnavailable(e) ? { err: 'database unavailable' } : failure(e), 'first sync failed');
      socket.conn.close(); // a transport close: the client reconnects by itself (a server disconnect would not)
      return;
    }
    await online?.(socket, matchId, seat); // chat and clock (../chat/online.ts)
  });
}
