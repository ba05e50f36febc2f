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

function toMessage(r: Row): ChatMessage {
  return {
    id: r.seq,
    channel: r.channel as ChatChannel,
    from: r.sender as ChatMessage['from'],
    text: r.text,
    at: r.createdAt.toISOString(),
  };
}

export function chatStore(db: Db) {
  return {
    /**
     * Stores a message under the channel's next number, or returns null when the channel is full: one
     * statement. The counter row (chat_counters) is bumped in the statement that inserts the message,
     * so two messages at once queue on that row's lock and get two numbers, with no read before the
     * insert and no retry; past CHAT_MAX_PER_CHANNEL the counter is not bumped and nothing is written.
     */
    async add(matchId: string, channel: ChatChannel, from: ChatMessage['from'], text: string): Promise<ChatMessage | null> {
      const rows = await db.$queryRaw<Row[]>`
        WITH n AS (
          INSERT INTO "chat_counters" ("match_id", "channel", "last") VALUES (${matchId}, ${channel}, 1)
          ON CONFLICT ("match_id", "channel") DO UPDATE SET "last" = "chat_counters"."last" + 1
          WHERE "chat_counters"."last" < ${CHAT_MAX_PER_CHANNEL}
          RETURNING "last"
        )
        INSERT INTO "chat_messages" ("match_id", "channel", "seq", "sender", "text")
        SELECT ${matchId}, ${channel}, n."last", ${from}, ${text} FROM n
        RETURNING "seq", "channel", "sender", "text", "created_at" AS "createdAt"`;
      return rows[0] ? toMessage(rows[0]) : null;
    },
    /** The newest messages of these channels, oldest first. */
    async history(matchId: string, channels: readonly ChatChannel[]): Promise<ChatMessage[]> {
      const rows = await db.chatMessage.findMany({
        where: { matchId, channel: { in: [...channels] } },
        orderBy: { id: 'desc' },
        take: CHAT_HISTORY * channels.length,
      });
      return rows.reverse().map(toMessage);
    },
  };
}
export type ChatStore = ReturnType<typeof chatStore>;
