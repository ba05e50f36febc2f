// Boundaries of fortifications set up hidden (A12.33, our reading) that fortifications.test.ts leaves
// open: what does not reveal a hidden counter (a unit of its owner on top of it, an enemy below ground
// in its hex or eliminated there, anything during the setup), the setup command's edges, the random
// bots' sample, and the hip module's invariants. sewer-infiltration with every hex open.
import { mulberry } from '../../testing/random';
import { given, type Given, ok } from '../../testing/scenarioBuilder';
import { type Fortification, readFortifications } from '../core/fortifications';
import { hideFortifications } from './hideFortifications';
import { hipModule } from './index';

function setup(fortifications = 1): Given {
  const g = given(
    'sewer-infiltration',
    'asl',
    (d) => {
      d.rules = { ...(d.rules as object), entrenchments: { A: { foxholeSquads: 3, trenches: 1 } }, hip: { A: { fortifications } } };
    },
    (m) => {
      m.hexes = {};
      m.hexsides = [];
    },
  );
  const placements = Object.values(g.state.units)
    .filter((u) => u.side === 'A' && u.kind !== 'sw')
    .map((u, i) => ({ unit: u.id, hex: u.id === 'A04' ? '71C5' : `71A${i + 1}` }));
  ok(g.when('A', { type: 'placeUnits', placements }));
  return g;
}

function finish(g: Given, aDone = false): Given {
  const bPlaced = Object.values(g.state.units)
    .filter((u) => u.side === 'B' && u.kind !== 'sw')
    .map((u, i) => ({ unit: u.id, hex: `71Z${i + 1}` }));
  ok(g.when('B', { type: 'placeUnits', placements: bPlaced }));
  if (!aDone) ok(g.when('A', { type: 'finishSetup' }));
  ok(g.when('B', { type: 'finishSetup' }));
  return g;
}

