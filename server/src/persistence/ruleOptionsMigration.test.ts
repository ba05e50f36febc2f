// The migration that stores rule options under `options.rules` (20270220000000_rule_options): a match
// and a challenge stored with the old top-level hiddenSewerCards are read back with the option on, in
// `rules`; an option stored off, or never, leaves no rule option; every other option is kept.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { isolatedDatabase } from '../../test/isolatedDatabase';
import { ALL_MIGRATIONS, migrationsBefore } from '../../test/migrationsBefore';
import { readMatchOptions } from '../matches/options';
import { migrate } from './migrate';

const THIS = '20270220000000_rule_options';

describe('rule options move under options.rules', () => {
  it('the old hiddenSewerCards of matches and challenges becomes rules.hiddenSewerCards; the rest is kept', async () => {
    const before = migrationsBefore(THIS);
    const url = await isolatedDatabase('rule_options_migration', before);
    rmSync(before, { recursive: true, force: true });
    if (url === process.env.DATABASE_URL) return; // no database of its own here (the role may not create one)
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const match = (id: string, options: object) =>
        c.query(
          `INSERT INTO matches (id, ruleset, scenario_id, status, version, dice_commitment, dice_seed, options)
           VALUES ($1, 'sewer-cards', 'sewer-infiltration-cards', 'setup', 0, 'c', 's', $2)`,
          [id, options],
        );
      await match('on', { lobby: 'public', spectators: { mode: 'public' }, hiddenSewerCards: true });
      await match('off', { lobby: 'unlisted', hiddenSewerCards: false });
      await match('never', { lobby: 'public' });
      await c.query(`INSERT INTO players (id) VALUES ('p1')`);
      await c.query(
        `INSERT INTO challenges (id, poster_id, ruleset, scenario_id, side, options, listed, expires_at)
         VALUES ('c1', 'p1', 'sewer-cards', 'sewer-infiltration-cards', 'A', $1, true, now() + interval '1 day')`,
        [{ hiddenSewerCards: true, lobby: 'public' }],
      );
      expect((await migrate(url, ALL_MIGRATIONS)).applied).toContain(THIS);
      const options = async (table: string, id: string) =>
        (await c.query(`SELECT options FROM ${table} WHERE id = $1`, [id])).rows[0].options as Record<string, unknown>;
      expect(await options('matches', 'on')).toEqual({
        lobby: 'public',
        spectators: { mode: 'public' },
        rules: { hiddenSewerCards: true },
      });
      expect(readMatchOptions(await options('matches', 'on')).rules).toEqual({ hiddenSewerCards: true });
      expect(await options('matches', 'off')).toEqual({ lobby: 'unlisted' });
      expect(await options('matches', 'never')).toEqual({ lobby: 'public' });
      expect(await options('challenges', 'c1')).toEqual({ lobby: 'public', rules: { hiddenSewerCards: true } });
    } finally {
      await c.end();
    }
  });
});
