// The socket's chat: `chat` {text} from a seat or a spectator (acknowledged), stored, then sent to the
// rooms that read its channel (chatRules.ts); on connecting, the history of the channels it reads.
// The text is never logged (only the match, the channel and the outcome code).
//
// Chat cannot starve the database or touch commands: the rate per seat or spectator address is charged
// before the handler runs (../limits/socketGuard.ts); each message is one statement (chatStore.add) and
// at most one status read, run through a bounded queue (chatQueue.ts) that refuses when full; a failure
// is answered on the chat ack alone.
import { ChatSendSchema, CLIENT_EVENTS } from '@hexfog/shared';
import type { Server, Socket } from 'socket.io';
import type { Logger } from '../logging/logger';
import type { MatchService } from '../matches/matchService';
import type { RoomEmitter } from '../outbound/events';
import { emitChat, sendChat } from '../outbound/online';
import type { ChatQueue } from './chatQueue';
import { channelOf, readableChannels, recipients, type Seat } from './chatRules';
import type { ChatStore } from './chatStore';

export interface ChatDeps {
  readonly io: Server;
  readonly service: MatchService;
  readonly store: ChatStore;
  readonly log: Logger;
  /** Where a match's rooms are emitted (cluster mode: RoomReach, local while only this process has its sockets); io otherwise. */
  readonly emitterFor?: (matchId: string) => RoomEmitter;
  /** Chat messages stored at once in this process, and waiting beyond them (CHAT_WRITERS, CHAT_QUEUE). */
  readonly writers?: number;
  readonly queue?: number;
}

type Ack = { ok: true; id: number } | { ok: false; error: { code: string; message: string } };

const BUSY = { code: 'RATE_LIMITED', message: 'the chat is busy; retry in a moment' };

/** Whether both channels are open now (the match's row when it is not in memory: nothing is loaded for a chat line). */
async function isEnded(service: MatchService, matchId: string): Promise<boolean> {
  return (await service.statusOf(matchId)) === 'ended';
}

export function attachChat(deps: ChatDeps, queue: ChatQueue, socket: Socket, matchId: string, seat: Seat): void {
  const channel = channelOf(seat);
  socket.on(CLIENT_EVENTS.chat, async (payload: unknown, ack: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (a: Ack) => void) : () => undefined;
    const msg = ChatSendSchema.safeParse(payload);
    if (!msg.success) return reply({ ok: false, error: { code: 'BAD_REQUEST', message: `a chat message is {text}: 1 to 500 characters` } });
    const stored = queue.run(() => deps.store.add(matchId, channel, seat ?? 'spectator', msg.data.text));
    if (!stored) return reply({ ok: false, error: BUSY });
    try {
      const message = await stored;
      if (!message) return reply({ ok: false, error: { code: 'CHAT_FULL', message: 'this chat has reached its length limit' } });
      emitChat(deps.emitterFor?.(matchId) ?? deps.io, matchId, recipients(channel, await isEnded(deps.service, matchId)), {
        messages: [message],
      });
      deps.log.info({ matchId, channel }, 'chat message');
      reply({ ok: true, id: message.id });
    } catch (e) {
      deps.log.warn({ matchId, channel, err: (e as Error).name }, 'chat message failed');
      reply({ ok: false, error: { code: 'UNAVAILABLE', message: 'the message could not be stored; retry' } });
    }
  });
}

/** On connecting: the history of the channels this socket reads. */
export async function sendChatHistory(deps: ChatDeps, socket: Socket, matchId: string, seat: Seat): Promise<void> {
  const messages = await deps.store.history(matchId, readableChannels(seat, await isEnded(deps.service, matchId)));
  // nothing to send when nobody has written: a frame racing the match's updates for no content would
  // only make the order of frames vary from one connection to the next
  if (messages.length) sendChat(socket, { messages, history: true });
}
