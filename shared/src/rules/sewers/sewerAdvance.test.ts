// B8.44 advancing into Close Combat beneath the streets, at its bounds (issue #33, mutation testing):
// "During the APh, a unit in a Sewer Location beneath a Manhole Location ADJACENT to a Manhole Location
// above an enemy-occupied Sewer Location may advance into that Location for CC" (our reading, as
// sewerCloseCombat.ts says). What is offered, each refusal's code, text and rule, what all are told, and
// the order sewer CCs resolve in. Board 71 of sewer-infiltration: its Manhole Locations F5, F8, I9, K10,
// N2, N5, N6, N8, V5, DD5; N5 and N6 are the only ADJACENT pair.
import type { Side } from '../../engine/state';
import { given, type Given } from '../../testing/scenarioBuilder';
import { sewerStackIn } from '../../testing/sewerStacks';
import { sewerAdvance } from './sewerCloseCombat';

/** `rubble`: hexes covered by rubble (B8.5: as if no Manhole exists therein). */
function board(rubble: string[] = []): Given {
  return given('sewer-infiltration', 'asl', undefined, (m) => {
    const hexes = m.hexes as Record<string, Record<string, unknown>>;
    for (const h of rubble) hexes[h] = { ...hexes[h], terrain: 'rubble' };
  });
}
/** Puts a "Sewer ?" stack of `side` with `units` beneath `hex`. */
const stack = (g: Given, id: string, side: Side, hex: string, units: string[]): void => {
  sewerStackIn(g, id, side, hex, units, { emergence: 'cannotEmerge' });
};
/** A's S1 (A01) beneath N5, B's S9 (B01) beneath the ADJACENT N6, in A's APh (and `more` before the phase). */
function facing(g: Given = board(), more: (g: Given) => void = () => {}): Given {
  g.unit('A01', '71A10').unit('A02', '71A10').unit('B01', '71Z1').unit('B02', '71Z1').unit('B04', '71Z1');
  g.playing({ phase: 'APh', attacker: 'A' });
  stack(g, 'S1', 'A', '71N5', ['A01']);
  stack(g, 'S9', 'B', '71N6', ['B01']);
  more(g);
  return g;
}
const offers = (g: Given) => g.game.legal(g.state, 'A').filter((l) => l.type === 'sewerAdvance');
const refusal = (code: string, message: string) => ({ ok: false, error: { code, message, rule: 'B8.44' } });

describe('B8.44 the advance into CC offered', () => {
  it('B8.44: in the APh, from beneath a manhole into the enemy stack beneath the ADJACENT one: named, with its rule', () => {
    expect(offers(facing())).toEqual([
      {
        type: 'sewerAdvance',
        label: 'Advance S1 into Close Combat in the sewer',
        rule: 'B8.44',
        choices: { stack: 'S1', from: '71N5', into: ['71N6'] },
      },
    ]);
  });
  it('B8.44: only the stacks that have an enemy to advance into are offered', () => {
    const g = facing(board(), (x) => stack(x, 'S2', 'A', '71F8', ['A02']));
    expect(offers(g).map((o) => o.choices)).toEqual([{ stack: 'S1', from: '71N5', into: ['71N6'] }]);
  });
  it('B8.44: an enemy stack beneath a manhole that is not ADJACENT (N8), or in the same Sewer Location, is no target', () => {
    const g = facing(board(), (x) => {
      stack(x, 'S8', 'B', '71N8', ['B02']);
      stack(x, 'S7', 'B', '71N5', ['B04']);
    });
    expect(offers(g).map((o) => o.choices)).toEqual([{ stack: 'S1', from: '71N5', into: ['71N6'] }]);
    expect(g.when('A', { type: 'sewerAdvance', stack: 'S1', into: '71N8' })).toEqual(
      refusal('ILLEGAL_LOCATION', 'no enemy sewer stack beneath an ADJACENT manhole at 71N8'),
    );
    expect(g.when('A', { type: 'sewerAdvance', stack: 'S1', into: '71N5' })).toEqual(
      refusal('ILLEGAL_LOCATION', 'no enemy sewer stack beneath an ADJACENT manhole at 71N5'),
    );
  });
  it('B8.5 with B8.44: rubble over either manhole (N5 or N6) offers nothing and refuses the advance', () => {
    for (const hex of ['71N5', '71N6']) {
      const g = facing(board([hex]));
      expect(offers(g)).toEqual([]);
      expect(g.when('A', { type: 'sewerAdvance', stack: 'S1', into: '71N6' })).toMatchObject({ ok: false, error: { rule: 'B8.44' } });
    }
  });
  it('B8.44: not outside the APh: not offered, refused with the phase named', () => {
    const g = facing();
    g.state.phase = 'MPh';
    expect(offers(g)).toEqual([]);
    expect(g.when('A', { type: 'sewerAdvance', stack: 'S1', into: '71N6' })).toEqual(
      refusal('WRONG_PHASE', 'sewer units advance into Close Combat in the APh'),
    );
  });
});

describe('B8.44 the advance made', () => {
  it('B8.44: all are told the counter moved into CC (its "Lost ?" side as it is), nothing of who is beneath', () => {
    const g = facing();
    expect(g.when('A', { type: 'sewerAdvance', stack: 'S1', into: '71N6' }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'sewerMoved')).toEqual([
      {
        type: 'sewerMoved',
        audience: 'all',
        data: { stack: 'S1', from: '71N5', to: '71N6', lost: false, closeCombat: true, rule: 'B8.44' },
      },
    ]);
    expect(g.state.units.A01!.loc).toEqual({ hex: '71N6', place: 'sewer', level: -1 });
  });
  it('B8.44: the random sampler picks among the Locations offered', () => {
    const entry = { type: 'sewerAdvance', label: '', rule: 'B8.44', choices: { stack: 'S1', from: '71N5', into: ['71N6', '71N8'] } };
    const g = board();
    const sample = (r: number) => sewerAdvance.sample!(entry, () => r, g.game.ctx, g.state, 'A');
    expect(sample(0)).toEqual({ type: 'sewerAdvance', stack: 'S1', into: '71N6' });
    expect(sample(0.99)).toEqual({ type: 'sewerAdvance', stack: 'S1', into: '71N8' });
  });
  it('B8.44: sewer CCs resolve as the CCPh ends, Location by Location in the order of their names', () => {
    const g = facing(board(), (x) => {
      stack(x, 'S2', 'A', '71F8', ['A02']);
      stack(x, 'S8', 'B', '71F8', ['B02']);
    });
    // S1 and S9 share N5 (added first), S2 and S8 share F8: F8 is resolved first
    (g.state.modules.sewers as { stacks: Record<string, { hex: string }> }).stacks.S9!.hex = '71N5';
    g.state.units.B01!.loc = { hex: '71N5', place: 'sewer', level: -1 };
    g.state.phase = 'CCPh';
    g.dice(Array(24).fill(6)); // no Ambush (equal drs), every CC DR 12: no effect
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'closeCombat').map((e) => e.data.hex)).toEqual(['71F8', '71N5']);
  });
});
