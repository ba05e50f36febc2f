// When the DEFENDER is asked about Defensive First Fire (A8.1): its own setting (always, whenCanFire,
// neverThisMph), and the twin games that prove the setting tells the ATTACKER nothing concealed: the
// question is raised from what the ATTACKER sees, so two games that differ only beneath a "?" look the
// same to it, byte for byte. Board 71, every hex open ground unless a test says otherwise.
import type { GameEvent } from '../../engine/events';
import { type Given, onTerrain } from '../../testing/scenarioBuilder';

const asked = (g: Given) => g.state.pending?.kind === 'defensiveFirstFire' && g.state.pending.side === 'B';
const setMode = (g: Given, mode: string) => expect(g.when('B', { type: 'setFirstFirePrompt', mode }).ok).toBe(true);
const moveA01 = (g: Given, to = '71K8') => expect(g.when('A', { type: 'move', units: ['A01'], to }).ok).toBe(true);
/** A01 moves from K7 into K8, B01 watches from `b01At`; only A's units and B01 on the board. */
const scene = (b01At: string, type = 'ge-467', opts: { concealed?: boolean } = {}) => {
  const g = onTerrain().unit('A01', '71K7').unit('B01', b01At, opts);
  for (const id of Object.keys(g.state.units)) if (id !== 'A01' && id !== 'B01') g.state.units[id]!.loc = null;
  (g.state.units.B01 as { type: string }).type = type;
  return g.playing({ phase: 'MPh', attacker: 'A' });
};
/** Everything the ATTACKER has received: its view and the events addressed to it. */
const attackerSees = (g: Given) =>
  JSON.stringify({ view: g.view('A'), events: g.events.filter((e: GameEvent) => e.audience === 'A' || e.audience === 'all') });

describe('A8.1 the DEFENDER chooses when it is asked about Defensive First Fire', () => {
  it('always (the default): asked after the MF expenditure even when no unit of its can fire', () => {
    const g = scene('71K1', 'ru-628'); // 6-2-8 at range 7: beyond twice its range 2 (A7.22)
    expect(g.view('B').modules.fire?.firstFirePrompt).toBeUndefined();
    moveA01(g);
    expect(asked(g)).toBe(true);
  });

  it('whenCanFire: not asked when its only unit in the open is beyond twice its normal range (A7.22), asked within it', () => {
    const far = scene('71K1', 'ru-628');
    setMode(far, 'whenCanFire');
    moveA01(far);
    expect(asked(far)).toBe(false);
    // the attacker goes on at once: no question waits
    moveA01(far, '71K9');
    const near = scene('71K4', 'ru-628'); // range 4 = twice 2: still in reach
    setMode(near, 'whenCanFire');
    moveA01(near);
    expect(asked(near)).toBe(true);
  });

  it('whenCanFire: a broken unit (A10.1: it may not fire) does not make the match wait', () => {
    const g = scene('71K4');
    g.state.units.B01!.status.broken = true;
    setMode(g, 'whenCanFire');
    moveA01(g);
    expect(asked(g)).toBe(false);
  });

  it('neverThisMph: not asked for the rest of this MPh; set while asked, it answers "No fire"; asked again next Player Turn', () => {
    const g = scene('71K4');
    moveA01(g);
    expect(asked(g)).toBe(true);
    setMode(g, 'neverThisMph');
    expect(g.state.pending).toBeNull();
    expect(g.view('B').modules.fire?.firstFirePrompt).toBe('neverThisMph');
    moveA01(g, '71K9');
    expect(asked(g)).toBe(false);
    // the next Player Turn's MPh (its turn index differs): the standing mode, always, applies again
    g.state.playerTurn = 2;
    g.state.attacker = 'A';
    g.state.modules.activity = { mf: {}, moved: {}, nonAssault: {}, fired: {}, done: {} };
    expect(g.view('B').modules.fire?.firstFirePrompt).toBeUndefined();
    moveA01(g, '71K10');
    expect(asked(g)).toBe(true);
  });

  it("the setting is the seat's own: the attacker's view does not carry it, and it emits no event", () => {
    const g = scene('71K4');
    const before = g.events.length;
    setMode(g, 'whenCanFire');
    expect(g.events.length).toBe(before);
    expect(g.view('A').modules.fire?.firstFirePrompt).toBeUndefined(); // A's own
    expect(JSON.stringify(g.view('public'))).not.toMatch(/whenCanFire/);
  });

  it('refuses a mode it does not know', () => {
    const g = scene('71K4');
    expect(g.when('B', { type: 'setFirstFirePrompt', mode: 'sometimes' })).toMatchObject({ ok: false, error: { code: 'BAD_COMMAND' } });
  });
});

describe('A8.1 twins: what the ATTACKER sees does not depend on what a "?" hides', () => {
  // B01 waits concealed at range 7 from K8: a 4-6-7 could fire (twice range 6 = 12), a 6-2-8 could not (4)
  for (const mode of ['always', 'whenCanFire', 'neverThisMph']) {
    it(`${mode}: a concealed unit that could fire and one that could not give the attacker the same view and events`, () => {
      const seen = ['ge-467', 'ru-628'].map((type) => {
        const g = scene('71K1', type, { concealed: true });
        setMode(g, mode);
        moveA01(g);
        // answered as each defender would: the one that can fire does not, so only the question differs
        if (asked(g)) expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
        moveA01(g, '71K9');
        return attackerSees(g);
      });
      expect(seen[0]).toBe(seen[1]);
    });
  }

  it('whenCanFire: a "?" with LOS makes the match wait even when it is a dummy', () => {
    const g = scene('71K1', 'dummy', { concealed: true });
    (g.state.units.B01 as { kind: string }).kind = 'dummy';
    setMode(g, 'whenCanFire');
    moveA01(g);
    expect(asked(g)).toBe(true);
    expect(g.game.legal(g.state, 'B').map((l) => l.type)).not.toContain('defensiveFire');
  });
});
