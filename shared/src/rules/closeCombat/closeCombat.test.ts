// Close Combat above ground by the A11 text: who may Ambush and with which drm (A11.4), broken units
// (A11.16), SMC FP (A11.14), concealment in CC (A11.19). Scenario units: A01 a 6-2-8, A04 a 4-4-7, A06
// an 8-1; B01/B02 4-6-7s, B04 a 9-1. 71P2 is a stone building, 71A1 open ground.
import type { GameEvent } from '../../engine/events';
import { given, type Given } from '../../testing/scenarioBuilder';

const rolls = (g: Given, rule: string) => g.events.filter((e) => e.type === 'roll' && (e.data as { rule: string }).rule === rule);
const mods = (e: GameEvent | undefined) =>
  ((e?.data.modifiers ?? []) as { name: string; value: number }[]).map((m) => `${m.name} ${m.value}`);
const endCcPh = (g: Given, dice: number[]) => {
  g.dice(dice);
  const r = g.when('A', { type: 'endPhase' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
};

describe('A11.4 Ambush', () => {
  it('A11.4: no Ambush dr in a new CC in open ground with no concealed unit; one in a building Location', () => {
    const open = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('B01', '71A1')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    endCcPh(open, [6, 6, 6, 6]); // straight to the CC DRs: both 12, no effect
    expect(rolls(open, 'A11.4')).toEqual([]);
    expect(rolls(open, 'A11.11')).toHaveLength(2);
    const building = given('sewer-infiltration')
      .unit('A01', '71P2')
      .unit('B01', '71P2')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    endCcPh(building, [3, 3, 6, 6, 6, 6]);
    expect(rolls(building, 'A11.4')).toHaveLength(2);
  });

  it('A11.4: in open ground a concealed unit makes an Ambush possible', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('B01', '71A1', { concealed: true })
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    endCcPh(g, [3, 3, 6, 6, 6, 6]);
    expect(rolls(g, 'A11.4').map(mods)).toEqual([[], ['concealed -2']]);
  });

  it("A11.4: the -2 concealed drm applies when only part of a side's force is concealed", () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71P2')
      .unit('B01', '71P2', { concealed: true })
      .unit('B02', '71P2')
      .unit('B03', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    // drs A 4, B 3 - 2 = 1: 3 lower, B Ambushes (with the -2 on all-concealed forces only, 3 vs 4: none)
    endCcPh(g, [4, 3, 6, 6, 6, 6]);
    expect(mods(rolls(g, 'A11.4')[1])).toEqual(['concealed -2']);
    expect(g.events.find((e) => e.type === 'ambush')).toMatchObject({ data: { side: 'B' } });
  });

  it('A11.4: +1 to CC attacks against the Ambusher; A11.19: an Ambusher whose attack does not eliminate its targets loses its "?"', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71P2')
      .unit('B01', '71P2', { concealed: true })
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    // B Ambushes (4 vs 3 - 2) and misses (DR 12); A strikes back 6 vs 4: 3-2, Kill Number 6: DR 5 + 1 = 6,
    // a Partial Kill (without the +1 it would eliminate B01)
    endCcPh(g, [4, 3, 6, 6, 2, 3]);
    const a = rolls(g, 'A11.11').find((e) => String(e.data.purpose).includes('Soviets'));
    expect(mods(a)).toEqual(['vs Ambusher 1']);
    expect(g.state.units.B01).toMatchObject({ eliminated: false, type: 'ge-248' });
    expect(g.events.find((e) => e.type === 'concealmentLost')).toMatchObject({ data: { unit: 'B01' } });
  });

  it('A11.19 EXC: an Ambusher that eliminates its targets keeps its "?"; the ambushed side loses all concealment (A11.4)', () => {
    // A02 elsewhere: a Good Order enemy still there to see B01 once A01 is gone (A12.14)
    const g = given('sewer-infiltration')
      .unit('A01', '71P2', { concealed: true })
      .unit('A02', '71A1')
      .unit('B01', '71P2', { concealed: true })
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    // drs A 6 - 2 = 4, B 3 - 2 = 1: B Ambushes; A loses its "?", so B attacks at full FP: 4 vs 6, 1-2,
    // Kill Number 4: DR 4 - 1 = 3 eliminates A01
    endCcPh(g, [6, 3, 2, 2]);
    expect(g.state.units.A01!.eliminated).toBe(true);
    expect(g.state.units.B01!.status.concealed).toBe(true);
    expect(g.events.filter((e) => e.type === 'concealmentLost').map((e) => e.data.unit)).toEqual(['A01']);
  });

  it("A11.4: +1 for a broken and +1 for a pinned unit in the force, and the best unpinned Good Order leader's leadership", () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71P2')
      .unit('B01', '71P2')
      .unit('B02', '71P2')
      .unit('B04', '71P2')
      .unit('B03', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.state.units.B01!.status.broken = true;
    g.state.units.B02!.status.pinned = true;
    // drs A 1, B 3 + 1 + 1 - 1 = 4: A Ambushes (3 lower); A's 6 vs 12 (broken units defend in full) 1-2,
    // Kill Number 4, DR 12 misses; B strikes back at 4 + 1 vs 6 with +1 vs Ambusher and -1 leader: 12 misses
    endCcPh(g, [1, 3, 6, 6, 6, 6]);
    expect(mods(rolls(g, 'A11.4')[1])).toEqual(['broken 1', 'pinned 1', 'leader B04 -1']);
    expect(g.events.find((e) => e.type === 'ambush')).toMatchObject({ data: { side: 'A' } });
  });

  it('A11.4: a pinned leader lends no leadership to the Ambush dr', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71P2')
      .unit('B01', '71P2')
      .unit('B04', '71P2')
      .unit('B03', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.state.units.B04!.status.pinned = true;
    endCcPh(g, [3, 3, 6, 6, 6, 6]);
    expect(mods(rolls(g, 'A11.4')[1])).toEqual(['pinned 1']);
  });
});

