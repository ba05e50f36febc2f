import { DEFAULT_LIMITS, loadConfig, parseTrustProxy } from './config';

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
    expect(loadConfig({ MATCH_CACHE_MAX: '100', COMMIT_BATCH_MAX: '1', COMMIT_IN_FLIGHT: '4' })).toMatchObject({
      matchCacheMax: 100,
      commitBatchMax: 1,
      commitInFlight: 4,
    });
  });

  it('refuse a value out of range, naming the variable', () => {
    expect(() => loadConfig({ MATCH_CACHE_MAX: '0' })).toThrow(/MATCH_CACHE_MAX/);
    expect(() => loadConfig({ COMMIT_BATCH_MAX: '1.5' })).toThrow(/COMMIT_BATCH_MAX/);
    expect(() => loadConfig({ COMMIT_IN_FLIGHT: '65' })).toThrow(/COMMIT_IN_FLIGHT/);
  });
});

describe('limits (docs/operations.md)', () => {
  it('have defaults', () => {
    expect(loadConfig({}).limits).toEqual(DEFAULT_LIMITS);
  });

  it('read every variable', () => {
    const l = loadConfig({
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      SOCKET_EVENT_RATE: '5',
      SOCKET_EVENT_BURST: '9',
      SOCKET_CONNECT_PER_MINUTE: '7',
      MAX_SOCKETS_PER_ADDRESS: '3',
      MAX_SOCKETS_PER_MATCH: '11',
      CHAT_RATE: '0.25',
      CHAT_BURST: '2',
      CHAT_QUEUE: '50',
      CHAT_WRITERS: '1',
      HTTP_PER_MINUTE: '100',
      MATCH_CREATE_PER_MINUTE: '4',
      SEAT_STATUS_PER_MINUTE: '6',
      REPLAY_PER_MINUTE: '8',
      HTTP_REQUEST_TIMEOUT_MS: '20000',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      HTTP_IDLE_TIMEOUT_MS: '60000',
      UNJOINED_MATCH_TTL_MS: '3600000',
      LOBBY_PAGE_SIZE: '25',
    }).limits;
    expect(l).toEqual({
      ...DEFAULT_LIMITS,
      trustProxy: ['loopback', '10.0.0.0/8'],
      socketEventRate: 5,
      socketEventBurst: 9,
      socketConnectPerMinute: 7,
      maxSocketsPerAddress: 3,
      maxSocketsPerMatch: 11,
      chatRate: 0.25,
      chatBurst: 2,
      chatQueue: 50,
      chatWriters: 1,
      httpPerMinute: 100,
      matchCreatePerMinute: 4,
      seatStatusPerMinute: 6,
      replayPerMinute: 8,
      requestTimeoutMs: 20000,
      headersTimeoutMs: 5000,
      idleTimeoutMs: 60000,
      unjoinedMatchTtlMs: 3600000,
      lobbyPageSize: 25,
    });
  });

  it('TRUST_PROXY: false, true or a list of addresses/CIDRs/names; anything else is refused', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).limits.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).limits.trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,::1,uniquelocal' }).limits.trustProxy).toEqual(['127.0.0.1', '::1', 'uniquelocal']);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('a headers timeout above the request timeout is cut to it (node requires headers <= request)', () => {
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '9000' }).limits).toMatchObject({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 5000,
    });
  });

  it('refuse values out of range, naming the variable', () => {
    expect(() => loadConfig({ CHAT_WRITERS: '0' })).toThrow(/CHAT_WRITERS/);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '10' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ MAX_SOCKETS_PER_MATCH: '1' })).toThrow(/MAX_SOCKETS_PER_MATCH/);
  });
});
