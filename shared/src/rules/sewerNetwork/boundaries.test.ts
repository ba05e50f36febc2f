// HL.2-HL.8 boundary tests of the sewer network (issue #33, mutation testing): every refusal of sewer
// movement and of coming up, with its code, reason and rule; the choices offered. Board 71 of the
// sewer-infiltration scenario (A: A01-A03 6-2-8, A04-A05 4-4-7, A06 8-1 leader, A07-A08 dummies, A09 a
// Hero added here; B: B01-B03 4-6-7, B04 9-1 leader, B05 dummy), played under heroes-and-leaders.
import { ruleset } from '../../rulesets/index';
import { given, type Given } from '../../testing/scenarioBuilder';
import type { Location } from '../../units/location';
import { readActivity } from '../core/activity';

type Hexes = Record<string, Record<string, unknown>>;
const sewerAt = (hex: string): Location => ({ hex, place: 'sewer', level: -1 });
const MANHOLES: Hexes = { '71C2': { manhole: true }, '71C8': { manhole: true }, '71C9': { manhole: true } };

function scene(o: { hexes?: Hexes; rules?: Record<string, unknown>; params?: Record<string, unknown> } = {}): Given {
  return given(
    'sewer-infiltration',
    ruleset('heroes-and-leaders', o.params),
    (doc) => {
      const oob = doc.oob as Record<string, Record<string, unknown>[]>;
      oob.A![2]!.skills = ['Sewer Rat'];
      oob.A!.push({ type: 'ru-hero', count: 1, skills: ['Sewer Rat'] });
      doc.rules = { sewerMovement: ['A'], ...(o.rules ?? {}) };
    },
    (m) => {
      m.hexes = o.hexes ?? MANHOLES;
      m.hexsides = [];
    },
  );
}
/** The scene's impulse with every unit of the active side activated (the activation is rules/impulses'). */
function impulse(g: Given, attacker: 'A' | 'B' = 'A'): Given {
  g.playing({ phase: 'Imp', attacker });
  const units = Object.values(g.state.units)
    .filter((u) => u.side === attacker && u.loc && !u.eliminated)
    .map((u) => u.id);
  g.state.modules.impulses = { passes: 0, serial: 1, used: [], activation: { by: 'hex', hex: g.state.units[units[0]!]!.loc!.hex, units } };
  return g;
}
const refusal = (code: string, message: string, rule?: string) => ({ ok: false, error: { code, message, ...(rule ? { rule } : {}) } });
const move = (g: Given, units: string[], to: string) => g.when('A', { type: 'networkMove', units, to });

describe('HL.3 sewer movement refused: each reason named', () => {
  it('HL.3: out of its impulse; a unit that may not move now; a side without the capability', () => {
    expect(move(impulse(scene().unit('A06', '71C2').unit('B01', '71K4'), 'B'), ['A06'], '71C8')).toEqual(
      refusal('WRONG_PHASE', 'sewer movement is made in your impulse', 'HL.3'),
    );
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2'));
    g.state.units.A01!.status.pinned = true;
    expect(move(g, ['A06', 'A01'], '71C8')).toEqual(
      refusal(
        'ILLEGAL_COMMAND',
        'A01 cannot use sewer movement now (Good Order Infantry that has not acted this impulse, pushing no Gun)',
        'HL.3',
      ),
    );
    expect(move(impulse(scene({ rules: { sewerMovement: ['B'] } }).unit('A06', '71C2')), ['A06'], '71C8')).toEqual(
      refusal('ILLEGAL_COMMAND', 'your side has no Sewer Movement capability', 'HL.3'),
    );
  });
  it('HL.3: who guides the stack: a squad alone, a Hero with a squad, a Leader without all his stack', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('A02', '71C2').unit('A09', '71C2'));
    expect(move(g, ['A01'], '71C8')).toEqual(
      refusal(
        'ILLEGAL_COMMAND',
        'squads and half-squads move through the sewer network only stacked with a Leader who has a "Sewer Rat" skill card',
        'HL.3',
      ),
    );
    expect(move(g, ['A09', 'A01'], '71C8')).toEqual(
      refusal(
        'ILLEGAL_COMMAND',
        'a Hero moves through the sewer network alone ("Only a Hero, or Leader and all the units stacked with him"); squads and half-squads go with a Leader',
        'HL.3',
      ),
    );
    expect(move(g, ['A06', 'A01'], '71C8')).toEqual(
      refusal('ILLEGAL_COMMAND', 'a Leader moves through the sewer network with all the units stacked with him', 'HL.3'),
    );
    expect(move(g, ['A06', 'A01', 'A02', 'A09'], '71C8')).toMatchObject({ ok: true });
  });
  it('HL.3: a Hero or Leader without a Sewer Rat card', () => {
    const g = impulse(scene().unit('A06', '71C2'));
    g.state.units.A06!.skills = [];
    expect(move(g, ['A06'], '71C8')).toEqual(
      refusal('ILLEGAL_COMMAND', 'a Hero or Leader moves through the sewer network only with a "Sewer Rat" skill card', 'HL.3'),
    );
  });
});

