// Reads the command log straight from the database: what the scale-out tests assert on.
import pg from 'pg';

export interface LoggedCommand {
  readonly version: number;
  readonly commandId: string;
  readonly appliedBy: string | null;
}

/** `url`: the database to read (default: the test database, DATABASE_URL). */
export async function commandLog(matchIds: readonly string[], url = process.env.DATABASE_URL): Promise<Map<string, LoggedCommand[]>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ match_id: string; version: number; command_id: string; applied_by: string | null }>(
      'SELECT match_id, version, command_id, applied_by FROM commands WHERE match_id = ANY($1) ORDER BY match_id, version',
      [matchIds],
    );
    const out = new Map<string, LoggedCommand[]>(matchIds.map((id) => [id, []]));
    for (const row of r.rows) out.get(row.match_id)!.push({ version: row.version, commandId: row.command_id, appliedBy: row.applied_by });
    return out;
  } finally {
    await c.end();
  }
}

/**
 * The appliers of one match in version order, as runs: ["p1", "p2"] when p1 applied the first
 * commands and p2 took over. A process that appears in two runs applied while another owned the match.
 */
export function applierRuns(log: readonly LoggedCommand[]): string[] {
  const runs: string[] = [];
  for (const c of log) if (runs[runs.length - 1] !== c.appliedBy) runs.push(c.appliedBy ?? 'unknown');
  return runs;
}
