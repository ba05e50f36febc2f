-- Online play: chat messages (players' and spectators' channels kept apart) and each timed match's
-- clock, stored as timestamps so a restarted server re-arms its timers.
CREATE TABLE "chat_messages" (
    "id" SERIAL NOT NULL,
    "match_id" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "sender" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_messages_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "chat_messages_match_id_channel_id_idx" ON "chat_messages"("match_id", "channel", "id");

ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "match_clocks" (
    "match_id" TEXT NOT NULL,
    "state" JSONB NOT NULL,
    "next_expiry" TIMESTAMP(3),
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "match_clocks_pkey" PRIMARY KEY ("match_id")
);

CREATE INDEX "match_clocks_next_expiry_idx" ON "match_clocks"("next_expiry");

ALTER TABLE "match_clocks" ADD CONSTRAINT "match_clocks_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
