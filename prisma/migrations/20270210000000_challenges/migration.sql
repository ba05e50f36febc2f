-- Challenges (issue 34, part B): a player posts the match he wants to play; another accepts it in one
-- click, and the match is created with both seats bound to the two players. An open challenge is listed
-- in the lobby (by its random id); a direct one is not listed and is reached by a link whose 256-bit
-- token the server stores only as a sha256 hash. Accepting spends the challenge in ONE statement
-- (server/src/challenges/challengeStore.ts), so of two accepts exactly one wins. The poster may cancel
-- it, the addressee of a direct one may decline it; unaccepted ones expire (CHALLENGE_TTL_MS).
-- A rematch is a direct challenge to the same opponent (`opponent_id`), naming the match it follows.
-- Only a new table: every existing match, seat and invitation is kept as it is.
CREATE TABLE "challenges" (
    "id" TEXT NOT NULL,
    "poster_id" TEXT NOT NULL,
    "ruleset" TEXT NOT NULL,
    "scenario_id" TEXT NOT NULL,
    "side" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "listed" BOOLEAN NOT NULL,
    "token_hash" TEXT,
    "opponent_id" TEXT,
    "rematch_of" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "spent_at" TIMESTAMP(3),
    "cancelled_at" TIMESTAMP(3),
    "declined_at" TIMESTAMP(3),
    "accepter_id" TEXT,

    CONSTRAINT "challenges_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "challenges_poster_id_fkey" FOREIGN KEY ("poster_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE UNIQUE INDEX "challenges_token_hash_key" ON "challenges"("token_hash");
CREATE INDEX "challenges_poster_id_idx" ON "challenges"("poster_id");
CREATE INDEX "challenges_listed_created_at_idx" ON "challenges"("listed", "created_at" DESC);
CREATE INDEX "challenges_expires_at_idx" ON "challenges"("expires_at");
