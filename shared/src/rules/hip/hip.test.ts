// Hidden Initial Placement (A12.3): the scenario's grant, the setup command that uses it, what the
// other side and spectators see of a hidden unit (nothing), and where HIP ends (the core seam
// `loseHip`, called by fire, movement, advance). sewer-infiltration: A01-A03 6-2-8 squads, A04-A05
// 4-4-7 squads, A06 an 8-1 leader, A07-A08 Dummies (A's zone: board 71 columns A-G); B01-B03 4-6-7.
import type { GameEvent } from '../../engine/events';
import { mulberry } from '../../testing/random';
import { given, type Given, ok } from '../../testing/scenarioBuilder';
import { hipModule } from './index';
import { setUpHidden } from './setUpHidden';

type Grant = { squadEquivalents?: number; smcWithThem?: boolean; hexes?: string[] };

/** sewer-infiltration in setup with A's HIP grant (none: no `hip` rule at all); A01, A02, A06 placed at C3, A04 at C5. */
function setup(grant?: Grant): Given {
  const g = given('sewer-infiltration', 'asl', (d) => {
    if (grant) d.rules = { ...(d.rules as object), hip: { A: grant } };
    (d.oob as { A: unknown[] }).A.push({ type: 'lmg', count: 1 }); // A09
  });
  ok(
    g.when('A', {
      type: 'placeUnits',
      placements: [
        { unit: 'A01', hex: '71C3' },
        { unit: 'A02', hex: '71C3' },
        { unit: 'A06', hex: '71C3' },
        { unit: 'A04', hex: '71C5' },
        { unit: 'A09', hex: '71C5' },
      ],
    }),
  );
  return g;
}

const hide = (g: Given, ...units: string[]) => g.when('A', { type: 'setUpHidden', units });
const refusal = { ok: false, error: expect.objectContaining({ code: 'HIP_NOT_GRANTED', rule: 'A12.3' }) };

describe('A12.3 the scenario grant', () => {
  it('A12.3: without a grant nothing is set up hidden (not offered, refused with the rule)', () => {
    const g = setup();
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'setUpHidden')).toBe(false);
    expect(hide(g, 'A01')).toMatchObject(refusal);
  });

  it('A12.3: a grant of 1 squad equivalent hides one squad, not two (the boundary)', () => {
    const g = setup({ squadEquivalents: 1 });
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'setUpHidden')).toMatchObject({
      rule: 'A12.3',
      choices: { squadEquivalents: 1, used: 0, hidden: [] },
    });
    expect(hide(g, 'A01', 'A04')).toMatchObject(refusal);
    ok(hide(g, 'A01'));
    expect(g.state.units.A01!.status.hidden).toBe(true);
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'setUpHidden')).toMatchObject({ choices: { used: 1, hidden: ['A01'] } });
    // 1.5 allows the second squad? no: 2 > 1.5
    expect(setup({ squadEquivalents: 1.5 }).when('A', { type: 'setUpHidden', units: ['A01', 'A04'] })).toMatchObject(refusal);
    expect(setup({ squadEquivalents: 2 }).when('A', { type: 'setUpHidden', units: ['A01', 'A04'] }).ok).toBe(true);
  });

  it('A12.3: a leader goes hidden only stacked with a hidden squad, and only when the grant says "and SMC with them"', () => {
    expect(setup({ squadEquivalents: 1 }).when('A', { type: 'setUpHidden', units: ['A01', 'A06'] }).ok).toBe(true);
    expect(setup({ squadEquivalents: 1 }).when('A', { type: 'setUpHidden', units: ['A04', 'A06'] })).toMatchObject(refusal);
    expect(setup({ squadEquivalents: 1 }).when('A', { type: 'setUpHidden', units: ['A06'] })).toMatchObject(refusal);
    expect(setup({ squadEquivalents: 1, smcWithThem: false }).when('A', { type: 'setUpHidden', units: ['A01', 'A06'] })).toMatchObject(
      refusal,
    );
  });

  it('A12.3: every unit set up in a granted hex may go hidden, beyond the count; a Dummy never, a SW only with its carrier', () => {
    const g = setup({ hexes: ['71C3'] });
    ok(hide(g, 'A06')); // a leader alone, in a granted hex
    ok(hide(g, 'A01', 'A02', 'A06'));
    expect(hide(g, 'A04')).toMatchObject(refusal);
    expect(hide(g, 'A09')).toMatchObject({
      ok: false,
      error: expect.objectContaining({ message: expect.stringContaining('support weapon') }),
    });
    ok(g.when('A', { type: 'placeUnits', placements: [{ unit: 'A07', hex: '71C3' }] }));
    expect(hide(g, 'A07')).toMatchObject(refusal);
  });

  it('A12.3: the list is the whole set (an empty list hides none); a unit placed again loses the mark', () => {
    const g = setup({ squadEquivalents: 2 });
    ok(hide(g, 'A01', 'A04'));
    ok(g.when('A', { type: 'placeUnits', placements: [{ unit: 'A04', hex: '71C6' }] }));
    expect(g.state.units.A04!.status.hidden).toBe(false);
    expect(g.state.units.A01!.status.hidden).toBe(true);
    ok(hide(g));
    expect(g.state.units.A01!.status.hidden).toBe(false);
  });

  it('A12.3: the setup is recorded for its owner alone: one event to A, none to B; a "?" set up with is subsumed; no command after setup', () => {
    const g = setup({ squadEquivalents: 1 });
    g.state.units.A01!.status.concealed = true;
    const from = g.events.length;
    ok(hide(g, 'A01'));
    expect(g.events.slice(from)).toEqual([{ type: 'unitsHidden', audience: 'A', data: { units: ['A01'], rule: 'A12.3' } }]);
    expect(g.state.units.A01!.status).toMatchObject({ hidden: true, concealed: false });
    g.state.setupDone.A = true;
    expect(hide(g)).toMatchObject({ ok: false, error: expect.objectContaining({ code: 'SETUP_FINISHED', rule: 'A12.3' }) });
  });
});

