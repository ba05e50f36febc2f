// B8.41 / B8.42 coming up out of a sewer in the APh (sewerEmerge.ts) at its boundaries (issue #33
// mutation testing): what is offered and refused, with which code, text and rule; what each side is
// told; the dummies of a revealed stack; the Encircled penalty only in the turn the Location was left;
// which enemy units above count. sewer-infiltration: A01-A03 6-2-8, A04-A05 4-4-7, A07 a dummy; B01-B03 4-6-7, B05 a dummy.
import type { Side } from '../../engine/state';
import { sewerStackIn } from '../../testing/sewerStacks';
import { given, type Given } from '../../testing/scenarioBuilder';
import { ground, sewer } from '../../units/location';
import { activity } from '../core/activity';
import { readSewers, type SewerStack } from './sewerState';

const F8 = ground('71F8');

/** A's stack S1 (these units) beneath F8, its Emergence dr passed this turn (B8.42), in A's APh; B01 far off. */
function ready(units = ['A01'], more: Partial<SewerStack> = {}, patch?: (d: Record<string, unknown>) => void): Given {
  const g = given('sewer-infiltration', 'asl', patch);
  // every unit on board, far from F8 (a test moves the ones it needs)
  for (const u of ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07']) g.unit(u, '71A10');
  for (const u of ['B01', 'B02', 'B03', 'B04', 'B05']) g.unit(u, '71Z1');
  g.playing({ phase: 'APh', attacker: 'A' });
  sewerStackIn(g, 'S1', 'A', '71F8', units, { enteredTurn: g.game.ctx.turn.index(g.state), emergence: 'mayEmerge', ...more });
  return g;
}

const offers = (g: Given, side: Side = 'A') => g.game.legal(g.state, side).filter((l) => l.type === 'sewerEmerge');
const emerge = (g: Given, concealed?: boolean) => g.when('A', { type: 'sewerEmerge', stack: 'S1', concealed });

describe('B8.42 what is offered', () => {
  it('B8.42: a stack whose dr allowed it is offered to come up concealed or revealed, in its own APh only', () => {
    const g = ready();
    expect(offers(g)).toEqual([
      {
        type: 'sewerEmerge',
        label: 'Emerge concealed from S1 at 71F8',
        rule: 'B8.42',
        command: { type: 'sewerEmerge', stack: 'S1', concealed: true },
      },
      {
        type: 'sewerEmerge',
        label: 'Emerge from S1 at 71F8, revealed',
        rule: 'B8.42',
        command: { type: 'sewerEmerge', stack: 'S1', concealed: false },
      },
    ]);
    expect(offers(g, 'B')).toEqual([]);
    g.state.phase = 'AFPh';
    expect(offers(g)).toEqual([]);
  });
  it('B8.42: a stack whose dr did not allow it (cannot emerge, discovered) is offered nothing and refused', () => {
    for (const emergence of ['cannotEmerge', 'discovered', null] as const) {
      const g = ready(['A01'], { emergence });
      expect(offers(g)).toEqual([]);
      expect(emerge(g)).toMatchObject({
        ok: false,
        error: { code: 'ILLEGAL_COMMAND', message: 'S1 may not emerge this turn: its Sewer Emergence dr did not allow it', rule: 'B8.42' },
      });
    }
  });
  it('B8.41: outside its APh the stack is refused', () => {
    const g = ready();
    g.state.phase = 'AFPh';
    expect(emerge(g)).toMatchObject({
      ok: false,
      error: { code: 'WRONG_PHASE', message: 'units leave a sewer only in their APh', rule: 'B8.41' },
    });
  });
  it('B8.5: beneath a manhole covered by rubble nothing is offered, and the command is refused', () => {
    const g = ready();
    const spec = g.game.ctx.map.byName('71F8')!.spec as { terrain?: string };
    const printed = spec.terrain;
    spec.terrain = 'rubble';
    try {
      expect(offers(g)).toEqual([]);
      expect(emerge(g)).toMatchObject({
        ok: false,
        error: { code: 'ILLEGAL_LOCATION', message: 'the manhole at 71F8 is covered by rubble', rule: 'B8.5' },
      });
    } finally {
      spec.terrain = printed;
    }
  });
  it('A5.1: a stack that would overstack the Manhole Location (three friendly squads above) is offered nothing and refused', () => {
    const g = ready(['A01']);
    for (const u of ['A02', 'A03', 'A04']) g.state.units[u]!.loc = F8;
    expect(offers(g)).toEqual([]);
    expect(emerge(g)).toMatchObject({ ok: false, error: { code: 'OVERSTACKED', message: '71F8 would be overstacked', rule: 'A5.1' } });
    g.state.units.A04!.eliminated = true; // two squads above and one coming up: within the limit
    expect(offers(g)).toHaveLength(2);
  });
});

describe('B8.41 coming up', () => {
  it('B8.41: revealed, the dummies of the stack are removed and its units lose their "?"; the owner is told the units, the opponent only what he now sees', () => {
    const g = ready(['A01', 'A07']);
    expect(emerge(g, false).ok).toBe(true);
    expect(g.state.units.A07!.eliminated).toBe(true);
    expect(g.state.units.A01!).toMatchObject({ loc: F8, status: { concealed: false } });
    const told = g.events.filter((e) => e.type === 'sewerEmerged');
    expect(told).toEqual([
      {
        type: 'sewerEmerged',
        audience: 'A',
        data: { stack: 'S1', hex: '71F8', units: ['A01', 'A07'], concealed: false, encircled: false, rule: 'B8.41' },
      },
      {
        type: 'sewerEmerged',
        audience: 'B',
        data: { stack: 'S1', hex: '71F8', units: [{ unit: 'A01', type: 'ru-628' }], concealed: false, encircled: false, rule: 'B8.41' },
      },
    ]);
    expect(readSewers(g.state).stacks.S1).toBeUndefined();
  });
  it('B8.41: concealed, the dummy comes up too and the opponent is told no unit', () => {
    const g = ready(['A01', 'A07']);
    expect(emerge(g, true).ok).toBe(true);
    expect(g.state.units.A07!).toMatchObject({ eliminated: false, loc: F8 });
    expect(g.state.units.A01!.status.concealed).toBe(true);
    expect(g.events.find((e) => e.type === 'sewerEmerged' && e.audience === 'B')!.data).toMatchObject({ units: [], concealed: true });
  });
  it('B8.41: the units come up as having advanced (A4.7: no second advance this APh)', () => {
    const g = ready(['A01', 'A02']);
    expect(emerge(g).ok).toBe(true);
    expect(activity(g.state).advanced).toMatchObject({ A01: true, A02: true });
  });
  it('B8.41: pinned and CX only when the Encircled Location was left this turn; a stack that left one in an earlier turn comes up free', () => {
    const now = ready(['A01'], { leftEncircled: true });
    expect(emerge(now).ok).toBe(true);
    expect(now.state.units.A01!.status).toMatchObject({ pinned: true, cx: true });
    expect(now.events.find((e) => e.type === 'sewerEmerged')!.data).toMatchObject({ encircled: true });
    const earlier = ready(['A01'], { leftEncircled: true, enteredTurn: 0 });
    earlier.state.turn = 2;
    expect(emerge(earlier).ok).toBe(true);
    expect(earlier.state.units.A01!.status).toMatchObject({ pinned: false, cx: false });
  });
});

describe('B8.41 the enemy above an ordinary Manhole Location', () => {
  it('B8.41: a concealed enemy above an ordinary (not Fortified) Location is not revealed: the stack comes up into it (Close Combat follows)', () => {
    const g = ready(['A01']);
    g.state.units.B01!.loc = F8;
    g.state.units.B01!.status.concealed = true;
    expect(emerge(g).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual(F8);
    expect(g.state.units.B01!.status.concealed).toBe(true);
    expect(g.events.filter((e) => e.type === 'sewerEmergeStopped')).toEqual([]);
  });
  it('A12.15: only enemy hidden units there come on board: a hidden friendly unit stays hidden', () => {
    const g = ready(['A01']);
    g.state.units.A02!.loc = F8;
    g.state.units.A02!.status.hidden = true;
    expect(emerge(g).ok).toBe(true);
    expect(g.state.units.A02!.status.hidden).toBe(true);
    expect(g.events.filter((e) => e.type === 'concealmentGained')).toEqual([]);
  });
});

describe('B8.41 EXC (B23.922) the enemy above a Fortified Building Location', () => {
  const fortified = (d: Record<string, unknown>) => ((d.rules as Record<string, unknown>).fortifiedBuildings = ['71F8']);
  it('B8.41 EXC: a Known enemy there refuses the stack with the text and the rule; an eliminated one, a friendly unit or a hidden one does not', () => {
    const g = ready(['A01'], {}, fortified);
    g.state.units.B01!.loc = F8;
    g.state.units.B01!.status.concealed = false;
    expect(offers(g)).toEqual([]);
    expect(emerge(g)).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_LOCATION', message: '71F8 is an enemy-occupied Fortified Building Location', rule: 'B8.41' },
    });
    g.state.units.B01!.eliminated = true;
    g.state.units.A02!.loc = F8;
    g.state.units.A02!.status.concealed = false;
    expect(offers(g)).toHaveLength(2);
  });
  it('A12.15: a hidden enemy in the Location does not stop the stack; it comes on board beneath a "?" and the stack comes up', () => {
    const g = ready(['A01'], {}, fortified);
    g.state.units.B01!.loc = F8;
    g.state.units.B01!.status.hidden = true;
    expect(offers(g)).toHaveLength(2);
    expect(emerge(g).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual(F8);
    expect(g.state.units.B01!.status).toMatchObject({ hidden: false, concealed: true });
    expect(g.events.filter((e) => e.type === 'concealmentGained').map((e) => e.audience)).toEqual(['B', 'A']);
  });
  it('B8.41 EXC: a concealed real enemy there is revealed and the stack stays below (cannot emerge), all told; a dummy there is removed and the stack comes up', () => {
    const g = ready(['A01'], {}, fortified);
    g.state.units.B01!.loc = F8;
    g.state.units.B01!.status.concealed = true;
    expect(emerge(g).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual(sewer('71F8'));
    expect(readSewers(g.state).stacks.S1!.emergence).toBe('cannotEmerge');
    expect(g.events.filter((e) => e.type === 'sewerEmergeStopped')).toEqual([
      { type: 'sewerEmergeStopped', audience: 'all', data: { stack: 'S1', hex: '71F8', rule: 'B8.41' } },
    ]);
    const d = ready(['A01'], {}, fortified);
    d.state.units.B05!.loc = F8;
    expect(emerge(d).ok).toBe(true);
    expect(d.state.units.B05!.eliminated).toBe(true);
    expect(d.state.units.A01!.loc).toEqual(F8);
  });
});
