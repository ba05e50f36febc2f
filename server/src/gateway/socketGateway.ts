// The socket.io gateway. In a fixed order (as boardgame.io's master does): credentials at the
// handshake (a seat token, or none for a spectator), then the seat (spectators cannot act), then the
// payload (zod), then the state version and the rules (the match service). Every payload sent goes
// through ../outbound.
import { CLIENT_EVENTS, CommandEnvelopeSchema, HandshakeSchema, type Side, SyncRequestSchema } from '@hexfog/shared';
import type { Server, Socket } from 'socket.io';
import type { Logger } from '../logging/logger';
import type { MatchService } from '../matches/matchService';
import { seatForToken } from '../matches/seats';
import type { MatchStore } from '../persistence/matchStore';
import { ackPayload, errorBody, syncPayload } from '../outbound/projection';
import { broadcastUpdate, roomFor, sendProtocolError, sendSync } from '../outbound/sockets';

interface SocketData {
  matchId: string;
  seat: Side | null;
}

class HandshakeError extends Error {
  readonly data: { code: string };
  constructor(code: string, message: string) {
    super(message);
    this.data = { code };
  }
}

const KNOWN = new Set<string>(Object.values(CLIENT_EVENTS));

function zodMessage(e: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const i = e.issues[0];
  return i ? `${i.path.map(String).join('.') || 'payload'}: ${i.message}` : 'invalid payload';
}

export function attachGateway(io: Server, service: MatchService, store: MatchStore, log: Logger): void {
  io.use(async (socket, next) => {
    try {
      const auth = HandshakeSchema.safeParse(socket.handshake.auth ?? {});
      if (!auth.success) return next(new HandshakeError('BAD_REQUEST', `handshake: ${zodMessage(auth.error)}`));
      if (auth.data.token === undefined && !auth.data.spectate) {
        return next(new HandshakeError('UNAUTHORIZED', 'a seat token (to play) or spectate: true (to watch) is required'));
      }
      if (auth.data.token !== undefined && auth.data.spectate) return next(new HandshakeError('BAD_REQUEST', 'send a seat token or spectate, not both'));
      const match = await service.get(auth.data.matchId);
      if (!match) return next(new HandshakeError('NOT_FOUND', 'no such match'));
      let seat: Side | null = null;
      if (auth.data.token !== undefined) {
        seat = seatForToken(auth.data.token, await store.seats(match.id));
        if (!seat) return next(new HandshakeError('UNAUTHORIZED', 'this seat token is not valid for this match'));
        void store.touchSeat(match.id, seat).catch(() => undefined);
      }
      (socket.data as SocketData) = { matchId: match.id, seat };
      next();
    } catch (e) {
      log.error({ err: e }, 'handshake failed');
      next(new HandshakeError('INTERNAL', 'the server could not open this match'));
    }
  });

  io.on('connection', async (socket: Socket) => {
    const { matchId, seat } = socket.data as SocketData;
    const lastVersion = typeof socket.handshake.auth?.lastVersion === 'number' ? socket.handshake.auth.lastVersion : undefined;
    const clog = log.child({ matchId, seat: seat ?? 'spectator', socket: socket.id });
    clog.info('connected');
    socket.on('disconnect', (reason) => clog.info({ reason }, 'disconnected'));

    socket.onAny((event: unknown) => {
      if (typeof event !== 'string' || !KNOWN.has(event)) sendProtocolError(socket, { code: 'UNKNOWN_EVENT', message: `unknown event ${String(event).slice(0, 40)}` });
    });

    socket.on(CLIENT_EVENTS.command, async (payload: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return sendProtocolError(socket, { code: 'BAD_REQUEST', message: 'a command needs an acknowledgement callback' });
      const reply = ack as (a: unknown) => void;
      if (!seat) return reply(ackPayload({ ok: false, error: { code: 'FORBIDDEN', message: 'spectators cannot act' } }));
      const env = CommandEnvelopeSchema.safeParse(payload);
      if (!env.success) return reply(ackPayload({ ok: false, error: { code: 'BAD_REQUEST', message: zodMessage(env.error) } }));
      try {
        const outcome = await service.submit(matchId, seat, env.data);
        reply(ackPayload(outcome.ack));
        if (outcome.committed) broadcastUpdate(io, outcome.committed.match, outcome.committed.events);
      } catch (e) {
        clog.error({ err: e, commandId: env.data.commandId }, 'command failed');
        reply(ackPayload({ ok: false, error: errorBody('INTERNAL', 'the server could not process this command; nothing was applied').error }));
      }
    });

    socket.on(CLIENT_EVENTS.sync, async (payload: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return sendProtocolError(socket, { code: 'BAD_REQUEST', message: 'sync needs an acknowledgement callback' });
      const reply = ack as (a: unknown) => void;
      const req = SyncRequestSchema.safeParse(payload);
      if (!req.success) return reply(errorBody('BAD_REQUEST', zodMessage(req.error)));
      const sync = await service.consistentRead(matchId, req.data.sinceVersion, (m, events, since) => syncPayload(m, seat, events, since === 0));
      reply(sync ?? errorBody('NOT_FOUND', 'no such match'));
    });

    // Join first, then read inside the match's queue: every update after this sync reaches the socket.
    await socket.join(roomFor(matchId, seat));
    await service.consistentRead(matchId, lastVersion ?? 0, (m, events, since) => sendSync(socket, m, seat, events, since === 0));
  });
}