describe('A11.16 broken units, A11.14 SMC', () => {
  it('A11.16: broken units never attack, defend with their full FP, and attacks on them get -2', () => {
    const g = given('sewer-infiltration')
      .unit('A04', '71A1')
      .unit('B01', '71A1')
      .unit('B02', '71A1')
      .unit('B03', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.state.units.B01!.status.broken = true;
    g.state.units.B02!.status.broken = true;
    // 4 vs 8 (not 4 vs 0): 1-2, Kill Number 4; DR 6 - 2 = 4: a Partial Kill, Random Selection dr 1: B01
    endCcPh(g, [3, 3, 1]);
    const cc = rolls(g, 'A11.11').filter((e) => e.data.kind === 'DR');
    expect(cc).toHaveLength(1); // B's broken units make no attack
    expect(cc[0]!.data).toMatchObject({ final: 4, modifiers: [{ name: 'vs broken', value: -2, rule: 'A11.16' }] });
    expect(g.state.units.B01).toMatchObject({ eliminated: false, type: 'ge-248' });
    expect(g.state.units.B02).toMatchObject({ eliminated: false, type: 'ge-467' });
  });

  it('A11.14: a leader attacks with an inherent FP of one (1-4 vs a squad) and adds one to the defence', () => {
    const alone = given('sewer-infiltration')
      .unit('A06', '71A1')
      .unit('B01', '71A1')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    endCcPh(alone, [1, 1, 6, 6]); // 1 vs 4: 1-4, Kill Number 3: DR 2 eliminates B01; B's DR 12 misses
    expect(alone.state.units.B01!.eliminated).toBe(true);
    const defending = given('sewer-infiltration')
      .unit('A04', '71A1')
      .unit('B01', '71A1')
      .unit('B04', '71A1')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    // 4 vs 4 + 1: 1-2 (not 1-1), Kill Number 4: DR 4 a Partial Kill (Random Selection dr 1: B01); B's 12 misses
    endCcPh(defending, [2, 2, 1, 6, 6]);
    expect(defending.state.units.B01).toMatchObject({ eliminated: false, type: 'ge-248' });
    expect(defending.state.units.B04!.eliminated).toBe(false);
  });
});

describe('A7.8 a pinned unit in CC', () => {
  // A7.8: "The halved FP of a pinned unit in CC applies only to its attack, not to its defense". A01 (6-2-8,
  // pinned) and B01 (4-6-7) in open ground: no Ambush dr. A attacks at 3 vs 4 (1-2, Kill Number 4), not 6 vs 4
  // (3-2, Kill Number 6); B attacks the pinned 6-2-8 at 4 vs 6 (1-2, Kill Number 4), not 4 vs 3 (1-1, 5).
  for (const rules of ['asl', 'heroes-and-leaders']) {
    it(`A7.8: a pinned unit attacks at half FP and defends at full FP (ruleset ${rules})`, () => {
      const g = given('sewer-infiltration', rules)
        .unit('A01', '71A1')
        .unit('B01', '71A1')
        .unit('B02', '71Q8')
        .playing({ phase: 'CCPh', attacker: 'A' });
      g.state.units.A01!.status.pinned = true;
      endCcPh(g, [2, 3, 2, 3]); // both DR 5: above Kill Number 4, no effect (below 6 / equal to 5 with the rule broken)
      const cc = rolls(g, 'A11.11')
        .filter((e) => e.data.kind === 'DR')
        .map((e) => e.data.purpose);
      expect(cc).toEqual([expect.stringContaining('Kill Number 4'), expect.stringContaining('Kill Number 4')]);
      expect(g.state.units.B01).toMatchObject({ eliminated: false, type: 'ge-467' });
      expect(g.state.units.A01).toMatchObject({ eliminated: false, type: 'ru-628' });
    });
  }
  it('A7.8: the declaration panel shows a pinned attacker at half FP and its pinned targets at full FP', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('B01', '71A1')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.state.units.A01!.status.pinned = true;
    g.state.units.B01!.status.pinned = true;
    const entry = g.game.legal(g.state, 'A').find((l) => l.type === 'declareCloseCombat');
    expect(entry?.choices).toMatchObject({ fp: { A01: 3, B01: 4 } });
  });
});

