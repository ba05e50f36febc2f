// Who may Self-Rally (A10.6, A10.63, A18.11, A1.123): crews always; the ATTACKER's MMC without the
// capability only as the FIRST MMC Rally attempt of its own RPh.
import type { RollEventData } from '../../engine/events';
import { given } from '../../testing/scenarioBuilder';

type G = ReturnType<typeof given>;
const legalRallies = (g: G, side: 'A' | 'B') =>
  g.game
    .legal(g.state, side)
    .filter((c) => c.type === 'rally')
    .map((c) => c.command);
const broken = (g: G, ...ids: string[]) => {
  for (const id of ids) g.state.units[id]!.status.broken = true;
  return g;
};
// sewer-infiltration: B01-B03 German 4-6-7, B04 a 9-1, B05 a dummy; this test adds B06, a German crew
const withCrew = () =>
  given('sewer-infiltration', 'asl', (s) => {
    (s.oob as { B: unknown[] }).B.push({ type: 'ge-crew', count: 1 });
  });

describe('A18.11 the first MMC Rally attempt of the RPh', () => {
  it("A18.11: once a leader has directed a MMC's rally attempt, no MMC of the ATTACKER may Self-Rally in that RPh", () => {
    const g = broken(
      given('sewer-infiltration').unit('B04', '71D7').unit('B01', '71D7').unit('B02', '71K2').playing({ phase: 'RPh', attacker: 'B' }),
      'B01',
      'B02',
    );
    expect(legalRallies(g, 'B')).toContainEqual({ type: 'rally', unit: 'B02' }); // still the first
    g.dice([6, 5]); // fails: 11 - 1 > 7
    expect(g.when('B', { type: 'rally', unit: 'B01', leader: 'B04' }).ok).toBe(true);
    expect(g.state.units.B01!.status.broken).toBe(true);
    expect(legalRallies(g, 'B')).toEqual([]);
    expect(g.when('B', { type: 'rally', unit: 'B02' })).toMatchObject({ ok: false, error: { rule: 'A10.63' } });
  });

  it("A18.11: a leader's own Self-Rally is no MMC Rally attempt: the ATTACKER's MMC may still Self-Rally after it", () => {
    const g = broken(
      given('sewer-infiltration').unit('B04', '71D7').unit('B02', '71K2').playing({ phase: 'RPh', attacker: 'B' }),
      'B04',
      'B02',
    );
    g.dice([6, 5, 3, 3]);
    expect(g.when('B', { type: 'rally', unit: 'B04' }).ok).toBe(true); // 11 + 1 > 9
    expect(legalRallies(g, 'B')).toEqual([{ type: 'rally', unit: 'B02' }]);
    expect(g.when('B', { type: 'rally', unit: 'B02' }).ok).toBe(true); // 6 + 1 = 7
    expect(g.state.units.B02!.status.broken).toBe(false);
  });

  it("A18.11: the DEFENDER's MMC rally attempts do not use up the ATTACKER's", () => {
    const g = broken(
      given('sewer-infiltration').unit('A06', '71P7').unit('A04', '71P7').unit('B02', '71K2').playing({ phase: 'RPh', attacker: 'B' }),
      'A04',
      'B02',
    );
    g.dice([6, 5]);
    expect(g.when('A', { type: 'rally', unit: 'A04', leader: 'A06' }).ok).toBe(true);
    expect(legalRallies(g, 'B')).toEqual([{ type: 'rally', unit: 'B02' }]);
  });
});

describe('A1.123 crews Self-Rally', () => {
  it("A1.123, A10.6: a broken crew Self-Rallies (+1) in the DEFENDER's RPh too, where a squad may not", () => {
    const g = broken(withCrew().unit('B06', '71K2').unit('B01', '71D7').playing({ phase: 'RPh', attacker: 'A' }), 'B06', 'B01');
    expect(g.state.units.B06!.type).toBe('ge-crew');
    expect(legalRallies(g, 'B')).toEqual([{ type: 'rally', unit: 'B06' }]);
    g.dice([3, 4]); // 7 + 1 = 8: the crew's Morale Level 8
    expect(g.when('B', { type: 'rally', unit: 'B06' }).ok).toBe(true);
    expect(g.state.units.B06!.status.broken).toBe(false);
    const roll = g.events.find((e) => e.type === 'roll')!.data as unknown as RollEventData;
    expect(roll).toMatchObject({ rule: 'A10.63', final: 8, modifiers: [{ name: 'Self-Rally', value: 1, rule: 'A10.63' }] });
  });

  it("A1.123, A18.11: the ATTACKER's crew Self-Rallies beyond the first MMC attempt, and is itself a MMC Rally attempt", () => {
    const g = broken(
      withCrew().unit('B06', '71K2').unit('B01', '71D7').unit('B02', '71K8').playing({ phase: 'RPh', attacker: 'B' }),
      'B06',
      'B01',
      'B02',
    );
    g.dice([6, 6, 3, 3]);
    expect(g.when('B', { type: 'rally', unit: 'B01' }).ok).toBe(true); // the first MMC attempt: Fate (A10.64)
    expect(legalRallies(g, 'B')).toEqual([{ type: 'rally', unit: 'B06' }]);
    expect(g.when('B', { type: 'rally', unit: 'B06' }).ok).toBe(true);
    expect(g.state.units.B06!.status.broken).toBe(false);
    // crew first: its attempt is the first MMC Rally attempt, so the squads may no longer Self-Rally
    const h = broken(withCrew().unit('B06', '71K2').unit('B01', '71D7').playing({ phase: 'RPh', attacker: 'B' }), 'B06', 'B01');
    h.dice([6, 5]);
    expect(h.when('B', { type: 'rally', unit: 'B06' }).ok).toBe(true);
    expect(legalRallies(h, 'B')).toEqual([]);
  });
});