/** In play with A's hidden 1S foxhole at C5 and A04 on top of it. */
function played(): Given {
  const g = setup();
  ok(g.when('A', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71C5', squads: 1 }));
  ok(g.when('A', { type: 'hideFortifications', counters: ['FA71C5'] }));
  return finish(g);
}

const isHidden = (g: Given) => !!readFortifications(g.state).counters.find((f) => f.id === 'FA71C5')?.hidden;
const offer = (g: Given) => g.game.legal(g.state, 'A').find((l) => l.type === 'hideFortifications');
/** A command that changes nothing near the counter (the sweep runs after every command): `side` ends its part of the RPh. */
const anyCommand = (g: Given, side: 'A' | 'B' = 'B') => ok(g.when(side, { type: 'endPhase' }));

describe('A12.33 what does not reveal a hidden fortification', () => {
  it('A12.33: a unit of its owner on top of it (not beneath) is no reveal; beneath, it is', () => {
    const g = played();
    expect(isHidden(g)).toBe(true);
    g.state.units.A04!.loc = { hex: '71C5', place: 'ground', level: 0, position: 'beneath' };
    anyCommand(g);
    expect(isHidden(g)).toBe(false);
  });

  it('A12.33: a unit seen beneath another counter of its side, in another hex, does not reveal it', () => {
    const g = setup(1);
    ok(g.when('A', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71C5', squads: 1 }));
    ok(g.when('A', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71E5', squads: 1 }));
    ok(g.when('A', { type: 'hideFortifications', counters: ['FA71C5'] }));
    ok(g.when('A', { type: 'placeUnits', placements: [{ unit: 'A04', hex: '71E5' }] }));
    ok(g.when('A', { type: 'setUpBeneath', units: ['A04'], beneath: true }));
    finish(g);
    expect(isHidden(g)).toBe(true);
  });

  it('A12.33: an enemy unit below ground in its hex, or eliminated there, sees nothing; one on the ground does', () => {
    const g = played();
    g.state.units.B01!.loc = { hex: '71C5', place: 'sewer', level: -1 };
    g.state.units.B02!.loc = { hex: '71C5', place: 'ground', level: 0 };
    g.state.units.B02!.eliminated = true;
    anyCommand(g);
    expect(isHidden(g)).toBe(true);
    g.state.units.B03!.loc = { hex: '71C5', place: 'ground', level: 0 };
    anyCommand(g, 'A');
    expect(isHidden(g)).toBe(false);
  });

  it('A12.33: nothing reveals it during the setup, a unit set up beneath it included (that reveal comes as play begins)', () => {
    const g = setup();
    ok(g.when('A', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71C5', squads: 1 }));
    ok(g.when('A', { type: 'hideFortifications', counters: ['FA71C5'] }));
    ok(g.when('A', { type: 'setUpBeneath', units: ['A04'], beneath: true }));
    ok(g.when('A', { type: 'finishSetup' }));
    expect(isHidden(g)).toBe(true);
    expect(g.events.some((e) => e.type === 'fortificationRevealed')).toBe(false);
    finish(g, true);
    expect(isHidden(g)).toBe(false);
  });
});

describe('A12.33 the setup command at its edges', () => {
  it('A12.33: offered only with a setup foxhole or trench placed and until the side finishes its setup; a counter listed twice is refused', () => {
    const g = setup();
    expect(offer(g)).toBeUndefined();
    ok(g.when('A', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71C5', squads: 1 }));
    expect(offer(g)).toBeDefined();
    expect(g.when('A', { type: 'hideFortifications', counters: ['FA71C5', 'FA71C5'] })).toMatchObject({
      ok: false,
      error: { code: 'BAD_COMMAND' },
    });
    ok(g.when('A', { type: 'finishSetup' }));
    expect(offer(g)).toBeUndefined();
    expect(g.game.legal(g.state, 'B').some((l) => l.type === 'hideFortifications')).toBe(false);
  });

  it("A12.33: the bots' sample hides some of the offered counters, never more than the grant", () => {
    const g = setup(1);
    for (const hex of ['71C5', '71D5', '71E5']) ok(g.when('A', { type: 'placeEntrenchment', kind: 'foxhole', hex, squads: 1 }));
    const entry = offer(g)!;
    const seen = new Set<number>();
    const random = mulberry(36);
    for (let i = 0; i < 20; i++) {
      const cmd = hideFortifications.sample!(entry, random, g.game.ctx, g.state, 'A') as { counters: string[] };
      expect(cmd.counters.length).toBeLessThanOrEqual(1);
      for (const id of cmd.counters) expect(['FA71C5', 'FA71D5', 'FA71E5']).toContain(id);
      seen.add(cmd.counters.length);
      expect(g.when('A', cmd).ok).toBe(true);
    }
    expect([...seen].sort()).toEqual([0, 1]);
  });
});

describe('A12.33 the hip module invariants', () => {
  const counter = (g: Given) => readFortifications(g.state).counters[0] as { -readonly [K in keyof Fortification]: Fortification[K] };
  it('A12.33: none in a legal game; each broken one named: beyond the grant, not a setup foxhole or trench, an enemy in its Location, a unit seen beneath', () => {
    const g = played();
    const broken = () => hipModule.invariants!(g.game.ctx, g.state);
    expect(broken()).toEqual([]);
    g.state.units.B01!.loc = { hex: '71C5', place: 'ground', level: 0 };
    expect(broken()).toEqual(['FA71C5 is still hidden with an enemy unit in its Location (A12.33)']);
    g.state.units.B01!.loc = { hex: '71Z1', place: 'ground', level: 0 };
    g.state.units.A04!.loc = { hex: '71C5', place: 'ground', level: 0, position: 'beneath' };
    expect(broken()).toEqual(['FA71C5 is still hidden with a unit seen beneath it (A12.33)']);
    g.state.units.A04!.status.hidden = true;
    expect(broken()).toEqual([]);
    Object.assign(counter(g), { kind: 'pillbox' });
    expect(broken()).toEqual(['FA71C5 (pillbox) is hidden: only setup foxholes and trenches are (A12.33)']);
    Object.assign(counter(g), { kind: 'foxhole', placedInSetup: false });
    expect(broken()).toEqual(['FA71C5 (foxhole) is hidden: only setup foxholes and trenches are (A12.33)']);
    Object.assign(counter(g), { placedInSetup: true });
    readFortifications(g.state).counters.push({ ...counter(g), id: 'FA71E5', hex: '71E5' });
    expect(broken()).toEqual(['A has 2 fortifications hidden, beyond its grant (A12.33)']);
  });
});
