// The heroes-and-leaders sewer networks (HL.1-HL.8) on maps of the tests' own terrain: board 71 of the
// sewer-infiltration scenario (A: A01-A03 6-2-8, A04-A05 4-4-7, A06 8-1 leader, A07-A08 dummies, A09 a
// Hero added here; B: B01-B03 4-6-7, B04 9-1 leader, B05 dummy), played under heroes-and-leaders.
import { createGame } from '../../game/game';
import { given, type Given } from '../../testing/scenarioBuilder';
import { mapDoc, scenarioDoc } from '../../testing/fixtures';
import { compileMap } from '../../map/gameMap';
import { ruleset } from '../../rulesets/index';
import { losBetween } from '../core/sight';
import type { Location } from '../../units/location';

type Hexes = Record<string, Record<string, unknown>>;
const sewerAt = (hex: string): Location => ({ hex, place: 'sewer', level: -1 });
const MANHOLES: Hexes = { '71C2': { manhole: true }, '71C8': { manhole: true }, '71C9': { manhole: true } };

interface Opts {
  hexes?: Hexes;
  rules?: Record<string, unknown>;
  /** Skill cards of the leader A06 and the hero A09 (default: both have a Sewer Rat). */
  leaderSkills?: string[];
  heroSkills?: string[];
  skillCards?: 'shown' | 'hidden';
}

function scene(o: Opts = {}): Given {
  return given(
    'sewer-infiltration',
    'heroes-and-leaders',
    (doc) => {
      const oob = doc.oob as Record<string, Record<string, unknown>[]>;
      oob.A![2]!.skills = o.leaderSkills ?? ['Sewer Rat'];
      oob.A!.push({ type: 'ru-hero', count: 1, skills: o.heroSkills ?? ['Sewer Rat'] });
      doc.rules = { sewerMovement: ['A'], ...(o.rules ?? {}) };
      if (o.skillCards) doc.skillCards = o.skillCards;
    },
    (m) => {
      m.hexes = o.hexes ?? MANHOLES;
      m.hexsides = [];
    },
  );
}

/** The scene's impulse with every unit of the active side activated (HL.3: they may act; the activation itself is tested in rules/impulses). */
function activateAll(g: Given): Given {
  const units = Object.values(g.state.units)
    .filter((u) => u.side === g.state.attacker && u.loc && !u.eliminated)
    .map((u) => u.id);
  g.state.modules.impulses = {
    passes: 0,
    serial: 1,
    used: [],
    activation: { by: 'hex', hex: units.length ? g.state.units[units[0]!]!.loc!.hex : '', units },
  };
  return g;
}
const impulse = (g: Given, attacker: 'A' | 'B' = 'A') => activateAll(g.playing({ phase: 'Imp', attacker }));
const legalMoves = (g: Given, side: 'A' | 'B' = 'A') => g.game.legal(g.state, side).filter((c) => c.type === 'networkMove');
const err = (r: { ok: boolean; error?: { rule?: string; message?: string } }) => (r.ok ? undefined : r.error);