describe('HL.2, HL.8 sewer movement refused: where it starts', () => {
  it('HL.2: a hex that is no node; HL.8: a node covered by Rubble', () => {
    expect(move(impulse(scene().unit('A06', '71C3')), ['A06'], '71C8')).toEqual(
      refusal('ILLEGAL_COMMAND', '71C3 is no open entrance of a sewer network', 'HL.2'),
    );
    const rubble = { ...MANHOLES, '71C2': { terrain: 'rubble', manhole: true } };
    expect(move(impulse(scene({ hexes: rubble }).unit('A06', '71C2')), ['A06'], '71C8')).toEqual(
      refusal('ILLEGAL_COMMAND', '71C2 is no open entrance of a sewer network', 'HL.8'),
    );
  });
  it('HL.2: a stone building node is no entrance, and the refusal says why', () => {
    const rules = {
      sewerNetworks: [
        {
          id: 'n',
          nodes: [
            { hex: '71C2', kind: 'manhole' },
            { hex: '71E5', kind: 'stoneBuilding' },
          ],
        },
      ],
    };
    const hexes = { ...MANHOLES, '71E5': { terrain: 'stoneBuilding' } };
    expect(move(impulse(scene({ rules, hexes }).unit('A06', '71E5')), ['A06'], '71C2')).toEqual(
      refusal(
        'ILLEGAL_COMMAND',
        '71E5 is no open entrance of a sewer network (a stone building node: entrance and exit only at Sewer, Tunnel, Bunker or Fortress Locations)',
        'HL.2',
      ),
    );
    expect(move(impulse(scene({ rules, hexes }).unit('A06', '71C2')), ['A06'], '71E5')).toEqual(
      refusal('ILLEGAL_LOCATION', '71E5 is a stone building node: exit only at Sewer, Tunnel, Bunker or Fortress Locations', 'HL.2'),
    );
  });
});

