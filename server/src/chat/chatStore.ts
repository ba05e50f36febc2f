// Chat messages as stored (chat_messages): a reconnecting player reads its channel's history.
import type { ChatChannel, ChatMessage } from '@hexfog/shared';
import type { Db } from '../persistence/prisma';

/** History sent on connecting: the newest messages of a channel. */
export const CHAT_HISTORY = 100;
/** A match's channel stops taking messages here (a flood cannot grow the database without bound). */
export const CHAT_MAX_PER_CHANNEL = 2000;

type Row = { id: number; channel: string; sender: string; text: string; createdAt: Date };

function toMessage(r: Row): ChatMessage {
  return { id: r.id, channel: r.channel as ChatChannel, from: r.sender as ChatMessage['from'], text: r.text, at: r.createdAt.toISOString() };
}

export function chatStore(db: Db) {
  return {
    async count(matchId: string, channel: ChatChannel): Promise<number> {
      return db.chatMessage.count({ where: { matchId, channel } });
    },
    async add(matchId: string, channel: ChatChannel, from: ChatMessage['from'], text: string): Promise<ChatMessage> {
      return toMessage(await db.chatMessage.create({ data: { matchId, channel, sender: from, text } }));
    },
    /** The newest messages of these channels, oldest first. */
    async history(matchId: string, channels: readonly ChatChannel[]): Promise<ChatMessage[]> {
      const rows = await db.chatMessage.findMany({ where: { matchId, channel: { in: [...channels] } }, orderBy: { id: 'desc' }, take: CHAT_HISTORY * channels.length });
      return rows.reverse().map(toMessage);
    },
  };
}
export type ChatStore = ReturnType<typeof chatStore>;
