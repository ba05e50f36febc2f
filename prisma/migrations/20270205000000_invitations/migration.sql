-- Invitations (issue 34): a new match seats its creator only; the other side is offered by an
-- invitation whose 256-bit token the server stores only as a sha256 hash. Accepting spends it and
-- inserts the other seat in ONE statement (server/src/invitations/invitationStore.ts), so of two
-- accepts exactly one wins. The creator may withdraw it and issue another; unaccepted ones expire.
-- Matches created before this migration have both seats already and no invitation: unchanged.
CREATE TABLE "invitations" (
    "token_hash" TEXT NOT NULL,
    "match_id" TEXT NOT NULL,
    "side" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "spent_at" TIMESTAMP(3),
    "withdrawn_at" TIMESTAMP(3),

    CONSTRAINT "invitations_pkey" PRIMARY KEY ("token_hash"),
    CONSTRAINT "invitations_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "invitations_match_id_idx" ON "invitations"("match_id");
CREATE INDEX "invitations_expires_at_idx" ON "invitations"("expires_at");