describe('HL.2-HL.8 sewer movement refused: where it goes', () => {
  it('no such hex; HL.2: no other node of the network (a hex off it, its own node)', () => {
    const g = impulse(scene().unit('A06', '71C2'));
    expect(move(g, ['A06'], '99Z9')).toEqual(refusal('ILLEGAL_LOCATION', 'no hex 99Z9'));
    expect(move(g, ['A06'], '71C5')).toEqual(refusal('ILLEGAL_LOCATION', '71C5 is no other node of the sewer network of 71C2', 'HL.2'));
    expect(move(g, ['A06'], '71C2')).toEqual(refusal('ILLEGAL_LOCATION', '71C2 is no other node of the sewer network of 71C2', 'HL.2'));
  });
  it('HL.2: a node of another network is no destination', () => {
    const rules = {
      sewerNetworks: [
        {
          id: 'n1',
          nodes: [
            { hex: '71C2', kind: 'manhole' },
            { hex: '71C8', kind: 'manhole' },
          ],
        },
        {
          id: 'n2',
          nodes: [
            { hex: '71C9', kind: 'manhole' },
            { hex: '71E5', kind: 'tunnel' },
          ],
        },
      ],
    };
    const g = impulse(scene({ rules }).unit('A06', '71C2'));
    expect(g.game.legal(g.state, 'A').find((c) => c.type === 'networkMove')?.choices?.to).toEqual(['71C8']);
    expect(move(g, ['A06'], '71E5')).toEqual(refusal('ILLEGAL_LOCATION', '71E5 is no other node of the sewer network of 71C2', 'HL.2'));
  });
  it('HL.3: beyond the reach; HL.8: a node covered by Blaze; HL.6: beneath a Water Obstacle', () => {
    expect(move(impulse(scene().unit('A06', '71C2')), ['A06'], '71C9')).toEqual(
      refusal('ILLEGAL_LOCATION', '71C9 is more than 6 hexes from 71C2', 'HL.3'),
    );
    expect(move(impulse(scene({ rules: { blaze: ['71C8'] } }).unit('A06', '71C2')), ['A06'], '71C8')).toEqual(
      refusal('ILLEGAL_LOCATION', '71C8 is covered by Rubble or Blaze: no exit there', 'HL.8'),
    );
    expect(move(impulse(scene({ hexes: { ...MANHOLES, '71C5': { terrain: 'pond' } } }).unit('A06', '71C2')), ['A06'], '71C8')).toEqual(
      refusal('ILLEGAL_LOCATION', 'sewer movement from 71C2 to 71C8 would pass beneath a Water Obstacle hex', 'HL.6'),
    );
  });
  it('HL.6: an overstacked destination, named with its Location', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('A02', '71C2').unit('A03', '71C2').unit('A04', sewerAt('71C8')));
    expect(move(g, ['A01', 'A02', 'A03', 'A06'], '71C8')).toEqual(
      refusal('OVERSTACKED', 'the sewer Location of 71C8 would be overstacked', 'HL.6'),
    );
  });
});

describe('HL.2 coming up out of the network refused: each reason named', () => {
  const up = (g: Given, units: string[]) => g.when('A', { type: 'leaveNetwork', units });
  it('HL.2: out of its impulse; a unit that may not act; HL.8: a node under Rubble; A5.1: overstacked above', () => {
    expect(up(impulse(scene().unit('A01', sewerAt('71C8')).unit('B01', '71K4'), 'B'), ['A01'])).toEqual(
      refusal('WRONG_PHASE', 'units come up out of the network when they may move', 'HL.2'),
    );
    const pinned = impulse(scene().unit('A01', sewerAt('71C8')));
    pinned.state.units.A01!.status.pinned = true;
    expect(up(pinned, ['A01'])).toEqual(refusal('ILLEGAL_COMMAND', 'A01 cannot come up out of the network now', 'HL.2'));
    const rubble = { ...MANHOLES, '71C8': { terrain: 'rubble', manhole: true } };
    expect(up(impulse(scene({ hexes: rubble }).unit('A01', sewerAt('71C8'))), ['A01'])).toEqual(
      refusal('ILLEGAL_COMMAND', '71C8 is covered by Rubble or Blaze: no exit there', 'HL.8'),
    );
    const full = impulse(scene().unit('A01', sewerAt('71C8')).unit('A02', '71C8').unit('A03', '71C8').unit('A04', '71C8'));
    expect(up(full, ['A01'])).toEqual(refusal('OVERSTACKED', '71C8 would be overstacked', 'A5.1'));
    expect(full.game.legal(full.state, 'A').filter((c) => c.type === 'leaveNetwork')).toEqual([]);
  });
  it('HL.2 (parameter leaveNetworkMf): a climb dearer than the MF left is refused with its cost; one that leaves MF does not end the move', () => {
    const dear = impulse(scene({ params: { leaveNetworkMf: 5 } }).unit('A01', sewerAt('71C8')));
    expect(up(dear, ['A01'])).toEqual(refusal('ILLEGAL_COMMAND', 'coming up costs 5 MF', 'HL.2'));
    const cheap = impulse(scene({ params: { leaveNetworkMf: 1 } }).unit('A01', sewerAt('71C8')));
    expect(up(cheap, ['A01'])).toMatchObject({ ok: true });
    expect(cheap.events.find((e) => e.type === 'networkLeft')!.data).toMatchObject({ mf: 1, rule: 'HL.2' });
    expect(readActivity(cheap.state)).toMatchObject({ mf: { A01: 1 }, moved: { A01: true } });
    expect(readActivity(cheap.state).done.A01).toBeUndefined();
    const all = impulse(scene().unit('A01', sewerAt('71C8')));
    expect(up(all, ['A01'])).toMatchObject({ ok: true });
    expect(readActivity(all.state)).toMatchObject({ mf: { A01: 4 }, done: { A01: true } });
  });
});

