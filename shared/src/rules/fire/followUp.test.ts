// A8.1: at each MF expenditure the DEFENDER may fire "with as many attacks as he can bring to bear";
// A8.14: "A unit broken or pinned by Defensive First Fire can be fired on again in its current Location by
// other same-phase Defensive First Fire attacks, but is attacked in its broken or pinned state. A unit that
// survives a Defensive First Fire attack with no effect can be fired on again in that same Location ...
// before expending additional MF/MP, but only by different attackers"; A7.83: "Pinned Infantry is not
// subject to any further DRM for FFNAM/FFMO". A01 a 6-2-8 (morale 8) moves in the open along column D;
// B01 and B02 are 4-6-7s.
import { given, onTerrain } from '../../testing/scenarioBuilder';

const iftRolls = (g: ReturnType<typeof given>) => g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A7.3').map((e) => e.data);

function scene(withB02 = true) {
  const g = given('sewer-infiltration').unit('A01', '71D3').unit('B01', '71D7').unit('B03', '71P2');
  if (withB02) g.unit('B02', '71D8');
  g.playing({ phase: 'MPh', attacker: 'A' });
  expect(g.when('A', { type: 'move', units: ['A01'], to: '71D4' }).ok).toBe(true);
  return g;
}

describe('A8.14 more than one Defensive First Fire attack at one MF expenditure', () => {
  it('A8.14: after an attack with no effect the DEFENDER is asked again; the same unit may not attack again, a different one may', () => {
    const g = scene();
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire' });
    expect(g.game.legal(g.state, 'B').find((l) => l.type === 'defensiveFire')?.choices).toMatchObject({ firers: ['B02'] });
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] })).toMatchObject({ ok: false, error: { rule: 'A8.14' } });
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B02'] }).ok).toBe(true);
    expect(iftRolls(g)).toHaveLength(2);
    expect(g.state.pending).toBeNull(); // nobody left who could attack this expenditure
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D5' }).ok).toBe(true);
  });
  it('A7.83 EX: a squad pinned by a First Fire attack with the -2 FFMO/FFNAM DRM is attacked by another defending unit "without the -2 DRM because the unit is pinned"', () => {
    const g = scene();
    // B01: 4 FP, DR 9 - 2 = 7 on the 4 column: a PTC, whose DR 9 > 8 pins A01
    g.dice([4, 5, 4, 5]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.state.units.A01!.status.pinned).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B02'] }).ok).toBe(true);
    expect(iftRolls(g).map((r) => (r.modifiers as { name: string }[]).map((m) => m.name))).toEqual([['FFMO', 'FFNAM'], []]);
  });
  it('A8.14: the DEFENDER may decline the follow-up attack; movement goes on', () => {
    const g = scene();
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D5' })).toMatchObject({ ok: false, error: { code: 'PENDING_DECISION' } });
    expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D5' }).ok).toBe(true);
  });
  it('A8.14: with no other unit that could fire, as the ATTACKER sees it, the question ends with the attack', () => {
    const g = scene(false);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.state.pending).toBeNull();
  });
  it('A8.14: a "?" with LOS keeps the question open (judged from what the ATTACKER sees, never from what is beneath)', () => {
    // B01 in the open fires; B02 beneath a "?" in 71D8 is what keeps the question open
    const g = given('sewer-infiltration')
      .unit('A01', '71D3')
      .unit('B01', '71D7')
      .unit('B02', '71D8', { concealed: true })
      .unit('B03', '71P2')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D4' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire' });
  });

  // The "?" clause (firstFirePrompt.ts asksFollowUpFire): A8.14 allows the follow-up "only by different
  // attackers"; whether a "?" is one, what it holds, its range and whether it fired are not the ATTACKER's
  // to know, so the question stays open for any "?" with LOS, and only for it. A01 moves D3 -> D4; B01 in
  // D7 attacks first; B02 stands 13 hexes away in Q4 (beyond a 4-6-7's twice-normal range of 12).
  const far = (concealed: boolean, blocked = false) => {
    const g = onTerrain(blocked ? { '71J3': { terrain: 'woods' }, '71J4': { terrain: 'woods' }, '71J5': { terrain: 'woods' } } : {})
      .unit('A01', '71D3')
      .unit('B01', '71D7')
      .unit('B02', '71Q4', { concealed })
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D4' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    return g;
  };

  it('A8.14 "?" clause: a "?" with LOS at any range keeps the question open; the same unit unconcealed, out of reach, does not', () => {
    expect(far(true).state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire' });
    expect(far(false).state.pending).toBeNull();
  });

  it('A8.14 "?" clause boundary: a "?" without LOS (woods between) does not keep the question open', () => {
    expect(far(true, true).state.pending).toBeNull();
  });

  it('A8.14 "?" clause: a Dummy "?" keeps it open as a real one would (what lies beneath is hidden); answering "No fire" moves on', () => {
    const g = onTerrain().unit('A01', '71D3').unit('B01', '71D7').unit('B05', '71D9').playing({ phase: 'MPh', attacker: 'A' });
    expect(g.state.units.B05!.kind).toBe('dummy');
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D4' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire' });
    expect(g.game.legal(g.state, 'B').some((l) => l.type === 'defensiveFire')).toBe(false); // nothing real left to fire
    expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71D5' }).ok).toBe(true);
  });
});
