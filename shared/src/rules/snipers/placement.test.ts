// A14.2: the Sniper counters placed before play, DEFENDER first, in an unoccupied hex within six hexes
// of the most enemy-occupied hexes (six at most). sewer-infiltration (board 71): A (Soviet) is the
// ATTACKER of turn 1, so B (German) places first. In column D the distance between two hexes is the
// difference of their rows.
import { ruleset } from '../../rulesets/index';
import { given, type Given } from '../../testing/scenarioBuilder';
import { placementHexes } from './placement';
import { snipers } from './state';

type Snipers = { A?: { san: number; hex?: string }; B?: { san: number; hex?: string } };

/** A's units by id in their hexes, B01 in 71P2, every other unit left out; setup finished by both. */
function scene(at: Record<string, string>, sn: Snipers = { A: { san: 3 }, B: { san: 4 } }, hidden: string[] = []): Given {
  const g = given('sewer-infiltration', ruleset('asl'), (doc) => {
    doc.rules = { ...(doc.rules as object), snipers: sn };
  });
  for (const [id, hex] of Object.entries(at)) g.unit(id, hex);
  g.unit('B01', '71P2');
  for (const id of hidden) g.state.units[id]!.status.hidden = true;
  const placed = new Set([...Object.keys(at), 'B01']);
  g.without(...Object.keys(g.state.units).filter((id) => !placed.has(id)));
  return g;
}

function started(g: Given): Given {
  for (const side of ['A', 'B'] as const) expect(g.when(side, { type: 'finishSetup' }).ok).toBe(true);
  return g;
}

const SIX = { A01: '71D1', A02: '71D2', A03: '71D3', A04: '71D4', A05: '71D5', A06: '71D6' };
const FIVE = { A01: '71D1', A02: '71D2', A03: '71D3', A04: '71D4', A05: '71D5' };

describe('A14.2 Sniper counters placed before play', () => {
  it('A14.2: play opens with the DEFENDER placing (B, as A moves first); nothing else is played meanwhile', () => {
    const g = started(scene(SIX));
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'sniperPlacement', rule: 'A14.2' });
    expect(g.when('A', { type: 'placeSniper', hex: '71D7' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(g.when('A', { type: 'endPhase' })).toMatchObject({ ok: false, error: { code: 'PENDING_DECISION' } });
    expect(g.when('B', { type: 'placeSniper', hex: '71D7' }).ok).toBe(true);
    expect(g.state.pending).toMatchObject({ side: 'A', kind: 'sniperPlacement' });
    expect(g.when('A', { type: 'placeSniper', hex: '71P4' }).ok).toBe(true);
    expect(g.state.pending).toBeNull();
    expect(snipers(g.state)).toEqual({ A: { san: 3, hex: '71P4' }, B: { san: 4, hex: '71D7' } });
    expect(g.events.filter((e) => e.type === 'sniperPlaced').map((e) => [e.audience, e.data])).toEqual([
      ['all', { side: 'B', hex: '71D7', rule: 'A14.2' }],
      ['all', { side: 'A', hex: '71P4', rule: 'A14.2' }],
    ]);
    expect(g.view('public').modules.snipers).toEqual({ A: { san: 3, hex: '71P4' }, B: { san: 4, hex: '71D7' } });
  });

  it('A14.2: "within six hexes of >= six enemy-occupied hexes": six hexes away from the farthest of six is in, seven is out', () => {
    const g = started(scene(SIX));
    const hexes = placementHexes(g.game.ctx, g.state, 'B');
    expect(hexes).toContain('71D7'); // 6 from D1, 1 from D6
    expect(hexes).not.toContain('71D8'); // 7 from D1: five enemy-occupied hexes only
    expect(hexes).not.toContain('71D6'); // occupied
    expect(g.when('B', { type: 'placeSniper', hex: '71D8' })).toMatchObject({
      ok: false,
      error: { code: 'SNIPER_PLACEMENT', rule: 'A14.2' },
    });
    expect(g.when('B', { type: 'placeSniper', hex: '71D6' })).toMatchObject({ ok: false, error: { code: 'SNIPER_PLACEMENT' } });
    expect(g.state.pending).toMatchObject({ side: 'B' });
  });

  it('A14.2: "if this is not possible ... >= five": with five enemy-occupied hexes, within six of all five', () => {
    const g = started(scene(FIVE));
    const hexes = placementHexes(g.game.ctx, g.state, 'B');
    expect(hexes).toContain('71D7'); // 6 from D1
    expect(hexes).toContain('71D6');
    expect(hexes).not.toContain('71D8'); // 7 from D1: four only
  });

  it("A14.2: the enemy Sniper counter makes no hex enemy-occupied, and the ATTACKER counts the DEFENDER's units", () => {
    const g = started(scene(SIX));
    expect(g.when('B', { type: 'placeSniper', hex: '71D7' }).ok).toBe(true);
    // A sees one enemy-occupied hex (B01 in 71P2): within six hexes of it; its own units' hexes are occupied
    const hexes = placementHexes(g.game.ctx, g.state, 'A');
    expect(hexes).toContain('71P8'); // 6 from P2
    expect(hexes).not.toContain('71P9'); // 7 from P2
    expect(hexes).toContain('71P3');
  });

  it('A14.2/A12.3: a hidden enemy unit neither occupies a hex nor counts for the placer: the same hexes as without it', () => {
    const withHidden = started(scene({ ...FIVE, A06: '71D6' }, undefined, ['A06']));
    const without = started(scene(FIVE));
    const hexes = placementHexes(withHidden.game.ctx, withHidden.state, 'B');
    expect(hexes).toEqual(placementHexes(without.game.ctx, without.state, 'B'));
    expect(hexes).toContain('71D6');
    expect(withHidden.view('B')).toEqual(without.view('B'));
  });

  it('A14.1/A14.2: only a side with a Sniper places one; a scenario that names the hex places it itself', () => {
    const onlyA = started(scene(SIX, { A: { san: 3 }, B: { san: 1 } }));
    expect(onlyA.state.pending).toMatchObject({ side: 'A', kind: 'sniperPlacement' });
    const named = started(scene(SIX, { A: { san: 3, hex: '71P5' }, B: { san: 4 } }));
    expect(named.when('B', { type: 'placeSniper', hex: '71D7' }).ok).toBe(true);
    expect(named.state.pending).toBeNull();
    expect(snipers(named.state).A).toEqual({ san: 3, hex: '71P5' });
  });
});
