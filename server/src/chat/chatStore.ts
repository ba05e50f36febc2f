// Chat messages as stored (chat_messages): a reconnecting player reads its channel's history. Each
// message is numbered within its match and channel (`seq`, the id clients see): one counter over all
// channels would let a spectator count the players' messages between two of its own.
import type { ChatChannel, ChatMessage } from '@hexfog/shared';
import type { Db } from '../persistence/prisma';

/** History sent on connecting: the newest messages of a channel. */
export const CHAT_HISTORY = 100;
/** A match's channel stops taking messages here (a flood cannot grow the database without bound). */
export const CHAT_MAX_PER_CHANNEL = 2000;

type Row = { seq: number; channel: string; sender: string; text: string; createdAt: Date };

/** Two messages of one channel at once both take the next number: one insert fails and is retried. */
const NUMBER_TRIES = 8;

function toMessage(r: Row): ChatMessage {
  return { id: r.seq, channel: r.channel as ChatChannel, from: r.sender as ChatMessage['from'], text: r.text, at: r.createdAt.toISOString() };
}

export function chatStore(db: Db) {
  return {
    async count(matchId: string, channel: ChatChannel): Promise<number> {
      return db.chatMessage.count({ where: { matchId, channel } });
    },
    async add(matchId: string, channel: ChatChannel, from: ChatMessage['from'], text: string): Promise<ChatMessage> {
      for (let attempt = 1; ; attempt++) {
        const last = await db.chatMessage.findFirst({ where: { matchId, channel }, orderBy: { seq: 'desc' }, select: { seq: true } });
        try {
          return toMessage(await db.chatMessage.create({ data: { matchId, channel, seq: (last?.seq ?? 0) + 1, sender: from, text } }));
        } catch (e) {
          if (attempt >= NUMBER_TRIES || (e as { code?: string }).code !== 'P2002') throw e;
        }
      }
    },
    /** The newest messages of these channels, oldest first. */
    async history(matchId: string, channels: readonly ChatChannel[]): Promise<ChatMessage[]> {
      const rows = await db.chatMessage.findMany({ where: { matchId, channel: { in: [...channels] } }, orderBy: { id: 'desc' }, take: CHAT_HISTORY * channels.length });
      return rows.reverse().map(toMessage);
    },
  };
}
export type ChatStore = ReturnType<typeof chatStore>;