describe('HL.1 Sewer Locations: one level below, in normal enemy LOS, never overstacked, no TEM', () => {
  it("HL.1: a unit in a Sewer Location is in the LOS of an enemy unit as at the hex's level (not underground), and the view shows it", () => {
    const g = impulse(scene().unit('A01', sewerAt('71C8')).unit('B01', '71F8'));
    const ctx = g.game.ctx;
    expect(ctx.locations.underground(sewerAt('71C8'))).toBe(false);
    expect(losBetween(ctx, g.state.units.B01!.loc!, sewerAt('71C8')).clear).toBe(true);
    expect(g.view('B').units.find((u) => u.id === 'A01')).toMatchObject({ loc: { hex: '71C8', place: 'sewer', level: -1 } });
  });

  it('HL.1, HL.8: fire at a unit in a Sewer Location beneath a stone building gets no TEM from the building', () => {
    const hexes = { ...MANHOLES, '71C8': { terrain: 'stoneBuilding', manhole: true } };
    const fireAt = (loc: Location) => {
      const g = impulse(scene({ hexes }).unit('A01', loc).unit('B01', '71F8'), 'B');
      g.dice([3, 3, 6, 6, 6, 6]);
      const target = loc.place === 'sewer' ? '71C8/sewer' : '71C8';
      expect(g.when('B', { type: 'fire', firers: ['B01'], target })).toMatchObject({ ok: true });
      return g.events.find((e) => e.type === 'roll')!.data as { modifiers: { name: string }[] };
    };
    expect(fireAt(sewerAt('71C8')).modifiers).toEqual([]);
    expect(fireAt({ hex: '71C8', place: 'ground', level: 0 }).modifiers).toMatchObject([{ name: 'TEM stoneBuilding' }]);
  });
});

describe('HL.2 networks of nodes, validated when the match is built', () => {
  const build = (rules: Record<string, unknown>, hexes: Hexes = MANHOLES) => {
    const doc = scenarioDoc('sewer-infiltration');
    doc.rules = { sewerMovement: ['A'], ...rules };
    const m = mapDoc(String(doc.map)) as Record<string, unknown>;
    m.hexes = hexes;
    m.hexsides = [];
    return () => createGame(ruleset('heroes-and-leaders'), doc, compileMap(m)).initialState();
  };
  const net = (...nodes: [string, string][]) => ({ sewerNetworks: [{ id: 'n1', nodes: nodes.map(([hex, kind]) => ({ hex, kind })) }] });

  it("HL.2: without a network rule, one network of all the map's manholes; the view lists its nodes and reach", () => {
    const g = impulse(scene());
    expect(g.view('B').modules.sewerNetwork).toEqual({
      nodes: ['71C2', '71C8', '71C9'].map((hex) => ({ hex, kind: 'manhole', network: 'sewers' })),
      reach: 6,
    });
  });

  it('HL.2: a manhole node must be a Manhole Location, a stone building node a stone building', () => {
    expect(build(net(['71C2', 'manhole'], ['71C5', 'manhole']))).toThrow(/71C5 is no Manhole Location/);
    expect(build(net(['71C2', 'manhole'], ['71C5', 'stoneBuilding']))).toThrow(/71C5 is no stone building/);
    expect(build(net(['71C2', 'manhole'], ['71C5', 'stoneBuilding']), { ...MANHOLES, '71C5': { terrain: 'stoneBuilding' } })).not.toThrow();
  });

  it('HL.2: every node is within six hexes of another node of its network (6 yes, 7 no)', () => {
    expect(build(net(['71C2', 'manhole'], ['71C8', 'manhole']))).not.toThrow();
    expect(build(net(['71C2', 'manhole'], ['71C9', 'manhole']))).toThrow(/not within 6 hexes/);
  });

  it('HL.2: "Entrance to and exit from the Sewer system are limited to Sewer, Tunnels, Bunker or Fortress Locations": a stone building node is linked but no move starts or ends there; a bunker node beside it is an exit', () => {
    const rules = net(['71C2', 'manhole'], ['71E5', 'stoneBuilding'], ['71E4', 'bunker']);
    const hexes = { ...MANHOLES, '71E5': { terrain: 'stoneBuilding' } };
    // into it: not offered, refused with the rule; the bunker is
    const into = impulse(scene({ rules, hexes }).unit('A06', '71C2'));
    expect(legalMoves(into).map((c) => c.choices!.to)).toEqual([['71E4']]);
    expect(err(into.when('A', { type: 'networkMove', units: ['A06'], to: '71E5' }))).toMatchObject({
      code: 'ILLEGAL_LOCATION',
      rule: 'HL.2',
      message: expect.stringMatching(/stone building/),
    });
    expect(into.when('A', { type: 'networkMove', units: ['A06'], to: '71E4' })).toMatchObject({ ok: true });
    // out of it: no entrance there
    const out = impulse(scene({ rules, hexes }).unit('A06', '71E5'));
    expect(legalMoves(out)).toEqual([]);
    expect(err(out.when('A', { type: 'networkMove', units: ['A06'], to: '71C2' }))).toMatchObject({
      code: 'ILLEGAL_COMMAND',
      rule: 'HL.2',
      message: expect.stringMatching(/stone building/),
    });
    // HL.7: a rout through the network neither starts nor ends there
    const rout = (at: string) => {
      const g = impulse(scene({ rules, hexes }).unit('A01', at));
      g.state.units.A01!.status.broken = true;
      g.state.phase = 'RtPh';
      const m = g.game.ctx.modules.find((x) => x.id === 'sewerNetwork')!;
      return m.routWays!(g.game.ctx, g.state, g.state.units.A01!).map((w) => w.to);
    };
    expect(rout('71C2')).toEqual(['71E4']);
    expect(rout('71E5')).toEqual([]);
  });

  it('HL.6: no node in a Water Obstacle hex', () => {
    expect(build(net(['71C2', 'manhole'], ['71C5', 'tunnel']), { ...MANHOLES, '71C5': { terrain: 'pond' } })).toThrow(/Water Obstacle/);
  });
});