/** Both sides' setup finished: A's units of `placements` at their hexes, `hidden` set up hidden; B01 at P2. */
function played(placements: [string, string][], hidden: string[], grant: Grant = { squadEquivalents: 3 }): Given {
  const g = given('sewer-infiltration', 'asl', (d) => {
    d.rules = { ...(d.rules as object), hip: { A: grant } };
  });
  const all = Object.values(g.state.units);
  const aAt = new Map(placements);
  const aPlaced = all.filter((u) => u.side === 'A' && u.kind !== 'sw').map((u) => ({ unit: u.id, hex: aAt.get(u.id) ?? '71A1' }));
  // the rest of A out of the way, spread so as not to overstack
  aPlaced.forEach((p, i) => {
    if (!aAt.has(p.unit)) p.hex = `71A${i + 1}`;
  });
  ok(g.when('A', { type: 'placeUnits', placements: aPlaced }));
  if (hidden.length) ok(hide(g, ...hidden));
  const bPlaced = all.filter((u) => u.side === 'B' && u.kind !== 'sw').map((u, i) => ({ unit: u.id, hex: `71Z${i + 1}` }));
  ok(g.when('B', { type: 'placeUnits', placements: bPlaced }));
  ok(g.when('A', { type: 'finishSetup' }));
  ok(g.when('B', { type: 'finishSetup' }));
  return g;
}

const seenBy = (g: Given, viewer: 'B' | 'public') => {
  const v = g.view(viewer);
  return JSON.stringify({ units: v.units, markers: v.markers, modules: v.modules });
};
const eventsTo = (events: readonly GameEvent[], who: 'B' | 'public') =>
  JSON.stringify(events.filter((e) => e.audience === 'all' || (who === 'B' && e.audience === 'B')));

describe('A12.3 what the others see of a hidden unit: nothing', () => {
  it('A12.3: B and spectators see the same whether A04 is hidden in C5, hidden in E5, or not in play at all; A sees it marked hidden', () => {
    const here = played([['A04', '71C5']], ['A04']);
    const there = played([['A04', '71E5']], ['A04']);
    const absent = played([['A04', '71C5']], ['A04']);
    delete absent.state.units.A04;
    for (const who of ['B', 'public'] as const) {
      expect(seenBy(here, who)).toBe(seenBy(there, who));
      expect(seenBy(here, who)).toBe(seenBy(absent, who));
      expect(eventsTo(here.events, who)).toBe(eventsTo(there.events, who));
    }
    expect(here.view('A').units.find((u) => u.id === 'A04')).toMatchObject({ hidden: true, concealed: false, loc: { hex: '71C5' } });
    expect(here.view('B').units.some((u) => u.id === 'A04')).toBe(false);
    expect(here.view('B').markers.some((m) => m.loc.hex === '71C5')).toBe(false);
  });
});

