-- Chat messages are numbered per match and channel: a global serial let a spectator, comparing the ids
-- of two of its own messages, count the players' messages written in between.
ALTER TABLE "chat_messages" ADD COLUMN "seq" INTEGER;

UPDATE "chat_messages" AS c SET "seq" = n."rn"
FROM (SELECT "id", row_number() OVER (PARTITION BY "match_id", "channel" ORDER BY "id") AS "rn" FROM "chat_messages") AS n
WHERE c."id" = n."id";

ALTER TABLE "chat_messages" ALTER COLUMN "seq" SET NOT NULL;

DROP INDEX "chat_messages_match_id_channel_id_idx";

CREATE UNIQUE INDEX "chat_messages_match_id_channel_seq_key" ON "chat_messages"("match_id", "channel", "seq");
