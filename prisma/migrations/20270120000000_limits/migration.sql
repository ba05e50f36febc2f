-- Limits (issue 32).
-- Chat numbers come from one counter row per match and channel, taken and bumped by the insert's own
-- statement (server/src/chat/chatStore.ts): no read-then-insert retry loop. The counter also holds the
-- channel's cap, so a full channel costs one statement and writes nothing.
CREATE TABLE "chat_counters" (
    "match_id" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "last" INTEGER NOT NULL,
    CONSTRAINT "chat_counters_pkey" PRIMARY KEY ("match_id", "channel"),
    CONSTRAINT "chat_counters_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

INSERT INTO "chat_counters" ("match_id", "channel", "last")
SELECT "match_id", "channel", max("seq") FROM "chat_messages" GROUP BY "match_id", "channel";

-- rate-limiter-flexible's PostgreSQL store (cluster mode; server/src/limits/socketLimiter.ts), created
-- here rather than by the library at run time.
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,
    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- The lobby's pages (newest first) and the expiry of matches nobody joined read matches by creation.
CREATE INDEX "matches_created_at_id_idx" ON "matches"("created_at" DESC, "id");
