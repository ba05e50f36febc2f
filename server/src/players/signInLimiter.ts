// Sign-in attempts are limited twice (rate-limiter-flexible, in this process's memory): every attempt
// per client address (SIGN_IN_PER_ADDRESS per 15 minutes), and failures per name from any address
// (SIGN_IN_FAILURES_PER_NAME), so guessing one player's password from many addresses is as slow as
// from one. Counting only failures per name keeps a flood of bad attempts from locking the player out
// for longer than the window. A refused attempt is not tried at all (no hash is verified).
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

export interface SignInLimits {
  readonly perAddress: number;
  readonly failuresPerName: number;
}

export class SignInLimiter {
  private readonly byAddress: RateLimiterMemory;
  private readonly failuresByName: RateLimiterMemory;

  constructor(private readonly limits: SignInLimits) {
    this.byAddress = new RateLimiterMemory({ points: limits.perAddress, duration: SIGN_IN_WINDOW_SECONDS, keyPrefix: 'signin-addr' });
    this.failuresByName = new RateLimiterMemory({
      points: limits.failuresPerName,
      duration: SIGN_IN_WINDOW_SECONDS,
      keyPrefix: 'signin-name',
    });
  }

  /** Takes one attempt for the address; refused (with the seconds to wait) when the address or the name has none left. */
  async attempt(address: string, name: string): Promise<{ ok: true } | { ok: false; retryAfterS: number }> {
    const failures = await this.failuresByName.get(nameKey(name));
    if (failures && failures.consumedPoints >= this.limits.failuresPerName) return refused(failures);
    try {
      await this.byAddress.consume(address);
      return { ok: true };
    } catch (e) {
      if (e instanceof RateLimiterRes) return refused(e);
      throw e;
    }
  }

  async failed(name: string): Promise<void> {
    // past the limit consume rejects: the count is already where it refuses
    await this.failuresByName.consume(nameKey(name)).catch((e) => {
      if (!(e instanceof RateLimiterRes)) throw e;
    });
  }
}

function refused(r: RateLimiterRes): { ok: false; retryAfterS: number } {
  return { ok: false, retryAfterS: Math.max(1, Math.ceil(r.msBeforeNext / 1000)) };
}

/** Names are unique whatever their case: so is their count. */
function nameKey(name: string): string {
  return name.toLowerCase();
}