describe('HL.2, HL.6, HL.8 the networks checked when the match is built: every problem named at once', () => {
  const problems = (rules: Record<string, unknown>, hexes: Hexes = MANHOLES): readonly string[] => {
    try {
      scene({ rules, hexes });
    } catch (e) {
      return (e as { problems: readonly string[] }).problems;
    }
    return [];
  };
  const node = (hex: string, kind = 'manhole') => ({ hex, kind });
  it('HL.2, HL.8: a Blaze hex and a node off the map, a hex listed twice, a network id used twice', () => {
    expect(
      problems({
        blaze: ['99Z9'],
        sewerNetworks: [
          { id: 'n1', nodes: [node('71C2'), node('99Z8'), node('71C02')] },
          { id: 'n1', nodes: [node('71C8'), node('71C9')] },
        ],
      }),
    ).toEqual([
      'rules.blaze: 99Z9 is not a hex of the map',
      'rules.sewerNetworks n1: 99Z8 is not a hex of the map',
      'rules.sewerNetworks n1: a hex is listed twice',
      'rules.sewerNetworks: a network id is used twice',
    ]);
  });
  it('HL.2, HL.6: a manhole that is none, a stone building that is none, a node in water, a node out of reach', () => {
    const hexes = { ...MANHOLES, '71C4': { terrain: 'pond' } };
    expect(
      problems(
        {
          sewerNetworks: [
            { id: 'n1', nodes: [node('71C2'), node('71C3'), node('71C5', 'stoneBuilding'), node('71C4', 'tunnel')] },
            { id: 'n2', nodes: [node('71C8'), node('71J8', 'bunker')] },
          ],
        },
        hexes,
      ),
    ).toEqual([
      'rules.sewerNetworks n1: 71C3 is no Manhole Location (HL.1)',
      'rules.sewerNetworks n1: 71C5 is no stone building (HL.2)',
      'rules.sewerNetworks n1: 71C4 is a Water Obstacle hex (HL.6)',
      'rules.sewerNetworks n2: 71C8 is not within 6 hexes of another node of its network (HL.2)',
      'rules.sewerNetworks n2: 71J8 is not within 6 hexes of another node of its network (HL.2)',
    ]);
  });
  it('HL.2: hex names are read as the map spells them (a node written "71C08" is 71C8)', () => {
    const g = impulse(scene({ rules: { sewerNetworks: [{ id: 'n', nodes: [node('71C2'), node('71C08')] }] } }).unit('A06', '71C2'));
    expect(g.game.legal(g.state, 'A').find((c) => c.type === 'networkMove')?.choices?.to).toEqual(['71C8']);
  });
});

