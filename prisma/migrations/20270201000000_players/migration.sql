-- Players (issue 34): a visitor is a player from the first visit (anonymous: no name, no password),
-- known by a session cookie whose token the server stores only as a sha256 hash. A name, once chosen,
-- is unique whatever its letter case (so "Alice" cannot pose as "alice"); a password is an Argon2id
-- hash (PHC string). Seats belong to players: `seats.player_id`, null for a seat held by its token alone
-- (every match created before this migration keeps working as it did).
CREATE TABLE "players" (
    "id" TEXT NOT NULL,
    "name" TEXT,
    "password_hash" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "players_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "players_name_key" ON "players"("name");
CREATE UNIQUE INDEX "players_name_lower_key" ON "players"(lower("name"));

CREATE TABLE "player_sessions" (
    "token_hash" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "player_sessions_pkey" PRIMARY KEY ("token_hash"),
    CONSTRAINT "player_sessions_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "player_sessions_player_id_idx" ON "player_sessions"("player_id");
CREATE INDEX "player_sessions_expires_at_idx" ON "player_sessions"("expires_at");

ALTER TABLE "seats" ADD COLUMN "player_id" TEXT;
ALTER TABLE "seats" ADD CONSTRAINT "seats_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "seats_player_id_idx" ON "seats"("player_id");