describe('A12.3x where HIP ends (the seam loseHip)', () => {
  it('A12.31: a hidden unit that fires is totally discovered (no "?") before its fire is announced, to everyone', () => {
    const g = played([['A04', '71C5']], ['A04']);
    g.state.units.A04!.loc = { hex: '71X3', place: 'ground', level: 0 };
    g.state.phase = 'PFPh';
    g.dice([6, 6]);
    const from = g.events.length;
    ok(g.when('A', { type: 'fire', firers: ['A04'], target: '71Z1' }));
    const ev = g.events.slice(from);
    const lost = ev.findIndex((e) => e.type === 'concealmentLost');
    expect(ev[lost]).toEqual({
      type: 'concealmentLost',
      audience: 'all',
      data: { unit: 'A04', type: 'ru-447', loc: { hex: '71X3', place: 'ground', level: 0 }, rule: 'A12.31' },
    });
    expect(lost).toBeLessThan(ev.findIndex((e) => e.type === 'fire'));
    expect(g.state.units.A04!.status).toMatchObject({ hidden: false, concealed: false });
    expect(g.view('B').units.find((u) => u.id === 'A04')).toBeDefined();
  });

  it('A12.3: hidden units that move come on board beneath a "?": A hears each unit, B one "?" for the Location, never how many', () => {
    const g = played(
      [
        ['A01', '71C3'],
        ['A02', '71C3'],
      ],
      ['A01', 'A02'],
    );
    g.state.phase = 'MPh';
    const from = g.events.length;
    ok(g.when('A', { type: 'move', units: ['A01', 'A02'], to: '71C4' }));
    const gained = g.events.slice(from).filter((e) => e.type === 'concealmentGained');
    expect(gained).toEqual([
      { type: 'concealmentGained', audience: 'A', data: { unit: 'A01', loc: { hex: '71C3', place: 'ground', level: 0 }, rule: 'A12.3' } },
      { type: 'concealmentGained', audience: 'A', data: { unit: 'A02', loc: { hex: '71C3', place: 'ground', level: 0 }, rule: 'A12.3' } },
      { type: 'concealmentGained', audience: 'B', data: { loc: { hex: '71C3', place: 'ground', level: 0 }, rule: 'A12.3' } },
    ]);
    expect(g.state.units.A01!.status).toMatchObject({ hidden: false });
    // one hidden unit moving tells B exactly what two do
    const one = played([['A01', '71C3']], ['A01']);
    one.state.phase = 'MPh';
    const at = one.events.length;
    ok(one.when('A', { type: 'move', units: ['A01'], to: '71C4' }));
    const toB = (ev: readonly GameEvent[]) => ev.filter((e) => e.audience !== 'A' && e.type !== 'roll' && e.type !== 'rollMade');
    expect(JSON.stringify(toB(one.events.slice(at)))).toBe(JSON.stringify(toB(g.events.slice(from))));
  });

  it('A12.31: an enemy unit moving into the Location finds the hidden unit: totally discovered, and the mover stops outside (A12.15)', () => {
    const g = played([['A04', '71C5']], ['A04']);
    g.state.units.A04!.loc = { hex: '71Y3', place: 'ground', level: 0 };
    g.state.attacker = 'B';
    g.state.phase = 'MPh';
    g.state.units.B01!.loc = { hex: '71Y4', place: 'ground', level: 0 };
    const from = g.events.length;
    ok(g.when('B', { type: 'move', units: ['B01'], to: '71Y3' }));
    const ev = g.events.slice(from);
    expect(ev.find((e) => e.type === 'concealmentLost')).toMatchObject({ audience: 'all', data: { unit: 'A04', rule: 'A12.31' } });
    expect(ev.some((e) => e.type === 'concealmentGained')).toBe(false);
    expect(ev.find((e) => e.type === 'moveStopped')).toBeDefined();
    expect(g.state.units.B01!.loc!.hex).toBe('71Y4');
    expect(g.state.units.A04!.status).toMatchObject({ hidden: false, concealed: false });
  });

  it('A12.15: an enemy unit advancing into the Location: the hidden unit is placed on board beneath a "?" (B sees a "?" there, not the unit)', () => {
    const g = played([['A04', '71C5']], ['A04']);
    g.state.units.A04!.loc = { hex: '71Y3', place: 'ground', level: 0 };
    g.state.attacker = 'B';
    g.state.phase = 'APh';
    g.state.units.B01!.loc = { hex: '71Y4', place: 'ground', level: 0 };
    ok(g.when('B', { type: 'advance', units: ['B01'], to: '71Y3' }));
    expect(g.state.units.A04!.status).toMatchObject({ hidden: false, concealed: true });
    expect(g.events.filter((e) => e.type === 'concealmentGained').map((e) => [e.audience, e.data.rule])).toEqual([
      ['A', 'A12.15'],
      ['B', 'A12.15'],
    ]);
    expect(g.view('B').units.some((u) => u.id === 'A04')).toBe(false);
    expect(g.view('B').markers.filter((m) => m.loc.hex === '71Y3')).toHaveLength(1);
  });
});

