import { loadConfig } from './config';

describe('REDIS_URL', () => {
  it('is read as a redis:// or rediss:// URL, unset by default', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://:pw@cache:6379/0' }).redisUrl).toBe('redis://:pw@cache:6379/0');
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
  });

  it('refuses another scheme with a message naming the variable, not its value (it may carry a password)', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://user:s3cret@cache:6379' })).toThrow(/REDIS_URL: must be a redis/);
    expect(() => loadConfig({ REDIS_URL: 'http://user:s3cret@cache:6379' })).not.toThrow(/s3cret/);
  });
});

describe('OPERATOR_TOKEN', () => {
  it('is unset by default (nobody may list unlisted matches); a long enough token is taken as is', () => {
    expect(loadConfig({}).operatorToken).toBeUndefined();
    const token = 'o'.repeat(16) + 'P4ss_word-0123456789';
    expect(loadConfig({ OPERATOR_TOKEN: token }).operatorToken).toBe(token);
  });

  it('refuses a short or oddly shaped token with a message naming the variable, not its value', () => {
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short-s3cret' })).toThrow(/OPERATOR_TOKEN: must be at least 32/);
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short-s3cret' })).not.toThrow(/s3cret/);
    expect(() => loadConfig({ OPERATOR_TOKEN: `${'x'.repeat(32)} s3cret` })).toThrow(/OPERATOR_TOKEN: must be letters/);
  });
});

describe('memory and group commit knobs', () => {
  it('have defaults and take whole numbers in range', () => {
    expect(loadConfig({})).toMatchObject({ matchIdleMs: 60_000, matchCacheMax: 2_000, commitBatchMax: 256, commitInFlight: 2 });
    expect(loadConfig({ MATCH_CACHE_MAX: '100', COMMIT_BATCH_MAX: '1', COMMIT_IN_FLIGHT: '4' })).toMatchObject({ matchCacheMax: 100, commitBatchMax: 1, commitInFlight: 4 });
  });

  it('refuse a value out of range, naming the variable', () => {
    expect(() => loadConfig({ MATCH_CACHE_MAX: '0' })).toThrow(/MATCH_CACHE_MAX/);
    expect(() => loadConfig({ COMMIT_BATCH_MAX: '1.5' })).toThrow(/COMMIT_BATCH_MAX/);
    expect(() => loadConfig({ COMMIT_IN_FLIGHT: '65' })).toThrow(/COMMIT_IN_FLIGHT/);
  });
});
