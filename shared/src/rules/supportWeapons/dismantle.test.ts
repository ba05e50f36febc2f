// A9.8 dismantling and assembly, and what reads the dm side: fire (a dm MG does not fire), portage
// (A4.42: the dm side's PP), fording (B21.41, water/fording.test.ts) and sewer portage (B8.4, sewers.test.ts).
// The Soviet OOB of sewer-infiltration gets a MMG (A09: 4 PP, dm 3) and a LMG (A10); A01 is a 4-4-7 (IPC 3, 4 MF).
import { given, ok } from '../../testing/scenarioBuilder';
import { firersAt, scene as mgScene } from '../../testing/mgScene';

const withSw = () =>
  given('sewer-infiltration', 'asl', (s) => {
    (s.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 }, { type: 'lmg', count: 1 });
  });
type G = ReturnType<typeof withSw>;
/** A01 carrying the MMG and the LMG in 71A1, in the Soviet PFPh. */
const pfph = (carries = ['A09']) => {
  const g = withSw().unit('A01', '71A1').unit('B01', '71Z10');
  g.state.units.A01!.carries = carries;
  return g.playing({ phase: 'PFPh', attacker: 'A' });
};
/** The scene is in `phase` of `attacker`'s Player Turn (a call: no narrowing of the state's phase). */
const at = (g: { state: { phase: string; attacker: string } }, phase: string, attacker: string) =>
  g.state.phase === phase && g.state.attacker === attacker;
const entries = (g: G, type: string) => g.game.legal(g.state, 'A').filter((l) => l.type === type);
const allowanceOf = (g: G, id: string) => (g.view('A').modules.movement as { mf: Record<string, { allowance: number }> }).mf[id]!.allowance;

describe('A9.8 dismantling', () => {
  it('A9.8: in its PFPh the owner may dismantle a MMG (it has a dm side), never a LMG', () => {
    const g = pfph(['A09', 'A10']);
    expect(entries(g, 'dismantleMg').map((l) => l.command)).toEqual([{ type: 'dismantleMg', unit: 'A09' }]);
    expect(g.when('A', { type: 'dismantleMg', unit: 'A10' })).toMatchObject({ ok: false, error: { rule: 'A9.8' } });
    ok(g.when('A', { type: 'dismantleMg', unit: 'A09' }));
    expect(g.events.filter((e) => e.type === 'mgDismantled')).toEqual([
      expect.objectContaining({ audience: 'A', data: { unit: 'A09', type: 'mmg', by: 'A01', rule: 'A9.8' } }),
    ]);
    // the dm side is the owner's business: the other side and the spectators are told nothing
    expect(g.view('A').modules.supportWeapons).toEqual({ dismantled: ['A09'] });
    expect(g.view('B').modules.supportWeapons).toBeUndefined();
    expect(g.view('public').modules.supportWeapons).toBeUndefined();
    expect(entries(g, 'dismantleMg')).toEqual([]);
  });

  it('A9.8: not in the MPh (the boundary phase after the PFPh), nor by a broken possessor', () => {
    const g = pfph();
    ok(g.endPhase());
    expect(g.state.phase).toBe('MPh');
    expect(entries(g, 'dismantleMg')).toEqual([]);
    expect(g.when('A', { type: 'dismantleMg', unit: 'A09' }).ok).toBe(false);
    const h = pfph();
    h.state.units.A01!.status.broken = true;
    expect(entries(h, 'dismantleMg')).toEqual([]);
  });

  it('A9.8: a dm MG may not fire: offered before, not after (the German MMG of the MG scene)', () => {
    const g = mgScene((s) => (s.oob as { B: unknown[] }).B.push({ type: 'mmg', count: 1 }), { B01: ['B08'] });
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).toContain('B08');
    ok(g.when('B', { type: 'dismantleMg', unit: 'B08' }));
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).not.toContain('B08');
    expect(g.dice([6, 5]).when('B', { type: 'fire', firers: ['B08'], target: '72J3' }).ok).toBe(false);
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).toContain('B01'); // its possessor still fires
  });

  it('A9.8: in the next Player Turn (no fire marker left) the dm MG still does not fire; its twin assembled does', () => {
    const defensive = (dm: boolean) => {
      const g = mgScene((s) => (s.oob as { B: unknown[] }).B.push({ type: 'mmg', count: 1 }), { B01: ['B08'] });
      if (dm) ok(g.when('B', { type: 'dismantleMg', unit: 'B08' }));
      while (!at(g, 'DFPh', 'A')) ok(g.endPhase());
      return firersAt(g.game.legal(g.state, 'B'), '72J3');
    };
    expect(defensive(false)).toEqual(expect.arrayContaining(['B01', 'B08']));
    const dm = defensive(true);
    expect(dm).toContain('B01');
    expect(dm).not.toContain('B08');
  });

  it('A9.8: assembled again in a later PFPh; it does not fire in that phase (our reading), and fires in the next Player Turn', () => {
    const g = mgScene((s) => (s.oob as { B: unknown[] }).B.push({ type: 'mmg', count: 1 }), { B01: ['B08'] });
    ok(g.when('B', { type: 'dismantleMg', unit: 'B08' }));
    do ok(g.endPhase());
    while (!at(g, 'PFPh', 'B'));
    expect(
      g.game
        .legal(g.state, 'B')
        .filter((l) => l.type === 'assembleMg')
        .map((l) => l.command),
    ).toEqual([{ type: 'assembleMg', unit: 'B08' }]);
    ok(g.when('B', { type: 'assembleMg', unit: 'B08' }));
    expect(g.view('B').modules.supportWeapons).toBeUndefined();
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).not.toContain('B08');
    while (!at(g, 'DFPh', 'A')) ok(g.endPhase());
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).toContain('B08');
  });
});

describe('A4.42 with A9.8: a dm MG costs its dm side PP', () => {
  it('A4.42, A9.8: a squad with a MMG (4 PP) has 3 MF; with it dm (3 PP, within its IPC) it keeps its 4', () => {
    const assembled = pfph();
    ok(assembled.endPhase());
    expect(allowanceOf(assembled, 'A01')).toBe(3);
    const dm = pfph();
    ok(dm.when('A', { type: 'dismantleMg', unit: 'A09' }));
    ok(dm.endPhase());
    expect(allowanceOf(dm, 'A01')).toBe(4);
  });
});

describe('A9.8 at setup', () => {
  it('A9.8 "A weapon may start a scenario dm at the owner\'s option": dismantled (and assembled again) during setup, not once the side finished it', () => {
    const g = withSw().unit('A01', '71A1');
    g.state.units.A01!.carries = ['A09'];
    expect(g.state.status).toBe('setup');
    expect(entries(g, 'dismantleMg').map((l) => l.command)).toEqual([{ type: 'dismantleMg', unit: 'A09' }]);
    ok(g.when('A', { type: 'dismantleMg', unit: 'A09' }));
    expect(g.view('A').modules.supportWeapons).toEqual({ dismantled: ['A09'] });
    expect(entries(g, 'assembleMg').map((l) => l.command)).toEqual([{ type: 'assembleMg', unit: 'A09' }]);
    g.state.setupDone.A = true;
    expect(entries(g, 'assembleMg')).toEqual([]);
  });
});