describe('HL.3 who moves through the sewer network', () => {
  it('HL.3: a Leader with a Sewer Rat card and all the units stacked with him reach a node six hexes away, not one seven away', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('A02', '71C2'));
    expect(legalMoves(g)).toEqual([
      {
        type: 'networkMove',
        label: 'Sewer movement from 71C2',
        rule: 'HL.4',
        choices: { units: ['A01', 'A02', 'A06'], from: '71C2', to: ['71C8'] },
      },
    ]);
    expect(err(g.when('A', { type: 'networkMove', units: ['A01', 'A02', 'A06'], to: '71C9' }))).toMatchObject({ rule: 'HL.3' });
    expect(g.when('A', { type: 'networkMove', units: ['A01', 'A02', 'A06'], to: '71C8' })).toMatchObject({ ok: true });
  });

  it('HL.3: the parameter networkReach is the reach', () => {
    const rs = { ...ruleset('heroes-and-leaders'), params: { networkReach: 7 } };
    const doc = scenarioDoc('sewer-infiltration');
    (doc.oob as Record<string, Record<string, unknown>[]>).A![2]!.skills = ['Sewer Rat'];
    doc.rules = { sewerMovement: ['A'] };
    const m = mapDoc(String(doc.map)) as Record<string, unknown>;
    m.hexes = MANHOLES;
    const game = createGame(rs, doc, compileMap(m));
    const s = game.initialState();
    for (const u of Object.values(s.units)) if (u.id !== 'A06') u.loc = null;
    s.units.A06!.loc = { hex: '71C2', place: 'ground', level: 0 };
    Object.assign(s, { status: 'playing', setupDone: { A: true, B: true }, phase: 'Imp', attacker: 'A' });
    s.modules.impulses = { passes: 0, serial: 1, used: [], activation: { by: 'leader', hex: '71C2', leader: 'A06', units: ['A06'] } };
    expect(game.legal(s, 'A').find((c) => c.type === 'networkMove')?.choices?.to).toEqual(['71C8', '71C9']);
  });

  it('HL.3: a Leader without a Sewer Rat card is refused', () => {
    const g = impulse(scene({ leaderSkills: [] }).unit('A06', '71C2'));
    expect(legalMoves(g)).toEqual([]);
    expect(err(g.when('A', { type: 'networkMove', units: ['A06'], to: '71C8' }))).toMatchObject({
      rule: 'HL.3',
      message: expect.stringMatching(/Sewer Rat/),
    });
  });

  it('HL.3 ("Only a Hero, or Leader and all the units stacked with him"; our reading of "cannot move ... without being stacked with a Hero or a Leader"): a squad alone is refused; a Hero alone may go, without the squads stacked with him', () => {
    const g = impulse(scene().unit('A01', '71C2').unit('A09', '71C2'));
    expect(err(g.when('A', { type: 'networkMove', units: ['A01'], to: '71C8' }))).toMatchObject({
      rule: 'HL.3',
      message: expect.stringMatching(/only stacked with a Leader/),
    });
    expect(err(g.when('A', { type: 'networkMove', units: ['A01', 'A09'], to: '71C8' }))).toMatchObject({
      rule: 'HL.3',
      message: expect.stringMatching(/a Hero moves through the sewer network alone/),
    });
    expect(legalMoves(g).map((c) => c.choices!.units)).toEqual([['A09']]);
    expect(g.when('A', { type: 'networkMove', units: ['A09'], to: '71C8' })).toMatchObject({ ok: true });
  });

  it('HL.3: a Leader goes with ALL the units stacked with him, not some', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('A02', '71C2'));
    expect(err(g.when('A', { type: 'networkMove', units: ['A06', 'A01'], to: '71C8' }))).toMatchObject({
      rule: 'HL.3',
      message: expect.stringMatching(/all the units stacked/),
    });
  });

  it('HL.3: Good Order only: a broken unit in the stack is refused', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2'));
    g.state.units.A01!.status.broken = true;
    expect(legalMoves(g)).toEqual([]);
    expect(err(g.when('A', { type: 'networkMove', units: ['A01', 'A06'], to: '71C8' }))).toMatchObject({ rule: 'HL.3' });
  });

  it('HL.3: only a side granted Sewer Movement capability', () => {
    const g = impulse(scene({ rules: { sewerMovement: ['B'] } }).unit('A06', '71C2'));
    expect(legalMoves(g)).toEqual([]);
    expect(err(g.when('A', { type: 'networkMove', units: ['A06'], to: '71C8' }))).toMatchObject({
      rule: 'HL.3',
      message: expect.stringMatching(/capability/),
    });
  });

  it("HL.3: only in its side's impulse, from a node hex", () => {
    expect(err(impulse(scene().unit('A06', '71C2'), 'B').when('A', { type: 'networkMove', units: ['A06'], to: '71C8' }))).toMatchObject({
      code: 'WRONG_PHASE',
    });
    expect(err(impulse(scene().unit('A06', '71C3')).when('A', { type: 'networkMove', units: ['A06'], to: '71C8' }))).toMatchObject({
      rule: 'HL.2',
    });
  });

  it('HL.3: using a hidden Sewer Rat card reveals it (skillCardUsed)', () => {
    const g = impulse(scene({ skillCards: 'hidden' }).unit('A06', '71C2'));
    const cards = (side: 'A' | 'B') => g.view(side).units.find((u) => u.id === 'A06')?.skills;
    expect([cards('A'), cards('B')]).toEqual([['Sewer Rat'], undefined]);
    expect(
      impulse(scene().unit('A06', '71C2'))
        .view('B')
        .units.find((u) => u.id === 'A06')?.skills,
    ).toEqual(['Sewer Rat']);
    expect(g.when('A', { type: 'networkMove', units: ['A06'], to: '71C8' })).toMatchObject({ ok: true });
    expect(cards('B')).toEqual(['Sewer Rat']);
    expect(g.events.filter((e) => e.type === 'skillCardUsed').map((e) => e.data)).toEqual([
      { unit: 'A06', card: 'Sewer Rat', rule: 'HL.3' },
    ]);
    expect(g.state.units.A06!.skillsRevealed).toBe(true);
  });
});

