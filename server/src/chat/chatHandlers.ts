// The socket's chat: `chat` {text} from a seat or a spectator (acknowledged), stored, then sent to the
// rooms that read its channel (chatRules.ts); on connecting, the history of the channels it reads.
// The text is never logged (only the match, the channel and the outcome code).
import { ChatSendSchema, CLIENT_EVENTS } from '@hexfog/shared';
import type { Server, Socket } from 'socket.io';
import type { Logger } from '../logging/logger';
import type { MatchService } from '../matches/matchService';
import { emitChat, sendChat } from '../outbound/online';
import { TokenBucket } from '../gateway/rateLimit';
import { channelOf, readableChannels, recipients, type Seat } from './chatRules';
import { CHAT_MAX_PER_CHANNEL, type ChatStore } from './chatStore';

export interface ChatDeps {
  readonly io: Server;
  readonly service: MatchService;
  readonly store: ChatStore;
  readonly log: Logger;
  /** Messages per second sustained and at once, per connection. */
  readonly rate?: number;
  readonly burst?: number;
}

type Ack = { ok: true; id: number } | { ok: false; error: { code: string; message: string } };

/** Whether both channels are open now (the match's row when it is not in memory: nothing is loaded for a chat line). */
async function isEnded(service: MatchService, matchId: string): Promise<boolean> {
  return (await service.statusOf(matchId)) === 'ended';
}

export function attachChat(deps: ChatDeps, socket: Socket, matchId: string, seat: Seat): void {
  const bucket = new TokenBucket(deps.rate ?? 0.5, deps.burst ?? 5);
  const channel = channelOf(seat);
  socket.on(CLIENT_EVENTS.chat, async (payload: unknown, ack: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (a: Ack) => void) : () => undefined;
    if (!bucket.take()) return reply({ ok: false, error: { code: 'RATE_LIMITED', message: 'too many chat messages; wait a moment' } });
    const msg = ChatSendSchema.safeParse(payload);
    if (!msg.success) return reply({ ok: false, error: { code: 'BAD_REQUEST', message: `a chat message is {text}: 1 to 500 characters` } });
    try {
      if ((await deps.store.count(matchId, channel)) >= CHAT_MAX_PER_CHANNEL) return reply({ ok: false, error: { code: 'CHAT_FULL', message: 'this chat has reached its length limit' } });
      const stored = await deps.store.add(matchId, channel, seat ?? 'spectator', msg.data.text);
      emitChat(deps.io, matchId, recipients(channel, await isEnded(deps.service, matchId)), { messages: [stored] });
      deps.log.info({ matchId, channel }, 'chat message');
      reply({ ok: true, id: stored.id });
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
