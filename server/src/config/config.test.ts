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