describe('HL.4 sewer movement: one stack, node to node, no Opportunity Fire', () => {
  it("HL.4: the stack ends in the destination's Sewer Location, no Defensive First Fire question, and acts no more this impulse", () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('B01', '71F8'));
    expect(g.when('A', { type: 'networkMove', units: ['A01', 'A06'], to: '71C8' })).toMatchObject({ ok: true });
    expect(g.state.units.A01!.loc).toEqual(sewerAt('71C8'));
    expect(g.state.pending).toBeNull();
    expect(g.events.filter((e) => e.type === 'networkMoved').map((e) => e.data)).toContainEqual({
      units: ['A01', 'A06'],
      from: '71C2',
      to: '71C8',
      rule: 'HL.4',
    });
    expect(err(g.when('A', { type: 'networkMove', units: ['A01', 'A06'], to: '71C2' }))).toMatchObject({ rule: 'HL.3' });
    expect(g.game.legal(g.state, 'A').filter((c) => ['move', 'leaveNetwork', 'networkMove'].includes(c.type))).toEqual([]);
  });

  it('HL.4: to a Tunnel node the stack ends in its Tunnel Location; to a Bunker node in its ground Location', () => {
    const rules = {
      sewerNetworks: [
        {
          id: 'n',
          nodes: [
            { hex: '71C2', kind: 'manhole' },
            { hex: '71E4', kind: 'tunnel' },
            { hex: '71E5', kind: 'bunker' },
          ],
        },
      ],
    };
    const g1 = impulse(scene({ rules }).unit('A06', '71C2'));
    expect(g1.when('A', { type: 'networkMove', units: ['A06'], to: '71E4' })).toMatchObject({ ok: true });
    expect(g1.state.units.A06!.loc).toEqual({ hex: '71E4', place: 'tunnel', level: -1 });
    const g2 = impulse(scene({ rules }).unit('A06', '71C2'));
    expect(g2.when('A', { type: 'networkMove', units: ['A06'], to: '71E5' })).toMatchObject({ ok: true });
    expect(g2.state.units.A06!.loc).toEqual({ hex: '71E5', place: 'ground', level: 0 });
  });

  it('HL.2, HL.4: a unit in a Sewer Location does not move by `move`; it comes up into the Manhole Location with all its MF (leaveNetwork), and Opportunity Fire may follow', () => {
    const g = impulse(scene().unit('A01', sewerAt('71C8')).unit('B01', '71F8'));
    expect(g.game.legal(g.state, 'A').filter((c) => c.type === 'move')).toEqual([]);
    expect(g.game.legal(g.state, 'A').filter((c) => c.type === 'leaveNetwork')).toEqual([
      { type: 'leaveNetwork', label: 'Come up out of the sewer at 71C8', rule: 'HL.2', choices: { units: ['A01'], hex: '71C8' } },
    ]);
    expect(g.when('A', { type: 'leaveNetwork', units: ['A01'] })).toMatchObject({ ok: true });
    expect(g.state.units.A01!.loc).toEqual({ hex: '71C8', place: 'ground', level: 0 });
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire' });
  });
});

