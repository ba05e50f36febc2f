-- Rule options a module declares (shared/src/engine/matchOptions.ts) are stored under `options.rules`,
-- by the parameter's id. The one option stored before, sewer-cards' top-level `hiddenSewerCards`, moves
-- there, in matches and in challenges not yet accepted; every match is kept and plays as before.
UPDATE "matches"
SET "options" = ("options" - 'hiddenSewerCards') || jsonb_build_object('rules', jsonb_build_object('hiddenSewerCards', true))
WHERE "options" ->> 'hiddenSewerCards' = 'true';
UPDATE "matches" SET "options" = "options" - 'hiddenSewerCards' WHERE "options" ? 'hiddenSewerCards';
UPDATE "challenges"
SET "options" = ("options" - 'hiddenSewerCards') || jsonb_build_object('rules', jsonb_build_object('hiddenSewerCards', true))
WHERE "options" ->> 'hiddenSewerCards' = 'true';
UPDATE "challenges" SET "options" = "options" - 'hiddenSewerCards' WHERE "options" ? 'hiddenSewerCards';
