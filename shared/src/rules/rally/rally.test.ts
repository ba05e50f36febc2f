import type { RollEventData } from '../../engine/events';
import { ruleset } from '../../rulesets/index';
import { given } from '../../testing/scenarioBuilder';

type G = ReturnType<typeof given>;
const rallyRolls = (g: G) =>
  g.events.filter((e) => e.type === 'roll' && ['A10.6', 'A10.63'].includes((e.data as unknown as RollEventData).rule));
const legalRallies = (g: G, side: 'A' | 'B') =>
  g.game
    .legal(g.state, side)
    .filter((c) => c.type === 'rally')
    .map((c) => c.command);
// sewer-infiltration: B01-B03 German 4-6-7, B04 a 9-1; A01-A03 Soviet 6-2-8, A04-A05 4-4-7, A06 an 8-1
const rph = () => given('sewer-infiltration');
const broken = (g: G, ...ids: string[]) => {
  for (const id of ids) g.state.units[id]!.status.broken = true;
  return g;
};

describe('A10.6 the Rally Phase', () => {
  it('A10.7: a Good Order leader in the Location directs the rally and adds his leadership; Self-Rally is then not offered (A10.63)', () => {
    const g = broken(rph().unit('B04', '71D7').unit('B01', '71D7').playing({ phase: 'RPh', attacker: 'B' }), 'B01');
    expect(legalRallies(g, 'B')).toEqual([{ type: 'rally', unit: 'B01', leader: 'B04' }]);
    expect(g.when('B', { type: 'rally', unit: 'B01' })).toMatchObject({ ok: false, error: { rule: 'A10.63' } });
    g.dice([4, 4]); // 8 - 1 = 7: rallies only with the 9-1's -1
    expect(g.when('B', { type: 'rally', unit: 'B01', leader: 'B04' }).ok).toBe(true);
    expect(g.state.units.B01!.status.broken).toBe(false);
    const roll = rallyRolls(g)[0]!;
    expect(roll).toMatchObject({ audience: 'all', data: { rule: 'A10.6', final: 7 } });
    expect(g.events.find((e) => e.type === 'rallied')).toMatchObject({ audience: 'all', data: { unit: 'B01', rule: 'A10.6' } });
  });
  it("A12: a concealed leader who directs a rally is not named to the opponent: the roll and its result are the owner's alone", () => {
    const g = broken(rph().unit('B04', '71D7').unit('B01', '71D7').playing({ phase: 'RPh', attacker: 'B' }), 'B01');
    g.state.units.B04!.status.concealed = true;
    g.dice([4, 4]);
    expect(g.when('B', { type: 'rally', unit: 'B01', leader: 'B04' }).ok).toBe(true);
    expect(rallyRolls(g).map((e) => e.audience)).toEqual(['B']);
    expect(g.events.filter((e) => e.audience !== 'B' && JSON.stringify(e.data).includes('B04'))).toEqual([]);
  });
  it('A10.63: a broken leader Self-Rallies with +1 and never his own leadership (A10.22)', () => {
    const g = broken(rph().unit('B04', '71D7').playing({ phase: 'RPh', attacker: 'B' }), 'B04');
    expect(legalRallies(g, 'B')).toEqual([{ type: 'rally', unit: 'B04' }]);
    g.dice([4, 5]); // 9 + 1 = 10 > 9
    expect(g.when('B', { type: 'rally', unit: 'B04' }).ok).toBe(true);
    expect(g.state.units.B04!.status.broken).toBe(true);
    expect((rallyRolls(g)[0]!.data as unknown as RollEventData).modifiers).toEqual([{ name: 'Self-Rally', value: 1, rule: 'A10.63' }]);
  });
  it("A10.63: the ATTACKER may Self-Rally one MMC without the capability per RPh; the DEFENDER's MMC may not", () => {
    const g = broken(
      rph().unit('B01', '71D7').unit('B02', '71K2').unit('A04', '71P7').playing({ phase: 'RPh', attacker: 'B' }),
      'B01',
      'B02',
      'A04',
    );
    expect(legalRallies(g, 'A')).toEqual([]);
    expect(g.when('A', { type: 'rally', unit: 'A04' })).toMatchObject({ ok: false, error: { rule: 'A10.63' } });
    g.dice([3, 3]); // 6 + 1 = 7
    expect(g.when('B', { type: 'rally', unit: 'B01' }).ok).toBe(true);
    expect(g.state.units.B01!.status.broken).toBe(false);
    expect(legalRallies(g, 'B')).toEqual([]);
    expect(g.when('B', { type: 'rally', unit: 'B02' })).toMatchObject({ ok: false, error: { rule: 'A10.63' } });
  });
  it("A10.63: a MMC type with Self-Rally capability (a ruleset parameter) Self-Rallies beyond the ATTACKER's one", () => {
    const g = given('sewer-infiltration', { ...ruleset('asl'), params: { selfRallyTypes: ['ge-467'] } });
    broken(g.unit('B01', '71D7').unit('B02', '71K2').playing({ phase: 'RPh', attacker: 'A' }), 'B01', 'B02');
    expect(legalRallies(g, 'B')).toEqual([
      { type: 'rally', unit: 'B01' },
      { type: 'rally', unit: 'B02' },
    ]);
  });
  it('A10.62: DM adds +4 to the rally DR', () => {
    const g = broken(rph().unit('B04', '71D7').unit('B01', '71D7').playing({ phase: 'RPh', attacker: 'B' }), 'B01');
    g.state.units.B01!.status.dm = true;
    g.dice([2, 3]); // 5 - 1 + 4 = 8 > 7 (without DM: 4, rallied)
    expect(g.when('B', { type: 'rally', unit: 'B01', leader: 'B04' }).ok).toBe(true);
    expect(g.state.units.B01!.status).toMatchObject({ broken: true, dm: true });
    expect((rallyRolls(g)[0]!.data as unknown as RollEventData).modifiers).toContainEqual({ name: 'DM', value: 4, rule: 'A10.62' });
  });
  it('A10.61: -1 to rally in a building or woods, not in the open', () => {
    const g = broken(
      rph().unit('B04', '71B2').unit('B01', '71B2').unit('B02', '71K8').unit('B03', '71D7').playing({ phase: 'RPh', attacker: 'B' }),
      'B01',
      'B02',
      'B03',
    );
    const mods = (i: number) => (rallyRolls(g)[i]!.data as unknown as RollEventData).modifiers.map((m) => m.name);
    g.dice([1, 1]);
    expect(g.when('B', { type: 'rally', unit: 'B02' }).ok).toBe(true); // woods, the ATTACKER's first MMC attempt (A18.11)
    expect(mods(0)).toContain('building, pillbox, trench or woods');
    g.dice([4, 5]); // 9 - 1 (leader) - 1 (building) = 7
    expect(g.when('B', { type: 'rally', unit: 'B01', leader: 'B04' }).ok).toBe(true);
    expect(g.state.units.B01!.status.broken).toBe(false);
    expect(mods(1)).toContain('building, pillbox, trench or woods');
    g.dice([1, 1]);
    g.state.units.B04!.loc = { hex: '71D7', place: 'ground', level: 0 };
    expect(g.when('B', { type: 'rally', unit: 'B03', leader: 'B04' }).ok).toBe(true); // open ground
    expect(mods(2)).not.toContain('building, pillbox, trench or woods');
  });
  it('A10.61: -1 beneath a trench or inside a pillbox, not beneath a foxhole in the open', () => {
    const forts = [
      { kind: 'trench', hex: '71D7', side: 'B' },
      { kind: 'foxhole', hex: '71D6', side: 'B', squads: 1 },
      { kind: 'pillbox', hex: '71E7', side: 'B' },
    ];
    const g = given('sewer-infiltration', 'asl', (d) => void (d.rules = { ...(d.rules as object), fortifications: forts }));
    const at = (hex: string, position: string) => ({ hex, place: 'ground', level: 0, position });
    broken(
      g
        .unit('B04', '71D7')
        .unit('B01', at('71D7', 'beneath'))
        .unit('B02', at('71D6', 'beneath'))
        .unit('B03', at('71E7', 'pillbox'))
        .playing({ phase: 'RPh', attacker: 'A' }),
      'B01',
      'B02',
      'B03',
    );
    const mods = (i: number) => (rallyRolls(g)[i]!.data as unknown as RollEventData).modifiers.map((m) => m.name);
    for (const [unit, hex] of [
      ['B01', '71D7'],
      ['B02', '71D6'],
      ['B03', '71E7'],
    ] as const) {
      g.state.units.B04!.loc = { hex, place: 'ground', level: 0 }; // the leader directs it from the same Location
      g.dice([1, 1]);
      expect(g.when('B', { type: 'rally', unit, leader: 'B04' }).ok).toBe(true);
    }
    expect([0, 1, 2].map((i) => mods(i).includes('building, pillbox, trench or woods'))).toEqual([true, false, true]);
  });
  it('A10.64: an Original 12 Casualty Reduces the unit, which stays broken', () => {
    const g = broken(rph().unit('B04', '71B2').unit('B01', '71B2').playing({ phase: 'RPh', attacker: 'B' }), 'B01');
    g.dice([6, 6]);
    expect(g.when('B', { type: 'rally', unit: 'B01', leader: 'B04' }).ok).toBe(true);
    expect(g.state.units.B01!).toMatchObject({ type: 'ge-248', eliminated: false, status: { broken: true } });
    expect(g.events.find((e) => e.type === 'reduced')).toMatchObject({ data: { unit: 'B01', rule: 'A10.64' } });
  });
  it('A3.1: both sides rally in the RPh, each unit once; never in another phase', () => {
    const g = broken(
      rph().unit('B04', '71D7').unit('B01', '71D7').unit('A06', '71P7').unit('A04', '71P7').playing({ phase: 'RPh', attacker: 'B' }),
      'B01',
      'A04',
    );
    g.dice([6, 5, 6, 5]);
    expect(g.when('A', { type: 'rally', unit: 'A04', leader: 'A06' }).ok).toBe(true);
    expect(g.when('B', { type: 'rally', unit: 'B01', leader: 'B04' }).ok).toBe(true);
    expect(g.when('A', { type: 'rally', unit: 'A04', leader: 'A06' })).toMatchObject({ ok: false, error: { rule: 'A3.1' } });
    expect(legalRallies(g, 'A')).toEqual([]);
    g.state.phase = 'PFPh';
    expect(g.when('B', { type: 'rally', unit: 'B01', leader: 'B04' })).toMatchObject({ ok: false, error: { code: 'WRONG_PHASE' } });
  });
  it('A10.6: a rally attempt resets each RPh', () => {
    const g = broken(rph().unit('B04', '71D7').unit('B01', '71D7').playing({ phase: 'CCPh', attacker: 'A', playerTurn: 1 }), 'B01');
    g.state.modules.rally = { attempted: ['B01'], mmcAttempted: ['B'] };
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.phase).toBe('RPh');
    expect(legalRallies(g, 'B')).toEqual([{ type: 'rally', unit: 'B01', leader: 'B04' }]);
  });
  it('A10.6: the rally of a concealed unit is rolled for its owner alone', () => {
    const g = broken(
      rph().unit('B04', '71D7', { concealed: true }).unit('B01', '71D7', { concealed: true }).playing({ phase: 'RPh', attacker: 'B' }),
      'B01',
    );
    g.dice([1, 1]);
    expect(g.when('B', { type: 'rally', unit: 'B01', leader: 'B04' }).ok).toBe(true);
    expect(rallyRolls(g)[0]!.audience).toBe('B');
    expect(g.events.find((e) => e.type === 'rallied')!.audience).toBe('B');
  });
  it('A10.62: DM comes off as the RPh ends, except ADJACENT to a Known Good Order enemy; it comes at the start of the RtPh for such a broken unit', () => {
    const g = broken(
      rph().unit('B01', '71D7').unit('B02', '71K2').unit('A01', '71D8').playing({ phase: 'RPh', attacker: 'A' }),
      'B01',
      'B02',
    );
    g.state.units.B01!.status.dm = true;
    g.state.units.B02!.status.dm = true;
    expect(g.endPhase().ok).toBe(true); // both sides end the RPh (A3.1)
    expect(g.state.units.B01!.status.dm).toBe(true);
    expect(g.state.units.B02!.status.dm).toBe(false);
    g.state.phase = 'AFPh';
    g.state.units.A01!.loc = { hex: '71K3', place: 'ground', level: 0 };
    g.dice([1, 1, 1, 1, 1, 1]);
    g.when('A', { type: 'endPhase' });
    expect(g.state.phase).toBe('RtPh');
    expect(g.state.units.B02!.status.dm).toBe(true);
  });
});