describe('HL.5 an enemy-occupied destination: Melee by the standard rules', () => {
  it("HL.5: the stack enters the enemy's Location; both are held in Melee (inactive) and Close Combat resolves it in the CCPh", () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('B01', sewerAt('71C8')).unit('B02', '71F8'));
    expect(g.when('A', { type: 'networkMove', units: ['A01', 'A06'], to: '71C8' })).toMatchObject({ ok: true });
    expect(g.state.units.A01!.loc).toEqual(sewerAt('71C8'));
    // in B's next impulse B01 neither moves nor fires (A11.7 Melee); B02 elsewhere still may
    g.state.attacker = 'B';
    activateAll(g);
    const acts = g.game.legal(g.state, 'B').filter((c) => c.type === 'fire' || c.type === 'move');
    expect(acts.length).toBeGreaterThan(0);
    expect(JSON.stringify(acts)).not.toContain('B01');
    g.state.attacker = 'A';
    g.state.phase = 'CCPh';
    g.dice(Array(40).fill(3));
    expect(g.endPhase()).toMatchObject({ ok: true });
    expect(g.events.filter((e) => e.type === 'closeCombat').map((e) => (e.data as { hex: string }).hex)).toEqual(['71C8']);
  });

  it("HL.5: enemy units in the destination hex's Manhole Location above draw the stack up into their Location; a dummy there is removed and does not", () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('B01', '71C8'));
    expect(g.when('A', { type: 'networkMove', units: ['A01', 'A06'], to: '71C8' })).toMatchObject({ ok: true });
    expect(g.state.units.A01!.loc).toEqual({ hex: '71C8', place: 'ground', level: 0 });
    const d = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('B05', '71C8', { concealed: true }));
    d.state.units.B05 = { ...d.state.units.B05!, kind: 'dummy', type: 'dummy' };
    expect(d.when('A', { type: 'networkMove', units: ['A01', 'A06'], to: '71C8' })).toMatchObject({ ok: true });
    expect(d.state.units.B05!.eliminated).toBe(true);
    expect(d.state.units.A01!.loc).toEqual(sewerAt('71C8'));
  });

  it('HL.5, A12.15: a concealed enemy unit in the destination Sewer Location is revealed as the stack joins it in Melee', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('B01', sewerAt('71C8'), { concealed: true }));
    expect(g.when('A', { type: 'networkMove', units: ['A01', 'A06'], to: '71C8' })).toMatchObject({ ok: true });
    expect(g.state.units.B01!.status.concealed).toBe(false);
    expect(g.events.filter((e) => e.type === 'concealmentLost').map((e) => (e.data as { unit: string }).unit)).toEqual(['B01']);
  });

  it('HL.5, A12.31: a hidden (HIP) enemy unit in the destination is found, totally discovered, as the stack joins it in Melee', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('B01', sewerAt('71C8')));
    g.state.units.B01!.status.hidden = true;
    expect(g.when('A', { type: 'networkMove', units: ['A01', 'A06'], to: '71C8' })).toMatchObject({ ok: true });
    expect(g.state.units.B01!.status).toMatchObject({ hidden: false, concealed: false });
    expect(g.events.find((e) => e.type === 'concealmentLost')).toMatchObject({ audience: 'all', data: { unit: 'B01', rule: 'A12.31' } });
  });

  it('HL.6: a destination that would be overstacked is refused', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('A02', '71C2').unit('A03', '71C2').unit('A04', sewerAt('71C8')));
    expect(legalMoves(g)).toEqual([]);
    expect(err(g.when('A', { type: 'networkMove', units: ['A01', 'A02', 'A03', 'A06'], to: '71C8' }))).toMatchObject({
      code: 'OVERSTACKED',
      rule: 'HL.6',
    });
  });
});

