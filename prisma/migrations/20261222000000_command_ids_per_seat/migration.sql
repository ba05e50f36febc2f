-- Idempotency is per seat: a commandId names one seat's command. With one id per match, a seat that
-- sent the other seat's commandId was answered as a duplicate (learning that the other seat had used
-- it) and its own command was dropped. Existing rows stay valid: unique per match is unique per seat.
DROP INDEX "commands_match_id_command_id_key";

CREATE UNIQUE INDEX "commands_match_id_side_command_id_key" ON "commands"("match_id", "side", "command_id");
