// The online-play part of a new socket connection: its chat handler, then the chat history and the
// clock it may see. Called by the gateway once the socket has joined its room and had its first sync.
import type { Socket } from 'socket.io';
import type { MatchClocks } from '../matches/clock';
import { sendClock } from '../outbound/online';
import { attachChat, type ChatDeps, sendChatHistory } from './chatHandlers';
import { ChatQueue } from './chatQueue';
import type { Seat } from './chatRules';

export type OnConnection = (socket: Socket, matchId: string, seat: Seat) => Promise<void>;

export function onlineConnection(chat: ChatDeps, clocks: MatchClocks): OnConnection {
  const queue = new ChatQueue(chat.writers ?? 2, chat.queue ?? 200); // one per process
  return async (socket, matchId, seat) => {
    attachChat(chat, queue, socket, matchId, seat);
    try {
      await sendChatHistory(chat, socket, matchId, seat);
      const match = await chat.service.get(matchId);
      if (match) sendClock(socket, match, seat, await clocks.current(match));
    } catch (e) {
      chat.log.warn({ matchId, err: (e as Error).name }, 'chat history or clock not sent');
    }
  };
}