describe('A4.51 CX in CC; A11.4 Ambush drm of a lone leader and of a hero', () => {
  it('A4.51: "CX units must also add one to any CC attack they make, and deduct one from any CC attack made against them"', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('B01', '71A1')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.state.units.B01!.status.cx = true;
    // A: 6 vs 4 (3-2, Kill Number 6), DR 6 - 1 = 5 eliminates B01 (6 alone: a Partial Kill); B: 4 vs 6 (1-2,
    // Kill Number 4), DR 4 + 1 = 5 misses (4 alone: a Partial Kill on A01)
    endCcPh(g, [3, 3, 2, 2]);
    const cc = rolls(g, 'A11.11').filter((e) => e.data.kind === 'DR');
    expect(cc.map(mods)).toEqual([['CX defender -1'], ['CX attacker 1']]);
    expect(g.state.units.B01!.eliminated).toBe(true);
    expect(g.state.units.A01).toMatchObject({ eliminated: false, type: 'ru-628' });
  });
  it('A11.4/A10.7: a leader alone adds no leadership of his own to his Ambush dr ("can never be used to enhance its own performance")', () => {
    const g = given('sewer-infiltration')
      .unit('A06', '71P2')
      .unit('B01', '71P2')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    // drs A 2, B 4: 2 lower, no Ambush (with the 8-1's own -1 it would be 3 lower: an Ambush); both CC DRs 12
    endCcPh(g, [2, 4, 6, 6, 6, 6]);
    expect(rolls(g, 'A11.4').map(mods)).toEqual([[], []]);
    expect(g.events.find((e) => e.type === 'ambush')).toBeUndefined();
  });
  it('A11.4: a hero is Stealthy (A12.122 EX: "-1 [Stealthy]" for the Hero): -1 to his side\'s Ambush dr, 4 - 1 being 3 below 6', () => {
    const g = given('sewer-infiltration')
      .unit('A06', '71P2')
      .unit('B01', '71P2')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    Object.assign(g.state.units.A06!, { type: 'ru-hero', kind: 'hero' });
    endCcPh(g, [4, 6, 6, 6, 6, 6]);
    expect(rolls(g, 'A11.4').map(mods)).toEqual([['Stealthy -1'], []]);
    expect(g.events.find((e) => e.type === 'ambush')).toMatchObject({ data: { side: 'A' } });
  });
});

describe('A11.141 leadership in CC', () => {
  it('A7.831: a pinned leader "can neither direct an attack": no leadership DRM to his units\' CC attack (DR 6 on Kill Number 6 a Partial Kill, not 5 an elimination)', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('A06', '71A1')
      .unit('B01', '71A1')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.state.units.A06!.status.pinned = true;
    // A: 6 + 1/2 (the pinned leader's inherent 1, halved, A7.8) vs 4: 3-2, Kill Number 6; B's DR 12 misses
    endCcPh(g, [3, 3, 6, 6]);
    const a = rolls(g, 'A11.11').filter((e) => e.data.kind === 'DR')[0];
    expect(mods(a)).toEqual([]);
    expect(g.state.units.B01).toMatchObject({ eliminated: false, type: 'ge-248' });
  });
});
