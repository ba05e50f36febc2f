import { Writable } from 'node:stream';
import { A_UNITS, B_UNITS, caughtUp, setupCommand, startTestServer } from '../../test/harness';
import { createLogger, redactUrl, safeDatabaseUrl } from './logger';

describe('logs never carry secrets', () => {
  it('redacts tokens, seeds, states, views and command bodies wherever they are nested', () => {
    const lines: string[] = [];
    const log = createLogger('info', new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
    log.info(
      {
        token: 'T0KEN',
        auth: { token: 'T0KEN' },
        match: { diceSeed: 'S33D', state: { units: 'SECRET' } },
        command: { placements: 'SECRET' },
        view: 'V',
        redisUrl: 'redis://:SECRET@h:6379',
        cluster: { redisUrl: 'redis://:SECRET@h' },
      },
      'x',
    );
    expect(lines.join('')).not.toMatch(/T0KEN|S33D|SECRET/);
    expect(safeDatabaseUrl('postgresql://u:hunter2@h:5432/d')).toBe('postgresql://u:***@h:5432/d');
  });

  it('request URLs lose any token: query parameters named like one, and a seat link path', () => {
    expect(redactUrl('/api/x?token=abc&y=1&access_token=def#token=ghi')).toBe(
      '/api/x?token=[redacted]&y=1&access_token=[redacted]#token=ghi',
    );
    expect(redactUrl('/match/M1/seat/abc?Token=d')).toBe('/match/M1/seat/[redacted]?Token=[redacted]');
    expect(redactUrl('/api/matches/M1?tokens')).toBe('/api/matches/M1?tokens');
    expect(redactUrl('/api/matches')).toBe('/api/matches');
    expect(redactUrl('/invite/abc?x=1')).toBe('/invite/[redacted]?x=1');
  });

  it('a played match leaves no seat token, dice seed or secret placement in the server log, and logs carry match and seat ids', async () => {
    const t = await startTestServer();
    try {
      const m = await t.newMatch();
      const a = t.client(m.matchId, m.seats.A.token);
      const b = t.client(m.matchId, m.seats.B.token);
      await Promise.all([a.ready(), b.ready()]);
      await a.send(setupCommand('A', A_UNITS));
      await b.send(setupCommand('B', B_UNITS));
      await caughtUp([a, b]);
      await a.send({ type: 'placeUnits', placements: [{ unit: 'A01', hex: '71ZZ1' }] }); // refused
      const seed = (await t.server.db.match.findUnique({ where: { id: m.matchId } }))!.diceSeed;
      const text = t.logs.join('');
      expect(text).toContain(m.matchId);
      expect(text).toMatch(/"seat":"A"/);
      expect(text).toMatch(/"msg":"command accepted"/);
      expect(text).toMatch(/"code":"NOT_IN_SETUP_ZONE"/);
      for (const secret of [m.seats.A.token, m.seats.B.token, seed, 'placements', '71A1', '71P2']) expect(text).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