describe('A12.3 hidden is the equal of concealment: nothing to gain', () => {
  it('A12.12 with A12.3: as the CCPh ends a hidden squad in Concealment Terrain out of view gains no "?" (no event to anyone); the same squad not hidden does', () => {
    const events = (hidden: boolean) => {
      const g = played([['A01', '71C3']], hidden ? ['A01'] : []);
      g.state.phase = 'CCPh';
      const from = g.events.length;
      ok(g.endPhase());
      return g.events.slice(from).filter((e) => e.type === 'concealmentGained' && (e.audience === 'B' || e.data.unit === 'A01'));
    };
    expect(events(false).map((e) => e.audience)).toEqual(['A', 'B']);
    expect(events(true)).toEqual([]);
  });
});

describe('A12.15 an enemy coming up out of a sewer into the Location', () => {
  it('A12.15: a hidden unit in the Manhole Location an enemy sewer stack emerges into is placed on board beneath a "?" (B8.41: Close Combat follows)', () => {
    const g = given('sewer-infiltration').unit('A01', '71F5').unit('B01', '71A10').playing({ phase: 'MPh', attacker: 'A' });
    g.dice([1]);
    ok(g.when('A', { type: 'enterSewer', units: ['A01'] }));
    ok(g.when('A', { type: 'sewerMove', stack: 'S1', to: '71F8' }));
    g.dice([1]);
    ok(g.when('A', { type: 'endPhase' })); // Emergence dr 1: may emerge
    g.state.phase = 'APh';
    g.state.units.B01!.loc = { hex: '71F8', place: 'ground', level: 0 };
    g.state.units.B01!.status.hidden = true;
    const from = g.events.length;
    ok(g.when('A', { type: 'sewerEmerge', stack: 'S1', concealed: false }));
    expect(g.state.units.B01!.status).toMatchObject({ hidden: false, concealed: true });
    expect(
      g.events
        .slice(from)
        .filter((e) => e.type === 'concealmentGained')
        .map((e) => [e.audience, e.data]),
    ).toEqual([
      ['B', { unit: 'B01', loc: { hex: '71F8', place: 'ground', level: 0 }, rule: 'A12.15' }],
      ['A', { loc: { hex: '71F8', place: 'ground', level: 0 }, rule: 'A12.15' }],
    ]);
  });
});

