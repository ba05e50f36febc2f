// Passwords: Argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes, 1 lane: OWASP's minimum), a
// PHC string stored per player. A sign-in for an unknown name verifies against a dummy hash, so the
// answer takes the same time whether the name exists or not.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | undefined;

/** Whether the password is the hash's; with no hash (unknown name, no password) always false, as slowly. */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hash('not a password of anyone');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
