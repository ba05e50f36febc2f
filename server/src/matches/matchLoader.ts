// Rebuilding a match from the database: its latest snapshot (or an earlier one, for delayed
// spectators' frames) plus the commands after it, replayed with the match's own seeded dice.
import { seededDice } from '@hexfog/shared';
import type { Catalog } from '../catalog/catalog';
import type { LoadedMatch, MatchStore } from '../persistence/matchStore';
import { type LiveMatch, liveMatch, recordFrame } from './liveMatch';
import { engineParams, readMatchOptions } from './options';
import { AudienceVersions } from './audiences';
import { SpectatorFrames } from './spectatorFrames';

/**
 * The stored match to rebuild. Delayed spectators see the public view of a past Player Turn
 * (spectatorFrames.ts): such a match re-plays from the latest snapshot old enough to rebuild the
 * frames they may still be shown, those of the last `playerTurns` Player Turns (a snapshot from at
 * least that many Player Turns before its latest one), not from the start. A match played under other
 * rules keeps its latest snapshot (stored commands may not re-play under the new rules).
 */
export async function loadRecord(store: MatchStore, catalog: Catalog, matchId: string): Promise<LoadedMatch | null> {
  const rec = await store.load(matchId);
  if (!rec) return null;
  const { spectators, rules } = readMatchOptions(rec.options);
  if (spectators.mode !== 'delayed' || catalog.rulesVersion(rec.ruleset) !== rec.rulesVersion) return rec;
  const index = catalog.game(rec.ruleset, rec.scenarioId, engineParams({ rules })).ctx.turn.index;
  const oldest = Math.max(0, index(rec.snapshot.state) - spectators.playerTurns); // frame 0: setup, shown until then
  if (index(rec.snapshot.state) <= oldest) return rec;
  const start = await store.earlierStart(matchId, rec.snapshot.version, (state) => index(state) <= oldest);
  return start ? { ...rec, ...start } : rec;
}

/** Rebuilds a match from its stored snapshot and the commands after it. */
export function rebuildMatch(catalog: Catalog, rec: LoadedMatch): LiveMatch {
  const matchId = rec.id;
  const { spectators, lobby, rules, timeControl } = readMatchOptions(rec.options);
  // a resumed match plays with its own options' parameter values (e.g. hidden Sewer cards)
  const game = catalog.game(rec.ruleset, rec.scenarioId, engineParams({ rules }));
  const dice = seededDice(rec.diceSeed);
  const frames = new SpectatorFrames(game.ctx.turn.index);
  let state = rec.snapshot.state;
  recordFrame({ frames, game, spectators }, state);
  for (const c of rec.commands) {
    const r = game.apply(state, c.side, c.payload, dice);
    if (!r.ok || r.state.version !== c.version) {
      const rules =
        rec.rulesVersion === game.ctx.rulesVersion
          ? ''
          : ` under rules version ${game.ctx.rulesVersion} (played under ${rec.rulesVersion})`;
      throw new Error(
        `match ${matchId}: stored command at version ${c.version} does not replay${rules} (${r.ok ? 'version mismatch' : r.error.code})`,
      );
    }
    state = r.state;
    recordFrame({ frames, game, spectators }, state);
  }
  if (state.version !== rec.version) throw new Error(`match ${matchId}: replay reached version ${state.version}, stored ${rec.version}`);
  return liveMatch({
    id: rec.id,
    ruleset: rec.ruleset,
    rulesVersion: rec.rulesVersion,
    scenarioId: rec.scenarioId,
    game,
    dice,
    diceCommitment: rec.diceCommitment,
    diceSeed: rec.diceSeed,
    spectators,
    lobby,
    rules,
    timeControl,
    createdAt: rec.createdAt,
    state,
    audiences: new AudienceVersions(rec.version, rec.unseen),
    lastSeq: rec.lastSeq,
    commandIds: rec.commandIds,
    commandIdsFrom: rec.commandIdsFrom,
    frames,
  });
}
