// A new match: its game, dice seed (committed to by its hash), seat tokens (given out once, stored
// hashed) and initial state, stored, then built as a live match by the one builder (liveMatch.ts).
// Only the sides in `seated` get a seat now: a match created with an invitation seats its creator, and
// the other seat is inserted when the invitation is accepted (invitations/invitationStore.ts).
import { diceCommitment, seededDice, type Side } from '@hexfog/shared';
import type { Catalog } from '../catalog/catalog';
import type { MatchStore } from '../persistence/matchStore';
import { type LiveMatch, liveMatch, recordFrame } from './liveMatch';
import { engineParams, type MatchOptions, storedRules } from './options';
import { hashToken, newMatchId, newSeatToken } from './seats';
import { AudienceVersions } from './audiences';
import { SpectatorFrames } from './spectatorFrames';

export interface CreatedMatch {
  readonly match: LiveMatch;
  /** The seats minted now, one token each (shown once, stored hashed). */
  readonly tokens: Partial<Record<Side, string>>;
}

/** Both sides: a practice match (and the default of the service's callers that play both seats). */
export const BOTH_SIDES: readonly Side[] = ['A', 'B'];

export type NewMatchOptions = Omit<MatchOptions, 'rules'> & Partial<Pick<MatchOptions, 'rules'>>;

/** What a new match is made of: its ruleset, scenario and options, which seats to mint, and for whom. */
export interface NewMatchRequest {
  readonly rulesetId: string;
  readonly scenarioId: string;
  readonly options: NewMatchOptions;
  /** The sides seated now (default both: a practice match). */
  readonly seated?: readonly Side[];
  /** The player the seated seats are bound to (none: seats held by their tokens only). */
  readonly playerId?: string;
  /** A player per side, over `playerId` (a challenge binds each seat to its own player). */
  readonly players?: Partial<Record<Side, string>>;
}

/** createMatch's collaborators and the dice seed, beside the request. */
export interface CreateMatchInput extends NewMatchRequest {
  readonly store: MatchStore;
  readonly catalog: Catalog;
  readonly seed: string;
}

export async function createMatch(input: CreateMatchInput): Promise<CreatedMatch> {
  const { store, catalog, seed, rulesetId, scenarioId, options, seated = BOTH_SIDES, playerId, players } = input;
  const { spectators, lobby, timeControl, computer } = options;
  const rules = storedRules(rulesetId, options.rules);
  const game = catalog.game(rulesetId, scenarioId, engineParams({ rules }));
  const id = newMatchId();
  const tokens: Partial<Record<Side, string>> = Object.fromEntries(seated.map((side) => [side, newSeatToken()]));
  const state = game.initialState();
  await store.create({
    id,
    ruleset: rulesetId,
    rulesVersion: game.ctx.rulesVersion,
    scenarioId,
    diceCommitment: diceCommitment(seed),
    diceSeed: seed,
    options: {
      spectators,
      lobby,
      ...(Object.keys(rules).length ? { rules } : {}),
      ...(timeControl ? { timeControl } : {}),
      ...(computer ? { computer } : {}),
    },
    seats: seated.map((side) => {
      const owner = players?.[side] ?? playerId;
      return { side, tokenHash: hashToken(tokens[side]!), ...(owner ? { playerId: owner } : {}) };
    }),
    initialState: state,
  });
  const match = liveMatch({
    id,
    ruleset: rulesetId,
    rulesVersion: game.ctx.rulesVersion,
    scenarioId,
    game,
    dice: seededDice(seed),
    diceCommitment: diceCommitment(seed),
    diceSeed: seed,
    spectators,
    lobby,
    rules,
    timeControl,
    createdAt: new Date(),
    state,
    audiences: new AudienceVersions(),
    lastSeq: 0,
    commandIds: [],
    commandIdsFrom: 1,
    frames: new SpectatorFrames(game.ctx.turn.index),
  });
  recordFrame(match, state);
  return { match, tokens };
}
