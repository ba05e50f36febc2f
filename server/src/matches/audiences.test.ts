// Versions per audience: each receiver counts only the match versions at which it saw a change.
import { AudienceVersions, SEEN_BY_ALL, sees } from './audiences';

describe('versions per audience', () => {
  // 1: A alone (its secret setup), 2: all, 3: B and the spectators, 4: A and the spectators
  const log = () => {
    const v = new AudienceVersions();
    for (const [at, mask] of [
      [1, 1],
      [2, SEEN_BY_ALL],
      [3, 6],
      [4, 5],
    ] as const)
      v.record(at, mask);
    return v;
  };

  it("maps a match version to each audience's own and back", () => {
    const v = log();
    expect([0, 1, 2, 3, 4].map((m) => v.versionAt('A', m))).toEqual([0, 1, 2, 2, 3]);
    expect([0, 1, 2, 3, 4].map((m) => v.versionAt('B', m))).toEqual([0, 0, 1, 2, 2]);
    expect([0, 1, 2, 3, 4].map((m) => v.versionAt('public', m))).toEqual([0, 0, 1, 2, 3]);
    // its k-th change; 0 for 0; a version past its last stands for its last
    expect([0, 1, 2, 3, 9].map((k) => v.matchVersionOf('A', k))).toEqual([0, 1, 2, 4, 4]);
    expect([0, 1, 2, 3].map((k) => v.matchVersionOf('B', k))).toEqual([0, 2, 3, 3]);
  });

  it('is rebuilt the same from the stored exceptions (commands not seen by all); rows from before count as seen by all', () => {
    const again = new AudienceVersions(4, [
      [1, 1],
      [3, 6],
      [4, 5],
    ]);
    const v = log();
    for (const key of ['A', 'B', 'public'] as const)
      for (let m = 0; m <= 4; m++) expect([key, m, again.versionAt(key, m)]).toEqual([key, m, v.versionAt(key, m)]);
    expect([1, 2, 3, 4].map((m) => again.maskAt(m))).toEqual([1, 7, 6, 5]);
    expect(new AudienceVersions(3).versionAt('B', 3)).toBe(3);
    expect([sees(6, 'A'), sees(6, 'B'), sees(6, 'public')]).toEqual([false, true, true]);
  });
});
