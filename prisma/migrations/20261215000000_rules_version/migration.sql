-- The rules version a match was played under (Ruleset.rulesVersion). Matches stored before this
-- migration were played under version 1, the first rules. The server re-plays a match's commands only
-- under the version they were accepted under; older matches keep their event record, dice and saved
-- positions.
ALTER TABLE "matches" ADD COLUMN "rules_version" INTEGER NOT NULL DEFAULT 1;
