// HTTP bodies, shared by the server (validation) and the client SDK (types).
import { z } from 'zod';
import { RULESET_IDS } from './rulesets';

export const SpectatorPolicySchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('public') }),
  /** Spectators see the public view as it was N player turns ago. */
  z.strictObject({ mode: z.literal('delayed'), playerTurns: z.int().min(1).max(10) }),
]);
export type SpectatorPolicy = z.infer<typeof SpectatorPolicySchema>;

export const CreateMatchBodySchema = z.strictObject({
  ruleset: z.enum(RULESET_IDS),
  scenario: z.string().regex(/^[a-z0-9-]{1,40}$/),
  options: z
    .strictObject({
      spectators: SpectatorPolicySchema.default({ mode: 'public' }),
    })
    .default({ spectators: { mode: 'public' } }),
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

export interface MatchSummary {
  readonly id: string;
  readonly ruleset: string;
  readonly scenario: string;
  readonly scenarioName: string;
  readonly sides: { readonly A: string; readonly B: string };
  readonly status: 'setup' | 'playing' | 'ended';
  readonly version: number;
  readonly turn: number;
  readonly turns: number;
  readonly phase: string;
  readonly spectators: SpectatorPolicy;
  readonly diceCommitment: string;
  /** Revealed only once the match has ended. */
  readonly diceSeed?: string;
  readonly result?: { readonly winner: 'A' | 'B' | null; readonly reason: string };
  readonly createdAt: string;
}

export interface ScenarioSummary {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly map: string;
  readonly rulesets: readonly string[];
  readonly turns: number;
  readonly sides: { readonly A: string; readonly B: string };
}
