-- CreateTable
CREATE TABLE "matches" (
    "id" TEXT NOT NULL,
    "ruleset" TEXT NOT NULL,
    "scenario_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "dice_commitment" TEXT NOT NULL,
    "dice_seed" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "matches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seats" (
    "match_id" TEXT NOT NULL,
    "side" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "last_seen_at" TIMESTAMP(3),

    CONSTRAINT "seats_pkey" PRIMARY KEY ("match_id","side")
);

-- CreateTable
CREATE TABLE "commands" (
    "match_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "command_id" TEXT NOT NULL,
    "side" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commands_pkey" PRIMARY KEY ("match_id","version")
);

-- CreateTable
CREATE TABLE "events" (
    "match_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "audience" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,

    CONSTRAINT "events_pkey" PRIMARY KEY ("match_id","seq")
);

-- CreateTable
CREATE TABLE "snapshots" (
    "match_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "state" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "snapshots_pkey" PRIMARY KEY ("match_id","version")
);

-- CreateIndex
CREATE UNIQUE INDEX "commands_match_id_command_id_key" ON "commands"("match_id", "command_id");

-- CreateIndex
CREATE INDEX "events_match_id_version_idx" ON "events"("match_id", "version");

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commands" ADD CONSTRAINT "commands_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