describe('HL.2 the network Locations are entered and left by sewer movement only; A11.7 Melee', () => {
  it('HL.2: entering or leaving a Sewer or Tunnel Location any other way is forbidden, with the reason; ground to ground is not', () => {
    const g = scene();
    const entry = (from: Location, to: Location) =>
      g.game.ctx.modules.find((m) => m.id === 'sewerNetwork')!.entryCost!(g.game.ctx, g.state, {
        side: 'A',
        units: [],
        from,
        to,
        purpose: 'move',
      });
    const ground = (hex: string): Location => ({ hex, place: 'ground', level: 0 });
    const forbid = [{ kind: 'forbid', reason: 'Sewer and Tunnel Locations are entered and left by sewer movement only', rule: 'HL.2' }];
    expect(entry(ground('71C8'), sewerAt('71C8'))).toEqual(forbid);
    expect(entry(sewerAt('71C8'), ground('71C7'))).toEqual(forbid);
    expect(entry(ground('71C8'), { hex: '71C8', place: 'tunnel', level: -1 })).toEqual(forbid);
    expect(entry(ground('71C8'), ground('71C7'))).toEqual([]);
  });
  it('A11.7: units sharing a Location with enemy units are held in Melee; an enemy dummy or an eliminated enemy holds no one', () => {
    const conditions = (g: Given, id: string) =>
      g.game.ctx.modules.find((m) => m.id === 'sewerNetwork')!.unitConditions!(g.game.ctx, g.state, g.state.units[id]!);
    const melee = [{ kind: 'inactive', reason: 'in Melee with enemy units in its Location', rule: 'A11.7' }];
    const g = impulse(scene().unit('A01', sewerAt('71C8')).unit('B01', sewerAt('71C8')).unit('A02', '71C8'));
    expect(conditions(g, 'A01')).toEqual(melee);
    expect(conditions(g, 'B01')).toEqual(melee);
    expect(conditions(g, 'A02')).toEqual([]);
    g.state.units.B01!.eliminated = true;
    expect(conditions(g, 'A01')).toEqual([]);
    g.state.units.B01!.eliminated = false;
    Object.assign(g.state.units.B01!, { kind: 'dummy', type: 'dummy' });
    expect(conditions(g, 'A01')).toEqual([]);
    g.state.units.A01!.eliminated = true;
    expect(conditions(g, 'A01')).toEqual([]);
  });
});

describe('HL.2, HL.3 who may come up or move: the remaining boundaries', () => {
  const leaveEntries = (g: Given, side: 'A' | 'B' = 'A') =>
    g.game
      .legal(g.state, side)
      .filter((c) => c.type === 'leaveNetwork')
      .map((c) => c.choices!.units);
  it("HL.2: only the side's own units in a Sewer Location may come up: not a unit on the ground, a broken one, an enemy's", () => {
    const g = impulse(scene().unit('A01', sewerAt('71C8')).unit('A02', sewerAt('71C2')).unit('A03', '71C9').unit('B01', sewerAt('71C9')));
    g.state.units.A02!.status.broken = true;
    expect(leaveEntries(g)).toEqual([['A01']]);
    expect(g.when('A', { type: 'leaveNetwork', units: ['A03'] })).toEqual(
      refusal('ILLEGAL_COMMAND', 'A03 cannot come up out of the network now', 'HL.2'),
    );
  });
  it('HL.3: a Leader alone in the command while squads are stacked with him is refused', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2'));
    expect(move(g, ['A06'], '71C8')).toEqual(
      refusal('ILLEGAL_COMMAND', 'a Leader moves through the sewer network with all the units stacked with him', 'HL.3'),
    );
  });
  it('HL.2: a stack enters the network from the ground Location at level 0 only, not from an upper level of the node hex', () => {
    const g = impulse(scene().unit('A06', { hex: '71C2', place: 'ground', level: 1 }));
    expect(move(g, ['A06'], '71C8')).toEqual(refusal('ILLEGAL_COMMAND', '71C2 is no open entrance of a sewer network', 'HL.2'));
  });
  it('HL.6 (B8.4): a unit pushing a Gun may not use sewer movement', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('A02', '71C2'));
    Object.assign(g.state.units.A02!, { kind: 'gun', loc: null });
    g.state.units.A01!.carries = ['A02'];
    expect(move(g, ['A06', 'A01'], '71C8')).toEqual(
      refusal(
        'ILLEGAL_COMMAND',
        'A01 cannot use sewer movement now (Good Order Infantry that has not acted this impulse, pushing no Gun)',
        'HL.3',
      ),
    );
    g.state.units.A01!.carries = [];
    expect(move(g, ['A06', 'A01'], '71C8')).toMatchObject({ ok: true });
  });
  it('the module names the rules it implements', () => {
    expect(scene().game.ctx.modules.find((m) => m.id === 'sewerNetwork')!.rules).toEqual([
      'HL.1',
      'HL.2',
      'HL.3',
      'HL.4',
      'HL.5',
      'HL.6',
      'HL.7',
      'HL.8',
    ]);
  });
});
