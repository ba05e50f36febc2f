// A4.42 portage costs MF, A4.52 the IPC of a CX (Double Timing) unit, through the move command on board 71
// (all open at level 0). The Soviet OOB gets a MMG (4 PP, A09) and a LMG (1 PP, A10): A01 is a squad
// (IPC 3, 4 MF), A06 a leader (IPC 1, 6 MF; his squad moves at 6, A4.12).
import { given } from '../../testing/scenarioBuilder';
import { activity } from '../core/activity';
import { moverMfLeft } from './mf';

const withSw = () =>
  given('sewer-infiltration', 'asl', (s) => {
    (s.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 1 }, { type: 'lmg', count: 1 });
  });
type G = ReturnType<typeof withSw>;
/** A01 (and A06 when `leader`) in 71A1 in the Soviet MPh, A01 carrying `sw`. */
const scene = (sw: string[], leader = false) => {
  const g = withSw().unit('A01', '71A1').unit('B01', '71Z10');
  if (leader) g.unit('A06', '71A1');
  g.state.units.A01!.carries = sw;
  return g.playing({ phase: 'MPh', attacker: 'A' });
};
const moved = (g: G, units: string[], to: string) => {
  const r = g.when('A', { type: 'move', units, to });
  if (r.ok && g.state.pending?.kind === 'defensiveFirstFire') expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
  return r;
};
/** Moves `units` hex by hex down column A from A1; how many hexes they entered before a refusal. */
const hexesMoved = (g: G, units: string[]) => {
  let n = 0;
  while (n < 10 && moved(g, units, `71A${n + 2}`).ok) n++;
  return n;
};
const allowanceOf = (g: G, id: string) => (g.view('A').modules.movement as { mf: Record<string, { allowance: number }> }).mf[id]!.allowance;

describe('A4.42 portage costs MF', () => {
  it('A4.42: a squad carrying 4 PP (a MMG) has 3 MF, not 4: one MF for the PP beyond its IPC of 3', () => {
    const g = scene(['A09']);
    expect(allowanceOf(g, 'A01')).toBe(3);
    expect(hexesMoved(g, ['A01'])).toBe(3);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71A5' })).toMatchObject({
      ok: false,
      error: { message: 'A01 has 0 MF left, 71A5 costs 1', rule: 'A4.1' },
    });
  });

  it('A4.42: within its IPC of 3 (a 1-PP LMG) a squad keeps its 4 MF', () => {
    const g = scene(['A10']);
    expect(allowanceOf(g, 'A01')).toBe(4);
    expect(hexesMoved(g, ['A01'])).toBe(4);
  });

  it('A4.42 with A4.12 (the A4.72 EX): a squad carrying 5 PP has 2 MF; with a leader, who adds two MF and one IPC, 5', () => {
    const alone = scene(['A09', 'A10']);
    expect(hexesMoved(alone, ['A01'])).toBe(2);
    const led = scene(['A09', 'A10'], true);
    expect(allowanceOf(led, 'A01')).toBe(5);
    expect(allowanceOf(led, 'A06')).toBe(6);
    expect(hexesMoved(led, ['A01', 'A06'])).toBe(5);
  });

  it('A4.42: a leader carrying the MMG himself (4 PP, IPC 1) loses three MF; the squad beside him is unaffected', () => {
    const g = withSw().unit('A01', '71A1').unit('A06', '71A1').unit('B01', '71Z10');
    g.state.units.A06!.carries = ['A09'];
    g.playing({ phase: 'MPh', attacker: 'A' });
    expect(allowanceOf(g, 'A06')).toBe(3);
    expect(allowanceOf(g, 'A01')).toBe(6);
  });
});

describe('A4.52 the IPC of a CX unit', () => {
  const dt = (g: G, ...ids: string[]) => {
    const act = activity(g.state);
    act.doubleTime = {};
    for (const id of ids) {
      act.doubleTime[id] = true;
      g.state.units[id]!.status.cx = true;
    }
  };
  const mfOf = (g: G, id: string) => moverMfLeft(g.game.ctx, g.state, g.state.units[id]!, [g.state.units.A01!, g.state.units.A06!]);

  it('A4.52 EX: a Double Timing squad with a leader who is not, 5 PP between them: 4 + 2 + 2 less 2 PP beyond 2 + 1 = 6 MF', () => {
    const g = scene(['A09', 'A10'], true);
    dt(g, 'A01');
    expect(mfOf(g, 'A01')).toBe(6);
    expect(hexesMoved(g, ['A01', 'A06'])).toBe(6);
  });

  it('A4.52 EX: both Double Timing: 8 less 3 PP beyond 2 + 0 = 5 MF', () => {
    const g = scene(['A09', 'A10'], true);
    dt(g, 'A01', 'A06');
    expect(mfOf(g, 'A01')).toBe(5);
  });
});
