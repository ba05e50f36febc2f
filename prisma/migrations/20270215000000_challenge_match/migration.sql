-- An accepted challenge names the match it made and the side its poster got (drawn when the poster
-- offered 'random'), so the poster, waiting in the lobby, is taken to his seat (GET /api/me/challenges).
-- Two nullable columns: every existing challenge and match is kept as it is.
ALTER TABLE "challenges" ADD COLUMN "match_id" TEXT;
ALTER TABLE "challenges" ADD COLUMN "poster_side" TEXT;
CREATE INDEX "challenges_opponent_id_idx" ON "challenges"("opponent_id");
