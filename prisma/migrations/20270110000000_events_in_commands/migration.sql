-- A command's events live in its own row (a JSON array, each element {seq, audience, type, data}) rather
-- than one row each in an "events" table: the commit then writes one row per command instead of one
-- per event, each with two index entries and a foreign-key check. Events are only ever read by version
-- (the commands' primary key), in seq order, which is the version order.
ALTER TABLE "commands" ADD COLUMN "events" JSONB NOT NULL DEFAULT '[]';

UPDATE "commands" AS c SET "events" = e."list"
FROM (
  SELECT "match_id", "version",
    jsonb_agg(jsonb_build_object('seq', "seq", 'audience', "audience", 'type', "type", 'data', "payload") ORDER BY "seq") AS "list"
  FROM "events" GROUP BY "match_id", "version"
) AS e
WHERE c."match_id" = e."match_id" AND c."version" = e."version";

DROP TABLE "events";