describe('HL.6 portage, Guns, never beneath a Water Obstacle', () => {
  it('HL.6: sewer movement whose straight line passes beneath a Water Obstacle hex is refused', () => {
    const g = impulse(scene({ hexes: { ...MANHOLES, '71C5': { terrain: 'pond' } } }).unit('A06', '71C2'));
    expect(legalMoves(g)).toEqual([]);
    expect(err(g.when('A', { type: 'networkMove', units: ['A06'], to: '71C8' }))).toMatchObject({ rule: 'HL.6' });
  });
});

describe('HL.7 broken units rout through the network', () => {
  const rtph = (g: Given) => {
    g.state.phase = 'RtPh';
    return g;
  };
  it('HL.7: a broken unit at a node may rout through the network to another node (not by networkMove)', () => {
    const g = impulse(scene().unit('A01', '71C2').unit('B01', '71E2'));
    g.state.units.A01!.status.broken = true;
    expect(err(g.when('A', { type: 'networkMove', units: ['A01'], to: '71C8' }))).toMatchObject({ rule: 'HL.3' });
    const ways = ctxWays(rtph(g), 'A01');
    expect(ways).toEqual([{ via: 'sewer', to: '71C8', label: 'Rout A01 through the sewer network to 71C8', rule: 'HL.7' }]);
  });

  it('HL.7: not to an exit closer to a Known armed enemy, nor ADJACENT to a Known unbroken one', () => {
    const closer = rtph(impulse(scene().unit('A01', '71C2').unit('B01', '71E7')));
    closer.state.units.A01!.status.broken = true;
    expect(ctxWays(closer, 'A01')).toEqual([]);
    // C4 is two hexes from C2: B01 in C3 is ADJACENT to both (no closer), C8 is farther from it
    const hexes = { ...MANHOLES, '71C4': { manhole: true } };
    const unbroken = rtph(impulse(scene({ hexes }).unit('A01', '71C2').unit('B01', '71C3')));
    unbroken.state.units.A01!.status.broken = true;
    expect(ctxWays(unbroken, 'A01').map((w) => w.to)).toEqual(['71C8']);
    const broken = rtph(impulse(scene({ hexes }).unit('A01', '71C2').unit('B01', '71C3')));
    broken.state.units.A01!.status.broken = true;
    broken.state.units.B01!.status.broken = true;
    expect(ctxWays(broken, 'A01').map((w) => w.to)).toEqual(['71C4', '71C8']);
  });

  it('HL.7: "no closer to any armed enemy unit that was Known when they entered": an exit one hex closer is refused, one at the same range is offered', () => {
    // A01 at the node C2, the exit C8; B01 (Known, in the open, in range) in E5: 4 hexes from both; in F5: 5 from C2, 4 from C8
    // a concealed B01 in F5 is no Known enemy: the exit stays open
    for (const [enemyAt, allowed, concealed] of [
      ['71E5', true, false],
      ['71F5', false, false],
      ['71F5', true, true],
    ] as const) {
      const g = impulse(scene().unit('A01', '71C2').unit('B01', enemyAt, { concealed }));
      g.state.units.A01!.status.broken = true;
      g.state.phase = 'RtPh';
      expect(ctxWays(g, 'A01').map((w) => w.to)).toEqual(allowed ? ['71C8'] : []);
    }
  });

  it('HL.7 (A10.5 Known armed enemies): an eliminated, hidden, friendly or non-Infantry unit in F5 does not bar the exit one hex closer to it', () => {
    // F5 is 5 hexes from the node C2 and 4 from the exit C8: a Known armed enemy there bars C8 (the test above)
    const ways = (setup: (g: Given) => void) => {
      const g = scene().unit('A01', '71C2');
      setup(g);
      rtph(impulse(g));
      g.state.units.A01!.status.broken = true;
      return ctxWays(g, 'A01').map((w) => w.to);
    };
    expect(ways((g) => g.unit('B01', '71F5'))).toEqual([]);
    expect(ways((g) => (g.unit('B01', '71F5').state.units.B01!.eliminated = true))).toEqual(['71C8']);
    expect(ways((g) => (g.unit('B01', '71F5').state.units.B01!.status.hidden = true))).toEqual(['71C8']);
    expect(ways((g) => g.unit('A02', '71F5'))).toEqual(['71C8']);
    // a Known enemy that is no Infantry (a Gun, here B01 made one) is no armed enemy unit of A10.5 for the router
    expect(ways((g) => Object.assign(g.unit('B01', '71F5').state.units.B01!, { kind: 'gun' }))).toEqual(['71C8']);
  });
  it('HL.7: only a broken Infantry unit, not eliminated, in the Rout Phase, of a side with Sewer Movement, at a node', () => {
    const ways = (setup: (g: Given) => void, o: Opts = {}) => {
      const g = rtph(impulse(scene(o).unit('A01', '71C2').unit('B01', '71E2')));
      g.state.units.A01!.status.broken = true;
      setup(g);
      return ctxWays(g, 'A01').map((w) => w.to);
    };
    expect(ways(() => {})).toEqual(['71C8']);
    expect(ways((g) => (g.state.units.A01!.status.broken = false))).toEqual([]);
    expect(ways((g) => (g.state.units.A01!.eliminated = true))).toEqual([]);
    expect(ways((g) => (g.state.phase = 'Imp'))).toEqual([]);
    expect(ways(() => {}, { rules: { sewerMovement: ['B'] } })).toEqual([]);
    expect(ways((g) => (g.state.units.A01!.loc = { hex: '71C3', place: 'ground', level: 0 }))).toEqual([]);
    const dummy = rtph(impulse(scene().unit('A07', '71C2').unit('B01', '71E2')));
    dummy.state.units.A07!.status.broken = true;
    expect(ctxWays(dummy, 'A07')).toEqual([]);
  });
  it('HL.7: routing by the network, the unit emerges at the exit, immune to Interdiction (no roll)', () => {
    const g = rtph(impulse(scene().unit('A01', '71C2').unit('B01', '71E2')));
    g.state.units.A01!.status.broken = true;
    const m = g.game.ctx.modules.find((x) => x.id === 'sewerNetwork')!;
    const way = ctxWays(g, 'A01')[0]!;
    const events: unknown[] = [];
    m.routBy!(
      {
        ...g.game.ctx,
        state: g.state,
        side: 'A',
        emit: (e) => events.push(e),
        roll: () => {
          throw new Error('no roll');
        },
      },
      g.state.units.A01!,
      way,
      false,
    );
    expect(g.state.units.A01!.loc).toEqual({ hex: '71C8', place: 'ground', level: 0 });
  });
});

