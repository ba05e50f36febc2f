// The heroes-and-leaders Game Turn (sequence.ts, issue #33 mutation testing): what each phase lets each
// side do (A3.1 both sides rally in the RPh, A3.6 both sides rout in the RtPh, A3.8 / A11.12 the ATTACKER
// declares Close Combat in the CCPh), the rule each phase's end names, and the phases as the players see them.
import type { Side } from '../../engine/state';
import { given, ok, type Given } from '../../testing/scenarioBuilder';
import { HL_PHASES } from './sequence';

const hl = () =>
  given('sewer-infiltration', 'heroes-and-leaders', undefined, (m) => {
    m.hexes = {};
    m.hexsides = [];
  });
const offers = (g: Given, side: Side, type: string) => g.game.legal(g.state, side).filter((l) => l.type === type);
const endRule = (g: Given, side: Side) => offers(g, side, 'endPhase')[0]?.rule;

/** Both sides pass their impulse: the impulses are over, the RtPh begins. */
function toRoutPhase(g: Given): Given {
  ok(g.endPhase()); // RPh
  ok(g.when('A', { type: 'endPhase' })); // pass
  ok(g.when('B', { type: 'endPhase' })); // pass: the impulses are over
  expect(g.state.phase).toBe('RtPh');
  return g;
}

describe('HL.3 the phases of a Game Turn', () => {
  it('A3.1: in the Rally Phase both sides rally their broken units (the RPh is ended by both)', () => {
    const g = hl().unit('A06', '71F5').unit('B04', '71K4').playing({ phase: 'RPh' });
    g.state.units.A06!.status.broken = true;
    g.state.units.B04!.status.broken = true;
    for (const side of ['A', 'B'] as const) {
      expect(offers(g, side, 'rally').length).toBeGreaterThan(0);
      expect(endRule(g, side)).toBe('A3.1');
    }
  });
  it('A3.6, A10.5: in the Rout Phase the broken units of both sides rout (each ADJACENT to a Good Order enemy)', () => {
    const g = hl().unit('A01', '71F5').unit('B02', '71F6').unit('B01', '71K4').unit('A02', '71K5').playing({ phase: 'RPh' });
    g.state.units.A01!.status.broken = true;
    g.state.units.B01!.status.broken = true;
    toRoutPhase(g);
    expect(g.state.pending).toMatchObject({ side: 'A', kind: 'rout', context: { unit: 'A01', queue: ['B01'] } });
    ok(g.when('A', { type: 'rout', unit: 'A01', to: '71E5', lowCrawl: true }));
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'rout', options: [{ unit: 'B01' }] });
    const crawl = (g.state.pending!.options[0] as { lowCrawl: string[] }).lowCrawl[0]!;
    ok(g.when('B', { type: 'rout', unit: 'B01', to: crawl, lowCrawl: true }));
    expect(endRule(g, g.state.attacker)).toBe('A3.6');
  });
  it('A3.8, A11.12: in the Close Combat Phase the ATTACKER declares his attacks where enemies share a Location', () => {
    const g = toRoutPhase(hl().unit('A01', '71F5').unit('B01', '71F5').playing({ phase: 'RPh' }));
    ok(g.endPhase()); // RtPh
    expect(g.state.phase).toBe('CCPh');
    expect(offers(g, g.state.attacker, 'declareCloseCombat').length).toBeGreaterThan(0);
    expect(endRule(g, g.state.attacker)).toBe('A3.8');
  });
  it("HL.3: an impulse ends under the variant's rule", () => {
    const g = hl().unit('A01', '71F5').unit('B01', '71K4').playing({ phase: 'RPh' });
    ok(g.endPhase());
    expect(g.state.phase).toBe('Imp');
    expect(endRule(g, 'A')).toBe('HL.3');
  });
  it('HL.3: the phases as the players see them (ids, names, rules)', () => {
    expect(HL_PHASES.map((p) => [p.id, p.name, p.rule])).toEqual([
      ['RPh', 'Rally Phase', 'A3.1'],
      ['Imp', 'Impulse', 'HL.3'],
      ['RtPh', 'Rout Phase', 'A3.6'],
      ['CCPh', 'Close Combat Phase', 'A3.8'],
    ]);
  });
});
