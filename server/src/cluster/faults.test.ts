// Fault test with real processes (short here; `npm run faults -- --matches 50` for the long one): the
// owner of half the matches is killed with SIGKILL during a burst of commands over two processes.
import { jest } from '@jest/globals';
import { applierRuns } from '../../test/commandLog';
import { sigkillBurst } from '../../test/burst';

jest.setTimeout(120000);

describe('faults with two server processes', () => {
  it('SIGKILL of an owner mid-burst: every acknowledged command is stored once, appliers never interleave, clients resume by version', async () => {
    const r = await sigkillBurst({ matches: 8, commandsPerMatch: 6 });
    for (const m of r.matches) {
      // the log is contiguous, each command once, and holds every acknowledged command at its version
      expect(m.log.map((c) => c.version)).toEqual(m.log.map((_, i) => i + 1));
      expect(new Set(m.log.map((c) => c.commandId)).size).toBe(m.log.length);
      const byId = new Map(m.log.map((c) => [c.commandId, c.version]));
      for (const [id, v] of m.acked) expect({ id, v: byId.get(id) }).toEqual({ id, v });
      for (const c of m.log) expect(m.sent.has(c.commandId)).toBe(true);
      // one process at a time: each applier is one contiguous run; the killed one only before the other
      const runs = applierRuns(m.log);
      expect(new Set(runs).size).toBe(runs.length);
      expect(runs.length).toBeLessThanOrEqual(2);
      if (runs.length === 2) expect(runs[0]).toContain(`:${r.killedPid}:`);
      // the same client objects (no reload) reached the stored version: the seat its own (every command
      // here is its own); the spectator saw nothing of a secret setup (versions per audience)
      expect(m.clients.map((c) => c.view?.version)).toEqual([m.log.length, 0]);
    }
    expect(r.matches.some((m) => applierRuns(m.log).length === 2)).toBe(true); // a takeover happened
  });
});
