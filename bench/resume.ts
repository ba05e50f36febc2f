// `node --import tsx bench/resume.ts`: how long a long match takes to come back into memory (after a
// restart, or after it was evicted as idle). Plays one match of RESUME_COMMANDS (2,000) random legal
// commands through the real match service and store (embedded PostgreSQL, every command committed),
// then drops it from memory and times `get` (load the latest snapshot and the commands after it, then
// replay them) RESUME_RUNS times; beside it, the same rebuild replaying every command from the start.
import { runAsScript, withDatabase } from './database';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type GameState, seededDice } from '../shared/src/index';
import { randomCommand } from '../shared/src/testing/playout';
import { mulberry } from '../shared/src/testing/random';
import { loadCatalog } from '../server/src/catalog/catalog';
import { PROJECT_ROOT } from '../server/src/config/config';
import { createLogger } from '../server/src/logging/logger';
import { MatchService } from '../server/src/matches/matchService';
import { createMatchStore } from '../server/src/persistence/matchStore';
import { migrate } from '../server/src/persistence/migrate';
import { createDb } from '../server/src/persistence/prisma';
import { line } from './stats';

const out = (s: string) => process.stdout.write(`${s}\n`);

export async function resumeFigures(url: string, commands = 2000, runs = 30, snapshotEvery = 50): Promise<void> {
  await migrate(url, join(PROJECT_ROOT, 'prisma/migrations'));
  const db = createDb(url, 4);
  const store = createMatchStore(db);
  const catalog = loadCatalog();
  const service = new MatchService(store, catalog, createLogger('warn'), snapshotEvery);
  try {
    const { match } = await service.create({
      rulesetId: 'asl',
      scenarioId: 'sewer-infiltration',
      options: { spectators: { mode: 'public' }, lobby: 'unlisted' },
    });
    const random = mulberry(11);
    let played = 0;
    // a long setup (the load bench's placement, moved about), then random legal play to the end: the
    // shipped scenarios end after about 200 commands, a long match has thousands
    for (; played < commands - 100; played++) {
      const hex = `71${'ABCDEFG'[played % 7]}${1 + (played % 9)}`;
      const r = await service.submit(match.id, 'A', {
        commandId: `p${played}`,
        expectedVersion: played,
        command: { type: 'placeUnits', placements: [{ unit: 'A01', hex }] } as never,
      });
      if (!r.ack.ok) throw new Error(`placement refused: ${JSON.stringify(r.ack)}`);
    }
    for (let i = 0; played < commands; i++) {
      const live = (await service.get(match.id))!;
      const c = randomCommand(live.game, live.state, random, 0);
      if (!c || live.state.status === 'ended') break;
      const r = await service.submit(match.id, c.side, {
        commandId: `c${i}`,
        expectedVersion: live.state.version,
        command: c.command as never,
      });
      if (!r.ack.ok) throw new Error(`random legal command refused: ${JSON.stringify(r.ack)}`);
      played++;
    }
    const version = (await service.get(match.id))!.state.version;
    const samples: number[] = [];
    for (let i = -3; i < runs; i++) {
      service.forgetAll();
      const t0 = performance.now();
      const m = await service.get(match.id);
      if (i >= 0) samples.push(performance.now() - t0); // the first runs warm the JIT up
      if (m?.state.version !== version) throw new Error('resumed at another version');
    }
    if (process.env.RESUME_PARTS) {
      const parts: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        await store.load(match.id);
        parts.push(performance.now() - t0);
      }
      out(line('store.load only', parts));
      const snap = await store.history(match.id, version);
      out(`snapshot JSON ${JSON.stringify(snap!.snapshot).length} bytes`);
    }
    const full: number[] = [];
    for (let i = 0; i < Math.min(5, runs); i++) full.push(await replayFromStart(store, match.id, version));
    out(`resume: one match of ${played} commands (SNAPSHOT_EVERY ${snapshotEvery}), status ${(await service.get(match.id))!.state.status}`);
    out(line('resume: load + rebuild from the latest snapshot', samples));
    out(line('resume: load + replay every command from the start', full));
  } finally {
    service.close();
    await db.$disconnect();
  }
}

/** What a resume costs without snapshots: the first state and every command, replayed. */
async function replayFromStart(store: ReturnType<typeof createMatchStore>, matchId: string, version: number): Promise<number> {
  const t0 = performance.now();
  const rec = (await store.load(matchId))!;
  const start = (await store.earlierStart(matchId, rec.version + 1, (s) => s.version <= 0))!;
  const game = loadCatalog().game(rec.ruleset, rec.scenarioId);
  const dice = seededDice(rec.diceSeed);
  let state: GameState = start.snapshot.state;
  for (const c of start.commands) {
    const r = game.apply(state, c.side, c.payload, dice);
    if (!r.ok) throw new Error(`stored command ${c.version} does not replay`);
    state = r.state;
  }
  if (state.version !== version) throw new Error('replay reached another version');
  return performance.now() - t0;
}

runAsScript(import.meta, 'resume bench', () =>
  withDatabase((url) =>
    resumeFigures(
      url,
      Number(process.env.RESUME_COMMANDS ?? 2000),
      Number(process.env.RESUME_RUNS ?? 30),
      Number(process.env.SNAPSHOT_EVERY ?? 50),
    ),
  ),
);
