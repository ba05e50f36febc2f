// A match's options as stored (matches.options, JSON): read leniently, so rows written before an
// option existed get its default. Matches stored before the lobby choice are unlisted.
import { type Lobby, LobbySchema, type SpectatorPolicy, SpectatorPolicySchema } from '@hexfog/shared';

export interface MatchOptions {
  readonly spectators: SpectatorPolicy;
  readonly lobby: Lobby;
}

export function readMatchOptions(stored: unknown): MatchOptions {
  const o = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const spectators = SpectatorPolicySchema.safeParse(o.spectators);
  const lobby = LobbySchema.safeParse(o.lobby);
  return { spectators: spectators.success ? spectators.data : { mode: 'public' }, lobby: lobby.success ? lobby.data : 'unlisted' };
}
