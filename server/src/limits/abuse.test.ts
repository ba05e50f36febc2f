// The abuse harness's short version (server/test/abuse.ts; `npm run abuse` is the full one, with the
// figures): one real server process, an honest match, each flood in turn. Counts only, never times:
// no honest command, /healthz poll or match creation fails under any flood; every flood meets its
// limit (429 / RATE_LIMITED, refused sockets); stalled and slow requests are all closed once the low
// request timeout has passed.
import { jest } from '@jest/globals';
import { type PhaseReport, runAbuse } from '../../test/abuse';

jest.setTimeout(180_000);

let reports: PhaseReport[];
beforeAll(async () => {
  reports = await runAbuse({ scale: 0.2, phaseMs: 4_000, requestTimeoutMs: 1_500 });
});

const phase = (name: PhaseReport['name']) => reports.find((r) => r.name === name)!;
const got = (name: PhaseReport['name'], outcome: string) => phase(name).attack[outcome] ?? 0;

describe('abuse harness (short)', () => {
  it('no honest command, /healthz poll or match creation fails in any phase', () => {
    expect(reports.map((r) => r.name)).toEqual(['quiet', 'creation', 'chat', 'sockets', 'bodies', 'status', 'quiet after']);
    for (const r of reports) {
      const h = r.honest;
      expect({
        phase: r.name,
        commandFailures: h.commandFailures,
        healthFailures: h.healthFailures,
        creationFailures: h.creationFailures,
        creations: h.creations,
      }).toEqual({ phase: r.name, commandFailures: 0, healthFailures: 0, creationFailures: 0, creations: 8 });
      expect(h.commandMs.length).toBeGreaterThan(0);
    }
  });

  it('a creation flood gets MATCH_CREATE_PER_MINUTE matches, then 429', () => {
    expect(got('creation', 'HTTP 201')).toBeLessThanOrEqual(10);
    expect(got('creation', 'HTTP 429')).toBeGreaterThan(0);
    expect(Object.keys(phase('creation').attack).sort()).toEqual(['HTTP 201', 'HTTP 429']);
  });

  it("a chat flood over spectator sockets is refused RATE_LIMITED past each address's budget", () => {
    expect(got('chat', 'chat RATE_LIMITED')).toBeGreaterThan(got('chat', 'chat stored'));
    expect(got('chat', 'chat UNAVAILABLE')).toBe(0);
  });

  it('a socket flood from one address is refused past MAX_SOCKETS_PER_ADDRESS; a seat flooding commands gets RATE_LIMITED', () => {
    expect(got('sockets', 'socket admitted')).toBeLessThanOrEqual(40);
    expect(got('sockets', 'socket refused RATE_LIMITED')).toBeGreaterThan(0);
    expect(got('sockets', 'command RATE_LIMITED')).toBeGreaterThan(0);
  });

  it('every stalled body, slow body and unfinished header block is closed by the server', () => {
    for (const what of ['stalled body', 'slow body', 'stalled headers']) {
      expect([what, got('bodies', `${what}: still open`)]).toEqual([what, 0]);
      expect(got('bodies', `${what}: closed by the server`)).toBeGreaterThan(0);
    }
  });

  it('a status flood gets 429 past its budget', () => {
    expect(got('status', 'HTTP 429')).toBeGreaterThan(0);
    expect(got('status', 'HTTP 500')).toBe(0);
  });
});
