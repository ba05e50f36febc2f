import { given, onTerrain } from '../../testing/scenarioBuilder';
import { ruleset } from '../../rulesets';

const endCCPh = (g: ReturnType<typeof given>) => g.when(g.state.attacker, { type: 'endPhase' });

describe('A12.12 gaining concealment at the end of the CCPh', () => {
  it('a Good Order unit in Concealment Terrain out of every Good Order enemy LOS gains "?"; the opponent learns only the Location', () => {
    // A01 in the wooden building B2; the German squad is in P2, with stone buildings H2-J3 between
    const g = given('sewer-infiltration').unit('A01', '71B2').unit('B01', '71P2').playing({ phase: 'CCPh' });
    expect(endCCPh(g).ok).toBe(true);
    expect(g.state.units.A01!.status.concealed).toBe(true);
    const toB = g.events.filter((e) => e.type === 'concealmentGained' && e.audience === 'B');
    // B01 in the stone building P2 gains one too (it is its own side's secret which unit)
    expect(toB).toContainEqual({
      type: 'concealmentGained',
      audience: 'B',
      data: { loc: { hex: '71B2', place: 'ground', level: 0 }, rule: 'A12.12' },
    });
    expect(JSON.stringify(g.events.filter((e) => e.audience === 'B'))).not.toContain('A01');
    expect(g.view('B').markers.map((m) => m.loc.hex)).toContain('71B2');
  });
  it('not in LOS of a Good Order enemy: a unit the enemy can see keeps no "?"; nor does a unit on open ground', () => {
    const g = given('sewer-infiltration').unit('A01', '71B2').unit('A04', '71A1').unit('B01', '71A3').playing({ phase: 'CCPh' });
    expect(endCCPh(g).ok).toBe(true);
    expect(g.state.units.A01!.status.concealed).toBe(false); // B01 adjacent, in the open
    expect(g.state.units.A04!.status.concealed).toBe(false); // open ground is not Concealment Terrain
  });
  it('A12.12: only at the end of its own Player Turn: the DEFENDER\'s units gain no "?" as the ATTACKER\'s CCPh ends', () => {
    const g = given('sewer-infiltration').unit('A01', '71B2').unit('B01', '71P2').playing({ phase: 'CCPh', attacker: 'B', playerTurn: 2 });
    expect(endCCPh(g).ok).toBe(true);
    expect(g.state.units.A01!.status.concealed).toBe(false);
    expect(g.state.units.B01!.status.concealed).toBe(true);
  });
  it('A12.12/A12.1: an enemy dummy in view prevents it as a real unit would, so a gain never tells that a "?" is a dummy', () => {
    // A07 is a dummy of side A; it sees B01 from 71A3
    const g = given('sewer-infiltration')
      .unit('B01', '71B2')
      .unit('A07', '71A3')
      .unit('A01', '71P2')
      .playing({ phase: 'CCPh', attacker: 'B', playerTurn: 2 });
    expect(g.state.units.A07!.kind).toBe('dummy');
    expect(endCCPh(g).ok).toBe(true);
    expect(g.state.units.B01!.status.concealed).toBe(false);
  });
  it('A12.12: only in Concealment Terrain: out of every enemy LOS, the squad in the woods gains "?", the one in the open hex beside it does not; nor does a broken one in the woods (Good Order only)', () => {
    // no unbroken enemy unit on the map: nothing sees them
    const g = onTerrain({ '71K5': { terrain: 'woods' }, '71K7': { terrain: 'woods' } })
      .unit('A01', '71K5')
      .unit('A02', '71K6')
      .unit('A03', '71K7')
      .unit('B01', '71P2')
      .playing({ phase: 'CCPh' });
    g.state.units.B01!.status.broken = true;
    g.state.units.A03!.status.broken = true;
    expect(endCCPh(g).ok).toBe(true);
    expect(g.state.units.A01!.status.concealed).toBe(true);
    expect(g.state.units.A02!.status.concealed).toBe(false);
    expect(g.state.units.A03!.status.concealed).toBe(false);
  });
  it('a broken enemy does not prevent it', () => {
    const g = given('sewer-infiltration').unit('A01', '71B2').unit('B01', '71A3').playing({ phase: 'CCPh' });
    g.state.units.B01!.status.broken = true;
    expect(endCCPh(g).ok).toBe(true);
    expect(g.state.units.A01!.status.concealed).toBe(true);
  });
});

describe('A12.12, B16: marsh and Concealment Terrain (ruleset parameter marshConcealmentTerrain)', () => {
  // A01 alone in the marsh of 71K5 (or the mudflats, B16.7), B01 broken in the open: no unbroken enemy sees it
  const scene = (terrain: string, marshConcealmentTerrain?: boolean) => {
    const asl = ruleset('asl');
    const rs = marshConcealmentTerrain === undefined ? asl : { ...asl, params: { ...asl.params, marshConcealmentTerrain } };
    const g = given('sewer-infiltration', rs, undefined, (m) => {
      m.hexes = { '71K5': { terrain } };
      m.hexsides = [];
    })
      .unit('A01', '71K5')
      .unit('B01', '71K8')
      .playing({ phase: 'CCPh' });
    g.state.units.B01!.status.broken = true;
    return g;
  };

  it('A12.12: by default (the Terrain Chart\'s red list not at hand) marsh is not Concealment Terrain: no "?"', () => {
    const g = scene('marsh');
    expect(endCCPh(g).ok).toBe(true);
    expect(g.state.units.A01!.status.concealed).toBe(false);
  });

  it('A12.12: with marshConcealmentTerrain the unit in marsh (and in mudflats, B16.7) gains "?"; in open ground it does not', () => {
    for (const terrain of ['marsh', 'mudflats']) {
      const g = scene(terrain, true);
      expect(endCCPh(g).ok).toBe(true);
      expect(g.state.units.A01!.status.concealed).toBe(true);
    }
    const open = scene('open', true);
    expect(endCCPh(open).ok).toBe(true);
    expect(open.state.units.A01!.status.concealed).toBe(false);
  });

  it('A12.14, A4.61: entering marsh in view costs a "?" even as Concealment Terrain (its all-MF entry is Non-Assault Movement); brush does not', () => {
    for (const [terrain, kept] of [
      ['marsh', false],
      ['brush', true],
    ] as const) {
      const asl = ruleset('asl');
      const g = given('sewer-infiltration', { ...asl, params: { ...asl.params, marshConcealmentTerrain: true } }, undefined, (m) => {
        m.hexes = { '71K4': { terrain } };
        m.hexsides = [];
      })
        .unit('A01', '71K5', { concealed: true })
        .unit('B01', '71K8')
        .playing({ phase: 'MPh', attacker: 'A' });
      expect(g.when('A', { type: 'move', units: ['A01'], to: '71K4' }).ok).toBe(true);
      expect(g.state.units.A01!.status.concealed).toBe(kept);
    }
  });
});
