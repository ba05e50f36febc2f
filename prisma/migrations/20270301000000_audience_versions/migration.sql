-- Versions per audience: each receiver (seat A, seat B, the spectators) counts only the commands that
-- changed what it sees. A command row records the audiences that saw it (bits: 1 seat A, 2 seat B,
-- 4 spectators); a match row keeps each audience's version. Rows from before count as seen by all
-- (every seat was sent one update per command then), so each audience's version is the match's.
ALTER TABLE "commands" ADD COLUMN "seen" SMALLINT NOT NULL DEFAULT 7;
ALTER TABLE "matches" ADD COLUMN "version_a" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "matches" ADD COLUMN "version_b" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "matches" ADD COLUMN "version_public" INTEGER NOT NULL DEFAULT 0;
UPDATE "matches" SET "version_a" = "version", "version_b" = "version", "version_public" = "version";
