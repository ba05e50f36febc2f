// HTTP bodies, shared by the server (validation) and the client SDK (types).
import * as z from 'zod';
import type { EventData } from './events';
import { RULESET_IDS } from './rulesets';
import { TimeControlSchema } from './online';
import type { Side } from './sides';

export const SpectatorPolicySchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('public') }),
  /** Spectators see the public view as it was N player turns ago. */
  z.strictObject({ mode: z.literal('delayed'), playerTurns: z.int().min(1).max(10) }),
]);
export type SpectatorPolicy = z.infer<typeof SpectatorPolicySchema>;

/**
 * Whether `GET /api/matches` lists the match to anyone (`public`) or only to the operator (`unlisted`,
 * the default). An unlisted match is still found by its id, which its links carry.
 */
export const LobbySchema = z.enum(['public', 'unlisted']);
export type Lobby = z.infer<typeof LobbySchema>;

export const CreateMatchBodySchema = z.strictObject({
  ruleset: z.enum(RULESET_IDS),
  scenario: z.string().regex(/^[a-z0-9-]{1,40}$/),
  options: z
    .strictObject({
      spectators: SpectatorPolicySchema.default({ mode: 'public' }),
      lobby: LobbySchema.default('unlisted'),
      /**
       * sewer-cards only (refused with another ruleset): each Sewer card's squad and tokens are hidden
       * from the opponent (the ruleset's parameter `hiddenSewerCards`).
       */
      hiddenSewerCards: z.boolean().default(false),
      /** No time control when absent (online.ts: a clock per side, or a deadline per decision). */
      timeControl: TimeControlSchema.optional(),
    })
    .default({ spectators: { mode: 'public' }, lobby: 'unlisted', hiddenSewerCards: false }),
});
export type CreateMatchBody = z.input<typeof CreateMatchBodySchema>;

export const MatchIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/);

export interface SeatGrant {
  /** The secret seat token: whoever holds it plays this side. Shown once. */
  readonly token: string;
  /** Browser link carrying the token in its fragment (never sent to the server in a request line). */
  readonly link: string;
}

export interface CreateMatchResponse {
  readonly matchId: string;
  readonly seats: { readonly A: SeatGrant; readonly B: SeatGrant };
  readonly spectatorLink: string;
  /** SHA-256 of the secret dice seed, revealed when the match ends. */
  readonly diceCommitment: string;
}

/**
 * A match as `GET /api/matches/:id` shows it. `version`, `status`, `turn` and `phase` are the present
 * for a public-spectator match, a seat or the operator; for a delayed-spectator match asked anonymously
 * they are those of the position its spectators are shown (docs/protocol.md).
 */
export interface MatchSummary {
  readonly id: string;
  readonly ruleset: string;
  /** The rules version the match is played under (raised when a rules change alters results). */
  readonly rulesVersion: number;
  readonly scenario: string;
  readonly scenarioName: string;
  readonly sides: { readonly A: string; readonly B: string };
  readonly status: 'setup' | 'playing' | 'ended';
  readonly version: number;
  readonly turn: number;
  readonly turns: number;
  readonly phase: string;
  readonly spectators: SpectatorPolicy;
  readonly lobby: Lobby;
  /** sewer-cards: whether the Sewer cards are hidden from the opponent (false for other rulesets). */
  readonly hiddenSewerCards: boolean;
  readonly diceCommitment: string;
  /** Revealed only once the match has ended. */
  readonly diceSeed?: string;
  readonly result?: { readonly winner: 'A' | 'B' | null; readonly reason: string };
  readonly createdAt: string;
}

/**
 * One match of `GET /api/matches`. Its progress (`status`, `version`, `updatedAt`) is shown only when
 * its spectators see the present, or to the operator: a delayed-spectator match's list entry does not
 * move while it is played.
 */
export interface MatchListItem {
  readonly id: string;
  readonly ruleset: string;
  readonly scenario: string;
  readonly scenarioName: string;
  readonly spectators: SpectatorPolicy;
  readonly lobby: Lobby;
  /** sewer-cards: whether the Sewer cards are hidden from the opponent. */
  readonly hiddenSewerCards: boolean;
  readonly createdAt: string;
  readonly status?: 'setup' | 'playing';
  readonly version?: number;
  readonly updatedAt?: string;
}

/** A unit type as the client names and describes its counters (public data: printed on the counter). */
export interface UnitTypeSummary {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly firepower: number;
  readonly range: number;
  readonly morale: number;
  readonly leadership?: number;
  /** Whose counter it is ("german", "russian"; "any" for dummies and support weapons): its colours. */
  readonly nationality?: string;
  /** The Morale Level printed on the broken side (A10.4), when transcribed. */
  readonly brokenMorale?: number;
}

export interface ScenarioSummary {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly map: string;
  /** The map's printed name (the lobby's scenario card). */
  readonly mapName: string;
  readonly rulesets: readonly string[];
  readonly turns: number;
  readonly sides: { readonly A: string; readonly B: string };
  /** The situation and forces, the special rules in player language, the victory conditions (public). */
  readonly briefing: string;
  readonly specialRules: readonly string[];
  readonly victory: string;
  /** For each ruleset the scenario plays under, the rule modules that ruleset plays (their ids). */
  readonly modules: Readonly<Record<string, readonly string[]>>;
  /** Each side's nationality (the colours of its counters). */
  readonly nationalities?: { readonly A: string; readonly B: string };
  /** Every unit type the scenario may show: the builtin ones and the scenario's own. */
  readonly unitTypes: readonly UnitTypeSummary[];
}

/** GET /api/matches/:id/replay, once the match has ended: every event with its audience, the seed. */
export interface ReplayRecord {
  readonly matchId: string;
  /** The rules version the match was played under. */
  readonly rulesVersion: number;
  readonly version: number;
  readonly result: { readonly winner: Side | null; readonly reason: string } | null;
  readonly diceCommitment: string;
  readonly diceSeed: string;
  readonly events: readonly {
    readonly seq: number;
    readonly version: number;
    readonly audience: string;
    readonly type: string;
    readonly data: Readonly<Record<string, unknown>>;
  }[];
}

/** One roll of the dice log: a `roll` event's data with its place in the record. */
export type DiceLogRoll = { readonly seq: number; readonly version: number } & EventData<'roll'>;

/** GET /api/matches/:id/dice, once the match has ended: every roll, the seed and the server's own check. */
export interface DiceRecord {
  readonly matchId: string;
  readonly diceCommitment: string;
  readonly diceSeed: string;
  readonly rolls: readonly DiceLogRoll[];
  readonly verification: {
    readonly ok: boolean;
    readonly commitmentOk: boolean;
    readonly checked: number;
    readonly problems: readonly string[];
  };
}