describe("A12.3 fire into a hidden unit's Location", () => {
  // A01 (6-2-8) in 71D4 fires at B01 (4-6-7) in the open at 71D7, range 3: 6 FP halved (A7.22) to 3, the 2 column;
  // B02 hidden in 71D7 is attacked too, as a concealed unit (A12.13: Area Fire, halved again: the 1 column), the same DR
  const scene = (withHidden: boolean, dice: number[]) => {
    const g = given('sewer-infiltration').unit('A01', '71D4').unit('B01', '71D7').unit('B03', '71P2');
    if (withHidden) {
      g.unit('B02', '71D7');
      g.state.units.B02!.status.hidden = true;
    }
    g.playing({ phase: 'PFPh', attacker: 'A' }).dice(dice);
    ok(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }));
    return g;
  };
  const toA = (g: Given) => JSON.stringify(g.events.filter((e) => e.audience === 'all' || e.audience === 'A'));

  it("A12.3: a result that leaves the hidden squad unaffected is its owner's alone: A (and spectators) get exactly what they would with nobody hidden there", () => {
    const dice = [4, 4, 3, 3, 3, 3]; // DR 8: no effect on either column; the hidden squad's "-" goes to B alone
    const g = scene(true, dice);
    expect(toA(g)).toBe(toA(scene(false, dice)));
    expect(g.state.units.B02!.status).toMatchObject({ hidden: true, concealed: false });
    expect(g.events.filter((e) => e.type === 'fireResult' && e.audience === 'B')).toHaveLength(1);
  });

  it("A12.31: a result that affects it reveals it, totally discovered, and its result is everyone's", () => {
    const g = scene(true, [1, 1, 3, 3, 3, 3, 3, 3]); // DR 2: K/1 on the 2 column for B01, a 1MC on the 1 column for the hidden squad
    expect(g.state.units.B02!.status.hidden).toBe(false);
    expect(g.events.find((e) => e.type === 'concealmentLost')).toMatchObject({ audience: 'all', data: { unit: 'B02', rule: 'A12.31' } });
    expect(g.events.filter((e) => e.type === 'fireResult').map((e) => e.audience)).toEqual(['all', 'all']);
  });
});

describe("A12.3 the bots' sample and the module's invariants", () => {
  it('A12.3: a sampled hidden set is always within the grant (accepted), and some are not empty', () => {
    let nonEmpty = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const g = setup({ squadEquivalents: 1, hexes: ['71C5'] });
      const entry = g.game.legal(g.state, 'A').find((l) => l.type === 'setUpHidden')!;
      const random = mulberry(seed);
      const cmd = setUpHidden.sample!(entry, random, g.game.ctx, g.state, 'A') as { type: string; units: string[] };
      ok(g.when('A', cmd));
      if (cmd.units.length) nonEmpty++;
      // a leader goes with the squad it is stacked with, never alone outside a granted hex
      if (cmd.units.includes('A06')) expect(cmd.units.some((u) => u === 'A01' || u === 'A02')).toBe(true);
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('A12.3: the invariants name a unit both hidden and beneath a "?", a hidden SW or Dummy, a hidden unit with no Location', () => {
    const g = setup({ squadEquivalents: 1 });
    const check = () => hipModule.invariants!(g.game.ctx, g.state);
    expect(check()).toEqual([]);
    Object.assign(g.state.units.A01!.status, { hidden: true, concealed: true });
    g.state.units.A07!.status.hidden = true;
    g.state.units.A07!.loc = { hex: '71C4', place: 'ground', level: 0 };
    g.state.units.A05!.status.hidden = true;
    expect(check()).toEqual([
      'A01 is both hidden and beneath a "?" (A12.3: hidden is the equal of concealment)',
      'A05 is hidden with no Location',
      'A07 is both hidden and beneath a "?" (A12.3: hidden is the equal of concealment)',
      'A07 (dummy) is marked hidden: only units set up hidden are (A12.3)',
    ]);
  });

  it("A12.3: offered only during the side's own setup, with its grant: not to a side without one, nor once it finished", () => {
    const g = setup({ squadEquivalents: 2, smcWithThem: false, hexes: ['71C5'] });
    expect(g.game.legal(g.state, 'B').some((l) => l.type === 'setUpHidden')).toBe(false);
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'setUpHidden')).toMatchObject({
      label: 'Set up hidden',
      choices: { units: ['A01', 'A02', 'A04', 'A06'], squadEquivalents: 2, smcWithThem: false, hexes: ['71C5'] },
    });
    ok(hide(g, 'A04')); // in the granted hex: takes none of the count
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'setUpHidden')).toMatchObject({ choices: { used: 0, hidden: ['A04'] } });
    g.state.setupDone.A = true;
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'setUpHidden')).toBe(false);
    expect(
      setup({ squadEquivalents: 0 })
        .game.legal(setup({ squadEquivalents: 0 }).state, 'A')
        .some((l) => l.type === 'setUpHidden'),
    ).toBe(false);
  });
});
