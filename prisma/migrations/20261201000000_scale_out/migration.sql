-- Several server processes on one database (issue #19).

-- Which server process applied each command (its process id, e.g. "host:pid:random"); NULL for
-- commands stored before this migration. Lets operators and the tests check that exactly one
-- process applied a match's commands at a time.
ALTER TABLE "commands" ADD COLUMN "applied_by" TEXT;

-- The socket.io PostgreSQL adapter stores payloads larger than a NOTIFY (8000 bytes) here; it deletes
-- old rows itself. Created here so that no server process needs the right to create tables.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
    "id" BIGSERIAL UNIQUE,
    "created_at" TIMESTAMPTZ DEFAULT NOW(),
    "payload" BYTEA
);
