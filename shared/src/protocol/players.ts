// Players (server/src/players/): the bodies of the players' routes and what they answer. A name is
// public and chosen once, 3-24 letters, digits, `_` or `-`: too short and too plain to carry anything
// of a match. Passwords are bounded (Argon2id's cost is per byte of nothing, but a body is a body).
import * as z from 'zod';
import type { SeatStatus } from './online';

export const PLAYER_NAME = /^[A-Za-z0-9_-]{3,24}$/;
export const PlayerNameSchema = z.string().regex(PLAYER_NAME, 'a name is 3 to 24 letters, digits, _ or -');
export const PasswordSchema = z.string().min(8, 'a password has at least 8 characters').max(128);

export const SetNameBodySchema = z.strictObject({ name: PlayerNameSchema });
export type SetNameBody = z.infer<typeof SetNameBodySchema>;

/** A player with a password must give it to set a new one. */
export const SetPasswordBodySchema = z.strictObject({ password: PasswordSchema, currentPassword: z.string().max(128).optional() });
export type SetPasswordBody = z.infer<typeof SetPasswordBodySchema>;

/** Any string up to the bounds: a malformed name is just an unknown one (the same error). */
export const SignInBodySchema = z.strictObject({ name: z.string().min(1).max(64), password: z.string().min(1).max(128) });
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** A state-changing route without arguments still takes a JSON object (CSRF: no form can send one). */
export const EmptyBodySchema = z.strictObject({});

/** GET /api/me: the browser's own player; never an id. */
export interface Me {
  readonly name: string | null;
  readonly hasPassword: boolean;
}

/** GET /api/me/matches: the matches whose seats are this player's, newest first. */
export interface MyMatches {
  readonly matches: readonly Extract<SeatStatus, { known: true }>[];
}
