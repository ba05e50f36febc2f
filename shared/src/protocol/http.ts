// HTTP bodies, shared by the server (validation) and the client SDK (types).
import * as z from 'zod';
import type { EventData } from './events';
import { RULESET_IDS } from './rulesets';
import { MAX_RULE_OPTIONS, type MatchOptionSpec, RuleOptionsSchema } from './ruleOptions';
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

/** The computer opponent's levels of play (the practice bot, client/src/bot/level.ts): 'easy' lets a share of its chances go. */
export const ComputerLevelSchema = z.enum(['easy', 'normal']);
export type ComputerLevel = z.infer<typeof ComputerLevelSchema>;

/** A match against the computer: it takes the side the creator does not. */
export const ComputerOpponentSchema = z.strictObject({ level: ComputerLevelSchema.default('normal') });

export const CreateMatchBodySchema = z.strictObject({
  ruleset: z.enum(RULESET_IDS),
  scenario: z.string().regex(/^[a-z0-9-]{1,40}$/),
  options: z
    .strictObject({
      spectators: SpectatorPolicySchema.default({ mode: 'public' }),
      lobby: LobbySchema.default('unlisted'),
      /**
       * The rule options chosen (engine/matchOptions.ts): the ids the ruleset's modules declare (the
       * catalog lists them per ruleset, ScenarioSummary.options), each on or off; an id the ruleset
       * does not declare is refused (`400`).
       */
      rules: RuleOptionsSchema.refine((o) => Object.keys(o).length <= MAX_RULE_OPTIONS, 'too many rule options').default({}),
      /** No time control when absent (online.ts: a clock per side, or a deadline per decision). */
      timeControl: TimeControlSchema.optional(),
    })
    .default({ spectators: { mode: 'public' }, lobby: 'unlisted', rules: {} }),
  /** The creator's side; `random` (the default) lets the server draw it. */
  side: z.enum(['A', 'B', 'random']).default('random'),
  /**
   * Practice against myself: the response holds both seats and no invitation. Otherwise the creator
   * gets his seat only, and the other side is offered by an invitation.
   */
  practice: z.boolean().default(false),
  /** Against the computer: the creator gets his seat, the computer plays the other (no invitation). */
  computer: ComputerOpponentSchema.optional(),
});
export type CreateMatchBody = z.input<typeof CreateMatchBodySchema>;

export const MatchIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/);

/** A 256-bit token as base64url (seat tokens, invitation tokens). */
export const SecretTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** `POST /api/invitations/accept`: the token travels in the body, never in a URL. */
export const AcceptInvitationBodySchema = z.strictObject({ token: SecretTokenSchema });
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>;

/** The accepter's seat: its credential is minted for him and shown once. */
export interface AcceptInvitationResponse {
  readonly matchId: string;
  readonly side: Side;
  readonly seat: SeatGrant;
}

/** A match with both seats in hand: a practice match, or a created match whose invitation was accepted. */
export interface SeatedMatch {
  readonly matchId: string;
  readonly seats: { readonly A: SeatGrant; readonly B: SeatGrant };
  readonly spectatorLink: string;
  readonly diceCommitment: string;
}

export interface SeatGrant {
  /** The secret seat token: whoever holds it plays this side. Shown once. */
  readonly token: string;
  /** Browser link carrying the token in its fragment (never sent to the server in a request line). */
  readonly link: string;
}

/** An invitation to take the other seat: its token is shown once, to the creator only. */
export interface InvitationGrant {
  readonly side: Side;
  /** The secret invitation token (256 bits): whoever accepts it first takes the side. */
  readonly token: string;
  /** Browser link carrying the token in its fragment: `/#/invite/<token>`. */
  readonly link: string;
  /** ISO time after which the invitation can no longer be accepted. */
  readonly expiresAt: string;
}

export interface CreateMatchResponse {
  readonly matchId: string;
  /** The creator's side. */
  readonly side: Side;
  /** The creator's seat only; both seats in a practice match. */
  readonly seats: { readonly A?: SeatGrant; readonly B?: SeatGrant };
  /** The other side's invitation (absent in a practice match and against the computer). */
  readonly invitation?: InvitationGrant;
  /** Against the computer: the side it plays and its level. */
  readonly computer?: { readonly side: Side; readonly level: ComputerLevel };
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
  /** The rule options the match is played with (those on; engine/matchOptions.ts). */
  readonly ruleOptions: readonly MatchOptionSpec[];
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
  /** The rule options the match is played with (those on). */
  readonly ruleOptions: readonly MatchOptionSpec[];
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
  /** A SW machine gun's class (A9.1) and Multiple ROF (A9.2), as printed. */
  readonly mg?: 'LMG' | 'MMG' | 'HMG';
  readonly rof?: number;
}

/**
 * The victory conditions in structured form (A26), public like their text: a side wins by Controlling at
 * least `count` of `hexes` (map names) when the last Game Turn ends; else the other side. A client, the
 * practice bot among them, plans from this, not from the scenario's file.
 */
export const VictoryConditionsSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('controlHexes'),
    side: z.enum(['A', 'B']),
    hexes: z.array(z.string().max(12)).min(1).max(40),
    count: z.int().min(1),
  }),
]);
export type VictoryConditions = z.infer<typeof VictoryConditionsSchema>;

/** Per side, the unit types its order of battle lets set up concealed (A12.12: the OB's "?"), public like the OB. */
export const ConcealedTypesSchema = z.strictObject({ A: z.array(z.string().max(40)), B: z.array(z.string().max(40)) });

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
  /** The victory conditions in structured form (VictoryConditionsSchema). */
  readonly victoryConditions: VictoryConditions;
  /** The unit types each side's OB sets up concealed (ConcealedTypesSchema). */
  readonly concealedTypes: z.infer<typeof ConcealedTypesSchema>;
  /** For each ruleset the scenario plays under, the rule modules that ruleset plays (their ids). */
  readonly modules: Readonly<Record<string, readonly string[]>>;
  /** For each ruleset, the match options its modules declare (the lobby's checkboxes). */
  readonly options: Readonly<Record<string, readonly MatchOptionSpec[]>>;
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
