// Sewer Movement (sewerMovement.ts) at its boundaries (issue #33 mutation testing): what is offered,
// each refusal's code, text and rule, the direction dr at `sewerLostAt` and what each side is told,
// the DEFENDER's lost-stack prompt, and the bots' samples. sewer-infiltration (the Soviets, A, have
// Sewer Movement capability, B8.4): A01-A03 6-2-8, A06 an 8-1, A07 a dummy; B01-B03 4-6-7, B04 a 9-1.
// Manhole Locations of board 71: F5, F8 (three hexes apart), I9, K10, N2, N5, N6, N8.
import type { GameEvent } from '../../engine/events';
import { sewerStackIn } from '../../testing/sewerStacks';
import { given, type Given } from '../../testing/scenarioBuilder';
import { activity } from '../core/activity';
import { enterSewer, sewerLostDestination, sewerMove } from './sewerMovement';
import { readSewers } from './sewerState';

/** Every unit on board: A's at `a` (F5, a manhole), B's at `b` (N8, a manhole); this side's MPh. */
function scene(attacker: 'A' | 'B' = 'A', a = '71F5', b = '71N8'): Given {
  const g = given('sewer-infiltration');
  for (const u of ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07']) g.unit(u, a);
  for (const u of ['B01', 'B02', 'B03', 'B04', 'B05']) g.unit(u, b);
  return g.playing({ phase: 'MPh', attacker });
}
const offers = (g: Given, side: 'A' | 'B', type: string) => g.game.legal(g.state, side).filter((l) => l.type === type);
const of = (g: Given, type: string) => g.events.filter((e: GameEvent) => e.type === type);
const refused = (code: string, message: string, rule?: string) => ({ ok: false, error: { code, message, ...(rule ? { rule } : {}) } });

describe('B8.4 entering a sewer: what is offered', () => {
  it('B8.4: the units in a Manhole Location at the start of the MPh, as one entry (a dummy too; not a pinned or berserk unit)', () => {
    const g = scene();
    g.state.units.A02!.status.pinned = true;
    g.state.units.A03!.status.berserk = true;
    for (const u of ['A04', 'A05', 'A06']) g.state.units[u]!.loc = { hex: '71A10', place: 'ground', level: 0 };
    expect(offers(g, 'A', 'enterSewer')).toEqual([
      { type: 'enterSewer', label: 'Enter the sewer at 71F5', rule: 'B8.4', choices: { units: ['A01', 'A07'], from: '71F5' } },
    ]);
  });
  it('B8.4: "at the start of their MPh": a unit that moved, fired, is done or spent MF is not offered', () => {
    const g = scene();
    const a = activity(g.state);
    a.moved.A01 = true;
    a.fired.A02 = 'prep';
    a.done.A03 = true;
    a.mf.A04 = 1;
    const units = offers(g, 'A', 'enterSewer')[0]!.choices!.units;
    expect(units).toEqual(['A05', 'A06', 'A07']);
  });
  it('B8.44 / B8.5: nothing is offered above an occupied or a rubbled Sewer Location', () => {
    const occupied = scene();
    sewerStackIn(occupied, 'S9', 'B', '71F5', []);
    expect(offers(occupied, 'A', 'enterSewer')).toEqual([]);
    expect(occupied.when('A', { type: 'enterSewer', units: ['A01'] })).toMatchObject(
      refused('ILLEGAL_LOCATION', 'the Sewer Location beneath 71F5 is occupied', 'B8.44'),
    );
    const rubbled = scene();
    readSewers(rubbled.state).rubbled.push('71F5');
    expect(offers(rubbled, 'A', 'enterSewer')).toEqual([]);
    expect(rubbled.when('A', { type: 'enterSewer', units: ['A01'] })).toMatchObject(
      refused('ILLEGAL_LOCATION', 'the Sewer Location beneath 71F5 is rubbled', 'B8.5'),
    );
  });
});

describe('B8.4 entering a sewer: the refusals', () => {
  it('B8.4: only in the MPh', () => {
    const g = scene();
    g.state.phase = 'APh';
    expect(offers(g, 'A', 'enterSewer')).toEqual([]);
    expect(g.when('A', { type: 'enterSewer', units: ['A01'] })).toMatchObject(
      refused('WRONG_PHASE', 'units enter a sewer at the start of their MPh', 'B8.4'),
    );
  });
  it('B8.45: a berserk unit never enters, by name', () => {
    const g = scene();
    g.state.units.A01!.status.berserk = true;
    expect(g.when('A', { type: 'enterSewer', units: ['A01'] })).toMatchObject(
      refused('ILLEGAL_COMMAND', 'A01 is broken or berserk and may never enter a Sewer Location', 'B8.45'),
    );
  });
  it('B8.4: a side without the capability and no leader who passed: refused with the reason', () => {
    const g = scene('B');
    expect(offers(g, 'B', 'enterSewer')).toEqual([]);
    expect(g.when('B', { type: 'enterSewer', units: ['B01'] })).toMatchObject(
      refused('ILLEGAL_COMMAND', 'your units have no Sewer Movement capability and no leader with them passed the 4TC', 'B8.4'),
    );
  });
});

describe('B8.41 entering: the stack, the direction dr, what each side is told', () => {
  it('B8.41: a direction dr of 5 (under sewerLostAt 6): the owner moves the stack; the opponent sees a counter placed, not its units', () => {
    const g = scene();
    g.dice([5]);
    expect(g.when('A', { type: 'enterSewer', units: ['A01', 'A02'] }).ok).toBe(true);
    const s = readSewers(g.state).stacks.S1!;
    expect(s).toMatchObject({ side: 'A', hex: '71F5', units: ['A01', 'A02'], lost: false, awaitingMove: true, leftEncircled: false });
    expect(s.enteredTurn).toBe(g.game.ctx.turn.index(g.state));
    expect(of(g, 'sewerEntered')).toEqual([
      { type: 'sewerEntered', audience: 'A', data: { stack: 'S1', hex: '71F5', units: ['A01', 'A02'], rule: 'B8.41' } },
      { type: 'sewerEntered', audience: 'B', data: { stack: 'S1', hex: '71F5', rule: 'B8.41' } },
    ]);
    expect(of(g, 'sewerLost')).toEqual([]);
    expect(of(g, 'sewerFound')).toEqual([]);
    // B8.4: for all their MF
    expect(activity(g.state).mf.A01).toBeGreaterThan(0);
    expect(activity(g.state).moved.A01).toBe(true);
    const roll = of(g, 'roll').at(-1)!;
    expect(roll).toMatchObject({ audience: 'A', data: { purpose: 'sewer direction dr for S1', rule: 'B8.41', final: 5 } });
  });
  it('B8.41: a dr of 6 makes the stack lost, told to both; the DEFENDER is prompted with the stack and its Locations only', () => {
    const g = scene();
    g.dice([6]);
    expect(g.when('A', { type: 'enterSewer', units: ['A01'] }).ok).toBe(true);
    expect(of(g, 'sewerLost')).toEqual([{ type: 'sewerLost', audience: 'all', data: { stack: 'S1', hex: '71F5', rule: 'B8.41' } }]);
    expect(readSewers(g.state).stacks.S1).toMatchObject({ lost: true, awaitingMove: false });
    expect(offers(g, 'B', 'sewerLostDestination')).toEqual([
      {
        type: 'sewerLostDestination',
        label: 'Move the lost stack S1 from 71F5',
        rule: 'B8.41',
        choices: { stack: 'S1', from: '71F5', to: ['71F5', '71F8'] },
      },
    ]);
    expect(g.when('B', { type: 'sewerLostDestination', stack: 'S2', to: '71F8' })).toMatchObject(
      refused('ILLEGAL_COMMAND', 'the lost stack to move is S1', 'B8.41'),
    );
    expect(g.when('B', { type: 'sewerLostDestination', stack: 'S1', to: '71N5' })).toMatchObject(
      refused('ILLEGAL_LOCATION', '71N5 is not an allowable Sewer Location (71F5, 71F8)', 'B8.41'),
    );
    expect(g.when('B', { type: 'sewerLostDestination', stack: 'S1', to: '71F8' }).ok).toBe(true);
    expect(of(g, 'sewerMoved')).toEqual([
      { type: 'sewerMoved', audience: 'all', data: { stack: 'S1', from: '71F5', to: '71F8', lost: true, rule: 'B8.41' } },
    ]);
    expect(g.state.units.A01!.loc).toEqual({ hex: '71F8', place: 'sewer', level: -1 });
    expect(g.state.pending).toBeNull();
  });
  it('B8.41: the owner may not move a lost stack (the DEFENDER does)', () => {
    const g = scene();
    g.dice([5]);
    expect(g.when('A', { type: 'enterSewer', units: ['A01'] }).ok).toBe(true);
    readSewers(g.state).stacks.S1!.lost = true;
    expect(g.when('A', { type: 'sewerMove', stack: 'S1', to: '71F8' })).toMatchObject(
      refused('ILLEGAL_COMMAND', 'S1 is lost: the DEFENDER moves it', 'B8.41'),
    );
  });
  it('B8.41: at the next MPh a lost stack whose Final dr is 5 (dr 4 +1 lost) is found again, told to both; 6 (dr 5 +1) stays lost', () => {
    const next = (dr: number) => {
      const g = scene();
      g.state.phase = 'PFPh';
      g.state.units.A01!.loc = { hex: '71F5', place: 'sewer', level: -1 };
      g.state.units.A01!.status.concealed = true;
      (g.state.modules.sewers as { stacks: Record<string, unknown> }).stacks.S1 = {
        id: 'S1',
        side: 'A',
        hex: '71F5',
        units: ['A01'],
        lost: true,
        enteredTurn: 0,
        leftEncircled: false,
        moved: true,
        awaitingMove: false,
        emergence: null,
      };
      g.dice([dr]);
      expect(g.endPhase().ok).toBe(true);
      expect(g.state.phase).toBe('MPh');
      return g;
    };
    const found = next(4);
    expect(of(found, 'sewerFound')).toEqual([{ type: 'sewerFound', audience: 'all', data: { stack: 'S1', hex: '71F5', rule: 'B8.41' } }]);
    expect(readSewers(found.state).stacks.S1).toMatchObject({ lost: false, awaitingMove: true });
    const still = next(5);
    expect(of(still, 'sewerFound')).toEqual([]);
    expect(of(still, 'sewerLost')).toEqual([]);
    expect(readSewers(still.state).stacks.S1).toMatchObject({ lost: true, awaitingMove: false });
  });
});

describe('B8.41 several lost stacks at the start of the MPh', () => {
  it('B8.41: the DEFENDER places the lost stacks one by one: after the first, he is asked about the second', () => {
    const g = scene();
    g.state.phase = 'PFPh';
    for (const [id, hex, unit] of [
      ['S1', '71F5', 'A01'],
      ['S2', '71N5', 'A02'],
    ] as const) {
      g.state.units[unit]!.loc = { hex, place: 'sewer', level: -1 };
      g.state.units[unit]!.status.concealed = true;
      (g.state.modules.sewers as { stacks: Record<string, unknown> }).stacks[id] = {
        id,
        side: 'A',
        hex,
        units: [unit],
        lost: false,
        enteredTurn: 0,
        leftEncircled: false,
        moved: true,
        awaitingMove: false,
        emergence: null,
      };
    }
    g.dice([6, 6]);
    expect(g.endPhase().ok).toBe(true);
    expect(g.state.pending).toMatchObject({ side: 'B', options: [{ stack: 'S1', from: '71F5', to: ['71F8'] }] });
    expect(g.when('B', { type: 'sewerLostDestination', stack: 'S1', to: '71F8' }).ok).toBe(true);
    expect(g.state.pending).toMatchObject({ side: 'B', options: [{ stack: 'S2', from: '71N5' }] });
  });
});

describe('B8.41 the owner moves the stack', () => {
  function entered(): Given {
    const g = scene();
    g.dice([1]);
    expect(g.when('A', { type: 'enterSewer', units: ['A01'] }).ok).toBe(true);
    return g;
  }
  it('B8.41: offered with its allowable Sewer Locations; moved, it is told to both (not what it holds); a second move is refused', () => {
    const g = entered();
    expect(offers(g, 'A', 'sewerMove')).toEqual([
      {
        type: 'sewerMove',
        label: 'Move S1 through the sewer from 71F5',
        rule: 'B8.41',
        choices: { stack: 'S1', from: '71F5', to: ['71F5', '71F8'] },
      },
    ]);
    expect(g.when('A', { type: 'sewerMove', stack: 'S1', to: '71N5' })).toMatchObject(
      refused('ILLEGAL_LOCATION', '71N5 is not an allowable Sewer Location for S1 (71F5, 71F8)', 'B8.41'),
    );
    expect(g.when('A', { type: 'sewerMove', stack: 'S1', to: '71F8' }).ok).toBe(true);
    expect(of(g, 'sewerMoved')).toEqual([
      { type: 'sewerMoved', audience: 'all', data: { stack: 'S1', from: '71F5', to: '71F8', lost: false, rule: 'B8.41' } },
    ]);
    expect(readSewers(g.state).stacks.S1).toMatchObject({ hex: '71F8', moved: true, awaitingMove: false });
    expect(offers(g, 'A', 'sewerMove')).toEqual([]);
    expect(g.when('A', { type: 'sewerMove', stack: 'S1', to: '71F5' })).toMatchObject(
      refused('ILLEGAL_COMMAND', 'S1 has already moved this MPh', 'B8.41'),
    );
  });
  it('B8.41: only in the MPh', () => {
    const g = entered();
    g.state.phase = 'DFPh';
    expect(g.when('A', { type: 'sewerMove', stack: 'S1', to: '71F8' })).toMatchObject(
      refused('WRONG_PHASE', 'sewer stacks move in their MPh', 'B8.41'),
    );
  });
});

describe("B8.4 the leader's 4TC", () => {
  it('B8.4: offered to a Good Order leader of a side without the capability, in a Manhole Location, once; never to the side with it', () => {
    const g = scene('B');
    expect(offers(g, 'B', 'sewerLeaderCheck')).toEqual([
      {
        type: 'sewerLeaderCheck',
        label: '4TC for B04 to lead into the sewer',
        rule: 'B8.4',
        command: { type: 'sewerLeaderCheck', leader: 'B04' },
      },
    ]);
    g.dice([6, 6]);
    expect(g.when('B', { type: 'sewerLeaderCheck', leader: 'B04' }).ok).toBe(true);
    expect(offers(g, 'B', 'sewerLeaderCheck')).toEqual([]); // failed: one attempt per MPh
    const below = scene('B');
    below.state.units.B04!.loc = { hex: '71N8', place: 'sewer', level: -1 };
    expect(offers(below, 'B', 'sewerLeaderCheck')).toEqual([]); // not in the Manhole Location itself
    const a = scene('A');
    expect(offers(a, 'A', 'sewerLeaderCheck')).toEqual([]);
    expect(a.when('A', { type: 'sewerLeaderCheck', leader: 'A06' })).toMatchObject(
      refused('ILLEGAL_COMMAND', 'your side has Sewer Movement capability: no 4TC needed', 'B8.4'),
    );
  });
  it('B8.4: refused to a squad, by name, and out of the MPh; the result is told to its owner alone', () => {
    const g = scene('B');
    expect(g.when('B', { type: 'sewerLeaderCheck', leader: 'B01' })).toMatchObject(
      refused('ILLEGAL_COMMAND', 'B01 is not a leader', 'B8.4'),
    );
    g.dice([2, 2]);
    expect(g.when('B', { type: 'sewerLeaderCheck', leader: 'B04' }).ok).toBe(true);
    expect(of(g, 'sewerLeaderCheck')).toEqual([
      { type: 'sewerLeaderCheck', audience: 'B', data: { leader: 'B04', passed: true, rule: 'B8.4' } },
    ]);
    expect(readSewers(g.state).leaderPassed).toEqual({ B04: true });
    const h = scene('B');
    h.state.phase = 'APh';
    expect(h.when('B', { type: 'sewerLeaderCheck', leader: 'B04' })).toMatchObject(
      refused('WRONG_PHASE', 'a leader takes the sewer 4TC at the start of his MPh', 'B8.4'),
    );
  });
});

describe("the bots' samples", () => {
  it('enterSewer: the first unit always, the others at random; sewerMove and the lost destination: a Location of the entry', () => {
    const g = scene();
    const ctx = g.game.ctx;
    const enter = { type: 'enterSewer', label: '', rule: 'B8.4', choices: { units: ['A01', 'A02'], from: '71F5' } };
    expect(enterSewer.sample!(enter, () => 0.99, ctx, g.state, 'A')).toEqual({ type: 'enterSewer', units: ['A01'] });
    expect(enterSewer.sample!(enter, () => 0, ctx, g.state, 'A')).toEqual({ type: 'enterSewer', units: ['A01', 'A02'] });
    const move = { type: 'sewerMove', label: '', rule: 'B8.41', choices: { stack: 'S1', from: '71F5', to: ['71F5', '71F8'] } };
    expect(sewerMove.sample!(move, () => 0.99, ctx, g.state, 'A')).toEqual({ type: 'sewerMove', stack: 'S1', to: '71F8' });
    expect(sewerLostDestination.sample!({ ...move, type: 'sewerLostDestination' }, () => 0, ctx, g.state, 'B')).toEqual({
      type: 'sewerLostDestination',
      stack: 'S1',
      to: '71F5',
    });
  });
});
