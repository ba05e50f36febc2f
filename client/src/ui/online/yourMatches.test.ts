// "Your matches" merges the player's matches (GET /api/me/matches) with the seats this browser keeps
// tokens of: a seat in both is listed once, with the player's status.
import type { SeatStatus } from '@hexfog/shared/protocol/index';
import { mergeEntries } from './yourMatches';

const status = (matchId: string, side: 'A' | 'B'): Extract<SeatStatus, { known: true }> => ({
  matchId,
  known: true,
  side,
  scenarioName: 'Sewer Infiltration',
  status: 'playing',
  turn: 1,
  turns: 5,
  phase: 'movement',
  waitingOn: [side],
  yourMove: true,
});
const saved = (matchId: string, side: 'A' | 'B') => ({
  matchId,
  side,
  token: 't'.repeat(43),
  label: `saved ${matchId}`,
  savedAt: '2027-01-01T00:00:00Z',
});

describe('mergeEntries', () => {
  it("lists the player's matches, then the saved seats not among them; a seat in both once", () => {
    const merged = mergeEntries(
      [status('m1', 'A'), status('m2', 'B')],
      [saved('m1', 'A'), saved('m1', 'B'), saved('m3', 'A')],
      [undefined, { matchId: 'm1', known: false }, status('m3', 'A')],
    );
    expect(merged.map((x) => `${x.entry.matchId}:${x.entry.side}`)).toEqual(['m1:A', 'm2:B', 'm1:B', 'm3:A']);
    expect(merged[0]!.status).toEqual(status('m1', 'A'));
    expect(merged[0]!.entry.label).toBe('Sewer Infiltration (A)');
    expect(merged[2]!.status).toEqual({ matchId: 'm1', known: false });
  });
});