function ctxWays(g: Given, id: string) {
  const m = g.game.ctx.modules.find((x) => x.id === 'sewerNetwork')!;
  return m.routWays!(g.game.ctx, g.state, g.state.units[id]!);
}

describe('HL.8 Rubble and Blaze close a node; no Fortifications, no TEM', () => {
  it('HL.8: a node under Rubble is no destination; units in its Sewer Location may still leave through the network but not come up', () => {
    const hexes = { ...MANHOLES, '71C8': { terrain: 'rubble', manhole: true } };
    const g = impulse(scene({ hexes }).unit('A06', '71C2'));
    expect(legalMoves(g)).toEqual([]);
    expect(err(g.when('A', { type: 'networkMove', units: ['A06'], to: '71C8' }))).toMatchObject({ rule: 'HL.8' });
    const inside = impulse(scene({ hexes }).unit('A06', sewerAt('71C8')));
    expect(inside.game.legal(inside.state, 'A').filter((c) => c.type === 'leaveNetwork')).toEqual([]);
    expect(inside.when('A', { type: 'networkMove', units: ['A06'], to: '71C2' })).toMatchObject({ ok: true });
    expect(impulse(scene({ hexes }).unit('A06', '71C8')).when('A', { type: 'networkMove', units: ['A06'], to: '71C2' })).toMatchObject({
      ok: false,
    });
  });

  it('HL.8: a Blaze hex (scenario rule) closes its node; the view says so', () => {
    const g = impulse(scene({ rules: { blaze: ['71C8'] } }).unit('A06', '71C2'));
    expect(legalMoves(g)).toEqual([]);
    expect(g.view('A').modules.sewerNetwork?.nodes).toContainEqual({ hex: '71C8', kind: 'manhole', network: 'sewers', closed: true });
  });

  it("HL.8: a Sewer Location has no TEM (its kind takes none of the hex's terrain)", () => {
    const g = scene();
    expect(g.game.ctx.locations.kind(sewerAt('71C8'))).toMatchObject({
      terrainTem: false,
      strictStacking: true,
      los: 'normal',
      underground: false,
    });
  });
});
